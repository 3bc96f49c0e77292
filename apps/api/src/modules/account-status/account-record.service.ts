// The staff writes of the 'Record de Cuenta' (000 section 2 admin actions, section 7 calls). Each
// is one transaction: lock the property, change, refresh its balance row, write the audit row;
// the `movements` event goes out after the commit. Deletions are soft (who, when, why) so a
// deleted month is never generated again and the trail stays. docs/account-status.md "Staff writes".
import { dayOfInstant } from '@aseo/shared/billing';
import { FINE_TYPE, NOTICE_STATUS } from '@aseo/shared/constants';
import type { accountStatusCalls, CallInput } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { rooms } from '@aseo/shared/realtime';
import { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { currentPeriod } from '../billing/index.ts';
import {
  assertBilling,
  assertChangeable,
  finish,
  generateMonths,
  monthStart,
  liveFinesOf,
  liveInterestOf,
  lockFine,
  lockNotice,
  lockProperty,
  storeInterest,
  type LockedProperty,
} from './account-record.tx.ts';
import { softDeleteDebt, softDeleteFines } from './account-record.delete.ts';
import { freeOfBillsSql, outOfBillsSql } from '../ledger/index.ts';

type Calls = typeof accountStatusCalls;
type In<K extends keyof Calls> = CallInput<Calls[K]>;
const A = MSG.accountStatus;

/** The month the property starts owing: its `date`, else the Caracas day it was registered. */
const startPeriod = (p: LockedProperty) => (p.date ? p.date.toISOString() : dayOfInstant(p.created_at)).slice(0, 7);

export function accountRecordService(ctx: AppContext) {
  /** Runs one write in a transaction and tells the property's owner and the staff after the commit. */
  async function write(fn: (tx: Tx) => Promise<{ property: LockedProperty; message: string }>) {
    const { property, message } = await ctx.db.$transaction(fn, { timeout: 30_000 });
    ctx.emit('movements', { action: 'save', property_id: property.id }, [rooms.staff, rooms.user(property.user_id)]);
    return { message };
  }

  const setPendingMonths = (user: SessionUser, { a, b }: In<'setPendingMonths'>) =>
    write(async (tx) => {
      const property = await lockProperty(tx, a);
      assertBilling(property);
      const current = currentPeriod();
      const [first, last] = [monthStart(current, 1 - b), monthStart(current)];
      // a month deleted by staff comes back, with the fines and interest deleted with it
      const restored = b
        ? await tx.$queryRaw<{ id: number; deleted_at: Date }[]>`
            SELECT id, deleted_at FROM notices WHERE property_id = ${a} AND period BETWEEN ${first}::date AND ${last}::date AND deleted_at IS NOT NULL FOR UPDATE`
        : [];
      for (const n of restored) {
        await tx.$executeRaw`UPDATE fines SET deleted_at = NULL, deleted_by = NULL, delete_reason = NULL, updated_at = now() WHERE notice_id = ${n.id} AND deleted_at = ${n.deleted_at}`;
        await tx.$executeRaw`UPDATE notices SET deleted_at = NULL, deleted_by = NULL, delete_reason = NULL, updated_at = now() WHERE id = ${n.id}`;
      }
      const inserted = b ? await generateMonths(tx, a, first, last) : 0;
      await finish(tx, {
        userId: user.id,
        propertyId: a,
        valueId: a,
        event: 'property.pending-months-set',
        new: { months: b, inserted, restored: restored.map((n) => n.id) },
      });
      return { property, message: A.monthsSet };
    });

  const calculate = (user: SessionUser, { id }: In<'calculate'>) =>
    write(async (tx) => {
      const property = await lockProperty(tx, id);
      assertBilling(property);
      const inserted = await generateMonths(tx, id, monthStart(startPeriod(property)), monthStart(currentPeriod()));
      await storeInterest(tx, user.id, id);
      await finish(tx, { userId: user.id, propertyId: id, valueId: id, event: 'property.statement-calculated', new: { inserted } });
      return { property, message: A.calculated };
    });

  const setConversionPetro = (user: SessionUser, { a, b }: In<'setConversionPetro'>) =>
    write(async (tx) => {
      const { property, notice } = await lockNotice(tx, a);
      assertChangeable(notice);
      const [old] = await tx.$queryRaw<{ conversion_petro: string; use_conversion_local: number }[]>`
        SELECT conversion_petro::text, use_conversion_local FROM notices WHERE id = ${a}`;
      await tx.$executeRaw`UPDATE notices SET conversion_petro = ${b}::numeric, use_conversion_local = 1, updated_at = now() WHERE id = ${a}`;
      await finish(tx, {
        userId: user.id,
        propertyId: property.id,
        valueId: a,
        event: 'notice.rate-set',
        old,
        new: { conversion_petro: b, use_conversion_local: 1 },
      });
      return { property, message: A.rateSet };
    });

  const setFine = (user: SessionUser, { a, b, fine_type }: In<'setFine'>) =>
    write(async (tx) => {
      const { property, notice } = await lockNotice(tx, a);
      assertChangeable(notice);
      const base = { property_id: property.id, notice_id: a, amount: b, created_by: user.id };
      if (fine_type === FINE_TYPE.FINE) {
        const live = await liveFinesOf(tx, a);
        const [keep, ...others] = live;
        if (keep) await tx.fine.update({ where: { id: keep.id }, data: { amount: b } });
        else await tx.fine.create({ data: { ...base, fine_type_id: FINE_TYPE.FINE } });
        await softDeleteFines(tx, user.id, A.replacedReason, { ids: others.map((f) => f.id) });
        await finish(tx, {
          userId: user.id,
          propertyId: property.id,
          valueId: a,
          event: 'notice.fine-set',
          old: live,
          new: { amount: b },
        });
        return { property, message: A.fineSet };
      }
      const live = await liveInterestOf(tx, a);
      if (live) await tx.fine.update({ where: { id: live.id }, data: { amount: b, frozen_at: new Date() } });
      else await tx.fine.create({ data: { ...base, fine_type_id: FINE_TYPE.INTEREST, frozen_at: new Date() } });
      await finish(tx, {
        userId: user.id,
        propertyId: property.id,
        valueId: a,
        event: 'notice.interest-set',
        old: live,
        new: { amount: b, frozen: true },
      });
      return { property, message: A.interestSet };
    });

  const setStatus = (user: SessionUser, { a, b }: In<'setStatus'>) =>
    write(async (tx) => {
      const { property, notice } = await lockNotice(tx, a);
      if (b === NOTICE_STATUS.PROCESSED) {
        if (notice.status === NOTICE_STATUS.PENDING) {
          assertChangeable(notice);
          await storeInterest(tx, user.id, property.id, a, true); // its interest stops running: frozen at today's amount
          await tx.$executeRaw`UPDATE fines SET status = ${NOTICE_STATUS.PROCESSED}, frozen_at = coalesce(frozen_at, now()), updated_at = now()
                               WHERE notice_id = ${a} AND deleted_at IS NULL AND ${Prisma.raw(freeOfBillsSql('fines'))}`;
          await tx.$executeRaw`UPDATE notices SET status = ${NOTICE_STATUS.PROCESSED}, updated_at = now() WHERE id = ${a}`;
        }
      } else if (notice.status === NOTICE_STATUS.PROCESSED) {
        if (notice.bill_id !== null) throw unprocessable(A.noticeInBill);
        await tx.$executeRaw`UPDATE fines SET status = ${NOTICE_STATUS.PENDING}, frozen_at = CASE WHEN fine_type_id = ${FINE_TYPE.INTEREST} THEN NULL ELSE frozen_at END, updated_at = now()
                             WHERE notice_id = ${a} AND deleted_at IS NULL AND ${Prisma.raw(outOfBillsSql('fines'))}`;
        await tx.$executeRaw`UPDATE notices SET status = ${NOTICE_STATUS.PENDING}, updated_at = now() WHERE id = ${a}`;
      }
      const event = b === NOTICE_STATUS.PROCESSED ? 'notice.marked-paid' : 'notice.marked-pending';
      await finish(tx, {
        userId: user.id,
        propertyId: property.id,
        valueId: a,
        event,
        old: { status: notice.status },
        new: { status: b },
      });
      return { property, message: b === NOTICE_STATUS.PROCESSED ? A.markedPaid : A.markedPending };
    });

  const setCheck = (user: SessionUser, { a, b }: In<'setCheck'>) =>
    write(async (tx) => {
      const { property } = await lockNotice(tx, a);
      await tx.$executeRaw`UPDATE notices SET "check" = ${b}, updated_at = now() WHERE id = ${a}`;
      await finish(tx, { userId: user.id, propertyId: property.id, valueId: a, event: 'notice.check-set', new: { check: b } });
      return { property, message: A.checkSet };
    });

  const removePayment = (user: SessionUser, { id }: In<'removePayment'>) =>
    write(async (tx) => {
      const { property, notice } = await lockNotice(tx, id);
      assertChangeable(notice);
      const removed = await softDeleteDebt(tx, user.id, A.removedReason, { propertyId: property.id, noticeId: id });
      await finish(tx, { userId: user.id, propertyId: property.id, valueId: id, event: 'notice.deleted', new: removed });
      return { property, message: A.paymentRemoved };
    });

  const removeFine = (user: SessionUser, { id, fine_type, comment }: In<'removeFine'>) =>
    write(async (tx) => {
      const { property, fine } = await lockFine(tx, id, fine_type);
      if (fine.in_agreement) throw unprocessable(A.noticeInAgreement);
      if (fine.status !== NOTICE_STATUS.PENDING || fine.bill_id !== null) throw unprocessable(A.fineNotPending);
      await softDeleteFines(tx, user.id, comment, { ids: [id] });
      const event = fine_type === FINE_TYPE.FINE ? 'fine.deleted' : 'interest.deleted';
      await finish(tx, { userId: user.id, propertyId: property.id, valueId: id, event, new: { comment } });
      return { property, message: fine_type === FINE_TYPE.FINE ? A.fineRemoved : A.interestRemoved };
    });

  const removeAll = (user: SessionUser, { id }: In<'removeAll'>) =>
    write(async (tx) => {
      const property = await lockProperty(tx, id);
      const removed = await softDeleteDebt(tx, user.id, A.removedReason, { propertyId: id });
      await finish(tx, { userId: user.id, propertyId: id, valueId: id, event: 'property.debt-deleted', new: removed });
      return { property, message: A.allRemoved };
    });

  const removeAllFines = (user: SessionUser, { id, comment }: In<'removeAllFines'>) =>
    write(async (tx) => {
      const property = await lockProperty(tx, id);
      const fines = await softDeleteFines(tx, user.id, comment, { propertyId: id, type: FINE_TYPE.FINE });
      await finish(tx, { userId: user.id, propertyId: id, valueId: id, event: 'property.fines-deleted', new: { fines, comment } });
      return { property, message: A.allFinesRemoved };
    });

  const paymentsStatus = (user: SessionUser, { id, status }: In<'paymentsStatus'>) =>
    write(async (tx) => {
      const property = await lockProperty(tx, id);
      if (property.disincorporated_at) throw unprocessable(A.disincorporated);
      const next = status ?? (property.status === 1 ? 0 : 1);
      await tx.$executeRaw`UPDATE properties SET status = ${next}, updated_at = now() WHERE id = ${id}`;
      await finish(tx, {
        userId: user.id,
        propertyId: id,
        valueId: id,
        event: 'property.billing-status-changed',
        old: { status: property.status },
        new: { status: next },
      });
      return { property, message: next === 1 ? A.billingOn : A.billingOff };
    });

  return {
    setPendingMonths,
    calculate,
    setConversionPetro,
    setFine,
    setStatus,
    setCheck,
    removePayment,
    removeFine,
    removeAll,
    removeAllFines,
    paymentsStatus,
  };
}
