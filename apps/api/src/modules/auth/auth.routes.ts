import { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { MSG } from '@aseo/shared/messages';
import {
  checkCodeSchema, loginSchema, recoverSchema, resetSchema,
} from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { authenticate, bearerToken, currentUser, assertOwnOrStaff } from '../../middleware/auth.ts';
import { input, intParam, parse, parseJsonFields } from '../../lib/http.ts';
import { authService } from './auth.service.ts';
import { referenceService } from '../references/index.ts';
import { registerService } from './register.service.ts';
import { badgeService } from './badge.service.ts';

export function authRoutes(ctx: AppContext) {
  const r = Router();
  const auth = authService(ctx);
  const refs = referenceService(ctx);
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

  r.post('/auth/login', loginLimiter, async (req, res) => {
    const { username, password } = parse(loginSchema, req.body);
    res.json(await auth.login(username, password));
  });

  r.post('/auth/register', async (req, res) => {
    const data = parseJsonFields(req.body ?? {}, ['emails', 'phones', 'property']);
    res.json(await registerService(ctx).register(data));
  });

  r.post('/auth/recover', async (req, res) => {
    const { email, account } = parse(recoverSchema, req.body);
    res.json(await auth.recover(email, Boolean(account)));
  });

  r.post('/auth/check-code', async (req, res) => {
    const { code } = parse(checkCodeSchema, input(req));
    res.json(await auth.checkCode(code));
  });

  r.post('/auth/reset', async (req, res) => {
    const { code, password } = parse(resetSchema, req.body);
    res.json(await auth.reset(code, password));
  });

  r.all('/auth/check', async (req, res) => {
    res.json(await auth.check(bearerToken(req), intParam(input(req).user_id)));
  });

  r.all('/auth/check-badge', authenticate(ctx.tokens), async (req, res) => {
    const user = currentUser(req);
    const userId = intParam(input(req).user_id);
    assertOwnOrStaff(user, userId);
    res.json(await badgeService(ctx).count(user));
  });

  r.all('/auth/document-types', async (_req, res) => res.json(await refs.registrationReferences()));
  r.all('/auth/phone-codes', async (_req, res) => res.json(await refs.registrationReferences()));
  return r;
}
