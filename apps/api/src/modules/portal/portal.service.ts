// The municipality's identity (from configuration) and the staff home's figures of the day.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';
import { LEVELS, USER_STATUS } from '@aseo/shared/constants';
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

type HomeRow = { taxpayers: bigint; registered_today: bigint; pending_verification: bigint; active_properties: bigint; as_of: Date };

/**
 * One statement for the whole card row: taxpayer accounts (and of them created today in the
 * portal's time zone, and waiting for verification) and properties in force. `created_at` is
 * stored as UTC without a zone (Prisma), so today's start is converted to that before comparing.
 */
export async function homeFigures(ctx: AppContext) {
  const [row] = await ctx.db.$queryRaw<HomeRow[]>`
    WITH bounds AS (
      SELECT (date_trunc('day', now() AT TIME ZONE ${PORTAL_TIME_ZONE}) AT TIME ZONE ${PORTAL_TIME_ZONE}) AT TIME ZONE 'UTC' AS today
    )
    SELECT
      count(*) AS taxpayers,
      count(*) FILTER (WHERE u.created_at >= (SELECT today FROM bounds)) AS registered_today,
      -- USER_STATUS.VERIFIED (3) is labelled 'Por verificar': waiting for the office's check
      count(*) FILTER (WHERE u.status = ${USER_STATUS.VERIFIED}) AS pending_verification,
      (SELECT count(*) FROM properties p WHERE p.status = 1 AND p.deleted_at IS NULL) AS active_properties,
      now() AS as_of
    FROM users u
    WHERE u.level_id = ${LEVELS.CLIENT} AND u.deleted_at IS NULL`;
  return {
    taxpayers: Number(row!.taxpayers),
    registered_today: Number(row!.registered_today),
    pending_verification: Number(row!.pending_verification),
    active_properties: Number(row!.active_properties),
    as_of: row!.as_of,
  };
}
