// The public verification call of issued documents (no sign-in).
import { Router } from 'express';
import { documentsCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { documentsService } from './documents.service.ts';

export function documentsRoutes(ctx: AppContext) {
  const r = Router();
  const service = documentsService(ctx);
  mount(r, ctx, calls.verify, ({ input, req, res }) => service.verify(req, res, input.code));
  return r;
}
