// 'Facturas anuladas' over HTTP on PostgreSQL (issue 28 item 5; docs/reports.md "Facturas anuladas"):
// bills made by the real desk and reconciliation calls — paid in cash, by transfer, reconciled,
// rejected, annulled, rejected by the manual status change — and the report lists the rejected and
// cancelled ones only, with their number (invoice number when accepted once, else receipt number),
// amount, who voided them, when and why; its filters; its Excel read back; 403 without view-reports.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, PAYMENT_METHOD } from '@aseo/shared/constants';
import { invoiceNumberText, receiptNumberText } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { binaryBody } from './support/binary.ts';
import { buildNotice, signedIn } from './support/factories.ts';
import { paymentsKit, today } from './support/payments.ts';
import { pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let boss: Awaited<ReturnType<typeof signedIn>>;
let viewer: Awaited<ReturnType<typeof signedIn>>;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
const PATH = '/api/admin/reports/voided-invoices';
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });

type Bill = { id: number; number: number | null; status: number };
let client = 0;
const bills: Record<'accepted' | 'pending' | 'annulled' | 'rejected' | 'manual' | 'paidAgain', Bill> = {} as never;

beforeAll(async () => {
  portal = await startTestPortal();
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  boss = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments', 'edit-payments-data', 'edit-payment-status'] });
  viewer = await signedIn(portal, { level_id: 2, permissions: ['view-reports'] });
  kit = await paymentsKit(portal, cashier.auth);
  // one taxpayer, one property, four months: every bill below is the desk's
  const { t, p, jan } = await kit.owing();
  client = t.id;
  const feb = await buildNotice(portal, { property_id: p.id });
  const mar = await buildNotice(portal, { property_id: p.id });
  bills.accepted = await kit.pay(p.id, jan.id, [cash('580.00')]);
  bills.pending = await kit.pay(p.id, feb.id, [kit.transfer('580.00')]);
  bills.annulled = await kit.pay(p.id, mar.id, [cash('580.00')]);
  await api().post('/api/admin/cash/payments/cancel').set(boss.auth).send({ bill_id: bills.annulled.id, comments: 'Error de caja' }).expect(200);
  bills.rejected = await kit.pay(p.id, mar.id, [kit.transfer('580.00')]);
  await api()
    .post('/api/admin/cash/payments/status')
    .set(boss.auth)
    .send({ bill_id: bills.rejected.id, status: 2, comments: 'No aparece en el banco' })
    .expect(200);
  bills.manual = await kit.pay(p.id, mar.id, [kit.transfer('580.00')]);
  await api()
    .post(`/api/admin/bill/box/status/${bills.manual.id}/${BILL_STATUS.REJECTED}`)
    .set(boss.auth)
    .send({ comments: 'Referencia duplicada' })
    .expect(200);
  bills.paidAgain = await kit.pay(p.id, mar.id, [cash('580.00')]);
});
afterAll(() => portal?.close());

const list = (query: Record<string, unknown>, auth = viewer.auth) => api().get(PATH).query(query).set(auth);

