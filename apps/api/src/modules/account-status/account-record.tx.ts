// The pieces every Record de Cuenta write shares, inside its transaction: lock the property (so
// two staff members, the billing run and the cash desk change one property's debt one after the
// other), find and lock the notice or fine a call names, refuse what may not change (processed,
// billed, inside an active agreement), the rates in force, and the closing steps (balance row and
// audit row in the same transaction). docs/account-status.md "Staff writes".
import { FINE_TYPE, type AuditEventOf } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { INSERT_PROPERTY_MONTHS_SQL, refreshBalances, sqlRunner } from '../billing/index.ts';
import { heldByAgreementSql, inLiveBill, lockProperty, ratesNow, type LockedProperty } from '../ledger/index.ts';

export { lockProperty, ratesNow, storeInterest, type LockedProperty } from '../ledger/index.ts';

const A = MSG.accountStatus;

export type LockedNotice = { id: number; property_id: number; status: number; bill_id: number | null; in_agreement: boolean };
export type LockedFine = { id: number; property_id: number; notice_id: number | null; fine_type_id: number; status: number; bill_id: number | null };

/**
 * The live notice `id` with its property locked first (the same order as every other write, so
 * no deadlock), then the notice itself; 404 when missing or deleted.
 */
export async function lockNotice(tx: Tx, id: number): Promise<{ property: LockedProperty; notice: LockedNotice }> {
  const [found] = await tx.$queryRaw<{ property_id: number }[]>`SELECT property_id FROM notices WHERE id = ${id} AND deleted_at IS NULL`;
  if (!found) throw notFound(MSG.server.notFound);
  const property = await lockProperty(tx, found.property_id);
  const [notice] = await tx.$queryRawUnsafe<LockedNotice[]>(
    `SELECT id, property_id, status, bill_id, ${heldByAgreementSql('notice_id', '$1')} AS in_agreement
     FROM notices WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    id,
  );
  if (!notice) throw notFound(MSG.server.notFound);
  return { property, notice };
}

/** The live fine (or interest row) `id` of type `type`, property locked first; 404 when missing, deleted or of the other type. */
export async function lockFine(tx: Tx, id: number, type: number): Promise<{ property: LockedProperty; fine: LockedFine & { in_agreement: boolean } }> {
  const [found] = await tx.$queryRaw<
    { property_id: number }[]
  >`SELECT property_id FROM fines WHERE id = ${id} AND fine_type_id = ${type} AND deleted_at IS NULL`;
  if (!found) throw notFound(MSG.server.notFound);
  const property = await lockProperty(tx, found.property_id);
  const [fine] = await tx.$queryRawUnsafe<(LockedFine & { in_agreement: boolean })[]>(
    `SELECT id, property_id, notice_id, fine_type_id, status, bill_id, ${heldByAgreementSql('fine_id', '$1')} AS in_agreement
     FROM fines WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    id,
  );
  if (!fine) throw notFound(MSG.server.notFound);
  return { property, fine };
}

/** A notice whose amounts staff may change or delete: pending, in no bill, in no active agreement. */
export function assertChangeable(n: LockedNotice) {
  if (n.in_agreement) throw unprocessable(A.noticeInAgreement);
  if (inLiveBill(n)) throw unprocessable(A.noticeNotPending);
}

/** The property must bill (active, not disincorporated) for months to be generated. */
export function assertBilling(p: LockedProperty) {
  if (p.disincorporated_at) throw unprocessable(A.disincorporated);
  if (p.status !== 1) throw unprocessable(A.billingInactive);
}

/** The live fines of type 1 of a notice, oldest first (locked). */
export async function liveFinesOf(tx: Tx, noticeId: number) {
  return tx.$queryRaw<{ id: number; amount: string }[]>`
    SELECT id, amount::text FROM fines WHERE notice_id = ${noticeId} AND fine_type_id = ${FINE_TYPE.FINE} AND deleted_at IS NULL ORDER BY id FOR UPDATE`;
}

/** The live interest row of a notice (at most one: a partial unique index), locked. */
export async function liveInterestOf(tx: Tx, noticeId: number) {
  const [row] = await tx.$queryRaw<{ id: number; amount: string; frozen_at: Date | null }[]>`
    SELECT id, amount::text, frozen_at FROM fines WHERE notice_id = ${noticeId} AND fine_type_id = ${FINE_TYPE.INTEREST} AND deleted_at IS NULL FOR UPDATE`;
  return row ?? null;
}

export type RecordAudit = {
  userId: number;
  propertyId: number;
  valueId: number;
  event: AuditEventOf<'Notice' | 'PaymentFine' | 'Property'>;
  old?: unknown;
  new?: unknown;
};

/** Closing steps of every write: the property's balance row, then the audit row. */
export async function finish(tx: Tx, a: RecordAudit) {
  await refreshBalances(sqlRunner(tx), [a.propertyId]);
  await writeAudit(tx, a.event, { value_id: a.valueId, user_id: a.userId, property_id: a.propertyId, old: a.old, new: a.new });
}

/** 'YYYY-MM' shifted by `months` (negative: back), as the first day 'YYYY-MM-01'. */
export function monthStart(period: string, months = 0): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Writes the property's notices of months first..last (first days) at the rates in force now; answers how many were written. */
export async function generateMonths(tx: Tx, propertyId: number, first: string, last: string) {
  if (first > last) return 0;
  const { iva, rate } = await ratesNow(tx);
  const [r] = await tx.$queryRawUnsafe<{ inserted: number }[]>(INSERT_PROPERTY_MONTHS_SQL, propertyId, first, last, iva, rate);
  return r!.inserted;
}

/** Today's statement rows of a property, read inside the transaction (after its changes). */
