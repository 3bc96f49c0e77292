// Deactivating an ACTIVE agreement (DOMAIN "Default", docs/agreements.md), in one transaction with the
// property locked first (the desks' lock order): what was paid stays paid, the unpaid items return to
// the ordinary debt — their holds are deleted and their interest rows unfrozen, so the statement
// computes interest again from their original due dates (nothing is forgiven by the plan). A quota
// in a bill waiting for reconciliation blocks it (that money is neither in nor out yet).
import { AGREEMENT_STATUS, BILL_STATUS, FINE_TYPE } from '@aseo/shared/constants';
import type { AgreementKind } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { sub, sum, ucd, type Ucd } from '@aseo/shared/money';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { issueCreditNote, lockProperty, ratesNow } from '../ledger/index.ts';
import { KIND } from './agreements.rows.ts';

const A = MSG.agreements;
type Quota = { id: number; position: number; amount: string; bill_id: number | null; bill_status: number | null };
type Item = { notice_id: number | null; fine_id: number | null; amount: string; quota_id: number | null };

/** The items an agreement's payments settled: a convention's by quota; an old agreement's oldest first up to what was paid. */
function settledItems(kind: AgreementKind, items: Item[], quotas: Quota[]): { settled: Item[]; credit: Ucd } {
  const paid = quotas.filter((q) => q.bill_status === BILL_STATUS.ACCEPTED);
  if (kind === 'convention') {
    const paidIds = new Set(paid.map((q) => q.id));
    return { settled: items.filter((i) => i.quota_id !== null && paidIds.has(i.quota_id)), credit: ucd('0') };
  }
  // an old agreement's quotas are an even split: its payments settle the items oldest first; what
  // they covered of the next item is kept as the taxpayer's credit (nothing paid is lost)
  let left = sum(
    'Ucd',
    paid.map((q) => ucd(q.amount)),
  );
  const settled: Item[] = [];
  for (const item of items) {
    const amount = ucd(item.amount);
    if (left.lessThan(amount)) break;
    settled.push(item);
    left = sub(left, amount);
  }
  return { settled, credit: left };
}

export async function deactivate(tx: Tx, user: SessionUser, kind: AgreementKind, id: number, reason: string) {
  const k = KIND[kind];
  const [head] = await tx.$queryRawUnsafe<{ property_id: number }[]>(`SELECT property_id FROM ${k.table} WHERE id = $1`, id);
  if (!head) throw notFound(MSG.server.notFound);
  const property = await lockProperty(tx, head.property_id);
  const [a] = await tx.$queryRawUnsafe<{ status: number; user_id: number; number: string }[]>(
    `SELECT status, user_id, number::text FROM ${k.table} WHERE id = $1 FOR UPDATE`,
    id,
  );
  if (!a) throw notFound(MSG.server.notFound);
  if (a.status !== AGREEMENT_STATUS.ACTIVE) throw unprocessable(A.notActive);
  const quotas = await tx.$queryRawUnsafe<Quota[]>(
    `SELECT q.id, q.position, q.${k.amount}::text AS amount, q.bill_id, b.status AS bill_status
     FROM ${k.quotas} q LEFT JOIN bills b ON b.id = q.bill_id WHERE q.${k.fk} = $1 ORDER BY q.position`,
    id,
  );
  if (quotas.some((q) => q.bill_id !== null && q.bill_status !== BILL_STATUS.ACCEPTED)) throw unprocessable(A.quotaInReconciliation);
  const items =
    kind === 'agreement'
      ? await tx.$queryRawUnsafe<Item[]>(
          `SELECT i.notice_id, i.fine_id, i.amount::text, NULL::int AS quota_id FROM agreement_items i
           LEFT JOIN notices n ON n.id = i.notice_id WHERE i.agreement_id = $1 ORDER BY n.period NULLS LAST, i.id`,
          id,
        )
      : await tx.$queryRawUnsafe<Item[]>(
          `SELECT i.notice_id, i.fine_id, i.amount::text, i.quota_id FROM convention_quota_items i JOIN convention_quotas q ON q.id = i.quota_id
           WHERE q.convention_id = $1 ORDER BY q.position, i.id`,
          id,
        );
  const { settled, credit } = settledItems(kind, items, quotas);
  const keepNotices = settled.flatMap((i) => (i.notice_id ? [i.notice_id] : []));
  const keepFines = settled.flatMap((i) => (i.fine_id ? [i.fine_id] : []));
  // the settled months keep their fines and interest held with them; everything else goes back
  const released = await tx.$queryRawUnsafe<{ notice_id: number | null; fine_id: number | null }[]>(
    `DELETE FROM agreement_holds h WHERE h.${k.fk} = $1
       AND NOT (coalesce(h.notice_id = ANY($2::int[]), false) OR coalesce(h.fine_id = ANY($3::int[]), false)
                OR EXISTS (SELECT 1 FROM fines f WHERE f.id = h.fine_id AND f.notice_id = ANY($2::int[])))
     RETURNING h.notice_id, h.fine_id`,
    id,
    keepNotices,
    keepFines,
  );
  const returnedNotices = released.flatMap((h) => (h.notice_id ? [h.notice_id] : []));
  // their interest runs again from the original due dates
  await tx.$executeRawUnsafe(
    `UPDATE fines SET frozen_at = NULL, updated_at = now() WHERE fine_type_id = ${FINE_TYPE.INTEREST} AND notice_id = ANY($1::int[]) AND bill_id IS NULL AND status = 1`,
    returnedNotices,
  );
  if (!credit.isZero()) {
    const { rate } = await ratesNow(tx);
    await issueCreditNote(tx, { owner: a.user_id, property: property.id, bill: null, amount: credit, rate, by: user.id });
  }
  await tx.$executeRawUnsafe(`UPDATE ${k.table} SET status = ${AGREEMENT_STATUS.INACTIVE}, updated_at = now() WHERE id = $1`, id);
  await tx.agreementStatusChange.create({
    data: { [k.fk]: id, from_status: AGREEMENT_STATUS.ACTIVE, to_status: AGREEMENT_STATUS.INACTIVE, reason, user_id: user.id },
  });
  await writeAudit(tx, kind === 'agreement' ? 'agreement.deactivated' : 'convention.deactivated', {
    value_id: id,
    user_id: user.id,
    property_id: property.id,
    old: { status: AGREEMENT_STATUS.ACTIVE },
    new: { status: AGREEMENT_STATUS.INACTIVE, reason, returned_items: released.length, credit: credit.isZero() ? null : credit.toFixed(4) },
  });
  return { owner: a.user_id };
}
