// What 'Conciliar' proposes (001 section 5 "Reconcile"): the amount is the one paid, or the bill's
// converted total (what was due in Bs) when nothing was declared; the reception date is the day the
// taxpayer declared for the money the bank has to show (the latest date of a voucher with a bank
// reference, else of any voucher), never after today, else today. Staff check both against the bank.
import { bs, isZero } from '@aseo/shared/money';

type Bill = { amount_paid: string; due_bs: string; details_new: { number: string | null; date: string | null }[] };

export function reconcileDefaults(bill: Bill, today: string): { amount: string; day: string } {
  const declared = bill.amount_paid && !isZero(bs(bill.amount_paid));
  const dated = (l: Bill['details_new']) => l.map((v) => v.date).filter((d): d is string => !!d && d <= today);
  const banked = dated(bill.details_new.filter((v) => v.number));
  const days = banked.length ? banked : dated(bill.details_new);
  return { amount: declared ? bill.amount_paid : bill.due_bs, day: days.length ? days.sort().at(-1)! : today };
}
