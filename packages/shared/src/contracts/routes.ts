// 'Rutas y Horarios' (000 sections 2, 3, 7; DOMAIN.md "Routes and schedules"; docs/routes.md):
// the active routes for anyone signed in, every route for staff, the XLSX upload that replaces the
// routes it names (invalid rows listed, not saved), its template, and (ours) a route's collection
// days as a public calendar feed.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { code, formObject, id, integer, isBlank, optionalText } from '../schemas/index.ts';
import { defineCall } from './define.ts';
import { readOneFile } from './uploads.ts';
import { fileResponse, messageResponse, page } from './common.ts';

const int = () => z.number().int();
const S = MSG.server;

export const ROUTE_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type RouteDay = (typeof ROUTE_DAYS)[number];
export const ROUTE_DAY_LABELS: Record<RouteDay, string> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

export const routeRow = z.object({
  id: int(),
  route_type: z.string(),
  route_number: z.string(),
  monday: int(),
  tuesday: int(),
  wednesday: int(),
  thursday: int(),
  friday: int(),
  saturday: int(),
  sunday: int(),
  turn: z.string().nullable(),
  description: z.string().nullable(),
  /** 'HH:mm' (24 h); shown hh:mm A */
  hour: z.string().nullable(),
  /** 1 active, 0 inactive (not in the last file) */
  status: int(),
  updated_at: z.string(),
});
export type RouteRow = z.infer<typeof routeRow>;

/** Filters of both lists: search (type, number, turn, description), unit type, a day, and (staff) status. */
export const routeFilters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  search: optionalText(100),
  route_type: optionalText(80),
  day: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(ROUTE_DAYS, { error: S.invalidData }).optional()),
  status: z.preprocess((v) => (isBlank(v) ? undefined : v), code([0, 1], S.invalidData).optional()),
});

const listAnswer = z.object({ routes: page(routeRow), route_types: z.array(z.string()) });

const uploadAnswer = messageResponse.extend({
  /** The spec's flag: some rows were refused */
  errors: z.boolean(),
  saved: int(),
  deactivated: int(),
  invalid: z.array(z.object({ row: int(), error: z.string() })),
});

const tags = ['routes'] as const;

export const routesCalls = {
  list: defineCall({
    id: 'routes.list',
    summary: 'Rutas y horarios activos (cualquier sesión), filtrados y paginados',
    methods: ['POST', 'GET'],
    path: '/routes',
    access: { kind: 'session' },
    request: routeFilters,
    response: listAnswer,
    tags,
  }),
  adminList: defineCall({
    id: 'routes.admin-list',
    summary: 'Rutas y horarios, activas e inactivas, filtradas y paginadas',
    methods: ['POST', 'GET'],
    path: '/admin/routes',
    access: { kind: 'staff', permission: P.VIEW_ROUTES_SCHEDULES },
    request: routeFilters,
    response: listAnswer,
    tags,
  }),
  read: defineCall({
    id: 'routes.read',
    summary: 'Sube un .xlsx de rutas: reemplaza las rutas que nombra (tipo + número), las que faltan quedan inactivas; filas inválidas listadas y no guardadas',
    methods: ['POST'],
    path: '/admin/routes/read',
    access: { kind: 'staff', permission: P.UPLOAD_ROUTES },
    request: formObject({ file: z.unknown().optional() }),
    body: 'multipart',
    upload: readOneFile,
    response: uploadAnswer,
    tags,
  }),
  template: defineCall({
    id: 'routes.template',
    summary: 'Plantilla .xlsx del archivo de rutas (encabezados y una fila de ejemplo)',
    methods: ['GET'],
    path: '/admin/routes/template',
    access: { kind: 'staff', permission: P.UPLOAD_ROUTES },
    request: formObject({}),
    response: fileResponse,
    responseKind: 'file',
  }),
  calendar: defineCall({
    id: 'routes.calendar',
    summary: 'Los días de recolección de una ruta activa como calendario (ICS) para suscribirse; público (nuestro)',
    methods: ['GET'],
    path: '/routes/:id/calendar.ics',
    access: { kind: 'public' },
    request: formObject({ id: id(S.notFound) }),
    response: fileResponse,
    responseKind: 'file',
  }),
} as const;
