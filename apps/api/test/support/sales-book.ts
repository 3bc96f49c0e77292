// Bills for the sales-book tests, made by the real desk and reconciliation calls: cash (accepted at
// once, numbered), transfer then reconciled, a retention agent's prefactura completed in cash and its
// withholding voucher uploaded by the agent; annulment by staff.
import request from 'supertest';
import { BILL_STATUS, PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { login } from './factories.ts';
import { paymentsKit, PNG, today } from './payments.ts';
import type { TestPortal } from './portal.ts';

type Auth = Record<string, string>;

export async function salesBookKit(portal: TestPortal, cashier: Auth, boss: Auth) {
  const kit = await paymentsKit(portal, cashier);
  const api = () => request(portal.url);
  const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });
  let seq = 10_000_000 + Math.floor(Math.random() * 80_000_000);

  /** A bill paid in cash at the desk by `by` (accepted, numbered). */
  async function cashBill(by: Auth = cashier) {
    const { t, p, jan } = await kit.owing();
    const res = await api()
      .post('/api/admin/bill/box/create/cash/payment')
      .set(by)
      .send({ property: p.id, invoices: [{ type: 'Deuda', id: jan.id }], vouchers: [cash('580.00')] })
      .expect(200);
    return { id: res.body.bill.id as number, number: res.body.bill.number as number, taxpayer: t };
  }
  /** A bill paid by transfer (pending, no invoice number yet). */
  const pendingBill = () => kit.pendingTransfer();
  /** A bill paid by transfer, reconciled now (then numbered). */
  async function transferBill() {
    const { bill, taxpayer } = await kit.pendingTransfer();
    const res = await api()
      .post('/api/admin/cash/payments/status')
      .set(boss)
      .send({ bill_id: bill.id, status: BILL_STATUS.ACCEPTED, amount_paid: '580.00', reception_date: today() })
      .expect(200);
    return { id: bill.id, number: res.body.bill.number as number, taxpayer };
  }
  /** A retention agent's prefactura completed in cash (520 = 580 − 75 % of 80 VAT): numbered; its agent's auth. */
  async function agentBill() {
    const { t, p, jan } = await kit.owing(RETENTION.YES);
    const pre = await kit.pay(p.id, jan.id, []);
    const res = await api()
      .post('/api/admin/cash/payments/complete')
      .set(boss)
      .send({ bill_id: pre.id, receipts: [cash('520.00')] })
      .expect(200);
    const auth = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
    return { id: pre.id, number: res.body.bill.number as number, taxpayer: t, auth };
  }
  /** The agent uploads the withholding voucher of its bill, dated today (60 Bs withheld). */
  async function withhold(bill: { id: number; auth: Auth }) {
    const number = `${today().slice(0, 4)}${today().slice(5, 7)}${seq++}`;
    await api()
      .post('/api/voucher-history/file')
      .set(bill.auth)
      .field('bill_id', String(bill.id))
      .field('number', number)
      .field('date', today())
      .field('percentage', '75')
      .field('amount', '60,00')
      .attach('file', PNG, 'retencion.png')
      .expect(200);
    return number;
  }
  const annul = (id: number) => api().post('/api/admin/cash/payments/cancel').set(boss).send({ bill_id: id, comments: 'Error de caja' }).expect(200);
  return { kit, cashBill, pendingBill, transferBill, agentBill, withhold, annul };
}
