import { Router } from 'express';
import path from 'node:path';
import { portalCalls as calls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { notFound } from '../../lib/errors.ts';
import { sendStoredFile } from '../../lib/http-files.ts';
import { identity, logoFile, LOGO_TYPES } from './portal.service.ts';

export function portalRoutes(ctx: AppContext) {
  const r = Router();
  mount(r, ctx, calls.identity, () => identity(ctx));
  mount(r, ctx, calls.logo, async ({ res }) => {
    const file = logoFile(ctx);
    if (!file) throw notFound(MSG.server.notFound);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    await sendStoredFile(res, path.dirname(file), path.basename(file), { contentType: LOGO_TYPES[path.extname(file).toLowerCase()] });
  });
  return r;
}
