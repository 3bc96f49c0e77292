// The payment vouchers of one bill (the 'Pagos' payment-vouchers modal, docs/payments.md): the
// taxpayer reads its own bills' vouchers and files, staff need view-payments; another taxpayer's
// bill is 'not found', never shown.
import { PERMISSIONS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { billsService } from './bills.service.ts';

export function billVouchersService(ctx: AppContext) {
  const bills = billsService(ctx);

  /** Staff without view-payments are refused before anything is looked up. */
  function mayAsk(user: SessionUser) {
    if (!actsAsClient(user) && !can(user, PERMISSIONS.VIEW_PAYMENTS)) throw forbidden(MSG.server.forbidden);
  }
  async function mayRead(user: SessionUser, billId: number) {
    const b = await ctx.db.bill.findUnique({ where: { id: billId }, select: { user_id: true } });
    if (!b || (actsAsClient(user) && b.user_id !== accountOwnerId(user))) throw notFound(MSG.server.notFound);
  }

  return {
    async vouchers(user: SessionUser, billId: number) {
      mayAsk(user);
      await mayRead(user, billId);
      return bills.detail(billId);
    },
    /** The stored file of a live voucher (its path under the upload folder). */
    async file(user: SessionUser, voucherId: number) {
      mayAsk(user);
      const v = await ctx.db.voucher.findFirst({ where: { id: voucherId, deleted_at: null }, select: { bill_id: true, file: true, number: true } });
      if (!v) throw notFound(MSG.server.notFound);
      await mayRead(user, v.bill_id);
      if (!v.file) throw notFound(MSG.server.notFound);
      return { file: v.file, name: `comprobante-${v.number ?? voucherId}` };
    },
  };
}
