import { Router } from 'express';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { discountSchema, pageQuery } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { authenticate, currentUser, requirePermission } from '../../middleware/auth.ts';
import { input, intParam, parse, parseJsonFields } from '../../lib/http.ts';
import { discountsService } from './discounts.service.ts';

export function discountsRoutes(ctx: AppContext) {
  const r = Router();
  const discounts = discountsService(ctx);
  r.use('/admin/discounts', authenticate(ctx.tokens));
  const id = (v: unknown) => intParam(v) ?? 0;
  const body = (req: { body?: Record<string, unknown> }) => parse(discountSchema, parseJsonFields(req.body ?? {}, ['items']));

  r.get('/admin/discounts', requirePermission(P.VIEW_DISCOUNT), async (req, res) => {
    res.json(await discounts.list(parse(pageQuery, input(req)).page));
  });
  r.post('/admin/discounts/create', requirePermission(P.CREATE_DISCOUNT), async (req, res) => {
    res.json(await discounts.save(currentUser(req), body(req)));
  });
  r.get('/admin/discounts/:id', requirePermission(P.VIEW_DISCOUNT), async (req, res) => {
    res.json(await discounts.get(id(req.params.id)));
  });
  r.put('/admin/discounts/:id', requirePermission(P.EDIT_DISCOUNT), async (req, res) => {
    res.json(await discounts.save(currentUser(req), body(req), id(req.params.id)));
  });
  r.delete('/admin/discounts/:id', requirePermission(P.DELETE_DISCOUNT), async (req, res) => {
    res.json(await discounts.remove(currentUser(req), id(req.params.id)));
  });
  return r;
}
