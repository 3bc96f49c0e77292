// 'Exportar Excel' of 'Pagos' (docs/payments.md): the columns of the admin list of 001 section 2
// through the one Excel helper (ids padded, dates DD/MM/YYYY, amounts as numbers), and the choices
// the list's filters offer.
import { CASH_TYPE_LABELS, paymentMethodChoices, specialTaxpayerLabel } from '@aseo/shared/constants';
import type { BillRow } from '@aseo/shared/contracts';
import { formatPeriodRange } from '@aseo/shared/format';
import type { Db } from '../../db.ts';
import type { ExcelColumn } from '../../lib/excel.ts';

export const PAYMENTS_COLUMNS: ExcelColumn<BillRow>[] = [
  { key: 'user', header: 'Usuario', width: 30, kind: 'text', value: (b) => b.user.full_name },
  { key: 'code', header: 'Código', width: 14, kind: 'text', value: (b) => b.property?.code ?? '' },
  { key: 'special', header: 'Contribuyente especial', width: 12, kind: 'text', value: (b) => specialTaxpayerLabel(b.user.retention) },
  { key: 'created_at', header: 'Fecha', width: 12, kind: 'date' },
  { key: 'number_format', header: 'Factura', width: 14, kind: 'id' },
  { key: 'serial_code', header: 'Serie', width: 8, kind: 'text' },
  { key: 'control_number', header: 'Nro. de control', width: 16, kind: 'text' },
  { key: 'bill_type_text', header: 'Tipo de documento', width: 14, kind: 'text' },
  { key: 'period', header: 'Período', width: 20, kind: 'text', value: (b) => formatPeriodRange(b.since, b.until, b.created_at) },
  { key: 'reference', header: 'Referencia', width: 12, kind: 'id' },
  { key: 'bank', header: 'Banco', width: 24, kind: 'text' },
  { key: 'payment_method', header: 'Método de pago', width: 16, kind: 'text' },
  { key: 'total_bs', header: 'Monto', width: 16, kind: 'money-bs' },
  { key: 'status_text', header: 'Estatus', width: 14, kind: 'text' },
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
