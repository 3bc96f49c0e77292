// Oldest month first at every desk (issue 26 item 2, docs/cash.md "Oldest month first"): the ledger's
// assertOldestFirst refuses, with 422 and the month named ('Debe pagar primero el mes de febrero
// 2026: …'), a bill that takes a month while an earlier month of the same property is still pending,
// in no live bill and in no active agreement — at the new desk ('Procesar', staff and taxpayer), the
// old desk ('Enviar Pago') and the taxpayer's own payment ('Realizar pago'); a refusal writes nothing.
// Months, not notices: the clean and disposal notices of one month may be billed apart. What does not
// hold a later month back: an earlier month in a live bill, in an active agreement, or deleted. Fines
// and interest follow their notice: one named alone while its month is payable is refused; a loose
// fine is no month. 'Agregar multa' creates a fine in the payment's transaction (staff only). Deleting
// a debt or fine line at a desk needs cash-record-fines-delete (403 without), the Record de Cuenta's rule.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, FINE_TYPE, NOTICE_STATUS, PAYMENT_METHOD, SERVICE_TYPE } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { buildFine, buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let remover: Awaited<ReturnType<typeof signedIn>>;
let bankId = 0;
let accountId = 0;
let reference = 20_000_000 + Math.floor(Math.random() * 60_000_000);
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const NEW_DESK = '/api/admin/bill/box/create/cash/payment';
const OLD_DESK = '/api/admin/cash/payments/finish';
const OWN = '/api/cash/payments/finish';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const first = (month: string) => fillMessage(MSG.cash.payEarlierMonth, { month });

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  remover = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'cash-record-fines-delete'] });
  const bank = await portal.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  bankId = bank.id;
  accountId = (
    await portal.ctx.db.bankAccount.create({
      data: { name: 'Alcaldía', bank_id: bank.id, account_type_id: 1, document_type_id: 3, document: '200000004', number: '01020000000000000004' },
    })
  ).id;
});
afterAll(() => portal?.close());

