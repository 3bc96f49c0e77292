// 'Estado de Cuenta' (client) and 'Record de Cuenta' (staff): every account-status call of 000
// section 7, with the access rules of section 6. docs/account-status.md describes each call, who
// may make it, and the fields beyond the spec (as_of, pay_date, statement, payoff, processed).
import { z } from 'zod';
import { addDays, dayOfInstant, payoffQuoteWire, statementRowWire, statementWire } from '../billing/index.ts';
import { PERMISSIONS as P } from '../constants/index.ts';
import { bsText, rateText, ucdText } from '../money/wire.ts';
import { MSG } from '../messages/index.ts';
import {
  accountStatusFiltersSchema,
  code,
  dateRangeError,
  decimalText,
  deleteReasonSchema,
  formObject,
  id,
  integer,
  isBlank,
  optionalDateText,
  optionalId,
} from '../schemas/index.ts';
import { defineCall, type AnyCall } from './define.ts';
import { fileResponse, messageResponse, named, nullableDateTime, page } from './common.ts';

const int = () => z.number().int();
const A = MSG.accountStatus;
const S = MSG.server;

/** The portal's today (America/Caracas), 'YYYY-MM-DD'. */
const today = () => dayOfInstant(new Date());

/** The account filter (000 section 3): page, id (parent property: its child properties), since/until (last payment), type, status, search, user_id. */
export const accountFilterSchema = formObject({ ...accountStatusFiltersSchema.shape, user_id: optionalId() }).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});

/** One property of the lists: the columns of 'Estado de Cuenta' and 'Record de Cuenta'. */
export const accountRow = z.object({
  id: int(),
  code: z.string(),
  user_id: int(),
  parent_id: int().nullable(),
  property_type_id: int(),
  type: z.object({ name: z.string() }),
  property_use_id: int(),
  use: z.object({ name: z.string() }),
  /** 'Fecha': the newest payment (a bill pending reconciliation or accepted), null when none. */
  last_payment: nullableDateTime(),
  /** RIF and 'Nombre / Razón Social' */
  user: z.object({ id: int(), full_name: z.string(), business_name: z.string().nullable(), full_document: z.string() }),
  /** 'Monto Adecuado': what it owes (fees, VAT, fines, interest) in UCD, from its balance row */
  total_record: ucdText,
  /** The same in Bs at today's UCD rate (null when no rate is in force) */
  total_conversion_record: bsText.nullable(),
  pending_months: int(),
  /** 1 Conciliado, 2 Por Conciliar, 3 Impago */
  account_status: int(),
  account_status_text: z.string(),
  wasSent: int(),
  canBeSent: int(),
  notification_date: nullableDateTime(),
  childs_count: int(),
  /** The property bills (1), or its billing is off / it is disincorporated (0) (ours) */
  status: int(),
});
export type AccountRow = z.infer<typeof accountRow>;

const amount = z.object({ amount: rateText.nullable() });
const conversions = { conversion_dolar: amount, conversion_petro: amount };

const references = z.object({
  types: z.array(named),
  statuses: z.array(named),
  service_types: z.array(named),
  fine_types: z.array(named),
  ...conversions,
});

/** Pending payments of one property ('Pagos Pendientes'): status 1 pending (default), 0 processed; as_of and pay_date are ours. */
export const paymentsQuery = formObject({
  id: id(S.invalidData),
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  status: z.preprocess((v) => (isBlank(v) ? 1 : v), code([0, 1])),
  as_of: optionalDateText().refine((d) => !d || d <= today(), A.asOfFuture),
  pay_date: optionalDateText().refine((d) => !d || d <= addDays(today(), 366), A.payDateTooFar),
}).superRefine((v, ctx) => {
  if (v.pay_date && v.pay_date < (v.as_of ?? today())) ctx.addIssue({ code: 'custom', message: A.payDateBeforeAsOf, path: ['pay_date'] });
});

/** The property data the modal shows above its table. */
const statementProperty = z.object({
  id: int(),
  code: z.string(),
  user_id: int(),
  property_type_id: int(),
  type: z.object({ name: z.string() }),
  property_use_id: int(),
  use: z.object({ name: z.string() }),
  size: z.string(),
  economic_activity: z.object({ code: z.string(), name: z.string(), tax_free: int() }),
  owner: z.string(),
  full_document: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
});

/** A processed notice (status filter 0): as stored, no interest recomputed. */
const processedRow = z.object({
  id: int(),
  date: z.string(),
  service_type_id: int(),
  subtotal: ucdText,
  iva: ucdText,
  total: ucdText,
  conversion_petro: rateText,
  bill_id: int().nullable(),
  settled_at: nullableDateTime(),
  check: int(),
});

