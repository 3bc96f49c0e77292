// Payment data (vouchers/receipts), reconcile and bill actions (001 sections 4 and 5). The rules
// are pure functions returning the first message, so the form and the API refuse the same input
// with the same text; the zod schemas wrap them.
import { z } from 'zod';
import { BILL_STATUS, MANUAL_BILL_STATUSES, PAYMENT_METHOD, REFERENCE_NUMBER_LENGTH } from '../constants/index.ts';
import { fromInputDate } from '../format/index.ts';
import { MSG } from '../messages/index.ts';
import { isZeroText, readMoneyText, type MoneyTextProblem } from '../money/index.ts';
import {
  code,
  dateText,
  formObject,
  id,
  isBlank,
  LONG_TEXT,
  optionalDateText,
  optionalId,
  optionalMoneyText,
  optionalText,
  requiredText,
  todayYmd,
} from './common.ts';

const P = MSG.payments;
const S = MSG.server;

export type VoucherInput = {
  payment_method_id?: number | string | null;
  amount_paid?: string | number | null;
  number?: string | number | null;
  bank_id?: number | string | null;
  bank_account_id?: number | string | null;
  date?: string | null;
  reception_date?: string | null;
  accepted?: number | string | null;
  hasFile?: boolean;
  /** Which of the call's uploaded files is this voucher's (0 = the first); implies hasFile. */
  file_index?: number;
};

/**
 * Where the voucher is entered. 'upload' (client payment data, retention modal, completing a bill):
 * a file is required unless the method is debit or credit. 'desk' (a cashier at the old or new
 * cash desk): the money or card is in front of the cashier, so only a transfer needs its file.
 */
export type VoucherContext = 'upload' | 'desk';
export type VoucherOptions = { today?: string; context?: VoucherContext };

/** Data each method needs besides method and amount (001 section 5). */
const METHOD_DATA: Record<number, (keyof VoucherInput)[]> = {
  [PAYMENT_METHOD.CASH]: [],
  [PAYMENT_METHOD.TRANSFER]: ['number', 'date', 'bank_id', 'bank_account_id'],
  [PAYMENT_METHOD.CREDIT]: ['number', 'bank_id'],
  [PAYMENT_METHOD.DEBIT]: ['number', 'bank_id'],
  [PAYMENT_METHOD.DEPOSIT]: ['number', 'date'],
};

/** Whether a voucher of this method needs its file in this context. */
export function voucherNeedsFile(method: number, context: VoucherContext = 'upload'): boolean {
  if (method === PAYMENT_METHOD.TRANSFER) return true;
  if (method === PAYMENT_METHOD.DEBIT || method === PAYMENT_METHOD.CREDIT) return false;
  return context === 'upload';
}

const REFERENCE = new RegExp(`^\\d{${REFERENCE_NUMBER_LENGTH}}$`);

const AMOUNT_PROBLEM: Record<MoneyTextProblem, string> = { invalid: P.amountInvalid, places: P.amountDecimals, tooLarge: P.amountTooLarge };

/**
 * What is wrong with an amount paid (Bs), or null: missing or zero, not an amount, more than 2
 * decimals, 10^13 or more. Read by the one money-text reader, so the desk, the client's payment,
 * a prefactura's data and reconcile refuse the same texts with the same words.
 */
export function amountPaidError(value: unknown): string | null {
  if (isBlank(value)) return P.amountRequired;
  const read = readMoneyText(value, 'Bs');
  if (!read.ok) return AMOUNT_PROBLEM[read.problem];
  return isZeroText(read.text) ? P.amountRequired : null;
}

/** `amount_paid` of a call: missing stays undefined (the rules say it is required), the rest as amountPaidError reads it. */
export const amountPaidText = optionalMoneyText('Bs', AMOUNT_PROBLEM);

