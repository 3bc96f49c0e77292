// 'Reporte de Cobranza Vencida' (docs/reports.md "Cobranza vencida"; DOMAIN "Reports" → "Overdue
// collection"): the page the screen shows with the summary of every row, its Excel and PDF through the
// same columns (report.ts), and `overdueTotals` — the summary of the whole portal on a day, which the
// staff home shows. Lines and sums: overdue-collection.sql.ts.
import { PAGE_SIZE, SERVICE_TYPES } from '@aseo/shared/constants';
import { OVERDUE_BUCKETS, reportsCalls, type OverdueCollectionFilters, type OverdueRow, type OverdueSummary } from '@aseo/shared/contracts';
import { documentLabel, formatDate, formatPlain, taxpayerName } from '@aseo/shared/format';
import { todayYmd } from '@aseo/shared/schemas';
import { Prisma } from '@aseo/db/client';
import type { Router } from 'express';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db.ts';
import { mount } from '../../lib/contract.ts';
import { paged } from '../../lib/paging.ts';
import { portalDay } from '../../lib/portal-time.ts';
import { cursorRows, queryRows } from '../../lib/sql.ts';
import { keyset, mountReportFiles, type ReportColumn, type SummaryLine } from './report.ts';
import { overdueAllSql, overdueRows, overdueSummaryRaw, type OverdueQuery, type OverdueRaw, type OverdueTotalsRaw } from './overdue-collection.sql.ts';
import { clientLabel } from './report-filters.ts';

const calls = { list: reportsCalls.overdueCollection, excel: reportsCalls.overdueCollectionExcel };
const files = { excel: calls.excel, pdf: reportsCalls.overdueCollectionPdf };
type Row = OverdueRow;
type Money = Row['total'];
type MoneyBs = Row['total_bs'];

/** The as-of day and the filters of the SQL. */
export const queryOf = (f: Pick<OverdueCollectionFilters, 'until' | 'since' | 'client_id' | 'service_type_id'>): OverdueQuery => ({
  asOf: f.until ?? todayYmd(),
  since: f.since,
  clientId: f.client_id,
  serviceTypeId: f.service_type_id,
});

function toRow(r: OverdueRaw): Row {
  const bucket = Object.fromEntries(
    OVERDUE_BUCKETS.flatMap((b) => [
      [b.key, r[b.key]],
      [`${b.key}_bs`, r[`${b.key}_bs`]],
    ]),
  );
  return {
    key: r.key,
    property_id: r.property_id,
    code: r.code,
    properties: r.properties,
    user_id: r.user_id,
    taxpayer: taxpayerName(r),
    document: documentLabel(r.document_type_id, r.document),
    oldest_due: r.oldest_due,
    ...(bucket as Pick<Row, 'current' | 'current_bs'>),
    total: r.total as Money,
    total_bs: r.total_bs as MoneyBs,
  } as Row;
}

const summaryOf = (t: OverdueTotalsRaw & { computed_at: string }): OverdueSummary => ({
  computed_at: t.computed_at,
  properties: t.properties,
  taxpayers: t.taxpayers,
  ucd: t.total as Money,
  bs: t.total_bs as MoneyBs,
  buckets: OVERDUE_BUCKETS.map((b) => ({ key: b.key, label: b.label, ucd: t[b.key] as Money, bs: t[`${b.key}_bs`] as MoneyBs })),
});

/**
 * How long a summary is fresh (the page's rows are always read fresh): 30 s, or ten times what it
 * took to compute when that is longer — at 500,000 properties the aggregate takes seconds, and
 * recomputing it every 30 s for whoever has the page or the staff home open would keep a core of
 * the database busy with it. The answer always says when it was computed.
 */
export const OVERDUE_SUMMARY_TTL_MS = 30_000;
const OVERDUE_SUMMARY_COST_FACTOR = 10;
type Computed = OverdueTotalsRaw & { computed_at: string };
type Kept = { until: number; running: Promise<Computed> | null; last: Computed | null };
const summaries = new Map<string, Kept>();

