// One payment, one transaction (issue 13 item 6, DOMAIN "Bills", docs/cash.md): lock the property (with its owner and the
// bill's terms, cash-payer.ts) (every debt-changing write locks it first, so two desks paying the same month queue here)
// and the items, refuse a month billed before an earlier one (the ledger's oldest-first rule, at every desk), compose
// the bill on the server with composeBill, refuse what the spec refuses, then write it (cash-bill.write.ts, issue 30):
// the bill unnumbered with its lines, items taken, vouchers and balance lock; credit used and a credit note for a
// surplus; last, written with the COMMIT, its numbers (the invoice number when the money is received), the audit row,
// the balance and the idempotency key's answer. `movements save` after the commit.
import { composeBill, type ComposedBill } from '@aseo/shared/billing';
import { BILL_STATUS, BILL_STATUS_LABELS, PERMISSIONS, RETENTION } from '@aseo/shared/constants';
import type { BillSummary, CallInput, cashCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { bs, sum, toWire, ucd } from '@aseo/shared/money';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import { withTxConnection, type Tx } from '../../db.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { newCrypt } from '../billing/index.ts';
import {
  assertClientVouchers,
  assertOldestFirst,
  assertOldestFirstOf,
  billTermsOf,
  completeAgreementsOf,
  creditNotes,
  type InterestChanges,
  isUniqueViolation,
  issueCreditNote,
  readAnswerAhead,
  storedAnswer,
  useCredit,
  voucherRows,
  type BillTerms,
  type PaymentFiles,
} from '../ledger/index.ts';
import { billRow, type BillOwner } from './cash-bill.row.ts';
import { createBalance, numberBill, writeAndNumberBill, writeBill, type BillNumbering, type BillNumbers, type BillWrite } from './cash-bill.write.ts';
import { checkInOrder, readItemsAhead, takeItems, type ItemRef, type TakenItem } from './cash-items.ts';
import { lockPayer } from './cash-payer.ts';
import { createNewItems } from './cash-payment.writes.ts';

const C = MSG.cash;
const CALL = 'cash.create-payment';
type Input = CallInput<typeof cashCalls.createPayment>;
/** How a desk other than the new one calls the payment: its call id (for idempotency), the in-order rule and its texts. */
export type PayOptions = { call?: string; inOrder?: boolean; old?: boolean };

/** The months the bill covers: its first and last notice's period (read with the notices, under their lock). */
function periodsOf(notices: readonly { period?: Date }[]) {
  const months = notices.flatMap((n) => (n.period ? [n.period.getTime()] : [])).sort((a, b) => a - b);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return months.length ? { since: day(months[0]!), until: day(months.at(-1)!) } : { since: null, until: null };
}

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
      const answer = await ctx.payments.run(() =>
        withTxConnection(() => db.$transaction((tx) => pay(tx, user, client, input, files, key, { ...opts, call }), { timeout: 30_000 })),
      );
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
    tx: Tx,
    user: SessionUser,
    client: boolean,
    input: Input,
    files: PaymentFiles,
    key: string | undefined,
    opts: PayOptions & { call: string },
  ) {
    // the key's stored answer and the items named by id (none created here): their reads go with the
    // lock, in one round trip, run after it is granted
    readAnswerAhead(key);
    if (input.invoices.every((i) => i.id !== undefined)) readItemsAhead(input.property, input.invoices as ItemRef[]);
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
    else await assertOldestFirst(tx, property.id, named('Deuda'), named('Multa'));
    if (opts.inOrder) await checkInOrder(tx, property.id, refs);
    const notes = input.creditApply && owner.retention !== RETENTION.YES ? await creditNotes(tx, owner.id) : [];
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
    return write(tx, {
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

  type Write = {
    user: SessionUser;
    propertyId: number;
    hasBalance: boolean;
    owner: BillOwner;
    items: TakenItem[];
    /** The notices' interest of today (takeItems): stored, frozen, by the bill's write. */
    interest: InterestChanges;
    bill: ComposedBill;
    terms: BillTerms;
    input: Input;
    files: PaymentFiles;
    notes: { id: number; balance: string }[];
    key: string | undefined;
    call: string;
  };

  async function write(tx: Tx, w: Write) {
    const { user, owner, items, bill: b, terms } = w;
    const prefactura = b.status === BILL_STATUS.TO_PAY;
    const accepted = b.status === BILL_STATUS.ACCEPTED;
    // a voucher whose file did not arrive is refused before anything is written
    const vouchers = voucherRows(user, b.status, w.input, w.files, terms.rateText);
    // the rows taken that exist (a new interest row is inserted by the bill's write)
    const taken = (t: ItemRef['type']) => items.filter((i) => i.type === t && i.interestOf === undefined).map((i) => i.input.id as number);
    const takenFines = new Set(taken('Multa'));
    const today = new Map(w.interest.updates.map((u) => [u.id, u.amount]));
    const added = new Set(items.flatMap((i) => (i.interestOf === undefined ? [] : [i.interestOf])));
    const { lines, ...row } = billRow(b, items, terms, owner, owner.retention === RETENTION.YES);
    // two statements (cash-bill.write.ts): the bill with its lines, items taken and vouchers; then, last,
    // written with the COMMIT, its numbers — every bill has its receipt number from creation, the fiscal
    // invoice number only once its money is received (cash or card at a desk: now) — with the audit row,
    // the balance and the key's answer; every check and lock is behind us
    const crypt = newCrypt();
    const bill: BillWrite = {
      bill: {
        ...row,
        status: b.status,
        user_id: owner.id,
        property_id: w.propertyId,
        created_by: user.id,
        crypt,
        request_key: w.key ?? null,
        ...periodsOf(items.filter((i) => i.input.kind === 'notice')),
      },
      lines: lines.create,
      interestOf: items.map((i) => i.interestOf ?? null),
      taken: { Deuda: taken('Deuda'), Servicio: taken('Servicio'), Cuota: taken('Cuota'), Acuerdo: taken('Acuerdo') },
      fines: [
        ...[...takenFines].map((id) => ({ id, amount: today.get(id) ?? null, taken: true })),
        ...w.interest.updates.filter((u) => !takenFines.has(u.id)).map((u) => ({ id: u.id, amount: u.amount, taken: false })),
      ],
      newInterest: w.interest.inserts.filter((c) => added.has(c.notice_id)),
      vouchers,
      userId: user.id,
      ownerWithoutCrypt: owner.crypt ? null : owner.id,
      propertyId: w.propertyId,
    };
    // a surplus becomes credit only when the money is received (DOMAIN "Bills"): at once in cash at a
    // desk; for a bill waiting for reconciliation, from the amount staff accept (bills.service review)
    const creditNoteDue = accepted && !b.credit_note.isZero();
    // cash at a desk is money received: an agreement whose last quota this is, is completed now
    const completes = accepted && (taken('Cuota').length > 0 || taken('Acuerdo').length > 0);
    // the answer without what the last statement takes (the bill's id, its numbers, the owner's crypt),
    // which it stores for the idempotency key
    const answer = (id: number, numbers: BillNumbers, ownerCrypt: string) => ({
      message: MSG.payments.saved,
      bill: {
        id,
        number: numbers.number,
        receipt_number: numbers.receipt_number,
        proforma_number: numbers.proforma_number,
        status: b.status,
        status_text: BILL_STATUS_LABELS[b.status as 0] ?? '',
        crypt,
        total: toWire(b.total.ucd),
        total_bs: toWire(b.total.bs),
        due_bs: toWire(b.due.bs),
        amount_paid: toWire(b.paid),
        credit_note: creditNoteDue ? toWire(b.credit_note) : null,
        credit_pending: !accepted && !b.surplus.isZero() ? toWire(b.surplus) : null,
        user: { id: owner.id, username: owner.username, crypt: ownerCrypt },
      },
    });
    const numbering = (balanceLocked: boolean): BillNumbering => ({
      crypt,
      ownerId: owner.id,
      counters: ['receipt', ...(prefactura ? ['proforma' as const] : []), ...(accepted ? ['invoice' as const] : [])],
      accepted,
      audit: {
        event: prefactura ? 'bill.proforma-created' : 'bill.registered',
        facts: {
          user_id: user.id,
          property_id: w.propertyId,
          // number, receipt and proforma are added by the statement that takes them
          new: { status: b.status, total: b.total.ucd.toFixed(4), total_bs: b.total.bs.toFixed(2), items: w.input.invoices },
        },
      },
      propertyId: w.propertyId,
      balanceLocked,
      answer: w.key
        ? { key: w.key, userId: user.id, call: w.call, response: answer(0, { number: null, receipt_number: null, proforma_number: null }, '') }
        : null,
    });
    // nothing to write between the two statements: both go with the COMMIT, in one round trip (ADR 029)
    if (w.hasBalance && !w.notes.length && !creditNoteDue && !completes) {
      const [created, numbers] = await writeAndNumberBill(tx, bill, numbering(true));
      return answer(created.id, numbers, owner.crypt ?? created.owner_crypt!);
    }
    const created = await writeBill(tx, bill);
    if (completes) await completeAgreementsOf(tx, created.id, user.id);
    if (!created.balance_locked) await createBalance(tx, w.propertyId);
    await useCredit(tx, created.id, w.notes, b.credit_applied.ucd);
    if (creditNoteDue)
      await issueCreditNote(tx, { bill: created.id, owner: owner.id, property: w.propertyId, amount: b.credit_note, rate: terms.rateText, by: user.id });
    const numbers = await numberBill(tx, numbering(created.balance_locked));
    return answer(created.id, numbers, owner.crypt ?? created.owner_crypt!);
  }

  return { create };
}
