import { Router } from 'express';
import { systemCalls as calls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { notFound } from '../../lib/errors.ts';

export function termsRoutes(ctx: AppContext) {
  const r = Router();
  mount(r, ctx, calls.terms, async () => {
    const term = await ctx.db.term.findFirst({ orderBy: { id: 'desc' }, select: { id: true, title: true, text: true, created_at: true } });
    if (!term) throw notFound(MSG.server.notFound);
    return { terms: term };
  });
  return r;
}
