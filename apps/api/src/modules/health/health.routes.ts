import { Router } from 'express';
import type { AppContext } from '../../context.ts';

export function healthRoutes({ db }: AppContext) {
  const r = Router();
  r.get('/health', async (_req, res) => {
    try {
      await db.$queryRaw`SELECT 1`;
      res.json({ status: 'ok', db: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', db: 'down' });
    }
  });
  return r;
}
