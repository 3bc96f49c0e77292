// Thin routes of a bill after the desk (docs/payments.md).
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { billsCalls as calls, paymentsCalls, statementsCalls } from '@aseo/shared/contracts';
import { streamExcel } from '../../lib/excel.ts';
import { PAYMENTS_COLUMNS, paymentsChoices, paymentsExportRows } from './payments.excel.ts';
import { paymentsQuery } from './payments.query.ts';
import type { AppContext } from '../../context.ts';
import { clientOnly, mount } from '../../lib/contract.ts';
import { MSG } from '@aseo/shared/messages';
import { accountOwnerId, actsAsClient } from '@aseo/shared/policy';
import { forbidden, unprocessable } from '../../lib/errors.ts';
import { sendStoredFile } from '../../lib/http-files.ts';
import type { RequestUploads } from '../../lib/uploads.ts';
import { keepBillFiles, voucherFiles } from '../../lib/voucher-files.ts';
import { billCompleteService } from './bill-complete.service.ts';
import { billVouchersService } from './bill-vouchers.service.ts';
import { billsService } from './bills.service.ts';
import { claimsService } from './claims.service.ts';
import { statementsService } from './statements.service.ts';

export function paymentsRoutes(ctx: AppContext) {
  const r = Router();
  const bills = billsService(ctx);
  mount(r, ctx, calls.detail, ({ input }) => bills.detail(input.bill_id));
  mount(r, ctx, calls.status, ({ input, user }) => bills.changeStatus(user, input));
  mount(r, ctx, calls.review, ({ input, user }) => bills.review(user, input));
  mount(r, ctx, calls.cancel, ({ input, user }) => bills.cancel(user, input));
  mount(r, ctx, calls.deleteVoucher, ({ input, user }) => bills.deleteVoucher(user, input.voucher_id));
  mount(r, ctx, calls.delete, ({ input, user }) => bills.remove(user, input.id));
  mount(r, ctx, calls.delivery, ({ input, user }) => bills.delivery(user, input));
  mount(r, ctx, calls.controlNumber, ({ input, user }) => bills.controlNumber(user, input));
  mount(r, ctx, calls.date, ({ input, user }) => bills.date(user, input));
  const completes = billCompleteService(ctx);
  for (const call of [calls.complete, calls.clientComplete]) {
    mount(
      r,
      ctx,
      call,
      async ({ input, user, uploads, req }) => {
        if (call === calls.clientComplete && !actsAsClient(user)) throw forbidden(MSG.server.forbidden);
        const key = req.get('Idempotency-Key')?.trim() || input.request_key;
        const answer = await completes.complete(user, input, voucherFiles(input.receipts, uploads), key, call.id);
        // a replayed answer names the first request's files: this one's are deleted (docs/decisions/019)
        await keepBillFiles(ctx.db, uploads, answer.bill.id);
        return answer;
      },
      { before: call === calls.clientComplete ? [clientOnly] : [] },
    );
  }
  const lists = paymentsQuery(ctx.db);
  mount(r, ctx, paymentsCalls.clientList, async ({ input, user }) => {
    if (!actsAsClient(user)) throw forbidden(MSG.server.forbidden);
    return { bills: await lists.list(input, { ownerId: accountOwnerId(user) }), ...(await paymentsChoices(ctx.db, true)) };
  });
  mount(r, ctx, paymentsCalls.adminList, async ({ input }) => ({ bills: await lists.list(input, { staff: true }), ...(await paymentsChoices(ctx.db, false)) }));
  const own = billVouchersService(ctx);
  mount(r, ctx, paymentsCalls.vouchers, ({ input, user }) => own.vouchers(user, input.bill_id));
  mount(r, ctx, paymentsCalls.voucherFile, async ({ input, user, res }) => {
    const v = await own.file(user, input.id);
    await sendStoredFile(res, ctx.cfg.uploadDir, v.file, { download: v.name });
  });
  const claims = claimsService(ctx);
  mount(r, ctx, paymentsCalls.claim, ({ input, user }) => claims.claim(user, input.bill_id));
  mount(r, ctx, paymentsCalls.release, ({ input, user }) => claims.release(user, input.bill_id));
  mount(r, ctx, paymentsCalls.excel, async ({ input, res }) => {
    await streamExcel(res, 'pagos.xlsx', 'Pagos', PAYMENTS_COLUMNS, paymentsExportRows(ctx.db, input));
  });
  const statements = statementsService(ctx);
  const fileOf = (uploads: RequestUploads) => {
    const [file] = uploads.of('file');
    if (!file) throw unprocessable(MSG.server.fileRequired, { fields: { file: MSG.server.fileRequired } });
    return { buffer: file.buffer, name: file.name, sha256: createHash('sha256').update(file.buffer).digest('hex') };
  };
  mount(r, ctx, statementsCalls.read, ({ input, uploads }) => statements.read(input, fileOf(uploads).buffer));
  mount(r, ctx, statementsCalls.import, ({ input, user, uploads }) => statements.importFile(user, input, fileOf(uploads)));
  mount(r, ctx, statementsCalls.confirm, ({ input, user }) => statements.confirm(user, input.movement_ids));
  mount(r, ctx, statementsCalls.list, ({ input }) => statements.list(input));
  mount(r, ctx, statementsCalls.detail, ({ input }) => statements.detail(input.id));
  return r;
}
