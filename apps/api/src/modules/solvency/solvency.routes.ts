// Thin routes of the solvency certificates (client and staff).
import { Router } from 'express';
import { solvencyCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { letterheadOf, sendPdf } from '../../lib/pdf.ts';
import { solvencyService } from './solvency.service.ts';

export function solvencyRoutes(ctx: AppContext) {
  const r = Router();
  const service = solvencyService(ctx);
  mount(r, ctx, calls.list, ({ input, user }) => service.list(user, input));
  mount(r, ctx, calls.properties, ({ input, user }) => service.properties(user, input));
  mount(r, ctx, calls.validateDebt, ({ input, user }) => service.validateDebt(user, input));
  mount(r, ctx, calls.create, ({ input, user }) => service.create(user, input));
  mount(r, ctx, calls.adminList, ({ input }) => service.adminList(input));
  mount(r, ctx, calls.delete, ({ input, user }) => service.remove(user, input));
  for (const c of [calls.download, calls.adminDownload])
    mount(r, ctx, c, async ({ input, user, res }) => {
      const { sheet, name } = await service.byCrypt(user, input.x);
      await sendPdf(res, name, sheet, letterheadOf(ctx.cfg));
    });
  return r;
}
