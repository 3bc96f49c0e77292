// Reading taxpayers: the filtered, paged list of 'Contribuyentes' and one taxpayer with its
// property tree (spec 000 "Taxpayers (admin)").
import { LEVELS } from '@aseo/shared/constants';
import type { CallInput, taxpayersCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import { createCountCache, paged, pageArgs } from '../../lib/paging.ts';
import { personSearchArms, personSearchSql } from '../../lib/search.ts';
import { queryRows } from '../../lib/sql.ts';
import { valueNowSql } from '../ledger/index.ts';
import { presentedUserJson, userInclude, type PresentedUser, type UserChanges } from '../users/index.ts';
import { presentProperty, propertyInclude, propertyTree } from '../properties/index.ts';
import { presentClient } from './taxpayers.retention.ts';

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
    ...(f.retention_request ? { retention_request: { not: null } } : {}),
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

/** A search with at most this many matches is sorted from all its ids (see `pageIds`). */
const SEARCH_IN_MEMORY_MAX = 20_000;

/** `clientWhere` (with the property-code owners resolved inside) in SQL over the users row aliased `u`. */
export function clientFilterSql(f: ClientFilters): Prisma.Sql {
  const s = f.search?.trim();
  const conditions = [Prisma.sql`u.level_id = ${LEVELS.CLIENT}`, Prisma.sql`u.deleted_at IS NULL`];
  if (f.status !== undefined) conditions.push(Prisma.sql`u.status = ${f.status}`);
  if (f.retention_request) conditions.push(Prisma.sql`u.retention_request IS NOT NULL`);
  if (f.economic_activity) {
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM properties p WHERE p.user_id = u.id AND p.economic_activity_id = ${f.economic_activity} AND p.deleted_at IS NULL)`,
    );
  }
  // the code arm as an id list computed once (an InitPlan): inside the OR an EXISTS would keep
  // PostgreSQL from combining the trigram and primary-key indexes (ADR 006)
  if (s) conditions.push(Prisma.sql`(${personSearchSql(s)} OR u.id = ANY (ARRAY(SELECT p.user_id FROM properties p WHERE p.code = ${s.toUpperCase()})))`);
  return Prisma.join(conditions, ' AND ');
}

/** The list's key in the count cache: its filters without the page. */
const countKey = (f: ClientFilters) =>
  JSON.stringify(['clients', f.status ?? null, f.economic_activity ?? null, f.search?.trim() || null, f.retention_request ? 1 : 0]);

/** Taxpayers whose retention request waits for staff (the list's badge, whatever its filters). */
const PENDING_REQUESTS_SQL = Prisma.sql`SELECT count(*)::int AS pending FROM users u
  WHERE u.level_id = ${LEVELS.CLIENT} AND u.deleted_at IS NULL AND u.retention_request IS NOT NULL`;

type ListRow = {
  users: (PresentedUser & { retention_request: number | null; properties_count: number })[];
  activities: { id: number; code: string; name: string }[];
  petro: string | null;
};

export function taxpayersQuery(db: Db, changes?: UserChanges) {
  const counts = createCountCache(changes);

  /**
   * The page's ids, newest first. A search that matches a few thousand taxpayers is collected whole
   * from the trigram index (a materialized CTE) and sorted: with ORDER BY id … OFFSET the planner
   * would rather walk the primary key running the ILIKEs on every row (≈ 250 ms at 100,000
   * taxpayers; it prices ILIKE far below its cost). A broad search (one or two letters, or most
   * taxpayers) and no search keep the ordered walk, whose first pages stop early.
   */
  function pageIds(where: Prisma.Sql, args: ReturnType<typeof pageArgs>, sortMatches: boolean) {
    return sortMatches
      ? Prisma.sql`matches AS MATERIALIZED (SELECT u.id FROM users u WHERE ${where}),
          page AS (SELECT id FROM matches ORDER BY id DESC LIMIT ${args.take} OFFSET ${args.skip})`
      : Prisma.sql`page AS (SELECT u.id FROM users u WHERE ${where} ORDER BY u.id DESC LIMIT ${args.take} OFFSET ${args.skip})`;
  }

  // One statement a page (measured by apps/api/bench): the page's ids (index-only even at deep
  // offsets), its rows as presented (users/user.rows.ts) with their property counts, as JSON, the
  // activities and the UCD rate. The total comes from the count cache (ADR 009).
  async function list(f: ClientFilters) {
    const args = pageArgs(f.page);
    const where = clientFilterSql(f);
    const count = () => queryRows<{ n: number }>(db, Prisma.sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`).then((r) => r[0].n);
    const searching = Boolean(f.search?.trim());
    // a search's plan depends on how many it matches; without one the count and the page run together
    const counted = counts.get(countKey(f), count);
    const total = searching ? await counted : undefined;
    const page = queryRows<ListRow>(
      db,
      Prisma.sql`
      WITH ${pageIds(where, args, total !== undefined && total <= SEARCH_IN_MEMORY_MAX)}
      SELECT
        coalesce((SELECT json_agg(r.j ORDER BY r.id DESC)
                  FROM (SELECT u.id, ${presentedUserJson([
                    Prisma.sql`'retention_request', u.retention_request`,
                    Prisma.sql`'properties_count', (SELECT count(*) FROM properties p WHERE p.user_id = u.id AND p.deleted_at IS NULL)`,
                  ])} AS j
                        FROM users u WHERE u.id IN (SELECT id FROM page)) r), '[]') AS users,
        coalesce((SELECT json_agg(json_build_object('id', a.id, 'code', a.code, 'name', a.name) ORDER BY a.code)
                  FROM economic_activities a WHERE a.deleted_at IS NULL), '[]') AS activities,
        trim_scale(${valueNowSql('conversion_petro')})::text AS petro`,
    );
    // kept beside the list's total (same key, counted when it is): a page whose total is remembered
    // stays one statement; a users event (every taxpayer write, a decision included) drops both
    const requests = counts.get(`${countKey(f)}:retention`, () => queryRows<{ pending: number }>(db, PENDING_REQUESTS_SQL).then((r) => r[0].pending));
    const [[row], n, pending] = await Promise.all([page, counted, requests]);
    return {
      users: paged(row.users, n, args),
      conversion_petro: { amount: row.petro },
      economic_activities: row.activities,
      retention_requests: pending,
    };
  }

  /** One taxpayer with its property tree; `propertyId` (one of its properties) is returned as `property`. */
  async function getUser(id: number, propertyId?: number) {
    const user = await db.user.findFirst({ where: { id, level_id: LEVELS.CLIENT, deleted_at: null }, include: userInclude });
    if (!user) throw notFound(MSG.server.notFound);
    const properties = await db.property.findMany({ where: { user_id: id, deleted_at: null }, include: propertyInclude, orderBy: { code: 'asc' } });
    const selected = propertyId ? properties.find((p) => p.id === propertyId) : undefined;
    if (propertyId && !selected) throw notFound(MSG.server.notFound);
    return {
      user: { ...presentClient(user), properties: propertyTree(properties) },
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
