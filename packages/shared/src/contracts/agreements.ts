// Payment agreements (001 sections 2-9 "Payment agreements, old / new (conventions)"; DOMAIN
// "Agreements (payment plans)"; docs/agreements.md): the old agreements ('Convenios de Pago', a debt
// total split evenly), the conventions (quotas built from chosen debts), the taxpayer's own, the
// agreement document and the signed copy. The desks pay the quotas through the cash contracts.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { bsText, rateText, ucdText } from '../money/wire.ts';
import { statementRowWire } from '../billing/wire.ts';
import { formObject, id, optionalText } from '../schemas/index.ts';
import { agreementFiltersSchema, agreementStatusSchema, newAgreementSchema, oldAgreementSchema } from '../schemas/agreements.ts';
import { defineCall } from './define.ts';
import { fileResponse, messageResponse, page } from './common.ts';
import type { UploadPolicy } from './define.ts';
import { IMAGE_MAX_SIDE } from '../constants/index.ts';

const int = () => z.number().int();
const S = MSG.server;
const staff = { kind: 'staff', permission: P.VIEW_PAYMENT_AGREEMENTS } as const;
// a write refreshes every agreement list (the query keys start with the tags); the desks and the
// statements refresh on the `movements` event the API emits after the commit
const tags = ['agreements'] as const;
const readTags = tags;

