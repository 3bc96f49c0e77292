import { Router } from 'express';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { clientCreateSchema, clientEditSchema, formObject, id, propertySchema, statusChangeSchema } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { authenticate, currentUser, requirePermission } from '../../middleware/auth.ts';
import { input, intParam, parse, parseJsonFields } from '../../lib/http.ts';
import { referenceService } from '../references/index.ts';
import { taxpayersService } from './taxpayers.service.ts';
import { clientFilters, taxpayersQuery, type ClientFilters } from './taxpayers.query.ts';

const idBody = formObject({ id: id() });

export function taxpayersRoutes(ctx: AppContext) {
  const r = Router();
  const service = taxpayersService(ctx);
  const query = taxpayersQuery(ctx.db);
  const refs = referenceService(ctx);
  const base = '/admin/clients';
  r.use(base, authenticate(ctx.tokens));
  const clientBody = (body: unknown) => parseJsonFields((body ?? {}) as Record<string, unknown>, ['emails', 'phones', 'property']);

  r.all(`${base}/get`, requirePermission(P.VIEW_CLIENTS), async (req, res) => {
    res.json(await query.list(parse(clientFilters, input(req)) as ClientFilters));
  });
  r.all(`${base}/get-user`, requirePermission(P.VIEW_CLIENTS), async (req, res) => {
    const q = input(req);
    res.json({ ...(await query.getUser(intParam(q.id) ?? 0, intParam(q.propertyId ?? q.property_id))), ...(await refs.registrationReferences()) });
  });
  r.all(`${base}/document-types`, requirePermission(P.VIEW_CLIENTS), async (_req, res) => res.json(await refs.registrationReferences()));

  const childForm = (body: Record<string, unknown>) => ['1', 'true'].includes(String(body.is_child ?? '').toLowerCase());

  r.post(`${base}/validate`, requirePermission(P.CREATE_CLIENTS), async (req, res) => {
    const body = clientBody(req.body);
    const id = intParam(body.id);
    const isChild = childForm(body);
    const client = parse(id || isChild ? clientEditSchema : clientCreateSchema, body);
    res.json(await service.validate(client, { id, isChild, formUserId: intParam(body.user_id) }));
  });
  r.post(`${base}/create`, requirePermission(P.CREATE_CLIENTS), async (req, res) => {
    const body = clientBody(req.body);
    const isChild = childForm(body);
    // a child-property form may leave the password blank (an existing taxpayer keeps its own)
    const client = parse(isChild ? clientEditSchema : clientCreateSchema, body);
    res.json(await service.create(currentUser(req), client, parse(propertySchema, body.property ?? {}), { isChild, formUserId: intParam(body.user_id) }));
  });
  r.post(`${base}/edit`, requirePermission(P.CREATE_CLIENTS), async (req, res) => {
    const body = clientBody(req.body);
    const { id } = parse(idBody, body);
    res.json(await service.edit(currentUser(req), id, parse(clientEditSchema, body)));
  });
  r.post(`${base}/status`, requirePermission(P.DELETE_CLIENTS), async (req, res) => {
    const { id, status } = parse(statusChangeSchema, req.body);
    res.json(await service.setStatus(currentUser(req), id, status));
  });
  r.post(`${base}/delete`, requirePermission(P.DELETE_CLIENTS), async (req, res) => {
    res.json(await service.remove(currentUser(req), parse(idBody, req.body).id));
  });

  r.all(`${base}/get/properties`, requirePermission(P.VIEW_CLIENTS), async (req, res) => {
    const q = input(req);
    res.json(await query.searchProperties({ search: typeof q.search === 'string' ? q.search.slice(0, 40) : undefined, user_id: intParam(q.user_id) }));
  });
  return r;
}
