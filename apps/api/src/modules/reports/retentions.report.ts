// 'Retenciones' (docs/reports.md "Retenciones"; DOMAIN "Reports"): the list of one section at a time
// with both sections' totals, and its Excel and PDF through the same columns (report.ts). Rows:
// retentions.sql.ts.
import { PAGE_SIZE } from '@aseo/shared/constants';
import { RETENTION_SECTION_LABELS, reportsCalls, type RetentionRow, type RetentionsFilters } from '@aseo/shared/contracts';
import { formatDate, invoiceNumberText } from '@aseo/shared/format';
import type { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { paged } from '../../lib/paging.ts';
import { clientLabel, periodText } from './report-filters.ts';
import { keyset, mountReportFiles, type ReportColumn, type SummaryLine } from './report.ts';
import { retentionRows, retentionTotals, type RetentionRaw, type SectionTotal } from './retentions.sql.ts';

const calls = { list: reportsCalls.retentions, excel: reportsCalls.retentionsExcel };
// mountReportFiles types both exports as one call (they share the filters): the PDF's call is given as the Excel's type
const files = { excel: calls.excel, pdf: reportsCalls.retentionsPdf };

export function retentionRow(r: RetentionRaw): RetentionRow {
  return {
    bill_id: r.bill_id,
    invoice_number: r.number !== null ? invoiceNumberText(r.number) : '',
    invoice_date: r.invoice_date,
    control_number: r.control_number,
    agent_document: r.agent_document ?? '',
    agent_name: r.agent_name ?? '',
    user_id: r.user_id,
    username: r.username,
    property_code: r.property_code,
    total_bs: r.total_bs as RetentionRow['total_bs'],
    iva_bs: r.iva_bs as RetentionRow['iva_bs'],
    percentage: r.percentage as RetentionRow['percentage'],
    withheld_bs: r.withheld_bs as RetentionRow['withheld_bs'],
    voucher_number: r.voucher_number,
    voucher_date: r.voucher_date,
    age_days: r.age_days,
  };
}

const common: ReportColumn<RetentionRow>[] = [
  { header: 'RIF', key: 'agent_document', kind: 'text', width: 14, pdf: { width: 60 } },
  { header: 'Agente de retención', key: 'agent_name', kind: 'text', width: 32, pdf: { width: 94 } },
  { header: 'Usuario', key: 'username', kind: 'text', width: 14, pdf: { width: 52 } },
  { header: 'Factura N°', key: 'invoice_number', kind: 'text', width: 12, pdf: { width: 50 } },
  { header: 'Fecha factura', key: 'invoice_date', kind: 'date', width: 12, pdf: { width: 56 } },
  { header: 'N° de control', key: 'control_number', kind: 'text', width: 14, value: (r) => r.control_number ?? '', pdf: { width: 50 } },
  { header: 'Total Bs.', key: 'total_bs', kind: 'money-bs', width: 16, pdf: { width: 58, align: 'right' } },
  { header: 'IVA Bs.', key: 'iva_bs', kind: 'money-bs', width: 14, pdf: { width: 50, align: 'right' } },
  { header: '% retención', key: 'percentage', kind: 'percent', width: 11, pdf: { width: 40, align: 'right', header: '% ret.' } },
];
const received: ReportColumn<RetentionRow>[] = [
  ...common,
  { header: 'IVA retenido Bs.', key: 'withheld_bs', kind: 'money-bs', width: 16, pdf: { width: 54, align: 'right' } },
  { header: 'Comprobante N°', key: 'voucher_number', kind: 'text', width: 17, value: (r) => r.voucher_number ?? '', pdf: { width: 82 } },
  { header: 'Fecha comprobante', key: 'voucher_date', kind: 'date', width: 12, pdf: { width: 56, header: 'Fecha comprob.' } },
];
const missing: ReportColumn<RetentionRow>[] = [
  ...common,
  { header: 'Retención esperada Bs.', key: 'withheld_bs', kind: 'money-bs', width: 18, pdf: { width: 62, align: 'right' } },
  { header: 'Días sin comprobante', key: 'age_days', kind: 'integer', width: 12, pdf: { width: 50, align: 'right' } },
];

export function mountRetentionsReport(r: Router, ctx: AppContext) {
  mount(r, ctx, calls.list, async ({ input }) => {
    const page = Math.max(1, input.page);
    const [rows, totals] = await Promise.all([
      retentionRows(ctx.db, input.section, input, null, PAGE_SIZE, (page - 1) * PAGE_SIZE),
      retentionTotals(ctx.db, input),
    ]);
    return { section: input.section, retentions: paged(rows.map(retentionRow), totals[input.section].count, { current: page, size: PAGE_SIZE }), totals };
  });

  mountReportFiles(r, ctx, files, {
    key: 'retentions',
    sheet: 'Retenciones',
    // each section its own columns: the voucher's in 'received', the age in 'missing'
    columns: (input) => (input.section === 'received' ? received : missing),
    async *rows(input) {
      for await (const raw of keyset<RetentionRaw>((after, limit) => retentionRows(ctx.db, input.section, input, after, limit))) yield retentionRow(raw);
    },
    async heading(input: RetentionsFilters) {
      const period = periodText(input);
      const file = input.section === 'received' ? 'comprobantes-recibidos' : 'facturas-sin-comprobante';
      return {
        title: 'Retenciones',
        subtitle: `${RETENTION_SECTION_LABELS[input.section]} · ${period.text}`,
        fileBase: `retenciones-${file}-${period.file}`,
        filters: [
          ['Sección', RETENTION_SECTION_LABELS[input.section]],
          [input.section === 'received' ? 'Desde (fecha del comprobante)' : 'Desde (fecha de la factura)', input.since ? formatDate(input.since) : '—'],
          [input.section === 'received' ? 'Hasta (fecha del comprobante)' : 'Hasta (fecha de la factura)', input.until ? formatDate(input.until) : '—'],
          ['Contribuyente', await clientLabel(ctx, input.client_id)],
          ['Búsqueda', input.search ?? '—'],
        ],
        notes: [
          'Comprobantes recibidos: los comprobantes de retención con fecha en el período y la factura que liquidan. Facturas sin comprobante: facturas aceptadas de agentes de retención (con IVA retenido) emitidas en el período que aún no tienen su comprobante; los días se cuentan desde la emisión hasta hoy. Resumen: cantidad, IVA de las facturas e IVA retenido (o retención esperada).',
        ],
      };
    },
    async summary(input): Promise<SummaryLine[]> {
      const t = await retentionTotals(ctx.db, input);
      const line = (label: string, s: SectionTotal, strong: boolean): SummaryLine => ({
        label,
        strong,
        values: [
          { kind: 'integer', value: s.count },
          { kind: 'money-bs', value: s.iva_bs },
          { kind: 'money-bs', value: s.withheld_bs },
        ],
      });
      return [
        line('Comprobantes recibidos', t.received, input.section === 'received'),
        line('Facturas sin comprobante', t.missing, input.section === 'missing'),
      ];
    },
  });
}