/**
 * The summary of the filters: one aggregate over every line (seconds at 500,000 properties), kept per
 * as-of day and filters. Fresh for OVERDUE_SUMMARY_TTL_MS; after that the last one is answered at once
 * while one run computes the next (concurrent requests share it); the answer says when it was computed.
 * Only a first request (or after a failed run) waits for the aggregate.
 */
function cachedSummary(db: Db, q: OverdueQuery): Promise<Computed> {
  const key = JSON.stringify([q.asOf, q.since ?? null, q.clientId ?? null, q.serviceTypeId ?? null]);
  const now = Date.now();
  const kept = summaries.get(key) ?? { until: 0, running: null, last: null };
  summaries.set(key, kept);
  if (kept.last && kept.until > now) return Promise.resolve(kept.last);
  if (!kept.running) {
    if (summaries.size > 200) for (const [k, v] of summaries) if (v.until <= now && !v.running) summaries.delete(k);
    const started = Date.now();
    kept.running = overdueSummaryRaw(db, q)
      .then((t) => {
        kept.last = { ...t, computed_at: new Date().toISOString() };
        kept.until = Date.now() + Math.max(OVERDUE_SUMMARY_TTL_MS, OVERDUE_SUMMARY_COST_FACTOR * (Date.now() - started));
        return kept.last;
      })
      .finally(() => (kept.running = null));
    kept.running.catch(() => undefined); // a stale answer was given: the next request tries again
  }
  return kept.last ? Promise.resolve(kept.last) : kept.running;
}

/**
 * The overdue totals of the whole portal as of `asOf` (a Caracas day): the report's summary with no
 * other filter — what the staff home shows (the same kept summary, so both agree to the cent).
 */
export async function overdueTotals(db: Db, asOf: string) {
  const s = summaryOf(await cachedSummary(db, { asOf }));
  return {
    properties: s.properties,
    taxpayers: s.taxpayers,
    ucd: s.ucd as string,
    bs: s.bs as string,
    buckets: s.buckets.map(({ key, ucd, bs }) => ({ key, ucd: ucd as string, bs: bs as string })),
  };
}

/** The UCD rate in force on a Caracas day (null before the first). */
async function rateOn(db: Db, day: string) {
  const [r] = await queryRows<{ amount: string }>(
    db,
    Prisma.sql`SELECT g.amount::text AS amount FROM global_values g WHERE g.key = 'conversion_petro' AND ${Prisma.raw(portalDay('g.valid_from'))} <= ${day}::date
               ORDER BY g.valid_from DESC, g.id DESC LIMIT 1`,
  );
  return r?.amount ?? null;
}

const bucketColumns = (): ReportColumn<Row>[] =>
  OVERDUE_BUCKETS.flatMap((b): ReportColumn<Row>[] => [
    { header: `${b.label} UCD`, key: b.key, kind: 'money-ucd', width: 14, pdf: { width: 58, align: 'right', header: b.label } },
    { header: `${b.label} Bs.`, key: `${b.key}_bs` as const, kind: 'money-bs', width: 16, pdf: false },
  ]);

const columnsOf = (f: OverdueCollectionFilters): ReportColumn<Row>[] => [
  f.group
    ? { header: 'Inmuebles', key: 'properties', kind: 'integer', width: 10, pdf: { width: 58, align: 'right' } }
    : { header: 'Código', key: 'code', kind: 'text', width: 12, pdf: { width: 58 } },
  { header: 'Contribuyente', key: 'taxpayer', kind: 'text', width: 32, pdf: { width: 100 } },
  { header: 'RIF / Cédula', key: 'document', kind: 'text', width: 14, pdf: { width: 56 } },
  { header: 'Vence desde', key: 'oldest_due', kind: 'date', width: 12, pdf: false },
  ...bucketColumns(),
  { header: 'Total UCD', key: 'total', kind: 'money-ucd', width: 14, pdf: { width: 62, align: 'right' } },
  { header: 'Total Bs.', key: 'total_bs', kind: 'money-bs', width: 18, pdf: { width: 72, align: 'right' } },
];

