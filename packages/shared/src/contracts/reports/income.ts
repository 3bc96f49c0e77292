// 'Ingresos' (/admin/reports/income-report; 001 section 2; DOMAIN "Reports"; docs/reports.md
// "Ingresos"): the money of the ACCEPTED bills issued in the period (the issue day, a Caracas day, is
// the day of acceptance), grouped by one dimension at a time (`group`):
//  - day      the bills' totals by issue day;
//  - method   the vouchers' amounts by payment method;
//  - account  the vouchers' amounts by bank account (cash and cards at a desk: no account);
//  - service  aseo (urban_clean_amount) / disposición (df_amount) / other concepts;
//  - kind     fees (taxable base + exempt + VAT), fines, interest, services, agreement quotas.
// Every figure is a stored column of the bill or voucher, summed in SQL. The summary ties the two
// kinds of totals to the cent: invoice totals − VAT withheld − credit applied = due; due + surplus
// (paid above due, the credit note) = received in vouchers.
import { z } from 'zod';
import { MSG } from '../../messages/index.ts';
import { bsText, ucdText } from '../../money/wire.ts';
import { dateRangeError, formObject, integer, isBlank, optionalDateText } from '../../schemas/common.ts';
import { page } from '../common.ts';
import { reportCalls } from './define-report.ts';

const int = () => z.number().int();
const S = MSG.server;

export const INCOME_GROUPS = ['day', 'method', 'account', 'service', 'kind'] as const;
export type IncomeGroup = (typeof INCOME_GROUPS)[number];
export const INCOME_GROUP_LABELS: Record<IncomeGroup, string> = {
  day: 'Día',
  method: 'Medio de pago',
  account: 'Cuenta bancaria',
  service: 'Servicio',
  kind: 'Concepto',
};
/** The groups that sum vouchers (money received); the others sum invoice totals. */
export const INCOME_VOUCHER_GROUPS: readonly IncomeGroup[] = ['method', 'account'];

export const incomeFilters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  /** Caracas days of acceptance (the invoice's issue day), both included */
  since: optionalDateText(),
  until: optionalDateText(),
  group: z.preprocess((v) => (isBlank(v) ? 'day' : v), z.enum(INCOME_GROUPS, { error: MSG.reports.invalidGroup })),
  withoutLoading: z.unknown().optional(),
}).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
export type IncomeFilters = z.output<typeof incomeFilters>;

export const incomeRowWire = z.object({
  /** The group's key: a day 'YYYY-MM-DD', a method or account id, 'aseo' | 'disposicion' | 'otros' | 'sin-servicio', 'fees' | 'fines' | 'interest' | 'services' | 'quotas' */
  key: z.string(),
  /** As shown ('12/11/2026', 'Transferencia', 'Banco de Venezuela 0102…1234', 'Aseo', 'Tarifa (base + exento + IVA)') */
  label: z.string(),
  /** Bills in the group (distinct) */
  bills: int(),
  /** Vouchers in the group (method and account groups; null for the others) */
  vouchers: int().nullable(),
  amount_bs: bsText,
  /** The UCD figure where the bill stores one (day, kind); null otherwise */
  amount_ucd: ucdText.nullable(),
});
export type IncomeRow = z.infer<typeof incomeRowWire>;

export const incomeSummaryWire = z.object({
  /** Accepted bills of the period */
  bills: int(),
  /** Invoice totals (Σ total_bs, Σ total) */
  total_bs: bsText,
  total_ucd: ucdText,
  /** VAT withheld by retention agents (Σ retention_bs) and credit applied (Σ credit_note_applied_bs) */
  retention_bs: bsText,
  credit_applied_bs: bsText,
  /** What the vouchers had to cover: Σ due_bs = total − retention − credit */
  due_bs: bsText,
  /** Paid above what was due (the credit notes): received − due */
  surplus_bs: bsText,
  /** Received in vouchers (Σ of the live vouchers' amount_paid) */
  received_bs: bsText,
  vouchers: int(),
  /** Σ of the rows of the chosen group (every page): equals total_bs for day/service/kind, received_bs for method/account */
  groups_bs: bsText,
});
export type IncomeSummary = z.infer<typeof incomeSummaryWire>;

export const incomeResponse = z.object({
  group: z.enum(INCOME_GROUPS),
  income: page(incomeRowWire),
  summary: incomeSummaryWire,
});
export type IncomeAnswer = z.infer<typeof incomeResponse>;

export const incomeCalls = reportCalls({
  key: 'income',
  path: '/admin/reports/income-report',
  title: 'Ingresos: dinero aceptado por día, medio de pago, cuenta bancaria, servicio y concepto',
  filters: incomeFilters,
  response: incomeResponse,
});
