// 'Historial de Comprobantes' over HTTP on PostgreSQL (issue 14 items 3 and 4): a retention agent
// uploads the withholding voucher of its bill — number of 14 digits (YYYYMM + 8), the bill's
// percentage, the amount withheld, a file — refused otherwise with the reason, once per bill and
// once per number; the history lists it; the file is served to its owner and staff only.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { todayYmd } from '@aseo/shared/schemas';

let portal: TestPortal;
const api = () => request(portal.url);
let staff: Awaited<ReturnType<typeof signedIn>>;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const V = MSG.voucherHistory;
const today = () => todayYmd();
let seq = 10_000_000 + Math.floor(Math.random() * 80_000_000);
const number = () => `${today().slice(0, 4)}${today().slice(5, 7)}${seq++}`;

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'retention', [['2025-01-01', '75']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  staff = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-voucher-history', 'edit-payments-data'] });
});
afterAll(() => portal?.close());

/** A taxpayer's January billed (an agent's prefactura completed in cash): the bill id and the taxpayer's auth. */
async function billed(retention: number) {
  const t = await buildTaxpayer(portal, { retention });
  const p = await buildProperty(portal, { user_id: t.id });
  const jan = await buildNotice(portal, { property_id: p.id, period: new Date('2026-01-01T00:00:00Z') });
  await refreshBalanceOf(portal, [p.id]);
  const due = retention === RETENTION.YES ? '520.00' : '580.00';
  const vouchers = retention === RETENTION.YES ? [] : [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: due }];
  const res = await api()
    .post('/api/admin/bill/box/create/cash/payment')
    .set(staff.auth)
    .send({ property: p.id, invoices: [{ type: 'Deuda', id: jan.id }], vouchers })
    .expect(200);
  if (retention === RETENTION.YES)
    await api()
      .post('/api/admin/cash/payments/complete')
      .set(staff.auth)
      .send({ bill_id: res.body.bill.id, receipts: [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: due }] })
      .expect(200);
  return { bill: res.body.bill.id as number, auth: { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` } };
}
function upload(auth: Record<string, string>, fields: Record<string, string | number>, withFile = true, path = '/api/voucher-history/file') {
  const req = api().post(path).set(auth);
  for (const [k, v] of Object.entries(fields)) req.field(k, String(v));
  if (withFile) req.attach('file', PNG, 'retencion.png');
  return req;
}

describe('withholding vouchers', () => {
  it('the agent uploads it once, with the bill’s percentage and withheld VAT; the history shows it', async () => {
    const { bill, auth } = await billed(RETENTION.YES);
    const good = { bill_id: bill, number: number(), date: today(), percentage: 75, amount: '60,00' };
    const cases: [Record<string, string | number>, string][] = [
      [{ ...good, number: '12345' }, V.numberFormat],
      [{ ...good, number: `${today().slice(0, 4)}13${'1'.repeat(8)}` }, V.numberFormat],
      [{ ...good, percentage: 100 }, V.percentage],
      [{ ...good, amount: '59.99' }, V.amountMismatch],
      [{ ...good, date: '2999-01-01' }, MSG.server.dateInFuture],
    ];
    for (const [fields, error] of cases) expect((await upload(auth, fields).expect(422)).body.error).toBe(error);
    expect((await upload(auth, good, false).expect(422)).body.error).toBe(V.uploadError);
    await upload(auth, good).expect(200, { message: 'Se ha subido el archivo correctamente' });
    expect((await upload(auth, { ...good, number: number() }).expect(422)).body.error).toBe(V.alreadyUploaded);
    const history = await api().get('/api/voucher-history').set(auth).expect(200);
    const row = history.body.bills.data.find((b: { id: number }) => b.id === bill);
    expect(row.withholding).toMatchObject({ number: good.number, percentage: '75.00', amount: '60.00' });
    expect(history.body.credit_note).toBe('0.0000');
    const file = await api().get(`/api/voucher-history/file/${row.withholding.id}`).set(auth).expect(200);
    expect(file.headers['content-type']).toMatch(/image\/png/);
    await api().get(`/api/voucher-history/file/${row.withholding.id}`).set(staff.auth).expect(200);
    const other = await billed(RETENTION.NO);
    await api().get(`/api/voucher-history/file/${row.withholding.id}`).set(other.auth).expect(404);
    const staffList = await api()
      .get('/api/admin/voucher-history')
      .query({ search: String(bill) })
      .set(staff.auth)
      .expect(200);
    expect(staffList.body.bills.data.map((b: { id: number }) => b.id)).toContain(bill);
  });

  it('a number is used once per agent; a taxpayer who is not an agent, or another taxpayer’s bill, is refused', async () => {
    const a = await billed(RETENTION.YES);
    const b = await billed(RETENTION.YES);
    const n = number();
    await upload(staff.auth, { bill_id: a.bill, number: n, date: today(), percentage: 75, amount: '60.00' }, true, '/api/admin/voucher-history/file').expect(
      200,
    );
    // the same number on another agent's bill is that agent's own sequence: accepted
    await upload(b.auth, { bill_id: b.bill, number: n, date: today(), percentage: 75, amount: '60.00' }).expect(200);
    const plain = await billed(RETENTION.NO);
    expect((await upload(plain.auth, { bill_id: plain.bill, number: number(), date: today(), percentage: 75, amount: '0' }).expect(422)).body.error).toBe(
      V.notAgent,
    );
    await upload(plain.auth, { bill_id: a.bill, number: number(), date: today(), percentage: 75, amount: '60.00' }).expect(404);
    await upload(a.auth, { bill_id: a.bill, number: number(), date: today(), percentage: 75, amount: '60.00' }, true, '/api/admin/voucher-history/file').expect(
      403,
    );
  });
});
