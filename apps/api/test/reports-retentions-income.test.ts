// 'Retenciones' and 'Ingresos' over HTTP on PostgreSQL (issue 28 item 4; docs/reports.md
// "Retenciones", "Ingresos"). Every bill is the desk's: cash with a surplus (a credit note), the
// credit applied to the next month, a service line, an aseo + disposición pair, a transfer
// reconciled into a bank account, two retention agents' prefacturas completed in cash (one uploads
// its withholding voucher, the other does not), a pending transfer and an annulled bill (both left
// out). Retentions lists the voucher received and the bill missing it with its age; income's groups
// add up to the same total in every dimension and tie to the vouchers to the cent.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, RETENTION, SERVICE_TYPE } from '@aseo/shared/constants';
import { INCOME_GROUPS } from '@aseo/shared/contracts';
import { invoiceNumberText } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { binaryBody } from './support/binary.ts';
import { buildNotice, login, signedIn } from './support/factories.ts';
import { paymentsKit, PNG, today } from './support/payments.ts';
import { pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let boss: Awaited<ReturnType<typeof signedIn>>;
let viewer: Awaited<ReturnType<typeof signedIn>>;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
const RET = '/api/admin/reports/retention-report';
const INC = '/api/admin/reports/income-report';
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });
const voucherNumber = `${today().slice(0, 4)}${today().slice(5, 7)}${String(10_000_000 + Math.floor(Math.random() * 80_000_000))}`;

/** The desk's payment (JSON: no voucher files): the bill. */
async function desk(property: number, invoices: Record<string, unknown>[], vouchers: Record<string, unknown>[], creditApply = false) {
  const res = await api().post('/api/admin/bill/box/create/cash/payment').set(cashier.auth).send({ property, invoices, vouchers, creditApply }).expect(200);
  return res.body.bill as { id: number; number: number | null; status: number };
}
const debt = (id: number) => ({ type: 'Deuda', id });

/** A retention agent's January: the prefactura, completed in cash by staff (accepted, 60 Bs of VAT withheld). */
async function agentBill() {
  const a = await kit.owing(RETENTION.YES);
  const pre = await desk(a.p.id, [debt(a.jan.id)], []);
  await api()
    .post('/api/admin/cash/payments/complete')
    .set(boss.auth)
    .send({ bill_id: pre.id, receipts: [cash('520.00')] })
    .expect(200);
  return { ...a, bill: await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: pre.id } }) };
}

let withVoucher: Awaited<ReturnType<typeof agentBill>>;
let withoutVoucher: Awaited<ReturnType<typeof agentBill>>;

beforeAll(async () => {
  portal = await startTestPortal();
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  boss = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments', 'edit-payments-data', 'edit-payment-status'] });
  viewer = await signedIn(portal, { level_id: 2, permissions: ['view-reports'] });
  kit = await paymentsKit(portal, cashier.auth);
  const service = await portal.ctx.db.cashServiceType.create({ data: { name: `Poda ${Date.now()}` } });

  // 1. January + a 3.5 UCD service in cash, 45 Bs over: a credit note of 0.9 UCD
  const t1 = await kit.owing();
  await desk(t1.p.id, [debt(t1.jan.id), { type: 'Servicio', service_type_id: service.id, amount: '3.5' }], [cash('800.00')]);
  // 2. its February with that credit applied (45 Bs): 535 in cash
  const feb = await buildNotice(portal, { property_id: t1.p.id });
  await desk(t1.p.id, [debt(feb.id)], [cash('535.00')], true);
  // 3. a transfer into the municipal account, reconciled
  const t2 = await kit.owing();
  const transfer = await kit.pay(t2.p.id, t2.jan.id, [kit.transfer('580.00')]);
  await api()
    .post('/api/admin/cash/payments/status')
    .set(boss.auth)
    .send({ bill_id: transfer.id, status: 1, amount_paid: '580.00', reception_date: today() })
    .expect(200);
  // 4. aseo and disposición of the same month, in cash
  const t3 = await kit.owing();
  const rds = await buildNotice(portal, { property_id: t3.p.id, service_type_id: SERVICE_TYPE.RDS });
  await desk(t3.p.id, [debt(t3.jan.id), debt(rds.id)], [cash('1160.00')]);
  // 5, 6. two retention agents; the first uploads its withholding voucher
  withVoucher = await agentBill();
  withoutVoucher = await agentBill();
  const own = { Authorization: `Bearer ${await login(portal, withVoucher.t.username, 'Clave.Segura1')}` };
  const up = api().post('/api/voucher-history/file').set(own);
  for (const [k, v] of Object.entries({ bill_id: withVoucher.bill.id, number: voucherNumber, date: today(), percentage: 75, amount: '60.00' }))
    up.field(k, String(v));
  await up.attach('file', PNG, 'retencion.png').expect(200);
  // left out: a pending transfer, and a bill annulled after being paid
  const t4 = await kit.owing();
  await kit.pay(t4.p.id, t4.jan.id, [kit.transfer('580.00')]);
  const t5 = await kit.owing();
  const annulled = await desk(t5.p.id, [debt(t5.jan.id)], [cash('580.00')]);
  await api().post('/api/admin/cash/payments/cancel').set(boss.auth).send({ bill_id: annulled.id, comments: 'Error' }).expect(200);
});
afterAll(() => portal?.close());

