// 'Mis Datos' and 'Cambiar Contraseña' (000 section 7 "Auth and profile").
import { z } from 'zod';
import { changePasswordSchema, formObject, optionalId, profileClientRequest, profileSimpleSchema } from '../schemas/index.ts';
import { defineCall } from './define.ts';
import { messageResponse } from './common.ts';
import { presentedClient } from './auth.ts';

// under 'users' so the real-time 'users' event refreshes the profile too
const tags = ['users'] as const;
// with the pending retention request: 'Mis Datos' shows it beside the (read-only) retention
const saved = messageResponse.extend({ user: presentedClient });

export const profileCalls = {
  get: defineCall({
    id: 'profile.get',
    summary: 'Los datos del usuario de la sesión (el administrador puede nombrar cualquier usuario)',
    methods: ['POST', 'GET'],
    path: '/profile/get',
    access: { kind: 'session', own: { field: 'user_id' } },
    request: formObject({ user_id: optionalId() }),
    response: z.object({ user: presentedClient }),
    tags,
  }),
  update: defineCall({
    id: 'profile.update',
    summary: "Guarda 'Mis Datos' en su variante simple (personal)",
    methods: ['POST'],
    path: '/profile/update',
    access: { kind: 'session' },
    request: profileSimpleSchema,
    response: saved,
    tags,
  }),
  updateClient: defineCall({
    id: 'profile.update-client',
    summary: "Guarda 'Mis Datos' del contribuyente; correos y teléfonos adicionales como texto JSON",
    methods: ['POST'],
    path: '/profile/update/client',
    access: { kind: 'session' },
    request: profileClientRequest,
    response: saved,
    tags,
  }),
  password: defineCall({
    id: 'profile.password',
    summary: 'Cambia la contraseña; las sesiones anteriores terminan y la respuesta trae un token nuevo',
    methods: ['POST'],
    path: '/profile/password',
    access: { kind: 'session' },
    request: changePasswordSchema,
    response: messageResponse.extend({ token: z.string() }),
  }),
} as const;
