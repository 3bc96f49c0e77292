// One total for one debt (issue 26 item 1; DOMAIN "Bills": every Bs total is the sum of its Bs
// lines). A property with months at three rates (two fixed by staff), two fines on one month and
// interest running: the client's 'Estado de Cuenta' list, the staff 'Record de Cuenta' list and its
// Excel export, 'Pagos Pendientes' and the desk's bill all carry the SAME Bs figure — which is not the
// UCD total × today's rate the lists used to show.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { bs, rate, sum, ucd, ucdToBs } from '@aseo/shared/money';
import { buildFine, buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
let owner: Record<string, string>;
let property: { id: number; code: string };
let notices: number[];
const d = (day: string) => new Date(`${day}T00:00:00Z`);

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [
    ['2025-01-01', '41.3737'],
    ['2026-06-01', '52.3377'],
  ]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '18']]);
  const t = await buildTaxpayer(portal, { name: 'Rosa', lastname: 'Tovar' });
  property = await buildProperty(portal, { user_id: t.id });
  const fee = { total: '4.2937', iva: '0.6870', total_with_iva: '4.9807', iva_percentage: '16.00' };
  // January and February at rates staff fixed on them, March at the statement's rate
  const jan = await buildNotice(portal, { property_id: property.id, period: d('2026-01-01'), ...fee, use_conversion_local: 1, conversion_petro: '41.3737' });
  const feb = await buildNotice(portal, { property_id: property.id, period: d('2026-02-01'), ...fee, use_conversion_local: 1, conversion_petro: '47.9131' });
  const mar = await buildNotice(portal, { property_id: property.id, period: d('2026-03-01'), ...fee });
  notices = [jan.id, feb.id, mar.id];
  await buildFine(portal, { property_id: property.id, notice_id: jan.id, amount: '1.3333' });
  await buildFine(portal, { property_id: property.id, notice_id: jan.id, amount: '0.6667' });
  await refreshBalanceOf(portal, [property.id]);
  owner = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
  admin = await signedIn(portal, { level_id: 1 });
});
afterAll(() => portal?.close());

async function excelRow(code: string) {
  const res = await request(portal.url)
    .get('/api/admin/account-status/excel')
    .query({ search: code })
    .set(admin.auth)
    .buffer(true)
    .parse(binaryBody)
    .expect(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.body as ArrayBuffer);
  return (wb.worksheets[0]!.getRow(2).values as unknown[]).slice(1);
}

describe('one Bs total for one debt', () => {
  it('the lists, the export and Pagos Pendientes show the sum of the statement’s Bs lines', async () => {
    const pending = (await request(portal.url).get('/api/admin/account-status/get-payments').query({ id: property.id }).set(owner).expect(200)).body;
    const lines = pending.payments.data as { total_bs: string; interest: string }[];
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => ucd(l.interest).gt(0))).toBe(true);
    const total = pending.statement.totals_bs.total_debt_fines as string;
    expect(total).toBe(
      sum(
        'Bs',
        lines.map((l) => bs(l.total_bs)),
      ).toFixed(2),
    );
    // the old figure (UCD total × today's rate) is another number for this property
    expect(ucdToBs(ucd(pending.total_debt_fines), rate('52.3377')).toFixed(2)).not.toBe(total);

    const mine = (await request(portal.url).get('/api/account-status/get').set(owner).expect(200)).body.properties.data[0];
    expect(mine).toMatchObject({ id: property.id, total_conversion_record: total, total_record: pending.total_debt_fines, pending_months: 3 });
    const staff = (await request(portal.url).post('/api/admin/account-status/get').set(admin.auth).send({ search: property.code }).expect(200)).body;
    expect(staff.properties.data[0]).toMatchObject({ total_conversion_record: total, total_record: pending.total_debt_fines });
    const row = await excelRow(property.code);
    expect(row[6]).toBe(Number(pending.total_debt_fines));
    expect(row[7]).toBe(Number(total));
  });

  it('the desk’s bill for every line stores the same Bs total', async () => {
    const pending = (await request(portal.url).get('/api/admin/account-status/get-payments').query({ id: property.id }).set(owner).expect(200)).body;
    const total = pending.statement.totals_bs.total_debt_fines as string;
    const cashier = await signedIn(portal, { level_id: 1 });
    const res = await request(portal.url)
      .post('/api/admin/bill/box/create/cash/payment')
      .set(cashier.auth)
      .field('property', String(property.id))
      .field('invoices', JSON.stringify(notices.map((id) => ({ type: 'Deuda', id }))))
      .field('vouchers', JSON.stringify([{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: total }]))
      .expect(200);
    const bill = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: res.body.bill.id } });
    expect(bill.total_bs.toFixed(2)).toBe(total);
    expect(bill.total.toFixed(4)).toBe(pending.total_debt_fines);
  });
});
