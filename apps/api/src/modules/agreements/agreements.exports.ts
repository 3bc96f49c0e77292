// The agreement lists as files (docs/agreements.md "Files and exports"), with the filters of the
// screen and read from `all` in keyset batches: the Excel of each kind (the spec's columns of its
// list, 001 section 2, plus 'Estatus' and 'En mora'), streamed; and the old agreements' list PDF,
// landscape under the letterhead, the filters at its head, the header repeated on every page and
// the totals at the end. A PDF is laid out whole in memory, so it lists at most PDF_MAX_ROWS rows
// (and says so); its totals count every row of the filters.
import { AGREEMENT_STATUS_LABELS } from '@aseo/shared/constants';
import type { AgreementKind, AgreementRow } from '@aseo/shared/contracts';
import { dayOfInstant } from '@aseo/shared/billing';
import { formatBs, formatDate, formatPeriodRange, formatPlain, formatUcd } from '@aseo/shared/format';
import { LABELS, MSG } from '@aseo/shared/messages';
import { add, bs, ucd, type Bs, type Ucd } from '@aseo/shared/money';
import type { ExcelColumn } from '../../lib/excel.ts';
import type { PdfSheet } from '../../lib/pdf.ts';
import { todayDay } from '../ledger/index.ts';
import type { Filters } from './agreements.rows.ts';

const C = LABELS.agreements.columns;
export const PDF_MAX_ROWS = 5000;

const dayOf = (iso: string) => dayOfInstant(new Date(iso));
const period = (r: AgreementRow) => formatPeriodRange(r.since, r.until, dayOf(r.created_at));
const enMora = (r: AgreementRow) => (r.en_mora ? 'Sí' : 'No');

/** The file's name: what and when ('convenios-de-pago-2026-11-26.xlsx'). */
export const exportName = (kind: AgreementKind, ext: 'xlsx' | 'pdf') => `${kind === 'agreement' ? 'convenios-de-pago' : 'convenios'}-${todayDay()}.${ext}`;
export const SHEET_NAME: Record<AgreementKind, string> = { agreement: 'Convenios de Pago', convention: 'Convenios' };

type Col = ExcelColumn<AgreementRow>;
const common = {
  code: { header: C.code, key: 'code', width: 14, kind: 'text', value: (r) => r.property.code },
  taxId: { header: C.taxId, key: 'tax_id', width: 16, kind: 'text', value: (r) => r.user.full_document },
  correlative: { header: C.correlative, key: 'number_format', width: 16, kind: 'text' },
  date: { header: C.date, key: 'created_at', width: 13, kind: 'date', value: (r) => dayOf(r.created_at) },
  quotas: { header: C.quotas, key: 'quantity_quotas', width: 12, kind: 'integer' },
  amount: { header: `${C.amount} (UCD)`, key: 'total', width: 16, kind: 'money-ucd' },
  amountBs: { header: `${C.amount} (Bs)`, key: 'total_bs', width: 18, kind: 'money-bs' },
  reconciled: { header: C.reconciled, key: 'bills_count', width: 12, kind: 'integer' },
  toPay: { header: `${C.toPay} (UCD)`, key: 'to_pay', width: 18, kind: 'money-ucd' },
  toPayBs: { header: `${C.toPay} (Bs)`, key: 'to_pay_bs', width: 18, kind: 'money-bs' },
  status: { header: C.status, key: 'status_text', width: 12, kind: 'text' },
  enMora: { header: MSG.agreements.enMora, key: 'en_mora', width: 10, kind: 'text', value: enMora },
} satisfies Record<string, Col>;

/** The Excel columns of each list. */
export const EXCEL_COLUMNS: Record<AgreementKind, Col[]> = {
  agreement: [
    common.code,
    common.taxId,
    common.correlative,
    { header: C.period, key: 'period', width: 20, kind: 'text', value: period },
    common.date,
    { header: C.recordNumber, key: 'record_number', width: 14, kind: 'text' },
    common.quotas,
    common.amount,
    common.amountBs,
    { header: `${C.quotaAmount} (UCD)`, key: 'quota_amount', width: 16, kind: 'money-ucd' },
    common.reconciled,
    { header: C.dueDate, key: 'expiration_date', width: 14, kind: 'date' },
    common.toPay,
    common.toPayBs,
    common.status,
    common.enMora,
  ],
  convention: [
    common.code,
    common.taxId,
    common.correlative,
    common.date,
    common.quotas,
    common.amount,
    common.amountBs,
    common.reconciled,
    { header: C.newDueDate, key: 'new_expiration_date', width: 16, kind: 'date' },
    common.toPay,
    common.toPayBs,
    common.status,
    common.enMora,
  ],
};

