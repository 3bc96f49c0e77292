// Thin routes of the taxpayer's home (docs/home.md): staff are refused before anything is read
// (their home is portal.home, `admin/home/get`).
import { Router } from 'express';
import { homeCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { clientOnly, mount } from '../../lib/contract.ts';
import { homeService } from './home.service.ts';

export function homeRoutes(ctx: AppContext) {
  const r = Router();
  const home = homeService(ctx);
  mount(r, ctx, calls.client, ({ user }) => home.client(user), { before: [clientOnly] });
  return r;
}
