// Thin routes of the cash desk (docs/cash.md). The payment's voucher files come as multipart
// `files` (the spec's client form: one `file`), staged by `mount` from the contract's policy; each
// voucher names its file (lib/voucher-files.ts) and stores its final path in the transaction; only
// the files the bill's vouchers name are moved into place after the commit (docs/decisions/019).
import { Router, type Request } from 'express';
import { FINE_TYPE } from '@aseo/shared/constants';
import { cashCalls as calls, cashClientCalls as client, cashOldCalls as old } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { actsAsClient } from '@aseo/shared/policy';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import type { AppContext } from '../../context.ts';
import { clientOnly as taxpayerOnly, mount } from '../../lib/contract.ts';
import type { RequestUploads } from '../../lib/uploads.ts';
import { keepBillFiles, voucherFiles } from '../../lib/voucher-files.ts';
import { letterheadOf, sendPdf } from '../../lib/pdf.ts';
import { accountRecordService } from '../account-status/index.ts';
import { globalValuesService } from '../tariffs/index.ts';
import { invoiceSheet } from './cash-invoice.ts';
import { cashCardService } from './cash-card.service.ts';
import { cashDeskService } from './cash-desk.service.ts';
import { cashOldService } from './cash-old.service.ts';
import { cashPaymentService } from './cash-payment.service.ts';

export function cashRoutes(ctx: AppContext) {
  const r = Router();
  const payments = cashPaymentService(ctx);
  const desk = cashDeskService(ctx);
  const cards = cashCardService(ctx);
  mount(r, ctx, calls.print, async ({ input, res }) => {
    const { sheet, name } = await invoiceSheet(ctx, input.a, input.b);
    await sendPdf(res, name, sheet, letterheadOf(ctx.cfg));
  });
  mount(r, ctx, calls.card, ({ input, user }) => cards.card(user, input.id));
  mount(r, ctx, calls.cardWithPetro, ({ input, user }) => cards.card(user, input.id));
  mount(r, ctx, calls.convention, ({ input, user }) => cards.convention(user, input.id));
  const values = globalValuesService(ctx);
  mount(r, ctx, calls.ucd, ({ input, user }) => values.set(user, 'conversion_petro', input.amount));
  mount(r, ctx, calls.paymentMethods, ({ user }) => desk.paymentMethods(user));
  mount(r, ctx, calls.serviceTypes, () => desk.serviceTypes());
  mount(r, ctx, calls.createServiceType, ({ input, user }) => desk.createServiceType(user, input));
  mount(r, ctx, calls.validateVoucher, ({ input, user }) => desk.validateVoucher(user, input));
  mount(r, ctx, calls.properties, ({ input, user }) => desk.properties(user, input));
  mount(r, ctx, calls.paymentsFines, ({ input, user }) => desk.paymentsFines(user, input));
  mount(r, ctx, calls.createPayment, ({ input, user, uploads, req }) =>
    paid(ctx, uploads, payments.create(user, input, voucherFiles(input.vouchers, uploads), idempotencyKey(req, input.request_key))),
  );
  oldDesk(r, ctx);
  return r;
}

/** The Idempotency-Key header, or the form's `request_key`. */
const idempotencyKey = (req: Request, requestKey: string | undefined) => req.get('Idempotency-Key')?.trim() || requestKey;

/** A payment's answer, keeping only the staged files its bill's vouchers name (none when the answer is a replay). */
async function paid<T extends { bill: { id: number } }>(ctx: AppContext, uploads: RequestUploads, payment: Promise<T>): Promise<T> {
  const answer = await payment;
  await keepBillFiles(ctx.db, uploads, answer.bill.id);
  return answer;
}

const clientOnly = (user: SessionUser) => {
  if (!actsAsClient(user)) throw forbidden(MSG.server.forbidden);
};

/** The old desk ('Caja') and the client's 'Realizar pago' (docs/cash.md). */
function oldDesk(r: Router, ctx: AppContext) {
  const s = cashOldService(ctx);
  mount(r, ctx, old.clients, ({ input, user }) => s.clients(user, input));
  mount(r, ctx, old.properties, ({ input, user }) => s.properties(user, input));
  mount(r, ctx, old.payments, ({ input, user }) => s.pending(user, input.property_id));
  mount(r, ctx, old.paymentsList, ({ input, user }) => s.pending(user, input.property_id));
  mount(r, ctx, old.agreements, ({ input, user }) => s.agreements(user, input.property_id));
  mount(r, ctx, old.petro, ({ user }) => s.petro(user));
  const record = accountRecordService(ctx);
  mount(r, ctx, old.deletePayment, async ({ input, user }) => ({ message: (await record.removePayment(user, { id: input.payment_id })).message }));
  // a fine or interest line deleted at a desk: the Record de Cuenta's rule, with the desk's permission
  mount(r, ctx, old.deleteFine, async ({ input, user }) => {
    const fine = await ctx.db.fine.findFirst({ where: { id: input.fine_id, deleted_at: null }, select: { fine_type_id: true } });
    if (fine?.fine_type_id !== FINE_TYPE.FINE && fine?.fine_type_id !== FINE_TYPE.INTEREST) throw notFound(MSG.server.notFound);
    return { message: (await record.removeFine(user, { id: input.fine_id, fine_type: fine.fine_type_id, comment: input.comment })).message };
  });
  mount(r, ctx, old.finish, ({ input, user, uploads, req }) =>
    paid(ctx, uploads, s.finish(user, input, voucherFiles(input.receipts, uploads), idempotencyKey(req, input.request_key), old.finish.id)),
  );
  mount(r, ctx, old.agreementsFinish, ({ input, user, uploads, req }) =>
    paid(ctx, uploads, s.agreementFinish(user, input, voucherFiles(input.receipts, uploads), idempotencyKey(req, input.request_key), old.agreementsFinish.id)),
  );
  mount(r, ctx, client.pay, ({ input, user }) => (clientOnly(user), s.clientPay(user, input)));
  mount(r, ctx, client.agreements, ({ input, user }) => (clientOnly(user), s.agreements(user, input.property_id)));
  mount(r, ctx, client.petro, ({ user }) => s.petro(user));
  // staff are refused before the files are read
  mount(
    r,
    ctx,
    client.finish,
    ({ input, user, uploads, req }) =>
      paid(ctx, uploads, s.finish(user, input, voucherFiles(input.receipts, uploads), idempotencyKey(req, input.request_key), client.finish.id)),
    { before: [taxpayerOnly] },
  );
  mount(
    r,
    ctx,
    client.agreementsFinish,
    ({ input, user, uploads, req }) => {
      const key = idempotencyKey(req, input.request_key);
      return paid(ctx, uploads, s.agreementFinish(user, input, voucherFiles(input.receipts, uploads), key, client.agreementsFinish.id));
    },
    { before: [taxpayerOnly] },
  );
}
