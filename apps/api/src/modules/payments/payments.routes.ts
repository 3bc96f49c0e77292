// Thin routes of a bill after the desk (docs/payments.md).
import { Router } from 'express';
import { billsCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { MSG } from '@aseo/shared/messages';
import { actsAsClient } from '@aseo/shared/policy';
import { forbidden } from '../../lib/errors.ts';
import { MAX_IMAGE_SIDE } from '../../lib/image-scale.ts';
import { storeUpload, uploadMiddleware } from '../../lib/uploads.ts';
import { billCompleteService } from './bill-complete.service.ts';
import { billsService } from './bills.service.ts';

export function paymentsRoutes(ctx: AppContext) {
  const r = Router();
  const bills = billsService(ctx);
  mount(r, ctx, calls.detail, ({ input }) => bills.detail(input.bill_id));
  mount(r, ctx, calls.status, ({ input, user }) => bills.changeStatus(user, input));
  mount(r, ctx, calls.review, ({ input, user }) => bills.review(user, input));
  mount(r, ctx, calls.cancel, ({ input, user }) => bills.cancel(user, input));
  mount(r, ctx, calls.delete, ({ input, user }) => bills.remove(user, input.id));
  mount(r, ctx, calls.delivery, ({ input, user }) => bills.delivery(user, input));
  mount(r, ctx, calls.controlNumber, ({ input, user }) => bills.controlNumber(user, input));
  mount(r, ctx, calls.date, ({ input, user }) => bills.date(user, input));
  const completes = billCompleteService(ctx);
  const upload = uploadMiddleware(ctx.cfg).array('files', 5);
  for (const call of [calls.complete, calls.clientComplete]) {
    mount(
      r,
      ctx,
      call,
      async ({ input, user, req }) => {
        if (call === calls.clientComplete && !actsAsClient(user)) throw forbidden(MSG.server.forbidden);
        const files = [];
        for (const f of (req.files as Express.Multer.File[] | undefined) ?? [])
          files.push(await storeUpload(ctx.cfg, f, 'restricted', 'vouchers', { maxSide: MAX_IMAGE_SIDE }));
        return completes.complete(user, input, files, req.get('Idempotency-Key')?.trim() || input.request_key, call.id);
      },
      { before: [upload] },
    );
  }
  return r;
}
