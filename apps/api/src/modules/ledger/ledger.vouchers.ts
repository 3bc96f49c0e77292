// Who may declare what (DOMAIN "Bills"): the vouchers a taxpayer may send itself.
import { CLIENT_PAYMENT_METHODS, PAYMENT_METHOD } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { unprocessable } from '../../lib/errors.ts';

type DeclaredVoucher = {
  payment_method_id?: number;
  number?: string | null;
  date?: string | null;
  hasFile?: boolean;
  bank_id?: number | null;
  bank_account_id?: number | null;
};

/**
 * A taxpayer declares transfers and deposits only, each with its bank (a deposit: the account it went
 * into), 8-digit reference, date and file (DOMAIN "Who may declare what"); cash and cards only at a desk.
 */
export function assertClientVouchers(vouchers: readonly DeclaredVoucher[]) {
  const bad = vouchers.some(
    (v) =>
      !CLIENT_PAYMENT_METHODS.includes(v.payment_method_id ?? 0) ||
      !v.number ||
      !v.date ||
      !v.hasFile ||
      (v.payment_method_id === PAYMENT_METHOD.DEPOSIT ? !v.bank_account_id : !v.bank_id),
  );
  if (bad) throw unprocessable(MSG.payments.clientTransferOnly, { fields: { vouchers: MSG.payments.clientTransferOnly } });
}
