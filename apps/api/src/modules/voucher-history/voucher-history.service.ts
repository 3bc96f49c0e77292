// 'Historial de Comprobantes' (docs/payments.md "Voucher history"): the bills with their withholding
// voucher, and the withholding voucher of a retention agent's bill. The upload runs in one
// transaction after the property and bill locks: the bill's owner must be a retention agent, the bill
// live with VAT withheld and no voucher yet, the percentage the bill's and the amount its withheld
// VAT; the number (14 digits, YYYYMM + 8) is unique per agent (the database decides a race).
import { BILL_STATUS, PERMISSIONS, RETENTION } from '@aseo/shared/constants';
import type { CallInput, HistoryRow, voucherHistoryCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { sum, toWire, ucd } from '@aseo/shared/money';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import { rooms } from '@aseo/shared/realtime';
import { todayYmd } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { lockProperty } from '../ledger/index.ts';
import { paymentsQuery } from '../payments/index.ts';

type Filters = CallInput<typeof voucherHistoryCalls.adminList>;
type Upload = CallInput<typeof voucherHistoryCalls.adminFile>;
const V = MSG.voucherHistory;

export function voucherHistoryService(ctx: AppContext) {
  const { db } = ctx;
  const bills = paymentsQuery(db);

  async function list(f: Filters, ownerId: number | null) {
    const page = await bills.list({ page: f.page, search: f.search }, ownerId ? { ownerId } : { staff: true });
    const held = await db.withholdingVoucher.findMany({ where: { bill_id: { in: page.data.map((b) => b.id) } } });
    const byBill = new Map(held.map((w) => [w.bill_id, w]));
    const data: HistoryRow[] = page.data.map((b) => {
      const w = byBill.get(b.id);
      return {
        ...b,
        withholding: w
          ? { id: w.id, number: w.number, date: w.date.toISOString().slice(0, 10), percentage: w.percentage.toFixed(2), amount: w.amount.toFixed(2) }
          : null,
      };
    });
    return { ...page, data };
  }

  async function clientList(user: SessionUser, f: Filters) {
    if (!actsAsClient(user)) throw forbidden(MSG.server.forbidden);
    const ownerId = accountOwnerId(user);
    const [page, notes, rate] = await Promise.all([
      list(f, ownerId),
      db.creditNote.findMany({ where: { user_id: ownerId, status: 1, deleted_at: null }, select: { balance: true } }),
      db.globalValue.findFirst({ where: { key: 'conversion_petro', valid_from: { lte: new Date() } }, orderBy: [{ valid_from: 'desc' }, { id: 'desc' }] }),
    ]);
    const balance = sum(
      'Ucd',
      notes.map((n) => ucd(n.balance.toString())),
    );
    return { bills: page, credit_note: toWire(balance), conversion_petro: rate ? rate.amount.toFixed(8) : null };
  }

  async function upload(user: SessionUser, input: Upload, file: string) {
    const client = actsAsClient(user);
    if (input.date > todayYmd()) throw unprocessable(MSG.server.dateInFuture, { fields: { date: MSG.server.dateInFuture } });
    const owner = await db
      .$transaction(async (tx) => {
        const first = await tx.bill.findUnique({ where: { id: input.bill_id }, select: { property_id: true, user_id: true } });
        if (!first || (client && first.user_id !== accountOwnerId(user))) throw notFound(MSG.server.notFound);
        if (first.property_id) await lockProperty(tx, first.property_id);
        const [bill] = await tx.$queryRaw<{ id: number; status: number; user_id: number; retention_bs: string; retention_percentage: string }[]>`
        SELECT id, status, user_id, retention_bs::text, retention_percentage::text FROM bills WHERE id = ${input.bill_id} FOR UPDATE`;
        const agent = await tx.user.findUniqueOrThrow({ where: { id: bill!.user_id }, select: { retention: true } });
        if (agent.retention !== RETENTION.YES) throw unprocessable(V.notAgent);
        const live = bill!.status === BILL_STATUS.PENDING || bill!.status === BILL_STATUS.ACCEPTED || bill!.status === BILL_STATUS.TO_PAY;
        if (!live || Number(bill!.retention_bs) <= 0) throw unprocessable(V.notWithheld);
        if (await tx.withholdingVoucher.findUnique({ where: { bill_id: bill!.id } })) throw unprocessable(V.alreadyUploaded);
        if (Number(bill!.retention_percentage) !== input.percentage) throw unprocessable(V.percentage, { fields: { percentage: V.percentage } });
        if (Number(input.amount).toFixed(2) !== Number(bill!.retention_bs).toFixed(2))
          throw unprocessable(V.amountMismatch, { fields: { amount: V.amountMismatch } });
        const row = await tx.withholdingVoucher.create({
          data: {
            bill_id: bill!.id,
            user_id: bill!.user_id,
            number: input.number,
            date: new Date(`${input.date}T00:00:00Z`),
            percentage: String(input.percentage),
            amount: input.amount,
            file,
            created_by: user.id,
          },
        });
        await tx.bill.update({ where: { id: bill!.id }, data: { file } });
        await writeAudit(tx, 'withholding-voucher.created', {
          value_id: bill!.id,
          user_id: user.id,
          property_id: first.property_id,
          new: { number: row.number, date: input.date, percentage: input.percentage, amount: input.amount },
        });
        return bill!.user_id;
      })
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === 'P2002') throw unprocessable(V.numberUsed, { fields: { number: V.numberUsed } });
        throw err;
      });
    ctx.emit('movements', { action: 'save', bill_id: input.bill_id }, [rooms.staff, rooms.user(owner)]);
    return { message: V.uploaded };
  }

  /** The stored file of a withholding voucher: its owner, or staff who see the voucher history. */
  async function fileOf(user: SessionUser, id: number) {
    // staff without the permission are refused before anything is looked up; a taxpayer learns only 'not found'
    if (!actsAsClient(user) && !can(user, PERMISSIONS.VIEW_VOUCHER_HISTORY)) throw forbidden(MSG.server.forbidden);
    const w = await db.withholdingVoucher.findUnique({ where: { id } });
    if (!w || (actsAsClient(user) && w.user_id !== accountOwnerId(user))) throw notFound(MSG.server.notFound);
    return w;
  }

  return { list, clientList, upload, fileOf };
}
