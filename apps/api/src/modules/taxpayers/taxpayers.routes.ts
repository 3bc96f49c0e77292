import { Router } from 'express';
import { PERMISSIONS } from '@aseo/shared/constants';
import { statusChangeSchema } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { authenticate, currentUser, requirePermission } from '../../middleware/auth.ts';
import { parse } from '../../lib/http.ts';
import { taxpayersService } from './taxpayers.service.ts';

export function taxpayersRoutes(ctx: AppContext) {
  const r = Router();
  const service = taxpayersService(ctx);
  r.use('/admin/clients', authenticate(ctx.tokens));

  r.post('/admin/clients/status', requirePermission(PERMISSIONS.DELETE_CLIENTS), async (req, res) => {
    const { id, status } = parse(statusChangeSchema, req.body);
    res.json(await service.setStatus(currentUser(req), id, status));
  });
  return r;
}
