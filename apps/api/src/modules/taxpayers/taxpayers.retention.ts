// Retention (YES / PROFORMA) is a fiscal designation staff set (DOMAIN "Who may declare what",
// issue 25). One asked for at registration waits in `retention_request` until staff with
// create-clients confirm it (it becomes `retention`) or refuse it; until then the taxpayer bills as
// `retention` (NO). Each decision is audited in its transaction; the `users` event follows the commit.
import { LEVELS, RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { presentUser, userInclude, type PresentableUser } from '../users/index.ts';

/** A taxpayer as staff and 'Mis Datos' see it (contracts `presentedClient`): with its pending request. */
export const presentClient = (u: PresentableUser & { retention_request: number | null }) => ({
  ...presentUser(u),
  retention_request: u.retention_request,
});

/** What registration stores: the retention asked for becomes a request; the taxpayer bills as NO. */
export const requestedRetention = (asked: number) => ({
  retention: RETENTION.NO,
  retention_request: asked === RETENTION.YES || asked === RETENTION.PROFORMA ? asked : null,
});

/**
 * The request after staff save the taxpayer form with `retention`: setting it directly decides the
 * request (a different value, or the one asked for, clears it); an edit that leaves it as it was
 * keeps the request waiting for its own decision.
 */
export function requestAfterEdit(before: { retention: number; retention_request: number | null }, retention: number) {
  if (before.retention_request === null) return null;
  return retention !== before.retention || retention === before.retention_request ? null : before.retention_request;
}

export function retentionRequests(ctx: AppContext) {
  const { db } = ctx;

  async function decide(session: SessionUser, id: number, confirm: boolean) {
    const client = await db.$transaction(async (tx) => {
      // the row lock makes two staff deciding at once take turns: the second finds no request
      const [locked] = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM users WHERE id = ${id} AND level_id = ${LEVELS.CLIENT} AND deleted_at IS NULL FOR UPDATE`;
      if (!locked) throw notFound(MSG.server.notFound);
      const before = await tx.user.findUniqueOrThrow({ where: { id }, select: { retention: true, retention_request: true } });
      if (before.retention_request === null) {
        throw unprocessable(MSG.taxpayers.noRetentionRequest, { fields: { retention_request: MSG.taxpayers.noRetentionRequest } });
      }
      const after = await tx.user.update({
        where: { id },
        data: { retention: confirm ? before.retention_request : before.retention, retention_request: null },
        include: userInclude,
      });
      await writeAudit(tx, confirm ? 'client.retention-confirmed' : 'client.retention-rejected', {
        value_id: id,
        user_id: session.id,
        old: before,
        new: { retention: after.retention, retention_request: after.retention_request },
      });
      return after;
    });
    ctx.emit('users', { action: 'update', user_id: id }, [rooms.user(id), rooms.staff]);
    return { message: confirm ? MSG.taxpayers.retentionConfirmed : MSG.taxpayers.retentionRefused, client: presentClient(client) };
  }

  return {
    confirm: (session: SessionUser, id: number) => decide(session, id, true),
    refuse: (session: SessionUser, id: number) => decide(session, id, false),
  };
}
