import { Router } from 'express';
import { systemCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';

export function healthRoutes(ctx: AppContext) {
  const r = Router();
  mount(r, ctx, calls.health, async ({ res }) => {
    try {
      await ctx.db.$queryRaw`SELECT 1`;
      return { status: 'ok', db: 'ok' } as const;
    } catch {
      res.status(503);
      return { status: 'error', db: 'down' } as const;
    }
  });
  return r;
}
