// A bill after the desk over HTTP on PostgreSQL (issue 13 item 5, and the mechanics issue 14's
// reconcile/reject/annul build on): the manual status change to rejected releases the months and
// frees the bank reference, back to pending takes them again and claims the reference — refused when
// another bill took the month meanwhile; annulling is refused once the bill's credit note was used or
// it was delivered; a prefactura is deleted (its months free), a numbered invoice is not; the
// control number is unique; the creation date cannot be in the future; the detail; permissions;
// an audit row per write.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { buildNotice, buildTaxpayer, login, signedIn } from './support/factories.ts';
import { paymentsKit, PNG, today } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let boss: Awaited<ReturnType<typeof signedIn>>;
let bankId = 0;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
let reference = 60_000_000 + Math.floor(Math.random() * 30_000_000);

beforeAll(async () => {
  portal = await startTestPortal();
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  boss = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments', 'edit-payments-data', 'edit-payment-status'] });
  kit = await paymentsKit(portal, cashier.auth);
  bankId = kit.bank.id;
});
afterAll(() => portal?.close());

const owing = (retention: number = RETENTION.NO) => kit.owing(retention);
const pay = (propertyId: number, noticeId: number, vouchers: Record<string, unknown>[]) => kit.pay(propertyId, noticeId, vouchers);
const transfer = (amount: string, number = String(reference++)) => kit.transfer(amount, number);
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });
const status = (id: number, to: number, auth = boss.auth) => api().post(`/api/admin/bill/box/status/${id}/${to}`).set(auth).send({ comments: 'Revisión' });
const validate = (number: string) => api().post('/api/admin/bill/box/voucher/validate').set(boss.auth).send({ bank_id: bankId, number });

describe('manual status change', () => {
  it('rejected: the month is pending again and the reference free; back to pending: taken again and claimed', async () => {
    const { p, jan } = await owing();
    const number = String(reference++);
    const bill = await pay(p.id, jan.id, [transfer('580.00', number)]);
    const rejected = await status(bill.id, BILL_STATUS.REJECTED).expect(200);
    expect(rejected.body).toMatchObject({ message: 'Se cambio el estado correctamente', bill: { status: BILL_STATUS.REJECTED, status_text: 'Reversado' } });
    expect(rejected.body.bill.lines.every((l: { released: boolean }) => l.released)).toBe(true);
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: jan.id } })).toMatchObject({ status: 1, bill_id: null });
    expect((await portal.ctx.db.propertyBalance.findUniqueOrThrow({ where: { property_id: p.id } })).total_debt_fines.toFixed(4)).toBe('11.6000');
    await validate(number).expect(200);
    const back = await status(bill.id, BILL_STATUS.PENDING).expect(200);
    expect(back.body.bill.lines.every((l: { released: boolean }) => !l.released)).toBe(true);
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: jan.id } })).toMatchObject({ status: 0, bill_id: bill.id });
    expect((await validate(number).expect(422)).body.error).toBe(MSG.payments.referenceUsed);
    expect(await portal.ctx.db.auditLog.count({ where: { module_id: 7, value_id: String(bill.id) } })).toBe(2);
  });

  it('moving back is refused when another bill took the month meanwhile; nothing changes', async () => {
    const { p, jan } = await owing();
    const first = await pay(p.id, jan.id, [cash('580.00')]);
    await status(first.id, BILL_STATUS.REJECTED).expect(200);
    const second = await pay(p.id, jan.id, [cash('580.00')]);
    const refused = await status(first.id, BILL_STATUS.ACCEPTED).expect(422);
    expect(refused.body.error).toBe(MSG.payments.itemsRebilled);
    expect((await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: first.id } })).status).toBe(BILL_STATUS.REJECTED);
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: jan.id } })).toMatchObject({ bill_id: second.id });
  });

  it('annulling is refused once its credit note was used, or once delivered; a cashier without edit-payment-status gets 403', async () => {
    const a = await owing();
    const over = await pay(a.p.id, a.jan.id, [cash('700.00')]); // 120 Bs over: a credit note of 2.4 UCD
    const feb = await buildNotice(portal, { property_id: a.p.id, period: new Date('2026-02-01T00:00:00Z') });
    await api()
      .post('/api/admin/bill/box/create/cash/payment')
      .set(cashier.auth)
      .send({ property: a.p.id, invoices: [{ type: 'Deuda', id: feb.id }], vouchers: [cash('460.00')], creditApply: true })
      .expect(200);
    expect((await status(over.id, BILL_STATUS.CANCELLED).expect(422)).body.error).toBe(MSG.payments.creditNoteUsed);
    const b = await owing();
    const delivered = await pay(b.p.id, b.jan.id, [cash('580.00')]);
    await api().post(`/api/admin/cash/bill/${delivered.id}/delivery`).set(boss.auth).send({ delivery: true }).expect(200);
    expect((await status(delivered.id, BILL_STATUS.CANCELLED).expect(422)).body.error).toBe(MSG.payments.deliveredNoCancel);
    await status(delivered.id, BILL_STATUS.CANCELLED, cashier.auth).expect(403);
    await api().post(`/api/admin/cash/bill/${delivered.id}/delivery`).set(boss.auth).send({ delivery: false }).expect(200);
    const cancelled = await status(delivered.id, BILL_STATUS.CANCELLED).expect(200);
    expect(cancelled.body.bill.status_text).toBe('Anulado');
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: b.jan.id } })).toMatchObject({ status: 1, bill_id: null });
  });
});

