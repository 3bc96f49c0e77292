// 'Ingresos' (docs/reports.md "Ingresos"; DOMAIN "Reports"): the groups of the chosen dimension a page
// at a time, with the period's tie-out (invoice totals, VAT withheld, credit applied, received in
// vouchers), and its Excel and PDF through the same columns (report.ts). Rows: income.sql.ts.
import { PAGE_SIZE } from '@aseo/shared/constants';
import { INCOME_GROUP_LABELS, INCOME_VOUCHER_GROUPS, reportsCalls, type IncomeFilters, type IncomeRow, type IncomeSummary } from '@aseo/shared/contracts';
import { formatBs, formatDate } from '@aseo/shared/format';
import type { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { paged } from '../../lib/paging.ts';
import { incomeRows, incomeTotals, type IncomeRaw, type IncomeTotals } from './income.sql.ts';
import { periodText } from './report-filters.ts';
import { keyset, mountReportFiles, type ReportColumn, type SummaryLine } from './report.ts';

const calls = { list: reportsCalls.income, excel: reportsCalls.incomeExcel };
// mountReportFiles types both exports as one call (they share the filters): the PDF's call is given as the Excel's type
const files = { excel: calls.excel, pdf: reportsCalls.incomePdf };
const NO_ACCOUNT = 'Sin cuenta bancaria (efectivo y tarjetas en caja)';

export function incomeRow(group: IncomeFilters['group'], r: IncomeRaw): IncomeRow {
  const label = group === 'day' ? formatDate(r.key) : group === 'account' && r.key === '0' ? NO_ACCOUNT : (r.label ?? r.key);
  return {
    key: r.key,
    label,
    bills: r.bills,
    vouchers: r.vouchers,
    amount_bs: r.amount_bs as IncomeRow['amount_bs'],
    amount_ucd: r.amount_ucd as IncomeRow['amount_ucd'],
  };
}

function summaryWire(t: IncomeTotals): IncomeSummary {
  const { groups: _groups, ...rest } = t;
  return rest as IncomeSummary;
}

/** The tie-out as sentences (ASCII signs: the PDF's Helvetica has no U+2212). */
function tieNotes(group: IncomeFilters['group'], t: IncomeTotals): string[] {
  const vouchers = INCOME_VOUCHER_GROUPS.includes(group);
  return [
    `Cuadre: las filas suman ${formatBs(t.groups_bs)}, igual ${vouchers ? 'a lo recibido en comprobantes' : 'al total facturado'}. Total facturado ${formatBs(t.total_bs)} - IVA retenido ${formatBs(t.retention_bs)} - crédito aplicado ${formatBs(t.credit_applied_bs)} = a cubrir ${formatBs(t.due_bs)}; + pagado de más ${formatBs(t.surplus_bs)} = recibido en comprobantes ${formatBs(t.received_bs)}.`,
    'Facturas aceptadas cuyo día de emisión (hora de Caracas) está en el período, con las cifras guardadas en la factura y sus comprobantes; una factura anulada después deja de contarse.',
  ];
}

const columns = (group: IncomeFilters['group']): ReportColumn<IncomeRow>[] => [
  { header: INCOME_GROUP_LABELS[group], key: 'label', kind: 'text', width: 44, pdf: { width: 300 } },
  { header: 'Facturas', key: 'bills', kind: 'integer', width: 11, pdf: { width: 70, align: 'right' } },
  ...(INCOME_VOUCHER_GROUPS.includes(group)
    ? [{ header: 'Comprobantes', key: 'vouchers', kind: 'integer', width: 14, pdf: { width: 80, align: 'right' } } as ReportColumn<IncomeRow>]
    : []),
  ...(group === 'day' || group === 'kind'
    ? [{ header: 'Monto UCD', key: 'amount_ucd', kind: 'money-ucd', width: 18, pdf: { width: 110, align: 'right' } } as ReportColumn<IncomeRow>]
    : []),
  { header: 'Monto Bs.', key: 'amount_bs', kind: 'money-bs', width: 20, pdf: { width: 130, align: 'right' } },
];

export function mountIncomeReport(r: Router, ctx: AppContext) {
  mount(r, ctx, calls.list, async ({ input }) => {
    const page = Math.max(1, input.page);
    const [rows, totals] = await Promise.all([
      incomeRows(ctx.db, input.group, input, null, PAGE_SIZE, (page - 1) * PAGE_SIZE),
      incomeTotals(ctx.db, input.group, input),
    ]);
    return {
      group: input.group,
      income: paged(
        rows.map((x) => incomeRow(input.group, x)),
        totals.groups,
        { current: page, size: PAGE_SIZE },
      ),
      summary: summaryWire(totals),
    };
  });

  mountReportFiles(r, ctx, files, {
    key: 'income',
    sheet: 'Ingresos',
    columns: (input) => columns(input.group),
    async *rows(input) {
      for await (const raw of keyset<IncomeRaw>((after, limit) => incomeRows(ctx.db, input.group, input, after, limit))) yield incomeRow(input.group, raw);
    },
    async heading(input) {
      const period = periodText(input);
      const t = await incomeTotals(ctx.db, input.group, input);
      return {
        title: 'Ingresos',
        subtitle: `Por ${INCOME_GROUP_LABELS[input.group].toLowerCase()} · ${period.text} (día de aceptación)`,
        fileBase: `ingresos-por-${input.group === 'day' ? 'dia' : input.group === 'method' ? 'medio-de-pago' : input.group === 'account' ? 'cuenta' : input.group === 'service' ? 'servicio' : 'concepto'}-${period.file}`,
        filters: [
          ['Desde', input.since ? formatDate(input.since) : '—'],
          ['Hasta', input.until ? formatDate(input.until) : '—'],
          ['Agrupar por', INCOME_GROUP_LABELS[input.group]],
        ],
        notes: tieNotes(input.group, t),
      };
    },
    async summary(input): Promise<SummaryLine[]> {
      const t = await incomeTotals(ctx.db, input.group, input);
      const bs = (value: string) => ({ kind: 'money-bs' as const, value });
      return [
        { label: 'Suma de las filas', values: [bs(t.groups_bs)], strong: true },
        { label: `Total facturado (${t.bills} facturas)`, values: [bs(t.total_bs)] },
        { label: '(-) IVA retenido', values: [bs(t.retention_bs)] },
        { label: '(-) Crédito aplicado', values: [bs(t.credit_applied_bs)] },
        { label: '(=) A cubrir con pagos', values: [bs(t.due_bs)] },
        { label: '(+) Pagado de más', values: [bs(t.surplus_bs)] },
        { label: `(=) Recibido (${t.vouchers} comprob.)`, values: [bs(t.received_bs)], strong: true },
      ];
    },
  });
}
