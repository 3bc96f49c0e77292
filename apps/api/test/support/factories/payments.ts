// Vouchers and credit notes: a receipt that pays a bill in full, and a credit note of a surplus.
import type { Prisma } from '@aseo/db/client';
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { ucd } from '@aseo/shared/money';
import type { TestPortal } from '../portal.ts';
import { buildBill, FACTORY_RATE } from './notices.ts';
import type { Overrides } from './types.ts';
import { buildTaxpayer } from './users.ts';
import { todayYmd } from '@aseo/shared/schemas';

// 8-digit bank references, unique within a run (a bank + reference pair is used once only)
let reference = 10_000_000 + Math.floor(Math.random() * 80_000_000);

export type VoucherOverrides = Overrides<Prisma.VoucherUncheckedCreateInput>;

/**
 * A transfer to Banco de Venezuela (0102) for the bill's whole total (Bs and UCD), dated today,
 * with its row in voucher_references as the cash desk writes it. Without `bill_id`, a new bill.
 * A cash voucher (`payment_method_id: 1`) has no bank and no reference. The bill is not changed.
 */
export async function buildVoucher(portal: TestPortal, overrides: VoucherOverrides = {}) {
  const db = portal.ctx.db;
  const bill = overrides.bill_id ? await db.bill.findUniqueOrThrow({ where: { id: overrides.bill_id } }) : await buildBill(portal);
  const cash = (overrides.payment_method_id ?? PAYMENT_METHOD.TRANSFER) === PAYMENT_METHOD.CASH;
  const bank = cash ? null : await db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  const today = new Date(`${todayYmd()}T00:00:00Z`);
  return db.$transaction(async (tx) => {
    const voucher = await tx.voucher.create({
      data: {
        payment_method_id: PAYMENT_METHOD.TRANSFER,
        bank_id: bank?.id ?? null,
        number: cash ? null : String(reference++),
        amount_paid: bill.total_bs.toFixed(2),
        amount_petro: ucd(bill.total).toFixed(4),
        date: today,
        accepted: bill.status,
        ...overrides,
        bill_id: bill.id,
      },
    });
    if (voucher.bank_id && voucher.number) {
      await tx.voucherReference.create({ data: { bank_id: voucher.bank_id, number: voucher.number, voucher_id: voucher.id } });
    }
    return tx.voucher.findUniqueOrThrow({ where: { id: voucher.id }, include: { reference: true } });
  });
}

export type CreditNoteOverrides = Overrides<Prisma.CreditNoteUncheckedCreateInput>;

/**
 * An active credit note of 5 UCD with its whole balance left. With `bill_id`, it is that bill's
 * surplus (owner, property and rate taken from the bill); else a new taxpayer's, without property.
 */
export async function buildCreditNote(portal: TestPortal, overrides: CreditNoteOverrides = {}) {
  const db = portal.ctx.db;
  const bill = overrides.bill_id ? await db.bill.findUniqueOrThrow({ where: { id: overrides.bill_id } }) : null;
  const userId = overrides.user_id ?? bill?.user_id ?? (await buildTaxpayer(portal)).id;
  const amount = ucd(overrides.amount ?? '5.0000').toFixed(4);
  return db.creditNote.create({
    data: {
      property_id: bill?.property_id ?? null,
      conversion_petro: bill ? bill.conversion_petro.toFixed(8) : FACTORY_RATE,
      status: 1,
      balance: amount, // 1 active
      ...overrides,
      user_id: userId,
      amount,
    },
  });
}
