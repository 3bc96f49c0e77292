// Sign-in, password recovery and session checks (spec 000 sections 2 and 7 "Auth and profile").
import { createHash, randomBytes } from 'node:crypto';
import { LEVELS, USER_STATUS } from '@aseo/shared/constants';
import { normalizeUsername } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, unprocessable } from '../../lib/errors.ts';
import { checkPassword, dummyHash, hashPassword } from '../../lib/passwords.ts';
import { assertCurrent } from '../../lib/tokens.ts';
import { presentUser, userInclude } from '../users/index.ts';
import type { SignInGuard } from './auth.limits.ts';
import { likeLiteral } from '../../lib/search.ts';

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function authService(ctx: AppContext) {
  const { db, cfg, tokens } = ctx;

  /**
   * Signs in by username (any letter case, NFKC-normalised and trimmed like a stored one; `%` and `_`
   * are plain characters, not patterns) and password, within the failed-attempt limit (ADR 008).
   */
  async function login(username: string, password: string, guard: SignInGuard) {
    const name = normalizeUsername(username);
    const user = await db.user.findFirst({
      where: { username: { equals: likeLiteral(name), mode: 'insensitive' }, deleted_at: null },
      include: userInclude,
    });
    // one counter per account, whatever spelling found it; an unknown name counts under its normal form
    const account = user ? `user:${user.id}` : `name:${name.toLowerCase()}`;
    await guard.check(account);
    const ok = await checkPassword(password, user?.password ?? dummyHash());
    if (!user || !ok) {
      await guard.failed(account);
      throw unprocessable(MSG.server.invalidCredentials);
    }
    // checked again after the password: a right one on a full counter is refused like a wrong one
    await guard.check(account);
    if (user.status === USER_STATUS.INACTIVE) throw unprocessable(MSG.auth.userDisabled);
    return { token: tokens.sign(user), user: presentUser(user) };
  }

  /** Same answer whether or not the address exists; the mail goes out after the response. */
  async function recover(email: string, account: boolean) {
    const address = email.trim().toLowerCase();
    const users = await db.user.findMany({
      where: {
        deleted_at: null,
        OR: [
          { email: { equals: likeLiteral(address), mode: 'insensitive' } },
          { emails: { some: { email: { equals: likeLiteral(address), mode: 'insensitive' } } } },
        ],
      },
      select: { id: true, username: true, name: true },
    });
    const expires = new Date(Date.now() + cfg.RESET_CODE_TTL_MIN * 60_000);
    const mails: { user: (typeof users)[number]; code: string }[] = [];
    for (const u of users) {
      const code = randomBytes(24).toString('hex');
      await db.passwordReset.create({ data: { user_id: u.id, code_hash: hashCode(code), expires_at: expires } });
      mails.push({ user: u, code });
    }
    const what = account ? 'cuenta' : 'contraseña';
    setImmediate(() => {
      for (const { user, code } of mails) {
        const link = `${cfg.PUBLIC_URL.replace(/\/$/, '')}/recover/${code}`;
        ctx.mailer
          .send({
            to: address,
            kind: 'password-recovery',
            subject: `Recuperación de ${what} - Aseo Urbano`,
            text:
              `Hola ${user.name}:\n\nRecibimos una solicitud para recuperar la ${what} del usuario ${user.username}.\n` +
              `Para continuar abra este enlace (válido por ${cfg.RESET_CODE_TTL_MIN} minutos):\n\n${link}\n\n` +
              `Código: ${code}\n\nSi usted no lo solicitó, ignore este correo.\n`,
          })
          .catch((err) => ctx.log.error({ err, user_id: user.id }, 'no se pudo enviar el correo de recuperación'));
      }
    });
    return { message: MSG.auth.recoverSent };
  }

  async function findValidCode(code: string) {
    if (!code) return null;
    return db.passwordReset.findFirst({
      where: { code_hash: hashCode(code), used_at: null, expires_at: { gt: new Date() }, user: { deleted_at: null } },
    });
  }

  async function checkCode(code: string) {
    return { result: Boolean(await findValidCode(code)) };
  }

  async function reset(code: string, password: string) {
    const hash = await hashPassword(password, cfg.BCRYPT_ROUNDS);
    const userId = await db.$transaction(async (tx) => {
      // the code is consumed by exactly one request: the conditional update is the lock
      const taken = await tx.passwordReset.updateMany({
        where: { code_hash: hashCode(code), used_at: null, expires_at: { gt: new Date() } },
        data: { used_at: new Date() },
      });
      if (taken.count !== 1) throw unprocessable(MSG.server.invalidResetCode);
      const row = await tx.passwordReset.findUniqueOrThrow({ where: { code_hash: hashCode(code) } });
      const user = await tx.user.update({
        where: { id: row.user_id },
        data: { password: hash, token_version: { increment: 1 } },
      });
      // a staff account's password changed by its owner through a reset code is audited like any staff change
      if (user.level_id !== LEVELS.CLIENT) await writeAudit(tx, 'profile.password-reset', { value_id: user.id, user_id: user.id });
      await tx.passwordReset.updateMany({ where: { user_id: row.user_id, used_at: null }, data: { used_at: new Date() } });
      return row.user_id;
    });
    ctx.userChanges.changed(userId); // older tokens are refused at once (no `users` event for this)
    return { message: MSG.auth.passwordReset };
  }

  /**
   * Start-up re-check of the stored user: the user, or `deleted` once it is gone. A token its user
   * no longer holds (deactivated, password changed) answers 401 with the reason, never the user.
   */
  async function check(token: string | undefined, userId: number | undefined) {
    const claims = tokens.verify(token);
    if (userId !== undefined && userId !== claims.id) throw forbidden(MSG.server.forbidden);
    const user = await db.user.findUnique({ where: { id: claims.id }, include: userInclude });
    if (!user || user.deleted_at) return { deleted: true as const };
    assertCurrent(user, claims);
    return { user: presentUser(user) };
  }

  return { login, recover, checkCode, reset, check };
}
