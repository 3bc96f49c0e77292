// A bill after the desk (docs/payments.md): its detail, the manual status change, deleting a
// prefactura, delivery, control number and creation date. Each write locks the bill's property
// first (the order of every debt-changing write), then the bill, is refused while another staff
// member holds the bill in the reconciliation queue (claims.service.ts), runs in one transaction
// with its audit row, and emits `movements save` after the commit.
import { AUDIT_EVENTS, BILL_STATUS, DEFAULT_INSTITUTION, type AuditEventOf } from '@aseo/shared/constants';
import type { billsCalls, CallInput } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { bs, gt } from '@aseo/shared/money';
import { todayYmd } from '@aseo/shared/schemas';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { lockProperty, revokeCertificates } from '../ledger/index.ts';
import { acceptBill } from './bill-accept.tx.ts';
import { refreshBalances, sqlRunner } from '../billing/index.ts';
import { claimReferences, freeReferences, releaseBill, retakeBill } from './bill-lines.tx.ts';
import { assertNotClaimed, dropClaim } from './claims.service.ts';
import { notifyBillOutcome } from './bill-mail.ts';
import { billDetail, numbered } from './bill-detail.ts';

type Calls = typeof billsCalls;
const LIVE = new Set<number>([BILL_STATUS.PENDING, BILL_STATUS.ACCEPTED, BILL_STATUS.TO_PAY]);
const P = MSG.payments;

