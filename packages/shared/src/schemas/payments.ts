// Payment data (vouchers/receipts) and reconcile rules (spec 001 section 5). Pure functions that
// return the first message, so the form and the API refuse the same input with the same text.
import { z } from 'zod';
import { BILL_STATUS, PAYMENT_METHOD, REFERENCE_NUMBER_LENGTH } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { dec, isAmount } from '../money/index.ts';
import { todayYmd } from './common.ts';

export type VoucherInput = {
  payment_method_id?: number | string | null;
  amount_paid?: string | number | null;
  number?: string | null;
  bank_id?: number | string | null;
  bank_account_id?: number | string | null;
  date?: string | null;
  reception_date?: string | null;
  accepted?: number | string | null;
  hasFile?: boolean;
};

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * First problem of one voucher, or null. `fileInRetentionModal` adds the file to deposits (the
 * retention upload modal); cash received at the desk needs no file.
 */
export function voucherError(v: VoucherInput, opts: { today?: string; fileInRetentionModal?: boolean } = {}): string | null {
  const P = MSG.payments;
  const method = blank(v.payment_method_id) ? undefined : Number(v.payment_method_id);
  if (!method) return P.methodRequired;
  if (blank(v.amount_paid) || !isAmount(v.amount_paid) || dec(v.amount_paid as string).lte(0)) return P.amountRequired;
  const need: (keyof VoucherInput)[] = [];
  if (method === PAYMENT_METHOD.TRANSFER) need.push('number', 'date', 'bank_id', 'bank_account_id');
  if (method === PAYMENT_METHOD.DEBIT || method === PAYMENT_METHOD.CREDIT) need.push('number', 'bank_id');
  if (method === PAYMENT_METHOD.DEPOSIT) need.push('number', 'date');
  if (need.some((k) => blank(v[k]))) return P.allDataRequired;
  if (!blank(v.number) && !new RegExp(`^\\d{${REFERENCE_NUMBER_LENGTH}}$`).test(String(v.number).trim())) return P.referenceDigits;
  const fileNeeded =
    method === PAYMENT_METHOD.TRANSFER || (method === PAYMENT_METHOD.DEPOSIT && opts.fileInRetentionModal);
  if (fileNeeded && !v.hasFile) return P.fileRequired;
  if (method === PAYMENT_METHOD.TRANSFER && Number(v.accepted) === BILL_STATUS.ACCEPTED && blank(v.reception_date)) {
    return P.receptionDateRequired;
  }
  const today = opts.today ?? todayYmd();
  for (const d of [v.date, v.reception_date]) if (!blank(d) && String(d).slice(0, 10) > today) return P.futureDate;
  return null;
}

/** First problem of a list of vouchers, including a bank + reference repeated inside the list. */
export function vouchersError(list: VoucherInput[], opts: { today?: string; fileInRetentionModal?: boolean } = {}): string | null {
  const seen = new Set<string>();
  for (const v of list) {
    const e = voucherError(v, opts);
    if (e) return e;
    if (!blank(v.number) && !blank(v.bank_id)) {
      const key = `${v.bank_id}|${String(v.number).trim()}`;
      if (seen.has(key)) return MSG.payments.referenceUsed;
      seen.add(key);
    }
  }
  return null;
}

/** Reconcile: reception date and amount required, dates not after today. */
export function reconcileError(v: { reception_date?: string | null; amount_paid?: string | number | null }, today = todayYmd()): string | null {
  if (blank(v.reception_date)) return MSG.payments.reconcileDateRequired;
  if (blank(v.amount_paid) || !isAmount(v.amount_paid)) return MSG.payments.amountRequired;
  if (String(v.reception_date).slice(0, 10) > today) return MSG.payments.futureDate;
  return null;
}

export const voucherSchema = z
  .looseObject({})
  .superRefine((v, ctx) => {
    const e = voucherError(v as VoucherInput);
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });

/** Credit-note amount edit (admin level only): a positive UCD amount. */
export const creditNoteEditSchema = z.object({
  credit_note_id: z.coerce.number().int().positive(),
  amount: z.string().refine((v) => isAmount(v) && dec(v).gte(0), MSG.server.invalidNumber),
});
