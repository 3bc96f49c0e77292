// Thin routes of 'Rutas y Horarios': the two lists, the upload and its template, the calendar feed.
import { Router } from 'express';
import { routesCalls as calls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { streamExcel, type ExcelColumn } from '../../lib/excel.ts';
import { attachFile } from '../../lib/http-files.ts';
import { routeCalendar } from './routes.calendar.ts';
import { ROUTE_COLUMNS } from './routes.rows.ts';
import { routesService, TEMPLATE_ROW } from './routes.service.ts';

const TEMPLATE_COLUMNS: ExcelColumn<Record<string, string>>[] = ROUTE_COLUMNS.map((c) => ({
  header: c.header,
  key: c.key,
  width: c.key === 'description' ? 48 : c.key.length > 9 ? 16 : 11,
  kind: 'text',
}));

export function routesRoutes(ctx: AppContext) {
  const r = Router();
  const service = routesService(ctx);
  mount(r, ctx, calls.list, ({ input }) => service.list(input, false));
  mount(r, ctx, calls.adminList, ({ input }) => service.list(input, true));
  mount(r, ctx, calls.read, async ({ uploads, user }) => {
    const [file] = uploads.of('file');
    if (!file) throw unprocessable(MSG.server.fileRequired);
    return service.upload(user, file.buffer);
  });
  mount(r, ctx, calls.template, ({ res }) => streamExcel(res, 'plantilla-rutas.xlsx', 'Rutas', TEMPLATE_COLUMNS, [TEMPLATE_ROW as Record<string, string>]));
  mount(r, ctx, calls.calendar, async ({ input, res }) => {
    const route = await ctx.db.collectionRoute.findFirst({ where: { id: input.id, status: 1 } });
    if (!route) throw notFound(MSG.routes.unknownRoute);
    const ics = await routeCalendar(route, 'Aseo Urbano', `${ctx.cfg.PUBLIC_URL}/routes-schedules`);
    attachFile(res, `ruta-${route.id}.ics`, 'text/calendar; charset=utf-8');
    res.end(ics);
  });
  return r;
}