const payments = z.object({
  property: statementProperty,
  /** The statement rows of the page (status 1); empty for status 0 */
  payments: page(statementRowWire),
  /** Processed notices (status 0), else null (ours) */
  processed: page(processedRow).nullable(),
  ...conversions,
  total_debt: ucdText,
  total_iva: ucdText,
  total_fines: ucdText,
  total_fines_clean: ucdText,
  total_debt_fines: ucdText,
  pending_months: int(),
  /** The whole statement of the as-of day without its rows: rate, bankInterest, totals in UCD and Bs (ours) */
  statement: statementWire.omit({ rows: true }),
  /** What it comes to if paid on pay_date (ours), null without pay_date */
  payoff: payoffQuoteWire.nullable(),
  /**
   * 'Por conciliar' (ours, DOMAIN "Certificates"): the months in bills whose money is not received yet —
   * no longer payable at a desk, still debt for a certificate; shown apart from the statement's rows
   */
  reconciling: z.object({ total: ucdText, total_bs: bsText, bills: int() }),
  /**
   * 'Convenios' (ours, DOMAIN "Agreements"): the quotas of its active agreements in no bill yet, at
   * today's rate — debt that the statement's rows leave out (held items are paid by their quotas)
   */
  agreements: z.object({ total: ucdText, total_bs: bsText, quotas: int() }),
});

const view = { kind: 'staff', permission: P.VIEW_ACCOUNT_STATUS } as const;
/** The owner (a client, or a moderator acting for it) or staff with view-account-status; anyone else: 404. Checked by the service. */
const ownerOrViewer = { kind: 'session' } as const;
const calculate = { kind: 'staff', permission: P.CALCULATE_ACCOUNT_RECORD } as const;
const finesUpdate = { kind: 'staff', permission: P.ACCOUNT_RECORD_FINES_UPDATE } as const;
const finesDelete = { kind: 'staff', permission: P.ACCOUNT_RECORD_FINES_DELETE } as const;
const tags = ['account-status'] as const;

const pair = <B extends z.ZodType>(b: B) => formObject({ a: id(S.invalidData), b });
const fineType = code([1, 2], S.invalidData);
const base = '/admin/account-status';

/** An admin write of the record: POST, answers `{message}`. */
const write = <const C extends Pick<AnyCall, 'id' | 'summary' | 'path' | 'access' | 'request'>>(c: C) =>
  defineCall({ ...c, methods: ['POST'] as const, response: messageResponse, tags });

