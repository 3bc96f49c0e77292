// The items a bill takes, read and locked inside the payment's transaction (docs/cash.md): each must
// belong to the property, be pending, in no live bill and (a notice) in no active agreement. A
// notice brings its live fines and its interest, which is stored at today's amount and frozen (DOMAIN
// "Notices": interest is frozen when the notice is billed).
import { AGREEMENT_STATUS, CASH_TYPE, FINE_TYPE, FINE_TYPE_LABELS, NOTICE_STATUS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { ucd } from '@aseo/shared/money';
import { prismaTx, type OwnTx, type Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import { Prisma } from '@aseo/db/client';
import {
  assertQuotasInOrder,
  freeOfBillsSql,
  heldByAgreementSql,
  payableNoticeIds,
  todayDay,
  type InterestChanges,
  type OldestFirstRead,
} from '../ledger/index.ts';
import { check, type ItemRef, type TakenItem } from './cash-item.ts';
import { noticesReadSql, takeNotices } from './cash-notices.ts';
import { prepared } from '../../lib/prepared.ts';
import { queryAhead, queryRows } from '../../lib/sql.ts';

const C = MSG.cash;
export type { ItemRef, TakenItem } from './cash-item.ts';

/**
 * Locks and reads the items; `exempt` says whether the property's fees carry no VAT. With notices, also
 * answers the ledger's oldest-first read for the caller to refuse from (assertOldestFirstOf), read with
 * them, and their interest as of today: the bill's write stores it (cash-bill.write.ts), frozen —
 * a live interest row at its new amount, a missing one inserted with the bill (its line an item
 * with `interestOf`, no fine id yet).
 */
export async function takeItems(
  tx: Tx | OwnTx,
  propertyId: number,
  refs: readonly ItemRef[],
  exempt: boolean,
): Promise<{ items: TakenItem[]; order: OldestFirstRead | null; interest: InterestChanges }> {
  const ids = (t: ItemRef['type']) => idsOf(refs, t);
  const taken: TakenItem[] = [];
  const noticeIds = ids('Deuda');
  // the notices locked, with the statement their interest is computed from and the oldest-first read: one statement
  const notices = noticeIds.length ? await takeNotices(tx, propertyId, noticeIds, ids('Multa'), exempt, taken) : null;
  // the fines and interest of the notices come with them; fines named on their own too. The notices'
  // interest is taken at today's amount: a live row at its new amount, a missing one as a new row
  const interest = notices?.interest ?? { updates: [], inserts: [] };
  const fineRows = withInterest(await readFines(tx, ids('Multa'), noticeIds), interest, propertyId);
  check(
    fineRows.filter((f) => ids('Multa').includes(f.id)),
    ids('Multa'),
    propertyId,
  );
  // a fine inside an active agreement is paid by its quotas (DOMAIN "Agreements"); one that belongs to a
  // payable notice comes with that notice only (the ledger's assertOldestFirst refuses it alone)
  if (fineRows.some((f) => f.agreed && ids('Multa').includes(f.id))) throw unprocessable(C.itemInAgreement);
  for (const f of fineRows) {
    if (f.fine_type_id === FINE_TYPE.INTEREST && ucd(f.amount).isZero()) continue;
    taken.push({
      input: { kind: 'fine', id: f.id, fine_type_id: f.fine_type_id, amount: ucd(f.amount) },
      type: 'Multa',
      cash_type: CASH_TYPE.FINES,
      // a fine added at the desk prints its reason ('Multa: …')
      name: [FINE_TYPE_LABELS[f.fine_type_id as 1] ?? 'Multa', f.comment?.trim()].filter(Boolean).join(': '),
      ...(f.notice_of === undefined ? { ref: { fine_id: f.id } } : { ref: {}, interestOf: f.notice_of }),
    });
  }
  const serviceIds = ids('Servicio');
  if (serviceIds.length) {
    const rows = await prismaTx(tx).$queryRawUnsafe<
      { id: number; property_id: number; amount: string; status: number; bill_id: number | null; name: string }[]
    >(
      `SELECT s.id, s.property_id, s.amount::text, s.status, s.bill_id, t.name FROM services s JOIN cash_service_types t ON t.id = s.cash_service_type_id
       WHERE s.id = ANY($1::int[]) ORDER BY s.id FOR UPDATE OF s`,
      serviceIds,
    );
    check(rows, serviceIds, propertyId);
    for (const s of rows)
      taken.push({
        input: { kind: 'service', id: s.id, amount: ucd(s.amount) },
        type: 'Servicio',
        cash_type: CASH_TYPE.SERVICES,
        name: s.name,
        ref: { service_id: s.id },
      });
  }
  for (const kind of QUOTA_KINDS) {
    const quotaIds = ids(kind.type);
    if (!quotaIds.length) continue;
    const rows = await prismaTx(tx).$queryRawUnsafe<
      { id: number; property_id: number; amount: string; status: number; bill_id: number | null; position: number; number: string; quotas: number }[]
    >(
      `SELECT q.id, a.property_id, q.${kind.amount}::text AS amount, q.status, q.bill_id, q.position, ${kind.number} AS number,
              (SELECT count(*)::int FROM ${kind.quotas} n WHERE n.${kind.fk} = a.id) AS quotas
       FROM ${kind.quotas} q JOIN ${kind.parent} a ON a.id = q.${kind.fk}
       WHERE q.id = ANY($1::int[]) AND a.status = ${AGREEMENT_STATUS.ACTIVE} ORDER BY q.id FOR UPDATE OF q`,
      quotaIds,
    );
    check(rows, quotaIds, propertyId);
    await assertQuotasInOrder(prismaTx(tx), kind.kind, quotaIds);
    for (const q of rows)
      taken.push({
        input: { kind: 'quota', id: q.id, amount: ucd(q.amount) },
        type: kind.type,
        cash_type: CASH_TYPE.CONVENTIONS,
        // DOMAIN "Agreements": the invoice line says which quota of which agreement it is
        name: `Cuota ${q.position}/${q.quotas} del convenio ${q.number}`,
        ref: kind.type === 'Cuota' ? { convention_quota_id: q.id } : { agreement_quota_id: q.id },
      });
  }
  return { items: taken, order: notices?.order ?? null, interest };
}

/** The ids of the items of type `t`, once each, in order (how takeItems reads them). */
const idsOf = (refs: readonly ItemRef[], t: ItemRef['type']) => [...new Set(refs.filter((r) => r.type === t).map((r) => r.id))].sort((a, b) => a - b);

/**
 * The notices' and fines' reads of takeItems (cash-notices.ts, readFines), written behind the
 * payment's next statement — its lock — when the bill's items are known before it (none created at
 * the desk): one round trip for the three, the reads run after the lock is granted, the notices
 * locked before their fines (ADR 029).
 */
export function readItemsAhead(tx: Tx | OwnTx, propertyId: number, refs: readonly ItemRef[]) {
  const notices = idsOf(refs, 'Deuda');
  const fines = idsOf(refs, 'Multa');
  if (notices.length) queryAhead(tx, noticesReadSql(propertyId, notices, fines, todayDay()));
  if (notices.length || fines.length) queryAhead(tx, finesReadSql(fines, notices));
}

/** The quota tables of the two agreement kinds, as the desk takes them. */
const QUOTA_KINDS = [
  { type: 'Cuota', kind: 'convention', quotas: 'convention_quotas', parent: 'conventions', fk: 'convention_id', amount: 'total', number: 'a.number' },
  {
    type: 'Acuerdo',
    kind: 'agreement',
    quotas: 'agreement_quotas',
    parent: 'agreements',
    fk: 'agreement_id',
    amount: 'amount',
    number: `lpad(a.number::text, 6, '0')`,
  },
] as const;

/** The old desk's rule (001 "Cash desk states"): the months ticked are the oldest pending ones, none skipped. */
export async function checkInOrder(tx: Tx, propertyId: number, refs: readonly ItemRef[]) {
  const chosen = new Set(refs.filter((r) => r.type === 'Deuda').map((r) => r.id));
  const oldest = (await payableNoticeIds(tx, propertyId)).slice(0, chosen.size);
  if (oldest.length < chosen.size || oldest.some((id) => !chosen.has(id))) throw unprocessable(C.monthsInOrder, { fields: { months: C.monthsInOrder } });
}

type FineRead = {
  id: number;
  property_id: number;
  fine_type_id: number;
  amount: string;
  status: number;
  bill_id: number | null;
  agreed: boolean;
  comment: string | null;
  /** A notice's interest row not written yet (InterestChanges' inserts): that notice; its id is a stand-in. */
  notice_of?: number;
};

/** readFines' statement: the fines named and the live ones of the notices taken, locked (FOR UPDATE, id order). */
function finesReadSql(fineIds: readonly number[], noticeIds: readonly number[]) {
  return prepared(Prisma.sql`
    WITH locked AS (SELECT f.id, f.property_id, f.fine_type_id, f.amount, f.status, f.bill_id, f.comment FROM fines f
                    WHERE f.deleted_at IS NULL AND (f.id = ANY(${fineIds}::int[]) OR (f.notice_id = ANY(${noticeIds}::int[]) AND ${Prisma.raw(freeOfBillsSql('f'))}))
                    ORDER BY f.id FOR UPDATE)
    SELECT g.id, g.property_id, g.fine_type_id, g.amount::text AS amount, g.status, g.bill_id, g.comment,
           ${Prisma.raw(heldByAgreementSql('fine_id', 'g.id'))} AS agreed
    FROM locked g ORDER BY g.id`);
}

/**
 * The fines named and the live ones of the notices taken, locked (after the notices); none read when
 * the bill takes neither.
 */
async function readFines(tx: Tx | OwnTx, fineIds: number[], noticeIds: number[]) {
  if (!fineIds.length && !noticeIds.length) return [];
  return queryRows<FineRead>(tx, finesReadSql(fineIds, noticeIds));
}

/**
 * The fines as the bill takes them: each live interest row at today's amount, then (after every
 * existing row, as their ids will be) each missing interest row, in `interest.inserts`' order. The
 * rows were read under the property's lock and locked themselves: the bill's write finds them as read.
 */
function withInterest(rows: FineRead[], interest: InterestChanges, propertyId: number): FineRead[] {
  const today = new Map(interest.updates.map((u) => [u.id, u.amount]));
  const read = rows.map((f) => (today.has(f.id) ? { ...f, amount: today.get(f.id)! } : f));
  const added = interest.inserts.map((c, i) => ({
    id: -(i + 1),
    property_id: propertyId,
    fine_type_id: FINE_TYPE.INTEREST,
    amount: c.amount,
    status: NOTICE_STATUS.PENDING,
    bill_id: null,
    agreed: false,
    comment: null,
    notice_of: c.notice_id,
  }));
  return [...read, ...added];
}
