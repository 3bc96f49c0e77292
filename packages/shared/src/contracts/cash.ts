// The cash desk (001 sections 2-7; DOMAIN.md "Bills"; docs/cash.md). This step: the new desk's
// 'Procesar' — POST admin/bill/box/create/cash/payment — which every desk's payment goes through:
// the server locks the items, composes the bill itself (composeBill: the client's totals are never
// trusted) and answers the bill. An `Idempotency-Key` header (or `request_key`) makes a repeated
// submission answer the first bill.
import { z } from 'zod';
import { MSG } from '../messages/index.ts';
import { bsText, ucdText } from '../money/wire.ts';
import { formObject, id, isBlank, jsonList, optionalText, withJsonFields } from '../schemas/index.ts';
import { makeVoucherSchema } from '../schemas/payments.ts';
import { defineCall } from './define.ts';
import { messageResponse } from './common.ts';

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

export const cashCalls = {
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
