// Reading 'Pagos' (docs/payments.md): one page of bills, newest first, ids first and then their rows
// (ADR 006/009), with the filters Desde/Hasta (the bill's day in Caracas), Tipo (bill type),
// Medio de Pago (any of its vouchers), Estatus and a search by property code, bill number or id,
// amount (Bs total) or the owner's name, document or username. A taxpayer reads only its own bills.
import { BILL_STATUS_LABELS, CASH_TYPE_LABELS, LEVELS } from '@aseo/shared/constants';
import { addDays } from '@aseo/shared/billing';
import type { BillRow, PaymentsFilters } from '@aseo/shared/contracts';
import { billNumberLabel, documentLabel, fullName, receiptNumberText } from '@aseo/shared/format';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { createCountCache, paged, pageArgs } from '../../lib/paging.ts';
import { portalMidnight } from '../../lib/portal-time.ts';
import { personSearchSql } from '../../lib/search.ts';
import { queryRows } from '../../lib/sql.ts';

export type BillsScope = { ownerId: number } | { staff: true };

/** The filters over the bill `b`. */
export function billsFilterSql(f: PaymentsFilters, scope: BillsScope): Prisma.Sql {
  const c = [Prisma.sql`TRUE`];
  if ('ownerId' in scope) c.push(Prisma.sql`b.user_id = ${scope.ownerId}`);
  else if (f.user_id) c.push(Prisma.sql`b.user_id = ${f.user_id}`);
  if (f.since) c.push(Prisma.sql`b.created_at >= ${portalMidnight(f.since)}`);
  if (f.until) c.push(Prisma.sql`b.created_at < ${portalMidnight(addDays(f.until, 1))}`);
  if (f.status !== undefined) c.push(Prisma.sql`b.status = ${f.status}`);
  if (f.type !== undefined) c.push(Prisma.sql`b.bill_type = ${f.type}`);
  if (f.payment_method !== undefined)
    c.push(Prisma.sql`EXISTS (SELECT 1 FROM vouchers v WHERE v.bill_id = b.id AND v.deleted_at IS NULL AND v.payment_method_id = ${f.payment_method})`);
  const s = f.search?.trim();
  if (s) {
    // each arm an indexable condition (ids as an InitPlan array, ADR 006), so the OR becomes a BitmapOr, not a scan
    const arms = [Prisma.sql`b.property_id = ANY (ARRAY(SELECT p.id FROM properties p WHERE p.code = ${s.toUpperCase()}))`];
    if (/^\d{1,9}$/.test(s)) arms.push(Prisma.sql`b.id = ${Number(s)}`, Prisma.sql`b.number = ${Number(s)}`);
    if (/^\d{8}$/.test(s)) arms.push(Prisma.sql`b.id = ANY (ARRAY(SELECT r.bill_id FROM vouchers r WHERE r.number = ${s} AND r.deleted_at IS NULL))`);
    const amount = s.replace(/\./g, '').replace(',', '.');
    if (/^\d{1,12}(\.\d{1,2})?$/.test(amount)) arms.push(Prisma.sql`b.total_bs = ${amount}::numeric`, Prisma.sql`b.amount_paid = ${amount}::numeric`);
    if ('staff' in scope)
      arms.push(
        Prisma.sql`b.user_id = ANY (ARRAY(SELECT u.id FROM users u WHERE u.level_id = ${LEVELS.CLIENT} AND (${personSearchSql(s)} OR u.business_name ILIKE ('%' || ${s} || '%'))))`,
      );
    c.push(Prisma.sql`(${Prisma.join(arms, ' OR ')})`);
  }
  return Prisma.join(c, ' AND ');
}

type VoucherLine = BillRow['details_new'][number];
/** A bill of the list as the database answers it (ROW). */
export type PaymentRaw = {
  id: number;
  created_at: Date;
  since: Date | null;
  until: Date | null;
  number: number | null;
  proforma_number: number | null;
  receipt_number: number | null;
  serial_code: string | null;
  control_number: string | null;
  status: number;
  bill_type: number;
  total: string;
  total_bs: string;
  due_bs: string;
  amount_paid: string;
  iva_bs: string;
  retention_bs: string;
  delivery: boolean;
  reception_date: Date | null;
  rejected_at: Date | null;
  reject_comments: string | null;
  cancel_comments: string | null;
  crypt: string;
  file: string | null;
  vouchers: VoucherLine[];
  property_id: number | null;
  code: string | null;
  property_type: string | null;
  user_id: number;
  username: string;
  name: string;
  lastname: string | null;
  business_name: string | null;
  document_type_id: number | null;
  document: string | null;
  retention: number;
  user_crypt: string | null;
  claim_user_id: number | null;
  claim_name: string | null;
  claim_lastname: string | null;
  claim_expires_at: Date | null;
};

const ROW = Prisma.sql`
  b.id, b.created_at, b.since, b.until, b.number, b.proforma_number, b.receipt_number, b.serial_code, b.control_number, b.status, b.bill_type,
  b.total::text, b.total_bs::text, b.due_bs::text, b.amount_paid::text, b.iva_bs::text, b.retention_bs::text, b.delivery, b.reception_date,
  b.rejected_at, b.reject_comments, b.cancel_comments, b.crypt, b.file,
  v.vouchers, p.id AS property_id, p.code, pt.name AS property_type,
  u.id AS user_id, u.username, u.name, u.lastname, u.business_name, u.document_type_id, u.document, u.retention, u.crypt AS user_crypt,
  cl.user_id AS claim_user_id, cu.name AS claim_name, cu.lastname AS claim_lastname, cl.expires_at AS claim_expires_at`;
