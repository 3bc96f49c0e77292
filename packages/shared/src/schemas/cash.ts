// Cash desk rules (spec 001 section 5 "New cash, Procesar" and "Old cash finish").
import { MSG } from '../messages/index.ts';
import { dec, isZero, lt, type Amount } from '../money/index.ts';

export type NewCashProcessInput = {
  itemCount: number;
  totalToPay: Amount;
  voucherCount: number;
  creditApplied: boolean;
  retentionAgent: boolean;
  /** Total to pay left after the vouchers. */
  remainingAfterVouchers: Amount;
};

/** First message that stops "Procesar", or null. */
export function validateNewCashProcess(v: NewCashProcessInput): string | null {
  if (v.itemCount < 1) return MSG.cash.itemRequired;
  if (!isZero(v.totalToPay) && v.voucherCount === 0 && !v.creditApplied && !v.retentionAgent) return MSG.cash.voucherRequired;
  if (!v.retentionAgent && dec(v.remainingAfterVouchers).gt(0)) return MSG.cash.completeTotal;
  return null;
}

/** Old cash finish when the total is above 0 and retention is off. */
export function validateOldCashFinish(v: { total: Amount; retention: boolean; receiptCount: number; receiptsTotal: Amount }): string | null {
  if (dec(v.total).lte(0) || v.retention) return null;
  if (v.receiptCount < 1) return MSG.cash.receiptRequired;
  if (lt(v.receiptsTotal, v.total)) return MSG.cash.paidBelowTotal;
  return null;
}
