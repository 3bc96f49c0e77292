// What happens to a demo bill after the desk, as the portal's services do it (docs/payments.md):
// reconciliation (bill-accept: credit note from the surplus staff accepted, invoice number),
// rejection and annulment (bill-lines: lines released, credit reversed), a prefactura's payment data
// (bill-complete) and a retention agent's withholding voucher (voucher-history).
import { dayOfInstant } from '@aseo/shared/billing';
import { BILL_STATUS, PAYMENT_METHOD } from '@aseo/shared/constants';
import { bs, bsToUcd, gt, rate, sub, sum, type Bs } from '@aseo/shared/money';
import { writeVouchers, type VoucherSpec } from './desk.ts';
import type { BillState, Ledger } from './ledger.ts';

const AT_DESK = new Set<number>([PAYMENT_METHOD.CASH, PAYMENT_METHOD.CREDIT, PAYMENT_METHOD.DEBIT]);
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** acceptBill (reconciliation): vouchers received that day, a credit note from the surplus staff accepted, the invoice number. */
export function reconcile(l: Ledger, bill: BillState, at: Date, by: number, paid: Bs = bs(String(bill.row.amount_paid))) {
  if (bill.row.status !== BILL_STATUS.PENDING) throw new Error(`demo: bill ${bill.id} is not pending`);
  const day = dayDate(dayOfInstant(at));
  for (const v of bill.vouchers) Object.assign(v.row, { accepted: 1, reception_date: day });
  const due = bs(bill.row.due_bs);
  if (gt(paid, due)) l.addCreditNote(bill, bsToUcd(sub(paid, due), rate(bill.row.conversion_petro)), by, at);
  Object.assign(bill.row, {
    status: BILL_STATUS.ACCEPTED,
    number: bill.row.number ?? l.next('invoice'),
    issued_at: bill.row.issued_at ?? at,
    amount_paid: paid.toFixed(2),
    reception_date: day,
    updated_at: at,
  });
}

/** Rejected before acceptance: lines released, bank references freed, never an invoice number. */
export function reject(l: Ledger, bill: BillState, at: Date, comments: string) {
  if (bill.row.status !== BILL_STATUS.PENDING) throw new Error(`demo: bill ${bill.id} is not pending`);
  l.release(bill, at);
  for (const v of bill.vouchers) {
    if (v.referenced) l.references.delete(`${v.row.bank_id}:${v.row.number}`);
    v.referenced = false;
  }
  Object.assign(bill.row, { status: BILL_STATUS.REJECTED, rejected_at: at, reject_comments: comments, updated_at: at });
}

/** 'Anular pago': lines released and the credit note reversed; the invoice number and the references stay. */
export function annul(l: Ledger, bill: BillState, at: Date, comments: string) {
  l.release(bill, at);
  Object.assign(bill.row, { status: BILL_STATUS.CANCELLED, cancelled_at: at, cancel_comments: comments, updated_at: at });
}

/** A prefactura's payment data (bill-complete.service): vouchers of what is due; accepted at once only in cash or card at a desk. */
export function completePrefactura(l: Ledger, bill: BillState, specs: VoucherSpec[], o: { at: Date; by: number; byClient: boolean }) {
  if (bill.row.status !== BILL_STATUS.TO_PAY) throw new Error(`demo: bill ${bill.id} is not a prefactura`);
  const paid = sum(
    'Bs',
    specs.map((v) => v.amount),
  );
  if (gt(bs(bill.row.due_bs), paid)) throw new Error(`demo: payment data of bill ${bill.id} below what is due`);
  const status = !o.byClient && specs.every((v) => AT_DESK.has(v.method)) ? BILL_STATUS.ACCEPTED : BILL_STATUS.PENDING;
  writeVouchers(l, bill, specs, status, o);
  const accepted = status === BILL_STATUS.ACCEPTED;
  if (accepted && gt(paid, bs(bill.row.due_bs))) l.addCreditNote(bill, bsToUcd(sub(paid, bs(bill.row.due_bs)), rate(bill.row.conversion_petro)), o.by, o.at);
  Object.assign(bill.row, {
    status,
    number: accepted ? l.next('invoice') : null,
    issued_at: accepted ? o.at : null,
    amount_paid: paid.toFixed(2),
    updated_at: o.at,
  });
}

/** The retention agent's withholding voucher: 14 digits (YYYYMM of its date + an 8-digit sequence), the bill's percentage and withheld VAT. */
export function withholding(l: Ledger, bill: BillState, o: { at: Date; by: number; sequence: number; file: string }) {
  const day = dayOfInstant(o.at);
  const number = `${day.slice(0, 4)}${day.slice(5, 7)}${String(o.sequence).padStart(8, '0')}`;
  l.withholdings.push({
    id: l.id('withholding_vouchers'),
    bill_id: bill.id,
    user_id: bill.property.owner.id,
    number,
    date: dayDate(day),
    percentage: String(bill.row.retention_percentage),
    amount: String(bill.row.retention_bs),
    file: o.file,
    created_by: o.by,
    created_at: o.at,
  });
  bill.row.file = o.file;
  bill.row.updated_at = o.at;
  return number;
}