/** The two kinds: an old agreement (agreements table) or a convention. */
export const AGREEMENT_KINDS = ['agreement', 'convention'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

/** One quota of either kind. `amount_bs` is at today's rate for an active agreement, at the stored rate otherwise. */
export const agreementQuotaWire = z.object({
  id: int(),
  position: int(),
  date: z.string(),
  amount: ucdText,
  amount_bs: bsText,
  /** 1 pending, 0 in a bill */
  status: int(),
  /** In an ACCEPTED bill (money received) */
  paid: z.boolean(),
  /** In a bill waiting for reconciliation */
  in_reconciliation: z.boolean(),
  /** Unpaid and its date passed */
  overdue: z.boolean(),
  bill: z.object({ id: int(), number: int().nullable(), receipt_number: int().nullable(), status: int() }).nullable(),
});
export type AgreementQuotaWire = z.infer<typeof agreementQuotaWire>;

/** An item frozen into an agreement: a month (with its fines and interest), a loose fine or an interest row. */
export const agreementItemWire = z.object({
  kind: z.enum(['notice', 'fine', 'interest']),
  id: int(),
  /** 'Enero 2026', 'Multa', 'Intereses de Enero 2026' */
  label: z.string(),
  date: z.string(),
  amount: ucdText,
  /** The convention quota it went into (position), null for an old agreement */
  quota_position: int().nullable(),
});

/** A row of the lists (both kinds; the spec's columns of each). */
export const agreementRowWire = z.object({
  kind: z.enum(AGREEMENT_KINDS),
  id: int(),
  /** The correlative: the counter's number (old) or the one staff typed (convention) */
  number: z.string(),
  number_format: z.string(),
  record_number: z.string().nullable(),
  /** 1 monthly, 2 biweekly (old agreements); null for conventions */
  type: int().nullable(),
  type_text: z.string().nullable(),
  status: int(),
  status_text: z.string(),
  /** DOMAIN "Default": active, a quota unpaid more than AGREEMENT_GRACE_DAYS past its date or 2 or more overdue */
  en_mora: z.boolean(),
  created_at: z.string(),
  /** Period covered: first and last month of its items */
  since: z.string().nullable(),
  until: z.string().nullable(),
  quantity_quotas: int(),
  total: ucdText,
  total_bs: bsText,
  /** Old agreements: total / quotas; conventions: null (each quota is its items' sum) */
  quota_amount: ucdText.nullable(),
  /** Quotas in an accepted bill ("cuotas conciliadas") */
  bills_count: int(),
  /** What is still to pay (quotas in no accepted bill), UCD and Bs */
  to_pay: ucdText,
  to_pay_bs: bsText,
  /** Old: (quotas+1) periods + 1 day; convention: the last quota's date */
  expiration_date: z.string(),
  /** The next unpaid quota's date (null when none is left) */
  new_expiration_date: z.string().nullable(),
  /** The rate the Bs amounts use: today's for an active agreement, the stored one otherwise */
  conversion_petro: rateText,
  /** A signed copy was uploaded */
  file: z.boolean(),
  crypt: z.string(),
  property: z.object({ id: int(), code: z.string() }),
  user: z.object({ id: int(), username: z.string(), full_name: z.string(), full_document: z.string() }),
});
export type AgreementRow = z.infer<typeof agreementRowWire>;

export const agreementDetailWire = agreementRowWire.extend({
  quotas: z.array(agreementQuotaWire),
  items: z.array(agreementItemWire),
  status_changes: z.array(
    z.object({ from_status: int().nullable(), to_status: int(), reason: z.string().nullable(), user: z.string().nullable(), created_at: z.string() }),
  ),
});
export type AgreementDetail = z.infer<typeof agreementDetailWire>;

const rateNow = z.object({ amount: rateText }).nullable();
const agreementsList = z.object({ agreements: page(agreementRowWire), conversion_petro: rateNow });
const conventionsList = z.object({ conventions: page(agreementRowWire), conversion_petro: rateNow });

/** The signed copy: a photo (scaled) or a PDF, kept under agreements/ once the request commits. */
const signedCopy = { keep: 'store', fields: { file: 1 }, set: 'restricted', folder: 'agreements', maxSide: IMAGE_MAX_SIDE } as const satisfies UploadPolicy;
const uploadCall = { methods: ['POST'] as const, body: 'multipart' as const, upload: signedCopy, response: messageResponse, tags };
const crypt = formObject({ x: z.string().min(8).max(64) });

const clientOption = z.object({ id: int(), username: z.string(), full_name: z.string(), full_document: z.string() });
const propertyOption = z.object({
  id: int(),
  urbaser_code: z.string(),
  economic_activity: z.object({ name: z.string() }),
  /** What an old agreement would take today: every pending item in no bill and no agreement, UCD and Bs */
  debt_total: ucdText,
  debt_total_bs: bsText,
  items: int(),
});

export const agreementsCalls = {
  // ---- old agreements ('Convenios de Pago', /admin/payment-agreements-old)
  list: defineCall({
    id: 'agreements.list',
    summary: 'Convenios de Pago (antiguos): desde, hasta, búsqueda por código o correlativo, paginación',
    methods: ['GET', 'POST'],
    path: '/admin/agreements',
    access: staff,
    request: agreementFiltersSchema,
    response: agreementsList,
    tags: readTags,
  }),
  clients: defineCall({
    id: 'agreements.clients',
    summary: "Contribuyentes para 'Nuevo Convenio' (búsqueda por nombre, documento o usuario)",
    methods: ['GET', 'POST'],
    path: '/admin/agreements/clients',
    access: staff,
    request: formObject({ search: optionalText(100) }),
    response: z.object({ clients: z.array(clientOption), conversion_petro: rateNow }),
    tags: readTags,
  }),
  properties: defineCall({
    id: 'agreements.properties',
    summary: 'Inmuebles del contribuyente con la deuda que tomaría un convenio hoy',
    methods: ['GET', 'POST'],
    path: '/admin/agreements/properties',
    access: staff,
    request: formObject({ client_id: id(S.invalidData) }),
    response: z.object({ properties: z.array(propertyOption) }),
    tags: readTags,
  }),
  finish: defineCall({
    id: 'agreements.finish',
    summary: 'Crea un convenio: toda la deuda pendiente del inmueble en cuotas iguales (la última lleva el resto)',
    methods: ['POST'],
    path: '/admin/agreements/finish',
    access: staff,
    request: oldAgreementSchema,
    response: messageResponse.extend({ agreement: agreementRowWire }),
    tags,
  }),
  upload: defineCall({
    id: 'agreements.upload',
    summary: 'Adjunta la copia firmada de un convenio (imagen o PDF)',
    path: '/admin/agreements/upload',
    access: staff,
    request: formObject({ agreement_id: id(S.invalidData), file: z.unknown().optional() }),
    ...uploadCall,
  }),
  download: defineCall({
    id: 'agreements.download',
    summary: 'Dirección de la copia firmada de un convenio (el navegador va a ella)',
    methods: ['GET', 'POST'],
    path: '/admin/agreements/download/:x',
    access: staff,
    request: crypt,
    response: z.object({ url: z.string() }),
    tags: readTags,
  }),
  signedCopy: defineCall({
    id: 'agreements.signed-copy',
    summary: "La copia firmada por la dirección que da 'download' (firmada y con vencimiento de minutos; sin sesión: el navegador va a ella)",
    methods: ['GET'],
    path: '/agreements/signed-copy/:x/:e/:s',
    access: { kind: 'public' },
    request: formObject({
      x: z.string().regex(/^[0-9a-f]{8,64}$/, MSG.server.notFound),
      e: z.string().regex(/^\d{1,12}$/, MSG.server.notFound),
      s: z.string().regex(/^[A-Za-z0-9_-]{43}$/, MSG.server.notFound),
    }),
    response: fileResponse,
    responseKind: 'file',
  }),
  status: defineCall({
    id: 'agreements.status',
    summary: 'Desactiva un convenio activo con su motivo: sus cuotas sin pagar vuelven a la deuda con sus intereses',
    methods: ['POST'],
    path: '/admin/agreements/status',
    access: staff,
    request: agreementStatusSchema,
    response: messageResponse.extend({ agreement: agreementRowWire }),
    tags,
  }),
  excel: defineCall({
    id: 'agreements.excel',
    summary: 'Convenios de Pago en Excel con los filtros de la lista',
    methods: ['GET'],
    path: '/admin/agreements/excel',
    access: staff,
    request: agreementFiltersSchema,
    response: fileResponse,
    responseKind: 'file',
    tags: readTags,
  }),
  pdf: defineCall({
    id: 'agreements.pdf',
    summary: 'Convenios de Pago en PDF con los filtros de la lista',
    methods: ['GET'],
    path: '/admin/agreements/pdf',
    access: staff,
    request: agreementFiltersSchema,
    response: fileResponse,
    responseKind: 'file',
    tags: readTags,
  }),
  print: defineCall({
    id: 'agreements.print',
    summary: 'El documento del convenio (PDF con partes, cuotas, cláusulas, firmas y código QR), de cualquiera de los dos tipos',
    methods: ['GET'],
    path: '/admin/agreements/print/:x',
    access: staff,
    request: crypt,
    response: fileResponse,
    responseKind: 'file',
    tags: readTags,
  }),
  view: defineCall({
    id: 'agreements.view',
    summary: 'Un convenio de cualquiera de los dos tipos con sus cuotas, deudas e historial de estados (personal o su contribuyente)',
    methods: ['GET'],
    path: '/agreements/view/:x',
    access: { kind: 'session' },
    request: crypt,
    response: z.object({ agreement: agreementDetailWire }),
    tags: readTags,
  }),

  // ---- conventions (/admin/payment-agreements)
  conventions: defineCall({
    id: 'agreements.conventions',
    summary: 'Convenios (nuevos): búsqueda, desde, hasta, estado, paginación',
    methods: ['GET'],
    path: '/admin/conventions',
    access: staff,
    request: agreementFiltersSchema,
    response: conventionsList,
    tags: readTags,
  }),
  conventionProperties: defineCall({
    id: 'agreements.convention-properties',
    summary: 'Inmuebles para el constructor de convenios: por código o por su contribuyente (mapa id → etiqueta)',
    methods: ['GET'],
    path: '/admin/conventions/properties',
    access: staff,
    request: formObject({ search: optionalText(100) }),
    response: z.object({ properties: z.record(z.string(), z.string()) }),
    tags: readTags,
  }),
  conventionDebts: defineCall({
    id: 'agreements.convention-debts',
    summary: 'Deudas del inmueble que pueden entrar en un convenio: meses con sus multas e intereses de hoy, y multas sueltas, del más antiguo',
    methods: ['GET'],
    path: '/admin/conventions/property/:id/payments-fines',
    access: staff,
    request: formObject({ id: id(S.notFound) }),
    response: z.object({ data: z.array(statementRowWire) }),
    tags: readTags,
  }),
  createConvention: defineCall({
    id: 'agreements.create-convention',
    summary: 'Crea un convenio con sus cuotas (cada una: posición, fecha y deudas); el correlativo es único',
    methods: ['POST'],
    path: '/admin/conventions',
    access: staff,
    request: newAgreementSchema,
    response: messageResponse.extend({ convention: agreementRowWire }),
    tags,
  }),
  conventionUpload: defineCall({
    id: 'agreements.convention-upload',
    summary: 'Adjunta la copia firmada de un convenio',
    path: '/admin/conventions/:id/upload',
    access: staff,
    request: formObject({ id: id(S.notFound), agreement_id: z.unknown().optional(), file: z.unknown().optional() }),
    ...uploadCall,
  }),
  conventionStatus: defineCall({
    id: 'agreements.convention-status',
    summary: "Desactiva un convenio ('¿Esta seguro de cambiar el estado al convenio de pago?') con su motivo",
    methods: ['POST'],
    path: '/admin/conventions/:id/status',
    access: staff,
    request: agreementStatusSchema.safeExtend({ id: id(S.notFound) }),
    response: messageResponse.extend({ convention: agreementRowWire }),
    tags,
  }),
  conventionsExcel: defineCall({
    id: 'agreements.conventions-excel',
    summary: 'Convenios en Excel con los filtros de la lista',
    methods: ['GET'],
    path: '/admin/conventions/excel',
    access: staff,
    request: agreementFiltersSchema,
    response: fileResponse,
    responseKind: 'file',
    tags: readTags,
  }),

  // ---- the taxpayer's ('Convenios de pago', /payment-agreements)
  clientAgreements: defineCall({
    id: 'agreements.client-agreements',
    summary: 'Los convenios de pago (antiguos) del contribuyente, de uno de sus inmuebles si se indica',
    methods: ['POST', 'GET'],
    path: '/agreements',
    access: { kind: 'session', own: { field: 'user_id', staffPermission: P.VIEW_PAYMENT_AGREEMENTS } },
    request: agreementFiltersSchema,
    response: agreementsList,
    tags: readTags,
  }),
  clientConventions: defineCall({
    id: 'agreements.client-conventions',
    summary: 'Los convenios (nuevos) del contribuyente',
    methods: ['GET'],
    path: '/conventions',
    access: { kind: 'session', own: { field: 'user_id', staffPermission: P.VIEW_PAYMENT_AGREEMENTS } },
    request: agreementFiltersSchema,
    response: conventionsList,
    tags: readTags,
  }),
  clientPrint: defineCall({
    id: 'agreements.client-print',
    summary: 'El documento de uno de sus convenios (PDF)',
    methods: ['GET'],
    path: '/agreements/print/:x',
    access: { kind: 'session' },
    request: crypt,
    response: fileResponse,
    responseKind: 'file',
    tags: readTags,
  }),
} as const;
