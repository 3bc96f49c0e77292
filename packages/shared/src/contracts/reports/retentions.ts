// 'Retenciones' (/admin/reports/retention-report; 001 section 2; DOMAIN "Bills" retention and
// "Reports"; docs/reports.md "Retenciones"): two lists, one at a time (`section`), both totals in
// every answer:
//  - received: the withholding vouchers (comprobantes de retención) dated in the period: agent RIF
//    and name, invoice, voucher number and date, the invoice's VAT, the percentage, the Bs withheld;
//  - missing: the retention agents' accepted bills that withhold VAT and still have no voucher,
//    issued in the period, with their age in days (Caracas today − issue day).
import { z } from 'zod';
import { MSG } from '../../messages/index.ts';
import { bsText, percentText } from '../../money/wire.ts';
import { dateRangeError, formObject, integer, isBlank, optionalDateText, optionalId, optionalText } from '../../schemas/common.ts';
import { page } from '../common.ts';
import { reportCalls } from './define-report.ts';

const int = () => z.number().int();
const S = MSG.server;

export const RETENTION_SECTIONS = ['received', 'missing'] as const;
export type RetentionSection = (typeof RETENTION_SECTIONS)[number];
export const RETENTION_SECTION_LABELS: Record<RetentionSection, string> = {
  received: 'Comprobantes recibidos',
  missing: 'Facturas sin comprobante',
};

export const retentionsFilters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  /** Invoice number, voucher number, property code, agent name, RIF or username */
  search: optionalText(100),
  /** received: the voucher's date; missing: the invoice's issue day (Caracas); both ends included */
  since: optionalDateText(),
  until: optionalDateText(),
  client_id: optionalId(),
  section: z.preprocess((v) => (isBlank(v) ? 'received' : v), z.enum(RETENTION_SECTIONS, { error: MSG.reports.invalidSection })),
  withoutLoading: z.unknown().optional(),
}).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
export type RetentionsFilters = z.output<typeof retentionsFilters>;

/** One row of either section: the voucher fields are null in 'missing', age_days null in 'received'. */
export const retentionRowWire = z.object({
  bill_id: int(),
  /** The invoice number as printed ('00000012') */
  invoice_number: z.string(),
  /** The invoice's issue day (Caracas) YYYY-MM-DD */
  invoice_date: z.string().nullable(),
  control_number: z.string().nullable(),
  /** The agent as printed on the invoice (RIF and name) and its account */
  agent_document: z.string(),
  agent_name: z.string(),
  user_id: int(),
  username: z.string(),
  property_code: z.string().nullable(),
  /** The invoice's total and VAT (Bs) */
  total_bs: bsText,
  iva_bs: bsText,
  /** received: the voucher's percentage; missing: the bill's retention percentage */
  percentage: percentText,
  /** received: the amount the voucher withheld; missing: the retention the bill expects (retention_bs) */
  withheld_bs: bsText,
  voucher_number: z.string().nullable(),
  voucher_date: z.string().nullable(),
  /** missing: days since the invoice was issued */
  age_days: int().nullable(),
});
export type RetentionRow = z.infer<typeof retentionRowWire>;

const sectionTotal = z.object({ count: int(), iva_bs: bsText, withheld_bs: bsText });
export const retentionsResponse = z.object({
  section: z.enum(RETENTION_SECTIONS),
  retentions: page(retentionRowWire),
  /** Both sections' totals for the same filters (every row, not only the page) */
  totals: z.object({ received: sectionTotal, missing: sectionTotal }),
});
export type RetentionsAnswer = z.infer<typeof retentionsResponse>;

export const retentionsCalls = reportCalls({
  key: 'retentions',
  path: '/admin/reports/retention-report',
  title: 'Retenciones: comprobantes de retención recibidos y facturas de agentes de retención sin comprobante',
  filters: retentionsFilters,
  response: retentionsResponse,
});
