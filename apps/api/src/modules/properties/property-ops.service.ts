// Staff operations on one property: disincorporate it (with the required comment), hang it under
// a parent by code, and the account-statement mail flags (canBeSent, wasSent, notification date).
// Each change is audited in its own transaction; `users` events tell open lists to refresh.
import { instantOf } from '@aseo/shared/billing';
import type { AuditEventOf } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { rooms } from '@aseo/shared/realtime';
import { todayYmd } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { presentProperty, propertyInclude } from './property.presenter.ts';

/** True when `candidateId` is `propertyId` itself or one of its descendants (a parent there would make a cycle). */
export async function isInSubtree(tx: Tx, propertyId: number, candidateId: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    WITH RECURSIVE sub AS (
      SELECT id FROM properties WHERE id = ${propertyId}
      UNION
      SELECT p.id FROM properties p JOIN sub ON p.parent_id = sub.id
    ) SELECT id FROM sub WHERE id = ${candidateId} LIMIT 1`;
  return rows.length > 0;
}

export function propertyOpsService(ctx: AppContext) {
  const { db } = ctx;

  async function locked(tx: Tx, id: number) {
    // row lock: two staff acting on the same property at once apply one after the other
    await tx.$queryRaw`SELECT id FROM properties WHERE id = ${id} FOR UPDATE`;
    const p = await tx.property.findFirst({ where: { id, deleted_at: null, user: { deleted_at: null } }, include: propertyInclude });
    if (!p) throw notFound(MSG.server.notFound);
    return p;
  }

  const changed = (userId: number) => ctx.emit('users', { action: 'update', user_id: userId }, rooms.staff);

  /** Takes the property out of billing; the comment says why. A second call is refused. */
  async function disincorporate(session: SessionUser, id: number, comment: string) {
    const p = await db.$transaction(async (tx) => {
      const before = await locked(tx, id);
      if (before.status === 0) throw unprocessable(MSG.taxpayers.alreadyDisincorporated);
      const after = await tx.property.update({
        where: { id },
        data: { status: 0, disincorporate: comment, disincorporated_at: new Date() },
        include: propertyInclude,
      });
      await writeAudit(tx, 'property.disincorporated', {
        value_id: id,
        user_id: session.id,
        property_id: id,
        old: { status: before.status },
        new: { status: 0, disincorporate: comment },
      });
      return after;
    });
    changed(p.user_id);
    return { message: MSG.taxpayers.commentAdded, property: presentProperty(p) };
  }

  /** Hangs the property under the one with `code`: it must exist, be active and not be the property or one of its descendants. */
  async function setParent(session: SessionUser, id: number, code: string) {
    const p = await db.$transaction(async (tx) => {
      const before = await locked(tx, id);
      if (before.code.toLowerCase() === code.trim().toLowerCase()) throw unprocessable(MSG.taxpayers.parentCodeDifferent);
      const parent = await tx.property.findFirst({ where: { code: code.trim().toUpperCase(), deleted_at: null, status: 1, user: { deleted_at: null } } });
      if (!parent || (await isInSubtree(tx, id, parent.id))) throw unprocessable(MSG.taxpayers.parentError);
      const after = await tx.property.update({ where: { id }, data: { parent_id: parent.id }, include: propertyInclude });
      await writeAudit(tx, 'property.parent-set', {
        value_id: id,
        user_id: session.id,
        property_id: id,
        old: { parent_id: before.parent_id },
        new: { parent_id: parent.id, parent_code: parent.code },
      });
      return after;
    });
    changed(p.user_id);
    return { message: MSG.taxpayers.parentUpdated, property: presentProperty(p) };
  }

  async function flag(
    session: SessionUser,
    id: number,
    event: AuditEventOf<'Property'>,
    data: (p: Awaited<ReturnType<typeof locked>>) => { can_be_sent?: number; was_sent?: number; notification_date?: Date | null },
  ) {
    const p = await db.$transaction(async (tx) => {
      const before = await locked(tx, id);
      const change = data(before);
      const after = await tx.property.update({ where: { id }, data: change, include: propertyInclude });
      await writeAudit(tx, event, {
        value_id: id,
        user_id: session.id,
        property_id: id,
        old: { can_be_sent: before.can_be_sent, was_sent: before.was_sent, notification_date: before.notification_date },
        new: change,
      });
      return after;
    });
    changed(p.user_id);
    return presentProperty(p);
  }

  /** Sets canBeSent (0/1), or toggles it when no value is given. */
  async function setCanBeSent(session: SessionUser, id: number, value?: number) {
    const property = await flag(session, id, 'property.sending-set', (p) => ({ can_be_sent: value ?? (p.can_be_sent ? 0 : 1) }));
    return { message: property.canBeSent ? MSG.properties.canBeSentOn : MSG.properties.canBeSentOff, property };
  }

  /** Clears wasSent and the notification date so the statement can be sent again. */
  async function refresh(session: SessionUser, id: number) {
    const property = await flag(session, id, 'property.sending-reset', () => ({ was_sent: 0, notification_date: null }));
    return { message: MSG.properties.refreshed, property };
  }

  /** Schedules the statement mail: the date may not be before today. */
  async function notificationDate(session: SessionUser, id: number, ymd: string, time = '00:00') {
    if (ymd < todayYmd()) throw unprocessable(MSG.properties.notificationDatePast);
    // the office's wall clock (Caracas), not the server's: '2026-11-26' starts at 04:00 UTC
    let when: Date;
    try {
      when = instantOf(ymd, time);
    } catch {
      throw unprocessable(MSG.server.invalidDate, { fields: { date: MSG.server.invalidDate } });
    }
    const property = await flag(session, id, 'property.notification-date-set', () => ({ notification_date: when }));
    return { message: MSG.properties.notificationDateSaved, property };
  }

  return { disincorporate, setParent, setCanBeSent, refresh, notificationDate };
}
