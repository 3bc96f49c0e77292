// Certificates stand while the bills that paid them stand (DOMAIN "Certificates"): rejecting or
// annulling a bill of a property revokes the live solvency certificates of that property issued
// after the bill was made (a bill made before a certificate was accepted before it: a bill waiting
// for its money is debt, and no certificate is issued over debt).
import type { Tx } from '../../db.ts';

type Backed = { id: number; number: number };

const BACKED_SQL = `
  FROM solvencies s JOIN bills b ON b.property_id = s.property_id
  WHERE b.id = $1 AND s.deleted_at IS NULL AND s.revoked_at IS NULL AND s.created_at >= b.created_at`;

/** The certificates that rejecting or annulling bill `billId` would revoke, by number. */
export async function certificatesBackedBy(tx: Pick<Tx, '$queryRawUnsafe'>, billId: number): Promise<Backed[]> {
  return tx.$queryRawUnsafe<Backed[]>(`SELECT s.id, s.number ${BACKED_SQL} ORDER BY s.number`, billId);
}

/** Revokes them (in the caller's transaction, audited by the caller); answers the ones revoked. */
export async function revokeCertificates(tx: Tx, billId: number, reason: string): Promise<Backed[]> {
  return tx.$queryRawUnsafe<Backed[]>(
    `UPDATE solvencies SET revoked_at = now(), revoked_bill_id = $1, revoked_reason = $2
     WHERE id IN (SELECT s.id ${BACKED_SQL}) RETURNING id, number`,
    billId,
    reason.slice(0, 250),
  );
}
