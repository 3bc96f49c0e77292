// The signed-in user's own data: 'Mis Datos' (client and staff variants) and password change.
// Retention is staff's to set (DOMAIN "Who may declare what"): 'Mis Datos' shows it and never changes it.
import { LEVELS } from '@aseo/shared/constants';
import { Prisma } from '@aseo/db/client';
import type { CallInput, profileCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { checkPassword, hashPassword } from '../../lib/passwords.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { assertClientUnique, presentClient } from '../taxpayers/index.ts';
import { presentedUserJson, userInclude, type PresentedUser } from '../users/index.ts';
import { rooms } from '@aseo/shared/realtime';
import { iEquals } from '../../lib/search.ts';
import { queryRows } from '../../lib/sql.ts';

type StaffProfile = CallInput<typeof profileCalls.update>;
type ClientProfile = CallInput<typeof profileCalls.updateClient>;

export function profileService(ctx: AppContext) {
  const { db, cfg, tokens } = ctx;

  /** One statement, as users/user.rows.ts presents a user, with the pending retention request. */
  async function get(userId: number) {
    const [row] = await queryRows<{ user: PresentedUser & { retention_request: number | null } }>(
      db,
      Prisma.sql`SELECT ${presentedUserJson([Prisma.sql`'retention_request', u.retention_request`])} AS user FROM users u WHERE u.id = ${userId}`,
    );
    if (!row) throw notFound(MSG.server.notFound);
    return { user: row.user };
  }

  /** A retention sent back as stored (or left out) is the form round-tripping; any other is refused. */
  function assertRetentionKept(sent: number | undefined, stored: number) {
    if (sent === undefined || sent === stored) return;
    throw unprocessable(MSG.profile.retentionByStaff, { fields: { retention: MSG.profile.retentionByStaff } });
  }

  async function assertUsernameFree(username: string, selfId: number) {
    const other = await db.user.findFirst({
      where: { username: iEquals(username), id: { not: selfId } },
      select: { id: true },
    });
    if (other) throw unprocessable(MSG.server.usernameTaken, { fields: { username: MSG.server.usernameTaken } });
  }

  /** One taxpayer per document: a client cannot take another taxpayer's (the database index holds it under races too). */
  async function assertDocumentFree(session: SessionUser, data: { document_type_id?: number | null; document?: string | null }) {
    if (session.level_id !== LEVELS.CLIENT || !data.document_type_id || !data.document) return;
    await assertClientUnique(db, { document_type_id: data.document_type_id, document: data.document }, session.id);
  }

  /**
   * Simple variant (name, lastname, account, document, email, phone); staff changes are audited.
   * A client's account name is read-only (000 "Sign-in and account screens"): what it sends is ignored.
   */
  async function update(session: SessionUser, data: StaffProfile) {
    const isClient = session.level_id === LEVELS.CLIENT;
    if (!isClient) await assertUsernameFree(data.username, session.id);
    await assertDocumentFree(session, data);
    const user = await db.$transaction(async (tx) => {
      const before = await tx.user.findUniqueOrThrow({ where: { id: session.id } });
      const after = await tx.user.update({
        where: { id: session.id },
        data: {
          name: data.name,
          lastname: data.lastname ?? null,
          ...(isClient ? {} : { username: data.username }),
          document_type_id: data.document_type_id ?? null,
          document: data.document ?? null,
          email: data.email,
          phone: data.phone ?? null,
          phone_code: data.phone_code ?? before.phone_code,
          business_name: isClient ? data.name : before.business_name,
        },
        include: userInclude,
      });
      if (!isClient) {
        await writeAudit(tx, 'profile.updated', { value_id: session.id, user_id: session.id, old: before, new: after });
      }
      return after;
    });
    ctx.emit('users', { action: 'update', user_id: user.id }, rooms.staff);
    return { message: MSG.profile.updated, user: presentClient(user) };
  }

  /** Client 'Mis Datos': the client form, username and retention read-only (retention is never written here). */
  async function updateClient(session: SessionUser, data: ClientProfile) {
    await assertDocumentFree(session, data);
    const user = await db.$transaction(async (tx) => {
      const before = await tx.user.findUniqueOrThrow({ where: { id: session.id } });
      assertRetentionKept(data.retention, before.retention);
      await tx.userEmail.deleteMany({ where: { user_id: session.id } });
      await tx.userPhone.deleteMany({ where: { user_id: session.id } });
      return tx.user.update({
        where: { id: session.id },
        data: {
          name: data.name,
          lastname: data.lastname ?? null,
          business_name: data.name,
          document_type_id: data.document_type_id ?? before.document_type_id,
          document: data.document ?? before.document,
          email: data.email,
          phone: data.phone ?? null,
          phone_code: data.phone_code ?? null,
          fiscal_address: data.fiscal_address,
          note: data.note ?? before.note,
          emails: { create: (data.emails ?? []).map((email) => ({ email })) },
          phones: { create: (data.phones ?? []).map((p) => ({ phone: p.phone, phone_code: p.phone_code ?? null })) },
        },
        include: userInclude,
      });
    });
    ctx.emit('users', { action: 'update', user_id: user.id }, rooms.staff);
    return { message: MSG.profile.saved, user: presentClient(user) };
  }

  /** Ends every older session and hands this one a fresh token. */
  async function changePassword(session: SessionUser, current: string, password: string) {
    const user = await db.user.findUniqueOrThrow({ where: { id: session.id } });
    if (!(await checkPassword(current, user.password))) throw unprocessable(MSG.server.wrongCurrentPassword);
    const hash = await hashPassword(password, cfg.BCRYPT_ROUNDS);
    const updated = await db.$transaction(async (tx) => {
      const after = await tx.user.update({ where: { id: session.id }, data: { password: hash, token_version: { increment: 1 } } });
      if (after.level_id !== LEVELS.CLIENT) await writeAudit(tx, 'profile.password-changed', { value_id: session.id, user_id: session.id });
      return after;
    });
    ctx.userChanges.changed(session.id); // older tokens are refused at once (no `users` event for this)
    return { message: MSG.auth.passwordChanged, token: tokens.sign(updated) };
  }

  return { get, update, updateClient, changePassword };
}
