// One payment, one transaction (issue 13 item 6, DOMAIN "Bills", docs/cash.md): lock the property (with its owner, cash-payer.ts)
// (every debt-changing write locks it first, so two desks paying the same month queue here) and the
// items, refuse a month billed before an earlier one (the ledger's assertOldestFirst, at every desk),
// compose the bill on the server with composeBill, refuse what the spec refuses, take the
// invoice number (or a prefactura's proforma number) right before the bill's rows are written, then
// lines, items marked taken, vouchers with their bank references, credit used, a credit note for a
// surplus, the balance row, the audit row and the idempotency key's answer. `movements save` after
// the commit.
import { composeBill, type ComposedBill } from '@aseo/shared/billing';
import { BILL_STATUS, BILL_STATUS_LABELS, NOTICE_STATUS, PERMISSIONS, RETENTION } from '@aseo/shared/constants';
import type { BillSummary, CallInput, cashCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { bs, sum, toWire, ucd } from '@aseo/shared/money';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { newCrypt, nextCounters, refreshBalances, sqlRunner } from '../billing/index.ts';
import {
  assertClientVouchers,
  assertOldestFirst,
  billTerms,
  completeAgreementsOf,
  creditNotes,
  isKeyConflict,
  storeAnswer,
  storedAnswer,
  useCredit,
  writeVouchers,
  type BillTerms,
  type PaymentFiles,
} from '../ledger/index.ts';
import { billRow, type BillOwner } from './cash-bill.row.ts';
import { checkInOrder, takeItems, type ItemRef } from './cash-items.ts';
import { lockPayer } from './cash-payer.ts';
import { createNewItems } from './cash-payment.writes.ts';

const C = MSG.cash;
const CALL = 'cash.create-payment';
type Input = CallInput<typeof cashCalls.createPayment>;
/** How a desk other than the new one calls the payment: its call id (for idempotency), the in-order rule and its texts. */
export type PayOptions = { call?: string; inOrder?: boolean; old?: boolean };

const isUnique = (err: unknown, what: string) =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: string }).code === 'P2002' &&
  JSON.stringify((err as { meta?: unknown }).meta ?? {}).includes(what);