describe('Facturas anuladas', () => {
  it('lists the rejected and cancelled bills only, with number, amount, who, when and why', async () => {
    const res = await list({ client_id: client }).expect(200);
    const rows = res.body.bills.data as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toEqual([bills.annulled.id, bills.rejected.id, bills.manual.id]);
    for (const absent of [bills.accepted, bills.pending, bills.paidAgain]) expect(rows.map((r) => r.id)).not.toContain(absent.id);
    const stored = await portal.ctx.db.bill.findMany({ where: { id: { in: rows.map((r) => r.id as number) } }, orderBy: { id: 'asc' } });
    const [annulled, rejected] = stored;
    // annulled after acceptance: it keeps its invoice number; rejected before acceptance: its receipt number
    expect(annulled!.number).not.toBeNull();
    expect(rejected!.number).toBeNull();
    expect(rows[0]).toMatchObject({
      number: invoiceNumberText(annulled!.number!),
      invoice_number: annulled!.number,
      status: BILL_STATUS.CANCELLED,
      status_text: 'Anulado',
      total: '11.6000',
      total_bs: '580.00',
      date: today(),
      voided_day: today(),
      voided_by: { id: boss.user.id, username: boss.user.username },
      reason: 'Error de caja',
      property_code: expect.any(String),
      customer_document: expect.stringMatching(/^V-\d+$/),
    });
    expect(rows[1]).toMatchObject({
      number: receiptNumberText(rejected!.receipt_number!),
      invoice_number: null,
      status_text: 'Reversado',
      voided_by: { id: boss.user.id },
      reason: 'No aparece en el banco',
      voided_at: rejected!.rejected_at!.toISOString(),
    });
    expect(rows[2]).toMatchObject({ status: BILL_STATUS.REJECTED, voided_by: { id: boss.user.id }, reason: 'Referencia duplicada' });
    expect(res.body.summary).toEqual({
      rejected: { count: 2, total: '23.2000', total_bs: '1160.00' },
      cancelled: { count: 1, total: '11.6000', total_bs: '580.00' },
      all: { count: 3, total: '34.8000', total_bs: '1740.00' },
    });
    expect(res.body.bills).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
  });

  it('filters by kind, by the voiding day and by search; a bad filter is a 422 naming it', async () => {
    const only = async (q: Record<string, unknown>) =>
      ((await list({ client_id: client, ...q }).expect(200)).body.bills.data as { id: number }[]).map((r) => r.id);
    expect(await only({ status: BILL_STATUS.CANCELLED })).toEqual([bills.annulled.id]);
    expect(await only({ status: BILL_STATUS.REJECTED })).toEqual([bills.rejected.id, bills.manual.id]);
    expect(await only({ since: today(), until: today() })).toHaveLength(3);
    expect(await only({ until: '2020-01-01' })).toEqual([]);
    const stored = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bills.rejected.id } });
    expect(await only({ search: receiptNumberText(stored.receipt_number!) })).toEqual([bills.rejected.id]);
    expect(await only({ search: 'inexistente-xyz' })).toEqual([]);
    const bad = await list({ status: BILL_STATUS.ACCEPTED }).expect(422);
    expect(bad.body.error).toBe(MSG.server.invalidStatus);
    const range = await list({ since: '2026-02-01', until: '2026-01-01' }).expect(422);
    expect(range.body.error).toBe(MSG.server.dateRangeOrder);
  });

  it('Excel: the rows through the same columns, the file named by report and period, a summary sheet; PDF text', async () => {
    const res = await api()
      .get(`${PATH}/excel`)
      .query({ client_id: client, since: today(), until: today() })
      .set(viewer.auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(res.headers['content-disposition']).toContain(`facturas-anuladas-${today()}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'N°',
      'Fecha',
      'Estatus',
      'Contribuyente',
      'Documento',
      'Usuario',
      'Inmueble',
      'Monto UCD',
      'Monto Bs.',
      'Anulada el',
      'Anulada por',
      'Motivo',
    ]);
    expect(ws.rowCount).toBe(4);
    expect(ws.getRow(2).getCell(3).value).toBe('Anulado');
    expect(ws.getRow(2).getCell(9).value).toBe(580);
    expect(ws.getRow(2).getCell(11).value).toBe(boss.user.username);
    expect(ws.getRow(3).getCell(12).value).toBe('No aparece en el banco');
    const summary = wb.getWorksheet('Resumen')!;
    const text = JSON.stringify(summary.getSheetValues());
    expect(text).toContain('Reversados');
    expect(text).toContain('1160');
    const pdf = await api().get(`${PATH}/pdf`).query({ client_id: client }).set(viewer.auth).buffer(true).parse(binaryBody).expect(200);
    expect(pdf.headers['content-disposition']).toContain('facturas-anuladas-todas-las-fechas.pdf');
    const words = pdfText(pdf.body as Buffer);
    expect(words).toContain('Facturas anuladas');
    expect(words).toContain('Error de caja');
    expect(await portal.ctx.db.auditLog.count({ where: { log_name: 'Reporte exportado', user_id: viewer.user.id } })).toBe(2);
  });

  it('403 without view-reports, for the list and both exports', async () => {
    for (const path of [PATH, `${PATH}/excel`, `${PATH}/pdf`]) await api().get(path).set(boss.auth).expect(403);
  });
});