export function billsService(ctx: AppContext) {
  const { db } = ctx;

  /** Locks the bill's property, then the bill; runs `work`, refreshes the balance, audits, answers the detail. */
  async function write(
    user: SessionUser,
    id: number,
    event: AuditEventOf<'Bill'>,
    work: (tx: Tx, bill: { id: number; status: number; property_id: number | null; number: number | null; delivery: boolean }) => Promise<unknown>,
  ) {
    const answer = await db
      .$transaction(async (tx) => {
        const first = await tx.bill.findUnique({ where: { id }, select: { property_id: true } });
        if (!first) throw notFound(MSG.server.notFound);
        if (first.property_id) await lockProperty(tx, first.property_id);
        const [bill] = await tx.$queryRaw<
          { id: number; status: number; property_id: number | null; number: number | null; delivery: boolean; user_id: number }[]
        >`
        SELECT id, status, property_id, number, delivery, user_id FROM bills WHERE id = ${id} FOR UPDATE`;
        await assertNotClaimed(tx, id, user.id);
        const before = { ...bill! };
        const change = (await work(tx, bill!)) as Record<string, unknown>;
        // a bill that stops standing (rejected, annulled) takes down the certificates it backed
        const [now] = await tx.$queryRaw<{ status: number }[]>`SELECT status FROM bills WHERE id = ${id}`;
        const revoked =
          LIVE.has(before.status) && !LIVE.has(now!.status)
            ? await revokeCertificates(tx, id, `${AUDIT_EVENTS[event].name}: ${String(change.comments ?? '')}`)
            : [];
        if (revoked.length) change.revoked_solvencies = revoked.map((r) => r.number);
        if (bill!.property_id) await refreshBalances(sqlRunner(tx), [bill!.property_id]);
        await writeAudit(tx, event, { value_id: id, user_id: user.id, old: before, new: change });
        const after = { ...(await billDetail(tx, id)), revoked_solvencies: revoked.map(numbered) };
        if (after.status !== BILL_STATUS.PENDING) await dropClaim(tx, id); // it left the queue
        return { owner: bill!.user_id, from: before.status, detail: after };
      })
      .catch((err: unknown) => {
        // two bills given the same control number at once: the unique index refuses the second
        if ((err as { code?: string }).code === 'P2002') throw unprocessable(P.controlNumberExists, { fields: { control_number: P.controlNumberExists } });
        throw err;
      });
    ctx.emit('movements', { action: 'save', bill_id: id }, [rooms.staff, rooms.user(answer.owner)]);
    // reconciled or rejected: the taxpayer is told by mail, after the commit (a failed mail undoes nothing)
    notifyBillOutcome(ctx, id, answer.from, answer.detail.status);
    return answer.detail;
  }

  /** The manual status change: to rejected or cancelled releases the lines, back to a live status takes them again. */
  async function changeStatus(user: SessionUser, { a, b, comments }: CallInput<Calls['status']>) {
    const bill = await write(user, a, 'bill.status-changed', async (tx, bill) => {
      const from = bill.status;
      if (from === b) return { status: b };
      if (from === BILL_STATUS.TO_PAY) throw unprocessable(P.statusError);
      if (b === BILL_STATUS.CANCELLED && bill.delivery) throw unprocessable(P.deliveredNoCancel);
      if (LIVE.has(from) && !LIVE.has(b)) await releaseBill(tx, bill.id);
      if (!LIVE.has(from) && LIVE.has(b)) {
        await retakeBill(tx, bill.id);
        await claimReferences(tx, bill.id);
      }
      if (b === BILL_STATUS.REJECTED) await freeReferences(tx, bill.id);
      const now = new Date();
      // accepted by hand: the invoice number (kept if it had one); no credit note from an unchecked amount
      if (b === BILL_STATUS.ACCEPTED) await acceptBill(tx, bill.id, user.id, null, null);
      await tx.bill.update({
        where: { id: bill.id },
        data: {
          status: b,
          ...(b === BILL_STATUS.REJECTED ? { rejected_at: now, reject_comments: comments ?? null } : {}),
          ...(b === BILL_STATUS.CANCELLED ? { cancelled_at: now, cancel_comments: comments ?? null } : {}),
        },
      });
      return { status: b, comments: comments ?? null };
    });
    return { message: P.statusChanged, bill: bill! };
  }

  /** Reconcile (accepted, its reception date and the amount the bank shows) or reject (lines and references released) a pending bill. */
  async function review(user: SessionUser, { bill_id, status, comments, amount_paid, reception_date }: CallInput<Calls['review']>) {
    const bill = await write(user, bill_id, status === BILL_STATUS.ACCEPTED ? 'bill.reconciled' : 'bill.rejected', async (tx, bill) => {
      if (bill.status !== BILL_STATUS.PENDING) throw unprocessable(P.notPending);
      if (status === BILL_STATUS.REJECTED) {
        await releaseBill(tx, bill.id);
        await freeReferences(tx, bill.id);
        await tx.bill.update({ where: { id: bill.id }, data: { status, rejected_at: new Date(), reject_comments: comments ?? null } });
        return { status, comments: comments ?? null };
      }
      if (reception_date! > todayYmd()) throw unprocessable(MSG.server.dateInFuture);
      const due = (await tx.bill.findUniqueOrThrow({ where: { id: bill.id }, select: { due_bs: true } })).due_bs;
      if (due.greaterThan(amount_paid!)) throw unprocessable(MSG.cash.paidBelowTotal, { fields: { amount_paid: MSG.cash.paidBelowTotal } });
      const day = new Date(`${reception_date}T00:00:00Z`);
      await tx.voucher.updateMany({ where: { bill_id: bill.id, deleted_at: null }, data: { accepted: 1, reception_date: day } });
      const accepted = await acceptBill(tx, bill.id, user.id, bs(amount_paid!), day);
      return { status, reception_date, amount_paid, ...accepted };
    });
    return { message: P.paymentStatusChanged, bill: bill! };
  }

  /**
   * A voucher a bank statement shows (statements.service.ts): accepted with the movement's day; the
   * bill is reconciled once none of its referenced vouchers waits. `also` runs in the same transaction.
   */
  async function acceptVoucher(user: SessionUser, billId: number, voucherId: number, day: string, also: (tx: Tx) => Promise<unknown>) {
    return write(user, billId, 'bill.reconciled-by-statement', async (tx, bill) => {
      if (bill.status !== BILL_STATUS.PENDING) throw unprocessable(P.notPending);
      const at = new Date(`${day}T00:00:00Z`);
      const hit = await tx.voucher.updateMany({ where: { id: voucherId, bill_id: bill.id, deleted_at: null }, data: { accepted: 1, reception_date: at } });
      if (!hit.count) throw unprocessable(MSG.statements.noVoucher);
      // the bill is accepted once what the bank shows (its accepted vouchers; cash and cards a cashier
      // took count as received) covers what was due: a declared amount nobody has seen never does
      const waiting = await tx.voucher.count({ where: { bill_id: bill.id, deleted_at: null, number: { not: null }, accepted: 0 } });
      const received = await tx.voucher.aggregate({ where: { bill_id: bill.id, deleted_at: null, accepted: 1 }, _sum: { amount_paid: true } });
      const paid = bs((received._sum.amount_paid ?? 0).toString());
      const { due_bs } = await tx.bill.findUniqueOrThrow({ where: { id: bill.id }, select: { due_bs: true } });
      const covered = !waiting && !gt(bs(due_bs.toFixed(2)), paid);
      const accepted = covered ? await acceptBill(tx, bill.id, user.id, paid, at) : null;
      await also(tx);
      return { voucher_accepted: voucherId, reception_date: day, status: covered ? BILL_STATUS.ACCEPTED : bill.status, ...accepted };
    });
  }

  /** 'Anular pago': releases the lines (references stay used); refused once delivered or its credit note was used. */
  async function cancel(user: SessionUser, { bill_id, comments }: CallInput<Calls['cancel']>) {
    const bill = await write(user, bill_id, 'bill.annulled', async (tx, bill) => {
      if (!LIVE.has(bill.status)) throw unprocessable(P.notCancellable);
      if (bill.delivery) throw unprocessable(P.deliveredNoCancel);
      await releaseBill(tx, bill.id);
      await tx.bill.update({ where: { id: bill.id }, data: { status: BILL_STATUS.CANCELLED, cancelled_at: new Date(), cancel_comments: comments ?? null } });
      return { status: BILL_STATUS.CANCELLED, comments: comments ?? null };
    });
    return { message: P.cancelled, bill: bill! };
  }

  /** A voucher of a pending or to-pay bill is deleted (soft), its reference freed and the bill's amount paid recomputed. */
  async function deleteVoucher(user: SessionUser, voucherId: number) {
    const v = await db.voucher.findFirst({ where: { id: voucherId, deleted_at: null }, select: { bill_id: true } });
    if (!v) throw notFound(MSG.server.notFound);
    const bill = await write(user, v.bill_id, 'bill.voucher-deleted', async (tx, bill) => {
      if (bill.status !== BILL_STATUS.PENDING && bill.status !== BILL_STATUS.TO_PAY) throw unprocessable(P.voucherNotDeleted);
      await tx.voucher.update({ where: { id: voucherId }, data: { deleted_at: new Date() } });
      await tx.voucherReference.deleteMany({ where: { voucher_id: voucherId } });
      const paid = await tx.voucher.aggregate({ where: { bill_id: bill.id, deleted_at: null }, _sum: { amount_paid: true } });
      const amount = (paid._sum.amount_paid ?? 0).toString();
      await tx.bill.update({ where: { id: bill.id }, data: { amount_paid: amount } });
      return { voucher_deleted: voucherId, amount_paid: amount };
    });
    return { message: P.voucherDeleted, bill: bill! };
  }

  /** A prefactura (TO_PAY, no invoice number) may be deleted, its lines released; a numbered invoice is annulled instead. */
  async function remove(user: SessionUser, id: number) {
    await write(user, id, 'bill.proforma-deleted', async (tx, bill) => {
      if (bill.number !== null || bill.status !== BILL_STATUS.TO_PAY) throw unprocessable(P.billNumbered);
      await releaseBill(tx, bill.id);
      await freeReferences(tx, bill.id);
      await tx.bill.update({
        where: { id: bill.id },
        data: { status: BILL_STATUS.CANCELLED, cancelled_at: new Date(), cancel_comments: 'Prefactura eliminada' },
      });
      return { deleted: true };
    });
    return { message: P.prefacturaDeleted };
  }

  async function delivery(user: SessionUser, { id, delivery: d }: CallInput<Calls['delivery']>) {
    const bill = await write(user, id, 'bill.delivered', async (tx) => {
      await tx.bill.update({ where: { id }, data: { delivery: d } });
      return { delivery: d };
    });
    return { message: P.deliveryChanged, bill: bill! };
  }

  async function controlNumber(user: SessionUser, { id, control_number }: CallInput<Calls['controlNumber']>) {
    const bill = await write(user, id, 'bill.control-number-set', async (tx, bill) => {
      if (bill.number === null) throw unprocessable(P.controlNeedsInvoice, { fields: { control_number: P.controlNeedsInvoice } });
      const taken = await tx.bill.findFirst({ where: { institution_id: DEFAULT_INSTITUTION, control_number, NOT: { id } }, select: { id: true } });
      if (taken) throw unprocessable(P.controlNumberExists, { fields: { control_number: P.controlNumberExists } });
      await tx.bill.update({ where: { id }, data: { control_number } });
      return { control_number };
    });
    return { message: P.controlNumberAdded, bill: bill! };
  }

  async function date(user: SessionUser, { id, created_at }: CallInput<Calls['date']>) {
    if (created_at > todayYmd()) throw unprocessable(MSG.server.dateInFuture, { fields: { created_at: MSG.server.dateInFuture } });
    const bill = await write(user, id, 'bill.date-changed', async (tx) => {
      // noon UTC keeps the day whatever the zone it is shown in
      await tx.bill.update({ where: { id }, data: { created_at: new Date(`${created_at}T16:00:00Z`) } });
      return { created_at };
    });
    return { message: P.controlNumberAdded, bill: bill! };
  }

  return {
    detail: async (id: number) => ({ bill: await billDetail(db, id) }),
    changeStatus,
    review,
    acceptVoucher,
    cancel,
    deleteVoucher,
    remove,
    delivery,
    controlNumber,
    date,
  };
}
