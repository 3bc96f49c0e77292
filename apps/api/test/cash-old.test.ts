// The old desk ('Caja') and the taxpayer's 'Realizar pago' over HTTP on PostgreSQL (issue 13 items 4
// and 5): clients and their properties, pending notices oldest first (none inside an agreement),
// months paid in order only ('Debe pagar primero el mes de enero 2026…'), the old desk's texts ('Debe
// ingresar al menos un (1) recibo', 'El monto pagado no puede ser menor al total'), a taxpayer's own
// payment waiting for reconciliation with its voucher file, agreement quotas paid one after the
// other until the agreement is completed, and who may call what.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_STATUS, BILL_STATUS, PAYMENT_METHOD } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { todayYmd } from '@aseo/shared/schemas';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let bankId = 0;
let accountId = 0;
let reference = 10_000_000 + Math.floor(Math.random() * 30_000_000);
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const today = () => todayYmd();
// a real 1×1 PNG: voucher photos are decoded (and scaled) when stored
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'], box: 'Caja 2' });
  const bank = await portal.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  bankId = bank.id;
  accountId = (
    await portal.ctx.db.bankAccount.create({
      data: { name: 'Alcaldía', bank_id: bank.id, account_type_id: 1, document_type_id: 3, document: '200000002', number: '01020000000000000002' },
    })
  ).id;
});
afterAll(() => portal?.close());

