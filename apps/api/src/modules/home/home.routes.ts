// Thin routes of both homes (docs/home.md): the taxpayer's (staff are refused before anything is
// read) and the staff home (portal.home, `admin/home/get`, figures filtered by permission).
import { Router } from 'express';
import { homeCalls as calls, portalCalls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { clientOnly, mount } from '../../lib/contract.ts';
import { homeService } from './home.service.ts';
import { staffHome } from './staff-home.service.ts';

export function homeRoutes(ctx: AppContext) {
  const r = Router();
  const home = homeService(ctx);
  mount(r, ctx, calls.client, ({ user }) => home.client(user), { before: [clientOnly] });
  mount(r, ctx, portalCalls.home, ({ user }) => staffHome(ctx, user));
  return r;
}
