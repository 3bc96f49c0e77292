// Bank statement import (beyond the spec; DOMAIN "Reconciliation", docs/reconciliation.md): staff
// upload a municipal bank account's statement (.xlsx or .csv: date, reference, amount,
// description), pick its columns once (remembered per account), and each new movement whose last 8
// reference digits and amount match one pending voucher of that account is proposed; staff confirm
// the proposals in one step, mismatches are listed with their reason, a movement is never imported
// twice.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { bsText } from '../money/wire.ts';
import { formObject, id, integer, isBlank, optionalId, optionalText, requiredText } from '../schemas/index.ts';
import { defineCall } from './define.ts';
import { readOneFile } from './uploads.ts';
import { page } from './common.ts';

const int = () => z.number().int();
const S = MSG.server;
const tags = ['movements', 'statements'] as const;
export const STATEMENT_STATUS = { PROPOSED: 'PROPOSED', MISMATCH: 'MISMATCH', CONFIRMED: 'CONFIRMED' } as const;
export type StatementStatus = (typeof STATEMENT_STATUS)[keyof typeof STATEMENT_STATUS];
/** Movements confirmed in one request at most. */
export const MAX_CONFIRM = 500;

export const statementMappingWire = z.object({
  date_column: z.string(),
  reference_column: z.string(),
  amount_column: z.string(),
  description_column: z.string().nullable(),
});
export type StatementMapping = z.infer<typeof statementMappingWire>;

export const movementWire = z.object({
  id: int(),
  date: z.string(),
  reference: z.string(),
  amount: bsText,
  description: z.string().nullable(),
  status: z.enum([STATEMENT_STATUS.PROPOSED, STATEMENT_STATUS.MISMATCH, STATEMENT_STATUS.CONFIRMED]),
  reason: z.string().nullable(),
  bill: z.object({ id: int(), number_format: z.string(), status: int(), customer: z.string(), property_code: z.string().nullable() }).nullable(),
});
export type StatementMovement = z.infer<typeof movementWire>;

export const importWire = z.object({
  id: int(),
  created_at: z.string(),
  bank_account: z.object({ id: int(), name: z.string(), bank: z.string(), number: z.string() }),
  file_name: z.string(),
  rows: int(),
  new_rows: int(),
  proposed: int(),
  confirmed: int(),
  mismatched: int(),
  user: z.string(),
});

const fileForm = { bank_account_id: id(S.invalidData), file: z.unknown().optional() };
const column = (message: string) => requiredText(message, 100);

export const statementsCalls = {
  read: defineCall({
    id: 'statements.read',
    summary: 'Lee el encabezado y las primeras filas de un estado de cuenta (.xlsx o .csv) y propone sus columnas (las recordadas de la cuenta, si las hay)',
    methods: ['POST'],
    path: '/admin/bank-statements/read',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    request: formObject(fileForm),
    body: 'multipart',
    upload: readOneFile,
    response: z.object({
      columns: z.array(z.string()),
      sample: z.array(z.array(z.string())),
      rows: int(),
      mapping: statementMappingWire.nullable(),
      remembered: z.boolean(),
    }),
    tags,
  }),
  import: defineCall({
    id: 'statements.import',
    summary:
      'Importa un estado de cuenta con sus columnas (recordadas para la cuenta): propone los movimientos que coinciden con un pago por conciliar, lista los demás con su motivo',
    methods: ['POST'],
    path: '/admin/bank-statements/import',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    request: formObject({
      ...fileForm,
      date_column: column(MSG.statements.dateColumn),
      reference_column: column(MSG.statements.referenceColumn),
      amount_column: column(MSG.statements.amountColumn),
      description_column: optionalText(100),
    }),
    body: 'multipart',
    upload: readOneFile,
    response: z.object({
      message: z.string(),
      import: importWire,
      duplicates: int(),
      movements: z.array(movementWire),
      /** rows whose date or amount could not be read (not stored) */
      invalid: z.array(z.object({ row: int(), reason: z.string() })),
    }),
    tags,
  }),
  confirm: defineCall({
    id: 'statements.confirm',
    summary: 'Concilia en un paso los pagos de los movimientos propuestos elegidos; los que ya no pueden conciliarse se devuelven con su motivo',
    methods: ['POST'],
    path: '/admin/bank-statements/confirm',
    access: { kind: 'staff', permission: P.EDIT_PAYMENTS_DATA },
    request: formObject({
      movement_ids: z.preprocess(
        (v) => (isBlank(v) ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : typeof v === 'number' ? [v] : v),
        z
          .array(integer({ min: 1, message: S.invalidData }), { error: S.invalidData })
          .min(1, MSG.statements.noneChosen)
          .max(MAX_CONFIRM, S.invalidData),
      ),
    }),
    response: z.object({ message: z.string(), confirmed: int(), refused: z.array(z.object({ id: int(), reason: z.string() })) }),
    tags,
  }),
  list: defineCall({
    id: 'statements.list',
    summary: 'Estados de cuenta importados, los más recientes primero, con sus cuentas de movimientos',
    methods: ['GET'],
    path: '/admin/bank-statements',
    access: { kind: 'staff', permission: P.VIEW_PAYMENTS },
    request: formObject({ page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })), bank_account_id: optionalId() }),
    response: z.object({
      imports: page(importWire),
      /** the active municipal bank accounts, for the import's account and the filter */
      accounts: z.array(z.object({ id: int(), name: z.string(), bank: z.string(), number: z.string() })),
    }),
    tags,
  }),
  detail: defineCall({
    id: 'statements.detail',
    summary: 'Un estado de cuenta importado con sus movimientos nuevos, su estado y motivo',
    methods: ['GET'],
    path: '/admin/bank-statements/:id',
    access: { kind: 'staff', permission: P.VIEW_PAYMENTS },
    request: formObject({ id: id(S.invalidData) }),
    response: z.object({ import: importWire, movements: z.array(movementWire) }),
    tags,
  }),
} as const;
