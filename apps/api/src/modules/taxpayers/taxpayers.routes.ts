import { Router } from 'express';
import { z } from 'zod';
import { PERMISSIONS as P, USER_STATUS_LABELS, labelOf } from '@aseo/shared/constants';
import { documentLabel, fullName } from '@aseo/shared/format';
import { clientCreateSchema, clientEditSchema, propertySchema, statusChangeSchema } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { authenticate, currentUser, requirePermission } from '../../middleware/auth.ts';
import { streamExcel } from '../../lib/excel.ts';
import { input, intParam, parse, parseJsonFields } from '../../lib/http.ts';
import { referenceService } from '../auth/reference.service.ts';
import { assertClientUnique, taxpayersService } from './taxpayers.service.ts';
import { clientWhere, taxpayersQuery, type ClientFilters } from './taxpayers.query.ts';

const optionalInt = z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : v), z.coerce.number().int().optional());
const filters = z.object({
  page: optionalInt,
  status: optionalInt,
  economic_activity: optionalInt,
  search: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), z.string().max(100).optional()),
});
const idBody = z.object({ id: z.coerce.number().int().positive() });

export function taxpayersRoutes(ctx: AppContext) {
  const r = Router();
  const service = taxpayersService(ctx);
  const query = taxpayersQuery(ctx.db);
  const refs = referenceService(ctx);
  const base = '/admin/clients';
  r.use(base, authenticate(ctx.tokens));
  const clientBody = (body: unknown) => parseJsonFields((body ?? {}) as Record<string, unknown>, ['emails', 'phones', 'property']);

  r.all(`${base}/get`, requirePermission(P.VIEW_CLIENTS), async (req, res) => {
    res.json(await query.list(parse(filters, input(req)) as ClientFilters));
  });
  r.all(`${base}/get-user`, requirePermission(P.VIEW_CLIENTS), async (req, res) => {
    res.json({ ...(await query.getUser(intParam(input(req).id) ?? 0)), ...(await refs.registrationReferences()) });
  });
  r.all(`${base}/document-types`, requirePermission(P.VIEW_CLIENTS), async (_req, res) => res.json(await refs.registrationReferences()));

  r.post(`${base}/validate`, requirePermission(P.CREATE_CLIENTS), async (req, res) => {
    const body = clientBody(req.body);
    const id = intParam(body.id);
    const client = parse(id ? clientEditSchema : clientCreateSchema, body);
    await assertClientUnique(ctx.db, client, id);
    res.json({ result: true });
  });
  r.post(`${base}/create`, requirePermission(P.CREATE_CLIENTS), async (req, res) => {
    const body = clientBody(req.body);
    res.json(await service.create(currentUser(req), parse(clientCreateSchema, body), parse(propertySchema, body.property ?? {})));
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

  r.get(`${base}/excel`, requirePermission(P.VIEW_CLIENTS), async (req, res) => {
    const f = parse(filters, req.query) as ClientFilters;
    async function* rows() {
      let cursor: number | undefined;
      for (;;) {
        const batch = await ctx.db.user.findMany({
          where: { ...clientWhere(f), ...(cursor ? { id: { lt: cursor } } : {}) },
          orderBy: { id: 'desc' }, take: 1000,
          select: { id: true, username: true, name: true, lastname: true, document_type_id: true, document: true, email: true, phone_code: true, phone: true, status: true, fiscal_address: true, created_at: true },
        });
        if (!batch.length) return;
        yield* batch;
        cursor = batch.at(-1)!.id;
      }
    }
    await streamExcel(res, 'contribuyentes.xlsx', 'Contribuyentes', [
      { header: 'ID', value: (u) => u.id },
      { header: 'Cuenta', value: (u) => u.username },
      { header: 'Nombre / Razón Social', width: 35, value: (u) => fullName(u.name, u.lastname) },
      { header: 'Documento', value: (u) => documentLabel(u.document_type_id, u.document) },
      { header: 'Correo', width: 30, value: (u) => u.email },
      { header: 'Teléfono', value: (u) => [u.phone_code, u.phone].filter(Boolean).join('-') },
      { header: 'Dirección fiscal', width: 40, value: (u) => u.fiscal_address },
      { header: 'Estatus', value: (u) => labelOf(USER_STATUS_LABELS, u.status) },
      { header: 'Fecha de registro', value: (u) => u.created_at.toISOString().slice(0, 10) },
    ], rows());
  });
  return r;
}
