// 'Libro de Ventas' (/admin/reports/sales-book; 001 sections 2, 7 and 9; DOMAIN "Reports"; RLIVA
// art. 76): the period (month, half-month or days), search, client, type, status Activa/Anulada and
// user; one row per invoice number with the book's columns (a wide table, scrolled sideways on a
// phone); the period's state and 'Cerrar período'; the summary, the tie-out and the gap check.
import { CASH_TYPE_LABELS, SALES_BOOK_STATUS_LABELS, SALES_BOOK_STATUS } from '@aseo/shared/constants';
import { reportsCalls } from '@aseo/shared/contracts';
import { LABELS } from '@aseo/shared/messages';
import { clientField, staffField } from '../api/reports.ts';
import { ReportScreen } from '../components/ReportScreen.tsx';
import { SalesBookPeriod } from '../components/SalesBookPeriod.tsx';
import { SalesBookBanner, SalesBookSummary, type SalesBookAnswer } from '../components/SalesBookParts.tsx';
import { bsCell, dayCell, percentCell, rateCell, salesStatusCell, ucdCell } from '../lib/cells.tsx';
import { defineReport } from '../report-definition.ts';

const L = LABELS.reports;
const S = L.salesBook;
const C = S.columns;
const calls = { list: reportsCalls.salesBook, excel: reportsCalls.salesBookExcel, pdf: reportsCalls.salesBookPdf };
type Row = SalesBookAnswer['bills']['data'][number];

/** The current month by default (the API reads an empty `since` as today). */
const defaults = { report: 'month', since: '', until: '', search: '', client_id: '', type: '', status: '', user_id: '' };

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const money = (key: keyof Row & string, title: string) => ({ key, title, money: true, render: (r: Row) => bsCell(r[key] as string) });

export const salesBookReport = defineReport({
  title: 'Libro de Ventas',
  calls,
  defaults,
  fileBase: 'libro-de-ventas',
  wide: true,
  fields: [
    { kind: 'custom', key: 'period', render: ({ filters, onChange }) => <SalesBookPeriod filters={filters} onChange={onChange} /> },
    { kind: 'search', key: 'search', label: L.search, placeholder: 'Factura, control, RIF o nombre' },
    { kind: 'select', key: 'status', label: S.status, options: options(SALES_BOOK_STATUS_LABELS), width: 130 },
    { kind: 'select', key: 'type', label: S.type, options: options(CASH_TYPE_LABELS), width: 130 },
    clientField('client_id'),
    staffField('user_id'),
  ],
  query: (f, page) => ({
    page,
    report: f.report === 'month' || f.report === 'half' ? f.report : undefined,
    since: f.since || undefined,
    until: f.report ? undefined : f.until || undefined,
    search: f.search || undefined,
    client_id: f.client_id ? Number(f.client_id) : undefined,
    type: f.type ? Number(f.type) : undefined,
    status: f.status ? Number(f.status) : undefined,
    user_id: f.user_id ? Number(f.user_id) : undefined,
  }),
  rows: (a) => a.bills,
  rowKey: (r: Row) => `${r.operation}-${r.bill_id}-${r.transaction_type}`,
  rowLabel: (r: Row) => r.invoice_number,
  columns: [
    { key: 'operation', title: C.operation, render: (r) => String(r.operation) },
    { key: 'invoice_date', title: C.date, render: (r) => dayCell(r.day || r.invoice_date) },
    { key: 'document', title: C.document },
    { key: 'name', title: C.name, wrap: true },
    { key: 'invoice_number', title: C.invoice },
    { key: 'control_number', title: C.control, render: (r) => r.control_number ?? '—' },
    { key: 'transaction_type', title: C.tx },
    { key: 'affected_invoice', title: C.affected, render: (r) => r.affected_invoice ?? '—' },
    money('total_bs', C.total),
    money('exempt_bs', C.exempt),
    money('base_bs', C.base),
    { key: 'iva_percentage', title: C.ivaPct, money: true, render: (r) => percentCell(r.iva_percentage) },
    money('iva_bs', C.iva),
    { key: 'withholding_number', title: C.withholding, render: (r) => r.withholding_number ?? '—' },
    { key: 'withholding_date', title: C.withholdingDate, render: (r) => dayCell(r.withholding_date) },
    money('withheld_bs', C.withheld),
    money('aseo_bs', C.aseo),
    money('df_bs', C.df),
    { key: 'total_ucd', title: C.ucd, money: true, render: (r) => ucdCell(r.total_ucd) },
    { key: 'rate', title: C.rate, money: true, render: (r) => rateCell(r.rate) },
    { key: 'status', title: C.status, render: (r) => salesStatusCell(r.status === SALES_BOOK_STATUS.INACTIVE, r.status_text) },
  ],
  Banner: SalesBookBanner,
  Summary: SalesBookSummary,
});

export default function SalesBookScreen() {
  return <ReportScreen def={salesBookReport} />;
}
