// 'Inmuebles' (000 section 7 "Properties"): the client's own properties and the staff operations on them.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import {
  disincorporateSchema,
  formObject,
  id,
  makeAddParentSchema,
  notificationDateSchema,
  optionalId,
  pageQuery,
  propertyBodySchema,
  sendFlag,
} from '../schemas/index.ts';
import { defineCall } from './define.ts';
import { decimalWire, messageResponse, named, noInput, nullableDateTime, page } from './common.ts';

/** One property as the API presents it (apps/api/src/modules/properties/property.presenter.ts). */
export const propertyDetail = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  code: z.string(),
  owner: z.number().int(),
  property_use_id: z.number().int(),
  property_type_id: z.number().int(),
  economic_activity_id: z.number().int(),
  nic: z.string().nullable(),
  catastral_id: z.string().nullable(),
  license: z.string().nullable(),
  date: nullableDateTime(),
  vba_number: z.string().nullable(),
  zone: z.string().nullable(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  floor: z.string().nullable(),
  size: decimalWire(),
  reference: z.string().nullable(),
  quantity_houses: z.number().int(),
  type_form: z.string(),
  parent_id: z.number().int().nullable(),
  secondary: z.number().int(),
  status: z.number().int(),
  wasSent: z.number().int(),
  canBeSent: z.number().int(),
  disincorporate: z.string().nullable(),
  disincorporated_at: nullableDateTime(),
  notification_date: nullableDateTime(),
  use: named,
  type: named,
  economic_activity: z.object({ id: z.number().int(), code: z.string(), name: z.string(), short: z.string().nullable() }),
});
export type PropertyDetail = z.infer<typeof propertyDetail>;

/** A property with its child properties (the tree the taxpayer screens show). */
export type PropertyNode = PropertyDetail & { childs: PropertyNode[] };
export const propertyNode: z.ZodType<PropertyNode> = propertyDetail.extend({
  get childs() {
    return z.array(propertyNode);
  },
});

/** A path id: not a positive integer → 'invalid data'. */
const pathId = formObject({ id: id(MSG.server.invalidData) });
const propertyId = formObject({ property_id: id() });
const saved = messageResponse.extend({ property: propertyDetail });
const activity = z.object({ id: z.number().int(), code: z.string(), name: z.string(), property_type_id: z.number().int().nullable() });

const tags = ['properties'] as const;
// the staff operations refresh the taxpayer screens, which the 'users' events refresh too
const users = ['users'] as const;
/** The caller's own account, or (staff with view-clients) the taxpayer named by user_id. */
const own = { kind: 'session', own: { field: 'user_id', staffPermission: P.VIEW_CLIENTS } } as const;

