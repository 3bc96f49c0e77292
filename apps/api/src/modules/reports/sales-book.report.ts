// 'Libro de Ventas' (docs/reports.md "Libro de Ventas"; RLIVA art. 76): the list, the closed periods,
// closing a period, and the Excel and PDF through one set of columns (report.ts). Rows and sums:
// sales-book.sql.ts; answers and closing: sales-book.service.ts.
import { CASH_TYPE_LABELS, SALES_BOOK_STATUS_LABELS } from '@aseo/shared/constants';
import { reportsCalls, SALES_BOOK_REPORT_LABELS, salesBookRange, type SalesBookFilters, type SalesBookRow } from '@aseo/shared/contracts';
import { formatBs, formatDate, formatPercent, formatPlain, invoiceNumberText } from '@aseo/shared/format';
import type { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { mountReportFiles, type ReportColumn, type SummaryLine } from './report.ts';
import { clientLabel, periodText } from './report-filters.ts';
import { billsTotal, bookTotals, invoiceGaps } from './sales-book.sql.ts';
import { closedPeriods, closeSalesBook, periodKind, periodOfRange, salesBookList, salesBookRows } from './sales-book.service.ts';

const calls = reportsCalls;
// mountReportFiles types both exports as one call (they share the filters)
const files = { excel: calls.salesBookExcel, pdf: calls.salesBookPdf };

const bsCol = (header: string, key: keyof SalesBookRow & string, width: number, pdf: number | false, short?: string): ReportColumn<SalesBookRow> => ({
  header,
  key,
  kind: 'money-bs',
  width,
  pdf: pdf === false ? false : { width: pdf, align: 'right', header: short },
});

/** 'dd/mm/aa': the PDF's narrow date column (the Excel has real dates). */
const shortDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;

/** The columns of RLIVA art. 76, the withholding columns, the aseo / disposición split and the UCD figures. */
const columns: ReportColumn<SalesBookRow>[] = [
  { header: 'N° Op.', key: 'operation', kind: 'integer', width: 8, pdf: { width: 22, align: 'right', header: 'Op.' } },
  { header: 'Fecha', key: 'day', kind: 'date', width: 12, pdf: { width: 44 }, text: (r) => shortDate(r.day) },
  { header: 'Fecha factura', key: 'invoice_date', kind: 'date', width: 12, pdf: false },
  { header: 'RIF / C.I.', key: 'document', kind: 'text', width: 15, pdf: { width: 58 } },
  { header: 'Nombre o razón social', key: 'name', kind: 'text', width: 34, pdf: { width: 84 } },
  { header: 'N° Factura', key: 'invoice_number', kind: 'text', width: 12, pdf: { width: 44, header: 'Factura' } },
  { header: 'N° Control', key: 'control_number', kind: 'text', width: 14, value: (r) => r.control_number ?? '', pdf: { width: 40, header: 'Control' } },
  { header: 'Tipo de transacción', key: 'transaction_type', kind: 'text', width: 10, pdf: { width: 38, header: 'Tipo' } },
  {
    header: 'Factura afectada',
    key: 'affected_invoice',
    kind: 'text',
    width: 12,
    value: (r) => r.affected_invoice ?? '',
    pdf: { width: 44, header: 'Factura afectada' },
  },
  bsCol('Total ventas con IVA', 'total_bs', 16, 52, 'Total con IVA'),
  bsCol('Ventas exentas o no sujetas', 'exempt_bs', 16, 48, 'Exentas / no sujetas'),
  bsCol('Base imponible', 'base_bs', 16, 50, 'Base imponible'),
  {
    header: '% IVA',
    key: 'iva_percentage',
    kind: 'percent',
    width: 9,
    pdf: { width: 28, align: 'right', header: '% IVA' },
    text: (r) => formatPlain(r.iva_percentage, 0),
  },
  bsCol('IVA (débito fiscal)', 'iva_bs', 16, 46, 'Débito fiscal'),
  {
    header: 'N° comprobante de retención',
    key: 'withholding_number',
    kind: 'text',
    width: 17,
    value: (r) => r.withholding_number ?? '',
    pdf: { width: 58, header: 'Comprobante de retención' },
  },
  { header: 'Fecha del comprobante', key: 'withholding_date', kind: 'date', width: 12, value: (r) => r.withholding_date ?? '', pdf: false },
  bsCol('IVA retenido', 'withheld_bs', 16, 46, 'IVA retenido'),
  bsCol('Aseo urbano', 'aseo_bs', 16, false),
  bsCol('Disposición final', 'df_bs', 16, false),
  { header: 'Total UCD', key: 'total_ucd', kind: 'money-ucd', width: 14, pdf: false },
  { header: 'Tasa UCD', key: 'rate', kind: 'decimal4', width: 12, pdf: false },
  { header: 'Estatus', key: 'status_text', kind: 'text', width: 10, pdf: false },
];

/** 'libro-de-ventas-2026-11', '…-2026-11-q1' / '-q2' for a half-month, else the days. */
function fileBase(range: { since: string; until: string }): string {
  const kind = periodKind(range);
  if (kind === 'month') return `libro-de-ventas-${range.since.slice(0, 7)}`;
  if (kind === 'half') return `libro-de-ventas-${range.since.slice(0, 7)}-q${range.since.endsWith('-01') ? 1 : 2}`;
  return `libro-de-ventas-${periodText(range).file}`;
}

/**
 * An export's summary totals, started by its heading (beside the rows, not after them): the heading's
 * own totals when no filter narrows the book, else the filtered ones.
 */
const totalsOf = new WeakMap<SalesBookFilters, Promise<Awaited<ReturnType<typeof bookTotals>>>>();
const filtered = (f: SalesBookFilters) => Boolean(f.search || f.client_id || f.type || f.status || f.user_id);

/** The summary block, the same on the screen (its numbers), the Excel's 'Resumen' and the PDF's last page. */
async function summaryLines(ctx: AppContext, input: SalesBookFilters): Promise<SummaryLine[]> {
  const t = await (totalsOf.get(input) ?? bookTotals(ctx.db, salesBookRange(input), input));
  const bs = (label: string, value: string, strong = false): SummaryLine => ({ label, strong, values: [{ kind: 'money-bs', value }] });
  const n = (label: string, value: number): SummaryLine => ({ label, values: [{ kind: 'integer', value }] });
  return [
    n('Facturas (01-REG)', t.registered),
    n('Facturas anuladas (03-ANU)', t.annulled),
    n('Filas de ajuste', t.adjustments),
    bs('Ventas exentas o no sujetas', t.exempt_bs),
    ...t.by_rate.map((r) => ({
      label: `Base y débito al ${formatPercent(r.iva_percentage)}`,
      values: [
        { kind: 'money-bs' as const, value: r.base_bs },
        { kind: 'money-bs' as const, value: r.iva_bs },
      ],
    })),
    bs('Base imponible', t.base_bs),
    bs('Débito fiscal (IVA)', t.iva_bs),
    bs('IVA retenido', t.withheld_bs),
    bs('Aseo urbano', t.aseo_bs),
    bs('Disposición final', t.df_bs),
    { label: 'Total en UCD', values: [{ kind: 'money-ucd', value: t.total_ucd }] },
    bs('Total ventas con IVA', t.total_bs, true),
  ];
}

export function mountSalesBookReport(r: Router, ctx: AppContext) {
  mount(r, ctx, calls.salesBookPeriods, async () => ({ periods: await closedPeriods(ctx.db) }));
  mount(r, ctx, calls.salesBookClose, async ({ input, user }) => closeSalesBook(ctx, input, user));
  mount(r, ctx, calls.salesBook, async ({ input }) => salesBookList(ctx, input));

  mountReportFiles(r, ctx, files, {
    key: 'sales-book',
    sheet: 'Libro de Ventas',
    columns,
    rows: (input) => salesBookRows(ctx.db, salesBookRange(input), input),
    async heading(input) {
      const range = salesBookRange(input);
      const whole = bookTotals(ctx.db, range, { page: 1 });
      const summary = filtered(input) ? bookTotals(ctx.db, range, input) : whole;
      summary.catch(() => undefined); // read by the summary after the rows; a failed export never reads it
      totalsOf.set(input, summary);
      const [period, bills, totals, gaps] = await Promise.all([periodOfRange(ctx.db, range), billsTotal(ctx.db, range), whole, invoiceGaps(ctx.db, range)]);
      const kind = periodKind(range);
      const closed = period.closed;
      const user = input.user_id ? await ctx.db.user.findUnique({ where: { id: input.user_id }, select: { username: true } }) : null;
      const same = totals.book_total_bs === bills;
      return {
        title: 'Libro de Ventas',
        subtitle: [
          `${periodText(range).text}${kind ? ` (${SALES_BOOK_REPORT_LABELS[kind].toLowerCase()})` : ''}`,
          closed ? `Período cerrado el ${formatDate(closed.closed_at)}` : 'Período abierto',
        ].join(' · '),
        fileBase: fileBase(range),
        filters: [
          ['Desde', formatDate(range.since)],
          ['Hasta', formatDate(range.until)],
          ['Contribuyente', await clientLabel(ctx, input.client_id)],
          ['Tipo', input.type ? CASH_TYPE_LABELS[input.type as 1] : 'Todos'],
          ['Estatus', input.status ? SALES_BOOK_STATUS_LABELS[input.status as 1 | 2] : 'Todos'],
          ['Registrado por', input.user_id ? (user?.username ?? `#${input.user_id}`) : 'Todos'],
          ['Búsqueda', input.search ?? '—'],
        ],
        notes: [
          `Cuadre: las filas del libro suman ${formatBs(totals.book_total_bs)} y las facturas del período ${formatBs(bills)}: ${same ? 'cuadra al céntimo' : 'NO CUADRA'}.`,
          gaps.count === 0
            ? 'Control de correlativos: no falta ningún número de factura en el período.'
            : `Control de correlativos: faltan ${gaps.count} números de factura: ${gaps.numbers.map(invoiceNumberText).join(', ')}${gaps.count > gaps.numbers.length ? '…' : ''}.`,
          ...(closed ? [`Cierre: ${closed.row_count} filas congeladas por ${closed.closed_by ?? '—'}; huella sha256 ${closed.digest}.`] : []),
          'Art. 76 del Reglamento de la Ley del IVA. 01-REG registro, 03-ANU anulación, 04-AJU ajuste. Montos en Bs.; exentas o no sujetas = total - base - IVA. El Excel trae además aseo, disposición, UCD y tasa.',
        ],
        created: closed ? new Date(closed.closed_at) : undefined,
        signatures: [
          { title: 'ELABORADO POR', lines: ['Nombre, cédula y firma'] },
          { title: 'REVISADO POR', lines: ['Nombre, cédula y firma'] },
          { title: 'ADMINISTRACIÓN TRIBUTARIA MUNICIPAL', lines: ['Firma y sello'], seal: true },
        ],
      };
    },
    summary: (input) => summaryLines(ctx, input),
  });
}
