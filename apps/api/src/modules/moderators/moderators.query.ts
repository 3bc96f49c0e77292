// Reading administrators ('Administradores', spec 000 "Administrators"): staff users are levels 1
// and 2 without a parent user; clients and moderators acting for a client never appear.
import { LEVELS, STAFF_ROLES, USER_STATUS_TEXT } from '@aseo/shared/constants';
import { documentLabel, fullName, padId, phoneLabel } from '@aseo/shared/format';
import type { CallInput, moderatorsCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { Prisma } from '@aseo/db/client';
import type { Db, Tx } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import { createCountCache, paged, pageArgs } from '../../lib/paging.ts';
import { personSearchSql } from '../../lib/search.ts';
import { queryRows } from '../../lib/sql.ts';
import { isoUtc, type UserChanges } from '../users/index.ts';

export type ModeratorFilters = CallInput<typeof moderatorsCalls.list>;

/** Staff accounts that are not deleted. */
export const staffWhere = (extra: Prisma.UserWhereInput = {}): Prisma.UserWhereInput => ({
  level_id: { in: [LEVELS.ADMIN, LEVELS.MODERATOR] },
  user_id: null,
  deleted_at: null,
  ...extra,
});

export const moderatorInclude = {
  role: { select: { id: true, name: true } },
  permissions: { select: { action: { select: { id: true, code: true, module_id: true } } } },
} satisfies Prisma.UserInclude;
export type ModeratorRow = Prisma.UserGetPayload<{ include: typeof moderatorInclude }>;

/** What `presentModerator` reads: a Prisma row with `moderatorInclude`, or the JSON of the list's statement (dates as ISO text). */
type PresentableModerator = Pick<
  ModeratorRow,
  | 'id'
  | 'level_id'
  | 'role_id'
  | 'role'
  | 'username'
  | 'name'
  | 'lastname'
  | 'email'
  | 'phone_code'
  | 'phone'
  | 'document_type_id'
  | 'document'
  | 'box'
  | 'status'
  | 'permissions'
> & { created_at: Date | string };

/** Allow-list of the administrator fields sent out (spec section 3 "Administrator"). */
export function presentModerator(u: PresentableModerator) {
  return {
    id: u.id,
    number_format: padId(u.id),
    level_id: u.level_id,
    role_id: u.role_id ?? u.level_id,
    role: u.role ?? STAFF_ROLES.find((r) => r.id === u.level_id) ?? null,
    username: u.username,
    name: u.name,
    lastname: u.lastname,
    full_name: fullName(u.name, u.lastname),
    email: u.email,
    phone_code: u.phone_code,
    phone: u.phone,
    full_phone: phoneLabel(u.phone_code, u.phone),
    document_type_id: u.document_type_id,
    document: u.document,
    full_document: documentLabel(u.document_type_id, u.document),
    box: u.box,
    status: u.status,
    status_text: USER_STATUS_TEXT[u.status as keyof typeof USER_STATUS_TEXT] ?? '',
    created_at: u.created_at,
    permissions: u.permissions.map((p) => ({ code: p.action.code, module_id: p.action.module_id })),
  };
}
export type PresentedModerator = ReturnType<typeof presentModerator>;

/** The modules with their actions, main first; `active` marks what `granted` holds. */
export async function moduleMatrix(db: Db | Tx, granted?: ReadonlySet<string>) {
  const modules = await db.module.findMany({
    where: { actions: { some: {} } },
    orderBy: { id: 'asc' },
    include: { actions: { orderBy: [{ main: 'desc' }, { id: 'asc' }], select: { id: true, name: true, code: true, main: true } } },
  });
  return modules.map((m) => ({
    id: m.id,
    name: m.name,
    actions: m.actions.map((a) => (granted ? { ...a, active: granted.has(a.code) } : a)),
  }));
}

/** The list's filters over the users row aliased `u`: staff (`staffWhere`), status, and the search over the person and the cash box. */
function listWhereSql(f: ModeratorFilters): Prisma.Sql {
  const s = f.search?.trim();
  const conditions = [Prisma.sql`u.level_id IN (${LEVELS.ADMIN}, ${LEVELS.MODERATOR})`, Prisma.sql`u.user_id IS NULL`, Prisma.sql`u.deleted_at IS NULL`];
  if (f.status !== undefined) conditions.push(Prisma.sql`u.status = ${f.status}`);
  if (s) conditions.push(Prisma.sql`(${personSearchSql(s)} OR u.box ILIKE ('%' || ${s} || '%'))`);
  return Prisma.join(conditions, ' AND ');
}

/** The list's key in the count cache: its filters without the page. */
const countKey = (f: ModeratorFilters) => JSON.stringify(['staff', f.status ?? null, f.search?.trim() || null]);

export function moderatorsQuery(db: Db, changes?: UserChanges) {
  const counts = createCountCache(changes);

  /** One statement a page: the rows with their role and permissions as JSON; the total from the count cache (ADR 009). */
  async function list(f: ModeratorFilters) {
    const args = pageArgs(f.page);
    const where = listWhereSql(f);
    const count = () => queryRows<{ n: number }>(db, Prisma.sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`).then((r) => r[0].n);
    const page = queryRows<{ users: PresentableModerator[] }>(
      db,
      Prisma.sql`
      WITH page AS (SELECT u.id FROM users u WHERE ${where} ORDER BY u.id DESC LIMIT ${args.take} OFFSET ${args.skip})
      SELECT coalesce(json_agg(json_build_object(
        'id', u.id, 'level_id', u.level_id, 'role_id', u.role_id, 'username', u.username, 'name', u.name, 'lastname', u.lastname,
        'email', u.email, 'phone_code', u.phone_code, 'phone', u.phone, 'document_type_id', u.document_type_id, 'document', u.document,
        'box', u.box, 'status', u.status, 'created_at', ${isoUtc('u.created_at')},
        'role', (SELECT json_build_object('id', r.id, 'name', r.name) FROM roles r WHERE r.id = u.role_id),
        'permissions', coalesce((SELECT json_agg(json_build_object('action', json_build_object('id', a.id, 'code', a.code, 'module_id', a.module_id)) ORDER BY a.id)
                                 FROM user_permissions up JOIN actions a ON a.id = up.action_id WHERE up.user_id = u.id), '[]')
      ) ORDER BY u.id DESC), '[]') AS users
      FROM users u WHERE u.id IN (SELECT id FROM page)`,
    );
    const [[row], total] = await Promise.all([page, counts.get(countKey(f), count)]);
    return { users: paged(row.users.map(presentModerator), total, args) };
  }

  async function find(id: number) {
    const user = await db.user.findFirst({ where: staffWhere({ id }), include: moderatorInclude });
    if (!user) throw notFound(MSG.server.notFound);
    return user;
  }

  async function getUser(id: number) {
    const user = presentModerator(await find(id));
    return { user, modules: await moduleMatrix(db, new Set(user.permissions.map((p) => p.code))) };
  }

  async function modules(userId?: number) {
    if (!userId) return { modules: await moduleMatrix(db) };
    const user = await find(userId);
    return { modules: await moduleMatrix(db, new Set(user.permissions.map((p) => p.action.code))) };
  }

  const roles = async () => ({ roles: (await db.role.findMany({ orderBy: { id: 'asc' } })).map((r) => ({ ...r, level_id: r.id })) });

  return { list, find, getUser, modules, roles };
}
