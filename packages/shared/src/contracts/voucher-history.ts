// 'Historial de Comprobantes' (001 section 2 "Voucher history", section 7; docs/payments.md): the
// bills with their withholding voucher, staff's and the taxpayer's, the taxpayer's credit-note
// balance, and the withholding voucher of a retention agent's bill (number of 14 digits YYYYMM + 8,
// date, percentage, amount withheld, file) that settles the withheld VAT.
import { z } from 'zod';
import { IMAGE_MAX_SIDE, PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { ucdText } from '../money/wire.ts';
import { code, formObject, id, integer, isBlank, optionalText } from '../schemas/index.ts';
import { dateText } from '../schemas/common.ts';
import { billRowWire } from './payments.ts';
import { defineCall } from './define.ts';
import { fileResponse, messageResponse, page } from './common.ts';

const S = MSG.server;
const V = MSG.voucherHistory;
export const withholdingWire = z.object({ id: z.number().int(), number: z.string(), date: z.string(), percentage: z.string(), amount: z.string() });
export const historyRowWire = billRowWire.extend({ withholding: withholdingWire.nullable() });
export type HistoryRow = z.infer<typeof historyRowWire>;

const filters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  search: optionalText(100),
  user_id: z.unknown().optional(),
  withoutLoading: z.unknown().optional(),
});
const YYYYMM8 = /^(\d{4})(0[1-9]|1[0-2])\d{8}$/;
const withholdingRequest = formObject({
  bill_id: id(S.invalidData),
  number: z.preprocess((v) => (isBlank(v) ? '' : String(v).trim()), z.string().regex(YYYYMM8, V.numberFormat)),
  date: dateText(),
  percentage: code([75, 100], V.percentage),
  amount: z.preprocess(
    (v) => (isBlank(v) ? undefined : String(v).trim().replace(',', '.')),
    z.string({ error: MSG.payments.amountRequired }).regex(/^\d{1,12}(\.\d{1,2})?$/, S.invalidNumber),
  ),
  file: z.unknown().optional(),
});
const tags = ['movements', 'voucher-history'] as const;
/** The withholding voucher: one photo or PDF, kept under withholding/ when its row commits. */
const withholdingUpload = { keep: 'store', fields: { file: 1 }, set: 'restricted', folder: 'withholding', maxSide: IMAGE_MAX_SIDE } as const;
const fileCall = {
  methods: ['POST'] as const,
  body: 'multipart' as const,
  upload: withholdingUpload,
  request: withholdingRequest,
  response: messageResponse,
  tags,
};

export const voucherHistoryCalls = {
  adminList: defineCall({
    id: 'voucher-history.admin-list',
    summary: 'Historial de Comprobantes (personal): facturas y convenios con su comprobante de retención; búsqueda por número, código o referencia',
    methods: ['GET', 'POST'],
    path: '/admin/voucher-history',
    access: { kind: 'staff', permission: P.VIEW_VOUCHER_HISTORY },
    request: filters,
    response: z.object({ bills: page(historyRowWire) }),
    tags,
  }),
  clientList: defineCall({
    id: 'voucher-history.client-list',
    summary: 'Historial de Comprobantes del contribuyente, con el saldo de sus notas de crédito',
    methods: ['GET', 'POST'],
    path: '/voucher-history',
    access: { kind: 'session' },
    request: filters,
    response: z.object({ bills: page(historyRowWire), credit_note: ucdText, conversion_petro: z.string().nullable() }),
    tags,
  }),
  adminFile: defineCall({
    id: 'voucher-history.admin-file',
    summary: 'Carga el comprobante de retención de la factura de un agente de retención (personal con edit-payments-data)',
    path: '/admin/voucher-history/file',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    ...fileCall,
  }),
  clientFile: defineCall({
    id: 'voucher-history.client-file',
    summary: 'El agente de retención carga el comprobante de retención de su factura',
    path: '/voucher-history/file',
    access: { kind: 'session' },
    ...fileCall,
  }),
  download: defineCall({
    id: 'voucher-history.download',
    summary: 'El archivo del comprobante de retención (su dueño o el personal)',
    methods: ['GET'],
    path: '/voucher-history/file/:id',
    access: { kind: 'session' },
    request: formObject({ id: id(S.notFound) }),
    response: fileResponse,
    responseKind: 'file',
    tags,
  }),
} as const;