describe('prefactura, control number, date, detail', () => {
  it('a prefactura is deleted and its month is free; a numbered invoice is not deleted', async () => {
    const agent = await owing(RETENTION.YES);
    const pre = await pay(agent.p.id, agent.jan.id, []);
    expect(pre.status).toBe(BILL_STATUS.TO_PAY);
    const plain = await owing();
    const numbered = await pay(plain.p.id, plain.jan.id, [cash('580.00')]);
    await api().delete(`/api/admin/cash/payments/bill/delete/${pre.id}`).set(boss.auth).expect(200, { message: MSG.payments.prefacturaDeleted });
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: agent.jan.id } })).toMatchObject({ status: 1, bill_id: null });
    expect((await api().delete(`/api/admin/cash/payments/bill/delete/${numbered.id}`).set(boss.auth).expect(422)).body.error).toBe(MSG.payments.billNumbered);
  });

  it('the control number is unique; the creation date is never in the future and leaves the issue date alone', async () => {
    const x = await owing();
    const y = await owing();
    const bx = await pay(x.p.id, x.jan.id, [cash('580.00')]);
    const by = await pay(y.p.id, y.jan.id, [cash('580.00')]);
    const control = `00-${Date.now().toString().slice(-7)}`;
    const ok = await api().post(`/api/admin/bills/${bx.id}/control-number`).set(boss.auth).send({ control_number: control }).expect(200);
    expect(ok.body).toMatchObject({ message: 'Número de control agregado', bill: { control_number: control } });
    const dup = await api().post(`/api/admin/bills/${by.id}/control-number`).set(boss.auth).send({ control_number: control }).expect(422);
    expect(dup.body).toMatchObject({ error: 'El código de control ya existe', fields: { control_number: 'El código de control ya existe' } });
    const future = await api().post(`/api/admin/bills/${bx.id}/date-bills`).set(boss.auth).send({ created_at: '2999-01-01' }).expect(422);
    expect(future.body.error).toBe(MSG.server.dateInFuture);
    const before = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bx.id } });
    const moved = await api().post(`/api/admin/bills/${bx.id}/date-bills`).set(boss.auth).send({ created_at: '2026-03-15' }).expect(200);
    expect(moved.body.bill.created_at.slice(0, 10)).toBe('2026-03-15');
    expect((await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bx.id } })).issued_at).toEqual(before.issued_at);
    await api().post(`/api/admin/bills/${bx.id}/control-number`).set(cashier.auth).send({ control_number: 'X' }).expect(403);
  });

  it('the detail shows lines and vouchers; an unknown bill is 404', async () => {
    const { p, jan } = await owing();
    const bill = await pay(p.id, jan.id, [transfer('580.00')]);
    const res = await api().get('/api/admin/bill/box/bill-detail').query({ bill_id: bill.id }).set(cashier.auth).expect(200);
    expect(res.body.bill).toMatchObject({ id: bill.id, status: BILL_STATUS.PENDING, total_bs: '580.00', property: { id: p.id } });
    expect(res.body.bill.lines).toEqual([expect.objectContaining({ type: 'Deuda', total_bs: '580.00', released: false })]);
    expect(res.body.bill.vouchers).toEqual([expect.objectContaining({ payment_method_id: PAYMENT_METHOD.TRANSFER, amount_paid: '580.00', file: true })]);
    await api().get('/api/admin/bill/box/bill-detail').query({ bill_id: 99_999_999 }).set(cashier.auth).expect(404);
  });
});

