// Reading administrators ('Administradores', spec 000 "Administrators"): staff users are levels 1
// and 2 without a parent user; clients and moderators acting for a client never appear.
import { LEVELS, STAFF_ROLES, USER_STATUS_LABELS } from '@aseo/shared/constants';
import { documentLabel, fullName, padId, phoneLabel } from '@aseo/shared/format';
import type { CallInput, moderatorsCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { Prisma } from '@aseo/db/client';
import type { Db, Tx } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import { personSearchArms } from '../../lib/search.ts';

export type ModeratorFilters = CallInput<typeof moderatorsCalls.list>;

/** Staff accounts that are not deleted. */
export const staffWhere = (extra: Prisma.UserWhereInput = {}): Prisma.UserWhereInput => ({
  level_id: { in: [LEVELS.ADMIN, LEVELS.MODERATOR] },
  user_id: null,
  deleted_at: null,
  ...extra,
});

function listWhere(f: ModeratorFilters): Prisma.UserWhereInput {
  const s = f.search?.trim();
  return staffWhere({
    ...(f.status !== undefined ? { status: f.status } : {}),
    ...(s
      ? {
          OR: [...personSearchArms(s), { box: { contains: s, mode: 'insensitive' } }],
        }
      : {}),
  });
}

export const moderatorInclude = {
  role: { select: { id: true, name: true } },
  permissions: { select: { action: { select: { id: true, code: true, module_id: true } } } },
} satisfies Prisma.UserInclude;
export type ModeratorRow = Prisma.UserGetPayload<{ include: typeof moderatorInclude }>;

/** Allow-list of the administrator fields sent out (spec section 3 "Administrator"). */
export function presentModerator(u: ModeratorRow) {
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
    status_text: USER_STATUS_LABELS[u.status as keyof typeof USER_STATUS_LABELS] ?? '',
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

export function moderatorsQuery(db: Db) {
  async function list(f: ModeratorFilters) {
    const args = pageArgs(f.page);
    const where = listWhere(f);
    const [rows, total] = await Promise.all([
      db.user.findMany({ where, include: moderatorInclude, orderBy: { id: 'desc' }, skip: args.skip, take: args.take }),
      db.user.count({ where }),
    ]);
    return { users: paged(rows.map(presentModerator), total, args) };
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