const get = (path: string, query: Record<string, unknown>, auth = viewer.auth) => api().get(path).query(query).set(auth);
async function workbook(path: string, query: Record<string, unknown>) {
  const res = await api().get(path).query(query).set(viewer.auth).buffer(true).parse(binaryBody).expect(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.body as ArrayBuffer);
  return { wb, name: String(res.headers['content-disposition']) };
}

describe('Retenciones', () => {
  it('received: the withholding voucher of the period with its invoice, VAT, percentage and amount; both totals', async () => {
    const res = await get(RET, { since: today(), until: today() }).expect(200);
    expect(res.body.section).toBe('received');
    expect(res.body.retentions.data).toEqual([
      {
        bill_id: withVoucher.bill.id,
        invoice_number: invoiceNumberText(withVoucher.bill.number!),
        invoice_date: today(),
        control_number: null,
        agent_document: withVoucher.bill.customer_document,
        agent_name: withVoucher.bill.customer_name,
        user_id: withVoucher.t.id,
        username: withVoucher.t.username,
        property_code: withVoucher.p.code,
        total_bs: '580.00',
        iva_bs: '80.00',
        percentage: '75.00',
        withheld_bs: '60.00',
        voucher_number: voucherNumber,
        voucher_date: today(),
        age_days: null,
      },
    ]);
    expect(res.body.totals).toEqual({
      received: { count: 1, iva_bs: '80.00', withheld_bs: '60.00' },
      missing: { count: 1, iva_bs: '80.00', withheld_bs: '60.00' },
    });
  });

  it('missing: the agent’s accepted bill without its voucher, with its age in days', async () => {
    const res = await get(RET, { section: 'missing' }).expect(200);
    expect(res.body.retentions.data).toEqual([
      expect.objectContaining({
        bill_id: withoutVoucher.bill.id,
        invoice_number: invoiceNumberText(withoutVoucher.bill.number!),
        withheld_bs: '60.00',
        percentage: '75.00',
        voucher_number: null,
        age_days: 0,
      }),
    ]);
    // forty days later (the issue instant moved back, as time would): forty days old, and out of today's period
    const issued = withoutVoucher.bill.issued_at!;
    await portal.ctx.db.bill.update({ where: { id: withoutVoucher.bill.id }, data: { issued_at: new Date(issued.getTime() - 40 * 86_400_000) } });
    try {
      expect((await get(RET, { section: 'missing' }).expect(200)).body.retentions.data[0].age_days).toBe(40);
      expect((await get(RET, { section: 'missing', since: today() }).expect(200)).body.retentions.data).toEqual([]);
    } finally {
      await portal.ctx.db.bill.update({ where: { id: withoutVoucher.bill.id }, data: { issued_at: issued } });
    }
  });

  it('filters: taxpayer, search by voucher number, period; a bad section or range is a 422 naming it', async () => {
    expect((await get(RET, { client_id: withoutVoucher.t.id }).expect(200)).body.retentions.data).toEqual([]);
    expect((await get(RET, { client_id: withVoucher.t.id }).expect(200)).body.retentions.total).toBe(1);
    expect((await get(RET, { search: voucherNumber }).expect(200)).body.retentions.total).toBe(1);
    expect((await get(RET, { until: '2020-01-01' }).expect(200)).body.totals.received.count).toBe(0);
    expect((await get(RET, { section: 'otra' }).expect(422)).body.error).toBe(MSG.reports.invalidSection);
    expect((await get(RET, { since: '2026-02-01', until: '2026-01-01' }).expect(422)).body.error).toBe(MSG.server.dateRangeOrder);
  });

  it('Excel of each section read back (its own columns), named by report, section and period; PDF text', async () => {
    const received = await workbook(`${RET}/excel`, { since: today(), until: today() });
    expect(received.name).toContain(`retenciones-comprobantes-recibidos-${today()}.xlsx`);
    const ws = received.wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'RIF',
      'Agente de retención',
      'Usuario',
      'Factura N°',
      'Fecha factura',
      'N° de control',
      'Total Bs.',
      'IVA Bs.',
      '% retención',
      'IVA retenido Bs.',
      'Comprobante N°',
      'Fecha comprobante',
    ]);
    expect(ws.rowCount).toBe(2);
    expect([ws.getRow(2).getCell(8).value, ws.getRow(2).getCell(9).value, ws.getRow(2).getCell(10).value, ws.getRow(2).getCell(11).value]).toEqual([
      80,
      75,
      60,
      voucherNumber,
    ]);
    const missing = await workbook(`${RET}/excel`, { section: 'missing' });
    expect(missing.name).toContain('retenciones-facturas-sin-comprobante-todas-las-fechas.xlsx');
    const mws = missing.wb.worksheets[0]!;
    expect(mws.getRow(1).getCell(11).value).toBe('Días sin comprobante');
    expect([mws.getRow(2).getCell(4).value, mws.getRow(2).getCell(11).value]).toEqual([invoiceNumberText(withoutVoucher.bill.number!), 0]);
    expect(JSON.stringify(missing.wb.getWorksheet('Resumen')!.getSheetValues())).toContain('Facturas sin comprobante');
    const pdf = await get(`${RET}/pdf`, {}).buffer(true).parse(binaryBody).expect(200);
    expect(pdfText(pdf.body as Buffer)).toContain(voucherNumber);
  });
});

