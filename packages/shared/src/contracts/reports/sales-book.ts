// 'Libro de Ventas' (001 sections 2, 7 and 9; DOMAIN "Reports"; RLIVA art. 76; docs/reports.md
// "Libro de Ventas"): one row per fiscal invoice number issued in the period, in number order,
// then the adjustment rows of the period; a summary block, a tie-out line and a gap check. A period
// (a month, or a half-month 1-15 / 16-end) can be closed: its rows are frozen and regenerate byte
// for byte; what happens later to its invoices shows as an adjustment row where it happens.
import { z } from 'zod';
import { monthEnd, monthStart } from '../../billing/days.ts';
import { CASH_TYPE, PERMISSIONS as P, SALES_BOOK_STATUS } from '../../constants/index.ts';
import { MSG } from '../../messages/index.ts';
import { bsText, percentText, rateText, ucdText } from '../../money/wire.ts';
import { code, formObject, integer, isBlank, optionalDateText, optionalId, optionalText, todayYmd } from '../../schemas/index.ts';
import { messageResponse, page } from '../common.ts';
import { defineCall } from '../define.ts';
import { REPORT_TAGS, reportCalls } from './define-report.ts';

const R = MSG.reports;
const int = () => z.number().int();

/** The book's period kinds (the `report` filter): the whole month, or the half-month (1-15, 16-end) of special taxpayers. */
export const SALES_BOOK_REPORTS = ['month', 'half'] as const;
export type SalesBookReport = (typeof SALES_BOOK_REPORTS)[number];
export const SALES_BOOK_REPORT_LABELS: Record<SalesBookReport, string> = { month: 'Mensual', half: 'Quincenal' };

/** Transaction types of the Venezuelan sales book: registration, annulment, adjustment. */
export const SALES_BOOK_TX = { REGISTER: '01-REG', ANNUL: '03-ANU', ADJUST: '04-AJU' } as const;
export type SalesBookTx = (typeof SALES_BOOK_TX)[keyof typeof SALES_BOOK_TX];

export const salesBookFilters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: MSG.server.invalidData })),
  /** Invoice number, control number, RIF/document or name */
  search: optionalText(100),
  since: optionalDateText(R.salesBookSince),
  until: optionalDateText(R.salesBookUntil),
  client_id: optionalId(),
  /** The bill's cash type: payments 1, fines 2, services 3, conventions 4 */
  type: code(Object.values(CASH_TYPE), R.salesBookType).optional(),
  /** 1 Activa, 2 Anulada (001 section 9) */
  status: code(Object.values(SALES_BOOK_STATUS), R.salesBookStatus).optional(),
  /** 'month' | 'half': the book of the whole month (or half-month) that contains `since` (today when empty); `until` is then ignored */
  report: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(SALES_BOOK_REPORTS, { error: R.salesBookReport }).optional()),
  /** The staff member who registered the bill */
  user_id: optionalId(),
  withoutLoading: z.unknown().optional(),
}).superRefine((v, ctx) => {
  if (!v.report && v.since && v.until && v.since > v.until) ctx.addIssue({ code: 'custom', message: MSG.server.dateRangeOrder, path: ['until'] });
});
export type SalesBookFilters = z.output<typeof salesBookFilters>;

/**
 * The days a request covers (Caracas days, both ends included). With `report`: the month or
 * half-month containing `since` (or today). Else `since`..`until`; one missing takes its month's
 * edge (the first or last day of the other's month); both missing: the current month.
 */
export function salesBookRange(
  v: Pick<SalesBookFilters, 'since' | 'until' | 'report'>,
  today: string = todayYmd(),
): { since: string; until: string; report: SalesBookReport | null } {
  if (v.report) return { ...periodOf(v.report, v.since ?? today), report: v.report };
  if (!v.since && !v.until) return { since: monthStart(today), until: monthEnd(today), report: null };
  return { since: v.since ?? monthStart(v.until!), until: v.until ?? monthEnd(v.since!), report: null };
}

/** The month, or the half-month (1-15, 16-end), that contains `day`. */
export function periodOf(kind: SalesBookReport, day: string): { since: string; until: string } {
  if (kind === 'month') return { since: monthStart(day), until: monthEnd(day) };
  return Number(day.slice(8, 10)) <= 15 ? { since: monthStart(day), until: `${day.slice(0, 8)}15` } : { since: `${day.slice(0, 8)}16`, until: monthEnd(day) };
}

