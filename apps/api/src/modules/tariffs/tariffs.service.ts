// Economic activities and their prices per service type ('Tarifas').
import type { CallInput, tariffsCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { percent, rate, ucd } from '@aseo/shared/money';
import { tariffExample } from '@aseo/shared/tariffs';
import type { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { currentValues } from './global-values.service.ts';

const activityInclude = {
  prices: { orderBy: { service_type_id: 'asc' }, include: { service_type: { select: { id: true, name: true } } } },
} satisfies Prisma.EconomicActivityInclude;
type ActivityRow = Prisma.EconomicActivityGetPayload<{ include: typeof activityInclude }>;

export function presentActivity(a: ActivityRow) {
  return {
    id: a.id,
    code: a.code,
    name: a.name,
    short: a.short,
    property_type_id: a.property_type_id,
    size: a.size.toString(),
    tax_free: a.tax_free,
    prices: a.prices.map((p) => ({
      service_type_id: p.service_type_id,
      service_type: p.service_type,
      commercial_factor: p.commercial_factor.toString(),
      additional_coefficient: p.additional_coefficient.toString(),
      adjustment_factor: p.adjustment_factor.toString(),
    })),
  };
}

export type ActivityEdit = CallInput<typeof tariffsCalls.edit>;

export function tariffsService(ctx: AppContext) {
  const { db } = ctx;

  function where(search?: string): Prisma.EconomicActivityWhereInput {
    return {
      deleted_at: null,
      ...(search ? { OR: [{ code: { contains: search, mode: 'insensitive' } }, { name: { contains: search, mode: 'insensitive' } }] } : {}),
    };
  }

  async function list(page: number | undefined, search?: string) {
    const args = pageArgs(page);
    const [rows, total, types, values] = await Promise.all([
      db.economicActivity.findMany({ where: where(search), include: activityInclude, orderBy: { code: 'asc' }, skip: args.skip, take: args.take }),
      db.economicActivity.count({ where: where(search) }),
      db.serviceType.findMany({ orderBy: { id: 'asc' } }),
      currentValues(db),
    ]);
    return { activities: paged(rows.map(presentActivity), total, args), types, ...values };
  }

  /** One activity with a worked example of its fee for a property of `size` m². */
  async function view(id: number, exampleSize = '120') {
    const a = await db.economicActivity.findFirst({ where: { id, deleted_at: null }, include: activityInclude });
    if (!a) throw notFound(MSG.server.notFound);
    const values = await currentValues(db);
    const examples = a.prices.map((p) => ({
      service_type_id: p.service_type_id,
      size: exampleSize,
      ...tariffExample({
        size: exampleSize,
        property_type_id: a.property_type_id ?? 1,
        property_use_id: 1,
        activity: { size: a.size.toString(), tax_free: a.tax_free },
        price: {
          commercial_factor: ucd(p.commercial_factor.toString()),
          additional_coefficient: ucd(p.additional_coefficient.toString()),
          adjustment_factor: p.adjustment_factor.toString(),
        },
        iva: percent(values.iva.amount ?? '0'),
        rate: rate(values.conversion_petro.amount ?? '0'),
      }),
    }));
    return { activity: presentActivity(a), examples, conversion_petro: values.conversion_petro };
  }

  async function edit(session: SessionUser, input: ActivityEdit) {
    const types = new Set((await db.serviceType.findMany({ select: { id: true } })).map((t) => t.id));
    if (input.prices.some((p) => !types.has(p.service_type_id))) throw unprocessable(MSG.server.invalidData);
    if (new Set(input.prices.map((p) => p.service_type_id)).size !== input.prices.length) throw unprocessable(MSG.server.invalidData);
    const updated = await db.$transaction(async (tx) => {
      const before = await tx.economicActivity.findFirst({ where: { id: input.economic_activity_id, deleted_at: null }, include: activityInclude });
      if (!before) throw notFound(MSG.server.notFound);
      await tx.economicActivity.update({
        where: { id: before.id },
        data: { name: input.name, size: input.size, tax_free: input.tax_free },
      });
      for (const p of input.prices) {
        const values = { commercial_factor: p.commercial_factor, additional_coefficient: p.additional_coefficient, adjustment_factor: p.adjustment_factor };
        await tx.economicActivityPrice.upsert({
          where: { economic_activity_id_service_type_id: { economic_activity_id: before.id, service_type_id: p.service_type_id } },
          update: values,
          create: { economic_activity_id: before.id, service_type_id: p.service_type_id, ...values },
        });
      }
      const after = await tx.economicActivity.findUniqueOrThrow({ where: { id: before.id }, include: activityInclude });
      await writeAudit(tx, 'price.updated', { value_id: before.id, user_id: session.id, old: presentActivity(before), new: presentActivity(after) });
      return after;
    });
    return { message: MSG.tariffs.activityUpdated, activity: presentActivity(updated) };
  }

  /** Rows for the Excel export: the list's filter and order, every page (activities are a few hundred). */
  async function* exportRows(search?: string) {
    const rows = await db.economicActivity.findMany({ where: where(search), include: activityInclude, orderBy: { code: 'asc' } });
    for (const r of rows) yield presentActivity(r);
  }

  return { list, view, edit, exportRows };
}
