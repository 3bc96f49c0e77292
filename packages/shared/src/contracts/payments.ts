// 'Pagos' (001 section 2 "Payments", section 7 "Payments and voucher history"; docs/payments.md):
// the bills of a taxpayer (`cash/payments`, the spec's client payments list) and every bill for staff
// (`admin/payments`, ours: the spec names the call, not its path), with the filters Desde, Hasta,
// Tipo, Medio de Pago, Estatus and a search (Código, ID, Nombre, Monto).
import { z } from 'zod';
import { BILL_STATUS, CASH_TYPE, PAYMENT_METHOD, PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { bsText, ucdText } from '../money/wire.ts';
import { code, formObject, id, integer, isBlank, optionalDateText, optionalId, optionalText } from '../schemas/index.ts';
import { billDetailWire } from './bills.ts';
import { defineCall } from './define.ts';
import { fileResponse, named, nullableDateTime, page } from './common.ts';

const int = () => z.number().int();
const S = MSG.server;

export const claimWire = z.object({ user_id: int(), user_name: z.string(), expires_at: z.string() });
const claimRequest = formObject({ bill_id: id(S.invalidData) });

/** One voucher of a bill as the lists show it: method, bank, reference, declared amount (Bs) and date. */
export const voucherLineWire = z.object({
  id: int(),
  payment_method: z.string(),
  bank: z.string().nullable(),
  number: z.string().nullable(),
  amount_paid: bsText,
  date: z.string().nullable(),
});
export const billRowWire = z.object({
  id: int(),
  created_at: z.string(),
  since: z.string().nullable(),
  until: z.string().nullable(),
  number: int().nullable(),
  /** The invoice number once ACCEPTED; before, 'P-' prefactura or 'R-' receipt number */
  number_format: z.string(),
  /** The receipt number every bill has from its creation ('R-00000012'), shown beside an invoice number */
  receipt_format: z.string(),
  proforma_number: int().nullable(),
  serial_code: z.string().nullable(),
  control_number: z.string().nullable(),
  status: int(),
  status_text: z.string(),
  bill_type: int(),
  bill_type_text: z.string(),
  total: ucdText,
  total_bs: bsText,
  due_bs: bsText,
  amount_paid: bsText,
  iva_bs: bsText,
  retention_bs: bsText,
  delivery: z.boolean(),
  reception_date: z.string().nullable(),
  rejected_at: nullableDateTime(),
  reject_comments: z.string().nullable(),
  cancel_comments: z.string().nullable(),
  crypt: z.string(),
  file: z.boolean(),
  /** Every voucher's method, in order, each named once ('Efectivo · Transferencia') */
  payment_method: z.string().nullable(),
  /** Every voucher's bank reference ('01234567 · 07654321'); null when none has one (cash) */
  reference: z.string().nullable(),
  /** Every voucher's bank, each named once */
  bank: z.string().nullable(),
  /** Every live voucher of the bill, in order (the spec's details_new; its image is payments.voucher-file, not inlined) */
  details_new: z.array(voucherLineWire),
  property: z.object({ id: int(), code: z.string(), type: z.string() }).nullable(),
  user: z.object({ id: int(), username: z.string(), full_name: z.string(), full_document: z.string(), retention: int(), crypt: z.string().nullable() }),
  /** Staff lists: who holds the bill in the reconciliation queue right now (null when nobody does, and always for a taxpayer). */
  claim: claimWire.nullable(),
});
export type BillRow = z.infer<typeof billRowWire>;

export const paymentsFilters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  since: optionalDateText(),
  until: optionalDateText(),
  status: code(Object.values(BILL_STATUS), S.invalidStatus).optional(),
  type: code(Object.values(CASH_TYPE), S.invalidData).optional(),
  payment_method: code(Object.values(PAYMENT_METHOD), S.invalidData).optional(),
  search: optionalText(100),
  user_id: optionalId(),
  withoutLoading: z.unknown().optional(),
});
export type PaymentsFilters = z.output<typeof paymentsFilters>;

const listResponse = z.object({
  bills: page(billRowWire),
  methods: z.array(named),
  types: z.array(named),
  banks: z.array(z.object({ id: int(), code: z.string(), name: z.string() })),
  bank_accounts: z.array(z.object({ id: int(), name: z.string(), bank_id: int(), number: z.string() })),
});
const tags = ['movements', 'payments'] as const;

export const paymentsCalls = {
  clientList: defineCall({
    id: 'payments.client-list',
    summary: "'Pagos' del contribuyente: sus facturas, con filtros y paginación",
    methods: ['GET', 'POST'],
    path: '/cash/payments',
    access: { kind: 'session' },
    request: paymentsFilters,
    response: listResponse,
    tags,
  }),
  adminList: defineCall({
    id: 'payments.admin-list',
    summary: "'Pagos' del personal: todas las facturas, filtros Desde, Hasta, Tipo, Medio de Pago, Estatus y búsqueda (Código, ID, Nombre, Monto)",
    methods: ['GET', 'POST'],
    path: '/admin/payments',
    access: { kind: 'staff', permission: P.VIEW_PAYMENTS },
    request: paymentsFilters,
    response: listResponse,
    tags,
  }),
  excel: defineCall({
    id: 'payments.excel',
    summary: "'Exportar Excel' de los pagos con los filtros de la lista (se transmite por partes)",
    methods: ['GET'],
    path: '/admin/cash/get-excel',
    access: { kind: 'staff', permission: P.VIEW_PAYMENTS },
    request: paymentsFilters,
    response: fileResponse,
    responseKind: 'file',
    tags,
  }),
  vouchers: defineCall({
    id: 'payments.vouchers',
    summary: 'Comprobantes de pago de una factura (modal de comprobantes): del propio contribuyente, o del personal con view-payments',
    methods: ['GET'],
    path: '/payments/:bill_id/vouchers',
    access: { kind: 'session' },
    request: claimRequest,
    response: z.object({ bill: billDetailWire }),
    tags,
  }),
  voucherFile: defineCall({
    id: 'payments.voucher-file',
    summary: 'La imagen o PDF de un comprobante de pago: del propio contribuyente, o del personal con view-payments',
    methods: ['GET'],
    path: '/payments/vouchers/:id/file',
    access: { kind: 'session' },
    request: formObject({ id: id(S.invalidData) }),
    response: fileResponse,
    responseKind: 'file',
    tags,
  }),
  claim: defineCall({
    id: 'payments.claim',
    summary: 'Reserva un pago por conciliar para revisarlo (cola de conciliación): nadie más puede modificarlo durante unos minutos',
    methods: ['POST'],
    path: '/admin/payments/claim',
    access: { kind: 'staff', permission: P.VIEW_PAYMENTS },
    request: claimRequest,
    response: z.object({ message: z.string(), claim: claimWire.extend({ bill_id: int() }) }),
    tags,
  }),
  release: defineCall({
    id: 'payments.release',
    summary: 'Libera la reserva propia de un pago (al cerrar su revisión)',
    methods: ['POST'],
    path: '/admin/payments/claim/release',
    access: { kind: 'staff', permission: P.VIEW_PAYMENTS },
    request: claimRequest,
    response: z.object({ released: z.boolean() }),
    tags,
  }),
} as const;
