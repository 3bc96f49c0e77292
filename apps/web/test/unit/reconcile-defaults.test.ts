// What 'Conciliar' proposes (001 section 5 "Reconcile", issue 26 item 3): the amount paid, or the
// converted total when nothing was declared; the day of the voucher the bank must show, never after today.
import { describe, expect, it } from 'vitest';
import { reconcileDefaults } from '../../src/features/payments/lib/reconcile-defaults.ts';

const TODAY = '2026-03-10';
const cash = { number: null, date: TODAY };
const transfer = (date: string | null, number = '01234567') => ({ number, date });

describe('reconcile defaults', () => {
  it.each([
    ['the amount declared', { amount_paid: '580.00', due_bs: '580.00', details_new: [transfer('2026-03-07')] }, { amount: '580.00', day: '2026-03-07' }],
    ['an overpayment as declared', { amount_paid: '600.00', due_bs: '580.00', details_new: [transfer('2026-03-07')] }, { amount: '600.00', day: '2026-03-07' }],
    ['nothing declared: the converted total', { amount_paid: '0.00', due_bs: '580.00', details_new: [] }, { amount: '580.00', day: TODAY }],
    [
      'cash today plus a transfer: the transfer’s day',
      { amount_paid: '580.00', due_bs: '580.00', details_new: [cash, transfer('2026-03-02')] },
      { amount: '580.00', day: '2026-03-02' },
    ],
    [
      'two transfers: the later day',
      { amount_paid: '580.00', due_bs: '580.00', details_new: [transfer('2026-03-02'), transfer('2026-03-05', '07654321')] },
      { amount: '580.00', day: '2026-03-05' },
    ],
    [
      'no bank voucher: any voucher’s day',
      { amount_paid: '580.00', due_bs: '580.00', details_new: [{ number: null, date: '2026-03-04' }] },
      { amount: '580.00', day: '2026-03-04' },
    ],
    ['undated vouchers: today', { amount_paid: '580.00', due_bs: '580.00', details_new: [transfer(null)] }, { amount: '580.00', day: TODAY }],
    [
      'a day after today is never proposed',
      { amount_paid: '580.00', due_bs: '580.00', details_new: [transfer('2026-03-11')] },
      { amount: '580.00', day: TODAY },
    ],
  ])('%s', (_, bill, expected) => {
    expect(reconcileDefaults(bill, TODAY)).toEqual(expected);
  });
});
