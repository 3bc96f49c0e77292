// Bills as the desk makes them, for the reconciliation tests: a taxpayer owing January, paid at
// the desk by transfer (a PENDING bill with one voucher) into a municipal bank account.
import request from 'supertest';
import { PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { buildNotice, buildProperty, buildTaxpayer, refreshBalanceOf, setHistory } from './factories.ts';
import type { TestPortal } from './portal.ts';
import { todayYmd } from '@aseo/shared/schemas';

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** The portal's day (Caracas): a voucher dated with the UTC date after 20:00 there would be 'in the future'. */
export const today = () => todayYmd();

/** The rates of the tests (50 Bs per UCD, VAT 16 %, 75 % retention, no interest) and a bank account at bank 0102. */
export async function paymentsKit(portal: TestPortal, cashierAuth: Record<string, string>) {
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'retention', [['2025-01-01', '75']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  const bank = await portal.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  const account = await portal.ctx.db.bankAccount.create({
    data: {
      name: 'Alcaldía',
      bank_id: bank.id,
      account_type_id: 1,
      document_type_id: 3,
      document: '200000003',
      number: `0102${String(Date.now()).slice(-16)}`,
    },
  });
  let reference = 10_000_000 + Math.floor(Math.random() * 80_000_000);

  async function owing(retention: number = RETENTION.NO) {
    const t = await buildTaxpayer(portal, { retention });
    const p = await buildProperty(portal, { user_id: t.id });
    const jan = await buildNotice(portal, { property_id: p.id, period: new Date('2026-01-01T00:00:00Z') });
    await refreshBalanceOf(portal, [p.id]);
    return { t, p, jan };
  }
  /** A transfer voucher of `amount` Bs with a fresh 8-digit reference (or the one given). */
  const transfer = (amount: string, number = String(reference++)) => ({
    payment_method_id: PAYMENT_METHOD.TRANSFER,
    amount_paid: amount,
    number,
    date: today(),
    bank_id: bank.id,
    bank_account_id: account.id,
    hasFile: true,
  });
  /** Pays the notice at the desk with these vouchers; a transfer leaves the bill PENDING. */
  async function pay(propertyId: number, noticeId: number, vouchers: Record<string, unknown>[]) {
    const req = request(portal.url).post('/api/admin/bill/box/create/cash/payment').set(cashierAuth);
    req
      .field('property', String(propertyId))
      .field('invoices', JSON.stringify([{ type: 'Deuda', id: noticeId }]))
      .field('vouchers', JSON.stringify(vouchers));
    for (const v of vouchers) if (v.hasFile) req.attach('files', PNG, 'c.png');
    const r = await req.expect(200);
    return r.body.bill as { id: number; number: number | null; status: number };
  }
  /** A PENDING bill of 580 Bs paid by one transfer; returns it with its reference. */
  async function pendingTransfer(amount = '580.00') {
    const { t, p, jan } = await owing();
    const v = transfer(amount);
    const bill = await pay(p.id, jan.id, [v]);
    return { bill, reference: v.number, taxpayer: t, property: p };
  }
  return { bank, account, owing, transfer, pay, pendingTransfer };
}
