// One payment, one transaction (issue 13 item 6, DOMAIN "Bills", docs/cash.md; its own on pg, or Prisma's
// for what needs Prisma's models: ADR 031): lock the property (with its owner and the
// bill's terms, cash-payer.ts) (every debt-changing write locks it first, so two desks paying the same month queue here)
// and the items, refuse a month billed before an earlier one (the ledger's oldest-first rule, at every desk), compose
// the bill on the server with composeBill, refuse what the spec refuses, then store it (cash-payment.store.ts,
// cash-bill.write.ts, issue 30): the bill unnumbered with its lines, items taken, interest, vouchers and balance lock;
// credit used and a credit note for a surplus; last, written with the COMMIT, its numbers (the invoice number when the
// money is received), the audit row, the balance and the idempotency key's answer. `movements save` after the commit.
import { composeBill } from '@aseo/shared/billing';
import { PERMISSIONS, RETENTION } from '@aseo/shared/constants';
import type { BillSummary, CallInput, cashCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { bs, sum, ucd } from '@aseo/shared/money';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import { NeedsPrisma, prismaTx, runOwnTransaction, type OwnTx, type Tx } from '../../db.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import {
  assertClientVouchers,
  assertOldestFirst,
  assertOldestFirstOf,
  billTermsOf,
  creditNotes,
  isUniqueViolation,
  readAnswerAhead,
  storedAnswer,
  type PaymentFiles,
} from '../ledger/index.ts';
import { checkInOrder, readItemsAhead, takeItems, type ItemRef } from './cash-items.ts';
import { lockPayer } from './cash-payer.ts';
import { storePayment } from './cash-payment.store.ts';
import { createNewItems } from './cash-payment.writes.ts';

const C = MSG.cash;
const CALL = 'cash.create-payment';
type Input = CallInput<typeof cashCalls.createPayment>;
/** How a desk other than the new one calls the payment: its call id (for idempotency), the in-order rule and its texts. */
export type PayOptions = { call?: string; inOrder?: boolean; old?: boolean };

/**
 * A payment its own transaction can make (ADR 031): every item named by id, months with or without
 * their fines, no credit applied, not the old desk's order check. The rest needs Prisma's models
 * (new items, services, quotas, credit notes, fines alone, the months in order).
 */
const ownable = (input: Input, opts: PayOptions) =>
  !opts.inOrder &&
  !input.creditApply &&
  input.invoices.some((i) => i.type === 'Deuda') &&
  input.invoices.every((i) => i.id !== undefined && (i.type === 'Deuda' || i.type === 'Multa'));

