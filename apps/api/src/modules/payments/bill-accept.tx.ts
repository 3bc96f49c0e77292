// Accepting a bill: the money is received (DOMAIN "Bills", numbers at acceptance; docs/payments.md).
// Inside the caller's transaction (property and bill locked): a surplus of the accepted amount over
// what was due becomes a credit note at the bill's rate, and the fiscal invoice number is taken last,
// once: a bill that had one (accepted before, moved back) keeps it.
import { BILL_STATUS } from '@aseo/shared/constants';
import { bs, bsToUcd, gt, rate, sub, type Bs } from '@aseo/shared/money';
import type { Tx } from '../../db.ts';
import { nextCounter } from '../billing/index.ts';
import { completeAgreementsOf, issueCreditNote } from '../ledger/index.ts';

/**
 * Marks bill `id` ACCEPTED. `paid`: the amount staff accepted (the bank's figure), or null to keep the
 * bill's own (a manual status change: no credit note is made from an amount nobody checked).
 */
export async function acceptBill(tx: Tx, id: number, userId: number, paid: Bs | null, receptionDay: Date | null) {
  const bill = await tx.bill.findUniqueOrThrow({
    where: { id },
    select: { number: true, due_bs: true, conversion_petro: true, user_id: true, property_id: true, issued_at: true },
  });
  const surplus = paid && gt(paid, bs(bill.due_bs.toFixed(2))) ? sub(paid, bs(bill.due_bs.toFixed(2))) : null;
  if (surplus) {
    const note = bsToUcd(surplus, rate(bill.conversion_petro.toString()));
    await issueCreditNote(tx, { owner: bill.user_id, property: bill.property_id, bill: id, amount: note, rate: bill.conversion_petro, by: userId });
  }
  const number = bill.number ?? (await nextCounter(tx, 'invoice'));
  await tx.bill.update({
    where: { id },
    data: {
      status: BILL_STATUS.ACCEPTED,
      number,
      issued_at: bill.number === null ? new Date() : bill.issued_at,
      ...(paid ? { amount_paid: paid.toFixed(2) } : {}),
      ...(receptionDay ? { reception_date: receptionDay } : {}),
    },
  });
  // the money of an agreement's last quota is in: the agreement is completed
  await completeAgreementsOf(tx, id, userId);
  return { number, credit_note: surplus ? surplus.toFixed(2) : null };
}
