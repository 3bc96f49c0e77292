// Money integrity (issue 25, DOMAIN "Bills" and "Certificates"): a payment is a claim until the money
// is received. Each case below was reproduced on the code before the ledger core and failed there:
// a certificate over a bill still 'Por conciliar', one that stays 'Vigente' after its bill is
// annulled, a taxpayer declaring cash, a declared surplus turned into credit before anyone saw the
// money, a 'FACTURA' (and a fiscal number) for a bill not reconciled, a deposit reference used twice,
// a fixed-rate notice charged at today's rate, a discount's last day not counted, and credit covering
// the whole bill still leaving cents to pay.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, NOTICE_STATUS, PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { addDays } from '@aseo/shared/billing';
import { buildCreditNote, buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { paymentsKit, PNG, today } from './support/payments.ts';
import { pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let boss: Awaited<ReturnType<typeof signedIn>>;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
let reference = 30_000_000 + Math.floor(Math.random() * 20_000_000);

beforeAll(async () => {
  portal = await startTestPortal();
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  boss = await signedIn(portal, {
    level_id: 2,
    permissions: ['view-cash', 'view-payments', 'edit-payments-data', 'edit-payment-status', 'view-urban-cleanliness'],
  });
  kit = await paymentsKit(portal, cashier.auth);
});
afterAll(() => portal?.close());

const taxpayerAuth = async (username: string) => ({ Authorization: `Bearer ${await login(portal, username, 'Clave.Segura1')}` });
const reconcile = (billId: number, amount: string) =>
  api()
    .post('/api/admin/cash/payments/status')
    .set(boss.auth)
    .send({ bill_id: billId, status: BILL_STATUS.ACCEPTED, amount_paid: amount, reception_date: today() });
const invoiceCounter = async () => (await portal.ctx.db.fiscalCounter.findFirst({ where: { kind: 'invoice' } }))?.last_value ?? 0;

/** The taxpayer's own 'Realizar pago' of one month with these receipts (one file per receipt that says so). */
function clientFinish(auth: Record<string, string>, propertyId: number, noticeId: number, receipts: Record<string, unknown>[]) {
  const req = api()
    .post('/api/cash/payments/finish')
    .set(auth)
    .field('property_id', String(propertyId))
    .field('months', JSON.stringify([noticeId]));
  req.field('receipts', JSON.stringify(receipts)).field('creditApply', 'false');
  for (const r of receipts) if (r.hasFile) req.attach('files', PNG, 'c.png');
  return req;
}

/** The desk's payment of any items with these vouchers. */
function deskPay(propertyId: number, invoices: Record<string, unknown>[], vouchers: Record<string, unknown>[], creditApply = false) {
  const req = api().post('/api/admin/bill/box/create/cash/payment').set(cashier.auth);
  req.field('property', String(propertyId)).field('invoices', JSON.stringify(invoices)).field('vouchers', JSON.stringify(vouchers));
  req.field('creditApply', String(creditApply));
  for (const v of vouchers) if (v.hasFile) req.attach('files', PNG, 'c.png');
  return req;
}
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });

