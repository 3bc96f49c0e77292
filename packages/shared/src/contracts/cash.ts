// The cash desk (001 sections 2-7; DOMAIN.md "Bills"; docs/cash.md). This step: the new desk's
// 'Procesar' — POST admin/bill/box/create/cash/payment — which every desk's payment goes through:
// the server locks the items, composes the bill itself (composeBill: the client's totals are never
// trusted) and answers the bill. An `Idempotency-Key` header (or `request_key`) makes a repeated
// submission answer the first bill.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { bsText, percentText, rateText, ucdText } from '../money/wire.ts';
import { formObject, id, isBlank, jsonList, optionalId, optionalMoneyText, optionalText, requiredText, withJsonFields } from '../schemas/index.ts';
import { statementRowWire } from '../billing/wire.ts';
import { makeVoucherSchema } from '../schemas/payments.ts';
import { requestKeyText } from '../schemas/cash.ts';
import { exchangeRateSchema } from '../schemas/tariffs.ts';
import { defineCall } from './define.ts';
import { voucherUploads } from './uploads.ts';
import { fileResponse, messageResponse, named } from './common.ts';

const int = () => z.number().int();
const C = MSG.cash;

/** An item to invoice: a notice (Deuda), a fine or interest row (Multa), a service, a convention quota (Cuota), an old agreement's quota (Acuerdo). */
/** A new service ('agregar servicio') has no id yet: its service type and amount (UCD); the payment creates it. */
/** A new fine ('agregar multa') likewise: its amount (UCD) and an optional reason (`comment`); staff only. */
export const invoiceItem = formObject({
  type: z.enum(['Deuda', 'Multa', 'Servicio', 'Cuota', 'Acuerdo'], { error: MSG.server.invalidData }),
  id: optionalId(),
  service_type_id: optionalId(),
  amount: optionalMoneyText('Ucd', C.serviceAmount),
  // printed on the bill's line: 'Multa: {comment}' (the line's name holds 200 characters)
  comment: optionalText(180),
}).superRefine((v, ctx) => {
  const fresh = (v.type === 'Servicio' || v.type === 'Multa') && v.id === undefined;
  if (!fresh && v.id === undefined) ctx.addIssue({ code: 'custom', message: MSG.server.invalidData });
  if (fresh && v.type === 'Servicio' && (v.service_type_id === undefined || !v.amount || Number(v.amount) <= 0))
    ctx.addIssue({ code: 'custom', message: C.serviceAmount });
  if (fresh && v.type === 'Multa' && (!v.amount || Number(v.amount) <= 0)) ctx.addIssue({ code: 'custom', message: C.fineAmount });
});

export const createPaymentRequest = withJsonFields(
  ['invoices', 'vouchers'],
  formObject({
    property: id(MSG.solvency.propertyRequired),
    invoices: jsonList(invoiceItem).refine((l) => l.length > 0, C.itemRequired),
    vouchers: jsonList(makeVoucherSchema({ context: 'desk' })),
    creditApply: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
    request_key: requestKeyText(),
    // what the screen computed: accepted for compatibility, never used (the server composes the bill)
    voucherTotalBs: z.unknown().optional(),
    voucherTotalPetro: z.unknown().optional(),
    paymentDetailBs: z.unknown().optional(),
    paymentDetailPetro: z.unknown().optional(),
    quota_id: z.preprocess((v) => (isBlank(v) ? undefined : v), z.unknown().optional()),
    files: z.unknown().optional(),
  }),
);

export const billSummary = z.object({
  id: int(),
  /** The fiscal invoice number: taken when the bill is ACCEPTED, null before */
  number: int().nullable(),
  /** The receipt number every bill gets at creation */
  receipt_number: int().nullable(),
  proforma_number: int().nullable(),
  status: int(),
  status_text: z.string(),
  crypt: z.string(),
  total: ucdText,
  total_bs: bsText,
  due_bs: bsText,
  amount_paid: bsText,
  /** The credit note a surplus created (UCD), null when none */
  credit_note: ucdText.nullable(),
  /** A surplus declared on a bill not yet accepted (Bs): 'crédito por confirmar', a credit note only on acceptance */
  credit_pending: bsText.nullable(),
  user: z.object({ id: int(), username: z.string(), crypt: z.string() }),
});
export type BillSummary = z.infer<typeof billSummary>;

