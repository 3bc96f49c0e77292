// Economic-activity history of a property: which activity it had between two dates (the activity
// history modal of 'Contribuyentes'). Rules: both dates, from ≤ to, to not after today, the
// activity fits the property's type, and the periods of one property never overlap.
import { activityHistoriesCalls, type CallInput } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import type { SessionUser } from '../../lib/tokens.ts';

export type HistoryInput = CallInput<typeof activityHistoriesCalls.store>;
type ListInput = CallInput<typeof activityHistoriesCalls.list>;

const include = { economic_activity: { select: { id: true, code: true, name: true } }, property: { select: { code: true } } } as const;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const day = (s: string) => new Date(`${s}T00:00:00Z`);

function present(h: {
  id: number;
  property_id: number;
  economic_activity_id: number;
  start: Date;
  end: Date;
  created_at: Date;
  economic_activity: { id: number; code: string; name: string };
  property: { code: string };
}) {
  return {
    id: h.id,
    property_id: h.property_id,
    property_code: h.property.code,
    economic_activity_id: h.economic_activity_id,
    economic_activity: h.economic_activity,
    start: ymd(h.start),
    end: ymd(h.end),
    created_at: h.created_at.toISOString(),
  };
}

export function activityHistoriesService(ctx: AppContext) {
  const { db } = ctx;

  async function list(f: ListInput) {
    const args = pageArgs(f.page);
    const where = { property: { deleted_at: null }, ...(f.property_id ? { property_id: f.property_id } : {}) };
    const [rows, total] = await Promise.all([
      db.economicActivityHistory.findMany({ where, include, orderBy: [{ start: 'desc' }, { id: 'desc' }], skip: args.skip, take: args.take }),
      db.economicActivityHistory.count({ where }),
    ]);
    return { histories: paged(rows.map(present), total, args) };
  }

  async function byProperty(propertyId: number) {
    const property = await db.property.findFirst({ where: { id: propertyId, deleted_at: null }, select: { id: true } });
    if (!property) throw notFound(MSG.server.notFound);
    const rows = await db.economicActivityHistory.findMany({ where: { property_id: propertyId }, include, orderBy: [{ start: 'desc' }, { id: 'desc' }] });
    return { histories: rows.map(present) };
  }

  /** Checks the rules inside the transaction that holds the property's row lock. */
  async function check(tx: Tx, v: HistoryInput, selfId?: number) {
    await tx.$queryRaw`SELECT id FROM properties WHERE id = ${v.property_id} FOR UPDATE`;
    const property = await tx.property.findFirst({ where: { id: v.property_id, deleted_at: null } });
    if (!property) throw notFound(MSG.server.notFound);
    const activity = await tx.economicActivity.findFirst({ where: { id: v.economic_activity_id, deleted_at: null } });
    if (!activity || (activity.property_type_id && activity.property_type_id !== property.property_type_id)) throw unprocessable(MSG.taxpayers.historyError);
    if (v.end > todayYmd()) throw unprocessable(MSG.taxpayers.historyFuture);
    const overlap = await tx.economicActivityHistory.findFirst({
      where: { property_id: v.property_id, start: { lte: day(v.end) }, end: { gte: day(v.start) }, ...(selfId ? { id: { not: selfId } } : {}) },
    });
    if (overlap) throw unprocessable(MSG.taxpayers.historyOverlap);
  }

  async function create(session: SessionUser, v: HistoryInput) {
    const h = await db.$transaction(async (tx) => {
      await check(tx, v);
      const row = await tx.economicActivityHistory.create({
        data: { property_id: v.property_id, economic_activity_id: v.economic_activity_id, start: day(v.start), end: day(v.end), created_by: session.id },
        include,
      });
      await writeAudit(tx, 'activity-history.created', { value_id: row.id, user_id: session.id, property_id: v.property_id, new: present(row) });
      return row;
    });
    return { message: MSG.taxpayers.historyAdded, history: present(h) };
  }

  async function update(session: SessionUser, id: number, v: HistoryInput) {
    const h = await db.$transaction(async (tx) => {
      const before = await tx.economicActivityHistory.findUnique({ where: { id }, include });
      if (!before) throw notFound(MSG.server.notFound);
      // a period stays with its property
      const input = { ...v, property_id: before.property_id };
      await check(tx, input, id);
      const row = await tx.economicActivityHistory.update({
        where: { id },
        data: { economic_activity_id: input.economic_activity_id, start: day(input.start), end: day(input.end) },
        include,
      });
      await writeAudit(tx, 'activity-history.updated', {
        value_id: id,
        user_id: session.id,
        property_id: before.property_id,
        old: present(before),
        new: present(row),
      });
      return row;
    });
    return { message: MSG.taxpayers.historyAdded, history: present(h) };
  }

  async function remove(session: SessionUser, id: number) {
    await db.$transaction(async (tx) => {
      const before = await tx.economicActivityHistory.findUnique({ where: { id }, include });
      if (!before) throw notFound(MSG.server.notFound);
      await tx.economicActivityHistory.delete({ where: { id } });
      await writeAudit(tx, 'activity-history.deleted', { value_id: id, user_id: session.id, property_id: before.property_id, old: present(before) });
    });
    return { message: MSG.taxpayers.historyDeleted };
  }

  return { list, byProperty, create, update, remove };
}
