// 'Administradores': the calls of contracts/moderators.ts (reads need view-users; create, edit,
// status and delete the administrator level itself).
import { Router } from 'express';
import { moderatorsCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { letterheadOf, sendPdf } from '../../lib/pdf.ts';
import { moderatorSheet } from './moderators.pdf.ts';
import { moderatorsQuery } from './moderators.query.ts';
import { moderatorsService } from './moderators.service.ts';

export function moderatorsRoutes(ctx: AppContext) {
  const r = Router();
  const service = moderatorsService(ctx);
  const query = moderatorsQuery(ctx.db, ctx.userChanges);

  mount(r, ctx, calls.list, ({ input }) => query.list(input));
  mount(r, ctx, calls.modules, ({ input }) => query.modules(input.id));
  mount(r, ctx, calls.get, ({ input }) => query.getUser(input.id ?? 0));
  mount(r, ctx, calls.roles, () => query.roles());

  mount(r, ctx, calls.create, ({ input, user }) => service.create(user, input));
  mount(r, ctx, calls.edit, ({ input: { id, ...m }, user }) => service.edit(user, id, m));
  mount(r, ctx, calls.status, ({ input, user }) => service.setStatus(user, input.id, input.status));
  mount(r, ctx, calls.remove, ({ input, user }) => service.remove(user, input.id));

  mount(r, ctx, calls.download, async ({ input, res }) => {
    const { user, modules } = await query.getUser(input.id);
    await sendPdf(res, `administrador-${user.number_format}.pdf`, moderatorSheet(user, modules), letterheadOf(ctx.cfg));
  });
  return r;
}
