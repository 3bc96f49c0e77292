// The filters an export prints and names its file with (Facturas anuladas, Retenciones, Ingresos;
// docs/reports.md): the period of since/until as a sentence and as a file-name part, and the
// taxpayer of client_id as staff know it; the end of a period in SQL.
import { Prisma } from '@aseo/db/client';
import { formatDate, fullName } from '@aseo/shared/format';
import type { AppContext } from '../../context.ts';
import { portalMidnight } from '../../lib/portal-time.ts';

/** The UTC instant the portal day after `until` begins, in SQL (no JS date arithmetic: 9999-12-31 has a next day there too). */
export const afterDay = (until: string) => Prisma.sql`(${portalMidnight(until)} + interval '1 day')`;

/** 'Del 01/11/2026 al 30/11/2026' and '2026-11-01-a-2026-11-30'; an open end says so. */
export function periodText(f: { since?: string; until?: string }): { text: string; file: string } {
  if (!f.since && !f.until) return { text: 'Todas las fechas', file: 'todas-las-fechas' };
  if (f.since && f.until)
    return f.since === f.until
      ? { text: `Del ${formatDate(f.since)}`, file: f.since }
      : { text: `Del ${formatDate(f.since)} al ${formatDate(f.until)}`, file: `${f.since}-a-${f.until}` };
  if (f.since) return { text: `Desde el ${formatDate(f.since)}`, file: `desde-${f.since}` };
  return { text: `Hasta el ${formatDate(f.until!)}`, file: `hasta-${f.until}` };
}

/** The taxpayer filter as printed: 'usuario · Nombre' ('—' without one). */
export async function clientLabel(ctx: AppContext, clientId: number | undefined): Promise<string> {
  if (!clientId) return '—';
  const u = await ctx.db.user.findUnique({ where: { id: clientId }, select: { username: true, name: true, lastname: true, business_name: true } });
  return u ? `${u.username} · ${u.business_name?.trim() || fullName(u.name, u.lastname)}` : `#${clientId}`;
}
