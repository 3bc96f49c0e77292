// Thin routes of the cash desk (docs/cash.md). The payment's voucher files come as multipart
// `files`, one per voucher marked `hasFile`, in order; each is checked by its content and stored
// before the transaction.
import { Router } from 'express';
import { cashCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { storeUpload, uploadMiddleware } from '../../lib/uploads.ts';
import { sendPdf } from '../../lib/pdf.ts';
import { invoiceSheet } from './cash-invoice.ts';
import { cashCardService } from './cash-card.service.ts';
import { cashDeskService } from './cash-desk.service.ts';
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
      const uploaded = (req.files as Express.Multer.File[] | undefined) ?? [];
      const files = [];
      for (const f of uploaded) files.push(await storeUpload(ctx.cfg, f, 'restricted', 'vouchers'));
      const key = req.get('Idempotency-Key')?.trim() || input.request_key;
      return payments.create(user, input, files, key);
    },
    { before: [upload.array('files', 10)] },
  );
  return r;
}
