// A prefactura's payment data (DOMAIN "Bills": a TO_PAY bill gets its invoice number when its payment
// data arrives; docs/payments.md): the retention agent (or staff for it) sends the receipts of what
// is due; in one transaction the bill is locked (after its property), the receipts cover what is due
// or nothing is written, the vouchers and their bank references are stored, a surplus becomes a
// credit note, and the invoice number is taken last. Staff paying in cash or by card at the desk:
// accepted; otherwise pending reconciliation. Idempotent with Idempotency-Key / request_key.
import { BILL_STATUS, BILL_STATUS_LABELS, PAYMENT_METHOD } from '@aseo/shared/constants';
import type { BillSummary, billsCalls, CallInput } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { bs, bsToUcd, gt, rate, sub, sum, toWire, ucd } from '@aseo/shared/money';
import { accountOwnerId, actsAsClient } from '@aseo/shared/policy';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import {
  assertClientVouchers,
  isKeyConflict,
  issueCreditNote,
  lockProperty,
  storeAnswer,
  storedAnswer,
  writeVouchers,
  type PaymentFiles,
} from '../ledger/index.ts';
import { newCrypt, nextCounter } from '../billing/index.ts';

type Input = CallInput<typeof billsCalls.complete>;
type Answer = { message: string; bill: BillSummary };
const AT_DESK = new Set<number>([PAYMENT_METHOD.CASH, PAYMENT_METHOD.CREDIT, PAYMENT_METHOD.DEBIT]);

export function billCompleteService(ctx: AppContext) {
  const { db } = ctx;

  async function complete(user: SessionUser, input: Input, files: PaymentFiles, key: string | undefined, call: string): Promise<Answer> {
    const before = await storedAnswer<Answer>(db, key, user.id, call);
    if (before.found) return before.response;
    const client = actsAsClient(user);
    try {
      const answer = await db.$transaction(async (tx) => {
        const first = await tx.bill.findUnique({ where: { id: input.bill_id }, select: { property_id: true, user_id: true } });
        if (!first || (client && first.user_id !== accountOwnerId(user))) throw notFound(MSG.server.notFound);
        if (client) assertClientVouchers(input.receipts);
        if (first.property_id) await lockProperty(tx, first.property_id);
        const again = await storedAnswer<Answer>(tx, key, user.id, call);
        if (again.found) return again.response;
        const [bill] = await tx.$queryRaw<
          {
            id: number;
            status: number;
            due_bs: string;
            conversion_petro: string;
            property_id: number | null;
            user_id: number;
            crypt: string;
            total: string;
            total_bs: string;
          }[]
        >`
          SELECT id, status, due_bs::text, conversion_petro::text, property_id, user_id, crypt, total::text, total_bs::text FROM bills WHERE id = ${input.bill_id} FOR UPDATE`;
        if (bill!.status !== BILL_STATUS.TO_PAY) throw unprocessable(MSG.payments.notToPay);
        const paid = sum(
          'Bs',
          input.receipts.map((v) => bs(v.amount_paid!)),
        );
        const due = bs(bill!.due_bs);
        if (gt(due, paid)) throw unprocessable(MSG.cash.paidBelowTotal, { fields: { receipts: MSG.cash.paidBelowTotal } });
        const status = !client && input.receipts.every((v) => AT_DESK.has(v.payment_method_id!)) ? BILL_STATUS.ACCEPTED : BILL_STATUS.PENDING;
        const accepted = status === BILL_STATUS.ACCEPTED;
        await writeVouchers(tx, user, bill!.id, status, { vouchers: input.receipts } as never, files, bill!.conversion_petro);
        const surplus = sub(paid, due);
        // credit only from money received: at once at a desk, else when staff reconcile it (bills.service)
        const note = !accepted || surplus.isZero() ? null : bsToUcd(surplus, rate(bill!.conversion_petro));
        if (note)
          await issueCreditNote(tx, {
            owner: bill!.user_id,
            property: bill!.property_id,
            bill: bill!.id,
            amount: note,
            rate: bill!.conversion_petro,
            by: user.id,
          });
        // the invoice number only for money received, and last: every check is behind us, the counter row stays locked only briefly
        const number = accepted ? await nextCounter(tx, 'invoice') : null;
        await tx.bill.update({ where: { id: bill!.id }, data: { number, status, issued_at: accepted ? new Date() : null, amount_paid: paid.toFixed(2) } });
        await writeAudit(tx, 'bill.proforma-paid', {
          value_id: bill!.id,
          user_id: user.id,
          property_id: bill!.property_id,
          old: { status: BILL_STATUS.TO_PAY },
          new: { status, number, amount_paid: paid.toFixed(2) },
        });
        const owner = await tx.user.findUniqueOrThrow({ where: { id: bill!.user_id }, select: { id: true, username: true, crypt: true } });
        const ownerCrypt = owner.crypt ?? (await tx.user.update({ where: { id: owner.id }, data: { crypt: newCrypt() } })).crypt!;
        const done = await tx.bill.findUniqueOrThrow({ where: { id: bill!.id }, select: { proforma_number: true, receipt_number: true } });
        const result: Answer = {
          message: MSG.payments.saved,
          bill: {
            id: bill!.id,
            number,
            receipt_number: done.receipt_number,
            proforma_number: done.proforma_number,
            status,
            status_text: BILL_STATUS_LABELS[status as 0],
            crypt: bill!.crypt,
            total: toWire(ucd(bill!.total)),
            total_bs: toWire(bs(bill!.total_bs)),
            due_bs: toWire(due),
            amount_paid: toWire(paid),
            credit_note: note ? toWire(note) : null,
            credit_pending: !accepted && !surplus.isZero() ? toWire(surplus) : null,
            user: { id: owner.id, username: owner.username, crypt: ownerCrypt },
          },
        };
        await storeAnswer(tx, key, user.id, call, result);
        return result;
      });
      ctx.emit('movements', { action: 'save', bill_id: answer.bill.id }, [rooms.staff, rooms.user(answer.bill.user.id)]);
      return answer;
    } catch (err) {
      if (key && isKeyConflict(err)) {
        const after = await storedAnswer<Answer>(db, key, user.id, call);
        if (after.found) return after.response;
      }
      if ((err as { code?: string }).code === 'P2002') throw unprocessable(MSG.payments.referenceUsed);
      throw err;
    }
  }

  return { complete };
}
