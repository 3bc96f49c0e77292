// Historial de actividad económica de un inmueble (000 section 7 "admin/activity-histories").
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { activityHistorySchema, formObject, id, optionalId } from '../schemas/index.ts';
import { defineCall } from './define.ts';
import { dateTime, messageResponse, page } from './common.ts';

/** One period: which activity the property had from `start` to `end` (YYYY-MM-DD). */
export const activityHistory = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  property_code: z.string(),
  economic_activity_id: z.number().int(),
  economic_activity: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  start: z.string(),
  end: z.string(),
  created_at: dateTime(),
});
export type ActivityHistory = z.infer<typeof activityHistory>;

const pathId = formObject({ id: id(MSG.server.invalidData) });
const saved = messageResponse.extend({ history: activityHistory });
const histories = z.object({ histories: z.array(activityHistory) });
const view = { kind: 'staff', permission: P.VIEW_CLIENTS } as const;
const write = { kind: 'staff', permission: P.EDIT_ECONOMIC_ACTIVITY } as const;
const base = '/admin/activity-histories';
const tags = ['activity-histories'] as const;

export const activityHistoriesCalls = {
  list: defineCall({
    id: 'activity-histories.list',
    summary: 'Períodos del historial de actividad económica, paginados (de un inmueble si se indica property_id)',
    methods: ['GET'],
    path: base,
    access: view,
    request: formObject({ page: optionalId(), property_id: optionalId() }),
    response: z.object({ histories: page(activityHistory) }),
    tags,
  }),
  byPropertyPath: defineCall({
    id: 'activity-histories.property',
    summary: 'Historial de actividad económica de un inmueble, del más reciente al más antiguo',
    methods: ['GET'],
    path: `${base}/property/:id`,
    access: view,
    request: pathId,
    response: histories,
    tags,
  }),
  byProperty: defineCall({
    id: 'activity-histories.get-by-property',
    summary: 'Historial de actividad económica de un inmueble (property_id), del más reciente al más antiguo',
    methods: ['POST', 'GET'],
    path: `${base}/getByProperty`,
    access: view,
    request: formObject({ property_id: id() }),
    response: histories,
    tags,
  }),
  store: defineCall({
    id: 'activity-histories.store',
    summary: 'Agrega un período al historial de actividad económica de un inmueble',
    methods: ['POST'],
    path: base,
    access: write,
    request: activityHistorySchema,
    response: saved,
    tags,
  }),
  create: defineCall({
    id: 'activity-histories.create',
    summary: 'Agrega un período al historial (el nombre que usan las pantallas)',
    methods: ['POST'],
    path: `${base}/create`,
    access: write,
    request: activityHistorySchema,
    response: saved,
    tags,
  }),
  update: defineCall({
    id: 'activity-histories.update',
    summary: 'Modifica un período del historial; sigue en su inmueble',
    methods: ['PUT'],
    path: `${base}/:id`,
    access: write,
    request: z.intersection(pathId, activityHistorySchema),
    response: saved,
    tags,
  }),
  destroy: defineCall({
    id: 'activity-histories.destroy',
    summary: 'Elimina un período del historial',
    methods: ['DELETE'],
    path: `${base}/:id`,
    access: write,
    request: pathId,
    response: messageResponse,
    tags,
  }),
  remove: defineCall({
    id: 'activity-histories.delete',
    summary: 'Elimina un período del historial (id en el cuerpo)',
    methods: ['POST'],
    path: `${base}/delete`,
    access: write,
    request: formObject({ id: id() }),
    response: messageResponse,
    tags,
  }),
} as const;