/** The filters as the list PDF prints them. */
function filterRows(f: Filters): [string, string][] {
  const status = f.status === undefined ? 'Todos' : AGREEMENT_STATUS_LABELS[f.status as keyof typeof AGREEMENT_STATUS_LABELS];
  return [
    ['Desde', f.since ? formatDate(f.since) : '—'],
    ['Hasta', f.until ? formatDate(f.until) : '—'],
    ['Búsqueda', f.search || '—'],
    ['Estatus', status],
  ];
}

/** The old agreements' list PDF (landscape) from every row of the filters. */
export async function listSheet(kind: AgreementKind, f: Filters, rows: AsyncIterable<AgreementRow>): Promise<PdfSheet> {
  const body: string[][] = [];
  let count = 0;
  let total: Ucd = ucd('0');
  let totalBs: Bs = bs('0');
  let toPay: Ucd = ucd('0');
  let toPayBs: Bs = bs('0');
  let mora = 0;
  for await (const r of rows) {
    count++;
    total = add(total, ucd(r.total));
    totalBs = add(totalBs, bs(r.total_bs));
    toPay = add(toPay, ucd(r.to_pay));
    toPayBs = add(toPayBs, bs(r.to_pay_bs));
    if (r.en_mora) mora++;
    if (body.length >= PDF_MAX_ROWS) continue;
    body.push([
      r.property.code,
      r.user.full_document,
      r.number_format,
      kind === 'agreement' ? period(r) : '',
      formatDate(dayOf(r.created_at)),
      r.record_number ?? '—',
      String(r.quantity_quotas),
      formatPlain(ucd(r.total), 4),
      r.quota_amount ? formatPlain(ucd(r.quota_amount), 4) : '—',
      String(r.bills_count),
      formatDate(kind === 'agreement' ? r.expiration_date : (r.new_expiration_date ?? '')) || '—',
      formatPlain(ucd(r.to_pay), 4),
      `${r.status_text}${r.en_mora ? ' · En mora' : ''}`,
    ]);
  }
  const cut = count > body.length;
  return {
    title: SHEET_NAME[kind],
    landscape: true,
    meta: [
      ['Convenios', String(count)],
      ['Fecha', formatDate(todayDay())],
    ],
    sections: [
      { kind: 'fields', heading: 'Filtros', rows: filterRows(f), columns: 2 },
      {
        kind: 'table',
        // widths in points of the landscape page (696 pt between the margins): a date, a code and a status fit on one line
        columns: [
          { header: C.code, width: 50 },
          { header: C.taxId, width: 52 },
          { header: 'Correlativo', width: 52 },
          { header: C.period, width: 78 },
          { header: C.date, width: 50 },
          { header: C.recordNumber, width: 46 },
          { header: 'Cuotas', width: 36, align: 'right' },
          { header: `${C.amount} UCD`, width: 58, align: 'right' },
          { header: 'Cuota UCD', width: 58, align: 'right' },
          { header: 'Conc.', width: 32, align: 'right' },
          { header: 'Vence', width: 50 },
          { header: 'Por pagar UCD', width: 64, align: 'right' },
          { header: C.status, width: 70 },
        ],
        rows: body,
        empty: 'No hay convenios con estos filtros',
      },
      ...(cut
        ? [
            {
              kind: 'note' as const,
              text: `Se muestran los primeros ${PDF_MAX_ROWS} de ${count} convenios; la exportación a Excel los trae todos. Los totales cuentan todos.`,
            },
          ]
        : []),
      {
        kind: 'totals',
        columns: ['', 'UCD', 'Bs'],
        rows: [
          { label: `Convenios: ${count}`, values: ['', ''] },
          { label: MSG.agreements.enMora, values: [String(mora), ''] },
          { label: 'Monto total', values: [formatUcd(total), formatBs(totalBs)] },
          { label: 'Monto por pagar', values: [formatUcd(toPay), formatBs(toPayBs)], strong: true },
        ],
      },
    ],
  };
}