/** The months the bill covers: its first and last notice's period (read with the notices, under their lock). */
function periodsOf(notices: readonly { period?: Date }[]) {
  const months = notices.flatMap((n) => (n.period ? [n.period.getTime()] : [])).sort((a, b) => a - b);
  return months.length ? { since: new Date(months[0]!), until: new Date(months.at(-1)!) } : { since: null, until: null };
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
    const before = await storedAnswer<{ message: string; bill: BillSummary }>(db, key, user.id, call);
    if (before.found) return before.response;
    try {
      const answer = await db.$transaction((tx) => pay(tx, user, client, input, files, key, { ...opts, call }), { timeout: 30_000 });
      ctx.emit('movements', { action: 'save', property_id: input.property, bill_id: answer.bill.id }, [rooms.staff, rooms.user(answer.bill.user.id)]);
      return answer;
    } catch (err) {
      // the same key sent twice at once: the first committed, this one read its answer
      if (key && isKeyConflict(err)) {
        const after = await storedAnswer<{ message: string; bill: BillSummary }>(db, key, user.id, call);
        if (after.found) return after.response;
      }
      if (isUnique(err, 'voucher_references') || isUnique(err, 'bank_id')) throw unprocessable(MSG.payments.referenceUsed);
      if (isUnique(err, 'bill_lines')) throw unprocessable(C.itemTaken);
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
    const property = await lockPayer(tx, input.property);
    if (client && accountOwnerId(user) !== property.user_id) throw notFound(MSG.server.notFound);
    if (client) assertClientVouchers(input.vouchers);
    // a copy of the same submission that waited on the lock: the first one has committed, answer it
    const first = await storedAnswer<{ message: string; bill: BillSummary }>(tx, key, user.id, opts.call);
    if (first.found) return first.response;
    const owner = property.owner;
    const terms = await billTerms(tx, property);
    const refs = await createNewItems(tx, user, client, property.id, input.invoices);
    const items = await takeItems(tx, user.id, property.id, refs, terms.exempt);
    // oldest month first, the ledger's rule at every desk (naming the month left behind); then the old
    // desk's own: the months ticked are the oldest pending notices, none skipped
    const named = (t: ItemRef['type']) => refs.filter((r) => r.type === t).map((r) => r.id);
    await assertOldestFirst(tx, property.id, named('Deuda'), named('Multa'));
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
    return write(tx, { user, propertyId: property.id, owner, items, bill, terms, input, files, notes, key, call: opts.call });
  }

  type Write = {
    user: SessionUser;
    propertyId: number;
    owner: BillOwner;
    items: Awaited<ReturnType<typeof takeItems>>;
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
    const periods = items.filter((i) => i.input.kind === 'notice');
    // every bill has its receipt number from creation; the fiscal invoice number only once its money
    // is received (cash or card at a desk: now), taken last, every check and lock behind us
    const counters = await nextCounters(tx, ['receipt', ...(prefactura ? ['proforma' as const] : []), ...(accepted ? ['invoice' as const] : [])]);
    const receipt = counters.receipt;
    const proforma = counters.proforma ?? null;
    const number = counters.invoice ?? null;
    // the bill, then its lines in one insert: a nested create would read the bill back (a third round trip)
    const { lines, ...row } = billRow(b, items, terms, owner, owner.retention === RETENTION.YES);
    const created = await tx.bill.create({
      select: { id: true, crypt: true },
      data: {
        ...row,
        number,
        receipt_number: receipt,
        proforma_number: proforma,
        issued_at: accepted ? new Date() : null,
        status: b.status,
        user_id: owner.id,
        property_id: w.propertyId,
        created_by: user.id,
        crypt: newCrypt(),
        request_key: w.key ?? null,
        ...periodsOf(periods),
      },
    });
    await tx.billLine.createMany({ data: lines.create.map((l) => ({ ...l, bill_id: created.id })) });
    const taken = (t: string) => items.filter((i) => i.type === t).map((i) => i.input.id as number);
    const processed = { status: NOTICE_STATUS.PROCESSED, bill_id: created.id };
    // only the kinds the bill has: an update of no ids would still be a round trip
    const mark = async (t: string, update: (ids: number[]) => Promise<unknown>) => taken(t).length && (await update(taken(t)));
    await mark('Deuda', (ids) => tx.notice.updateMany({ where: { id: { in: ids } }, data: processed }));
    await mark('Multa', (ids) => tx.fine.updateMany({ where: { id: { in: ids } }, data: { ...processed, frozen_at: new Date() } }));
    await mark('Servicio', (ids) => tx.service.updateMany({ where: { id: { in: ids } }, data: processed }));
    await mark('Cuota', (ids) => tx.conventionQuota.updateMany({ where: { id: { in: ids } }, data: processed }));
    await mark('Acuerdo', (ids) => tx.agreementQuota.updateMany({ where: { id: { in: ids } }, data: processed }));
    // cash at a desk is money received: an agreement whose last quota this is, is completed now
    if (accepted && (taken('Cuota').length || taken('Acuerdo').length)) await completeAgreementsOf(tx, created.id, user.id);
    await writeVouchers(tx, user, created.id, b.status, w.input, w.files, terms.rateText);
    await useCredit(tx, created.id, w.notes, b.credit_applied.ucd);
    // a surplus becomes credit only when the money is received (DOMAIN "Bills"): at once in cash at a
    // desk; for a bill waiting for reconciliation, from the amount staff accept (bills.service review)
    const creditNote =
      accepted && !b.credit_note.isZero()
        ? await tx.creditNote.create({
            data: {
              user_id: owner.id,
              property_id: w.propertyId,
              bill_id: created.id,
              amount: b.credit_note.toFixed(4),
              balance: b.credit_note.toFixed(4),
              conversion_petro: terms.rateText,
              created_by: user.id,
            },
          })
        : null;
    await refreshBalances(sqlRunner(tx), [w.propertyId]);
    await writeAudit(tx, prefactura ? 'bill.proforma-created' : 'bill.registered', {
      value_id: created.id,
      user_id: user.id,
      property_id: w.propertyId,
      new: { number, receipt, proforma, status: b.status, total: b.total.ucd.toFixed(4), total_bs: b.total.bs.toFixed(2), items: w.input.invoices },
    });
    const ownerCrypt = owner.crypt ?? (await tx.user.update({ where: { id: owner.id }, data: { crypt: newCrypt() } })).crypt!;
    const answer = {
      message: MSG.payments.saved,
      bill: {
        id: created.id,
        number,
        receipt_number: receipt,
        proforma_number: proforma,
        status: b.status,
        status_text: BILL_STATUS_LABELS[b.status as 0] ?? '',
        crypt: created.crypt,
        total: toWire(b.total.ucd),
        total_bs: toWire(b.total.bs),
        due_bs: toWire(b.due.bs),
        amount_paid: toWire(b.paid),
        credit_note: creditNote ? toWire(b.credit_note) : null,
        credit_pending: !accepted && !b.surplus.isZero() ? toWire(b.surplus) : null,
        user: { id: owner.id, username: owner.username, crypt: ownerCrypt },
      },
    };
    await storeAnswer(tx, w.key, user.id, w.call, answer);
    return answer;
  }

  return { create };
}