describe("a prefactura's payment data", () => {
  it('the retention agent sends its receipts: pending reconciliation with no invoice number until staff reconcile it; twice or short is refused', async () => {
    const agent = await owing(RETENTION.YES);
    const pre = await pay(agent.p.id, agent.jan.id, []);
    const stored = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: pre.id } });
    expect([stored.status, stored.number, stored.due_bs.toFixed(2)]).toEqual([BILL_STATUS.TO_PAY, null, '520.00']); // 580 − 75 % of 80
    const own = { Authorization: `Bearer ${await login(portal, agent.t.username, 'Clave.Segura1')}` };
    const send = (auth: Record<string, string>, receipts: Record<string, unknown>[], path = '/api/cash/payments/complete') => {
      const req = api().post(path).set(auth).field('bill_id', String(pre.id)).field('receipts', JSON.stringify(receipts));
      for (const r of receipts) if (r.hasFile) req.attach('files', PNG, 'c.png');
      return req;
    };
    const short = await send(own, [transfer('519.99')]).expect(422);
    expect(short.body.error).toBe('El monto pagado no puede ser menor al total');
    const stranger = await buildTaxpayer(portal);
    await send({ Authorization: `Bearer ${await login(portal, stranger.username, 'Clave.Segura1')}` }, [transfer('520.00')]).expect(404);
    const before = (await portal.ctx.db.fiscalCounter.findFirst({ where: { kind: 'invoice' } }))?.last_value ?? 0;
    const done = await send(own, [transfer('520.00')]).expect(200);
    // money declared is not money received: no fiscal invoice number yet (DOMAIN "Bills", numbers at acceptance)
    expect(done.body.bill).toMatchObject({ status: BILL_STATUS.PENDING, number: null, receipt_number: expect.any(Number), amount_paid: '520.00' });
    expect((await send(own, [transfer('520.00')]).expect(422)).body.error).toBe(MSG.payments.notToPay);
    expect(await portal.ctx.db.voucher.count({ where: { bill_id: pre.id } })).toBe(1);
    const reconciled = await api()
      .post('/api/admin/cash/payments/status')
      .set(boss.auth)
      .send({ bill_id: pre.id, status: BILL_STATUS.ACCEPTED, amount_paid: '520.00', reception_date: today() })
      .expect(200);
    expect(reconciled.body.bill).toMatchObject({ status: BILL_STATUS.ACCEPTED, number: before + 1 });
  });

  it('staff completing in cash at the desk: accepted at once (edit-payments-data: a cashier without it gets 403)', async () => {
    const agent = await owing(RETENTION.YES);
    const pre = await pay(agent.p.id, agent.jan.id, []);
    await api()
      .post('/api/admin/cash/payments/complete')
      .set(cashier.auth)
      .send({ bill_id: pre.id, receipts: [cash('520.00')] })
      .expect(403);
    const res = await api()
      .post('/api/admin/cash/payments/complete')
      .set(boss.auth)
      .send({ bill_id: pre.id, receipts: [cash('520.00')] })
      .expect(200);
    expect(res.body.bill).toMatchObject({ status: BILL_STATUS.ACCEPTED, number: expect.any(Number) });
  });
});

