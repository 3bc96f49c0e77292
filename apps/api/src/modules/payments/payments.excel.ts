// 'Exportar Excel' of 'Pagos' (docs/payments.md): the columns of the admin list of 001 section 2
// through the one Excel helper (ids padded, dates DD/MM/YYYY, amounts as numbers), and the choices
// the list's filters offer. The export reads only what its columns show, in one statement through a
// server-side cursor, and each column reads the database's row as it comes (no row presented first):
// the same cells as the list's rows would give (docs/performance.md "Exports at writer speed").
import { BILL_STATUS_LABELS, CASH_TYPE_LABELS, paymentMethodChoices, specialTaxpayerLabel } from '@aseo/shared/constants';
import type { PaymentsFilters } from '@aseo/shared/contracts';
import { billNumberLabel, formatPeriodRange, fullName } from '@aseo/shared/format';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import type { ExcelColumn } from '../../lib/excel.ts';
import { cursorRows, queryRows } from '../../lib/sql.ts';
import { billsFilterSql, type PaymentRaw } from './payments.query.ts';

/** The columns the export reads: the list's row without what no column shows, and the vouchers' methods, banks and references in voucher order. */
type ExportRaw = Pick<
  PaymentRaw,
  | 'id'
  | 'created_at'
  | 'since'
  | 'until'
  | 'number'
  | 'proforma_number'
  | 'receipt_number'
  | 'serial_code'
  | 'control_number'
  | 'status'
  | 'bill_type'
  | 'total_bs'
  | 'delivery'
  | 'code'
  | 'name'
  | 'lastname'
  | 'business_name'
  | 'retention'
> & { methods: (string | null)[] | null; banks: (string | null)[] | null; refs: (string | null)[] | null };

/** The staff's bills of the filters, newest first; `before` and `limit` for a batch after the id `before`. */
const exportSql = (where: Prisma.Sql, page?: { before: number; limit: number }) => Prisma.sql`
  SELECT b.id, b.created_at, b.since, b.until, b.number, b.proforma_number, b.receipt_number, b.serial_code, b.control_number, b.status,
         b.bill_type, b.total_bs::text, b.delivery, p.code, u.name, u.lastname, u.business_name, u.retention, v.methods, v.banks, v.refs
  FROM bills b
  JOIN users u ON u.id = b.user_id
  LEFT JOIN properties p ON p.id = b.property_id
  LEFT JOIN LATERAL (SELECT array_agg(pm.name ORDER BY vv.id) AS methods, array_agg(bk.name ORDER BY vv.id) AS banks,
                            array_agg(vv.number ORDER BY vv.id) AS refs
                     FROM vouchers vv JOIN payment_methods pm ON pm.id = vv.payment_method_id LEFT JOIN banks bk ON bk.id = vv.bank_id
                     WHERE vv.bill_id = b.id AND vv.deleted_at IS NULL) v ON TRUE
  WHERE ${where} ${page ? Prisma.sql`AND b.id < ${page.before}` : Prisma.empty}
  ORDER BY b.id DESC ${page ? Prisma.sql`LIMIT ${page.limit}` : Prisma.empty}`;

/** Every bill the filters give (staff scope), newest first, through a cursor (keyset batches inside a transaction). */
export function paymentsExportRows(db: Db, f: PaymentsFilters): AsyncIterable<ExportRaw> {
  const where = billsFilterSql(f, { staff: true });
  return cursorRows<ExportRaw>(db, exportSql(where), async function* () {
    for (let before = 2 ** 31 - 1; ;) {
      const rows = await queryRows<ExportRaw>(db, exportSql(where, { before, limit: 2000 }));
      yield* rows;
      if (rows.length < 2000) return;
      before = rows.at(-1)!.id;
    }
  });
}

/** Every voucher's value in voucher order ('Efectivo · Transferencia'); `once` names a repeated one once (as the list's rows). */
function joined(values: (string | null)[] | null, once: boolean) {
  const shown = (values ?? []).filter((v): v is string => !!v);
  return (once ? [...new Set(shown)] : shown).join(' · ') || null;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
/** The period's text, kept per (since, until) or per creation month: a few hundred texts for 100,000 bills. */
const periods = new Map<string, string>();
function period(b: ExportRaw) {
  const c = b.created_at;
  const key = b.since || b.until ? `${day(b.since)}|${day(b.until)}` : `${c.getFullYear()}-${c.getMonth()}`;
  let text = periods.get(key);
  if (text === undefined) {
    if (periods.size > 10_000) periods.clear();
    text = formatPeriodRange(day(b.since), day(b.until), c.toISOString());
    periods.set(key, text);
  }
  return text;
}

export const PAYMENTS_COLUMNS: ExcelColumn<ExportRaw>[] = [
  { key: 'user', header: 'Usuario', width: 30, kind: 'text', value: (b) => b.business_name?.trim() || fullName(b.name, b.lastname) },
  { key: 'code', header: 'Código', width: 14, kind: 'text', value: (b) => b.code ?? '' },
  { key: 'special', header: 'Contribuyente especial', width: 12, kind: 'text', value: (b) => specialTaxpayerLabel(b.retention) },
  { key: 'created_at', header: 'Fecha', width: 12, kind: 'date' },
  { key: 'number_format', header: 'Factura', width: 14, kind: 'id', value: billNumberLabel },
  { key: 'serial_code', header: 'Serie', width: 8, kind: 'text' },
  { key: 'control_number', header: 'Nro. de control', width: 16, kind: 'text' },
  { key: 'bill_type_text', header: 'Tipo de documento', width: 14, kind: 'text', value: (b) => CASH_TYPE_LABELS[b.bill_type as 1] ?? '' },
  { key: 'period', header: 'Período', width: 20, kind: 'text', value: period },
  { key: 'reference', header: 'Referencia', width: 12, kind: 'id', value: (b) => joined(b.refs, false) },
  { key: 'bank', header: 'Banco', width: 24, kind: 'text', value: (b) => joined(b.banks, true) },
  { key: 'payment_method', header: 'Método de pago', width: 16, kind: 'text', value: (b) => joined(b.methods, true) },
  { key: 'total_bs', header: 'Monto', width: 16, kind: 'money-bs' },
  { key: 'status_text', header: 'Estatus', width: 14, kind: 'text', value: (b) => BILL_STATUS_LABELS[b.status as 0] ?? '' },
  { key: 'delivery', header: 'Factura entregada', width: 10, kind: 'text', value: (b) => (b.delivery ? 'SI' : 'NO') },
];

/** The filters' choices: methods (no debit for a taxpayer), bill types, active banks and accounts. */
export async function paymentsChoices(db: Db, client: boolean) {
  const [banks, bank_accounts] = await Promise.all([
    db.bank.findMany({ where: { status: 1 }, select: { id: true, code: true, name: true }, orderBy: { name: 'asc' } }),
    db.bankAccount.findMany({ where: { status: 1, deleted_at: null }, select: { id: true, name: true, bank_id: true, number: true }, orderBy: { id: 'asc' } }),
  ]);
  return {
    methods: paymentMethodChoices({ client }).map((m) => ({ id: m.id, name: m.name })),
    types: Object.entries(CASH_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name })),
    banks,
    bank_accounts,
  };
}
