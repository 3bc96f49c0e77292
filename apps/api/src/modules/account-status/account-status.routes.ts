// Thin routes of the account-status calls: the reads, the staff writes of the Record de Cuenta
// (account-record.service.ts); the two Excel exports answer 501 'En construcción' until built
// (the OpenAPI test requires every contract to be mounted).
import { Router } from 'express';
import { accountStatusCalls as calls, ERROR_CODES, type AnyCall } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { AppError } from '../../lib/errors.ts';
import { sendPdf } from '../../lib/pdf.ts';
import { accountStatusService, propertyStatement, todayDay } from './account-status.service.ts';
import { statementSheet } from './account-status.sheet.ts';
import { accountRecordService } from './account-record.service.ts';

/** The calls not built yet (the exports). */
export const NOT_BUILT: readonly AnyCall[] = [calls.excel, calls.excelDebts];

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
    await sendPdf(res, `estado-de-cuenta-${rows.property!.code}.pdf`, statementSheet(rows.property!, statement));
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
  for (const c of NOT_BUILT)
    mount(r, ctx, c, () => {
      throw new AppError(501, MSG.accountStatus.notBuilt, {}, ERROR_CODES.notImplemented);
    });
  return r;
}
