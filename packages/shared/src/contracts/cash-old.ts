// The old cash desk ('Caja', 001 "Cash (admin, old)") and the taxpayer's 'Realizar pago' ("Cash
// (client)"): a client, one of its properties, its pending notices ticked in order (oldest first) or
// the next quota of an agreement, receipts, 'Enviar Pago'. Every payment goes through the same
// transaction as the new desk's 'Procesar' (docs/cash.md); `months` are the notice ids ticked.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { rateText } from '../money/wire.ts';
import { deleteReasonSchema, formObject, id, jsonList, optionalId, optionalText, withJsonFields } from '../schemas/index.ts';
import { statementRowWire } from '../billing/wire.ts';
import { makeVoucherSchema } from '../schemas/payments.ts';
import { requestKeyText } from '../schemas/cash.ts';
import { billSummary, conventionQuotaWire, deskCard } from './cash.ts';
import { defineCall } from './define.ts';
import { MAX_VOUCHER_FILES, voucherUploads } from './uploads.ts';
import { messageResponse, named } from './common.ts';

const int = () => z.number().int();
const tags = ['cash'] as const;
const methods = ['GET', 'POST'] as const;

const choices = {
  payment_methods: z.array(named),
  banks: z.array(z.object({ id: int(), code: z.string(), name: z.string() })),
  bank_accounts: z.array(z.object({ id: int(), name: z.string(), bank_id: int(), number: z.string() })),
};
const deskProperties = z.object({
  properties: z.array(z.object({ id: int(), code: z.string(), label: z.string(), condominium: z.boolean() })),
  institution: z.object({ name: z.string(), rif: z.string().nullable() }),
});
/** The pending notices of a property the desk may tick (oldest first; none inside an agreement), and the card. */
const deskPayments = z.object({
  payments: z.array(statementRowWire),
  card: deskCard,
  conversions: rateText,
});
const deskAgreements = z.object({
  ...choices,
  /** The property's active old agreements and their quotas still to pay, in order */
  agreements: z.array(z.object({ id: int(), number: z.string(), quantity_quotas: int(), quotas: z.array(conventionQuotaWire) })),
});

const ignored = z.unknown().optional();
const creditApply = z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean());
/** 'Enviar Pago': the notices ticked (their ids, oldest first) and the receipts. */
const finishRequest = withJsonFields(
  ['months', 'receipts'],
  formObject({
    property_id: id(MSG.solvency.propertyRequired),
    client_id: optionalId(),
    months: jsonList(id(MSG.server.invalidData)).refine((l) => l.length > 0, MSG.cash.noInvoices),
    receipts: jsonList(makeVoucherSchema({ context: 'desk' })),
    creditApply: creditApply.optional().default(false),
    request_key: requestKeyText(),
    // the screen's own figures and the old product's extra fields: accepted, never used
    amount_paid: ignored,
    receipts_amount: ignored,
    date: ignored,
    reception_date: ignored,
    auth_id: ignored,
    hasFile: ignored,
    files: ignored,
  }),
);
/** Pays the next pending quota of an old agreement. */
const agreementFinishRequest = withJsonFields(
  ['receipts'],
  formObject({
    agreement_id: id(MSG.server.invalidData),
    receipts: jsonList(makeVoucherSchema({ context: 'desk' })),
    request_key: requestKeyText(),
    user_id: ignored,
    amount_paid: ignored,
    date: ignored,
    reception_date: ignored,
    files: ignored,
  }),
);
const paid = messageResponse.extend({ bill: billSummary });
const staff = { kind: 'staff', permission: P.VIEW_CASH } as const;
const session = { kind: 'session' } as const;
const payOpts = {
  methods: ['POST'] as const,
  body: 'multipart' as const,
  // the new screens send `files`; the spec's client form sends one `file`
  upload: voucherUploads({ files: MAX_VOUCHER_FILES, file: 1 }),
  response: paid,
  tags: ['cash', 'movements', 'account-status'] as const,
};

