// The cash desk (001 sections 2-7; DOMAIN.md "Bills"; docs/cash.md). This step: the new desk's
// 'Procesar' — POST admin/bill/box/create/cash/payment — which every desk's payment goes through:
// the server locks the items, composes the bill itself (composeBill: the client's totals are never
// trusted) and answers the bill. An `Idempotency-Key` header (or `request_key`) makes a repeated
// submission answer the first bill.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { bsText, ucdText } from '../money/wire.ts';
import { formObject, id, isBlank, jsonList, optionalId, optionalText, requiredText, withJsonFields } from '../schemas/index.ts';
import { statementRowWire } from '../billing/wire.ts';
import { makeVoucherSchema } from '../schemas/payments.ts';
import { defineCall } from './define.ts';
import { fileResponse, messageResponse, named } from './common.ts';

const int = () => z.number().int();
const C = MSG.cash;

/** An item to invoice: a notice (Deuda), a fine or interest row (Multa), a service, an agreement quota (Cuota). */
export const invoiceItem = formObject({
  type: z.enum(['Deuda', 'Multa', 'Servicio', 'Cuota'], { error: MSG.server.invalidData }),
  id: id(MSG.server.invalidData),
});

export const createPaymentRequest = withJsonFields(
  ['invoices', 'vouchers'],
  formObject({
    property: id(MSG.solvency.propertyRequired),
    invoices: jsonList(invoiceItem).refine((l) => l.length > 0, C.itemRequired),
    vouchers: jsonList(makeVoucherSchema({ context: 'desk' })),
    creditApply: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
    request_key: optionalText(80),
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
  number: int().nullable(),
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
  user: z.object({ id: int(), username: z.string(), crypt: z.string() }),
});
export type BillSummary = z.infer<typeof billSummary>;

const desk = ['cash'] as const;
const referenceNumber = z.preprocess((v) => (isBlank(v) ? '' : String(v).trim()), z.string().regex(/^\d{8}$/, MSG.payments.referenceDigits));

export const cashCalls = {
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
    files: ['files'],
    response: messageResponse.extend({ bill: billSummary }),
    tags: ['cash', 'movements', 'account-status'],
  }),
} as const;
