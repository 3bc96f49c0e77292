// Discounts by economic activity ('Descuentos' modal): a percentage between two dates.
import type { CallInput, tariffsCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import type { SessionUser } from '../../lib/tokens.ts';

export type DiscountInput = CallInput<typeof tariffsCalls.createDiscount>;

const include = {
  items: { include: { economic_activity: { select: { id: true, code: true, name: true } } } },
} satisfies Prisma.DiscountInclude;
type Row = Prisma.DiscountGetPayload<{ include: typeof include }>;

const day = (d: Date) => d.toISOString().slice(0, 10);
function present(d: Row) {
  return {
    id: d.id,
    code: String(d.id).padStart(4, '0'),
    amount: d.amount.toString(),
    start_date: day(d.start_date),
    expire_date: day(d.expire_date),
    description: d.description,
    items: d.items.map((i) => i.economic_activity_id),
    economic_activities: d.items.map((i) => i.economic_activity),
  };
}
/** 'YYYY-MM-DD' or 'YYYY-MM-DD hh:mm:ss' → the calendar day (UTC midnight): discounts are whole days. */
const toDate = (s: string) => new Date(`${s.slice(0, 10)}T00:00:00Z`);

export function discountsService(ctx: AppContext) {
  const { db } = ctx;

  async function assertActivities(ids: number[]) {
    const found = await db.economicActivity.count({ where: { id: { in: ids }, deleted_at: null } });
    if (found !== new Set(ids).size) throw unprocessable(MSG.server.invalidReference);
  }

  async function list(page?: number) {
    const args = pageArgs(page);
    const where = { deleted_at: null };
    const [rows, total] = await Promise.all([
      db.discount.findMany({ where, include, orderBy: { id: 'desc' }, skip: args.skip, take: args.take }),
      db.discount.count({ where }),
    ]);
    return { discounts: paged(rows.map(present), total, args) };
  }

  async function get(id: number) {
    const row = await db.discount.findFirst({ where: { id, deleted_at: null }, include });
    if (!row) throw notFound(MSG.server.notFound);
    return { discount: present(row) };
  }

  async function save(session: SessionUser, input: DiscountInput, id?: number) {
    await assertActivities(input.items);
    const data = {
      amount: input.amount,
      start_date: toDate(input.start_date!),
      expire_date: toDate(input.expire_date!),
      description: input.description ?? null,
    };
    const row = await db.$transaction(async (tx) => {
      const before = id ? await tx.discount.findFirst({ where: { id, deleted_at: null }, include }) : null;
      if (id && !before) throw notFound(MSG.server.notFound);
      const saved = id
        ? await tx.discount.update({
            where: { id },
            data: { ...data, items: { deleteMany: {}, create: input.items.map((a) => ({ economic_activity_id: a })) } },
            include,
          })
        : await tx.discount.create({
            data: { ...data, created_by: session.id, items: { create: input.items.map((a) => ({ economic_activity_id: a })) } },
            include,
          });
      await writeAudit(tx, id ? 'discount.updated' : 'discount.created', {
        value_id: saved.id,
        user_id: session.id,
        old: before ? present(before) : null,
        new: present(saved),
      });
      return saved;
    });
    return { message: id ? MSG.tariffs.discountUpdated : MSG.tariffs.discountCreated, discount: present(row) };
  }

  async function remove(session: SessionUser, id: number) {
    await db.$transaction(async (tx) => {
      const before = await tx.discount.findFirst({ where: { id, deleted_at: null }, include });
      if (!before) throw notFound(MSG.server.notFound);
      await tx.discount.update({ where: { id }, data: { deleted_at: new Date() } });
      await writeAudit(tx, 'discount.deleted', { value_id: id, user_id: session.id, old: present(before) });
    });
    return { message: MSG.tariffs.discountDeleted };
  }

  return { list, get, save, remove };
}
