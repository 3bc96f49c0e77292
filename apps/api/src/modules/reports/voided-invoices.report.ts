// 'Facturas anuladas' (docs/reports.md "Facturas anuladas"; DOMAIN "Reports"): the list the screen
// pages through, and its Excel and PDF through the same columns (report.ts). Rows: voided-invoices.sql.ts.
import { BILL_STATUS, BILL_STATUS_LABELS, PAGE_SIZE } from '@aseo/shared/constants';
import { reportsCalls, type VoidedInvoiceRow, type VoidedInvoicesFilters } from '@aseo/shared/contracts';
import { formatDate, fullName, invoiceNumberText, receiptNumberText } from '@aseo/shared/format';
import type { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { paged } from '../../lib/paging.ts';
import { keyset, mountReportFiles, type ReportColumn, type SummaryLine } from './report.ts';
import { voidedRows, voidedTotals, type VoidedRaw } from './voided-invoices.sql.ts';
import { clientLabel, periodText } from './report-filters.ts';

const calls = { list: reportsCalls.voidedInvoices, excel: reportsCalls.voidedInvoicesExcel };
// mountReportFiles types both exports as one call (they share the filters): the PDF's call is given as the Excel's type
const files = { excel: calls.excel, pdf: reportsCalls.voidedInvoicesPdf };

export function voidedInvoiceRow(r: VoidedRaw): VoidedInvoiceRow {
  return {
    id: r.id,
    // the invoice number when the bill was ever accepted; a bill rejected before acceptance has only its receipt number
    number: r.number !== null ? invoiceNumberText(r.number) : r.receipt_number !== null ? receiptNumberText(r.receipt_number) : '',
    invoice_number: r.number,
    receipt_number: r.receipt_number,
    control_number: r.control_number,
    date: r.day,
    status: r.status,
    status_text: BILL_STATUS_LABELS[r.status as 2 | 3] ?? '',
    customer_name: r.customer_name ?? '',
    customer_document: r.customer_document ?? '',
    user_id: r.user_id,
    username: r.username,
    property_code: r.property_code,
    total: r.total as VoidedInvoiceRow['total'],
    total_bs: r.total_bs as VoidedInvoiceRow['total_bs'],
    voided_at: r.voided_at?.toISOString() ?? null,
    voided_day: r.voided_day,
    voided_by: r.by_id !== null ? { id: r.by_id, username: r.by_username ?? '', name: fullName(r.by_name, r.by_lastname) } : null,
    reason: r.reason,
  };
}

const zero = { count: 0, total: '0.0000', total_bs: '0.00' };
/** Count and sums by kind and overall, of every row of the filters (one statement, ROLLUP). */
async function summaryOf(ctx: AppContext, f: VoidedInvoicesFilters) {
  const rows = await voidedTotals(ctx.db, f);
  const of = (status: number | null) => {
    const r = rows.find((x) => x.status === status);
    return r ? { count: r.count, total: r.total, total_bs: r.total_bs } : zero;
  };
  return { rejected: of(BILL_STATUS.REJECTED), cancelled: of(BILL_STATUS.CANCELLED), all: of(null) };
}

const columns: ReportColumn<VoidedInvoiceRow>[] = [
  { header: 'N°', key: 'number', kind: 'text', width: 13, pdf: { width: 56 } },
  { header: 'Fecha', key: 'date', kind: 'date', width: 12, pdf: { width: 56 } },
  { header: 'Estatus', key: 'status_text', kind: 'text', width: 11, pdf: { width: 52 } },
  { header: 'Contribuyente', key: 'customer_name', kind: 'text', width: 32, pdf: { width: 80 } },
  { header: 'Documento', key: 'customer_document', kind: 'text', width: 14, pdf: { width: 56 } },
  { header: 'Usuario', key: 'username', kind: 'text', width: 14, pdf: { width: 50 } },
  { header: 'Inmueble', key: 'property', kind: 'text', width: 12, value: (r) => r.property_code ?? '', pdf: { width: 50 } },
  { header: 'Monto UCD', key: 'total', kind: 'money-ucd', width: 14, pdf: { width: 56, align: 'right' } },
  { header: 'Monto Bs.', key: 'total_bs', kind: 'money-bs', width: 16, pdf: { width: 60, align: 'right' } },
  { header: 'Anulada el', key: 'voided_day', kind: 'date', width: 12, pdf: { width: 56 } },
  { header: 'Anulada por', key: 'voided_by', kind: 'text', width: 16, value: (r) => r.voided_by?.username ?? '', pdf: { width: 50 } },
  { header: 'Motivo', key: 'reason', kind: 'text', width: 40, value: (r) => r.reason ?? '', pdf: { width: 70 } },
];

export function mountVoidedInvoicesReport(r: Router, ctx: AppContext) {
  mount(r, ctx, calls.list, async ({ input }) => {
    const page = Math.max(1, input.page);
    const [rows, summary] = await Promise.all([voidedRows(ctx.db, input, null, PAGE_SIZE, (page - 1) * PAGE_SIZE), summaryOf(ctx, input)]);
    return { bills: paged(rows.map(voidedInvoiceRow), summary.all.count, { current: page, size: PAGE_SIZE }), summary };
  });

  mountReportFiles(r, ctx, files, {
    key: 'voided-invoices',
    sheet: 'Facturas anuladas',
    columns,
    async *rows(input) {
      for await (const raw of keyset<VoidedRaw>((after, limit) => voidedRows(ctx.db, input, after, limit))) yield voidedInvoiceRow(raw);
    },
    async heading(input) {
      const period = periodText(input);
      return {
        title: 'Facturas anuladas',
        subtitle: `Pagos reversados y anulados · ${period.text} (fecha de anulación)`,
        fileBase: `facturas-anuladas-${period.file}`,
        filters: [
          ['Desde', input.since ? formatDate(input.since) : '—'],
          ['Hasta', input.until ? formatDate(input.until) : '—'],
          ['Estatus', input.status !== undefined ? BILL_STATUS_LABELS[input.status as 2 | 3] : 'Reversado y Anulado'],
          ['Contribuyente', await clientLabel(ctx, input.client_id)],
          ['Búsqueda', input.search ?? '—'],
        ],
        notes: [
          'N°: el número de factura cuando el pago fue aceptado alguna vez; si no, su número de recibo (R-). Anulada por: autor del registro de auditoría de la anulación.',
        ],
      };
    },
    async summary(input): Promise<SummaryLine[]> {
      const s = await summaryOf(ctx, input);
      const line = (label: string, k: typeof s.all, strong = false): SummaryLine => ({
        label,
        strong,
        values: [
          { kind: 'integer', value: k.count },
          { kind: 'money-ucd', value: k.total },
          { kind: 'money-bs', value: k.total_bs },
        ],
      });
      return [line('Reversados', s.rejected), line('Anulados', s.cancelled), line('Total', s.all, true)];
    },
  });
}
