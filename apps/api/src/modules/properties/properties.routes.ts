// A taxpayer's own properties ('Inmuebles'): the calls of contracts/properties.ts list, view,
// activities, create, edit (use, type and activity locked), delete. A client only ever reaches its
// own; staff with view-clients may read any.
import { Router, type RequestHandler } from 'express';
import { propertiesCalls as calls } from '@aseo/shared/contracts';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { accountOwnerId, currentUser, hasPermission, isStaff } from '../../middleware/auth.ts';
import { mount } from '../../lib/contract.ts';
import { forbidden } from '../../lib/errors.ts';
import { propertiesService } from './properties.service.ts';

/** Staff change a taxpayer's properties only with the code (create-clients, delete-clients); clients their own. */
const staffNeeds =
  (code: string): RequestHandler =>
  (req, _res, next) => {
    const user = currentUser(req);
    if (isStaff(user) && !hasPermission(user, code)) throw forbidden(MSG.server.forbidden);
    next();
  };

export function propertiesRoutes(ctx: AppContext) {
  const r = Router();
  const service = propertiesService(ctx);
  const creators = { before: [staffNeeds(P.CREATE_CLIENTS)] };

  mount(r, ctx, calls.list, ({ input, user }) => service.listOwn(input.user_id ?? accountOwnerId(user), input.page));
  mount(r, ctx, calls.view, ({ input, user }) => service.viewOwn(user, input.property_id));
  mount(r, ctx, calls.activities, ({ input }) => service.activities(input.property_type_id));
  mount(r, ctx, calls.create, ({ input, user }) => service.createOwn(user, input.user_id ?? accountOwnerId(user), input.property), creators);
  mount(r, ctx, calls.edit, ({ input, user }) => service.editOwn(user, input.property), creators);
  mount(r, ctx, calls.remove, ({ input, user }) => service.deleteOwn(user, input.property_id), { before: [staffNeeds(P.DELETE_CLIENTS)] });
  return r;
}
