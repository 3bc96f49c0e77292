// Thin routes of the account-status calls: the reads are built; the staff writes and the two Excel
// exports are declared and mounted, answering 501 'En construcción' until the next session builds
// them (the OpenAPI test requires every contract to be mounted).
import { Router } from 'express';
import { accountStatusCalls as calls, ERROR_CODES, type AnyCall } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { AppError } from '../../lib/errors.ts';
import { sendPdf } from '../../lib/pdf.ts';
import { accountStatusService, propertyStatement, todayDay } from './account-status.service.ts';
import { statementSheet } from './account-status.sheet.ts';

/** The calls not built yet (issue 12 item 4, and the exports). */
export const NOT_BUILT: readonly AnyCall[] = [
  calls.excel,
  calls.excelDebts,
  calls.setPendingMonths,
  calls.setConversionPetro,
  calls.setFine,
  calls.setStatus,
  calls.setCheck,
  calls.removePayment,
  calls.removeFine,
  calls.removeAll,
  calls.removeAllFines,
  calls.paymentsStatus,
];

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
  for (const c of NOT_BUILT)
    mount(r, ctx, c, () => {
      throw new AppError(501, MSG.accountStatus.notBuilt, {}, ERROR_CODES.notImplemented);
    });
  return r;
}