export const cashOldCalls = {
  clients: defineCall({
    id: 'cash-old.clients',
    summary: 'Caja: búsqueda de contribuyentes (nombre, documento o usuario) con los métodos de pago, bancos y cuentas',
    methods,
    path: '/admin/cash/clients',
    access: staff,
    request: formObject({ search: optionalText(100), client_id: optionalId() }),
    response: z.object({ clients: z.array(z.object({ id: int(), label: z.string() })), ...choices }),
    tags,
  }),
  properties: defineCall({
    id: 'cash-old.properties',
    summary: 'Caja: inmuebles del contribuyente elegido y la institución',
    methods,
    path: '/admin/cash/properties',
    access: staff,
    request: formObject({ client_id: id(MSG.server.invalidData) }),
    response: deskProperties,
    tags,
  }),
  payments: defineCall({
    id: 'cash-old.payments',
    summary: 'Caja: avisos de cobro pendientes del inmueble (del más antiguo), con la ficha para componer la factura',
    methods,
    path: '/admin/cash/payments',
    access: staff,
    request: formObject({ property_id: id(MSG.solvency.propertyRequired), client_id: optionalId() }),
    response: deskPayments,
    tags,
  }),
  paymentsList: defineCall({
    id: 'cash-old.payments-list',
    summary: 'Caja: lo mismo que admin/cash/payments (la forma /list)',
    methods,
    path: '/admin/cash/payments/list',
    access: staff,
    request: formObject({ property_id: id(MSG.solvency.propertyRequired), client_id: optionalId() }),
    response: deskPayments,
    tags,
  }),
  agreements: defineCall({
    id: 'cash-old.agreements',
    summary: 'Caja: convenios activos del inmueble con sus cuotas pendientes',
    methods,
    path: '/admin/cash/agreements',
    access: staff,
    request: formObject({ property_id: id(MSG.solvency.propertyRequired), user_id: optionalId() }),
    response: deskAgreements,
    tags,
  }),
  finish: defineCall({
    id: 'cash-old.finish',
    summary: "Caja: 'Enviar Pago' de los meses marcados en orden con sus recibos (una transacción, idempotente con Idempotency-Key)",
    path: '/admin/cash/payments/finish',
    access: staff,
    request: finishRequest,
    ...payOpts,
  }),
  agreementsFinish: defineCall({
    id: 'cash-old.agreements-finish',
    summary: 'Caja: paga la siguiente cuota pendiente de un convenio',
    path: '/admin/cash/agreements/finish',
    access: staff,
    request: agreementFinishRequest,
    ...payOpts,
  }),
  deletePayment: defineCall({
    id: 'cash-old.delete-payment',
    summary: 'Caja: elimina un aviso de cobro pendiente del inmueble (cash-record-fines-delete); queda en el historial con quién y cuándo',
    methods: ['POST', 'DELETE'],
    path: '/admin/cash/payments/delete',
    access: { kind: 'staff', permission: P.CASH_RECORD_FINES_DELETE },
    request: formObject({ payment_id: id(MSG.server.invalidData) }),
    response: messageResponse,
    tags: ['cash', 'account-status'],
  }),
  deleteFine: defineCall({
    id: 'cash-old.delete-fine',
    summary:
      'Caja: elimina una multa o unos intereses pendientes del inmueble con su motivo (cash-record-fines-delete; la regla del Record de Cuenta); quedan en el historial con quién, cuándo y por qué',
    methods: ['POST', 'DELETE'],
    path: '/admin/cash/fines/delete',
    access: { kind: 'staff', permission: P.CASH_RECORD_FINES_DELETE },
    request: deleteReasonSchema.extend({ fine_id: id(MSG.server.invalidData) }),
    response: messageResponse,
    tags: ['cash', 'account-status'],
  }),
  petro: defineCall({
    id: 'cash-old.petro',
    summary: 'El valor de la UCD en Bs vigente ahora',
    methods,
    path: '/admin/cash/payments/petro',
    access: staff,
    request: formObject({}),
    response: z.object({ conversion_petro: rateText }),
    tags,
  }),
} as const;

export const cashClientCalls = {
  pay: defineCall({
    id: 'cash-client.pay',
    summary:
      "'Realizar pago': el contribuyente, sus inmuebles, métodos de pago (sin débito), bancos y cuentas; con property_id, los avisos pendientes de ese inmueble (del más antiguo) y su ficha",
    methods,
    path: '/cash/payments/pay',
    access: session,
    request: formObject({ property_id: optionalId(), client_id: optionalId() }),
    response: deskProperties.extend(choices).extend({
      client: z.object({ id: int(), name: z.string() }),
      payments: z.array(statementRowWire),
      card: deskCard.nullable(),
      conversions: rateText.nullable(),
    }),
    tags,
  }),
  finish: defineCall({
    id: 'cash-client.finish',
    summary: "'Realizar pago': envía el pago de los meses marcados en orden con su comprobante (queda por conciliar)",
    path: '/cash/payments/finish',
    access: session,
    request: finishRequest,
    ...payOpts,
  }),
  agreements: defineCall({
    id: 'cash-client.agreements',
    summary: "'Realizar pago': convenios activos de un inmueble propio con sus cuotas pendientes",
    methods,
    path: '/cash/agreements',
    access: session,
    request: formObject({ property_id: id(MSG.solvency.propertyRequired) }),
    response: deskAgreements,
    tags,
  }),
  agreementsFinish: defineCall({
    id: 'cash-client.agreements-finish',
    summary: "'Realizar pago': paga la siguiente cuota de un convenio propio (queda por conciliar)",
    path: '/cash/agreements/finish',
    access: session,
    request: agreementFinishRequest,
    ...payOpts,
  }),
  petro: defineCall({
    id: 'cash-client.petro',
    summary: 'El valor de la UCD en Bs vigente ahora',
    methods,
    path: '/cash/payments/petro',
    access: session,
    request: formObject({}),
    response: z.object({ conversion_petro: rateText }),
    tags,
  }),
} as const;