const JOINS = Prisma.sql`
  JOIN users u ON u.id = b.user_id
  LEFT JOIN properties p ON p.id = b.property_id
  LEFT JOIN property_types pt ON pt.id = p.property_type_id
  LEFT JOIN LATERAL (SELECT coalesce(json_agg(json_build_object('id', vv.id, 'payment_method', pm.name, 'bank', bk.name, 'number', vv.number,
                                                      'amount_paid', vv.amount_paid::text, 'date', to_char(vv.date, 'YYYY-MM-DD')) ORDER BY vv.id), '[]') AS vouchers
                     FROM vouchers vv JOIN payment_methods pm ON pm.id = vv.payment_method_id LEFT JOIN banks bk ON bk.id = vv.bank_id
                     WHERE vv.bill_id = b.id AND vv.deleted_at IS NULL) v ON TRUE
  LEFT JOIN bill_claims cl ON cl.bill_id = b.id AND cl.expires_at > (now() AT TIME ZONE 'UTC')
  LEFT JOIN users cu ON cu.id = cl.user_id`;

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
/** Every voucher's method, bank or reference in voucher order ('Efectivo · Transferencia': a bill paid in cash plus a transfer is both); `once` names a repeated one once. */
function joined(vouchers: VoucherLine[], key: 'payment_method' | 'bank' | 'number', once: boolean) {
  const shown = vouchers.map((v) => v[key]).filter((v): v is string => !!v);
  return (once ? [...new Set(shown)] : shown).join(' · ') || null;
}

export function toBillRow(r: PaymentRaw, staff = true): BillRow {
  return {
    id: r.id,
    created_at: r.created_at.toISOString(),
    since: day(r.since),
    until: day(r.until),
    number: r.number,
    // the invoice number once accepted; before, the prefactura's or the receipt's (DOMAIN "Bills", numbers at acceptance)
    number_format: billNumberLabel(r),
    receipt_format: r.receipt_number !== null ? receiptNumberText(r.receipt_number) : '',
    proforma_number: r.proforma_number,
    serial_code: r.serial_code,
    control_number: r.control_number,
    status: r.status,
    status_text: BILL_STATUS_LABELS[r.status as 0] ?? '',
    bill_type: r.bill_type,
    bill_type_text: CASH_TYPE_LABELS[r.bill_type as 1] ?? '',
    total: r.total as BillRow['total'],
    total_bs: r.total_bs as BillRow['total_bs'],
    due_bs: r.due_bs as BillRow['due_bs'],
    amount_paid: r.amount_paid as BillRow['amount_paid'],
    iva_bs: r.iva_bs as BillRow['iva_bs'],
    retention_bs: r.retention_bs as BillRow['retention_bs'],
    delivery: r.delivery,
    reception_date: day(r.reception_date),
    rejected_at: r.rejected_at?.toISOString() ?? null,
    reject_comments: r.reject_comments,
    cancel_comments: r.cancel_comments,
    crypt: r.crypt,
    file: !!r.file,
    payment_method: joined(r.vouchers, 'payment_method', true),
    reference: joined(r.vouchers, 'number', false),
    bank: joined(r.vouchers, 'bank', true),
    details_new: r.vouchers,
    property: r.property_id ? { id: r.property_id, code: r.code!, type: r.property_type ?? '' } : null,
    user: {
      id: r.user_id,
      username: r.username,
      full_name: r.business_name?.trim() || fullName(r.name, r.lastname),
      full_document: documentLabel(r.document_type_id, r.document),
      retention: r.retention,
      crypt: r.user_crypt,
    },
    claim:
      staff && r.claim_user_id !== null && r.claim_expires_at
        ? { user_id: r.claim_user_id, user_name: fullName(r.claim_name, r.claim_lastname), expires_at: r.claim_expires_at.toISOString() }
        : null,
  };
}

export function paymentsQuery(db: Db) {
  // totals are kept a few seconds per filter set (ADR 009); a payment changes them, a list a moment later shows it
  const counts = createCountCache();

  async function list(f: PaymentsFilters, scope: BillsScope) {
    const args = pageArgs(f.page);
    const where = billsFilterSql(f, scope);
    const total = counts.get(JSON.stringify(['bills', scope, f.since, f.until, f.status, f.type, f.payment_method, f.search, f.user_id]), () =>
      queryRows<{ n: number }>(db, Prisma.sql`SELECT count(*)::int AS n FROM bills b WHERE ${where}`).then((r) => r[0]!.n),
    );
    const rows = queryRows<PaymentRaw>(
      db,
      Prisma.sql`WITH page AS (SELECT b.id FROM bills b WHERE ${where} ORDER BY b.id DESC LIMIT ${args.take} OFFSET ${args.skip})
                 SELECT ${ROW} FROM bills b ${JOINS} WHERE b.id IN (SELECT id FROM page) ORDER BY b.id DESC`,
    );
    const [data, n] = await Promise.all([rows, total]);
    return paged(
      data.map((r) => toBillRow(r, 'staff' in scope)),
      n,
      args,
    );
  }

  return { list };
}
