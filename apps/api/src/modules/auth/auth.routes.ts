// Sign-in, registration, recovery and session checks: the calls of contracts/auth.ts.
import { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { authCalls as calls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { bearerToken } from '../../middleware/auth.ts';
import { mount } from '../../lib/contract.ts';
import { authService } from './auth.service.ts';
import { registerService } from './register.service.ts';
import { badgeService } from './badge.service.ts';

export function authRoutes(ctx: AppContext) {
  const r = Router();
  const auth = authService(ctx);
  const loginLimiter = rateLimit({
    windowMs: ctx.cfg.LOGIN_RATE_LIMIT_WINDOW_MIN * 60_000,
    limit: ctx.cfg.LOGIN_RATE_LIMIT_MAX,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // only failed attempts count: a cashier signing in all day is never locked out
    skipSuccessfulRequests: true,
    // per address and account: one office behind one NAT does not lock everybody out
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')}|${String(req.body?.username ?? '').toLowerCase()}`,
    handler: (_req, res) => {
      res.status(429).json({ error: MSG.server.tooManyAttempts });
    },
  });

  mount(r, ctx, calls.login, ({ input }) => auth.login(input.username, input.password), { before: [loginLimiter] });
  mount(r, ctx, calls.register, ({ input }) => registerService(ctx).register(input));
  mount(r, ctx, calls.recover, ({ input }) => auth.recover(input.email, Boolean(input.account)));
  mount(r, ctx, calls.checkCode, ({ input }) => auth.checkCode(input.code));
  mount(r, ctx, calls.reset, ({ input }) => auth.reset(input.code, input.password));
  // public: it verifies the Bearer token itself and answers `deleted` for a user that is gone
  mount(r, ctx, calls.check, ({ input, req }) => auth.check(bearerToken(req), input.user_id));
  mount(r, ctx, calls.checkBadge, ({ user }) => badgeService(ctx).count(user));
  return r;
}
