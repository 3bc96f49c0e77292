// The two Excel exports of the Record de Cuenta (issue 12 item 4): read back with exceljs, their
// rows follow the list's filters (status, search), amounts are numbers in UCD and Bs, and
// 'Exportar Deudas' lists each pending notice with its fines and stored interest, then loose fines.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFine, buildNotice, buildProperty, buildTaxpayer, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const ids = { owing: 0, paid: 0, owingCode: '', paidCode: '' };

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  admin = await signedIn(portal, { level_id: 1 });
  const t = await buildTaxpayer(portal, { name: 'Rosa', lastname: 'Mármol', business_name: 'Bodega Rosa' });
  const owing = await buildProperty(portal, { user_id: t.id });
  const paid = await buildProperty(portal, { user_id: t.id });
  const jan = await buildNotice(portal, { property_id: owing.id, period: d('2026-01-01') });
  await buildNotice(portal, { property_id: owing.id, period: d('2026-02-01') });
  await buildFine(portal, { property_id: owing.id, notice_id: jan.id, amount: '1.2500' });
  await buildFine(portal, { property_id: owing.id, notice_id: jan.id, amount: '0.3000', fine_type_id: 2 });
  // 22:00 of March 10 in Caracas (the 11th in UTC): its day is the 10th, on screen and in 'Exportar Deudas'
  await buildFine(portal, { property_id: owing.id, amount: '2.0000', created_at: new Date('2026-03-11T02:00:00Z') });
  await refreshBalanceOf(portal, [owing.id, paid.id]);
  Object.assign(ids, { owing: owing.id, paid: paid.id, owingCode: owing.code, paidCode: paid.code });
});
afterAll(() => portal?.close());

async function download(path: string, query: Record<string, string | number>) {
  const res = await request(portal.url).get(path).query(query).set(admin.auth).buffer(true).parse(binaryBody);
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.body as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('Record de Cuenta exports', () => {
  it("'Exportar Excel' follows the search and status filters, amounts as numbers", async () => {
    const rows = await download('/api/admin/account-status/excel', { search: 'Mármol' });
    expect(rows[0]).toEqual([
      'ID',
      'Contribuyente',
      'RIF',
      'Código',
      'Tipo',
      'Fecha último pago',
      'Monto adeudado (UCD)',
      'Monto adeudado (Bs)',
      'Meses pendientes',
      'Estatus',
      'Notificado',
    ]);
    expect(rows.slice(1).map((r) => r[3])).toEqual([ids.paidCode, ids.owingCode]);
    const owing = rows.find((r) => r[3] === ids.owingCode)!;
    // what the list and 'Pagos Pendientes' show: the statement today. 2 × (10 + 1.6) + fine 1.25 +
    // loose fine 2 = 26.45 UCD (no bankInterest in force: the stored 0.30 was only a cache of an
    // older calculation); × 50 = 1322.50 Bs
    expect(owing.slice(6)).toEqual([26.45, 1322.5, 2, 'Impago', 'No']);
    const impago = await download('/api/admin/account-status/excel', { search: 'Mármol', status: 3 });
    expect(impago.slice(1).map((r) => r[3])).toEqual([ids.owingCode]);
  });

  it("'Exportar Deudas' lists each pending notice with its fines and interest, then the loose fine", async () => {
    const rows = await download('/api/admin/account-status/excel-debts', { search: ids.owingCode });
    expect(rows[0]).toEqual([
      'Código',
      'Contribuyente',
      'RIF',
      'Fecha',
      'Concepto',
      'Subtotal (UCD)',
      'IVA (UCD)',
      'Multa (UCD)',
      'Intereses (UCD)',
      'Total (UCD)',
    ]);
    const body = rows.slice(1).map((r) => [r[0], r[1], (r[3] as Date).toISOString().slice(0, 10), ...r.slice(5)]);
    expect(body).toEqual([
      [ids.owingCode, 'Bodega Rosa', '2026-01-01', 10, 1.6, 1.25, 0.3, 13.15],
      [ids.owingCode, 'Bodega Rosa', '2026-02-01', 10, 1.6, 0, 0, 11.6],
      [ids.owingCode, 'Bodega Rosa', '2026-03-10', 0, 0, 2, 0, 2],
    ]);
    expect(rows[3]![4]).toBe('Multa');
    const none = await download('/api/admin/account-status/excel-debts', { search: ids.paidCode });
    expect(none).toHaveLength(1);
  });

  it('a moderator without view-account-record is refused', async () => {
    const m = await signedIn(portal, { level_id: 2, permissions: ['view-account-status'] });
    await request(portal.url).get('/api/admin/account-status/excel').set(m.auth).expect(403);
  });
});
