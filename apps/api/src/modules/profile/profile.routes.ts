// 'Mis Datos' and 'Cambiar Contraseña': the calls of contracts/profile.ts.
import { Router } from 'express';
import { profileCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { profileService } from './profile.service.ts';

export function profileRoutes(ctx: AppContext) {
  const r = Router();
  const profile = profileService(ctx);
  mount(r, ctx, calls.get, ({ input, user }) => profile.get(input.user_id ?? user.id));
  mount(r, ctx, calls.update, ({ input, user }) => profile.update(user, input));
  mount(r, ctx, calls.updateClient, ({ input, user }) => profile.updateClient(user, input));
  mount(r, ctx, calls.password, ({ input, user }) => profile.changePassword(user, input.current_password, input.password));
  return r;
}
