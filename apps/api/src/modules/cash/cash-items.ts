// The items a bill takes, read and locked inside the payment's transaction (docs/cash.md): each must
// belong to the property, be pending, in no live bill and (a notice) in no active agreement. A
// notice brings its live fines and its interest, which is stored at today's amount and frozen (DOMAIN
// "Notices": interest is frozen when the notice is billed).
import { AGREEMENT_STATUS, CASH_TYPE, FINE_TYPE, FINE_TYPE_LABELS, SERVICE_TYPE_LABELS } from '@aseo/shared/constants';
import type { BillLineInput } from '@aseo/shared/billing';
import { MSG } from '@aseo/shared/messages';
import { rate, ucd } from '@aseo/shared/money';
import type { Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import { assertQuotasInOrder, freeOfBillsSql, heldByAgreementSql, inLiveBill, payableNoticeIds, storeInterest } from '../ledger/index.ts';

const C = MSG.cash;
/** 'Cuota' a convention quota (the new desk's 'Agregar convenio'), 'Acuerdo' an old agreement's quota (the old desk's 'Convenios'). */
export type ItemRef = { type: 'Deuda' | 'Multa' | 'Servicio' | 'Cuota' | 'Acuerdo'; id: number };
/** A line to compose, with what the bill line row needs besides the amounts. */
export type TakenItem = {
  input: BillLineInput;
  type: ItemRef['type'];
  cash_type: number;
  name: string;
  ref: Record<string, number>;
  service_type_id?: number;
  /** A notice's month. */
  period?: Date;
};

const month = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const inAgreement = (alias: string) => heldByAgreementSql('notice_id', `${alias}.id`);

/** Locks and reads the items; `exempt` says whether the property's fees carry no VAT. */
export async function takeItems(tx: Tx, userId: number, propertyId: number, refs: readonly ItemRef[], exempt: boolean): Promise<TakenItem[]> {
  const ids = (t: ItemRef['type']) => [...new Set(refs.filter((r) => r.type === t).map((r) => r.id))].sort((a, b) => a - b);
  const taken: TakenItem[] = [];
  const noticeIds = ids('Deuda');
  if (noticeIds.length) {
    const rows = await tx.$queryRawUnsafe<
      {
        id: number;
        property_id: number;
        service_type_id: number;
        total: string;
        period: Date;
        status: number;
        bill_id: number | null;
        agreed: boolean;
        fixed_rate: string | null;
      }[]
    >(
      `SELECT n.id, n.property_id, n.service_type_id, n.total::text, n.period, n.status, n.bill_id, ${inAgreement('n')} AS agreed,
              CASE WHEN n.use_conversion_local = 1 THEN n.conversion_petro::text END AS fixed_rate
       FROM notices n WHERE n.id = ANY($1::int[]) AND n.deleted_at IS NULL ORDER BY n.id FOR UPDATE`,
      noticeIds,
    );
    check(rows, noticeIds, propertyId);
    if (rows.some((n) => n.agreed)) throw unprocessable(C.itemInAgreement);
    await storeInterest(
      tx,
      userId,
      propertyId,
      rows.map((n) => n.id),
      true,
    );
    for (const n of rows) {
      taken.push({
        // a notice whose rate staff fixed is charged at that rate, as the statement shows it (DOMAIN "Rates on lines")
        input: { kind: 'notice', id: n.id, fee: ucd(n.total), exempt, ...(n.fixed_rate ? { rate: rate(n.fixed_rate) } : {}) },
        type: 'Deuda',
        cash_type: CASH_TYPE.PAYMENTS,
        name: `${SERVICE_TYPE_LABELS[n.service_type_id as 1] ?? 'Servicio'} ${month(n.period)}`,
        ref: { notice_id: n.id },
        service_type_id: n.service_type_id,
        period: n.period,
      });
    }
  }
  // the fines and interest of the notices come with them; fines named on their own too
  const fineRows = await tx.$queryRawUnsafe<
    { id: number; property_id: number; fine_type_id: number; amount: string; status: number; bill_id: number | null; agreed: boolean; comment: string | null }[]
  >(
    `SELECT f.id, f.property_id, f.fine_type_id, f.amount::text, f.status, f.bill_id, f.comment, ${heldByAgreementSql('fine_id', 'f.id')} AS agreed FROM fines f
     WHERE f.deleted_at IS NULL AND (f.id = ANY($1::int[]) OR (f.notice_id = ANY($2::int[]) AND ${freeOfBillsSql('f')}))
     ORDER BY f.id FOR UPDATE`,
    ids('Multa'),
    noticeIds,
  );
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
      ref: { fine_id: f.id },
    });
  }
  const serviceIds = ids('Servicio');
  if (serviceIds.length) {
    const rows = await tx.$queryRawUnsafe<{ id: number; property_id: number; amount: string; status: number; bill_id: number | null; name: string }[]>(
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
    const rows = await tx.$queryRawUnsafe<
      { id: number; property_id: number; amount: string; status: number; bill_id: number | null; position: number; number: string; quotas: number }[]
    >(
      `SELECT q.id, a.property_id, q.${kind.amount}::text AS amount, q.status, q.bill_id, q.position, ${kind.number} AS number,
              (SELECT count(*)::int FROM ${kind.quotas} n WHERE n.${kind.fk} = a.id) AS quotas
       FROM ${kind.quotas} q JOIN ${kind.parent} a ON a.id = q.${kind.fk}
       WHERE q.id = ANY($1::int[]) AND a.status = ${AGREEMENT_STATUS.ACTIVE} ORDER BY q.id FOR UPDATE OF q`,
      quotaIds,
    );
    check(rows, quotaIds, propertyId);
    await assertQuotasInOrder(tx, kind.kind, quotaIds);
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
  return taken;
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

/** Every named item was found, belongs to the property, is pending and in no bill. */
function check(rows: readonly { id: number; property_id: number; status: number; bill_id: number | null }[], wanted: readonly number[], propertyId: number) {
  if (rows.length !== wanted.length || rows.some(inLiveBill)) throw unprocessable(C.itemTaken);
  if (rows.some((r) => r.property_id !== propertyId)) throw unprocessable(C.itemNotOfProperty);
}

/** The old desk's rule (001 "Cash desk states"): the months ticked are the oldest pending ones, none skipped. */
export async function checkInOrder(tx: Tx, propertyId: number, refs: readonly ItemRef[]) {
  const chosen = new Set(refs.filter((r) => r.type === 'Deuda').map((r) => r.id));
  const oldest = (await payableNoticeIds(tx, propertyId)).slice(0, chosen.size);
  if (oldest.length < chosen.size || oldest.some((id) => !chosen.has(id))) throw unprocessable(C.monthsInOrder, { fields: { months: C.monthsInOrder } });
}