describe('no certificate without money received', () => {
  it('a transfer por conciliar is still debt; reconciled, the certificate is issued; annulling that bill revokes it, named first, Revocada on /verificar', async () => {
    const { t, p, jan } = await kit.owing();
    const auth = await taxpayerAuth(t.username);
    const bill = await kit.pay(p.id, jan.id, [kit.transfer('580.00')]);
    expect(bill.status).toBe(BILL_STATUS.PENDING);
    const debt = await api().post('/api/urban-cleaning-solvencies/validate-debt').set(auth).send({ property_id: p.id }).expect(200);
    expect(debt.body).toMatchObject({ solvent: false, debt: '11.6000' });
    const refused = await api().post('/api/urban-cleaning-solvencies/create').set(auth).send({ property_id: p.id }).expect(422);
    expect(refused.body.error).toBe(MSG.solvency.reconciling);
    // the statement shows it apart: no longer payable at a desk, still debt
    const statement = await api().get('/api/admin/account-status/get-payments').query({ id: p.id }).set(auth).expect(200);
    expect(statement.body.reconciling).toEqual({ total: '11.6000', total_bs: '580.00', bills: 1 });
    expect(statement.body.payments.data).toHaveLength(0);
    expect(await portal.ctx.db.solvency.count({ where: { property_id: p.id } })).toBe(0);

    await reconcile(bill.id, '580.00').expect(200);
    const issued = await api().post('/api/urban-cleaning-solvencies/create').set(auth).send({ property_id: p.id }).expect(200);
    const certificate = issued.body.solvency as { id: number; number: number; verification_code: string };
    expect((await api().get(`/api/verificar/${certificate.verification_code}`).expect(200)).body).toMatchObject({ valid: true, status_text: 'Vigente' });

    const detail = await api().get('/api/admin/bill/box/bill-detail').query({ bill_id: bill.id }).set(boss.auth).expect(200);
    expect(detail.body.bill.backs_solvencies).toEqual([
      { id: certificate.id, number: certificate.number, number_format: String(certificate.number).padStart(6, '0') },
    ]);
    const annulled = await api().post('/api/admin/cash/payments/cancel').set(boss.auth).send({ bill_id: bill.id, comments: 'Cheque devuelto' }).expect(200);
    expect(annulled.body.bill.revoked_solvencies.map((s: { id: number }) => s.id)).toEqual([certificate.id]);
    const verified = (await api().get(`/api/verificar/${certificate.verification_code}`).expect(200)).body;
    expect(verified).toMatchObject({ valid: false, status_text: 'Revocada' });
    const audit = await portal.ctx.db.auditLog.findFirstOrThrow({ where: { subject_type: 'Bill', value_id: String(bill.id), log_name: 'Pago anulado' } });
    expect(audit.new_values).toMatchObject({ revoked_solvencies: [certificate.number] });
    // the list says so too, and asking again issues nothing while the month is debt again
    const list = await api().get('/api/urban-cleaning-solvencies/get').set(auth).expect(200);
    expect(list.body.solvencies.data.find((s: { id: number }) => s.id === certificate.id).status_text).toBe('Revocada');
    await api().post('/api/urban-cleaning-solvencies/create').set(auth).send({ property_id: p.id }).expect(422);
  });

  it("a retention agent's prefactura (nothing paid yet) is debt: no certificate", async () => {
    const { t, p, jan } = await kit.owing(RETENTION.YES);
    const bill = await kit.pay(p.id, jan.id, []);
    expect([bill.status, bill.number]).toEqual([BILL_STATUS.TO_PAY, null]);
    const auth = await taxpayerAuth(t.username);
    const debt = await api().post('/api/urban-cleaning-solvencies/validate-debt').set(auth).send({ property_id: p.id }).expect(200);
    expect(debt.body).toMatchObject({ solvent: false, reconciling: '11.6000' });
    await api().post('/api/urban-cleaning-solvencies/create').set(auth).send({ property_id: p.id }).expect(422);
  });

  it('rejecting a payment frees nothing fiscal: a rejected bill never had an invoice number, and the counter has no gap', async () => {
    const before = await invoiceCounter();
    const { bill } = await kit.pendingTransfer();
    expect(bill.number).toBeNull();
    await api()
      .post('/api/admin/cash/payments/status')
      .set(boss.auth)
      .send({ bill_id: bill.id, status: BILL_STATUS.REJECTED, comments: 'No llegó' })
      .expect(200);
    const stored = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } });
    expect([stored.number, stored.status, stored.receipt_number !== null]).toEqual([null, BILL_STATUS.REJECTED, true]);
    expect(await invoiceCounter()).toBe(before);
  });
});

