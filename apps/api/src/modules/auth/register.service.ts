// Self-registration of a taxpayer with its first property, in one transaction. A registered
// taxpayer starts 'Por verificar' (status 3): it can sign in; staff verify it later. A retention it
// asks for is stored as a request staff confirm or refuse (it bills as NO until then: issue 25).
import { USER_STATUS } from '@aseo/shared/constants';
import type { authCalls, CallInput } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { assertClientUnique, createTaxpayerTx, presentClient } from '../taxpayers/index.ts';
import { userInclude } from '../users/index.ts';

export type RegisterInput = CallInput<typeof authCalls.register>;

export function registerService(ctx: AppContext) {
  const { db, cfg } = ctx;

  async function register({ client, property }: RegisterInput) {
    await assertClientUnique(db, client);
    const passwordHash = await hashPassword(client.password!, cfg.BCRYPT_ROUNDS);
    const user = await db.$transaction(async (tx) => {
      const { user: created } = await createTaxpayerTx(tx, client, property, { status: USER_STATUS.VERIFIED, verified: 0, passwordHash, selfRegistered: true });
      return tx.user.findUniqueOrThrow({ where: { id: created.id }, include: userInclude });
    });
    ctx.emit('users', { action: 'update', user_id: user.id }, rooms.staff);
    return { message: MSG.auth.userCreated, user: presentClient(user) };
  }

  return { register };
}
