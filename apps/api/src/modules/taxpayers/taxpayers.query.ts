// Reading taxpayers: the filtered, paged list of 'Contribuyentes' and one taxpayer with its
// property tree (spec 000 "Taxpayers (admin)").
import { LEVELS } from '@aseo/shared/constants';
import type { CallInput, taxpayersCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import { personSearchArms } from '../../lib/search.ts';
import { presentUser, userInclude } from '../users/index.ts';
import { presentProperty, propertyInclude, propertyTree } from '../properties/index.ts';

/** The list's filters (admin/clients/get, excel). */
export type ClientFilters = CallInput<typeof taxpayersCalls.list>;

/**
 * `codeOwners`, when given, are the owners of the property whose code equals the search (see
 * `propertyCodeOwners`): the search then matches them by id instead of an EXISTS on properties,
 * which inside the OR would keep PostgreSQL from combining the trigram indexes.
 */
export function clientWhere(f: ClientFilters, codeOwners?: number[]): Prisma.UserWhereInput {
  const s = f.search?.trim();
  return {
    level_id: LEVELS.CLIENT,
    deleted_at: null,
    ...(f.status !== undefined ? { status: f.status } : {}),
    ...(f.economic_activity ? { properties: { some: { economic_activity_id: f.economic_activity, deleted_at: null } } } : {}),
    ...(s
      ? {
          OR: [
            ...personSearchArms(s),
            ...(codeOwners === undefined
              ? [{ properties: { some: { code: { equals: s.toUpperCase() } } } }]
              : codeOwners.length
                ? [{ id: { in: codeOwners } }]
                : []),
          ],
        }
      : {}),
  };
}

/** Owners of the property whose code equals the search (the code arm of `clientWhere`'s search). */
export async function propertyCodeOwners(db: Db, search?: string): Promise<number[] | undefined> {
  const s = search?.trim();
  if (!s) return undefined;
  const rows = await db.property.findMany({ where: { code: s.toUpperCase() }, select: { user_id: true } });
  return rows.map((p) => p.user_id);
}

/** A search with at most this many matches is paged here from all its ids (see `pageOfIds`). */
const SEARCH_IN_MEMORY_MAX = 20_000;

export function taxpayersQuery(db: Db) {
  /**
   * The ids of one page (newest first) and the total. A search that matches a few thousand
   * taxpayers reads all their ids in one unordered query, answered from the trigram index, and
   * pages them here: with ORDER BY id … OFFSET the planner would rather walk the primary key running
   * the ILIKEs on every row (≈ 250 ms at 100,000 taxpayers; it prices ILIKE far below its cost).
   * A broad search (one or two letters, or most taxpayers) keeps the ordered query, whose first
   * pages stop early, instead of moving up to every id here.
   */
  async function pageOfIds(where: Prisma.UserWhereInput, args: ReturnType<typeof pageArgs>, searching: boolean) {
    const orderedPage = () => db.user.findMany({ where, orderBy: { id: 'desc' }, skip: args.skip, take: args.take, select: { id: true } });
    if (!searching) {
      const [page, total] = await Promise.all([orderedPage(), db.user.count({ where })]);
      return { ids: page.map((u) => u.id), total };
    }
    const total = await db.user.count({ where });
    if (total > SEARCH_IN_MEMORY_MAX) return { ids: (await orderedPage()).map((u) => u.id), total };
    const ids = (await db.user.findMany({ where, select: { id: true } })).map((u) => u.id).sort((a, b) => b - a);
    return { ids: ids.slice(args.skip, args.skip + args.take), total: ids.length };
  }

  // Measured by apps/api/bench/clients.ts (100,000 taxpayers): the page's ids come first (an
  // index-only scan even at deep offsets), then its rows, and the property counts of those rows
  // only — Prisma's `_count` include aggregates the whole properties table on every page.
  async function list(f: ClientFilters) {
    const args = pageArgs(f.page);
    const where = clientWhere(f, await propertyCodeOwners(db, f.search));
    const [{ ids, total }, activities, petro] = await Promise.all([
      pageOfIds(where, args, Boolean(f.search?.trim())),
      db.economicActivity.findMany({ where: { deleted_at: null }, select: { id: true, code: true, name: true }, orderBy: { code: 'asc' } }),
      db.globalValue.findFirst({ where: { key: 'conversion_petro', valid_from: { lte: new Date() } }, orderBy: [{ valid_from: 'desc' }, { id: 'desc' }] }),
    ]);
    const [rows, counts] = await Promise.all([
      db.user.findMany({ where: { id: { in: ids } }, orderBy: { id: 'desc' }, include: userInclude }),
      db.property.groupBy({ by: ['user_id'], where: { user_id: { in: ids }, deleted_at: null }, _count: { _all: true } }),
    ]);
    const propertiesCount = new Map(counts.map((c) => [c.user_id, c._count._all]));
    const users = rows.map((u) => ({ ...presentUser(u), properties_count: propertiesCount.get(u.id) ?? 0 }));
    return { users: paged(users, total, args), conversion_petro: { amount: petro?.amount.toString() ?? null }, economic_activities: activities };
  }

  /** One taxpayer with its property tree; `propertyId` (one of its properties) is returned as `property`. */
  async function getUser(id: number, propertyId?: number) {
    const user = await db.user.findFirst({ where: { id, level_id: LEVELS.CLIENT, deleted_at: null }, include: userInclude });
    if (!user) throw notFound(MSG.server.notFound);
    const properties = await db.property.findMany({ where: { user_id: id, deleted_at: null }, include: propertyInclude, orderBy: { code: 'asc' } });
    const selected = propertyId ? properties.find((p) => p.id === propertyId) : undefined;
    if (propertyId && !selected) throw notFound(MSG.server.notFound);
    return {
      user: { ...presentUser(user), properties: propertyTree(properties) },
      property: selected ? presentProperty(selected) : null,
      secondary_properties: properties.map((p) => ({
        id: p.id,
        code: p.code,
        parent_id: p.parent_id,
        status: p.status,
        economic_activity_id: p.economic_activity_id,
        property_type_id: p.property_type_id,
      })),
    };
  }

  /** Property lookup by code or owner for selects (parent code autocomplete): at most 20. */
  async function searchProperties(f: CallInput<typeof taxpayersCalls.searchProperties>) {
    const s = f.search?.trim().toUpperCase();
    const rows = await db.property.findMany({
      where: {
        deleted_at: null,
        user: { deleted_at: null },
        ...(f.user_id ? { user_id: f.user_id } : {}),
        ...(s ? { code: { startsWith: s.startsWith('AU-') ? s : `AU-${s}` } } : {}),
      },
      include: { economic_activity: { select: { code: true, name: true } }, user: { select: { name: true, lastname: true } } },
      orderBy: { code: 'asc' },
      take: 20,
    });
    return {
      properties: rows.map((p) => ({
        id: p.id,
        code: p.code,
        user_id: p.user_id,
        owner_name: [p.user.name, p.user.lastname].filter(Boolean).join(' '),
        economic_activity: p.economic_activity,
        status: p.status,
        parent_id: p.parent_id,
      })),
    };
  }

  return { list, getUser, searchProperties };
}
