// 'Administradores' (000 section 7 "Administrators"). Reads need view-users; create, edit, status
// and delete need the administrator level itself (section 6: only level 1 sees those actions), so
// a moderator holding create-users or delete-users is still refused.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import {
  moderatorCreateRequest,
  moderatorEditRequest,
  moderatorFiltersSchema,
  moderatorIdSchema,
  optionalModeratorId,
  statusChangeSchema,
} from '../schemas/index.ts';
import { defineCall } from './define.ts';
import { dateTime, fileResponse, messageResponse, named, noInput, page } from './common.ts';

/** An administrator as the API presents it (apps/api/src/modules/moderators/moderators.query.ts). */
export const moderator = z.object({
  id: z.number().int(),
  number_format: z.string(),
  level_id: z.number().int(),
  role_id: z.number().int(),
  role: named.nullable(),
  username: z.string(),
  name: z.string(),
  lastname: z.string().nullable(),
  full_name: z.string(),
  email: z.string(),
  phone_code: z.string().nullable(),
  phone: z.string().nullable(),
  full_phone: z.string(),
  document_type_id: z.number().int().nullable(),
  document: z.string().nullable(),
  full_document: z.string(),
  box: z.string().nullable(),
  status: z.number().int(),
  status_text: z.string(),
  created_at: dateTime(),
  permissions: z.array(z.object({ code: z.string(), module_id: z.number().int() })),
});
export type Moderator = z.infer<typeof moderator>;

/** A module of the permission matrix with its actions, main first; `active` when an administrator's grants are marked. */
export const matrixModule = z.object({
  id: z.number().int(),
  name: z.string(),
  actions: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string(), main: z.number().int(), active: z.boolean().optional() })),
});

const tags = ['users', 'moderators'] as const;
const base = '/admin/moderators';

export const moderatorsCalls = {
  list: defineCall({
    id: 'moderators.list',
    summary: 'Administradores paginados, con búsqueda y filtro de estatus',
    methods: ['POST', 'GET'],
    path: `${base}/get`,
    access: { kind: 'staff', permission: P.VIEW_USERS },
    request: moderatorFiltersSchema,
    response: z.object({ users: page(moderator) }),
    tags,
  }),
  modules: defineCall({
    id: 'moderators.modules',
    summary: 'La matriz de permisos: módulos con sus acciones (con id, marcadas las que tiene ese administrador)',
    methods: ['POST', 'GET'],
    path: `${base}/modules`,
    access: { kind: 'staff', permission: P.VIEW_USERS },
    request: optionalModeratorId,
    response: z.object({ modules: z.array(matrixModule) }),
    tags: ['permission-modules'],
  }),
  get: defineCall({
    id: 'moderators.get-user',
    summary: 'Un administrador con la matriz de permisos marcada',
    methods: ['POST', 'GET'],
    path: `${base}/get-user`,
    access: { kind: 'staff', permission: P.VIEW_USERS },
    request: optionalModeratorId,
    response: z.object({ user: moderator, modules: z.array(matrixModule) }),
    tags,
  }),
  roles: defineCall({
    id: 'moderators.roles',
    summary: 'Los roles: Administrador (nivel 1) y Moderador (nivel 2)',
    methods: ['POST', 'GET'],
    path: '/admin/roles/get',
    access: { kind: 'staff', permission: P.VIEW_USERS },
    request: noInput,
    response: z.object({ roles: z.array(named.extend({ level_id: z.number().int() })) }),
    tags: ['roles'],
  }),
  create: defineCall({
    id: 'moderators.create',
    summary: 'Crea un administrador con su matriz de permisos (modules JSON, o permissions con los códigos)',
    methods: ['POST'],
    path: `${base}/create`,
    access: { kind: 'admin' },
    request: moderatorCreateRequest,
    response: messageResponse.extend({ user: moderator }),
    tags,
  }),
  edit: defineCall({
    id: 'moderators.edit',
    summary: 'Modifica un administrador y reemplaza sus permisos; la contraseña solo si se escribe',
    methods: ['POST'],
    path: `${base}/edit`,
    access: { kind: 'admin' },
    request: moderatorEditRequest,
    response: messageResponse.extend({ user: moderator }),
    tags,
  }),
  status: defineCall({
    id: 'moderators.status',
    summary: 'Activa o desactiva un administrador (al desactivarlo terminan sus sesiones)',
    methods: ['POST'],
    path: `${base}/status`,
    access: { kind: 'admin' },
    request: statusChangeSchema,
    response: messageResponse,
    tags,
  }),
  remove: defineCall({
    id: 'moderators.delete',
    summary: 'Elimina un administrador (borrado lógico; terminan sus sesiones)',
    methods: ['POST'],
    path: `${base}/delete`,
    access: { kind: 'admin' },
    request: moderatorIdSchema,
    response: messageResponse,
    tags,
  }),
  download: defineCall({
    id: 'moderators.download',
    summary: 'La ficha PDF de un administrador con sus permisos',
    methods: ['GET'],
    path: `${base}/download/:id`,
    access: { kind: 'staff', permission: P.VIEW_USERS },
    request: moderatorIdSchema,
    response: fileResponse,
    responseKind: 'file',
    tags,
  }),
} as const;