/** A taxpayer with a commercial property owing January, February and March 2026 (10 UCD + 16 % VAT = 580 Bs each). */
async function owing() {
  const t = await buildTaxpayer(portal, { business_name: `Abastos ${Date.now()}` });
  const p = await buildProperty(portal, { user_id: t.id });
  const months = [];
  for (const m of ['01', '02', '03']) months.push((await buildNotice(portal, { property_id: p.id, period: d(`2026-${m}-01`) })).id);
  await refreshBalanceOf(portal, [p.id]);
  return { t, p, months, auth: { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` } };
}
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });
const transfer = (amount: string) => ({
  payment_method_id: PAYMENT_METHOD.TRANSFER,
  amount_paid: amount,
  number: String(reference++),
  date: today(),
  bank_id: bankId,
  bank_account_id: accountId,
  hasFile: true,
});
function finish(path: string, auth: Record<string, string>, body: Record<string, unknown>, fileField = 'files') {
  const req = api().post(path).set(auth);
  for (const [k, v] of Object.entries(body)) req.field(k, typeof v === 'string' ? v : JSON.stringify(v));
  for (const r of (body.receipts as { hasFile?: boolean }[] | undefined) ?? []) if (r.hasFile) req.attach(fileField, PNG, 'pago.png');
  return req;
}

describe('old desk (Caja)', () => {
  it('finds the client by name or username, lists its properties and its pending months oldest first', async () => {
    const { t, p, months } = await owing();
    const found = await api().get('/api/admin/cash/clients').query({ search: t.username }).set(cashier.auth).expect(200);
    expect(found.body.clients).toEqual([{ id: t.id, label: expect.stringContaining(t.username) }]);
    expect(found.body.payment_methods.length).toBeGreaterThan(3);
    const props = await api().post('/api/admin/cash/properties').set(cashier.auth).send({ client_id: t.id }).expect(200);
    expect(props.body.properties).toEqual([expect.objectContaining({ id: p.id, code: p.code, condominium: false })]);
    expect(props.body.institution.name).toBeTruthy();
    const list = await api().post('/api/admin/cash/payments/list').set(cashier.auth).send({ client_id: t.id, property_id: p.id }).expect(200);
    expect(list.body.payments.map((r: { id: number }) => r.id)).toEqual(months);
    expect(list.body.payments[0]).toMatchObject({ subtotal: '10.0000', iva: '1.6000', total_bs: '580.00' });
    expect(list.body).toMatchObject({ conversions: '50.00000000', card: { property: { id: p.id }, iva: '16.00' } });
    await api()
      .get('/api/admin/cash/clients')
      .set((await signedIn(portal, { level_id: 2 })).auth)
      .expect(403);
  });

  it('months are paid in order: month 2 alone or 1 and 3 are refused, 1 and 2 are paid and month 3 is next', async () => {
    const { p, months } = await owing();
    const path = '/api/admin/cash/payments/finish';
    // the ledger's rule names the month left behind (docs/cash.md "Oldest month first")
    for (const [chosen, left] of [
      [[months[1]], 'enero 2026'],
      [[months[0], months[2]], 'febrero 2026'],
    ] as const) {
      const res = await finish(path, cashier.auth, { property_id: p.id, months: chosen, receipts: [cash('1160.00')] }).expect(422);
      expect(res.body.error).toBe(fillMessage(MSG.cash.payEarlierMonth, { month: left }));
    }
    const none = await finish(path, cashier.auth, { property_id: p.id, months: [months[0]], receipts: [] }).expect(422);
    expect(none.body.error).toBe('Debe ingresar al menos un (1) recibo');
    const short = await finish(path, cashier.auth, { property_id: p.id, months: [months[0]], receipts: [cash('579.99')] }).expect(422);
    expect(short.body.error).toBe('El monto pagado no puede ser menor al total');
    expect(await portal.ctx.db.bill.count({ where: { property_id: p.id } })).toBe(0);
    const paid = await finish(path, cashier.auth, { property_id: p.id, months: [months[1], months[0]], receipts: [cash('1160.00')] }).expect(200);
    expect(paid.body.bill).toMatchObject({ status: BILL_STATUS.ACCEPTED, total_bs: '1160.00' });
    const after = await api().get('/api/admin/cash/payments').query({ property_id: p.id }).set(cashier.auth).expect(200);
    expect(after.body.payments.map((r: { id: number }) => r.id)).toEqual([months[2]]);
  });

  it("pays an old agreement's quotas in order; the last one completes the agreement", async () => {
    const { t, p } = await owing();
    const staff = await signedIn(portal, { level_id: 2, permissions: ['view-payment-agreements'] });
    const made = await api().post('/api/admin/agreements/finish').set(staff.auth).send({ client_id: t.id, property_id: p.id, type: 1, quotas: 2 }).expect(200);
    const id = made.body.agreement.id as number;
    expect(made.body.agreement).toMatchObject({ total: '34.8000', quota_amount: '17.4000', quantity_quotas: 2, status: AGREEMENT_STATUS.ACTIVE });
    // its months are no longer offered on their own
    expect((await api().get('/api/admin/cash/payments').query({ property_id: p.id }).set(cashier.auth).expect(200)).body.payments).toEqual([]);
    const list = await api().get('/api/admin/cash/agreements').query({ property_id: p.id }).set(cashier.auth).expect(200);
    expect(list.body.agreements).toEqual([
      expect.objectContaining({
        id,
        quantity_quotas: 2,
        quotas: [expect.objectContaining({ position: 1, total: '17.4000' }), expect.objectContaining({ position: 2 })],
      }),
    ]);
    const path = '/api/admin/cash/agreements/finish';
    const first = await finish(path, cashier.auth, { agreement_id: id, receipts: [cash('870.00')] }).expect(200);
    expect(first.body.bill).toMatchObject({ total_bs: '870.00', status: BILL_STATUS.ACCEPTED });
    const line = await portal.ctx.db.billLine.findFirstOrThrow({ where: { bill_id: first.body.bill.id } });
    expect(line.name).toBe(`Cuota 1/2 del convenio ${made.body.agreement.number_format}`);
    const quotas = await portal.ctx.db.agreementQuota.findMany({ where: { agreement_id: id }, orderBy: { position: 'asc' } });
    expect(quotas[0]!.bill_id).toBe(first.body.bill.id);
    // the second and last quota, paid in cash, completes the agreement
    await finish(path, cashier.auth, { agreement_id: id, receipts: [cash('870.00')] }).expect(200);
    expect((await portal.ctx.db.agreement.findUniqueOrThrow({ where: { id } })).status).toBe(AGREEMENT_STATUS.COMPLETED);
    const done = await finish(path, cashier.auth, { agreement_id: id, receipts: [cash('870.00')] }).expect(422);
    expect(done.body.error).toBe(MSG.cash.noPendingQuota);
  });
});

describe('deleting a pending month at the desk (cash-record-fines-delete)', () => {
  it('needs the permission; removes a pending month (kept with who and when); a billed month is refused', async () => {
    const { p, months } = await owing();
    await api().post('/api/admin/cash/payments/delete').set(cashier.auth).send({ payment_id: months[2] }).expect(403);
    const remover = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'cash-record-fines-delete'] });
    const ok = await api().post('/api/admin/cash/payments/delete').set(remover.auth).send({ payment_id: months[2] }).expect(200);
    expect(ok.body.message).toBe('Se ha eliminado correctamente el aviso de cobro');
    const gone = await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: months[2] } });
    expect([gone.deleted_at !== null, gone.deleted_by]).toEqual([true, remover.user.id]);
    const list = await api().get('/api/admin/cash/payments').query({ property_id: p.id }).set(cashier.auth).expect(200);
    expect(list.body.payments.map((r: { id: number }) => r.id)).toEqual([months[0], months[1]]);
    await finish('/api/admin/cash/payments/finish', cashier.auth, { property_id: p.id, months: [months[0]], receipts: [cash('580.00')] }).expect(200);
    await api().post('/api/admin/cash/payments/delete').set(remover.auth).send({ payment_id: months[0] }).expect(422);
  });
});

describe("the taxpayer's 'Realizar pago'", () => {
  it('lists its own properties and months, pays the oldest by transfer with its voucher file (waits for reconciliation)', async () => {
    const { p, months, auth } = await owing();
    const mine = await api().get('/api/cash/payments/pay').set(auth).expect(200);
    expect(mine.body.properties.map((x: { id: number }) => x.id)).toEqual([p.id]);
    expect(mine.body.payment_methods.map((m: { id: number }) => m.id)).not.toContain(PAYMENT_METHOD.DEBIT);
    expect([mine.body.payments, mine.body.card]).toEqual([[], null]);
    const pay = await api().post('/api/cash/payments/pay').set(auth).send({ property_id: p.id }).expect(200);
    expect(pay.body.payments).toHaveLength(3);
    const skipped = await finish('/api/cash/payments/finish', auth, { property_id: p.id, months: [months[1]], receipts: [transfer('580.00')] }, 'file').expect(
      422,
    );
    expect(skipped.body.error).toBe(fillMessage(MSG.cash.payEarlierMonth, { month: 'enero 2026' }));
    const res = await finish('/api/cash/payments/finish', auth, { property_id: p.id, months: [months[0]], receipts: [transfer('580.00')] }, 'file').expect(200);
    // waits for reconciliation: a receipt number, no fiscal invoice number until the money is received
    expect(res.body.bill).toMatchObject({ status: BILL_STATUS.PENDING, number: null, receipt_number: expect.any(Number) });
    const voucher = await portal.ctx.db.voucher.findFirstOrThrow({ where: { bill_id: res.body.bill.id } });
    expect(voucher.file).toMatch(/^vouchers\/.+\.png$/);
  });

  it("another taxpayer's property is 404; staff cannot use the taxpayer's calls; a taxpayer cannot use the desk's", async () => {
    const a = await owing();
    const b = await owing();
    await api().post('/api/cash/payments/pay').set(a.auth).send({ property_id: b.p.id }).expect(404);
    await finish('/api/cash/payments/finish', a.auth, { property_id: b.p.id, months: [b.months[0]], receipts: [transfer('580.00')] }).expect(404);
    expect(await portal.ctx.db.bill.count({ where: { property_id: b.p.id } })).toBe(0);
    await finish('/api/cash/payments/finish', cashier.auth, { property_id: a.p.id, months: [a.months[0]], receipts: [cash('580.00')] }).expect(403);
    await api().get('/api/admin/cash/clients').set(a.auth).expect(403);
    await finish('/api/admin/cash/payments/finish', a.auth, { property_id: a.p.id, months: [a.months[0]], receipts: [cash('580.00')] }).expect(403);
  });
});