/** What the desk needs to compose a bill for a property (composeBill's inputs besides the lines). */
export const deskCard = z.object({
  property: z.object({
    id: int(),
    code: z.string(),
    user_id: int(),
    document: z.string(),
    name: z.string(),
    activity: z.string(),
    /** The owner's retention: 0 No, 1 Si (retention agent), 2 Proforma */
    retention: int(),
    retention_text: z.string(),
    type: z.string(),
    use: z.string(),
    /** Residential property or tax-free activity: its fees carry no VAT */
    exempt: z.boolean(),
    /** The property belongs to a condominium (a parent property) */
    condominium: z.boolean(),
  }),
  /** The UCD value in Bs now */
  conversion_petro: rateText,
  iva: percentText,
  discount: z.object({ id: int(), percentage: percentText }).nullable(),
  retention_percent: percentText,
  /** The owner's credit-note balance (UCD) */
  credit: ucdText,
  conventions: z.array(z.object({ id: int(), number: z.string(), pending_quotas: int() })),
});
export type DeskCard = z.infer<typeof deskCard>;
export const conventionQuotaWire = z.object({ id: int(), position: int(), date: z.string(), total: ucdText, status: int() });

const desk = ['cash'] as const;
const referenceNumber = z.preprocess((v) => (isBlank(v) ? '' : String(v).trim()), z.string().regex(/^\d{8}$/, MSG.payments.referenceDigits));

