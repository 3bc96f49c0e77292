import { Router } from 'express';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';

export function termsRoutes({ db }: AppContext) {
  const r = Router();
  r.all('/terms/get', async (_req, res) => {
    const term = await db.term.findFirst({ orderBy: { id: 'desc' }, select: { id: true, title: true, text: true, created_at: true } });
    if (!term) throw notFound(MSG.server.notFound);
    res.json({ terms: term });
  });
  return r;
}
