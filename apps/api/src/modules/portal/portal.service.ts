// The municipality's identity (from configuration). The staff home's figures: modules/home (staff-home.service.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context.ts';

export const LOGO_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/** The configured logo file when it exists and is an image type the portal serves, else null. */
export function logoFile(ctx: AppContext): string | null {
  const file = ctx.cfg.MUNICIPALITY_LOGO;
  if (!file || !LOGO_TYPES[path.extname(file).toLowerCase()] || !existsSync(file)) return null;
  return file;
}

export function identity(ctx: AppContext) {
  return { name: ctx.cfg.MUNICIPALITY_NAME, logo_url: logoFile(ctx) ? '/api/portal/logo' : null, brand_color: ctx.cfg.BRAND_COLOR.toLowerCase() };
}