/** One row of the book (RLIVA art. 76), as the screen, the Excel, the PDF and a frozen period hold it. */
export const salesBookRowWire = z.object({
  /** N° de operación: the row's position in the book of the requested days (filters do not renumber) */
  operation: int(),
  /** The day the row is booked: the invoice's date, or the day of the adjustment's event */
  day: z.string(),
  /** Fecha de la factura: the Caracas day of its issue */
  invoice_date: z.string(),
  /** RIF / cédula and name of the buyer as printed on the invoice */
  document: z.string(),
  name: z.string(),
  bill_id: int(),
  /** The fiscal invoice number and its printed text ('00000012') */
  number: int(),
  invoice_number: z.string(),
  control_number: z.string().nullable(),
  /** 01-REG, 03-ANU, 04-AJU */
  transaction_type: z.enum([SALES_BOOK_TX.REGISTER, SALES_BOOK_TX.ANNUL, SALES_BOOK_TX.ADJUST]),
  /** Factura afectada: the invoice an adjustment row corrects */
  affected_invoice: z.string().nullable(),
  /** Total de ventas incluyendo IVA */
  total_bs: bsText,
  /** Ventas exentas o no sujetas: total − base − IVA */
  exempt_bs: bsText,
  /** Base imponible */
  base_bs: bsText,
  iva_percentage: percentText,
  /** IVA: débito fiscal */
  iva_bs: bsText,
  /** Comprobante de retención: number, date and the VAT withheld (retention agents) */
  withholding_number: z.string().nullable(),
  withholding_date: z.string().nullable(),
  withheld_bs: bsText,
  /** The split by service: aseo urbano and disposición final */
  aseo_bs: bsText,
  df_bs: bsText,
  /** The row's total in UCD and the rate it was billed at */
  total_ucd: ucdText,
  rate: rateText,
  /** 1 Activa, 2 Anulada */
  status: int(),
  status_text: z.string(),
  /** What the filters read: the taxpayer, the bill's cash type, the staff member who registered it */
  client_id: int(),
  type: int(),
  user_id: int().nullable(),
});
export type SalesBookRow = z.infer<typeof salesBookRowWire>;

const rateLine = z.object({ iva_percentage: percentText, count: int(), base_bs: bsText, iva_bs: bsText });

/** The summary block of the rows that match the filters. */
export const salesBookSummaryWire = z.object({
  rows: int(),
  /** 01-REG, 03-ANU and 04-AJU rows */
  registered: int(),
  annulled: int(),
  adjustments: int(),
  total_bs: bsText,
  exempt_bs: bsText,
  base_bs: bsText,
  iva_bs: bsText,
  withheld_bs: bsText,
  aseo_bs: bsText,
  df_bs: bsText,
  total_ucd: ucdText,
  /** Base and débito fiscal by VAT rate (rows with a taxable base or VAT) */
  by_rate: z.array(rateLine),
});
export type SalesBookSummary = z.infer<typeof salesBookSummaryWire>;

/** The whole book of the days (filters ignored) against the bills of those days, read apart. */
export const salesBookTieOutWire = z.object({
  rows_total_bs: bsText,
  bills_total_bs: bsText,
  difference_bs: bsText,
  ok: z.boolean(),
});
export type SalesBookTieOut = z.infer<typeof salesBookTieOutWire>;

/** Invoice numbers missing between the last one issued before the period and the last one in it (expected: none). */
export const salesBookGapsWire = z.object({ count: int(), numbers: z.array(int()) });

export const salesBookClosedWire = z.object({
  id: int(),
  kind: z.enum(SALES_BOOK_REPORTS),
  since: z.string(),
  until: z.string(),
  closed_at: z.string(),
  closed_by: z.string().nullable(),
  row_count: int(),
  digest: z.string(),
});
export type SalesBookClosed = z.infer<typeof salesBookClosedWire>;

export const salesBookPeriodWire = z.object({
  since: z.string(),
  until: z.string(),
  report: z.enum(SALES_BOOK_REPORTS).nullable(),
  /** The closed period these days are exactly, else null */
  closed: salesBookClosedWire.nullable(),
  /** The days are exactly a month or half-month that has ended and overlaps no closed period */
  closable: z.boolean(),
});

export const salesBookResponse = z.object({
  bills: page(salesBookRowWire),
  conversion_petro: z.object({ amount: rateText }).nullable(),
  /** UCD sum of the rows that match the filters */
  bills_petro: ucdText,
  /** Bs sum of their totals */
  bills_total: bsText,
  /** Bs sum of their taxable bases */
  base_imponible: bsText,
  summary: salesBookSummaryWire,
  tie_out: salesBookTieOutWire,
  gaps: salesBookGapsWire,
  period: salesBookPeriodWire,
});
export type SalesBookResponse = z.infer<typeof salesBookResponse>;

export const salesBookCloseRequest = formObject({
  report: z.enum(SALES_BOOK_REPORTS, { error: R.salesBookReport }),
  /** Any day of the period to close */
  since: optionalDateText(R.salesBookSince).pipe(z.string({ error: R.salesBookSince })),
});

export const salesBookCalls = {
  ...reportCalls({
    key: 'sales-book',
    path: '/admin/reports/sales-book',
    title: 'Libro de Ventas: las facturas del período en orden de número, con ajustes, resumen, cuadre y control de correlativos',
    filters: salesBookFilters,
    response: salesBookResponse,
  }),
  periods: defineCall({
    id: 'reports.sales-book.periods',
    summary: 'Libro de Ventas: los períodos cerrados',
    methods: ['GET'],
    path: '/admin/reports/sales-book/periods',
    access: { kind: 'staff', permission: P.VIEW_REPORTS },
    request: formObject({}),
    response: z.object({ periods: z.array(salesBookClosedWire) }),
    tags: REPORT_TAGS,
  }),
  close: defineCall({
    id: 'reports.sales-book.close',
    summary: 'Libro de Ventas: cierra un mes o una quincena ya terminados (solo administradores); sus filas quedan congeladas',
    methods: ['POST'],
    path: '/admin/reports/sales-book/close',
    access: { kind: 'admin' },
    request: salesBookCloseRequest,
    response: messageResponse.extend({ period: salesBookClosedWire }),
    tags: REPORT_TAGS,
  }),
};