export const cashCalls = {
  card: defineCall({
    id: 'cash.property',
    summary:
      'Ficha del inmueble para la caja (código, RIF, nombre, actividad, agente de retención, tipo, uso) con la UCD, IVA, descuento, retención y crédito vigentes',
    methods: ['GET'],
    path: '/admin/bill/box/property/:id',
    access: { kind: 'session' },
    request: formObject({ id: id(MSG.server.notFound) }),
    response: deskCard,
    tags: desk,
  }),
  cardWithPetro: defineCall({
    id: 'cash.property-with-petro',
    summary: 'La misma ficha (la forma /{x}/with-petro del cajero anterior; incluye el valor de la UCD)',
    methods: ['GET'],
    path: '/admin/bill/box/property/:id/:x/with-petro',
    access: { kind: 'session' },
    request: formObject({ id: id(MSG.server.notFound), x: z.string().max(40) }),
    response: deskCard,
    tags: desk,
  }),
  convention: defineCall({
    id: 'cash.convention',
    summary: 'Un convenio del inmueble con sus cuotas (agregar convenio): las pendientes se pagan en orden',
    methods: ['GET'],
    path: '/admin/conventions/:id',
    access: { kind: 'session' },
    request: formObject({ id: id(MSG.server.notFound) }),
    response: z.object({
      convention_quotas: z.array(conventionQuotaWire),
      property: z.object({ id: int(), code: z.string() }),
      convention: z.object({ id: int(), number: z.string(), status: int(), total: ucdText }),
    }),
    tags: desk,
  }),
  print: defineCall({
    id: 'cash.print',
    summary: 'La factura (o prefactura) en PDF por su enlace: cifrado de la factura y del cliente, sin sesión (se abre en otra ventana)',
    methods: ['GET'],
    path: '/admin/cash/print/:a/:b',
    access: { kind: 'public' },
    request: formObject({ a: z.string().regex(/^[0-9a-f]{16,64}$/, MSG.server.notFound), b: z.string().regex(/^[0-9a-f]{16,64}$/, MSG.server.notFound) }),
    response: fileResponse,
    responseKind: 'file',
  }),
  ucd: defineCall({
    id: 'cash.ucd',
    summary: 'Cambia el valor de la UCD desde la caja (edit-ucd): el mismo valor global con historial que Tarifas',
    methods: ['POST'],
    path: '/admin/bill/box/ucd',
    access: { kind: 'staff', permission: P.EDIT_UCD },
    request: exchangeRateSchema,
    response: messageResponse.extend({ conversion_petro: z.object({ amount: rateText }) }),
    tags: desk,
  }),
  paymentMethods: defineCall({
    id: 'cash.payment-methods',
    summary: 'Métodos de pago (sin débito para un contribuyente), bancos y cuentas bancarias activas del municipio',
    methods: ['GET'],
    path: '/admin/bill/box/payment-methods',
    access: { kind: 'session' },
    request: formObject({}),
    response: z.object({
      methods: z.array(named),
      banks: z.array(z.object({ id: int(), code: z.string(), name: z.string() })),
      bank_accounts: z.array(z.object({ id: int(), name: z.string(), bank_id: int(), number: z.string() })),
    }),
    tags: desk,
  }),
  serviceTypes: defineCall({
    id: 'cash.service-types',
    summary: 'Tipos de servicio que cobra la caja además de la tasa mensual',
    methods: ['GET'],
    path: '/admin/bill/box/service-types',
    access: { kind: 'staff', permission: P.VIEW_CASH },
    request: formObject({}),
    response: z.object({ service_types: z.array(named) }),
    tags: desk,
  }),
  createServiceType: defineCall({
    id: 'cash.service-type-create',
    summary: 'Crea un tipo de servicio (agregar servicio, nuevo tipo)',
    methods: ['POST'],
    path: '/admin/bill/box/service-types',
    access: { kind: 'staff', permission: P.VIEW_CASH },
    request: formObject({ name: requiredText(MSG.server.requiredField, 120) }),
    response: messageResponse.extend({ service_type: named }),
    tags: desk,
  }),
  validateVoucher: defineCall({
    id: 'cash.voucher-validate',
    summary: "Comprueba que un banco y número de referencia no se hayan usado ('El número de referencia ha sido usado')",
    methods: ['POST'],
    path: '/admin/bill/box/voucher/validate',
    access: { kind: 'session' },
    request: formObject({ bank_id: id(MSG.payments.allDataRequired), number: referenceNumber }),
    response: z.object({ valid: z.literal(true) }),
    tags: desk,
  }),
  properties: defineCall({
    id: 'cash.properties',
    summary: 'Búsqueda de inmuebles para la caja (código o contribuyente); un contribuyente solo ve los suyos. Responde id → etiqueta',
    methods: ['GET'],
    path: '/admin/bill/box/properties',
    access: { kind: 'session' },
    request: formObject({ search: optionalText(100), client_id: optionalId() }),
    response: z.object({ properties: z.record(z.string(), z.string()) }),
    tags: desk,
  }),
  paymentsFines: defineCall({
    id: 'cash.payments-fines',
    summary: 'Deudas del inmueble para agregar a la factura: avisos con sus multas e intereses de hoy, y multas sueltas',
    methods: ['GET'],
    path: '/admin/bill/box/property/:id/payments-fines',
    access: { kind: 'session' },
    request: formObject({ id: id(MSG.server.notFound) }),
    response: z.object({ data: z.array(statementRowWire) }),
    tags: desk,
  }),

  createPayment: defineCall({
    id: 'cash.create-payment',
    summary: "'Procesar' del cajero nuevo: factura los conceptos elegidos con sus comprobantes en una transacción (idempotente con Idempotency-Key)",
    methods: ['POST'],
    path: '/admin/bill/box/create/cash/payment',
    access: { kind: 'session' },
    request: createPaymentRequest,
    body: 'multipart',
    upload: voucherUploads(),
    response: messageResponse.extend({ bill: billSummary }),
    tags: ['cash', 'movements', 'account-status'],
  }),
} as const;
