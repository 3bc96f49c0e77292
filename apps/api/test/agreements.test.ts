// Payment agreements over HTTP on the real PostgreSQL (issue 27, DOMAIN "Agreements", docs/agreements.md):
// an old agreement's even split and minimum expiration, every section-5 message, an item in at most
// one agreement (two concurrent creations: one agreement, one clear error, checked in SQL), an item
// in an agreement not payable on its own, convention quotas paid in order until COMPLETED (the bill
// reconciled), deactivation returning the unpaid items with their interest running again, a
// taxpayer reaching only its own, and who may call what.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_STATUS, BILL_STATUS, PAYMENT_METHOD } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { minOldAgreementExpiration, todayYmd } from '@aseo/shared/schemas';
import { parseDate } from '@aseo/shared/format';
import { buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let staff: Awaited<ReturnType<typeof signedIn>>;
let cashier: Awaited<ReturnType<typeof signedIn>>;
const A = MSG.agreements;
const d = (day: string) => new Date(`${day}T00:00:00Z`);
// a real 1×1 PNG: voucher photos are decoded (and scaled) when stored
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const today = () => todayYmd();
const monthsAhead = (k: number) => parseDate(today())!.add(k, 'month').format('YYYY-MM-DD');

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  staff = await signedIn(portal, { level_id: 2, permissions: ['view-payment-agreements'] });
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
});
afterAll(() => portal?.close());

