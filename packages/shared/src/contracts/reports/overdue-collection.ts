// 'Reporte de Cobranza Vencida' (/admin/reports/overdue-collection-report; 001 sections 2, 5 and 7;
// DOMAIN "Reports" → "Overdue collection"; docs/reports.md "Cobranza vencida"): as of a day (the
// `until` filter, today when missing; a later payment is ignored), each property's statement of that
// day plus its unpaid agreement quotas, aged by due date into six buckets (a month falls due on its
// last day, a fine left on its own on the day it was imposed, a quota on its own date). The buckets
// of every row add up to its outstanding amount; the summary is every row of the filters. `since`
// keeps only the debt falling due on or after that day. `group` = 1: one row per taxpayer.
// API path with the underscore of the spec's exports: GET admin/reports/overdue_collection/excel|pdf.
import { z } from 'zod';
import { MSG } from '../../messages/index.ts';
import { bsText, rateText, ucdText } from '../../money/wire.ts';
import { overdueRangeError } from '../../schemas/reports.ts';
import { flag, formObject, integer, isBlank, optionalDateText, optionalId, todayYmd } from '../../schemas/common.ts';
import { page } from '../common.ts';
import { reportCalls } from './define-report.ts';

const int = () => z.number().int();
const S = MSG.server;

/** The aging buckets, youngest first: days past the due date on the as-of day (0 or less: not due yet). */
export const OVERDUE_BUCKETS = [
  { key: 'current', label: 'Por vencer', max: 0 },
  { key: 'd1_30', label: '1 a 30 días', max: 30 },
  { key: 'd31_60', label: '31 a 60 días', max: 60 },
  { key: 'd61_90', label: '61 a 90 días', max: 90 },
  { key: 'd91_180', label: '91 a 180 días', max: 180 },
  { key: 'over_180', label: 'Más de 180 días', max: null },
] as const;
export type OverdueBucketKey = (typeof OVERDUE_BUCKETS)[number]['key'];

export const overdueCollectionFilters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  /** Only debt falling due on or after this Caracas day (none: all of it) */
  since: optionalDateText(),
  /** The as-of day (none: today); not after today (001 section 5) */
  until: optionalDateText(),
  client_id: optionalId(),
  /** 1 Aseo, 2 Disposición: that service's months only (agreement quotas have no service and are left out) */
  service_type_id: optionalId(),
  /** 1: one row per taxpayer (the spec's group flag) */
  group: flag(),
  withoutLoading: z.unknown().optional(),
}).superRefine((v, ctx) => {
  const today = todayYmd();
  const e = overdueRangeError({ since: v.since, until: v.until ?? today }, today);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
export type OverdueCollectionFilters = z.output<typeof overdueCollectionFilters>;

const bucketFields = {
  current: ucdText,
  current_bs: bsText,
  d1_30: ucdText,
  d1_30_bs: bsText,
  d31_60: ucdText,
  d31_60_bs: bsText,
  d61_90: ucdText,
  d61_90_bs: bsText,
  d91_180: ucdText,
  d91_180_bs: bsText,
  over_180: ucdText,
  over_180_bs: bsText,
  /** The outstanding amount: the sum of the buckets */
  total: ucdText,
  total_bs: bsText,
};

/** One property (or, grouped, one taxpayer with `properties` of them). */
export const overdueRowWire = z.object({
  /** 'p{id}' for a property, 'u{id}' for a taxpayer's group */
  key: z.string(),
  property_id: int().nullable(),
  code: z.string().nullable(),
  properties: int(),
  user_id: int(),
  taxpayer: z.string(),
  document: z.string(),
  /** The oldest due date of the row's debt, YYYY-MM-DD */
  oldest_due: z.string().nullable(),
  ...bucketFields,
});
export type OverdueRow = z.infer<typeof overdueRowWire>;

/** Every row of the filters: `overdueTotals` of the reports module answers the same figures. */
export const overdueSummaryWire = z.object({
  /** When it was computed (ISO instant): the summary is kept 30 s, the rows are always fresh */
  computed_at: z.string(),
  properties: int(),
  taxpayers: int(),
  ucd: ucdText,
  bs: bsText,
  buckets: z.array(z.object({ key: z.string(), label: z.string(), ucd: ucdText, bs: bsText })),
});
export type OverdueSummary = z.infer<typeof overdueSummaryWire>;

export const overdueCollectionResponse = z.object({
  payments: page(overdueRowWire),
  summary: overdueSummaryWire,
  /** The as-of day used */
  as_of: z.string(),
  /** The UCD rate of the as-of day (the Bs of every figure) */
  conversion_petro: z.object({ amount: rateText }).nullable(),
  /** The taxpayer of client_id (the filter's label) */
  users: z.array(z.object({ id: int(), full_name: z.string() })),
  service_types: z.array(z.object({ id: int(), name: z.string() })),
});
export type OverdueCollectionAnswer = z.infer<typeof overdueCollectionResponse>;

export const overdueCollectionCalls = reportCalls({
  key: 'overdue-collection',
  path: '/admin/reports/overdue_collection',
  title: 'Cobranza vencida: la deuda de cada inmueble por antigüedad a una fecha, en UCD y Bs',
  filters: overdueCollectionFilters,
  response: overdueCollectionResponse,
});
