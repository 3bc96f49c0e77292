// Thin routes of the account-status calls: the reads, the two Excel exports of the Record de
// Cuenta (account-status.excel.ts) and its staff writes (account-record.service.ts).
import { Router } from 'express';
import { accountStatusCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { streamExcel } from '../../lib/excel.ts';
import { letterheadOf, sendPdf } from '../../lib/pdf.ts';
import { accountStatusService, propertyStatement } from './account-status.service.ts';
import { todayDay } from '../ledger/index.ts';
import { statementSheet } from './account-status.sheet.ts';
import { issueStatement } from './account-status.document.ts';
import { DEBT_COLUMNS, debtRows, RECORD_COLUMNS, recordRows } from './account-status.excel.ts';
import { accountRecordService } from './account-record.service.ts';

export function accountStatusRoutes(ctx: AppContext) {
  const r = Router();
  const service = accountStatusService(ctx);
  mount(r, ctx, calls.list, ({ input, user }) => service.list(user, input));
  mount(r, ctx, calls.references, () => service.references());
  mount(r, ctx, calls.adminList, ({ input }) => service.adminList(input));
  mount(r, ctx, calls.adminReferences, () => service.references());
  mount(r, ctx, calls.payments, ({ input, user }) => service.payments(user, input));
  mount(r, ctx, calls.pdf, async ({ input, user, res }) => {
    const { rows, statement } = await propertyStatement(ctx, user, input.x, input.as_of ?? todayDay());
    const verification = await issueStatement(ctx, rows.property!, statement);
    await sendPdf(res, `estado-de-cuenta-${rows.property!.code}.pdf`, { ...statementSheet(rows.property!, statement), verification }, letterheadOf(ctx.cfg));
  });
  const record = accountRecordService(ctx);
  mount(r, ctx, calls.setPendingMonths, ({ input, user }) => record.setPendingMonths(user, input));
  mount(r, ctx, calls.calculate, ({ input, user }) => record.calculate(user, input));
  mount(r, ctx, calls.setConversionPetro, ({ input, user }) => record.setConversionPetro(user, input));
  mount(r, ctx, calls.setFine, ({ input, user }) => record.setFine(user, input));
  mount(r, ctx, calls.setStatus, ({ input, user }) => record.setStatus(user, input));
  mount(r, ctx, calls.setCheck, ({ input, user }) => record.setCheck(user, input));
  mount(r, ctx, calls.removePayment, ({ input, user }) => record.removePayment(user, input));
  mount(r, ctx, calls.removeFine, ({ input, user }) => record.removeFine(user, input));
  mount(r, ctx, calls.removeAll, ({ input, user }) => record.removeAll(user, input));
  mount(r, ctx, calls.removeAllFines, ({ input, user }) => record.removeAllFines(user, input));
  mount(r, ctx, calls.paymentsStatus, ({ input, user }) => record.paymentsStatus(user, input));
  mount(r, ctx, calls.excel, ({ input, res }) => streamExcel(res, 'record-de-cuenta.xlsx', 'Record de Cuenta', RECORD_COLUMNS, recordRows(ctx.db, input)));
  mount(r, ctx, calls.excelDebts, ({ input, res }) => streamExcel(res, 'deudas.xlsx', 'Deudas', DEBT_COLUMNS, debtRows(ctx.db, input)));
  return r;
}