describe('Ingresos', () => {
  const all = async (group: string, query: Record<string, unknown> = {}) =>
    (await get(INC, { group, since: today(), until: today(), ...query }).expect(200)).body;

  it('every dimension adds up: day, service and kind to the invoice totals, method and account to the vouchers; the tie to the cent', async () => {
    const expected = {
      bills: 6,
      total_bs: '4235.00',
      total_ucd: '84.7000',
      retention_bs: '120.00',
      credit_applied_bs: '45.00',
      due_bs: '4070.00',
      surplus_bs: '45.00',
      received_bs: '4115.00',
      vouchers: 6,
    };
    for (const group of INCOME_GROUPS) {
      const body = await all(group);
      expect(body.group).toBe(group);
      expect(body.summary).toEqual({ ...expected, groups_bs: group === 'method' || group === 'account' ? '4115.00' : '4235.00' });
      const sum = (body.income.data as { amount_bs: string }[]).reduce((a, r) => a + Math.round(Number(r.amount_bs) * 100), 0);
      expect(sum).toBe(Math.round(Number(body.summary.groups_bs) * 100));
    }
    const rows = async (group: string) =>
      ((await all(group)).income.data as Record<string, unknown>[]).map(({ key, bills, vouchers, amount_bs, amount_ucd }) => ({
        key,
        bills,
        vouchers,
        amount_bs,
        amount_ucd,
      }));
    expect(await rows('day')).toEqual([{ key: today(), bills: 6, vouchers: null, amount_bs: '4235.00', amount_ucd: '84.7000' }]);
    expect(await rows('method')).toEqual([
      { key: '1', bills: 5, vouchers: 5, amount_bs: '3535.00', amount_ucd: null },
      { key: '2', bills: 1, vouchers: 1, amount_bs: '580.00', amount_ucd: null },
    ]);
    expect(await rows('account')).toEqual([
      { key: '0', bills: 5, vouchers: 5, amount_bs: '3535.00', amount_ucd: null },
      { key: String(kit.account.id), bills: 1, vouchers: 1, amount_bs: '580.00', amount_ucd: null },
    ]);
    expect(await rows('service')).toEqual([
      { key: 'aseo', bills: 6, vouchers: null, amount_bs: '3480.00', amount_ucd: null },
      { key: 'disposicion', bills: 1, vouchers: null, amount_bs: '580.00', amount_ucd: null },
      { key: 'otros', bills: 1, vouchers: null, amount_bs: '175.00', amount_ucd: null },
    ]);
    expect(await rows('kind')).toEqual([
      { key: 'fees', bills: 6, vouchers: null, amount_bs: '4060.00', amount_ucd: '81.2000' },
      { key: 'fines', bills: 0, vouchers: null, amount_bs: '0.00', amount_ucd: '0.0000' },
      { key: 'interest', bills: 0, vouchers: null, amount_bs: '0.00', amount_ucd: '0.0000' },
      { key: 'services', bills: 1, vouchers: null, amount_bs: '175.00', amount_ucd: '3.5000' },
      { key: 'quotas', bills: 0, vouchers: null, amount_bs: '0.00', amount_ucd: '0.0000' },
    ]);
    const labels = ((await all('account')).income.data as { label: string }[]).map((r) => r.label);
    expect(labels[0]).toBe('Sin cuenta bancaria (efectivo y tarjetas en caja)');
    expect(labels[1]).toContain(kit.account.number);
  });

  it('the stored bills agree: the summary is their sums, and the tie holds bill by bill', async () => {
    const bills = await portal.ctx.db.bill.findMany({ where: { status: 1 }, include: { vouchers: { where: { deleted_at: null } } } });
    const cents = (v: { toString(): string }) => Math.round(Number(v.toString()) * 100);
    const total = bills.reduce((a, b) => a + cents(b.total_bs), 0);
    const received = bills.reduce((a, b) => a + b.vouchers.reduce((x, v) => x + cents(v.amount_paid), 0), 0);
    expect([total, received]).toEqual([423_500, 411_500]);
    for (const b of bills) expect(cents(b.total_bs) - cents(b.retention_bs) - cents(b.credit_note_applied_bs)).toBe(cents(b.due_bs));
  });

  it('a period with nothing accepted is empty and zero; a bad group is a 422 naming it', async () => {
    const body = await all('day', { since: '2020-01-01', until: '2020-01-31' });
    expect(body.income).toMatchObject({ data: [], total: 0 });
    expect(body.summary).toMatchObject({ bills: 0, total_bs: '0.00', received_bs: '0.00', surplus_bs: '0.00', groups_bs: '0.00' });
    expect((await get(INC, { group: 'mes' }).expect(422)).body.error).toBe(MSG.reports.invalidGroup);
  });

  it('Excel by method read back with the tie in its summary sheet; the PDF prints the tie', async () => {
    const { wb, name } = await workbook(`${INC}/excel`, { group: 'method', since: today(), until: today() });
    expect(name).toContain(`ingresos-por-medio-de-pago-${today()}.xlsx`);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['Medio de pago', 'Facturas', 'Comprobantes', 'Monto Bs.']);
    expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual(['Efectivo', 5, 5, 3535]);
    expect((ws.getRow(3).values as unknown[]).slice(1)).toEqual(['Transferencia', 1, 1, 580]);
    const summary = JSON.stringify(wb.getWorksheet('Resumen')!.getSheetValues());
    for (const text of ['(=) Recibido (6 comprob.)', 'recibido en comprobantes', '(-) IVA retenido', '(-) Crédito aplicado', '4115', '4235'])
      expect(summary).toContain(text);
    const pdf = await get(`${INC}/pdf`, { group: 'kind', since: today(), until: today() }).buffer(true).parse(binaryBody).expect(200);
    expect(pdf.headers['content-disposition']).toContain(`ingresos-por-concepto-${today()}.pdf`);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('Cuotas de convenio');
    expect(text).toContain('Cuadre');
  });
});

describe('permissions', () => {
  it('403 without view-reports, for both lists and their exports', async () => {
    for (const base of [RET, INC]) for (const path of [base, `${base}/excel`, `${base}/pdf`]) await api().get(path).set(boss.auth).expect(403);
  });
});

describe('odd input', () => {
  it('a page far past the end, the last possible day and a search full of wildcards answer, never a 5xx', async () => {
    const odd = [{ page: 2_147_483_647 }, { since: '9999-12-31', until: '9999-12-31' }, { search: "%_\\'; --" }, { client_id: 2_147_483_647 }];
    for (const path of [RET, INC, '/api/admin/reports/voided-invoices'])
      for (const q of odd) {
        const res = await get(path, q);
        expect([200, 422], `${path} ${JSON.stringify(q)}: ${JSON.stringify(res.body)}`).toContain(res.status);
      }
  });
});
