// 'Conciliación bancaria' (/admin/reports/bank-reconciliation; 001 sections 2 and 7; DOMAIN
// "Reports" and "Reconciliation"; docs/reports.md "Conciliación bancaria"): per municipal bank
// account, the ACCEPTED vouchers by reception date beside the statement movements imported for
// that account (docs/reconciliation.md "Bank statement import"), each pair matched by the
// import's confirmed link, the rest unmatched on its side with its reason. The difference between
// the vouchers' total and the movements' total is explained by the unmatched lines ('unexplained'
// is computed: 0). The DF column (disposición) only when one institution is shown. Default range:
// the first day of this month to today (`bankReconciliationDefaultRange`).
import { z } from 'zod';
import { MSG } from '../../messages/index.ts';
import { bsText, rateText } from '../../money/wire.ts';
import { dateRangeError, formObject, integer, isBlank, optionalDateText, optionalId } from '../../schemas/common.ts';
import { page } from '../common.ts';
import { reportCalls } from './define-report.ts';

const int = () => z.number().int();
const S = MSG.server;

/** Which lines: every one, the matched pairs, or the unmatched lines of one side. */
export const BANK_RECONCILIATION_SIDES = ['all', 'matched', 'unmatched-vouchers', 'unmatched-movements'] as const;
export type BankReconciliationSide = (typeof BANK_RECONCILIATION_SIDES)[number];
export const BANK_RECONCILIATION_SIDE_LABELS: Record<BankReconciliationSide, string> = {
  all: 'Todos',
  matched: 'Conciliados',
  'unmatched-vouchers': 'Pagos sin movimiento',
  'unmatched-movements': 'Movimientos sin pago',
};

export const bankReconciliationFilters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  /** Caracas days: the vouchers' reception date and the movements' date, both included; default this month to today */
  since: optionalDateText(),
  until: optionalDateText(),
  bank_account_id: optionalId(),
  /** Only the vouchers of bills of this institution (the movements carry none: all are listed); shows the DF column */
  institution_id: optionalId(),
  side: z.preprocess((v) => (isBlank(v) ? 'all' : v), z.enum(BANK_RECONCILIATION_SIDES, { error: MSG.reports.invalidSide })),
  withoutLoading: z.unknown().optional(),
}).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
export type BankReconciliationFilters = z.output<typeof bankReconciliationFilters>;

const account = z.object({ id: int(), bank: z.string(), number: z.string(), name: z.string() });

/** One line: a matched pair (both sides), an accepted voucher without movement, or a movement without voucher. */
export const bankReconciliationWire = z.object({
  /** 'v{voucher id}' or 'm{movement id}' (a pair: its voucher's) */
  key: z.string(),
  status: z.enum(['matched', 'unmatched-voucher', 'unmatched-movement']),
  status_text: z.string(),
  account,
  /** The line's Caracas day: the voucher's reception date, else the movement's date (YYYY-MM-DD) */
  date: z.string(),
  voucher: z
    .object({
      id: int(),
      bill_id: int(),
      /** The invoice number ('00000012') or receipt number ('R-00000034') */
      bill_number: z.string(),
      customer_name: z.string(),
      method: z.string(),
      reference: z.string().nullable(),
      reception_date: z.string(),
      amount: bsText,
      /** The voucher's share of its bill's disposición (df_amount × amount / bill's amount paid) */
      df: bsText,
    })
    .nullable(),
  movement: z.object({ id: int(), date: z.string(), reference: z.string(), description: z.string().nullable(), amount: bsText, status: z.string() }).nullable(),
  /** Why a line is unmatched (null for a pair) */
  reason: z.string().nullable(),
});
export type BankReconciliationRow = z.infer<typeof bankReconciliationWire>;

const side = z.object({ count: int(), amount: bsText });
/** One account's figures over every line of the filters (not only the page). */
export const bankReconciliationTotal = z.object({
  account,
  vouchers: side,
  movements: side,
  matched: side,
  unmatched_vouchers: side,
  unmatched_movements: side,
  /** vouchers − movements */
  difference: bsText,
  /** unmatched vouchers − unmatched movements: the lines that explain the difference */
  explained: bsText,
  /** difference − explained (0) */
  unexplained: bsText,
  /** The vouchers' DF total (only meaningful when df_applies) */
  df: bsText,
});
export type BankReconciliationTotal = z.infer<typeof bankReconciliationTotal>;

export const bankReconciliationResponse = z.object({
  bills: page(bankReconciliationWire),
  conversion_petro: z.object({ amount: rateText }).nullable(),
  totals: z.array(bankReconciliationTotal),
  /** The range applied (the default when none was given) */
  since: z.string(),
  until: z.string(),
  /** The DF column and its total apply: one institution is shown */
  df_applies: z.boolean(),
  /** The filters' choices: the municipal bank accounts and the institutions */
  accounts: z.array(account),
  institutions: z.array(z.object({ id: int(), name: z.string() })),
});
export type BankReconciliationAnswer = z.infer<typeof bankReconciliationResponse>;

export const bankReconciliationCalls = reportCalls({
  key: 'bank-reconciliation',
  path: '/admin/reports/bank-reconciliation',
  title: 'Conciliación bancaria: pagos aceptados frente a los movimientos del estado de cuenta, con la diferencia explicada',
  filters: bankReconciliationFilters,
  response: bankReconciliationResponse,
});