export const accountStatusCalls = {
  list: defineCall({
    id: 'account-status.list',
    summary: 'Estado de Cuenta: los inmuebles del contribuyente con su monto adeudado y estatus, filtrados y paginados',
    methods: ['POST', 'GET'],
    path: '/account-status/get',
    access: { kind: 'session', own: { field: 'user_id', staffPermission: P.VIEW_ACCOUNT_STATUS } },
    request: accountFilterSchema,
    response: z.object({ properties: page(accountRow), ...conversions }),
    tags,
  }),
  references: defineCall({
    id: 'account-status.references',
    summary: 'Listas del Estado de Cuenta: tipos de inmueble, estatus de cuenta, servicios y conversiones',
    methods: ['POST', 'GET'],
    path: '/account-status/get-references',
    access: { kind: 'session' },
    request: formObject({}),
    response: references,
    tags,
  }),
  adminList: defineCall({
    id: 'account-status.admin-list',
    summary: 'Record de Cuenta: inmuebles con su saldo (desde, hasta, tipo, estatus, búsqueda por código, ID o nombre); con id, las propiedades hijas',
    methods: ['POST', 'GET'],
    path: `${base}/get`,
    access: view,
    request: accountFilterSchema,
    response: z.object({ properties: page(accountRow), property_selected: accountRow.nullable(), ...conversions }),
    tags,
  }),
  adminReferences: defineCall({
    id: 'account-status.admin-references',
    summary: 'Listas del Record de Cuenta: tipos, estatus, servicios y conversiones',
    methods: ['POST', 'GET'],
    path: `${base}/get-references`,
    access: view,
    request: formObject({}),
    response: references,
    tags,
  }),
  payments: defineCall({
    id: 'account-status.payments',
    summary:
      'Pagos Pendientes de un inmueble: datos, totales y filas del estado de cuenta (al día as_of; cotización a pay_date). Dueño o personal con view-account-status',
    methods: ['POST', 'GET'],
    path: `${base}/get-payments`,
    access: ownerOrViewer,
    request: paymentsQuery,
    response: payments,
    tags,
  }),
  pdf: defineCall({
    id: 'account-status.pdf',
    summary: 'Estado de cuenta de un inmueble en PDF. Dueño o personal con view-account-status',
    methods: ['GET'],
    path: `${base}/get-account-status/:x`,
    access: ownerOrViewer,
    request: formObject({ x: id(S.invalidData), as_of: paymentsQuery.shape.as_of }),
    response: fileResponse,
    responseKind: 'file',
  }),
  excel: defineCall({
    id: 'account-status.excel',
    summary: 'Record de Cuenta con sus filtros, en Excel',
    methods: ['GET'],
    path: `${base}/excel`,
    access: { kind: 'staff', permission: P.VIEW_ACCOUNT_RECORD },
    request: accountFilterSchema,
    response: fileResponse,
    responseKind: 'file',
  }),
  excelDebts: defineCall({
    id: 'account-status.excel-debts',
    summary: 'Deudas (avisos pendientes por inmueble) con los filtros del Record de Cuenta, en Excel',
    methods: ['GET'],
    path: `${base}/excel-debts`,
    access: { kind: 'staff', permission: P.VIEW_ACCOUNT_RECORD },
    request: accountFilterSchema,
    response: fileResponse,
    responseKind: 'file',
  }),
  setPendingMonths: write({
    id: 'account-status.set-pending-months',
    summary: 'Asegura los avisos de los últimos b meses del inmueble a (nunca borra deuda)',
    path: `${base}/set-pending-months/:a/:b`,
    access: { kind: 'staff', permission: P.ACCOUNT_RECORD_MONTHS_UPDATE },
    request: pair(integer({ min: 0 }).refine((n) => n <= 120, A.tooManyMonths)),
  }),
  calculate: write({
    id: 'account-status.calculate',
    summary: "'Calcular': genera los meses que falten desde el inicio del inmueble hasta el mes en curso y actualiza sus intereses (ruta nuestra)",
    path: `${base}/calculate/:id`,
    access: calculate,
    request: formObject({ id: id(S.invalidData) }),
  }),
  setConversionPetro: write({
    id: 'account-status.set-conversion-petro',
    summary: 'Fija el valor UCD (tasa) del aviso a en b',
    path: `${base}/set-conversion-petro/:a/:b`,
    access: calculate,
    request: pair(decimalText({ places: 4, positive: S.invalidNumber })),
  }),
  setFine: write({
    id: 'account-status.set-fine',
    summary: 'Fija el monto UCD b de la multa (1) o los intereses (2) del aviso a',
    path: `${base}/set-fine/:a/:b/:fine_type`,
    access: finesUpdate,
    request: pair(decimalText({ places: 4 })).extend({ fine_type: fineType }),
  }),
  setStatus: write({
    id: 'account-status.set-status',
    summary: 'Marca el aviso a como procesado (0) o pendiente (1)',
    path: `${base}/set-status/:a/:b`,
    access: calculate,
    request: pair(code([0, 1], S.invalidData)),
  }),
  setCheck: write({
    id: 'account-status.set-check',
    summary: 'Marca (1) o desmarca (0) el aviso a',
    path: `${base}/set-check/:a/:b`,
    access: calculate,
    request: pair(code([0, 1], S.invalidData)),
  }),
  removePayment: write({
    id: 'account-status.remove-payment',
    summary: 'Elimina un aviso pendiente',
    path: `${base}/remove-payment/:id`,
    access: calculate,
    request: formObject({ id: id(S.invalidData) }),
  }),
  removeFine: write({
    id: 'account-status.remove-fine',
    summary: 'Elimina la multa (1) o los intereses (2) indicados, con el motivo (comment)',
    path: `${base}/remove-fine/:id/:fine_type`,
    access: finesDelete,
    request: deleteReasonSchema.extend({ id: id(S.invalidData), fine_type: fineType }),
  }),
  removeAll: write({
    id: 'account-status.remove-all',
    summary: 'Elimina toda la deuda pendiente del inmueble',
    path: `${base}/remove-all/:id`,
    access: calculate,
    request: formObject({ id: id(S.invalidData) }),
  }),
  removeAllFines: write({
    id: 'account-status.remove-all-fines',
    summary: 'Elimina todas las multas pendientes del inmueble, con el motivo (comment)',
    path: `${base}/remove-all-fines/:id`,
    access: finesDelete,
    request: deleteReasonSchema.extend({ id: id(S.invalidData) }),
  }),
  paymentsStatus: write({
    id: 'account-status.payments-status',
    summary: 'Activa o desactiva el estado de cuenta del inmueble (sin permiso específico, 000 sección 6)',
    path: `${base}/:id/payments/status`,
    access: { kind: 'staff' },
    request: formObject({ id: id(S.invalidData), status: z.preprocess((v) => (isBlank(v) ? undefined : v), code([0, 1], S.invalidData).optional()) }),
  }),
} as const;
