// Sign-in, registration, recovery and session checks: the calls of contracts/auth.ts. The public
// calls that could be repeated at will are limited (auth.limits.ts, ADR 008).
import { Router } from 'express';
import { authCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { bearerToken } from '../../middleware/auth.ts';
import { mount } from '../../lib/contract.ts';
import { authService } from './auth.service.ts';
import { authLimits } from './auth.limits.ts';
import { registerService } from './register.service.ts';
import { badgeService } from './badge.service.ts';

export function authRoutes(ctx: AppContext) {
  const r = Router();
  const auth = authService(ctx);
  const limit = authLimits(ctx);

  mount(r, ctx, calls.login, ({ input, req, res }) => auth.login(input.username, input.password, limit.signIn(req, res)));
  mount(r, ctx, calls.register, async ({ input, req, res }) => {
    await limit.register(req, res);
    return registerService(ctx).register(input);
  });
  mount(r, ctx, calls.recover, async ({ input, req, res }) => {
    await limit.recover(req, res, input.email);
    return auth.recover(input.email, Boolean(input.account));
  });
  mount(r, ctx, calls.checkCode, async ({ input, req, res }) => {
    await limit.resetCode(req, res);
    return auth.checkCode(input.code);
  });
  mount(r, ctx, calls.reset, async ({ input, req, res }) => {
    await limit.resetCode(req, res);
    return auth.reset(input.code, input.password);
  });
  // public: it verifies the Bearer token itself and answers `deleted` for a user that is gone
  mount(r, ctx, calls.check, ({ input, req }) => auth.check(bearerToken(req), input.user_id));
  mount(r, ctx, calls.checkBadge, ({ user }) => badgeService(ctx).count(user));
  return r;
}
