// Thin routes of 'Historial de Comprobantes' (docs/payments.md "Voucher history").
import { Router } from 'express';
import { voucherHistoryCalls as calls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { actsAsClient } from '@aseo/shared/policy';
import type { AppContext } from '../../context.ts';
import { clientOnly, mount } from '../../lib/contract.ts';
import { forbidden, unprocessable } from '../../lib/errors.ts';
import { sendStoredFile } from '../../lib/http-files.ts';
import { voucherHistoryService } from './voucher-history.service.ts';

export function voucherHistoryRoutes(ctx: AppContext) {
  const r = Router();
  const s = voucherHistoryService(ctx);
  mount(r, ctx, calls.adminList, async ({ input }) => ({ bills: await s.list(input, null) }));
  mount(r, ctx, calls.clientList, ({ input, user }) => s.clientList(user, input));
  // the file is staged by `mount` (the contract's policy) and moved to its path when the row commits
  for (const call of [calls.adminFile, calls.clientFile]) {
    mount(
      r,
      ctx,
      call,
      async ({ input, user, uploads }) => {
        if (call === calls.clientFile && !actsAsClient(user)) throw forbidden(MSG.server.forbidden);
        const [file] = uploads.of('file');
        if (!file?.path) throw unprocessable(MSG.voucherHistory.uploadError, { fields: { file: MSG.server.fileRequired } });
        return s.upload(user, input, file.path);
      },
      { before: call === calls.clientFile ? [clientOnly] : [] },
    );
  }
  mount(r, ctx, calls.download, async ({ input, user, res }) => {
    const w = await s.fileOf(user, input.id);
    await sendStoredFile(res, ctx.cfg.uploadDir, w.file, { download: `comprobante-retencion-${w.number}` });
  });
  return r;
}