describe('who may declare what', () => {
  it("a taxpayer's own receipt is a transfer or a deposit with its file and reference: cash, a card or a bare transfer are refused and nothing is written", async () => {
    const { t, p, jan } = await kit.owing();
    const auth = await taxpayerAuth(t.username);
    const bare = { payment_method_id: PAYMENT_METHOD.TRANSFER, amount_paid: '580.00', bank_id: kit.bank.id, date: today() };
    // cash or a card, even with a reference, a date and a picture: only a cashier takes them
    for (const method of [PAYMENT_METHOD.CASH, PAYMENT_METHOD.CREDIT]) {
      const receipt = { ...kit.transfer('580.00'), payment_method_id: method };
      const res = await clientFinish(auth, p.id, jan.id, [receipt]).expect(422);
      expect(res.body.error).toBe(MSG.payments.clientTransferOnly);
    }
    // a transfer without reference nor file: the form's own rule refuses it first
    expect((await clientFinish(auth, p.id, jan.id, [bare]).expect(422)).body.error).toBe(MSG.payments.allDataRequired);
    expect(await portal.ctx.db.bill.count({ where: { property_id: p.id } })).toBe(0);
    const ok = await clientFinish(auth, p.id, jan.id, [kit.transfer('580.00')]).expect(200);
    expect(ok.body.bill).toMatchObject({ status: BILL_STATUS.PENDING, number: null });
    const methods = await api().get('/api/cash/payments/pay').set(auth).expect(200);
    expect(methods.body.payment_methods.map((m: { id: number }) => m.id)).toEqual([PAYMENT_METHOD.TRANSFER, PAYMENT_METHOD.DEPOSIT]);
  });

  it('a surplus a taxpayer declares is no credit until accepted, and then only what staff accepted', async () => {
    const { t, p, jan } = await kit.owing();
    const auth = await taxpayerAuth(t.username);
    const res = await clientFinish(auth, p.id, jan.id, [kit.transfer('10580.00')]).expect(200);
    expect(res.body.bill).toMatchObject({ credit_note: null, credit_pending: '10000.00' });
    expect(await portal.ctx.db.creditNote.count({ where: { user_id: t.id } })).toBe(0);
    await reconcile(res.body.bill.id, '580.00').expect(200);
    expect(await portal.ctx.db.creditNote.count({ where: { user_id: t.id } })).toBe(0);

    const other = await kit.owing();
    const mine = await clientFinish(await taxpayerAuth(other.t.username), other.p.id, other.jan.id, [kit.transfer('600.00')]).expect(200);
    await reconcile(mine.body.bill.id, '600.00').expect(200);
    const notes = await portal.ctx.db.creditNote.findMany({ where: { user_id: other.t.id } });
    expect(notes.map((n) => n.amount.toFixed(4))).toEqual(['0.4000']); // 20 Bs at 50
  });

  it('a deposit names its account: its reference is that bank’s, and the same deposit is refused on another taxpayer’s bill', async () => {
    const number = String(reference++);
    const deposit = { payment_method_id: PAYMENT_METHOD.DEPOSIT, amount_paid: '580.00', number, date: today(), bank_account_id: kit.account.id, hasFile: true };
    const a = await kit.owing();
    const b = await kit.owing();
    await deskPay(a.p.id, [{ type: 'Deuda', id: a.jan.id }], [deposit]).expect(200);
    const again = await deskPay(b.p.id, [{ type: 'Deuda', id: b.jan.id }], [deposit]).expect(422);
    expect(again.body.error).toBe(MSG.payments.referenceUsed);
    const stored = await portal.ctx.db.voucher.findFirstOrThrow({ where: { number, deleted_at: null } });
    expect(stored.bank_id).toBe(kit.bank.id);
    expect(await portal.ctx.db.voucherReference.count({ where: { number } })).toBe(1);
  });
});

describe('a bank statement confirms what the bank shows', () => {
  it('a 10 Bs movement does not reconcile a 580 Bs bill whose rest is cash a taxpayer declared (a claim from before the rule)', async () => {
    const { t, p, jan } = await kit.owing();
    const auth = await taxpayerAuth(t.username);
    const paid = await clientFinish(auth, p.id, jan.id, [kit.transfer('580.00')]).expect(200);
    // the old code let the taxpayer declare 570 Bs 'cash' beside a 10 Bs transfer: write that claim as it stood
    const v = await portal.ctx.db.voucher.findFirstOrThrow({ where: { bill_id: paid.body.bill.id } });
    await portal.ctx.db.voucher.update({ where: { id: v.id }, data: { amount_paid: '10.00' } });
    await portal.ctx.db.voucher.create({ data: { bill_id: v.bill_id, payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '570.00', accepted: 0 } });
    const day = addDays(today() as never, -1);
    const csv = ['Fecha;Referencia;Descripción;Monto', `${day.split('-').reverse().join('/')};${v.number};TRANSF;10,00`].join('\r\n');
    const imported = await api()
      .post('/api/admin/bank-statements/import')
      .set(boss.auth)
      .field('bank_account_id', String(kit.account.id))
      .field('date_column', 'Fecha')
      .field('reference_column', 'Referencia')
      .field('amount_column', 'Monto')
      .field('description_column', 'Descripción')
      .attach('file', Buffer.from(csv), 'estado.csv')
      .expect(200);
    const proposed = (imported.body.movements as { id: number; status: string }[]).filter((m) => m.status === 'PROPOSED');
    expect(proposed).toHaveLength(1);
    await api()
      .post('/api/admin/bank-statements/confirm')
      .set(boss.auth)
      .send({ movement_ids: [proposed[0]!.id] })
      .expect(200);
    const bill = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: v.bill_id } });
    expect([bill.status, bill.number]).toEqual([BILL_STATUS.PENDING, null]);
  });
});

