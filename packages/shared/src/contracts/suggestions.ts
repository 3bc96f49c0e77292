// 'Dudas y Sugerencias' (000 sections 2-8; docs/suggestions.md): a taxpayer's complaints and
// suggestions with their message threads, the staff's 'Bandeja' with forward-only status moves.
// A taxpayer reaches only its own suggestions (404 otherwise); staff need view-complaints-suggestions.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { code, formObject, id, isBlank, optionalId, optionalText, requiredText } from '../schemas/index.ts';
import { defineCall } from './define.ts';
import { messageResponse, page } from './common.ts';

const int = () => z.number().int();
const S = MSG.server;
const G = MSG.suggestions;

export const suggestionMessage = z.object({
  id: int(),
  text: z.string(),
  created_at: z.string(),
  viewed: int(),
  user: z.object({ id: int(), name: z.string(), level_id: int() }),
});

export const suggestionRow = z.object({
  id: int(),
  user: z.object({ id: int(), username: z.string(), name: z.string() }),
  zone: z.string(),
  text: z.string(),
  created_at: z.string(),
  status: int(),
  status_text: z.string(),
  /** 1 once staff opened it */
  viewed: int(),
  messages_count: int(),
  /** Messages of the other side the caller has not read (ours: the highlight) */
  unread: int(),
});
export type SuggestionRow = z.infer<typeof suggestionRow>;

const pageField = z.preprocess((v) => (isBlank(v) ? 1 : v), z.coerce.number({ error: S.invalidData }).int(S.invalidData).min(1, S.invalidData));
const suggestionId = formObject({ suggestion_id: id(S.notFound) });
const detail = z.object({ suggestion: suggestionRow, messages: z.array(suggestionMessage) });
const staff = { kind: 'staff', permission: P.VIEW_COMPLAINTS_SUGGESTIONS } as const;
const own = { kind: 'session', own: { field: 'user_id', staffPermission: P.VIEW_COMPLAINTS_SUGGESTIONS } } as const;
/** The owner or staff with view-complaints-suggestions: checked by the service (another's: 404). */
const either = { kind: 'session' } as const;
const tags = ['suggestions'] as const;

export const suggestionsCalls = {
  list: defineCall({
    id: 'suggestions.list',
    summary: 'Dudas y Sugerencias del contribuyente, las más recientes primero, paginadas',
    methods: ['POST', 'GET'],
    path: '/suggestions',
    access: own,
    request: formObject({ page: pageField, user_id: optionalId() }),
    response: z.object({ suggestions: page(suggestionRow) }),
    tags,
  }),
  create: defineCall({
    id: 'suggestions.create',
    summary: 'Crea una denuncia o sugerencia (zona y detalle)',
    methods: ['POST'],
    path: '/suggestions/create',
    access: own,
    request: formObject({ user_id: optionalId(), zone: requiredText(G.zoneRequired, 200), text: requiredText(G.textRequired, 5000) }),
    response: messageResponse.extend({ suggestion: suggestionRow }),
    tags,
  }),
  view: defineCall({
    id: 'suggestions.view',
    summary: 'Una denuncia o sugerencia con su conversación; marca como leídos los mensajes del personal',
    methods: ['POST', 'GET'],
    path: '/suggestions/view',
    access: either,
    request: suggestionId,
    response: detail,
    tags,
  }),
  delete: defineCall({
    id: 'suggestions.delete',
    summary: 'Elimina una denuncia o sugerencia propia',
    methods: ['POST'],
    path: '/suggestions/delete',
    access: either,
    request: suggestionId,
    response: messageResponse,
    tags,
  }),
  messages: defineCall({
    id: 'suggestions.message-view',
    summary: 'Los mensajes de una denuncia o sugerencia (dueño o personal); marca como leídos los del otro lado',
    methods: ['POST', 'GET'],
    path: '/suggestions/message/view',
    access: either,
    request: suggestionId,
    response: z.object({ messages: z.array(suggestionMessage) }),
    tags,
  }),
  send: defineCall({
    id: 'suggestions.message-create',
    summary: 'Escribe un mensaje en la conversación (dueño o personal); no una vez resuelta',
    methods: ['POST'],
    path: '/suggestions/message/create',
    access: either,
    request: formObject({ user_id: optionalId(), suggestion_id: id(S.notFound), text: requiredText(G.messageRequired, 5000) }),
    response: messageResponse.extend({ message_item: suggestionMessage }),
    tags,
  }),
  adminList: defineCall({
    id: 'suggestions.admin-list',
    summary: 'Bandeja: todas las denuncias y sugerencias (estatus, búsqueda por usuario, zona o texto), paginadas',
    methods: ['POST', 'GET'],
    path: '/admin/suggestions',
    access: staff,
    request: formObject({
      page: pageField,
      status: z.preprocess((v) => (isBlank(v) ? undefined : v), code([0, 1, 2, 3], S.invalidData).optional()),
      search: optionalText(100),
    }),
    response: z.object({ suggestions: page(suggestionRow) }),
    tags,
  }),
  adminView: defineCall({
    id: 'suggestions.admin-view',
    summary: 'Ver Dudas y Sugerencias: la solicitud y su conversación; la marca vista y lee los mensajes del contribuyente',
    methods: ['POST', 'GET'],
    path: '/admin/suggestions/view',
    access: staff,
    request: suggestionId,
    response: detail,
    tags,
  }),
  status: defineCall({
    id: 'suggestions.status',
    summary: 'Cambia el estatus de la solicitud, solo hacia adelante (En proceso, Atendido, Resuelto)',
    methods: ['POST'],
    path: '/admin/suggestions/status',
    access: staff,
    request: formObject({ suggestion_id: id(S.notFound), status: code([1, 2, 3], S.invalidData) }),
    response: messageResponse.extend({ suggestion: suggestionRow }),
    tags,
  }),
} as const;