export function mountOverdueCollectionReport(r: Router, ctx: AppContext) {
  mount(r, ctx, calls.list, async ({ input }) => {
    const q = queryOf(input);
    const group = input.group === 1;
    const page = Math.max(1, input.page);
    const [rows, totals, rate, client] = await Promise.all([
      overdueRows(ctx.db, q, group, null, PAGE_SIZE, (page - 1) * PAGE_SIZE),
      cachedSummary(ctx.db, q),
      rateOn(ctx.db, q.asOf),
      input.client_id
        ? ctx.db.user.findUnique({
            where: { id: input.client_id },
            select: { id: true, name: true, lastname: true, business_name: true, document_type_id: true },
          })
        : null,
    ]);
    const summary = summaryOf(totals);
    return {
      payments: paged(rows.map(toRow), group ? summary.taxpayers : summary.properties, { current: page, size: PAGE_SIZE }),
      summary,
      as_of: q.asOf,
      conversion_petro: rate ? { amount: rate as never } : null,
      users: client ? [{ id: client.id, full_name: taxpayerName(client) }] : [],
      service_types: SERVICE_TYPES.map((s) => ({ id: s.id, name: s.name })),
    };
  });

  mountReportFiles(r, ctx, files, {
    key: 'overdue-collection',
    sheet: 'Cobranza vencida',
    columns: columnsOf,
    async *rows(input) {
      const q = queryOf(input);
      const group = input.group === 1;
      // one set-based statement through a cursor; inside a transaction (no pool), keyset pages
      const pages = () =>
        keyset<OverdueRaw>((after, limit) => overdueRows(ctx.db, q, group, after ? (group ? after.user_id : after.property_id) : null, limit), 1000);
      for await (const raw of cursorRows<OverdueRaw>(ctx.db, overdueAllSql(q, group), pages)) yield toRow(raw);
    },
    async heading(input) {
      const q = queryOf(input);
      const service = SERVICE_TYPES.find((s) => s.id === input.service_type_id)?.name;
      const rate = await rateOn(ctx.db, q.asOf);
      return {
        title: 'Reporte de Cobranza Vencida',
        subtitle: `Al ${formatDate(q.asOf)}${input.group === 1 ? ' · agrupado por contribuyente' : ''}`,
        fileBase: `cobranza-vencida-${q.asOf}${input.group === 1 ? '-por-contribuyente' : ''}`,
        filters: [
          ['Al (hasta)', formatDate(q.asOf)],
          ['Vencimientos desde', input.since ? formatDate(input.since) : '—'],
          ['Contribuyente', await clientLabel(ctx, input.client_id)],
          ['Servicio', service ?? 'Todos'],
          ['Agrupado', input.group === 1 ? 'Por contribuyente' : 'Por inmueble'],
          ['Tasa UCD del día', rate ? formatPlain(rate, 4) : '—'],
        ],
        notes: [
          'Deuda de cada inmueble a la fecha según su estado de cuenta de ese día (cuotas, IVA, multas e intereses), más las cuotas de convenio sin pagar; los pagos posteriores a la fecha no se toman en cuenta.',
          'Antigüedad por fecha de vencimiento: un mes vence su último día, una multa el día en que se impuso, una cuota de convenio en su fecha. Bs. a la tasa UCD de la fecha, línea por línea.',
        ],
      };
    },
    async summary(input): Promise<SummaryLine[]> {
      const s = summaryOf(await cachedSummary(ctx.db, queryOf(input)));
      return [
        ...s.buckets.map((b) => ({
          label: b.label,
          values: [
            { kind: 'money-ucd' as const, value: b.ucd },
            { kind: 'money-bs' as const, value: b.bs },
          ],
        })),
        {
          label: 'Total',
          strong: true,
          values: [
            { kind: 'money-ucd', value: s.ucd },
            { kind: 'money-bs', value: s.bs },
          ],
        },
        { label: 'Inmuebles con deuda', values: [{ kind: 'integer', value: s.properties }] },
        { label: 'Contribuyentes', values: [{ kind: 'integer', value: s.taxpayers }] },
      ];
    },
  });
}
