// The property lock (DOMAIN "Bills"): every write that changes a property's debt (desk payment,
// reconciliation, annulment, Record de Cuenta, billing run, certificate) locks the property row
// first, so two of them on one property run one after the other and never deadlock.
import { MSG } from '@aseo/shared/messages';
import type { Tx } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';

export type LockedProperty = { id: number; user_id: number; status: number; disincorporated_at: Date | null; date: Date | null; created_at: Date };

/** Locks a live property row (FOR UPDATE) or answers 404. */
export async function lockProperty(tx: Tx, id: number): Promise<LockedProperty> {
  const [p] = await tx.$queryRaw<LockedProperty[]>`
    SELECT id, user_id, status, disincorporated_at, date, created_at FROM properties WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`;
  if (!p) throw notFound(MSG.server.notFound);
  return p;
}