describe('reconcile, reject, annul', () => {
  const review = (body: Record<string, unknown>, auth = boss.auth) => api().post('/api/admin/cash/payments/status').set(auth).send(body);
  it('reconcile needs the reception date and the amount; it accepts the bill once', async () => {
    const { p, jan } = await owing();
    const bill = await pay(p.id, jan.id, [transfer('580.00')]);
    expect((await review({ bill_id: bill.id, status: 1, amount_paid: '580' }).expect(422)).body.error).toBe('Debe ingresar la fecha de recepción de pago');
    expect((await review({ bill_id: bill.id, status: 1, reception_date: today() }).expect(422)).body.error).toBe('Debe ingresar el monto pagado');
    expect((await review({ bill_id: bill.id, status: 1, reception_date: today(), amount_paid: '500' }).expect(422)).body.error).toBe(MSG.cash.paidBelowTotal);
    await review({ bill_id: bill.id, status: 1, reception_date: today(), amount_paid: '580' }, cashier.auth).expect(403);
    const ok = await review({ bill_id: bill.id, status: 1, reception_date: today(), amount_paid: '580,00' }).expect(200);
    expect(ok.body).toMatchObject({ message: 'Se ha modificado el estatus del pago', bill: { status: BILL_STATUS.ACCEPTED } });
    const stored = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id }, include: { vouchers: true } });
    expect([stored.reception_date?.toISOString().slice(0, 10), stored.vouchers[0]!.accepted]).toEqual([today(), 1]);
    expect((await review({ bill_id: bill.id, status: 2 }).expect(422)).body.error).toBe(MSG.payments.notPending);
  });

  it('reject frees the month and the reference with its comment; annul an accepted bill keeps the reference used', async () => {
    const a = await owing();
    const number = String(reference++);
    const bill = await pay(a.p.id, a.jan.id, [transfer('580.00', number)]);
    await review({ bill_id: bill.id, status: 2, comments: 'No aparece en el banco' }).expect(200);
    expect(await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } })).toMatchObject({
      status: BILL_STATUS.REJECTED,
      reject_comments: 'No aparece en el banco',
    });
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: a.jan.id } })).toMatchObject({ status: 1, bill_id: null });
    await validate(number).expect(200);
    const b = await owing();
    const kept = String(reference++);
    const accepted = await pay(b.p.id, b.jan.id, [transfer('580.00', kept)]);
    await review({ bill_id: accepted.id, status: 1, reception_date: today(), amount_paid: '580' }).expect(200);
    const cancelled = await api().post('/api/admin/cash/payments/cancel').set(boss.auth).send({ bill_id: accepted.id, comments: 'Error de caja' }).expect(200);
    expect(cancelled.body).toMatchObject({ message: 'Se ha anulado el pago', bill: { status: BILL_STATUS.CANCELLED } });
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: b.jan.id } })).toMatchObject({ status: 1, bill_id: null });
    await validate(kept).expect(422);
    expect((await api().post('/api/admin/cash/payments/cancel').set(boss.auth).send({ bill_id: accepted.id }).expect(422)).body.error).toBe(
      MSG.payments.notCancellable,
    );
  });
});

describe('deleting a voucher', () => {
  it('only while the bill is pending: its reference is free again and the amount paid follows', async () => {
    const { p, jan } = await owing();
    const number = String(reference++);
    const bill = await pay(p.id, jan.id, [transfer('300.00', number), transfer('280.00')]);
    const vouchers = await portal.ctx.db.voucher.findMany({ where: { bill_id: bill.id }, orderBy: { id: 'asc' } });
    await api().post('/api/admin/cash/payments/vouchers/delete').set(cashier.auth).send({ voucher_id: vouchers[0]!.id }).expect(403);
    const res = await api().post('/api/admin/cash/payments/vouchers/delete').set(boss.auth).send({ voucher_id: vouchers[0]!.id }).expect(200);
    expect(res.body).toMatchObject({ message: 'Comprobante eliminado correctamente', bill: { amount_paid: '280.00' } });
    expect(res.body.bill.vouchers).toHaveLength(1);
    await validate(number).expect(200);
    await status(bill.id, BILL_STATUS.ACCEPTED).expect(200);
    const refused = await api().post('/api/admin/cash/payments/vouchers/delete').set(boss.auth).send({ voucher_id: vouchers[1]!.id }).expect(422);
    expect(refused.body.error).toBe('El comprobante no pudo ser eliminado');
  });
});
