// 'Conciliación bancaria' over HTTP on PostgreSQL (issue 29 item 2; docs/reports.md "Conciliación
// bancaria"): a statement of 5 movements imported through the real call, 3 matching pending transfer
// vouchers and confirmed through the real call, 2 matching nothing (no voucher; the amount differs),
// plus a transfer reconciled by hand with no movement: the report shows both sides, 3 matched, 2
// unmatched movements with their reason and 1 unmatched voucher, the difference explained line by
// line and 0 unexplained; the default range; the DF column only with one institution; its Excel
// read back and its PDF; 403 without view-reports; 422 on bad dates.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { bankReconciliationDefaultRange } from '@aseo/shared/schemas';
import { binaryBody } from './support/binary.ts';
import { signedIn } from './support/factories.ts';
import { paymentsKit, today } from './support/payments.ts';
import { pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const PATH = '/api/admin/reports/bank-reconciliation';
let portal: TestPortal;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
let boss: Awaited<ReturnType<typeof signedIn>>;
let viewer: Awaited<ReturnType<typeof signedIn>>;
const api = () => request(portal.url);
const dmy = (ymd: string) => ymd.split('-').reverse().join('/');
type Line = {
  key: string;
  status: string;
  date: string;
  voucher: { bill_id: number; amount: string; df: string; reference: string | null } | null;
  movement: { reference: string; amount: string } | null;
  reason: string | null;
};
const bills: Record<'a' | 'b' | 'c' | 'd' | 'hand', { bill: { id: number }; reference: string }> = {} as never;
let noVoucherRef = '';

beforeAll(async () => {
  portal = await startTestPortal();
  const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  kit = await paymentsKit(portal, cashier.auth);
  boss = await signedIn(portal, { level_id: 2, permissions: ['view-payments', 'edit-payments-data'] });
  viewer = await signedIn(portal, { level_id: 2, permissions: ['view-reports'] });
  for (const k of ['a', 'b', 'c', 'd', 'hand'] as const) bills[k] = await kit.pendingTransfer();
  noVoucherRef = String(90_000_000 + Math.floor(Math.random() * 9_000_000));
  const csv = [
    'Fecha;Referencia;Descripción;Monto',
    `${dmy(today())};0000${bills.a.reference};TRANSF A;580,00`,
    `${dmy(today())};${bills.b.reference};TRANSF B;580,00`,
    `${dmy(today())};${bills.c.reference};TRANSF C;580,00`,
    `${dmy(today())};${noVoucherRef};DEPOSITO SIN PAGO;125,50`,
    `${dmy(today())};${bills.d.reference};TRANSF D;600,00`,
  ].join('\n');
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
  expect(proposed).toHaveLength(3);
  expect(
    (
      await api()
        .post('/api/admin/bank-statements/confirm')
        .set(boss.auth)
        .send({ movement_ids: proposed.map((m) => m.id) })
        .expect(200)
    ).body.confirmed,
  ).toBe(3);
  // reconciled by hand: accepted, but no movement of the statement backs it
  await api()
    .post('/api/admin/cash/payments/status')
    .set(boss.auth)
    .send({ bill_id: bills.hand.bill.id, status: BILL_STATUS.ACCEPTED, reception_date: today(), amount_paid: '580.00' })
    .expect(200);
});
afterAll(() => portal?.close());

const list = (q: Record<string, unknown> = {}) =>
  api()
    .get(PATH)
    .query({ bank_account_id: kit.account.id, ...q })
    .set(viewer.auth);

describe('bank reconciliation report', () => {
  it('shows both sides: 3 matched, 1 voucher and 2 movements unmatched with their reason, the difference explained and 0 unexplained', async () => {
    const res = await list().expect(200);
    expect(res.body).toMatchObject(bankReconciliationDefaultRange(today())); // the default range: this month to today
    expect(res.body.df_applies).toBe(false);
    expect(res.body.totals).toEqual([
      {
        account: { id: kit.account.id, bank: kit.bank.name, number: kit.account.number, name: 'Alcaldía' },
        vouchers: { count: 4, amount: '2320.00' },
        movements: { count: 5, amount: '2465.50' },
        matched: { count: 3, amount: '1740.00' },
        unmatched_vouchers: { count: 1, amount: '580.00' },
        unmatched_movements: { count: 2, amount: '725.50' },
        difference: '-145.50',
        explained: '-145.50',
        unexplained: '0.00',
        df: expect.any(String),
      },
    ]);
    const lines = res.body.bills.data as Line[];
    expect(res.body.bills.total).toBe(6);
    const matched = lines.filter((l) => l.status === 'matched');
    expect(matched.map((l) => l.voucher!.bill_id).sort()).toEqual([bills.a.bill.id, bills.b.bill.id, bills.c.bill.id].sort());
    for (const l of matched) expect(l).toMatchObject({ date: today(), voucher: { amount: '580.00' }, movement: { amount: '580.00' }, reason: null });
    expect(lines.filter((l) => l.status === 'unmatched-voucher')).toEqual([
      expect.objectContaining({ voucher: expect.objectContaining({ bill_id: bills.hand.bill.id }), movement: null, reason: MSG.reports.bankNoMovement }),
    ]);
    const loose = lines.filter((l) => l.status === 'unmatched-movement');
    expect(loose.map((l) => [l.movement!.reference, l.movement!.amount, l.voucher])).toEqual([
      [noVoucherRef, '125.50', null],
      [bills.d.reference, '600.00', null],
    ]);
    expect(loose[0]!.reason).toBe(MSG.statements.noVoucher);
    expect(loose[1]!.reason).toMatch(/^El pago R-\d{8} tiene esta referencia pero su monto es Bs\. 580,00$/);
  });

  it('filters by side and by institution (the DF column applies); other dates show nothing', async () => {
    const keys = async (q: Record<string, unknown>) => ((await list(q).expect(200)).body.bills.data as Line[]).map((l) => l.status);
    expect(await keys({ side: 'matched' })).toEqual(['matched', 'matched', 'matched']);
    expect(await keys({ side: 'unmatched-movements' })).toEqual(['unmatched-movement', 'unmatched-movement']);
    expect(await keys({ side: 'unmatched-vouchers' })).toEqual(['unmatched-voucher']);
    const one = await list({ institution_id: 2 }).expect(200);
    expect(one.body.df_applies).toBe(true);
    expect(one.body.totals[0].vouchers).toEqual({ count: 4, amount: '2320.00' });
    expect((await list({ since: '2020-01-01', until: '2020-01-31' }).expect(200)).body).toMatchObject({ totals: [], bills: { total: 0 } });
  });

  it('422 on bad dates and a bad side, naming the field', async () => {
    expect((await list({ since: '2026-02-30' }).expect(422)).body.error).toBe(MSG.server.invalidDate);
    expect((await list({ since: '2026-02-01', until: '2026-01-01' }).expect(422)).body.error).toBe(MSG.server.dateRangeOrder);
    expect((await list({ side: 'todo' }).expect(422)).body.error).toBe(MSG.reports.invalidSide);
    expect((await api().get(`${PATH}/excel`).query({ until: 'ayer' }).set(viewer.auth).expect(422)).body.error).toBe(MSG.server.invalidDate);
  });

  it('Excel read back: the lines through the same columns and the totals with the explained difference; the PDF', async () => {
    const res = await api().get(`${PATH}/excel`).query({ bank_account_id: kit.account.id }).set(viewer.auth).buffer(true).parse(binaryBody).expect(200);
    const range = bankReconciliationDefaultRange(today());
    expect(res.headers['content-disposition']).toContain(`conciliacion-bancaria-${range.since}-a-${range.until}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Cuenta',
      'Fecha',
      'Estado',
      'Pago',
      'Contribuyente',
      'Ref. pago',
      'Monto pago Bs.',
      'Fecha mov.',
      'Ref. movimiento',
      'Monto mov. Bs.',
      'Motivo',
    ]);
    expect(ws.rowCount).toBe(7);
    const statuses = [2, 3, 4, 5, 6, 7].map((i) => ws.getRow(i).getCell(3).value);
    expect(statuses.filter((s) => s === 'Conciliado')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'Movimiento sin pago')).toHaveLength(2);
    const summary = JSON.stringify(wb.getWorksheet('Resumen')!.getSheetValues());
    expect(summary).toContain('No explicada');
    expect(summary).toContain('-145.5');
    const withDf = await api()
      .get(`${PATH}/excel`)
      .query({ bank_account_id: kit.account.id, institution_id: 2 })
      .set(viewer.auth)
      .buffer(true)
      .parse(binaryBody);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(withDf.body as ArrayBuffer);
    expect(wb2.worksheets[0]!.getRow(1).values as unknown[]).toContain('DF Bs.');
    const pdf = await api().get(`${PATH}/pdf`).query({ bank_account_id: kit.account.id }).set(viewer.auth).buffer(true).parse(binaryBody).expect(200);
    const words = pdfText(pdf.body as Buffer);
    expect(words).toContain('Conciliación bancaria');
    expect(words).toContain('No explicada');
    expect(await portal.ctx.db.auditLog.count({ where: { log_name: 'Reporte exportado', user_id: viewer.user.id } })).toBe(3);
  });

  it('403 without view-reports, for the list and both exports', async () => {
    for (const path of [PATH, `${PATH}/excel`, `${PATH}/pdf`]) await api().get(path).set(boss.auth).expect(403);
  });
});
