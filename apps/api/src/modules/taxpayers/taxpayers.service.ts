// Taxpayers (clients, level 3) as staff manage them. Issue 4 grows this module; the status
// toggle lives here from the start because sessions depend on it.
import { LEVELS, MODULES, USER_STATUS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';

export function taxpayersService(ctx: AppContext) {
  const { db } = ctx;

  async function setStatus(session: SessionUser, id: number, status: number) {
    if (status !== USER_STATUS.ACTIVE && status !== USER_STATUS.INACTIVE) throw unprocessable(MSG.server.invalidData);
    await db.$transaction(async (tx) => {
      const before = await tx.user.findFirst({ where: { id, level_id: LEVELS.CLIENT, deleted_at: null } });
      if (!before) throw notFound(MSG.server.notFound);
      const after = await tx.user.update({ where: { id }, data: { status } });
      await writeAudit(tx, {
        module_id: MODULES.CLIENTS, value_id: id, user_id: session.id, description: 'updated',
        subject_type: 'User', log_name: 'status', old: { status: before.status }, new: { status: after.status },
      });
    });
    ctx.emit('users', { action: 'change-status', user_id: id, status }, [rooms.user(id), rooms.staff]);
    return { message: MSG.common.statusChanged };
  }

  return { setStatus };
}
