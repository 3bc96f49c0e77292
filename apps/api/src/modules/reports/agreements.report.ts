// 'Reporte de Convenios' (docs/reports.md "Convenios"; DOMAIN "Agreements" and "Reports"): the list the
// screen pages through with its summary by kind × status, and its Excel and PDF through the same
// columns (report.ts). Rows: agreements-report.sql.ts over the agreements module's row SQL.
import { AGREEMENT_STATUS_LABELS, PAGE_SIZE } from '@aseo/shared/constants';
import { AGREEMENT_KIND_LABELS, reportsCalls, type AgreementReportRow, type AgreementsReportFilters, type AgreementTotals } from '@aseo/shared/contracts';
import { formatDate } from '@aseo/shared/format';
import { rate, toWire, ucd } from '@aseo/shared/money';
import type { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { paged } from '../../lib/paging.ts';
import { toRow } from '../agreements/index.ts';
import { todayDay, valueNow } from '../ledger/index.ts';
import { keyset, mountReportFiles, type ReportColumn, type SummaryLine } from './report.ts';
import { agreementReportRows, agreementReportTotals, type AgreementReportRaw, type AgreementTotalsRaw, type ReportClock } from './agreements-report.sql.ts';
import { periodText } from './report-filters.ts';

const calls = { list: reportsCalls.agreementsReport, excel: reportsCalls.agreementsReportExcel };
// mountReportFiles types both exports as one call (they share the filters): the PDF's call is given as the Excel's type
const files = { excel: calls.excel, pdf: reportsCalls.agreementsReportPdf };
type Row = AgreementReportRow;
const statusText = (s: number) => AGREEMENT_STATUS_LABELS[s as keyof typeof AGREEMENT_STATUS_LABELS] ?? String(s);

export function agreementReportRow(r: AgreementReportRaw, c: ReportClock): Row {
  return {
    // the lists' row (kind, number, status, en mora, quotas, totals, taxpayer), then the report's figures from SQL
    ...toRow(r.kind, r, c.rateNow, c.today, c.graceDays),
    kind_text: AGREEMENT_KIND_LABELS[r.kind],
    date: r.day,
    paid_quotas: r.paid,
    overdue_quotas: r.overdue,
    total_bs: r.total_bs as Row['total_bs'],
    to_pay_bs: r.to_pay_bs as Row['to_pay_bs'],
    paid: r.paid_amount as Row['paid'],
    paid_bs: r.paid_bs as Row['paid_bs'],
    overdue_amount: toWire(ucd(r.overdue_amount)),
    overdue_amount_bs: r.overdue_amount_bs as Row['overdue_amount_bs'],
  };
}

const totalsOf = (t: AgreementTotalsRaw): AgreementTotals => {
  const { kind: _k, status: _s, ...rest } = t;
  return rest as AgreementTotals;
};
const ZERO = totalsOf({
  kind: null,
  status: null,
  count: 0,
  en_mora: 0,
  quotas: 0,
  paid_quotas: 0,
  overdue_quotas: 0,
  ...Object.fromEntries(
    ['total', 'paid', 'to_pay', 'overdue_amount'].flatMap((k) => [
      [k, '0.0000'],
      [`${k}_bs`, '0.00'],
    ]),
  ),
} as AgreementTotalsRaw);

const columns: ReportColumn<Row>[] = [
  { header: 'N°', key: 'number_format', kind: 'text', width: 12, pdf: { width: 44 } },
  { header: 'Tipo', key: 'kind_text', kind: 'text', width: 17, pdf: { width: 62 } },
  { header: 'Fecha', key: 'date', kind: 'date', width: 12, pdf: { width: 50 } },
  { header: 'Estatus', key: 'status_text', kind: 'text', width: 12, pdf: { width: 54 } },
  { header: 'En mora', key: 'en_mora', kind: 'text', width: 9, value: (r) => (r.en_mora ? 'Sí' : 'No'), pdf: { width: 40 } },
  { header: 'Contribuyente', key: 'user', kind: 'text', width: 32, value: (r) => `${r.user.full_name} · ${r.user.full_document}`, pdf: { width: 110 } },
  { header: 'Código', key: 'property', kind: 'text', width: 12, value: (r) => r.property.code, pdf: { width: 50 } },
  { header: 'Cuotas', key: 'quantity_quotas', kind: 'integer', width: 8, pdf: false },
  { header: 'Pagadas', key: 'paid_quotas', kind: 'integer', width: 9, pdf: { width: 44, align: 'right' } },
  { header: 'Vencidas', key: 'overdue_quotas', kind: 'integer', width: 9, pdf: { width: 46, align: 'right' } },
  { header: 'Total UCD', key: 'total', kind: 'money-ucd', width: 14, pdf: { width: 56, align: 'right' } },
  { header: 'Pagado UCD', key: 'paid', kind: 'money-ucd', width: 14, pdf: false },
  { header: 'Por pagar UCD', key: 'to_pay', kind: 'money-ucd', width: 14, pdf: { width: 62, align: 'right' } },
  { header: 'Vencido UCD', key: 'overdue_amount', kind: 'money-ucd', width: 14, pdf: { width: 60, align: 'right' } },
  { header: 'Total Bs.', key: 'total_bs', kind: 'money-bs', width: 16, pdf: false },
  { header: 'Pagado Bs.', key: 'paid_bs', kind: 'money-bs', width: 16, pdf: false },
  { header: 'Por pagar Bs.', key: 'to_pay_bs', kind: 'money-bs', width: 16, pdf: false },
  { header: 'Vencido Bs.', key: 'overdue_amount_bs', kind: 'money-bs', width: 16, pdf: false },
  { header: 'Tasa', key: 'conversion_petro', kind: 'decimal4', width: 12, pdf: false },
];

export function mountAgreementsReport(r: Router, ctx: AppContext) {
  const clock = async (): Promise<ReportClock> => ({
    today: todayDay(),
    rateNow: await valueNow(ctx.db, 'conversion_petro'),
    graceDays: ctx.cfg.AGREEMENT_GRACE_DAYS,
  });

  async function summaryOf(f: AgreementsReportFilters, c: ReportClock) {
    const rows = await agreementReportTotals(ctx.db, f, c);
    const all = rows.find((x) => x.kind === null);
    const groups = rows
      .filter((x) => x.kind !== null)
      .map((x) => ({ ...totalsOf(x), kind: x.kind!, kind_text: AGREEMENT_KIND_LABELS[x.kind!], status: x.status!, status_text: statusText(x.status!) }));
    return { groups, all: all ? totalsOf(all) : ZERO };
  }

  mount(r, ctx, calls.list, async ({ input }) => {
    const c = await clock();
    const page = Math.max(1, input.page);
    const [rows, summary] = await Promise.all([agreementReportRows(ctx.db, input, c, null, PAGE_SIZE, (page - 1) * PAGE_SIZE), summaryOf(input, c)]);
    return {
      agreements: paged(
        rows.map((x) => agreementReportRow(x, c)),
        summary.all.count,
        { current: page, size: PAGE_SIZE },
      ),
      summary,
      conversion_petro: c.rateNow ? { amount: toWire(rate(c.rateNow)) } : null,
    };
  });

  mountReportFiles(r, ctx, files, {
    key: 'agreements',
    sheet: 'Convenios',
    columns,
    async *rows(input) {
      const c = await clock();
      for await (const raw of keyset<AgreementReportRaw>((after, limit) => agreementReportRows(ctx.db, input, c, after, limit)))
        yield agreementReportRow(raw, c);
    },
    heading(input) {
      const period = periodText(input);
      return Promise.resolve({
        title: 'Reporte de Convenios',
        subtitle: `Convenios de pago y convenios · ${period.text} (fecha de creación)`,
        fileBase: `reporte-de-convenios-${period.file}`,
        filters: [
          ['Desde', input.since ? formatDate(input.since) : '—'],
          ['Hasta', input.until ? formatDate(input.until) : '—'],
          ['Tipo', input.kind ? AGREEMENT_KIND_LABELS[input.kind] : 'Todos'],
          ['Estatus', input.status !== undefined ? statusText(input.status) : 'Todos'],
          ['En mora', input.en_mora === 'yes' ? 'Sí' : input.en_mora === 'no' ? 'No' : 'Todos'],
          ['Búsqueda', input.search ?? '—'],
        ],
        notes: [
          'Pagadas: cuotas en un pago aceptado. Vencidas: cuotas sin pago cuya fecha pasó. En mora: convenio activo con una cuota vencida hace más de los días de gracia, o con dos o más vencidas.',
          'Bs.: a la tasa de hoy para los convenios activos y a la tasa guardada del convenio para los demás. Resumen por tipo y estatus: cantidad de convenios, cuántos en mora, total, por pagar y vencido (UCD).',
        ],
      });
    },
    async summary(input): Promise<SummaryLine[]> {
      const s = await summaryOf(input, await clock());
      const line = (label: string, k: AgreementTotals, strong = false): SummaryLine => ({
        label,
        strong,
        values: [
          // five values: the PDF's totals block gives each at least 92 pt of the landscape page
          { kind: 'integer', value: k.count },
          { kind: 'integer', value: k.en_mora },
          { kind: 'money-ucd', value: k.total },
          { kind: 'money-ucd', value: k.to_pay },
          { kind: 'money-ucd', value: k.overdue_amount },
        ],
      });
      return [...s.groups.map((g) => line(`${g.kind_text} · ${g.status_text}`, g)), line('Total', s.all, true)];
    },
  });
}