/** A taxpayer's commercial property owing January, February and March 2026 (10 UCD + 16 % VAT = 580 Bs each). */
async function owing() {
  const t = await buildTaxpayer(portal, { business_name: `Bodega ${Date.now()}` });
  const p = await buildProperty(portal, { user_id: t.id });
  const months: number[] = [];
  for (const m of ['01', '02', '03']) months.push((await buildNotice(portal, { property_id: p.id, period: d(`2026-${m}-01`) })).id);
  await refreshBalanceOf(portal, [p.id]);
  return { t, p, jan: months[0]!, feb: months[1]!, mar: months[2]!, auth: { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` } };
}
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });
const transfer = (amount: string) => ({
  payment_method_id: PAYMENT_METHOD.TRANSFER,
  amount_paid: amount,
  number: String(reference++),
  date: todayYmd(),
  bank_id: bankId,
  bank_account_id: accountId,
  hasFile: true,
});
/** A multipart payment: every field as text or JSON, a voucher file for each receipt that has one. */
function send(path: string, auth: Record<string, string>, body: Record<string, unknown>, list: 'vouchers' | 'receipts', fileField = 'files') {
  const req = api().post(path).set(auth);
  for (const [k, v] of Object.entries(body)) req.field(k, typeof v === 'string' ? v : JSON.stringify(v));
  for (const r of (body[list] as { hasFile?: boolean }[] | undefined) ?? []) if (r.hasFile) req.attach(fileField, PNG, 'pago.png');
  return req;
}
const atNewDesk = (auth: Record<string, string>, property: number, invoices: Record<string, unknown>[], vouchers: Record<string, unknown>[]) =>
  send(NEW_DESK, auth, { property, invoices, vouchers }, 'vouchers');
const debts = (...ids: number[]) => ids.map((id) => ({ type: 'Deuda', id }));
const bills = (propertyId: number) => portal.ctx.db.bill.count({ where: { property_id: propertyId } });
const status = async (id: number) => (await portal.ctx.db.notice.findUniqueOrThrow({ where: { id } })).status;

describe('the new desk', () => {
  it('refuses March while February is pending, naming February; writes nothing; February and March together pass', async () => {
    const { p, jan, feb, mar } = await owing();
    await atNewDesk(cashier.auth, p.id, debts(jan), [cash('580.00')]).expect(200);
    const refused = await atNewDesk(cashier.auth, p.id, debts(mar), [cash('580.00')]).expect(422);
    expect(refused.body.error).toBe(first('febrero 2026'));
    expect(refused.body.error).toMatch(/^Debe pagar primero el mes de febrero 2026/);
    expect([await bills(p.id), await status(mar)]).toEqual([1, NOTICE_STATUS.PENDING]);
    // the order of the items sent does not matter
    const paid = await atNewDesk(cashier.auth, p.id, debts(mar, feb), [cash('1160.00')]).expect(200);
    expect(paid.body.bill).toMatchObject({ status: BILL_STATUS.ACCEPTED, total_bs: '1160.00' });
  });

  it('names the earliest month left behind: January when January and February are pending and March is billed', async () => {
    const { p, mar } = await owing();
    const refused = await atNewDesk(cashier.auth, p.id, debts(mar), [cash('580.00')]).expect(422);
    expect(refused.body.error).toBe(first('enero 2026'));
  });

  it("months, not notices: February's clean notice may go without its disposal notice; March may not", async () => {
    const { p, jan, feb, mar } = await owing();
    const disposal = await buildNotice(portal, { property_id: p.id, period: d('2026-02-01'), service_type_id: SERVICE_TYPE.RDS, total: '5.0000' });
    await atNewDesk(cashier.auth, p.id, debts(jan, feb), [cash('1160.00')]).expect(200);
    expect((await atNewDesk(cashier.auth, p.id, debts(mar), [cash('580.00')]).expect(422)).body.error).toBe(first('febrero 2026'));
    await atNewDesk(cashier.auth, p.id, debts(disposal.id, mar), [cash('870.00')]).expect(200);
  });

  it('an earlier month in a live bill, in an active agreement or deleted does not hold a later month back', async () => {
    const { t, p, jan, feb, mar } = await owing();
    // January waits for reconciliation (a live bill), February is inside an active convention
    await atNewDesk(cashier.auth, p.id, debts(jan), [transfer('580.00')]).expect(200);
    await portal.ctx.db.convention.create({
      data: {
        number: `OF-${Date.now()}`,
        user_id: t.id,
        property_id: p.id,
        total: '11.6000',
        conversion_petro: '50',
        crypt: `of${Date.now().toString(16)}`,
        quotas: { create: [{ position: 1, date: d('2026-12-01'), total: '11.6000', items: { create: [{ notice_id: feb }] } }] },
        holds: { create: [{ notice_id: feb }] },
      },
    });
    // the desk no longer offers February: its quotas pay it
    const offered = await api().get(`/api/admin/bill/box/property/${p.id}/payments-fines`).set(cashier.auth).expect(200);
    expect(offered.body.data.map((r: { id: number }) => r.id)).toEqual([mar]);
    await atNewDesk(cashier.auth, p.id, debts(mar), [cash('580.00')]).expect(200);
    // a deleted month is no debt
    const q = await owing();
    await api().post('/api/admin/cash/payments/delete').set(remover.auth).send({ payment_id: q.jan }).expect(200);
    await atNewDesk(cashier.auth, q.p.id, debts(q.feb), [cash('580.00')]).expect(200);
  });

  it('a taxpayer at the new desk gets the same refusal for its own property', async () => {
    const { p, feb, auth } = await owing();
    const refused = await atNewDesk(auth, p.id, debts(feb), [transfer('580.00')]).expect(422);
    expect(refused.body.error).toBe(first('enero 2026'));
  });
});

describe('the old desk and the taxpayer’s own payment', () => {
  it("'Enviar Pago' of March with February pending: 422 naming February; nothing written", async () => {
    const { p, jan, mar } = await owing();
    const refused = await send(OLD_DESK, cashier.auth, { property_id: p.id, months: [jan, mar], receipts: [cash('1160.00')] }, 'receipts').expect(422);
    expect(refused.body.error).toBe(first('febrero 2026'));
    expect([await bills(p.id), await status(jan), await status(mar)]).toEqual([0, NOTICE_STATUS.PENDING, NOTICE_STATUS.PENDING]);
  });

  it("'Realizar pago': the taxpayer's February before January is refused naming January; January passes", async () => {
    const { p, jan, feb, auth } = await owing();
    const refused = await send(OWN, auth, { property_id: p.id, months: [feb], receipts: [transfer('580.00')] }, 'receipts', 'file').expect(422);
    expect(refused.body.error).toBe(first('enero 2026'));
    expect(await bills(p.id)).toBe(0);
    const paid = await send(OWN, auth, { property_id: p.id, months: [jan], receipts: [transfer('580.00')] }, 'receipts', 'file').expect(200);
    expect(paid.body.bill.status).toBe(BILL_STATUS.PENDING);
  });
});

describe('fines and interest follow their notice', () => {
  it('a fine of February named alone is refused while February is payable; with February it is billed', async () => {
    const { p, jan, feb } = await owing();
    const fine = await buildFine(portal, { property_id: p.id, notice_id: feb, amount: '2.0000' });
    await atNewDesk(cashier.auth, p.id, debts(jan), [cash('580.00')]).expect(200);
    const alone = await atNewDesk(cashier.auth, p.id, [{ type: 'Multa', id: fine.id }], [cash('100.00')]).expect(422);
    expect(alone.body.error).toBe(fillMessage(MSG.cash.fineWithItsMonth, { month: 'febrero 2026' }));
    const together = await atNewDesk(cashier.auth, p.id, [...debts(feb), { type: 'Multa', id: fine.id }], [cash('680.00')]).expect(200);
    expect(together.body.bill.total_bs).toBe('680.00');
    expect((await portal.ctx.db.fine.findUniqueOrThrow({ where: { id: fine.id } })).bill_id).toBe(together.body.bill.id);
  });

  it('a loose fine is no month: billed alone while months are pending; one inside an active agreement is refused', async () => {
    const { t, p } = await owing();
    const loose = await buildFine(portal, { property_id: p.id, amount: '1.0000' });
    const paid = await atNewDesk(cashier.auth, p.id, [{ type: 'Multa', id: loose.id }], [cash('50.00')]).expect(200);
    expect(paid.body.bill.total_bs).toBe('50.00');
    const agreed = await buildFine(portal, { property_id: p.id, amount: '1.0000' });
    await portal.ctx.db.convention.create({
      data: {
        number: `OM-${Date.now()}`,
        user_id: t.id,
        property_id: p.id,
        total: '1.0000',
        conversion_petro: '50',
        crypt: `om${Date.now().toString(16)}`,
        quotas: { create: [{ position: 1, date: d('2026-12-01'), total: '1.0000', items: { create: [{ fine_id: agreed.id }] } }] },
        holds: { create: [{ fine_id: agreed.id }] },
      },
    });
    const refused = await atNewDesk(cashier.auth, p.id, [{ type: 'Multa', id: agreed.id }], [cash('50.00')]).expect(422);
    expect(refused.body.error).toBe(MSG.cash.itemInAgreement);
  });
});

describe("'Agregar multa': a new fine billed in the payment's transaction", () => {
  it('staff add a fine by amount and reason; it is created, taken by the bill and shown apart from interest', async () => {
    const { p, jan } = await owing();
    const res = await atNewDesk(
      cashier.auth,
      p.id,
      [...debts(jan), { type: 'Multa', amount: '2,5', comment: 'Desechos en la vía pública' }],
      [cash('705.00')],
    ).expect(200);
    const bill = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: res.body.bill.id } });
    expect([bill.fines_total.toFixed(4), bill.total_bs.toFixed(2)]).toEqual(['2.5000', '705.00']);
    const fine = await portal.ctx.db.fine.findFirstOrThrow({ where: { property_id: p.id, bill_id: bill.id } });
    expect(fine).toMatchObject({
      fine_type_id: FINE_TYPE.FINE,
      notice_id: null,
      comment: 'Desechos en la vía pública',
      created_by: cashier.user.id,
      status: 0,
    });
    // the invoice's line prints the reason
    expect((await portal.ctx.db.billLine.findFirstOrThrow({ where: { bill_id: bill.id, fine_id: fine.id } })).name).toBe('Multa: Desechos en la vía pública');
  });

  it('a fine without an amount is refused with its message; a refused payment leaves no fine; a taxpayer cannot add one', async () => {
    const { p, jan, auth } = await owing();
    const none = await atNewDesk(cashier.auth, p.id, [{ type: 'Multa' }], [cash('1.00')]).expect(422);
    expect(none.body.error).toBe(MSG.cash.fineAmount);
    await atNewDesk(cashier.auth, p.id, [...debts(jan), { type: 'Multa', amount: '2' }], [cash('1.00')]).expect(422);
    expect(await portal.ctx.db.fine.count({ where: { property_id: p.id } })).toBe(0);
    const client = await atNewDesk(auth, p.id, [...debts(jan), { type: 'Multa', amount: '2' }], [transfer('680.00')]).expect(422);
    expect(client.body.error).toBe(MSG.cash.clientNoticesOnly);
  });
});

describe('deleting a debt or fine line at a desk (cash-record-fines-delete)', () => {
  it('403 without the permission (and for a taxpayer); with it the line is deleted and kept with who, when and why', async () => {
    const { p, jan, auth } = await owing();
    const fine = await buildFine(portal, { property_id: p.id, amount: '1.0000' });
    const body = { fine_id: fine.id, comment: 'Multa cargada por error' };
    await api().post('/api/admin/cash/fines/delete').set(cashier.auth).send(body).expect(403);
    await api().post('/api/admin/cash/fines/delete').set(auth).send(body).expect(403);
    await api().post('/api/admin/cash/payments/delete').set(cashier.auth).send({ payment_id: jan }).expect(403);
    expect((await portal.ctx.db.fine.findUniqueOrThrow({ where: { id: fine.id } })).deleted_at).toBeNull();
    const noReason = await api().post('/api/admin/cash/fines/delete').set(remover.auth).send({ fine_id: fine.id }).expect(422);
    expect(noReason.body.error).toBe(MSG.accountStatus.reasonRequired);
    const ok = await api().post('/api/admin/cash/fines/delete').set(remover.auth).send(body).expect(200);
    expect(ok.body.message).toBe(MSG.accountStatus.fineRemoved);
    const gone = await portal.ctx.db.fine.findUniqueOrThrow({ where: { id: fine.id } });
    expect([gone.deleted_at !== null, gone.deleted_by, gone.delete_reason]).toEqual([true, remover.user.id, 'Multa cargada por error']);
    await api().post('/api/admin/cash/fines/delete').set(remover.auth).send(body).expect(404);
    await api().post('/api/admin/cash/payments/delete').set(remover.auth).send({ payment_id: jan }).expect(200);
    expect((await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: jan } })).deleted_by).toBe(remover.user.id);
  });

  it('a fine already billed is not deleted (the Record de Cuenta rule)', async () => {
    const { p } = await owing();
    const fine = await buildFine(portal, { property_id: p.id, amount: '1.0000' });
    await atNewDesk(cashier.auth, p.id, [{ type: 'Multa', id: fine.id }], [cash('50.00')]).expect(200);
    const refused = await api().post('/api/admin/cash/fines/delete').set(remover.auth).send({ fine_id: fine.id, comment: 'Tarde' }).expect(422);
    expect(refused.body.error).toBe(MSG.accountStatus.fineNotPending);
  });
});
