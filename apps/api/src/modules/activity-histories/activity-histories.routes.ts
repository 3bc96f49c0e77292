// Economic-activity history calls (000 section 7): admin/activity-histories GET (paged), POST,
// PUT/DELETE /{id}, GET /property/{id}, and the names the screens use: getByProperty, create, delete.
import { Router, type Request } from 'express';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { activityHistorySchema, formObject, id, optionalId } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { authenticate, currentUser, requirePermission } from '../../middleware/auth.ts';
import { input, intParam, parse } from '../../lib/http.ts';
import { activityHistoriesService } from './activity-histories.service.ts';

const listQuery = formObject({ page: optionalId(), property_id: optionalId() });
const idBody = formObject({ id: id() });
const propertyBody = formObject({ property_id: id() });

export function activityHistoriesRoutes(ctx: AppContext) {
  const r = Router();
  const service = activityHistoriesService(ctx);
  const base = '/admin/activity-histories';
  const view = requirePermission(P.VIEW_CLIENTS);
  const write = requirePermission(P.EDIT_ECONOMIC_ACTIVITY);
  const pathId = (req: Request) => intParam(req.params.id) ?? 0;
  r.use(base, authenticate(ctx.tokens));

  r.get(base, view, async (req, res) => res.json(await service.list(parse(listQuery, req.query))));
  r.get(`${base}/property/:id`, view, async (req, res) => res.json(await service.byProperty(pathId(req))));
  r.all(`${base}/getByProperty`, view, async (req, res) => res.json(await service.byProperty(parse(propertyBody, input(req)).property_id)));

  r.post(base, write, async (req, res) => res.json(await service.create(currentUser(req), parse(activityHistorySchema, req.body ?? {}))));
  r.post(`${base}/create`, write, async (req, res) => res.json(await service.create(currentUser(req), parse(activityHistorySchema, req.body ?? {}))));
  r.put(`${base}/:id`, write, async (req, res) => res.json(await service.update(currentUser(req), pathId(req), parse(activityHistorySchema, req.body ?? {}))));
  r.delete(`${base}/:id`, write, async (req, res) => res.json(await service.remove(currentUser(req), pathId(req))));
  r.post(`${base}/delete`, write, async (req, res) => res.json(await service.remove(currentUser(req), parse(idBody, req.body ?? {}).id)));
  return r;
}
