// Administrators as the admin level creates and changes them. The permission matrix arrives as
// module rows or as permission codes; a secondary action brings its module's main actions. Every
// change writes its audit row in the same transaction; `users` events go out after the commit.
import { ACTION_MAIN, LEVELS, USER_STATUS } from '@aseo/shared/constants';
import type { CallInput, moderatorsCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { moderatorInclude, presentModerator, staffWhere } from './moderators.query.ts';
import { iEquals } from '../../lib/search.ts';

/** The form and the matrix (`modules`, when sent, wins over the `permissions` codes); the password only when typed. */
export type ModeratorInput = Omit<CallInput<typeof moderatorsCalls.edit>, 'id'>;
/** The matrix as the form sends it: modules with their actions ticked or not. */
export type ModuleMatrixInput = NonNullable<ModeratorInput['modules']>;

/** Username free in any letter case among every account, deleted ones included. */
async function assertUsernameFree(db: Db | Tx, username: string, selfId?: number) {
  const taken = await db.user.findFirst({
    where: { username: iEquals(username.trim()), ...(selfId ? { id: { not: selfId } } : {}) },
    select: { id: true },
  });
  if (taken) throw unprocessable(MSG.server.usernameTaken, { fields: { username: MSG.server.usernameTaken } });
}

/**
 * The action ids to grant: the ticked ones (by id or code, from the matrix when sent, else the
 * codes) plus the main actions of every module one of them belongs to.
 */
export async function grantedActionIds(db: Db | Tx, codes: readonly string[], matrix?: ModuleMatrixInput): Promise<number[]> {
  const actions = await db.action.findMany({ select: { id: true, code: true, module_id: true, main: true } });
  const byId = new Map(actions.map((a) => [a.id, a]));
  const byCode = new Map(actions.map((a) => [a.code, a]));
  const ticked = matrix
    ? matrix.flatMap((m) => m.actions.filter((a) => a.active === 1).map((a) => (a.id !== undefined ? byId.get(a.id) : byCode.get(a.code ?? ''))))
    : codes.map((c) => byCode.get(c));
  if (ticked.some((a) => !a)) throw unprocessable(MSG.server.invalidPermission);
  const modules = new Set(ticked.map((a) => a!.module_id));
  const ids = new Set(ticked.map((a) => a!.id));
  for (const a of actions) if (a.main === ACTION_MAIN && modules.has(a.module_id)) ids.add(a.id);
  return [...ids].sort((x, y) => x - y);
}

/** The level a role gives: role 1 'Administrador' → level 1, role 2 'Moderador' → level 2. */
async function levelOfRole(db: Db | Tx, roleId: number | undefined, fallback: number) {
  if (roleId === undefined) return fallback;
  const role = await db.role.findUnique({ where: { id: roleId } });
  if (!role || (roleId !== LEVELS.ADMIN && roleId !== LEVELS.MODERATOR)) throw unprocessable(MSG.moderators.invalidRole);
  return roleId;
}

const profileData = (m: ModeratorInput) => ({
  name: m.name,
  lastname: m.lastname ?? null,
  email: m.email.toLowerCase(),
  phone_code: m.phone_code ?? null,
  phone: m.phone ?? null,
  document_type_id: m.document ? (m.document_type_id ?? null) : null,
  document: m.document ?? null,
  box: m.box ?? null,
});

export function moderatorsService(ctx: AppContext) {
  const { db, cfg } = ctx;

  async function create(session: SessionUser, m: ModeratorInput) {
    if (!m.password) throw unprocessable(MSG.server.passwordRequired);
    await assertUsernameFree(db, m.username);
    const level = await levelOfRole(db, m.role_id, LEVELS.MODERATOR);
    const actionIds = await grantedActionIds(db, m.permissions, m.modules);
    const password = await hashPassword(m.password, cfg.BCRYPT_ROUNDS);
    const user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          ...profileData(m),
          level_id: level,
          role_id: level,
          username: m.username.trim(),
          business_name: m.name,
          password,
          status: USER_STATUS.ACTIVE,
          verified: 1,
          permissions: { create: actionIds.map((action_id) => ({ action_id })) },
        },
        include: moderatorInclude,
      });
      await writeAudit(tx, 'user.created', { value_id: created.id, user_id: session.id, new: presentModerator(created) });
      return created;
    });
    ctx.emit('users', { action: 'update', user_id: user.id }, rooms.staff);
    return { message: MSG.moderators.userCreated, user: presentModerator(user) };
  }

  async function edit(session: SessionUser, id: number, m: ModeratorInput) {
    await assertUsernameFree(db, m.username, id);
    const actionIds = await grantedActionIds(db, m.permissions, m.modules);
    const password = m.password ? await hashPassword(m.password, cfg.BCRYPT_ROUNDS) : undefined;
    const user = await db.$transaction(async (tx) => {
      const before = await tx.user.findFirst({ where: staffWhere({ id }), include: moderatorInclude });
      if (!before) throw notFound(MSG.server.notFound);
      const level = await levelOfRole(tx, m.role_id, before.level_id);
      if (id === session.id && level !== before.level_id) throw unprocessable(MSG.moderators.selfRole);
      await tx.userPermission.deleteMany({ where: { user_id: id } });
      const after = await tx.user.update({
        where: { id },
        data: {
          ...profileData(m),
          level_id: level,
          role_id: level,
          username: m.username.trim(),
          business_name: m.name,
          ...(password ? { password, token_version: { increment: 1 } } : {}),
          permissions: { create: actionIds.map((action_id) => ({ action_id })) },
        },
        include: moderatorInclude,
      });
      await writeAudit(tx, 'user.updated', { value_id: id, user_id: session.id, old: presentModerator(before), new: presentModerator(after) });
      if (password) await writeAudit(tx, 'user.password-changed', { value_id: id, user_id: session.id });
      return after;
    });
    ctx.emit('users', { action: 'update', user_id: id }, [rooms.user(id), rooms.staff]);
    return { message: MSG.moderators.userUpdated, user: presentModerator(user) };
  }

  /** A deactivation also ends the sessions, so a later reactivation does not revive old tokens. */
  async function setStatus(session: SessionUser, id: number, status: number) {
    if (status !== USER_STATUS.ACTIVE && status !== USER_STATUS.INACTIVE) throw unprocessable(MSG.server.invalidStatus);
    if (id === session.id) throw unprocessable(MSG.moderators.selfStatus);
    await db.$transaction(async (tx) => {
      const before = await tx.user.findFirst({ where: staffWhere({ id }) });
      if (!before) throw notFound(MSG.server.notFound);
      await tx.user.update({ where: { id }, data: { status, ...(status === USER_STATUS.INACTIVE ? { token_version: { increment: 1 } } : {}) } });
      await writeAudit(tx, 'user.status-changed', { value_id: id, user_id: session.id, old: { status: before.status }, new: { status } });
    });
    ctx.emit('users', { action: 'change-status', user_id: id, status }, [rooms.user(id), rooms.staff]);
    return { message: MSG.common.statusChanged };
  }

  /** Soft delete: the audit trail keeps pointing at the account; its sessions end at once. */
  async function remove(session: SessionUser, id: number) {
    if (id === session.id) throw unprocessable(MSG.moderators.selfDelete);
    await db.$transaction(async (tx) => {
      const before = await tx.user.findFirst({ where: staffWhere({ id }), include: moderatorInclude });
      if (!before) throw notFound(MSG.server.notFound);
      await tx.user.update({ where: { id }, data: { deleted_at: new Date(), token_version: { increment: 1 } } });
      await writeAudit(tx, 'user.deleted', { value_id: id, user_id: session.id, old: presentModerator(before) });
    });
    ctx.emit('users', { action: 'delete', user_id: id }, [rooms.user(id), rooms.staff]);
    return { message: MSG.moderators.userDeleted };
  }

  return { create, edit, setStatus, remove };
}
