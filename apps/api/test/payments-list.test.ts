// 'Pagos' over HTTP on PostgreSQL (issue 14 items 1, 2 and 8, first step): a taxpayer lists only its
// own bills; staff filter by status, payment method, type, day and search (code, bill number, amount,
// owner), page through them, and export them to Excel with typed cells; view-payments gates the
// staff list.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, PAYMENT_METHOD } from '@aseo/shared/constants';
import { buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import ExcelJS from 'exceljs';
import { todayYmd } from '@aseo/shared/schemas';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let staff: Awaited<ReturnType<typeof signedIn>>;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const ids = { cash: 0, transfer: 0, other: 0, code: '', owner: '' };
let ownerAuth: Record<string, string> = {};

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  staff = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments'] });
  const bank = await portal.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  const account = await portal.ctx.db.bankAccount.create({
    data: { name: 'Alcaldía', bank_id: bank.id, account_type_id: 1, document_type_id: 3, document: '200000005', number: '01020000000000000005' },
  });
  const owner = await buildTaxpayer(portal, { business_name: 'Ferretería Los Pinos' });
  const p = await buildProperty(portal, { user_id: owner.id });
  const other = await buildTaxpayer(portal);
  const q = await buildProperty(portal, { user_id: other.id });
  const jan = await buildNotice(portal, { property_id: p.id, period: new Date('2026-01-01T00:00:00Z') });
  const feb = await buildNotice(portal, { property_id: p.id, period: new Date('2026-02-01T00:00:00Z') });
  const theirs = await buildNotice(portal, { property_id: q.id, period: new Date('2026-01-01T00:00:00Z') });
  await refreshBalanceOf(portal, [p.id, q.id]);
  const pay = (property: number, notice: number, voucher: Record<string, unknown>) => {
    const req = api()
      .post('/api/admin/bill/box/create/cash/payment')
      .set(staff.auth)
      .field('property', String(property))
      .field('invoices', JSON.stringify([{ type: 'Deuda', id: notice }]))
      .field('vouchers', JSON.stringify([voucher]));
    if (voucher.hasFile) req.attach('files', PNG, 'c.png');
    return req.expect(200).then((r) => r.body.bill.id as number);
  };
  ids.cash = await pay(p.id, jan.id, { payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '580.00' });
  ids.transfer = await pay(p.id, feb.id, {
    payment_method_id: PAYMENT_METHOD.TRANSFER,
    amount_paid: '580.00',
    number: String(70_000_000 + Math.floor(Math.random() * 9_000_000)),
    date: todayYmd(),
    bank_id: bank.id,
    bank_account_id: account.id,
    hasFile: true,
  });
  ids.other = await pay(q.id, theirs.id, { payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '600.00' });
  Object.assign(ids, { code: p.code, owner: owner.username });
  ownerAuth = { Authorization: `Bearer ${await login(portal, owner.username, 'Clave.Segura1')}` };
});
afterAll(() => portal?.close());

const listIds = (body: { bills: { data: { id: number }[] } }) => body.bills.data.map((b) => b.id);

describe("'Pagos'", () => {
  it('a taxpayer lists only its own bills, newest first, with the row of the list', async () => {
    const res = await api().get('/api/cash/payments').set(ownerAuth).expect(200);
    expect(listIds(res.body)).toEqual([ids.transfer, ids.cash]);
    expect(res.body.bills.data[0]).toMatchObject({
      status: BILL_STATUS.PENDING,
      status_text: 'Por conciliar',
      total_bs: '580.00',
      payment_method: 'Transferencia',
      bank: expect.any(String),
      property: { code: ids.code },
      user: { full_name: 'Ferretería Los Pinos' },
    });
    // por conciliar: named by its receipt number; the fiscal invoice number comes with the money (DOMAIN "Bills")
    expect(res.body.bills.data[0].number_format).toMatch(/^R-\d{8}$/);
    expect(res.body.methods.map((m: { id: number }) => m.id)).not.toContain(PAYMENT_METHOD.DEBIT);
    await api().get('/api/cash/payments').set(staff.auth).expect(403);
  });

  it('staff filter by status, method, search (code, number, amount, owner) and page', async () => {
    const get = (q: Record<string, unknown>) => api().get('/api/admin/payments').query(q).set(staff.auth).expect(200);
    expect(listIds((await get({ search: ids.code })).body)).toEqual([ids.transfer, ids.cash]);
    expect(listIds((await get({ search: ids.code, status: BILL_STATUS.ACCEPTED })).body)).toEqual([ids.cash]);
    expect(listIds((await get({ search: ids.code, payment_method: PAYMENT_METHOD.TRANSFER })).body)).toEqual([ids.transfer]);
    expect(listIds((await get({ search: '600,00' })).body)).toContain(ids.other);
    expect(listIds((await get({ search: 'Pinos' })).body)).toEqual([ids.transfer, ids.cash]);
    const number = (await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: ids.cash } })).number!;
    expect(listIds((await get({ search: String(number) })).body)).toContain(ids.cash);
    const today = todayYmd();
    expect(listIds((await get({ search: ids.code, since: today, until: today })).body)).toHaveLength(2);
    expect(listIds((await get({ search: ids.code, until: '2020-01-01' })).body)).toEqual([]);
    const paged = (await get({ page: 1 })).body.bills;
    expect(paged).toMatchObject({ current_page: 1, per_page: expect.any(Number), total: expect.any(Number) });
    const bad = await api().get('/api/admin/payments').query({ status: 9 }).set(staff.auth).expect(422);
    expect(bad.body.error).toBeTruthy();
    await api()
      .get('/api/admin/payments')
      .set((await signedIn(portal, { level_id: 2, permissions: ['view-cash'] })).auth)
      .expect(403);
  });

  it("'Exportar Excel' writes the filtered bills with typed cells", async () => {
    const res = await api().get('/api/admin/cash/get-excel').query({ search: ids.code }).set(staff.auth).buffer(true).parse(binaryBody).expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(expect.arrayContaining(['Usuario', 'Código', 'Factura', 'Monto', 'Estatus']));
    expect(rows).toHaveLength(3);
    const amount = rows[1]![(rows[0] as string[]).indexOf('Monto')];
    expect(amount).toBe(580);
  });
});