/** First problem of one voucher, or null. */
export function voucherError(v: VoucherInput, opts: VoucherOptions = {}): string | null {
  const method = isBlank(v.payment_method_id) ? undefined : Number(v.payment_method_id);
  if (!method || !(method in METHOD_DATA)) return P.methodRequired;
  const amount = amountPaidError(v.amount_paid);
  if (amount) return amount;
  if (METHOD_DATA[method].some((k) => isBlank(v[k]))) return P.allDataRequired;
  if (!isBlank(v.number) && !REFERENCE.test(String(v.number).trim())) return P.referenceDigits;
  if (voucherNeedsFile(method, opts.context) && !v.hasFile && v.file_index === undefined) return P.fileRequired;
  if (method === PAYMENT_METHOD.TRANSFER && Number(v.accepted) === BILL_STATUS.ACCEPTED && isBlank(v.reception_date)) {
    return P.receptionDateRequired;
  }
  const today = opts.today ?? todayYmd();
  for (const d of [v.date, v.reception_date]) {
    if (isBlank(d)) continue;
    const ymd = fromInputDate(String(d));
    if (!ymd) return S.invalidDate;
    if (ymd > today) return S.dateInFuture;
  }
  return null;
}

/** First problem of a list of vouchers, including the same bank and reference twice in the list. */
export function vouchersError(list: readonly VoucherInput[], opts: VoucherOptions = {}): string | null {
  const seen = new Set<string>();
  for (const v of list) {
    const e = voucherError(v, opts);
    if (e) return e;
    if (!isBlank(v.number) && !isBlank(v.bank_id)) {
      const key = `${Number(v.bank_id)}|${String(v.number).trim()}`;
      if (seen.has(key)) return P.referenceUsed;
      seen.add(key);
    }
  }
  return null;
}

/** Reconcile: reception date and amount required, the date not after today. */
export function reconcileError(v: { reception_date?: string | null; amount_paid?: string | number | null }, today = todayYmd()): string | null {
  if (isBlank(v.reception_date)) return P.reconcileDateRequired;
  const amount = amountPaidError(v.amount_paid);
  if (amount) return amount;
  const ymd = fromInputDate(String(v.reception_date));
  if (!ymd) return S.invalidDate;
  if (ymd > today) return S.dateInFuture;
  return null;
}

const voucherShape = {
  payment_method_id: optionalId(),
  amount_paid: amountPaidText,
  number: optionalText(REFERENCE_NUMBER_LENGTH * 4),
  bank_id: optionalId(),
  bank_account_id: optionalId(),
  date: optionalDateText(),
  reception_date: optionalDateText(),
  accepted: z.preprocess((v) => (isBlank(v) ? undefined : v), code(Object.values(BILL_STATUS), S.invalidStatus).optional()),
  hasFile: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
  file_index: z.preprocess(
    (v) => (isBlank(v) ? undefined : Number(v)),
    z.number({ error: S.invalidData }).int(S.invalidData).min(0, S.invalidData).max(99, S.invalidData).optional(),
  ),
};

/** One voucher as the forms and the API receive it; `today` is read at each parse. */
export function makeVoucherSchema(opts: { today?: () => string; context?: VoucherContext } = {}) {
  return formObject(voucherShape).superRefine((v, ctx) => {
    const e = voucherError(v, { today: opts.today?.(), context: opts.context });
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });
}
export const voucherSchema = makeVoucherSchema();

/** Reconcile call: bill, reception date and amount paid. */
export function makeReconcileSchema(today: () => string = () => todayYmd()) {
  return formObject({ bill_id: id(S.invalidData), reception_date: optionalDateText(), amount_paid: amountPaidText }).superRefine((v, ctx) => {
    const e = reconcileError(v, today());
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });
}

/** Reject or annul with an optional comment. */
export const billCommentSchema = formObject({ bill_id: id(S.invalidData), comments: optionalText(LONG_TEXT) });
/** Manual status change: pending, accepted, rejected or cancelled, never to pay. */
export const billStatusSchema = formObject({ bill_id: id(S.invalidData), status: code(MANUAL_BILL_STATUSES, S.invalidStatus) });
export const controlNumberSchema = formObject({ bill_id: id(S.invalidData), control_number: requiredText(S.controlNumberRequired, 40) });
/** Change a bill's creation date: a real date, not after today. */
export function makeBillDateSchema(today: () => string = () => todayYmd()) {
  return formObject({
    bill_id: id(S.invalidData),
    created_at: z.preprocess((v) => (isBlank(v) ? undefined : v), dateText()).refine((d) => d <= today(), S.dateInFuture),
  });
}
