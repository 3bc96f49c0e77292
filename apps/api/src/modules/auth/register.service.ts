// Self-registration of a taxpayer with its first property, in one transaction. A registered
// taxpayer starts 'Por verificar' (status 3): it can sign in; staff verify it later.
import { LEVELS, USER_STATUS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { registerSchema } from '@aseo/shared/schemas';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import { unprocessable } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createPropertyTx } from '../properties/properties.service.ts';
import { presentUser, userInclude } from './user.presenter.ts';

export function registerService(ctx: AppContext) {
  const { db, cfg } = ctx;

  async function register(data: Record<string, unknown>) {
    const { client, property } = registerSchema.parse({ client: data, property: data.property ?? {} });
    const username = client.username!.trim();
    const taken = await db.user.findFirst({ where: { username: { equals: username, mode: 'insensitive' } }, select: { id: true } });
    if (taken) throw unprocessable(MSG.server.usernameTaken);
    const sameDocument = await db.user.findFirst({
      where: { level_id: LEVELS.CLIENT, deleted_at: null, document_type_id: client.document_type_id, document: client.document },
      select: { id: true },
    });
    if (sameDocument) throw unprocessable(MSG.server.documentTaken);
    const password = await hashPassword(client.password!, cfg.BCRYPT_ROUNDS);
    const user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          level_id: LEVELS.CLIENT, status: USER_STATUS.VERIFIED, verified: 0, username,
          name: client.name, lastname: client.lastname ?? null, business_name: client.business_name,
          email: client.email.toLowerCase(), phone_code: client.phone_code ?? null, phone: client.phone,
          document_type_id: client.document_type_id, document: client.document, fiscal_address: client.fiscal_address,
          retention: client.retention, note: client.note ?? null, password,
          emails: { create: client.emails.map((email) => ({ email: email.toLowerCase() })) },
          phones: { create: client.phones.map((p) => ({ phone: p.phone, phone_code: p.phone_code ?? null })) },
        },
      });
      await createPropertyTx(tx, created.id, property);
      return tx.user.findUniqueOrThrow({ where: { id: created.id }, include: userInclude });
    });
    ctx.emit('users', { action: 'update', user_id: user.id }, rooms.staff);
    return { message: MSG.auth.userCreated, user: presentUser(user) };
  }

  return { register };
}
