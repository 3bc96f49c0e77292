// A taxpayer's own properties ('Inmuebles'): list, create, edit (use, type and activity locked),
// delete, view. A client only ever reaches its own; staff with view-clients may read any.
import { Router } from 'express';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { formObject, id, pageQuery, propertySchema } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { accountOwnerId, assertOwnOrStaff, authenticate, currentUser, hasPermission, isStaff } from '../../middleware/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { MSG } from '@aseo/shared/messages';
import { input, intParam, parse, parseJsonFields } from '../../lib/http.ts';
import { propertiesService } from './properties.service.ts';

const propertyId = formObject({ property_id: id() });

export function propertiesRoutes(ctx: AppContext) {
  const r = Router();
  const service = propertiesService(ctx);
  r.use('/properties', authenticate(ctx.tokens));
  /** The account acted on: the caller's own, or (staff with view-clients) the one named. */
  const owner = (req: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(req);
    const named = intParam(input(req).user_id);
    assertOwnOrStaff(user, named, P.VIEW_CLIENTS);
    return named ?? accountOwnerId(user);
  };
  /** Staff change a taxpayer's properties only with the code (create-clients, delete-clients); clients their own. */
  const staffNeeds = (req: Parameters<typeof currentUser>[0], code: string) => {
    const user = currentUser(req);
    if (isStaff(user) && !hasPermission(user, code)) throw forbidden(MSG.server.forbidden);
  };

  r.all('/properties', async (req, res) => {
    res.json(await service.listOwn(owner(req), parse(pageQuery, input(req)).page));
  });
  r.all('/properties/view', async (req, res) => {
    res.json(await service.viewOwn(currentUser(req), parse(propertyId, input(req)).property_id));
  });
  r.all('/properties/activities', async (req, res) => {
    res.json(await service.activities(intParam(input(req).property_type_id)));
  });
  r.post('/properties/create', async (req, res) => {
    staffNeeds(req, P.CREATE_CLIENTS);
    const body = parseJsonFields(req.body ?? {}, ['property']);
    const property = parse(propertySchema, body.property ?? body);
    res.json(await service.createOwn(currentUser(req), owner(req), property));
  });
  r.post('/properties/edit', async (req, res) => {
    staffNeeds(req, P.CREATE_CLIENTS);
    const body = parseJsonFields(req.body ?? {}, ['property']);
    const property = parse(propertySchema, body.property ?? body);
    res.json(await service.editOwn(currentUser(req), property));
  });
  r.post('/properties/delete', async (req, res) => {
    staffNeeds(req, P.DELETE_CLIENTS);
    res.json(await service.deleteOwn(currentUser(req), parse(propertyId, req.body).property_id));
  });
  return r;
}
