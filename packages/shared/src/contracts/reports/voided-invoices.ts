// 'Facturas anuladas' (/admin/reports/voided-invoices; 001 sections 2, 4 and 7; DOMAIN "Reports";
// docs/reports.md "Facturas anuladas"): the rejected (Reversado, 2) and cancelled (Anulado, 3) bills
// only, each with its number (the invoice number when it had one, else its receipt number: a bill
// rejected before acceptance never had an invoice number), its date, taxpayer, property, amount, who
// voided it, when and why. Since/until are Caracas days of the voiding (rejected_at / cancelled_at).
import { z } from 'zod';
import { VOIDED_BILL_STATUSES } from '../../constants/index.ts';
import { MSG } from '../../messages/index.ts';
import { bsText, ucdText } from '../../money/wire.ts';
import { code, dateRangeError, formObject, integer, isBlank, optionalDateText, optionalId, optionalText } from '../../schemas/common.ts';
import { page } from '../common.ts';
import { reportCalls } from './define-report.ts';

const int = () => z.number().int();
const S = MSG.server;

export const voidedInvoicesFilters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  /** Number (invoice or receipt), property code, taxpayer name, document or username */
  search: optionalText(100),
  /** Caracas days of the voiding (rejected_at or cancelled_at), both included */
  since: optionalDateText(),
  until: optionalDateText(),
  /** 2 Reversado or 3 Anulado; both when missing */
  status: code(VOIDED_BILL_STATUSES, S.invalidStatus).optional(),
  client_id: optionalId(),
  withoutLoading: z.unknown().optional(),
}).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
export type VoidedInvoicesFilters = z.output<typeof voidedInvoicesFilters>;

export const voidedInvoiceWire = z.object({
  id: int(),
  /** The invoice number when the bill had one ('00000012'), else its receipt number ('R-00000034') */
  number: z.string(),
  invoice_number: int().nullable(),
  receipt_number: int().nullable(),
  control_number: z.string().nullable(),
  /** The bill's date (its editable 'fecha'), a Caracas day YYYY-MM-DD */
  date: z.string(),
  /** 2 Reversado, 3 Anulado */
  status: int(),
  status_text: z.string(),
  /** The customer as printed on the bill, and the account's username */
  customer_name: z.string(),
  customer_document: z.string(),
  user_id: int(),
  username: z.string(),
  property_code: z.string().nullable(),
  total: ucdText,
  total_bs: bsText,
  /** When it was voided (rejected_at or cancelled_at, ISO instant) */
  voided_at: z.string().nullable(),
  /** The Caracas day of voided_at, YYYY-MM-DD (what since/until filter) */
  voided_day: z.string().nullable(),
  /** Who voided it: the author of the audit row of the rejection or annulment (null for rows older than the audit trail) */
  voided_by: z.object({ id: int(), username: z.string(), name: z.string() }).nullable(),
  /** Why: reject_comments or cancel_comments */
  reason: z.string().nullable(),
});
export type VoidedInvoiceRow = z.infer<typeof voidedInvoiceWire>;

const kindTotal = z.object({ count: int(), total: ucdText, total_bs: bsText });
export const voidedInvoicesResponse = z.object({
  bills: page(voidedInvoiceWire),
  /** Every row of the filters (not only the page): by kind and overall */
  summary: z.object({ rejected: kindTotal, cancelled: kindTotal, all: kindTotal }),
});
export type VoidedInvoicesAnswer = z.infer<typeof voidedInvoicesResponse>;

export const voidedInvoicesCalls = reportCalls({
  key: 'voided-invoices',
  path: '/admin/reports/voided-invoices',
  title: 'Facturas anuladas: pagos reversados y anulados, con quién, cuándo y por qué',
  filters: voidedInvoicesFilters,
  response: voidedInvoicesResponse,
});
