// What of a property's statement today is payable on its own (DOMAIN "Agreements", "Bills"): its
// months pending, in no live bill and held by no agreement (each with its fines and interest), and its
// loose fines likewise. The new desk offers these rows, an old agreement takes all of them, and a
// convention's builder picks among them.
import type { Db, Tx } from '../../db.ts';
import { freeOfBillsSql, heldByAgreementSql } from './ledger.sql.ts';
import { statementToday } from './ledger.statement.ts';

/** The pending notices of a property in no bill and no agreement, oldest first. */
export async function payableNoticeIds(db: Db | Tx, propertyId: number): Promise<number[]> {
  const rows = await db.$queryRawUnsafe<{ id: number }[]>(
    `SELECT n.id FROM notices n WHERE n.property_id = $1 AND n.deleted_at IS NULL AND ${freeOfBillsSql('n')}
       AND NOT ${heldByAgreementSql('notice_id', 'n.id')} ORDER BY n.period, n.id`,
    propertyId,
  );
  return rows.map((r) => r.id);
}

/** The fines (and interest rows) of a property held by an agreement and in no bill: paid by its quotas. */
export async function heldFineIds(db: Db | Tx, propertyId: number): Promise<number[]> {
  const rows = await db.$queryRawUnsafe<{ id: number }[]>(
    `SELECT f.id FROM fines f WHERE f.property_id = $1 AND f.deleted_at IS NULL AND ${freeOfBillsSql('f')} AND ${heldByAgreementSql('fine_id', 'f.id')}`,
    propertyId,
  );
  return rows.map((r) => r.id);
}

/** The property's statement today and the rows of it payable on its own (one after the other: safe inside a transaction). */
export async function payableToday(db: Db | Tx, propertyId: number) {
  const { property, statement } = await statementToday(db, propertyId);
  const notices = new Set(await payableNoticeIds(db, propertyId));
  const held = new Set(await heldFineIds(db, propertyId));
  const rows = statement.rows.filter((r) => (r.kind === 'notice' ? notices.has(r.id) : !held.has(r.id)));
  return { property, statement, rows };
}