export function cashPaymentService(ctx: AppContext) {
  const { db } = ctx;

  async function create(
    user: SessionUser,
    input: Input,
    files: PaymentFiles,
    key: string | undefined,
    opts: PayOptions = {},
  ): Promise<{ message: string; bill: BillSummary }> {
    const call = opts.call ?? CALL;
    const client = actsAsClient(user);
    if (!client && !can(user, PERMISSIONS.VIEW_CASH)) throw forbidden(MSG.server.forbidden);
    // a taxpayer at the new desk pays its notices (with their fines); fines, services and quotas are added by staff (001 section 6)
    if (client && call === CALL && input.invoices.some((i) => i.type !== 'Deuda')) throw unprocessable(C.clientNoticesOnly);
    try {
      // one payment's transaction per turn of the desk payments' gate, its hot statements sent on its own
      // connection (ADR 028)
      const work = (tx: Tx | OwnTx) => pay(tx, user, client, input, files, key, { ...opts, call });
      const answer = await ctx.payments.run(async () => {
        // its own transaction, its statements sent with pg (ADR 031); what needs Prisma's models runs
        // in Prisma's: known from the input, or found on the way (NeedsPrisma, before any commit)
        if (ownable(input, opts)) {
          try {
            return await runOwnTransaction(db, work);
          } catch (err) {
            if (!(err instanceof NeedsPrisma)) throw err;
          }
        }
        return db.$transaction(work, { timeout: 30_000 });
      });
      ctx.emit('movements', { action: 'save', property_id: input.property, bill_id: answer.bill.id }, [rooms.staff, rooms.user(answer.bill.user.id)]);
      return answer;
    } catch (err) {
      // the submission sent again: the payment its key names has committed (at once beside this copy,
      // or before whatever refused it); its answer. A copy that finds it after the payer's lock is
      // answered inside the transaction (pay), so a retry costs no read before it.
      if (key) {
        // (a key of another user or call is refused here too, whatever refused this copy)
        const after = await storedAnswer<{ message: string; bill: BillSummary }>(db, key, user.id, call);
        if (after.found) return after.response;
      }
      if (isUniqueViolation(err, 'voucher_references') || isUniqueViolation(err, 'bank_id')) throw unprocessable(MSG.payments.referenceUsed);
      if (isUniqueViolation(err, 'bill_lines')) throw unprocessable(C.itemTaken);
      throw err;
    }
  }

  async function pay(
    tx: Tx | OwnTx,
    user: SessionUser,
    client: boolean,
    input: Input,
    files: PaymentFiles,
    key: string | undefined,
    opts: PayOptions & { call: string },
  ) {
    // the key's stored answer and the items named by id (none created here): their reads go with the
    // lock, in one round trip, run after it is granted
    readAnswerAhead(tx, key);
    if (input.invoices.every((i) => i.id !== undefined)) readItemsAhead(tx, input.property, input.invoices as ItemRef[]);
    const property = await lockPayer(tx, input.property);
    if (client && accountOwnerId(user) !== property.user_id) throw notFound(MSG.server.notFound);
    if (client) assertClientVouchers(input.vouchers);
    // a copy of the same submission that waited on the lock: the first one has committed, answer it
    const first = await storedAnswer<{ message: string; bill: BillSummary }>(tx, key, user.id, opts.call);
    if (first.found) return first.response;
    const owner = property.owner;
    const terms = billTermsOf(property, property.terms);
    const refs = await createNewItems(tx, user, client, property.id, input.invoices);
    const { items, order, interest } = await takeItems(tx, property.id, refs, terms.exempt);
    // oldest month first, the ledger's rule at every desk (naming the month left behind; read with the
    // notices when the bill has any); then the old desk's own: the months ticked are the oldest
    // pending notices, none skipped
    const named = (t: ItemRef['type']) => refs.filter((r) => r.type === t).map((r) => r.id);
    if (order) assertOldestFirstOf(order);
    else await assertOldestFirst(prismaTx(tx), property.id, named('Deuda'), named('Multa'));
    if (opts.inOrder) await checkInOrder(prismaTx(tx), property.id, refs);
    const notes = input.creditApply && owner.retention !== RETENTION.YES ? await creditNotes(prismaTx(tx), owner.id) : [];
    const credit = sum(
      'Ucd',
      notes.map((n) => ucd(n.balance)),
    );
    const vouchers = input.vouchers.map((v) => ({ method: v.payment_method_id!, amount: bs(v.amount_paid!) }));
    const bill = composeBill({
      lines: items.map((i) => i.input),
      rate: terms.rate,
      iva: terms.iva,
      discount: terms.discount?.percentage ?? null,
      retention: owner.retention,
      retentionPercent: terms.retentionPercent,
      credit,
      vouchers,
      byClient: client,
    });
    const agent = owner.retention === RETENTION.YES || owner.retention === RETENTION.PROFORMA;
    const [none, short, field] = opts.old ? [C.receiptRequired, C.paidBelowTotal, 'receipts'] : [C.voucherRequired, C.completeTotal, 'vouchers'];
    if (!agent && !bill.due.bs.isZero() && !vouchers.length) throw unprocessable(none, { fields: { [field]: none } });
    if (!agent && !bill.missing.isZero()) throw unprocessable(short, { fields: { [field]: short } });
    return storePayment(tx, {
      user,
      propertyId: property.id,
      hasBalance: property.has_balance,
      owner,
      items,
      interest,
      bill,
      terms,
      input,
      files,
      notes,
      key,
      call: opts.call,
    });
  }

  return { create };
}
