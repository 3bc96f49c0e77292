import { Router } from 'express';
import { changePasswordSchema, profileClientSchema, profileSimpleSchema } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { assertOwnOrStaff, authenticate, currentUser } from '../../middleware/auth.ts';
import { input, intParam, parse, parseJsonFields } from '../../lib/http.ts';
import { profileService } from './profile.service.ts';

export function profileRoutes(ctx: AppContext) {
  const r = Router();
  const profile = profileService(ctx);
  r.use('/profile', authenticate(ctx.tokens));

  r.all('/profile/get', async (req, res) => {
    const user = currentUser(req);
    const userId = intParam(input(req).user_id);
    assertOwnOrStaff(user, userId);
    res.json(await profile.get(userId ?? user.id));
  });

  r.post('/profile/update', async (req, res) => {
    res.json(await profile.update(currentUser(req), parse(profileSimpleSchema, req.body)));
  });

  r.post('/profile/update/client', async (req, res) => {
    const data = parseJsonFields(req.body ?? {}, ['emails', 'phones']);
    res.json(await profile.updateClient(currentUser(req), parse(profileClientSchema, data)));
  });

  r.post('/profile/password', async (req, res) => {
    const { current_password, password } = parse(changePasswordSchema, req.body);
    res.json(await profile.changePassword(currentUser(req), current_password, password));
  });
  return r;
}
