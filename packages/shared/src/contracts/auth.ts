// Sign-in, registration, password recovery and session checks (000 section 7 "Auth and profile").
import { z } from 'zod';
import { checkCodeSchema, formObject, loginSchema, optionalId, recoverSchema, registerRequest, resetSchema } from '../schemas/index.ts';
import { defineCall } from './define.ts';
import { dateTime, messageResponse } from './common.ts';

/** A user as the API sends it (apps/api/src/modules/users/user.presenter.ts): never a password or token version. */
export const presentedUser = z.object({
  id: z.number().int(),
  number_format: z.string(),
  level_id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string(),
  name: z.string(),
  lastname: z.string().nullable(),
  business_name: z.string().nullable(),
  full_name: z.string(),
  email: z.string(),
  phone_code: z.string().nullable(),
  phone: z.string().nullable(),
  full_phone: z.string(),
  document_type_id: z.number().int().nullable(),
  document: z.string().nullable(),
  full_document: z.string().nullable(),
  fiscal_address: z.string().nullable(),
  retention: z.number().int(),
  note: z.string().nullable(),
  box: z.string().nullable(),
  status: z.number().int(),
  status_text: z.string(),
  verified: z.number().int(),
  created_at: dateTime(),
  emails: z.array(z.object({ id: z.number().int(), email: z.string() })),
  phones: z.array(z.object({ id: z.number().int(), phone_code: z.string().nullable(), phone: z.string() })),
  permissions: z.array(z.object({ code: z.string(), module_id: z.number().int() })),
});
export type PresentedUser = z.infer<typeof presentedUser>;

/**
 * A taxpayer as staff and 'Mis Datos' see it: the presented user plus the retention it asked for at
 * registration that staff have not decided yet (null: none); until confirmed it bills as `retention`.
 */
export const presentedClient = presentedUser.extend({ retention_request: z.number().int().nullable() });

const userId = formObject({ user_id: optionalId() });

export const authCalls = {
  login: defineCall({
    id: 'auth.login',
    summary: 'Inicia sesión: token y usuario con su nivel y permisos',
    methods: ['POST'],
    path: '/auth/login',
    access: { kind: 'public' },
    request: loginSchema,
    response: z.object({ token: z.string(), user: presentedUser }),
  }),
  register: defineCall({
    id: 'auth.register',
    summary: 'Registro de un contribuyente con su primer inmueble',
    methods: ['POST'],
    path: '/auth/register',
    access: { kind: 'public' },
    request: registerRequest,
    response: messageResponse.extend({ user: presentedClient }),
  }),
  recover: defineCall({
    id: 'auth.recover',
    summary: 'Envía por correo el enlace para recuperar la contraseña o la cuenta',
    methods: ['POST'],
    path: '/auth/recover',
    access: { kind: 'public' },
    request: recoverSchema,
    response: messageResponse,
  }),
  checkCode: defineCall({
    id: 'auth.check-code',
    summary: 'Indica si un código de recuperación sigue vigente',
    methods: ['POST'],
    path: '/auth/check-code',
    access: { kind: 'public' },
    request: checkCodeSchema,
    response: z.object({ result: z.boolean() }),
  }),
  reset: defineCall({
    id: 'auth.reset',
    summary: 'Cambia la contraseña con un código de recuperación vigente',
    methods: ['POST'],
    path: '/auth/reset',
    access: { kind: 'public' },
    request: resetSchema,
    response: messageResponse,
  }),
  // public: it reads the Bearer token itself, so a deleted user still gets its `deleted` answer
  check: defineCall({
    id: 'auth.check',
    summary: 'Vuelve a leer el usuario de la sesión al iniciar, o indica que fue eliminado',
    methods: ['POST', 'GET'],
    path: '/auth/check',
    access: { kind: 'public' },
    request: userId,
    response: z.object({ user: presentedUser.optional(), deleted: z.literal(true).optional() }),
  }),
  checkBadge: defineCall({
    id: 'auth.check-badge',
    summary: 'Mensajes sin leer del ítem de quejas y sugerencias',
    methods: ['POST', 'GET'],
    path: '/auth/check-badge',
    access: { kind: 'session', own: { field: 'user_id' } },
    request: userId,
    response: z.object({ MESSAGES: z.number().int() }),
    tags: ['badge'],
  }),
} as const;
