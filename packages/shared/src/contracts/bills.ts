// A bill after the desk (001 section 7 "Cash (admin, new)", DOMAIN "Bills", docs/payments.md): its
// detail, the manual status change (edit-payment-status: lines released or taken again, never two
// live bills for one item), deleting a prefactura, delivery, control number and creation date.
import { z } from 'zod';
import { BILL_STATUS, MANUAL_BILL_STATUSES, PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { bsText, ucdText } from '../money/wire.ts';
import { code, formObject, id, isBlank, jsonList, optionalText, requiredText, withJsonFields } from '../schemas/index.ts';
import { amountPaidText, billCommentSchema, makeVoucherSchema, reconcileError } from '../schemas/payments.ts';
import { requestKeyText } from '../schemas/cash.ts';
import { billSummary } from './cash.ts';
import { dateText } from '../schemas/common.ts';
import { defineCall } from './define.ts';
import { voucherUploads } from './uploads.ts';
import { messageResponse, nullableDateTime } from './common.ts';

const int = () => z.number().int();
const tags = ['cash', 'movements'] as const;
const S = MSG.server;

export const billDetailWire = z.object({
  id: int(),
  /** The fiscal invoice number: only once the bill is ACCEPTED */
  number: int().nullable(),
  receipt_number: int().nullable(),
  proforma_number: int().nullable(),
  control_number: z.string().nullable(),
  status: int(),
  status_text: z.string(),
  delivery: z.boolean(),
  created_at: z.string(),
  issued_at: nullableDateTime(),
  customer_name: z.string().nullable(),
  customer_document: z.string().nullable(),
  property: z.object({ id: int(), code: z.string() }).nullable(),
  total: ucdText,
  total_bs: bsText,
  due_bs: bsText,
  amount_paid: bsText,
  conversion_petro: z.string(),
  lines: z.array(z.object({ id: int(), type: z.string(), name: z.string(), total: ucdText, total_bs: bsText, released: z.boolean() })),
  vouchers: z.array(
    z.object({
      id: int(),
      payment_method_id: int(),
      payment_method: z.string(),
      number: z.string().nullable(),
      bank: z.string().nullable(),
      amount_paid: bsText,
      date: z.string().nullable(),
      file: z.boolean(),
    }),
  ),
  /** The solvency certificates that rejecting or annulling this bill would revoke (the confirmation names them) */
  backs_solvencies: z.array(z.object({ id: int(), number: int(), number_format: z.string() })),
  /** The certificates the last change revoked (in the answer of a reject, annul or status change) */
  revoked_solvencies: z.array(z.object({ id: int(), number: int(), number_format: z.string() })).optional(),
});
export type BillDetail = z.infer<typeof billDetailWire>;
const billAnswer = messageResponse.extend({ bill: billDetailWire });

/** The payment data of a prefactura (TO_PAY): its receipts; the invoice number is taken then. */
const completeRequest = withJsonFields(
  ['receipts'],
  formObject({
    bill_id: id(S.invalidData),
    receipts: jsonList(makeVoucherSchema({ context: 'desk' })).refine((l) => l.length > 0, MSG.cash.receiptRequired),
    request_key: requestKeyText(),
    date: z.unknown().optional(),
    reception_date: z.unknown().optional(),
    files: z.unknown().optional(),
  }),
);
const completeResponse = messageResponse.extend({ bill: billSummary });

/** Reconcile (1: reception date and amount) or reject (2: optional comment) a pending bill. */
const reviewRequest = formObject({
  bill_id: id(S.invalidData),
  status: code([BILL_STATUS.ACCEPTED, BILL_STATUS.REJECTED], S.invalidStatus),
  comments: optionalText(500),
  amount_paid: amountPaidText,
  reception_date: z.preprocess((v) => (isBlank(v) ? undefined : v), dateText().optional()),
}).superRefine((v, ctx) => {
  const e = v.status === BILL_STATUS.ACCEPTED ? reconcileError(v) : null;
  if (e) ctx.addIssue({ code: 'custom', message: e });
});

export const billsCalls = {
  deleteVoucher: defineCall({
    id: 'bills.delete-voucher',
    summary: "Elimina un comprobante de un pago por conciliar o por pagar (libera su referencia); 'Comprobante eliminado correctamente'",
    methods: ['POST', 'DELETE'],
    path: '/admin/cash/payments/vouchers/delete',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    request: formObject({ voucher_id: id(S.invalidData) }),
    response: billAnswer,
    tags,
  }),
  review: defineCall({
    id: 'bills.review',
    summary: 'Concilia (1: fecha de recepción y monto) o reversa (2: comentario) un pago por conciliar',
    methods: ['POST'],
    path: '/admin/cash/payments/status',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    request: reviewRequest,
    response: billAnswer,
    tags,
  }),
  cancel: defineCall({
    id: 'bills.cancel',
    summary: "'Anular pago' con su motivo: libera sus renglones (no si fue entregado o su nota de crédito se usó)",
    methods: ['POST'],
    path: '/admin/cash/payments/cancel',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    request: billCommentSchema,
    response: billAnswer,
    tags,
  }),
  complete: defineCall({
    id: 'bills.complete',
    summary: 'Datos de pago de una prefactura (por pagar): sus comprobantes; toma entonces su número de factura',
    methods: ['POST'],
    path: '/admin/cash/payments/complete',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    request: completeRequest,
    body: 'multipart',
    upload: voucherUploads(),
    response: completeResponse,
    tags,
  }),
  clientComplete: defineCall({
    id: 'bills.client-complete',
    summary: 'Datos de pago de una prefactura propia (agente de retención): queda por conciliar',
    methods: ['POST'],
    path: '/cash/payments/complete',
    access: { kind: 'session' },
    request: completeRequest,
    body: 'multipart',
    upload: voucherUploads(),
    response: completeResponse,
    tags,
  }),
  detail: defineCall({
    id: 'bills.detail',
    summary: 'Detalle de una factura: renglones, comprobantes, estatus',
    methods: ['GET'],
    path: '/admin/bill/box/bill-detail',
    access: { kind: 'staff', permission: P.VIEW_CASH },
    request: formObject({ bill_id: id(S.invalidData) }),
    response: z.object({ bill: billDetailWire }),
    tags,
  }),
  status: defineCall({
    id: 'bills.status',
    summary: 'Cambio manual de estatus (a: factura, b: estatus por conciliar, conciliado, reversado o anulado): libera o vuelve a tomar sus renglones',
    methods: ['POST'],
    path: '/admin/bill/box/status/:a/:b',
    access: { kind: 'staff', permission: P.EDIT_PAYMENT_STATUS },
    request: formObject({ a: id(S.invalidData), b: code(MANUAL_BILL_STATUSES, S.invalidStatus), comments: optionalText(500) }),
    response: billAnswer,
    tags,
  }),
  delete: defineCall({
    id: 'bills.delete',
    summary: 'Elimina una prefactura (por pagar, sin número de factura) y libera sus renglones; una factura numerada se anula, no se elimina',
    methods: ['DELETE', 'POST'],
    path: '/admin/cash/payments/bill/delete/:id',
    access: { kind: 'staff', permission: P.EDIT_PAYMENT_STATUS },
    request: formObject({ id: id(S.invalidData) }),
    response: messageResponse,
    tags,
  }),
  delivery: defineCall({
    id: 'bills.delivery',
    summary: 'Marca la factura como entregada (o no) al contribuyente',
    methods: ['POST'],
    path: '/admin/cash/bill/:id/delivery',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    request: formObject({ id: id(S.invalidData), delivery: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()) }),
    response: billAnswer,
    tags,
  }),
  controlNumber: defineCall({
    id: 'bills.control-number',
    summary: "Número de control de la factura, único por institución ('El código de control ya existe')",
    methods: ['POST'],
    path: '/admin/bills/:id/control-number',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    request: formObject({ id: id(S.invalidData), bill_id: z.unknown().optional(), control_number: requiredText(S.controlNumberRequired, 40) }),
    response: billAnswer,
    tags,
  }),
  date: defineCall({
    id: 'bills.date',
    summary: 'Fecha de creación de la factura (no futura); la de emisión no cambia',
    methods: ['POST'],
    path: '/admin/bills/:id/date-bills',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    request: formObject({
      id: id(S.invalidData),
      created_at: z.preprocess((v) => (isBlank(v) ? undefined : v), dateText()),
    }),
    response: billAnswer,
    tags,
  }),
} as const;