/** A taxpayer's commercial property owing the months given (10 UCD + 16 % VAT = 11.6 UCD each). */
async function owing(months = ['01', '02', '03']) {
  const t = await buildTaxpayer(portal, {});
  const p = await buildProperty(portal, { user_id: t.id });
  const ids: number[] = [];
  for (const m of months) ids.push((await buildNotice(portal, { property_id: p.id, period: d(`2026-${m}-01`) })).id);
  await refreshBalanceOf(portal, [p.id]);
  return { t, p, ids, auth: { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` } };
}
const oldAgreement = (body: Record<string, unknown>) => api().post('/api/admin/agreements/finish').set(staff.auth).send(body);
const convention = (body: Record<string, unknown>) => api().post('/api/admin/conventions').set(staff.auth).send(body);
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });
function deskPay(propertyId: number, invoices: { type: string; id: number }[], vouchers: Record<string, unknown>[]) {
  return api()
    .post('/api/admin/bill/box/create/cash/payment')
    .set(cashier.auth)
    .field('property', String(propertyId))
    .field('invoices', JSON.stringify(invoices))
    .field('vouchers', JSON.stringify(vouchers));
}

describe('old agreements', () => {
  it('splits a total that does not divide evenly into quotas that add up to it; dates a month apart; the minimum expiration', async () => {
    const { t, p } = await owing(['01']);
    const res = await oldAgreement({ client_id: t.id, property_id: p.id, type: 1, quotas: 3 }).expect(200);
    expect(res.body.message).toBe(A.created);
    const a = res.body.agreement;
    expect(a).toMatchObject({
      kind: 'agreement',
      total: '11.6000',
      quota_amount: '3.8666',
      quantity_quotas: 3,
      status: AGREEMENT_STATUS.ACTIVE,
      en_mora: false,
    });
    expect(a.expiration_date).toBe(minOldAgreementExpiration(today(), 3, 1));
    const quotas = await portal.ctx.db.agreementQuota.findMany({ where: { agreement_id: a.id }, orderBy: { position: 'asc' } });
    expect(quotas.map((q) => q.amount.toFixed(4))).toEqual(['3.8666', '3.8666', '3.8668']);
    expect(quotas.map((q) => q.date.toISOString().slice(0, 10))).toEqual([monthsAhead(1), monthsAhead(2), monthsAhead(3)]);
    // biweekly: 15 days per quota, expiration (quotas+1)×15 days + 1 day
    const two = await owing(['02']);
    const b = (await oldAgreement({ client_id: two.t.id, property_id: two.p.id, type: 2, quotas: 2 }).expect(200)).body.agreement;
    expect(b.expiration_date).toBe(parseDate(today())!.add(46, 'day').format('YYYY-MM-DD'));
    expect(b.type_text).toBe('Quincenal');
  });

  it("section 5's messages; another taxpayer's property and a property with no debt are refused", async () => {
    const { t, p } = await owing(['04']);
    expect((await oldAgreement({ client_id: t.id, property_id: p.id, type: 1, quotas: 0 }).expect(422)).body.error).toBe(A.quotasPositive);
    const early = await oldAgreement({ client_id: t.id, property_id: p.id, type: 1, quotas: 2, expiration_date: monthsAhead(1) }).expect(422);
    expect(early.body.error).toBe(MSG.server.expirationTooEarly);
    const other = await owing(['05']);
    expect((await oldAgreement({ client_id: other.t.id, property_id: p.id, type: 1, quotas: 2 }).expect(422)).body.error).toBe(A.notOwnProperty);
    await oldAgreement({ client_id: t.id, property_id: p.id, type: 1, quotas: 2 }).expect(200);
    expect((await oldAgreement({ client_id: t.id, property_id: p.id, type: 1, quotas: 2 }).expect(422)).body.error).toBe(A.noDebt);
  });

  it('two concurrent creations over the same debt: one agreement, one clear error; each item held once (SQL)', async () => {
    const { t, p, ids } = await owing(['06', '07']);
    const body = { client_id: t.id, property_id: p.id, type: 1, quotas: 2 };
    const answers = await Promise.all([oldAgreement(body), oldAgreement(body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.status === 422)!.body.error).toBe(A.noDebt);
    const rows = await portal.ctx.db.$queryRaw<{ notice_id: number; n: number }[]>`
      SELECT notice_id, count(*)::int AS n FROM agreement_holds WHERE notice_id = ANY(${ids}::int[]) GROUP BY notice_id ORDER BY notice_id`;
    expect(rows).toEqual(ids.map((id) => ({ notice_id: id, n: 1 })));
    expect(await portal.ctx.db.agreement.count({ where: { property_id: p.id, status: AGREEMENT_STATUS.ACTIVE } })).toBe(1);
    // the database itself refuses a second hold of the same notice
    await expect(
      portal.ctx.db.$executeRaw`INSERT INTO agreement_holds (notice_id, agreement_id) SELECT ${ids[0]}, id FROM agreements LIMIT 1`,
    ).rejects.toThrow();
    // a notice held by an agreement is not payable on its own
    const alone = await deskPay(p.id, [{ type: 'Deuda', id: ids[0]! }], [cash('580.00')]).expect(422);
    expect(alone.body.error).toBe(MSG.cash.itemInAgreement);
  });
});

describe('conventions', () => {
  it("section 5's messages for a new agreement", async () => {
    const { p, ids } = await owing(['01']);
    const q = (over: Record<string, unknown> = {}) => ({ position: 1, date: today(), payments: [ids[0]], ...over });
    expect((await convention({ property: p.id, agreements: [q()] }).expect(422)).body.error).toBe(A.correlativeRequired);
    expect((await convention({ property: p.id, number: 'C-1', agreements: [] }).expect(422)).body.error).toBe(A.quotasPositive);
    expect((await convention({ property: p.id, number: 'C-1', agreements: [q({ payments: [] })] }).expect(422)).body.error).toBe(A.quotasNeedPayments);
    expect((await convention({ property: p.id, number: 'C-1', agreements: [q({ date: '' })] }).expect(422)).body.error).toBe(A.quotaDateRequired);
    expect((await convention({ property: p.id, number: 'C-1', agreements: [q({ date: '2020-01-01' })] }).expect(422)).body.error).toBe(
      MSG.server.dateBeforeToday,
    );
  });

  it('takes the oldest debts first; the correlative is unique; quotas are paid in order and the last one paid completes it', async () => {
    const { p, ids } = await owing(['01', '02', '03']);
    const number = `CV-${Date.now()}`;
    const skip = await convention({ property: p.id, number, agreements: [{ position: 1, date: today(), payments: [ids[1]] }] }).expect(422);
    expect(skip.body.error).toMatch(/primero el mes de enero 2026/i);
    const body = {
      property: p.id,
      number,
      agreements: [
        { position: 1, date: today(), payments: [ids[0], ids[1]] },
        { position: 2, date: monthsAhead(1), payments: [ids[2]] },
      ],
    };
    const made = (await convention(body).expect(200)).body;
    expect(made.message).toBe(A.created);
    expect(made.convention).toMatchObject({ kind: 'convention', number, total: '34.8000', quantity_quotas: 2, bills_count: 0, to_pay: '34.8000' });
    // the list finds it by its correlative whatever the case
    const found = await api().get('/api/admin/conventions').query({ search: number.toLowerCase() }).set(staff.auth).expect(200);
    expect(found.body.conventions.data.map((r: { id: number }) => r.id)).toEqual([made.convention.id]);
    const again = await owing(['01']);
    expect(
      (await convention({ ...body, property: again.p.id, agreements: [{ position: 1, date: today(), payments: [again.ids[0]] }] }).expect(422)).body.error,
    ).toBe(A.numberTaken);
    const quotas = await portal.ctx.db.conventionQuota.findMany({ where: { convention_id: made.convention.id }, orderBy: { position: 'asc' } });
    expect(quotas.map((q) => q.total.toFixed(4))).toEqual(['23.2000', '11.6000']);
    const second = await deskPay(p.id, [{ type: 'Cuota', id: quotas[1]!.id }], [cash('580.00')]).expect(422);
    expect(second.body.error).toBe(fillMessage(MSG.cash.quotasInOrder, { position: 1 }));
    const first = await deskPay(p.id, [{ type: 'Cuota', id: quotas[0]!.id }], [cash('1160.00')]).expect(200);
    expect(first.body.bill.status).toBe(BILL_STATUS.ACCEPTED);
    const line = await portal.ctx.db.billLine.findFirstOrThrow({ where: { bill_id: first.body.bill.id } });
    expect(line.name).toBe(`Cuota 1/2 del convenio ${number}`);
    expect((await portal.ctx.db.convention.findUniqueOrThrow({ where: { id: made.convention.id } })).status).toBe(AGREEMENT_STATUS.ACTIVE);
    await deskPay(p.id, [{ type: 'Cuota', id: quotas[1]!.id }], [cash('580.00')]).expect(200);
    const done = await api().get(`/api/agreements/view/${made.convention.crypt}`).set(staff.auth).expect(200);
    expect(done.body.agreement).toMatchObject({ status: AGREEMENT_STATUS.COMPLETED, bills_count: 2, to_pay: '0.0000', new_expiration_date: null });
    expect(done.body.agreement.status_changes.map((c: { to_status: number }) => c.to_status)).toEqual([AGREEMENT_STATUS.ACTIVE, AGREEMENT_STATUS.COMPLETED]);
  });

  it('deactivation keeps what was paid and returns the unpaid items with their interest running again', async () => {
    const { p, ids } = await owing(['01', '02']);
    const number = `CD-${Date.now()}`;
    const made = (
      await convention({
        property: p.id,
        number,
        agreements: [
          { position: 1, date: today(), payments: [ids[0]] },
          { position: 2, date: monthsAhead(1), payments: [ids[1]] },
        ],
      }).expect(200)
    ).body.convention;
    const [q1] = await portal.ctx.db.conventionQuota.findMany({ where: { convention_id: made.id }, orderBy: { position: 'asc' } });
    await deskPay(p.id, [{ type: 'Cuota', id: q1!.id }], [cash('580.00')]).expect(200);
    const path = `/api/admin/conventions/${made.id}/status`;
    expect((await api().post(path).set(staff.auth).send({ agreement_id: made.id, status: 0 }).expect(422)).body.error).toBe(A.reasonRequired);
    const res = await api().post(path).set(staff.auth).send({ agreement_id: made.id, status: 0, reason: 'Incumplimiento de pago' }).expect(200);
    expect(res.body).toMatchObject({ message: A.statusChanged, convention: { status: AGREEMENT_STATUS.INACTIVE } });
    const held = await portal.ctx.db.agreementHold.findMany({ where: { convention_id: made.id } });
    expect(held.map((h) => h.notice_id)).toEqual([ids[0]]);
    // February is ordinary debt again: offered at the desk, its interest not frozen
    const debts = await api().get(`/api/admin/bill/box/property/${p.id}/payments-fines`).set(cashier.auth).expect(200);
    expect(debts.body.data.map((r: { id: number; interest_frozen: boolean }) => [r.id, r.interest_frozen])).toEqual([[ids[1], false]]);
    expect(await portal.ctx.db.fine.count({ where: { notice_id: ids[1], frozen_at: { not: null } } })).toBe(0);
    expect((await api().post(path).set(staff.auth).send({ agreement_id: made.id, status: 0, reason: 'Otra vez' }).expect(422)).body.error).toBe(A.notActive);
    const audit = await portal.ctx.db.auditLog.findFirst({ where: { module_id: 9, value_id: String(made.id), log_name: 'Convenio desactivado' } });
    expect(audit).not.toBeNull();
  });
});

describe('deactivating an old agreement', () => {
  it("its payments settle the items oldest first; what they covered of the next one becomes the taxpayer's credit", async () => {
    const { t, p, ids } = await owing(['01', '02']);
    const a = (await oldAgreement({ client_id: t.id, property_id: p.id, type: 1, quotas: 3 }).expect(200)).body.agreement;
    // 23.2 UCD in 3 quotas: 7.7333, 7.7333, 7.7334; two paid = 15.4666 covers January (11.6) and 3.8666 of February
    for (let k = 0; k < 2; k++)
      await api()
        .post('/api/admin/cash/agreements/finish')
        .set(cashier.auth)
        .field('agreement_id', String(a.id))
        .field('receipts', JSON.stringify([cash('386.67')]))
        .expect(200);
    await api().post('/api/admin/agreements/status').set(staff.auth).send({ agreement_id: a.id, status: 0, reason: 'Solicitud del contribuyente' }).expect(200);
    const held = await portal.ctx.db.agreementHold.findMany({ where: { agreement_id: a.id } });
    expect(held.map((h) => h.notice_id)).toEqual([ids[0]]);
    const notes = await portal.ctx.db.creditNote.findMany({ where: { user_id: t.id, bill_id: null } });
    expect(notes.map((n) => n.amount.toFixed(4))).toEqual(['3.8666']);
    // February is payable again at its full price; January stays settled by the agreement
    const debts = await api().get(`/api/admin/bill/box/property/${p.id}/payments-fines`).set(cashier.auth).expect(200);
    expect(debts.body.data.map((r: { id: number; total: string }) => [r.id, r.total])).toEqual([[ids[1], '11.6000']]);
  });
});

describe('the statement and the certificate', () => {
  it("held months leave the statement and its quotas show apart; a certificate counts them until the last quota's money is in", async () => {
    const { t, p, ids, auth } = await owing(['01', '02']);
    const statement = async () => (await api().post('/api/admin/account-status/get-payments').set(auth).send({ id: p.id }).expect(200)).body;
    const validate = async () => (await api().post('/api/urban-cleaning-solvencies/validate-debt').set(auth).send({ property_id: p.id }).expect(200)).body;
    expect((await statement()).payments.data.map((r: { id: number }) => r.id)).toEqual(ids);
    const a = (await oldAgreement({ client_id: t.id, property_id: p.id, type: 1, quotas: 2 }).expect(200)).body.agreement;
    const held = await statement();
    expect(held.payments.data).toEqual([]);
    expect(held.total_debt_fines).toBe('0.0000');
    expect(held.agreements).toEqual({ total: '23.2000', total_bs: '1160.00', quotas: 2 });
    expect(await validate()).toMatchObject({ solvent: false, debt: '23.2000' });
    // the taxpayer's home says so too
    const home = (await api().get('/api/home/client').set(auth).expect(200)).body;
    expect(home.properties.find((x: { id: number }) => x.id === p.id)).toMatchObject({
      debt: '0.0000',
      agreement: '23.2000',
      agreement_bs: '1160.00',
      agreement_quotas: 2,
    });
    expect(home.totals).toMatchObject({ debt: '0.0000', agreement_bs: '1160.00', with_debt: 1 });
    const path = '/api/admin/cash/agreements/finish';
    const pay = () =>
      api()
        .post(path)
        .set(cashier.auth)
        .field('agreement_id', String(a.id))
        .field('receipts', JSON.stringify([cash('580.00')]))
        .expect(200);
    await pay();
    expect((await statement()).agreements).toEqual({ total: '11.6000', total_bs: '580.00', quotas: 1 });
    await pay();
    const after = await statement();
    expect(after.agreements).toEqual({ total: '0.0000', total_bs: '0.00', quotas: 0 });
    expect(after.payments.data).toEqual([]);
    expect(await validate()).toMatchObject({ solvent: true, debt: '0.0000' });
  });
});

describe('the money of a quota paid online', () => {
  it("a taxpayer's quota by transfer waits for reconciliation; reconciled, it completes the agreement with a status row naming the bill", async () => {
    const { t, p, auth } = await owing(['10']);
    const boss = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments', 'edit-payments-data', 'edit-payment-status'] });
    const bank = await portal.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
    const account = await portal.ctx.db.bankAccount.create({
      data: {
        name: 'Alcaldía',
        bank_id: bank.id,
        account_type_id: 1,
        document_type_id: 3,
        document: '200000009',
        number: `0102${String(Date.now()).slice(-16)}`,
      },
    });
    const a = (await oldAgreement({ client_id: t.id, property_id: p.id, type: 1, quotas: 1 }).expect(200)).body.agreement;
    const voucher = {
      payment_method_id: PAYMENT_METHOD.TRANSFER,
      amount_paid: '580.00',
      number: String(20_000_000 + Math.floor(Math.random() * 70_000_000)),
      date: today(),
      bank_id: bank.id,
      bank_account_id: account.id,
      hasFile: true,
    };
    const paid = await api()
      .post('/api/cash/agreements/finish')
      .set(auth)
      .field('agreement_id', String(a.id))
      .field('receipts', JSON.stringify([voucher]))
      .attach('file', PNG, 'pago.png')
      .expect(200);
    expect(paid.body.bill).toMatchObject({ status: BILL_STATUS.PENDING, number: null });
    // a claim is no money: the agreement stays active and the quota is not paid
    const waiting = (await api().get(`/api/agreements/view/${a.crypt}`).set(auth).expect(200)).body.agreement;
    expect(waiting).toMatchObject({ status: AGREEMENT_STATUS.ACTIVE, bills_count: 0 });
    expect(waiting.quotas[0]).toMatchObject({ paid: false, in_reconciliation: true, overdue: false });
    await api()
      .post('/api/admin/cash/payments/status')
      .set(boss.auth)
      .send({ bill_id: paid.body.bill.id, status: BILL_STATUS.ACCEPTED, amount_paid: '580.00', reception_date: today() })
      .expect(200);
    const done = (await api().get(`/api/agreements/view/${a.crypt}`).set(auth).expect(200)).body.agreement;
    expect(done).toMatchObject({ status: AGREEMENT_STATUS.COMPLETED, bills_count: 1, to_pay: '0.0000' });
    const row = await portal.ctx.db.agreementStatusChange.findFirstOrThrow({ where: { agreement_id: a.id, to_status: AGREEMENT_STATUS.COMPLETED } });
    expect(row).toMatchObject({ from_status: AGREEMENT_STATUS.ACTIVE, bill_id: paid.body.bill.id, user_id: boss.user.id });
  });
});

describe('who may see what', () => {
  it("a taxpayer lists and views only its own agreements (another's: 404); staff need view-payment-agreements", async () => {
    const mine = await owing(['08']);
    const other = await owing(['09']);
    const a = (await oldAgreement({ client_id: mine.t.id, property_id: mine.p.id, type: 1, quotas: 2 }).expect(200)).body.agreement;
    const b = (await oldAgreement({ client_id: other.t.id, property_id: other.p.id, type: 1, quotas: 2 }).expect(200)).body.agreement;
    const list = await api().post('/api/agreements').set(mine.auth).send({}).expect(200);
    expect(list.body.agreements.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    await api().get(`/api/agreements/view/${a.crypt}`).set(mine.auth).expect(200);
    await api().get(`/api/agreements/view/${b.crypt}`).set(mine.auth).expect(404);
    await api().post('/api/agreements').set(mine.auth).send({ user_id: other.t.id }).expect(403);
    await api().get('/api/admin/agreements').set(mine.auth).expect(403);
    await api().get('/api/admin/agreements').set(cashier.auth).expect(403);
    await api().get(`/api/agreements/view/${a.crypt}`).set(cashier.auth).expect(404);
    const staffList = await api().get('/api/admin/agreements').query({ search: mine.p.code }).set(staff.auth).expect(200);
    expect(staffList.body.agreements.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    // by its correlative as the list prints it (zero-padded)
    const byNumber = await api().get('/api/admin/agreements').query({ search: a.number_format }).set(staff.auth).expect(200);
    expect(byNumber.body.agreements.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
  });
});
