// Taxpayers (clients, level 3) as staff and registration create and change them. Every staff
// change writes its audit row in the same transaction; events go out after the commit.
import { LEVELS, USER_STATUS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { rooms } from '@aseo/shared/realtime';
import type { z } from 'zod';
import type { clientEditSchema, PropertyInput } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { userInclude } from '../users/index.ts';
import { createPropertyTx } from '../properties/index.ts';
import { iEquals } from '../../lib/search.ts';
import { presentClient, requestAfterEdit, requestedRetention } from './taxpayers.retention.ts';

/** The client part of every taxpayer form (staff, register, import): password optional. */
export type ClientInput = z.output<typeof clientEditSchema>;

/** Username free (any letter case) and one taxpayer per document, ignoring `selfId`. */
export async function assertClientUnique(db: Db | Tx, c: { username?: string; document_type_id: number; document: string }, selfId?: number) {
  if (c.username) {
    const taken = await db.user.findFirst({
      where: { username: iEquals(c.username.trim()), ...(selfId ? { id: { not: selfId } } : {}) },
      select: { id: true },
    });
    if (taken) throw unprocessable(MSG.server.usernameTaken, { fields: { username: MSG.server.usernameTaken } });
  }
  const same = await db.user.findFirst({
    where: {
      level_id: LEVELS.CLIENT,
      deleted_at: null,
      document_type_id: c.document_type_id,
      document: c.document,
      ...(selfId ? { id: { not: selfId } } : {}),
    },
    select: { id: true },
  });
  if (same) throw unprocessable(MSG.server.documentTaken, { fields: { document: MSG.server.documentTaken } });
}

const contactData = (c: ClientInput) => ({
  name: c.name,
  lastname: c.lastname ?? null,
  business_name: c.business_name,
  email: c.email.toLowerCase(),
  phone_code: c.phone_code ?? null,
  phone: c.phone,
  document_type_id: c.document_type_id,
  document: c.document,
  fiscal_address: c.fiscal_address,
  retention: c.retention,
  note: c.note ?? null,
});

/**
 * Creates a taxpayer and its first property inside the caller's transaction. `selfRegistered`: the
 * taxpayer itself fills the form, so a parent property can only be one of its own (none yet), and
 * the retention it asks for is stored as a request for staff (it bills as NO until confirmed).
 */
export async function createTaxpayerTx(
  tx: Tx,
  c: ClientInput,
  property: PropertyInput,
  opts: { status: number; verified: number; passwordHash: string; selfRegistered?: boolean },
) {
  const created = await tx.user.create({
    data: {
      level_id: LEVELS.CLIENT,
      status: opts.status,
      verified: opts.verified,
      username: c.username!.trim(),
      password: opts.passwordHash,
      ...contactData(c),
      ...(opts.selfRegistered ? requestedRetention(c.retention) : {}),
      emails: { create: c.emails.map((email) => ({ email: email.toLowerCase() })) },
      phones: { create: c.phones.map((p) => ({ phone: p.phone, phone_code: p.phone_code ?? null })) },
    },
  });
  const createdProperty = await createPropertyTx(tx, created.id, property, { parentOwnerId: opts.selfRegistered ? created.id : undefined });
  return { user: created, property: createdProperty };
}

export function taxpayersService(ctx: AppContext) {
  const { db, cfg } = ctx;

  /**
   * Child-property form: the taxpayer registered with the form's document, if any. When it is not
   * the owner the form was opened for (`formUserId`), it keeps its own account name and password.
   */
  async function childTarget(c: ClientInput, formUserId?: number) {
    const existing = await db.user.findFirst({
      where: { level_id: LEVELS.CLIENT, deleted_at: null, document_type_id: c.document_type_id, document: c.document },
      select: { id: true },
    });
    if (!existing) return undefined;
    const client = existing.id === formUserId ? c : { ...c, username: undefined, password: undefined, password_confirmation: undefined };
    return { id: existing.id, client };
  }

  /** admin/clients/validate: the client part as create, edit (id) or child-property form (is_child) will check it. */
  async function validate(c: ClientInput, opts: { id?: number; isChild?: boolean; formUserId?: number }) {
    const target = opts.isChild ? await childTarget(c, opts.formUserId) : undefined;
    await assertClientUnique(db, target?.client ?? c, target?.id ?? opts.id);
    return { result: true as const };
  }

  async function create(session: SessionUser, c: ClientInput, property: PropertyInput, opts: { isChild?: boolean; formUserId?: number } = {}) {
    if (opts.isChild) {
      if (!property.parent_id) throw unprocessable(MSG.taxpayers.childNeedsParent);
      // a child property of a taxpayer already registered (same document) is added to that taxpayer
      const target = await childTarget(c, opts.formUserId);
      if (target) return update(session, target.id, target.client, property);
    }
    if (!c.username) throw unprocessable(MSG.server.usernameRequired);
    if (!c.password) throw unprocessable(MSG.server.passwordRequired);
    await assertClientUnique(db, c);
    const passwordHash = await hashPassword(c.password, cfg.BCRYPT_ROUNDS);
    const user = await db.$transaction(async (tx) => {
      const { user: created, property: p } = await createTaxpayerTx(tx, c, property, { status: USER_STATUS.ACTIVE, verified: 1, passwordHash });
      await writeAudit(tx, 'client.created', { value_id: created.id, user_id: session.id, new: { ...created, property: p } });
      return tx.user.findUniqueOrThrow({ where: { id: created.id }, include: userInclude });
    });
    ctx.emit('users', { action: 'update', user_id: user.id }, rooms.staff);
    return { message: MSG.taxpayers.userCreated, client: presentClient(user) };
  }

  const edit = (session: SessionUser, id: number, c: ClientInput) => update(session, id, c);

  /** Edits the client part; with `property`, also adds that property (child-property form), all in one transaction. */
  async function update(session: SessionUser, id: number, c: ClientInput, property?: PropertyInput) {
    await assertClientUnique(db, c, id);
    const passwordHash = c.password ? await hashPassword(c.password, cfg.BCRYPT_ROUNDS) : undefined;
    const user = await db.$transaction(async (tx) => {
      const before = await tx.user.findFirst({ where: { id, level_id: LEVELS.CLIENT, deleted_at: null }, include: userInclude });
      if (!before) throw notFound(MSG.server.notFound);
      await tx.userEmail.deleteMany({ where: { user_id: id } });
      await tx.userPhone.deleteMany({ where: { user_id: id } });
      const after = await tx.user.update({
        where: { id },
        data: {
          ...contactData(c),
          retention_request: requestAfterEdit(before, c.retention),
          ...(c.username ? { username: c.username.trim() } : {}),
          ...(passwordHash ? { password: passwordHash, token_version: { increment: 1 } } : {}),
          emails: { create: c.emails.map((email) => ({ email: email.toLowerCase() })) },
          phones: { create: c.phones.map((p) => ({ phone: p.phone, phone_code: p.phone_code ?? null })) },
        },
        include: userInclude,
      });
      await writeAudit(tx, 'client.updated', { value_id: id, user_id: session.id, old: before, new: after });
      if (passwordHash) await writeAudit(tx, 'client.password-changed', { value_id: id, user_id: session.id });
      if (property) {
        const p = await createPropertyTx(tx, id, property);
        await writeAudit(tx, 'property.created', { value_id: p.id, user_id: session.id, property_id: p.id, new: p });
      }
      return after;
    });
    ctx.emit('users', { action: 'update', user_id: id }, [rooms.user(id), rooms.staff]);
    return { message: property ? MSG.properties.created : MSG.taxpayers.userUpdated, client: presentClient(user) };
  }

  async function setStatus(session: SessionUser, id: number, status: number) {
    if (status !== USER_STATUS.ACTIVE && status !== USER_STATUS.INACTIVE) throw unprocessable(MSG.server.invalidData);
    await db.$transaction(async (tx) => {
      const before = await tx.user.findFirst({ where: { id, level_id: LEVELS.CLIENT, deleted_at: null } });
      if (!before) throw notFound(MSG.server.notFound);
      // a deactivation ends the sessions, so a later reactivation does not revive old tokens
      const after = await tx.user.update({ where: { id }, data: { status, ...(status === USER_STATUS.INACTIVE ? { token_version: { increment: 1 } } : {}) } });
      await writeAudit(tx, 'client.status-changed', { value_id: id, user_id: session.id, old: { status: before.status }, new: { status: after.status } });
    });
    ctx.emit('users', { action: 'change-status', user_id: id, status }, [rooms.user(id), rooms.staff]);
    return { message: MSG.common.statusChanged };
  }

  /** Soft delete: bills and the audit trail keep pointing at the taxpayer; sessions end at once. */
  async function remove(session: SessionUser, id: number) {
    await db.$transaction(async (tx) => {
      const before = await tx.user.findFirst({ where: { id, level_id: LEVELS.CLIENT, deleted_at: null } });
      if (!before) throw notFound(MSG.server.notFound);
      await tx.user.update({ where: { id }, data: { deleted_at: new Date(), token_version: { increment: 1 } } });
      await writeAudit(tx, 'client.deleted', { value_id: id, user_id: session.id, old: before });
    });
    ctx.emit('users', { action: 'delete', user_id: id }, [rooms.user(id), rooms.staff]);
    return { message: MSG.taxpayers.userDeleted };
  }

  return { validate, create, edit, setStatus, remove };
}
