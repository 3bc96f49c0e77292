// 'Administradores' (spec 000 section 7 "Administrators"). Reads need view-users; create, edit,
// status and delete need the admin level itself (spec section 6: only level 1 sees those actions),
// so a moderator holding create-users or delete-users is still refused here.
import type { NextFunction, Request, Response } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { LEVELS, PERMISSIONS as P } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { moderatorCreateSchema, moderatorEditSchema, statusChangeSchema } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { authenticate, currentUser, requirePermission } from '../../middleware/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { input, intParam, parse, parseJsonFields } from '../../lib/http.ts';
import { sendPdf } from '../../lib/pdf.ts';
import { moderatorSheet } from './moderators.pdf.ts';
import { moderatorsQuery, type ModeratorFilters } from './moderators.query.ts';
import { moderatorsService, type ModuleMatrixInput } from './moderators.service.ts';

const optionalInt = z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : v), z.coerce.number({ error: MSG.server.invalidData }).int(MSG.server.invalidData).optional());
const filters = z.object({
  page: optionalInt,
  status: optionalInt,
  search: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), z.string().max(100, MSG.server.textTooLong).optional()),
});
const idBody = z.object({ id: z.coerce.number({ error: MSG.server.invalidData }).int(MSG.server.invalidData).positive(MSG.server.invalidData) });
const activeFlag = z.preprocess((v) => (v === true || v === 'true' || v === 1 || v === '1' ? 1 : 0), z.number());
/** The matrix shape of the `modules` JSON: [{id, actions: [{id or code, active}]}]. */
const matrixSchema = z.array(
  z.object({
    id: z.coerce.number({ error: MSG.server.invalidData }).int(MSG.server.invalidData).optional(),
    actions: z.array(
      z.object({
        id: z.coerce.number({ error: MSG.server.invalidData }).int(MSG.server.invalidData).positive(MSG.server.invalidData).optional(),
        code: z.string({ error: MSG.server.invalidData }).optional(),
        active: activeFlag,
      }, { error: MSG.server.invalidData }),
      { error: MSG.server.invalidData },
    ),
  }, { error: MSG.server.invalidData }),
  { error: MSG.server.invalidData },
);

/** Create, edit, status and delete: the administrator level only. */
function adminLevelOnly(req: Request, _res: Response, next: NextFunction) {
  if (currentUser(req).level_id !== LEVELS.ADMIN) throw forbidden(MSG.server.adminOnly);
  next();
}

export function moderatorsRoutes(ctx: AppContext) {
  const r = Router();
  const service = moderatorsService(ctx);
  const query = moderatorsQuery(ctx.db);
  const base = '/admin/moderators';
  r.use(base, authenticate(ctx.tokens));
  r.use('/admin/roles', authenticate(ctx.tokens));

  /** Form fields plus the matrix: `modules` (matrix JSON) wins over `permissions` (codes JSON). */
  const formBody = (body: unknown) => {
    const data = parseJsonFields((body ?? {}) as Record<string, unknown>, ['modules']);
    const matrix: ModuleMatrixInput | undefined = data.modules === undefined ? undefined : parse(matrixSchema, data.modules);
    return { data, matrix };
  };

  r.all(`${base}/get`, requirePermission(P.VIEW_USERS), async (req, res) => {
    res.json(await query.list(parse(filters, input(req)) as ModeratorFilters));
  });
  r.all(`${base}/modules`, requirePermission(P.VIEW_USERS), async (req, res) => {
    res.json(await query.modules(intParam(input(req).id)));
  });
  r.all(`${base}/get-user`, requirePermission(P.VIEW_USERS), async (req, res) => {
    res.json(await query.getUser(intParam(input(req).id) ?? 0));
  });
  r.all('/admin/roles/get', requirePermission(P.VIEW_USERS), async (_req, res) => res.json(await query.roles()));

  r.post(`${base}/create`, adminLevelOnly, async (req, res) => {
    const { data, matrix } = formBody(req.body);
    res.json(await service.create(currentUser(req), parse(moderatorCreateSchema, data), matrix));
  });
  r.post(`${base}/edit`, adminLevelOnly, async (req, res) => {
    const { data, matrix } = formBody(req.body);
    const { id } = parse(idBody, data);
    res.json(await service.edit(currentUser(req), id, parse(moderatorEditSchema, data), matrix));
  });
  r.post(`${base}/status`, adminLevelOnly, async (req, res) => {
    const { id, status } = parse(statusChangeSchema, req.body);
    res.json(await service.setStatus(currentUser(req), id, status));
  });
  r.post(`${base}/delete`, adminLevelOnly, async (req, res) => {
    res.json(await service.remove(currentUser(req), parse(idBody, req.body).id));
  });

  r.get(`${base}/download/:id`, requirePermission(P.VIEW_USERS), async (req, res) => {
    const { user, modules } = await query.getUser(intParam(req.params.id) ?? 0);
    await sendPdf(res, `administrador-${user.number_format}.pdf`, moderatorSheet(user, modules));
  });
  return r;
}
