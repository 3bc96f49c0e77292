// Thin routes of the credit notes (docs/payments.md "Credit notes").
import { Router } from 'express';
import { creditNotesCalls as calls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { accountOwnerId, actsAsClient } from '@aseo/shared/policy';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { forbidden } from '../../lib/errors.ts';
import { streamExcel, type ExcelColumn } from '../../lib/excel.ts';
import type { CreditNoteRow } from '@aseo/shared/contracts';
import { creditNotesService } from './credit-notes.service.ts';

const COLUMNS: ExcelColumn<CreditNoteRow>[] = [
  { key: 'id', header: 'ID', width: 8, kind: 'id' },
  { key: 'created_at', header: 'Fecha', width: 12, kind: 'date' },
  { key: 'user', header: 'Contribuyente', width: 30, kind: 'text', value: (n) => n.user.full_name },
  { key: 'document', header: 'RIF', width: 14, kind: 'text', value: (n) => n.user.full_document },
  { key: 'code', header: 'Código', width: 14, kind: 'text', value: (n) => n.property?.code ?? '' },
  { key: 'bill', header: 'Factura', width: 12, kind: 'id', value: (n) => (n.bill?.number ? String(n.bill.number).padStart(8, '0') : '') },
  { key: 'amount', header: 'Monto', width: 14, kind: 'money-ucd' },
  { key: 'used', header: 'Usado', width: 14, kind: 'money-ucd' },
  { key: 'balance', header: 'Saldo', width: 14, kind: 'money-ucd' },
];

export function creditNotesRoutes(ctx: AppContext) {
  const r = Router();
  const s = creditNotesService(ctx);
  mount(r, ctx, calls.adminList, ({ input, user }) => s.list(user, input, null));
  mount(r, ctx, calls.clientList, ({ input, user }) => {
    if (!actsAsClient(user)) throw forbidden(MSG.server.forbidden);
    return s.list(user, input, accountOwnerId(user));
  });
  mount(r, ctx, calls.edit, ({ input, user }) => s.edit(user, input));
  mount(r, ctx, calls.delete, ({ input, user }) => s.remove(user, input.credit_note_id));
  mount(r, ctx, calls.excel, async ({ input, res }) => {
    await streamExcel(res, 'notas-de-credito.xlsx', 'Notas de crédito', COLUMNS, s.all(input));
  });
  return r;
}
