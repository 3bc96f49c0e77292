// A desk payment composed and checked (cash-payment.service.ts), stored (docs/cash.md step 5): its rows
// built from composeBill's result (cash-bill.row.ts), then the statements of cash-bill.write.ts —
// the bill with its lines, items, interest and vouchers; the agreements completed, the credit used and
// a surplus's credit note when the bill has them; last, with the COMMIT, its numbers, the audit row,
// the balance and the idempotency key's answer. Answers the call's answer.
import type { ComposedBill } from '@aseo/shared/billing';
import { BILL_STATUS, BILL_STATUS_LABELS, RETENTION } from '@aseo/shared/constants';
import type { CallInput, cashCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { toWire } from '@aseo/shared/money';
import { prismaTx, type OwnTx, type Tx } from '../../db.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { newCrypt } from '../billing/index.ts';
import { completeAgreementsOf, issueCreditNote, useCredit, voucherRows, type BillTerms, type InterestChanges, type PaymentFiles } from '../ledger/index.ts';
import { billRow, type BillOwner } from './cash-bill.row.ts';
import { createBalance, numberBill, writeAndNumberBill, writeBill, type BillNumbering, type BillNumbers, type BillWrite } from './cash-bill.write.ts';
import type { ItemRef, TakenItem } from './cash-items.ts';

type Input = CallInput<typeof cashCalls.createPayment>;

/** The months the bill covers: its first and last notice's period (read with the notices, under their lock). */
function periodsOf(notices: readonly { period?: Date }[]) {
  const months = notices.flatMap((n) => (n.period ? [n.period.getTime()] : [])).sort((a, b) => a - b);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return months.length ? { since: day(months[0]!), until: day(months.at(-1)!) } : { since: null, until: null };
}

export type PaymentWrite = {
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

export async function storePayment(tx: Tx | OwnTx, w: PaymentWrite) {
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
  // what only Prisma's models write: an own transaction leaves here, before writing, for Prisma's (ADR 031)
  if (completes || creditNoteDue || w.notes.length) prismaTx(tx);
  const created = await writeBill(tx, bill);
  if (completes) await completeAgreementsOf(prismaTx(tx), created.id, user.id);
  if (!created.balance_locked) await createBalance(tx, w.propertyId);
  if (w.notes.length) await useCredit(prismaTx(tx), created.id, w.notes, b.credit_applied.ucd);
  if (creditNoteDue)
    await issueCreditNote(prismaTx(tx), {
      bill: created.id,
      owner: owner.id,
      property: w.propertyId,
      amount: b.credit_note,
      rate: terms.rateText,
      by: user.id,
    });
  const numbers = await numberBill(tx, numbering(created.balance_locked));
  return answer(created.id, numbers, owner.crypt ?? created.owner_crypt!);
}
