// 'Rutas y Horarios' (docs/routes.md): the lists (active routes for anyone signed in, every route
// for staff) and the upload, which replaces the routes its rows name (route type + number, DOMAIN
// "Routes and schedules"), makes inactive those it does not name, and lists the rows it refused.
// The upload is one transaction with its audit row; a file without one valid row changes nothing.
import { ROUTE_DAYS, type routesCalls, type CallInput } from '@aseo/shared/contracts';
import { fillMessage, MSG } from '@aseo/shared/messages';
import type { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { unprocessable } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import { isLegacyWorkbook, readSheetRows, sheetLimits } from '../../lib/spreadsheet.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { detectFileType } from '../../lib/uploads.ts';
import { fold, parseRouteRow, ROUTE_COLUMNS, type ParsedRoute, type RouteColumn } from './routes.rows.ts';

const R = MSG.routes;
export const MAX_ROUTE_ROWS = 2000;
type Filters = CallInput<typeof routesCalls.list>;

const keyOf = (r: { route_type: string; route_number: string }) => `${fold(r.route_type)}\u0000${fold(r.route_number)}`;

/** The routes of a file: each row read by the template's header; refuses what is not an .xlsx or lacks the columns. */
async function readRouteRows(buffer: Buffer, limits: ReturnType<typeof sheetLimits>) {
  if ((await detectFileType(buffer)) !== 'xlsx' && !isLegacyWorkbook(buffer)) throw unprocessable(R.notSpreadsheet);
  let columns: Map<number, RouteColumn> | undefined;
  const rows: { row: number; cells: Partial<Record<RouteColumn, string>> }[] = [];
  for await (const { number, cells } of readSheetRows(buffer, { ...limits, maxRows: MAX_ROUTE_ROWS + 1 })) {
    if (number === 1) {
      const found = new Map<number, RouteColumn>();
      cells.forEach((text, i) => {
        const def = text ? ROUTE_COLUMNS.find((c) => fold(c.header) === fold(text)) : undefined;
        if (def) found.set(i + 1, def.key);
      });
      columns = found;
      const missing = ROUTE_COLUMNS.filter((c) => c.required && ![...found.values()].includes(c.key)).map((c) => c.header);
      if (missing.length) throw unprocessable(fillMessage(R.missingColumns, { columns: missing.join(', ') }));
      continue;
    }
    if (!columns) throw unprocessable(fillMessage(R.missingColumns, { columns: ROUTE_COLUMNS.map((c) => c.header).join(', ') }));
    const row: Partial<Record<RouteColumn, string>> = {};
    for (const [col, key] of columns) row[key] = cells[col - 1];
    if (!Object.values(row).some((v) => v !== undefined && v.trim() !== '')) continue;
    rows.push({ row: number, cells: row });
  }
  if (!rows.length) throw unprocessable(R.empty);
  return rows;
}

function whereOf(f: Filters, staff: boolean): Prisma.CollectionRouteWhereInput {
  const s = f.search?.trim();
  return {
    ...(staff ? (f.status === undefined ? {} : { status: f.status }) : { status: 1 }),
    ...(f.route_type ? { route_type: f.route_type } : {}),
    ...(f.day ? { [f.day]: 1 } : {}),
    ...(s
      ? {
          OR: [
            { route_type: { contains: s, mode: 'insensitive' as const } },
            { route_number: { contains: s, mode: 'insensitive' as const } },
            { turn: { contains: s, mode: 'insensitive' as const } },
            { description: { contains: s, mode: 'insensitive' as const } },
          ],
        }
      : {}),
  };
}

export function routesService(ctx: AppContext) {
  const { db } = ctx;

  async function list(f: Filters, staff: boolean) {
    const args = pageArgs(f.page);
    const where = whereOf(f, staff);
    const [rows, total, types] = await Promise.all([
      db.collectionRoute.findMany({ where, orderBy: [{ route_type: 'asc' }, { route_number: 'asc' }, { id: 'asc' }], skip: args.skip, take: args.take }),
      db.collectionRoute.count({ where }),
      db.collectionRoute.findMany({
        where: staff ? {} : { status: 1 },
        distinct: ['route_type'],
        select: { route_type: true },
        orderBy: { route_type: 'asc' },
      }),
    ]);
    const data = rows.map(({ created_at: _created, ...r }) => ({ ...r, updated_at: r.updated_at.toISOString() }));
    return { routes: paged(data, total, args), route_types: types.map((t) => t.route_type) };
  }

  async function upload(user: SessionUser, buffer: Buffer) {
    const rows = await readRouteRows(buffer, sheetLimits(ctx.cfg));
    if (rows.length > MAX_ROUTE_ROWS) throw unprocessable(R.tooMany);
    const invalid: { row: number; error: string }[] = [];
    const valid = new Map<string, { row: number; route: ParsedRoute }>();
    const named = new Set<string>();
    for (const { row, cells } of rows) {
      const parsed = parseRouteRow(cells);
      if ('error' in parsed) {
        invalid.push({ row, error: parsed.error });
        if (cells.route_type?.trim() && cells.route_number?.trim()) named.add(keyOf({ route_type: cells.route_type, route_number: cells.route_number }));
        continue;
      }
      const key = keyOf(parsed);
      const first = valid.get(key);
      if (first) {
        invalid.push({ row, error: fillMessage(R.repeated, { route: `${parsed.route_type} ${parsed.route_number}`, row: first.row }) });
        continue;
      }
      named.add(key);
      valid.set(key, { row, route: parsed });
    }
    if (!valid.size) return { message: R.invalidRows, errors: true, saved: 0, deactivated: 0, invalid };

    const result = await db.$transaction(async (tx) => {
      // the routes table is small (hundreds): read it whole and match keys without accents or case
      const existing = await tx.collectionRoute.findMany({ select: { id: true, route_type: true, route_number: true, status: true } });
      const byKey = new Map(existing.map((e) => [keyOf(e), e]));
      for (const { route } of valid.values()) {
        const found = byKey.get(keyOf(route));
        if (found) await tx.collectionRoute.update({ where: { id: found.id }, data: { ...route, status: 1 } });
        else await tx.collectionRoute.create({ data: { ...route, status: 1 } });
      }
      const stale = existing.filter((e) => e.status === 1 && !named.has(keyOf(e))).map((e) => e.id);
      if (stale.length) await tx.collectionRoute.updateMany({ where: { id: { in: stale } }, data: { status: 0 } });
      await writeAudit(tx, 'routes.uploaded', { value_id: 0, user_id: user.id, new: { saved: valid.size, deactivated: stale, invalid } });
      return { saved: valid.size, deactivated: stale.length };
    });
    return { message: invalid.length ? R.invalidRows : R.uploaded, errors: invalid.length > 0, ...result, invalid };
  }

  return { list, upload };
}

export const TEMPLATE_ROW = {
  route_type: 'Compactador',
  route_number: '01',
  ...Object.fromEntries(ROUTE_DAYS.map((d, i) => [d, i % 2 === 0 ? 'Si' : 'No'])),
  turn: 'Mañana',
  description: 'Centro: Av. Bolívar, Calle Sucre y Plaza Miranda',
  hour: '07:00 AM',
};