export const propertiesCalls = {
  list: defineCall({
    id: 'properties.list',
    summary: 'Inmuebles del contribuyente (el propio, o el indicado por user_id para el personal con ver contribuyentes), paginados',
    methods: ['POST', 'GET'],
    path: '/properties',
    access: own,
    request: pageQuery.extend({ user_id: optionalId() }),
    response: z.object({ properties: page(propertyDetail) }),
    tags,
  }),
  view: defineCall({
    id: 'properties.view',
    summary: 'Un inmueble propio (o cualquiera para el personal con ver contribuyentes)',
    methods: ['POST', 'GET'],
    path: '/properties/view',
    access: { kind: 'session' },
    request: propertyId,
    response: z.object({ property: propertyDetail }),
    tags,
  }),
  activities: defineCall({
    id: 'properties.activities',
    summary: 'Actividades económicas que admite un tipo de inmueble',
    methods: ['POST', 'GET'],
    path: '/properties/activities',
    access: { kind: 'session' },
    request: formObject({ property_type_id: optionalId() }),
    response: z.object({ economic_activities: z.array(activity) }),
    tags,
  }),
  create: defineCall({
    id: 'properties.create',
    summary: 'Agrega un inmueble al contribuyente (el propio; el personal, con crear contribuyentes, al indicado por user_id)',
    methods: ['POST'],
    path: '/properties/create',
    access: own,
    request: propertyBodySchema({ user_id: optionalId() }),
    response: saved,
    tags,
  }),
  edit: defineCall({
    id: 'properties.edit',
    summary: 'Modifica un inmueble; uso, tipo y actividad solo los cambia el personal con editar actividad económica',
    methods: ['POST'],
    path: '/properties/edit',
    access: { kind: 'session' },
    request: propertyBodySchema({}),
    response: saved,
    tags,
  }),
  remove: defineCall({
    id: 'properties.delete',
    summary: 'Elimina un inmueble sin avisos, facturas ni inmuebles hijos',
    methods: ['POST'],
    path: '/properties/delete',
    access: { kind: 'session' },
    request: propertyId,
    response: messageResponse,
    tags,
  }),
  setParent: defineCall({
    id: 'properties.set-parent',
    summary: 'Cuelga el inmueble del inmueble activo con el código indicado',
    methods: ['POST'],
    path: '/properties/update/:id/parent',
    access: { kind: 'staff', permission: P.CREATE_CLIENTS },
    request: makeAddParentSchema('').extend(pathId.shape),
    response: saved,
    tags: users,
  }),
  disincorporate: defineCall({
    id: 'properties.disincorporate',
    summary: 'Desincorpora el inmueble, con el comentario que explica por qué',
    methods: ['POST'],
    path: '/admin/clients/:id/disincorporate',
    access: { kind: 'staff', permission: P.DELETE_CLIENTS },
    request: disincorporateSchema.extend(pathId.shape),
    response: saved,
    tags: users,
  }),
  sendMails: defineCall({
    id: 'properties.send-mails',
    summary: 'Envía el estado de cuenta de cada inmueble marcado, no enviado y cuya fecha de notificación llegó',
    methods: ['POST'],
    path: '/properties/send-mails',
    access: { kind: 'staff', permission: P.MAIL_ACCOUNT_RECORD },
    request: noInput,
    response: messageResponse.extend({ status: z.boolean(), sent: z.number().int() }),
    tags: users,
  }),
  canBeSent: defineCall({
    id: 'properties.can-be-sent',
    summary: 'Marca si se envía el estado de cuenta del inmueble (sin valor, lo alterna)',
    methods: ['POST'],
    path: '/properties/:id/can-be-sent',
    access: { kind: 'staff', permission: P.MAIL_ACCOUNT_RECORD },
    request: pathId.extend({ canBeSent: sendFlag(), can_be_sent: sendFlag(), status: sendFlag() }),
    response: saved,
    tags: users,
  }),
  refresh: defineCall({
    id: 'properties.refresh',
    summary: 'Reinicia el envío del estado de cuenta del inmueble para poder enviarlo de nuevo',
    methods: ['POST'],
    path: '/properties/:id/refresh',
    access: { kind: 'staff', permission: P.MAIL_ACCOUNT_RECORD },
    request: pathId,
    response: saved,
    tags: users,
  }),
  manualSent: defineCall({
    id: 'properties.manual-sent',
    summary: 'Envía ahora el estado de cuenta del inmueble, si está marcado y no se envió',
    methods: ['POST'],
    path: '/properties/:id/manual-sent',
    access: { kind: 'staff', permission: P.MAIL_ACCOUNT_RECORD },
    request: pathId,
    response: messageResponse,
    tags: users,
  }),
  notificationSent: defineCall({
    id: 'properties.notification-sent',
    summary: 'Programa la fecha (y hora) de envío del estado de cuenta; no antes de hoy',
    methods: ['POST'],
    path: '/properties/:id/notification-sent',
    access: { kind: 'staff', permission: P.MAIL_ACCOUNT_RECORD },
    request: z.intersection(pathId, notificationDateSchema),
    response: saved,
    tags: users,
  }),
} as const;
