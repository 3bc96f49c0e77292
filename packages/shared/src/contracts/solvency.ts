// Solvency certificates ('Solvencia Aseo Urbano', 000 sections 2, 3, 5, 7; DOMAIN.md "Certificates";
// docs/solvency.md): issued only for a property that owes nothing (an agreement's debt counts),
// numbered per institution, valid to the end of the month of issue, with the QR of an issued
// document. A taxpayer reaches only its own properties and certificates (404 otherwise).
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { ucdText } from '../money/wire.ts';
import { MSG } from '../messages/index.ts';
import { formObject, id, isBlank, optionalId, optionalText } from '../schemas/index.ts';
import { defineCall } from './define.ts';
import { fileResponse, messageResponse, page } from './common.ts';

const int = () => z.number().int();
const S = MSG.server;
const V = MSG.solvency;

export const solvencyRow = z.object({
  id: int(),
  number: int(),
  /** The number as printed, 6 digits */
  number_format: z.string(),
  created_at: z.string(),
  valid_until: z.string(),
  /** Vigente, Por vencer (valid, its last day within SOLVENCY_EXPIRY_NOTICE_DAYS), Vencida (after valid_until), Revocada (a bill that paid it was rejected or annulled) */
  status_text: z.string(),
  /** Still valid, and its last day (valid_until) is at most SOLVENCY_EXPIRY_NOTICE_DAYS days away: 'Por vencer' */
  expires_soon: z.boolean(),
  revoked_at: z.string().nullable(),
  /** The crypt of the download link */
  file: z.string(),
  verification_code: z.string(),
  /** number_format: the taxpayer's code the certificate prints ('0042', the padded account id; not the username). */
  user: z.object({ id: int(), number_format: z.string(), username: z.string(), full_name: z.string(), full_document: z.string() }),
  property: z.object({
    id: int(),
    code: z.string(),
    zone: z.string().nullable(),
    street: z.string().nullable(),
    floor: z.string().nullable(),
    house_number: z.string().nullable(),
    economic_activity: z.object({ name: z.string() }),
  }),
});
export type SolvencyRow = z.infer<typeof solvencyRow>;

const listQuery = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), z.coerce.number({ error: S.invalidData }).int(S.invalidData).min(1, S.invalidData)),
  search: optionalText(100),
  user_id: optionalId(),
});
const propertyId = id(V.propertyRequired);
const own = { kind: 'session', own: { field: 'user_id', staffPermission: P.VIEW_URBAN_CLEANLINESS } } as const;
const staff = { kind: 'staff', permission: P.VIEW_URBAN_CLEANLINESS } as const;
const tags = ['solvency'] as const;
const base = '/urban-cleaning-solvencies';

export const solvencyCalls = {
  list: defineCall({
    id: 'solvency.list',
    summary: 'Solvencias del contribuyente (búsqueda por código o número), paginadas',
    methods: ['POST', 'GET'],
    path: `${base}/get`,
    access: own,
    request: listQuery,
    response: z.object({ solvencies: page(solvencyRow) }),
    tags,
  }),
  properties: defineCall({
    id: 'solvency.properties',
    summary: 'Inmuebles del contribuyente para solicitar una solvencia',
    methods: ['POST', 'GET'],
    path: `${base}/get-properties`,
    access: own,
    request: formObject({ user_id: optionalId() }),
    response: z.object({ properties: z.array(z.object({ id: int(), code: z.string(), zone: z.string().nullable(), street: z.string().nullable() })) }),
    tags,
  }),
  validateDebt: defineCall({
    id: 'solvency.validate-debt',
    summary: 'Deuda total del inmueble hoy (UCD): 0 permite solicitar la solvencia',
    methods: ['POST', 'GET'],
    path: `${base}/validate-debt`,
    access: { kind: 'session' },
    request: formObject({ property_id: propertyId }),
    response: z.object({ debt: ucdText, reconciling: ucdText, solvent: z.boolean(), message: z.string() }),
    tags,
  }),
  create: defineCall({
    id: 'solvency.create',
    summary: 'Emite la solvencia del inmueble si no debe nada (una por inmueble y mes: repetir la solicitud devuelve la misma)',
    methods: ['POST'],
    path: `${base}/create`,
    access: own,
    request: formObject({ property_id: propertyId, user_id: optionalId() }),
    response: messageResponse.extend({ solvency: solvencyRow }),
    tags,
  }),
  download: defineCall({
    id: 'solvency.download',
    summary: 'PDF de la solvencia (por su enlace cifrado), del dueño',
    methods: ['GET'],
    path: `${base}/download/:x`,
    access: { kind: 'session' },
    request: formObject({ x: z.string().regex(/^[0-9a-f]{16,64}$/, S.notFound) }),
    response: fileResponse,
    responseKind: 'file',
  }),
  adminList: defineCall({
    id: 'solvency.admin-list',
    summary: 'Solvencias Aseo Urbano: búsqueda por contribuyente, código o número, paginadas',
    methods: ['POST', 'GET'],
    path: `/admin${base}/get`,
    access: staff,
    request: listQuery,
    response: z.object({ solvencies: page(solvencyRow) }),
    tags,
  }),
  delete: defineCall({
    id: 'solvency.delete',
    summary: 'Elimina (anula) una solvencia; su verificación la muestra anulada',
    methods: ['POST'],
    path: `/admin${base}/delete`,
    access: staff,
    request: formObject({ solvency_id: id(S.notFound) }),
    response: messageResponse,
    tags,
  }),
  adminDownload: defineCall({
    id: 'solvency.admin-download',
    summary: 'PDF de una solvencia (personal)',
    methods: ['GET'],
    path: `/admin${base}/download/:x`,
    access: staff,
    request: formObject({ x: z.string().regex(/^[0-9a-f]{16,64}$/, S.notFound) }),
    response: fileResponse,
    responseKind: 'file',
  }),
} as const;
