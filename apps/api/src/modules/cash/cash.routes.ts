// Thin routes of the cash desk (docs/cash.md). The payment's voucher files come as multipart
// `files`, one per voucher marked `hasFile`, in order; each is checked by its content and stored
// before the transaction.
import { Router, type Request } from 'express';
import { cashCalls as calls, cashClientCalls as client, cashOldCalls as old } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { actsAsClient } from '@aseo/shared/policy';
import { forbidden } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { MAX_IMAGE_SIDE } from '../../lib/image-scale.ts';
import { storeUpload, uploadMiddleware } from '../../lib/uploads.ts';
import { sendPdf } from '../../lib/pdf.ts';
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
    await sendPdf(res, name, sheet);
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
  const upload = uploadMiddleware(ctx.cfg);
  mount(
    r,
    ctx,
    calls.createPayment,
    async ({ input, user, req }) => {
      const { files, key } = await paymentFiles(ctx.cfg, req, input.request_key);
      return payments.create(user, input, files, key);
    },
    { before: [upload.array('files', 10)] },
  );
  oldDesk(r, ctx);
  return r;
}

/** The voucher files of a payment (multipart `files`, or the client form's single `file`), stored before the transaction, and its idempotency key. */
async function paymentFiles(cfg: AppContext['cfg'], req: Request, requestKey: string | undefined) {
  const raw = req.files as Express.Multer.File[] | Record<string, Express.Multer.File[]> | undefined;
  const uploaded = Array.isArray(raw) ? raw : [...(raw?.files ?? []), ...(raw?.file ?? [])];
  const files = [];
  for (const f of uploaded) files.push(await storeUpload(cfg, f, 'restricted', 'vouchers', { maxSide: MAX_IMAGE_SIDE }));
  return { files, key: req.get('Idempotency-Key')?.trim() || requestKey };
}

const clientOnly = (user: SessionUser) => {
  if (!actsAsClient(user)) throw forbidden(MSG.server.forbidden);
};

/** The old desk ('Caja') and the client's 'Realizar pago' (docs/cash.md). */
function oldDesk(r: Router, ctx: AppContext) {
  const s = cashOldService(ctx);
  const files = uploadMiddleware(ctx.cfg).fields([
    { name: 'files', maxCount: 10 },
    { name: 'file', maxCount: 1 },
  ]);
  mount(r, ctx, old.clients, ({ input, user }) => s.clients(user, input));
  mount(r, ctx, old.properties, ({ input, user }) => s.properties(user, input));
  mount(r, ctx, old.payments, ({ input, user }) => s.pending(user, input.property_id));
  mount(r, ctx, old.paymentsList, ({ input, user }) => s.pending(user, input.property_id));
  mount(r, ctx, old.agreements, ({ input, user }) => s.agreements(user, input.property_id));
  mount(r, ctx, old.petro, ({ user }) => s.petro(user));
  const record = accountRecordService(ctx);
  mount(r, ctx, old.deletePayment, async ({ input, user }) => ({ message: (await record.removePayment(user, { id: input.payment_id })).message }));
  mount(
    r,
    ctx,
    old.finish,
    async ({ input, user, req }) => {
      const { files: f, key } = await paymentFiles(ctx.cfg, req, input.request_key);
      return s.finish(user, input, f, key, old.finish.id);
    },
    { before: [files] },
  );
  mount(
    r,
    ctx,
    old.agreementsFinish,
    async ({ input, user, req }) => {
      const { files: f, key } = await paymentFiles(ctx.cfg, req, input.request_key);
      return s.agreementFinish(user, input, f, key, old.agreementsFinish.id);
    },
    { before: [files] },
  );
  mount(r, ctx, client.pay, ({ input, user }) => (clientOnly(user), s.clientPay(user, input)));
  mount(r, ctx, client.agreements, ({ input, user }) => (clientOnly(user), s.agreements(user, input.property_id)));
  mount(r, ctx, client.petro, ({ user }) => s.petro(user));
  mount(
    r,
    ctx,
    client.finish,
    async ({ input, user, req }) => {
      clientOnly(user);
      const { files: f, key } = await paymentFiles(ctx.cfg, req, input.request_key);
      return s.finish(user, input, f, key, client.finish.id);
    },
    { before: [files] },
  );
  mount(
    r,
    ctx,
    client.agreementsFinish,
    async ({ input, user, req }) => {
      clientOnly(user);
      const { files: f, key } = await paymentFiles(ctx.cfg, req, input.request_key);
      return s.agreementFinish(user, input, f, key, client.agreementsFinish.id);
    },
    { before: [files] },
  );
}
