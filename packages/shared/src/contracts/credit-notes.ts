// Credit notes (001 section 2 "Voucher history" credit-notes tab, section 7 "Credit notes";
// docs/payments.md): the staff list (search, since, until, paging, Excel), the amount edit (admin
// level only, never below what was used), delete (delete-credit-note; refused once used), and the
// taxpayer's own notes with its balance.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { ucdText } from '../money/wire.ts';
import { formObject, id } from '../schemas/index.ts';
import { creditNoteEditSchema, creditNoteFiltersSchema } from '../schemas/credit-notes.ts';
import { defineCall } from './define.ts';
import { fileResponse, messageResponse, page } from './common.ts';

const int = () => z.number().int();
export const creditNoteWire = z.object({
  id: int(),
  created_at: z.string(),
  amount: ucdText,
  used: ucdText,
  balance: ucdText,
  status: int(),
  conversion_petro: z.string(),
  bill: z.object({ id: int(), number: int().nullable() }).nullable(),
  property: z.object({ id: int(), code: z.string() }).nullable(),
  user: z.object({ id: int(), username: z.string(), full_name: z.string(), full_document: z.string() }),
});
export type CreditNoteRow = z.infer<typeof creditNoteWire>;
const tags = ['movements', 'credit-notes'] as const;
const listResponse = z.object({ credit_notes: page(creditNoteWire), conversion_petro: z.string().nullable(), level: int(), balance: ucdText });

export const creditNotesCalls = {
  adminList: defineCall({
    id: 'credit-notes.admin-list',
    summary: 'Notas de crédito: búsqueda (código, usuario, nombre o documento), desde, hasta, paginación',
    methods: ['GET', 'POST'],
    path: '/admin/credit-notes/get',
    access: { kind: 'staff', permission: P.VIEW_VOUCHER_HISTORY },
    request: creditNoteFiltersSchema,
    response: listResponse,
    tags,
  }),
  edit: defineCall({
    id: 'credit-notes.edit',
    summary: 'Modifica el monto de una nota de crédito (solo nivel administrador; nunca por debajo de lo usado)',
    methods: ['POST'],
    path: '/admin/credit-notes/edit',
    access: { kind: 'admin' },
    request: creditNoteEditSchema,
    response: messageResponse,
    tags,
  }),
  delete: defineCall({
    id: 'credit-notes.delete',
    summary: "Elimina una nota de crédito sin usar ('¿Desea eliminar la nota de crédito?')",
    methods: ['POST', 'DELETE'],
    path: '/admin/credit-notes/delete',
    access: { kind: 'staff', permission: P.DELETE_CREDIT_NOTE },
    request: formObject({ credit_note_id: id(MSG.server.invalidData) }),
    response: messageResponse,
    tags,
  }),
  excel: defineCall({
    id: 'credit-notes.excel',
    summary: 'Notas de crédito en Excel con los filtros de la lista',
    methods: ['GET'],
    path: '/admin/credit-notes/excel',
    access: { kind: 'staff', permission: P.VIEW_VOUCHER_HISTORY },
    request: creditNoteFiltersSchema,
    response: fileResponse,
    responseKind: 'file',
    tags,
  }),
  clientList: defineCall({
    id: 'credit-notes.client-list',
    summary: 'Las notas de crédito del contribuyente y su saldo',
    methods: ['GET', 'POST'],
    path: '/credit-notes',
    access: { kind: 'session' },
    request: creditNoteFiltersSchema,
    response: listResponse,
    tags,
  }),
} as const;
