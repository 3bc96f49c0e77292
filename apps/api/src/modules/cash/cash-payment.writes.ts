// The writes of a payment besides the bill row (cash-payment.service.ts runs them in its transaction):
// the vouchers with their bank references, the credit used, and the reads of credit and discount.
import { BILL_STATUS } from '@aseo/shared/constants';
import type { CallInput, cashCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { ItemRef } from './cash-items.ts';
import { bs, bsToUcd, rate, ucd } from '@aseo/shared/money';
import type { Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';

type Input = CallInput<typeof cashCalls.createPayment>;
/** Each voucher's file by the voucher's position: its final path (lib/voucher-files.ts), or null. */
export type PaymentFiles = readonly (string | null)[];

/** The client's credit notes with balance, oldest first (locked): what 'Aplicar' may use. */
export async function creditNotes(tx: Tx, userId: number) {
  return tx.$queryRaw<{ id: number; balance: string }[]>`
    SELECT id, balance::text FROM credit_notes WHERE user_id = ${userId} AND status = 1 AND deleted_at IS NULL AND balance > 0 ORDER BY id FOR UPDATE`;
}

/** The percentage of the active discount of an economic activity today, if any (the largest). */
export async function activeDiscount(tx: Tx, activityId: number) {
  const [row] = await tx.$queryRaw<{ id: number; amount: string }[]>`
    SELECT d.id, d.amount::text FROM discounts d JOIN discount_activities da ON da.discount_id = d.id
    WHERE da.economic_activity_id = ${activityId} AND d.deleted_at IS NULL AND d.start_date <= now() AND d.expire_date >= now()
    ORDER BY d.amount DESC, d.id LIMIT 1`;
  return row ?? null;
}

export async function writeVouchers(tx: Tx, user: SessionUser, billId: number, status: number, input: Input, files: PaymentFiles, r: string) {
  for (const [i, v] of input.vouchers.entries()) {
    const file = files[i] ?? null;
    if ((v.hasFile || v.file_index !== undefined) && !file) throw unprocessable(MSG.cash.fileMissing);
    const voucher = await tx.voucher.create({
      data: {
        bill_id: billId,
        payment_method_id: v.payment_method_id!,
        bank_id: v.bank_id ?? null,
        bank_account_id: v.bank_account_id ?? null,
        number: v.number ?? null,
        amount_paid: bs(v.amount_paid!).toFixed(2),
        amount_petro: bsToUcd(bs(v.amount_paid!), rate(r)).toFixed(4),
        date: v.date ? new Date(`${v.date.slice(0, 10)}T00:00:00Z`) : null,
        reception_date: v.reception_date ? new Date(`${v.reception_date.slice(0, 10)}T00:00:00Z`) : null,
        file,
        accepted: status === BILL_STATUS.ACCEPTED ? 1 : 0,
        created_by: user.id,
      },
    });
    // a bank reference is used once across every taxpayer: the unique key refuses the second
    if (v.number && v.bank_id) await tx.voucherReference.create({ data: { bank_id: v.bank_id, number: v.number, voucher_id: voucher.id } });
  }
}

/** Takes `amount` from the credit notes, oldest first, recording each use. */
export async function useCredit(tx: Tx, billId: number, notes: { id: number; balance: string }[], amount: ReturnType<typeof ucd>) {
  let left = amount;
  for (const note of notes) {
    if (left.isZero()) break;
    const take = left.lt(note.balance) ? left : ucd(note.balance);
    await tx.creditNote.update({ where: { id: note.id }, data: { balance: { decrement: take.toFixed(4) } } });
    await tx.creditNoteUse.create({ data: { credit_note_id: note.id, bill_id: billId, amount_used: take.toFixed(4) } });
    left = ucd(left.minus(take));
  }
}

/** 'Agregar servicio': a service named by its type and amount is created here, pending, and billed with the rest (staff only). */
export async function createServices(tx: Tx, user: SessionUser, client: boolean, propertyId: number, invoices: Input['invoices']): Promise<ItemRef[]> {
  const out: ItemRef[] = [];
  for (const item of invoices) {
    if (item.id !== undefined) {
      out.push({ type: item.type, id: item.id });
      continue;
    }
    if (client) throw unprocessable(MSG.cash.noNewServiceForClient);
    const type = await tx.cashServiceType.findUnique({ where: { id: item.service_type_id! }, select: { id: true } });
    if (!type) throw unprocessable(MSG.cash.serviceAmount);
    const created = await tx.service.create({
      data: { property_id: propertyId, cash_service_type_id: type.id, amount: ucd(item.amount!).toFixed(4), created_by: user.id },
      select: { id: true },
    });
    out.push({ type: 'Servicio', id: created.id });
  }
  return out;
}