describe('numbers and documents at acceptance', () => {
  it('a bill por conciliar prints as a COMPROBANTE DE PAGO POR CONCILIAR with its receipt number and no control number; reconciled, as the FACTURA', async () => {
    const before = await invoiceCounter();
    const { bill } = await kit.pendingTransfer();
    const stored = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id }, include: { user: true } });
    expect(await invoiceCounter()).toBe(before);
    const print = async () => {
      const b = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id }, include: { user: true } });
      const res = await api().get(`/api/admin/cash/print/${b.crypt}/${b.user.crypt}`).buffer(true).parse(binaryBody).expect(200);
      return pdfText(new Uint8Array(res.body as Buffer));
    };
    expect(stored.user.crypt).not.toBeNull();
    const receipt = await print();
    expect(receipt).toContain('COMPROBANTE DE PAGO POR CONCILIAR');
    expect(receipt).toContain(String(stored.receipt_number).padStart(8, '0'));
    expect(receipt).not.toContain('FACTURA');
    expect(receipt).not.toContain('N° de control');
    expect(receipt).toContain('Este documento no es una factura');
    const noControl = await api()
      .post(`/api/admin/bills/${bill.id}/control-number`)
      .set(boss.auth)
      .send({ control_number: `C-${bill.id}` })
      .expect(422);
    expect(noControl.body.error).toBe(MSG.payments.controlNeedsInvoice);

    const accepted = await reconcile(bill.id, '580.00').expect(200);
    expect(accepted.body.bill.number).toBe(before + 1);
    const invoice = await print();
    expect(invoice).toContain('FACTURA');
    expect(invoice).toContain(String(before + 1).padStart(8, '0'));
  });
});

describe('what the desk shows is what it charges', () => {
  it('a notice whose rate staff fixed is charged at that rate: 36,60 pays it', async () => {
    const t = await buildTaxpayer(portal);
    const p = await buildProperty(portal, { user_id: t.id });
    const n = await buildNotice(portal, { property_id: p.id, conversion_petro: '3.15520000', use_conversion_local: 1 });
    await refreshBalanceOf(portal, [p.id]);
    const res = await deskPay(p.id, [{ type: 'Deuda', id: n.id }], [cash('36.60')]).expect(200);
    expect(res.body.bill).toMatchObject({ status: BILL_STATUS.ACCEPTED, total_bs: '36.60' });
    const line = await portal.ctx.db.billLine.findFirstOrThrow({ where: { bill_id: res.body.bill.id, notice_id: n.id } });
    expect([line.total_bs.toFixed(2), line.conversion_petro?.toFixed(4)]).toEqual(['36.60', '3.1552']);
  });

  it('a discount valid from yesterday to today still applies today (Caracas days, both ends included)', async () => {
    const { p, jan } = await kit.owing();
    const property = await portal.ctx.db.property.findUniqueOrThrow({ where: { id: p.id } });
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    const discount = await portal.ctx.db.discount.create({
      data: {
        amount: '10.00',
        start_date: day(addDays(today() as never, -1)),
        expire_date: day(today()),
        items: { create: { economic_activity_id: property.economic_activity_id } },
      },
    });
    try {
      // 10 UCD − 10 % = 9, + 16 % VAT = 10.44 UCD = 522 Bs at 50
      const res = await deskPay(p.id, [{ type: 'Deuda', id: jan.id }], [cash('522.00')]).expect(200);
      expect(res.body.bill.total_bs).toBe('522.00');
    } finally {
      await portal.ctx.db.discount.delete({ where: { id: discount.id } });
    }
  });

  it('credit covering the whole UCD due leaves 0 Bs to pay and asks for no voucher (9.4787 UCD against 5.8232 at 52.75: its Bs lines add up to a cent more than the UCD total)', async () => {
    await setHistory(portal, 'conversion_petro', [['2025-01-01', '52.75']]);
    try {
      const t = await buildTaxpayer(portal);
      const p = await buildProperty(portal, { user_id: t.id });
      const n = await buildNotice(portal, { property_id: p.id, total: '5.0200' }); // + 16 % = 5.8232 UCD: Bs 264,81 + 42,37 = 307,18, while 5.8232 × 52.75 = 307,17
      await refreshBalanceOf(portal, [p.id]);
      await buildCreditNote(portal, { user_id: t.id, amount: '9.4787' });
      const res = await deskPay(p.id, [{ type: 'Deuda', id: n.id }], [], true).expect(200);
      expect(res.body.bill).toMatchObject({ status: BILL_STATUS.ACCEPTED, due_bs: '0.00', total_bs: '307.18' });
      const notes = await portal.ctx.db.creditNote.findMany({ where: { user_id: t.id } });
      expect(notes.map((x) => x.balance.toFixed(4))).toEqual(['3.6555']);
      expect((await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: n.id } })).status).toBe(NOTICE_STATUS.PROCESSED);
    } finally {
      await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
    }
  });
});
