// 'Libro de Ventas' over HTTP on PostgreSQL (issue 28 item 3; docs/reports.md "Libro de Ventas"),
// with bills made by the real desk and reconciliation calls. One story, in order: last month's
// invoices (made today, then moved to last month with SQL: bills.issued_at is the only date the book
// reads), this month's; the book lists every invoice number once in order, an annulled one as
// 'Anulada' 03-ANU with zero amounts; its rows add up to the summary and to SQL sums of the bills;
// a withholding voucher of a later month is an adjustment row of its own month; filters; closing
// last month freezes it (its Excel is byte-identical after new bills and an annulment of one of its
// invoices, which shows as an adjustment this month); the gap check finds a deleted invoice; 403s.
import ExcelJS from 'exceljs';
import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthEnd, monthStart } from '@aseo/shared/billing';
import type { SalesBookResponse, SalesBookRow } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { signedIn } from './support/factories.ts';
import { binaryBody } from './support/binary.ts';
import { pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { salesBookKit } from './support/sales-book.ts';

let portal: TestPortal;
const api = () => request(portal.url);
type Auth = Record<string, string>;
let admin: Auth, reporter: Auth, nobody: Auth, cashier: Auth, boss: Auth;
let cashierId = 0;
let bossId = 0;
let kit: Awaited<ReturnType<typeof salesBookKit>>;

const today = todayYmd();
const thisMonth = { since: monthStart(today), until: monthEnd(today) };
const lastMonthDay = addDays(monthStart(today), -1);
const lastMonth = { since: monthStart(lastMonthDay), until: monthEnd(lastMonthDay) };
const PATH = '/api/admin/reports/sales-book';

type Row = SalesBookRow;
const book = async (query: Record<string, unknown>, auth = reporter) => (await api().get(PATH).query(query).set(auth).expect(200)).body;
type Book = SalesBookResponse & { rows: Row[] };
const allRows = async (query: Record<string, unknown>): Promise<Book> => {
  const first = await book(query);
  const rows: Row[] = [...first.bills.data];
  for (let p = 2; p <= first.bills.last_page; p++) rows.push(...(await book({ ...query, page: p })).bills.data);
  return { ...first, rows };
};
const file = async (kind: 'excel' | 'pdf', query: Record<string, unknown>, auth = reporter) =>
  (await api().get(`${PATH}/${kind}`).query(query).set(auth).buffer(true).parse(binaryBody).expect(200)) as request.Response & { body: Buffer };
/** SQL sum of the stored totals of the non-voided invoices issued in the days (Caracas). */
async function billsSum(range: { since: string; until: string }) {
  const [r] = await portal.ctx.db.$queryRaw<{ s: string }[]>`
    SELECT coalesce(sum(total_bs), 0)::numeric(20,2)::text AS s FROM bills
    WHERE number IS NOT NULL AND status NOT IN (2, 3)
      AND ((issued_at AT TIME ZONE 'UTC') AT TIME ZONE 'America/Caracas')::date BETWEEN ${range.since}::date AND ${range.until}::date`;
  return r!.s;
}
const cents = (rows: Row[], key: keyof Row) => rows.reduce((a, r) => a + Math.round(Number(r[key]) * 100), 0);
const money = (c: number) => (c / 100).toFixed(2);

const last: Record<string, { id: number; number: number }> = {};
const now: Record<string, { id: number; number: number; taxpayer?: { id: number } }> = {};

beforeAll(async () => {
  portal = await startTestPortal();
  const c = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  const b = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments', 'edit-payments-data', 'edit-payment-status'] });
  [cashier, boss, cashierId, bossId] = [c.auth, b.auth, c.user.id, b.user.id];
  admin = (await signedIn(portal, { level_id: 1 })).auth;
  reporter = (await signedIn(portal, { level_id: 2, permissions: ['view-reports'] })).auth;
  nobody = (await signedIn(portal, { level_id: 2, permissions: ['view-cash'] })).auth;
  kit = await salesBookKit(portal, cashier, boss);

  // last month: three cash invoices and a retention agent's, issued today and moved to last month's 15th
  last.a = await kit.cashBill();
  last.b = await kit.cashBill();
  last.c = await kit.cashBill();
  const agent = await kit.agentBill();
  last.agent = agent;
  await portal.ctx.db
    .$executeRaw`UPDATE bills SET issued_at = ${`${lastMonth.since.slice(0, 8)}15T15:00:00Z`}::timestamp + (number * interval '1 minute') WHERE number IS NOT NULL`;
  // its withholding voucher arrives this month: an adjustment row of this month's book
  await kit.withhold(agent);

  // this month: cash, transfer reconciled, one pending (no number), one by another staff member, an agent whose voucher fills its row
  now.a = await kit.cashBill();
  now.b = await kit.cashBill();
  now.c = await kit.transferBill();
  await kit.pendingBill();
  now.boss = await kit.cashBill(boss);
  const a2 = await kit.agentBill();
  now.agent = a2;
  await kit.withhold(a2);
  await kit.annul(now.b.id);
}, 120_000);
afterAll(() => portal?.close());

describe('the book of a month', () => {
  it('lists every invoice number of the month once, in order; the annulled one as Anulada, 03-ANU, zero amounts', async () => {
    const b = await allRows(thisMonth);
    const invoices = b.rows.filter((r) => r.affected_invoice === null);
    const numbers = [now.a, now.b, now.c, now.boss, now.agent].map((x) => x.number);
    expect(invoices.map((r) => r.number)).toEqual(numbers);
    expect(invoices.map((r) => r.number)).toEqual([...numbers].sort((x, y) => x - y));
    expect(b.rows.map((r) => r.operation)).toEqual(b.rows.map((_, i) => i + 1));
    const annulled = invoices.find((r) => r.number === now.b.number)!;
    expect(annulled).toMatchObject({
      transaction_type: '03-ANU',
      status: 2,
      status_text: 'Anulada',
      total_bs: '0.00',
      base_bs: '0.00',
      iva_bs: '0.00',
      exempt_bs: '0.00',
    });
    const paid = invoices.find((r) => r.number === now.a.number)!;
    expect(paid).toMatchObject({
      transaction_type: '01-REG',
      status: 1,
      status_text: 'Activa',
      invoice_number: String(now.a.number).padStart(8, '0'),
      invoice_date: today,
    });
    expect(Number(paid.total_bs)).toBeGreaterThan(0);
    // the agent's voucher of this month fills its own invoice's row
    expect(invoices.find((r) => r.number === now.agent.number)).toMatchObject({ withheld_bs: '60.00', withholding_date: today });

    const lastBook = await allRows({ report: 'month', since: lastMonth.since });
    expect(lastBook.period).toMatchObject({ since: lastMonth.since, until: lastMonth.until, report: 'month', closed: null, closable: true });
    expect(lastBook.rows.map((r) => [r.number, r.transaction_type])).toEqual([last.a, last.b, last.c, last.agent].map((x) => [x.number, '01-REG']));
    expect(lastBook.rows.find((r) => r.number === last.agent.number)).toMatchObject({ withholding_number: null, withheld_bs: '0.00' });
  });

  it('a withholding voucher dated in a later month is an adjustment row (04-AJU) of that month, naming its invoice', async () => {
    const b = await allRows(thisMonth);
    const adjustments = b.rows.filter((r) => r.affected_invoice !== null);
    expect(adjustments).toEqual([
      expect.objectContaining({
        transaction_type: '04-AJU',
        number: last.agent.number,
        affected_invoice: String(last.agent.number).padStart(8, '0'),
        day: today,
        invoice_date: `${lastMonth.since.slice(0, 8)}15`,
        total_bs: '0.00',
        withheld_bs: '60.00',
        withholding_date: today,
      }),
    ]);
    expect(b.rows.at(-1)).toBe(b.rows.find((r) => r.affected_invoice !== null)); // after the invoices
  });

  it('the rows add up to the summary and to the SQL sums of the bills, to the cent', async () => {
    const b = await allRows(thisMonth);
    const total = cents(b.rows, 'total_bs');
    expect(b.summary.total_bs).toBe(money(total));
    expect(b.bills_total).toBe(money(total));
    expect(b.base_imponible).toBe(money(cents(b.rows, 'base_bs')));
    expect(b.summary.iva_bs).toBe(money(cents(b.rows, 'iva_bs')));
    expect(b.summary.exempt_bs).toBe(money(cents(b.rows, 'exempt_bs')));
    expect(b.summary.withheld_bs).toBe('120.00');
    expect(cents(b.rows, 'exempt_bs') + cents(b.rows, 'base_bs') + cents(b.rows, 'iva_bs')).toBe(total);
    expect(b.summary).toMatchObject({ rows: b.rows.length, registered: 4, annulled: 1, adjustments: 1 });
    expect(b.summary.by_rate).toEqual([{ iva_percentage: '16.00', count: 4, base_bs: b.summary.base_bs, iva_bs: b.summary.iva_bs }]);
    expect(b.tie_out).toEqual({ rows_total_bs: money(total), bills_total_bs: await billsSum(thisMonth), difference_bs: '0.00', ok: true });
    expect(await billsSum(thisMonth)).toBe(money(total));
    expect(b.gaps).toEqual({ count: 0, numbers: [] });
    expect(b.conversion_petro).toEqual({ amount: expect.stringMatching(/^50(\.0+)?$/) });
    const [{ ucd }] = await portal.ctx.db.$queryRaw<
      { ucd: string }[]
    >`SELECT sum(total)::numeric(20,4)::text AS ucd FROM bills WHERE number IS NOT NULL AND status = 1
      AND ((issued_at AT TIME ZONE 'UTC') AT TIME ZONE 'America/Caracas')::date >= ${thisMonth.since}::date`;
    expect(b.bills_petro).toBe(ucd);
  });

  it('filters: status, search, client, type, user; the operation numbers stay the book’s', async () => {
    const all = await allRows(thisMonth);
    const annulled = await allRows({ ...thisMonth, status: 2 });
    expect(annulled.rows.map((r) => r.number)).toEqual([now.b.number]);
    expect(annulled.rows[0]!.operation).toBe(all.rows.find((r) => r.number === now.b.number)!.operation);
    expect(annulled.bills_total).toBe('0.00');
    expect((await allRows({ ...thisMonth, status: 1 })).rows.every((r) => r.status === 1)).toBe(true);
    expect((await allRows({ ...thisMonth, search: String(now.c.number).padStart(8, '0') })).rows.map((r) => r.number)).toEqual([now.c.number]);
    const byClient = await allRows({ ...thisMonth, client_id: now.a.taxpayer!.id });
    expect(byClient.rows.map((r) => r.number)).toEqual([now.a.number]);
    expect(byClient.bills_total).toBe(byClient.rows[0]!.total_bs);
    const doc = all.rows.find((r) => r.number === now.a.number)!.document as string;
    expect((await allRows({ ...thisMonth, search: doc })).rows.map((r) => r.number)).toEqual([now.a.number]);
    expect((await allRows({ ...thisMonth, type: 2 })).rows).toEqual([]);
    expect((await allRows({ ...thisMonth, type: 1 })).rows.length).toBe(all.rows.length);
    expect((await allRows({ ...thisMonth, user_id: bossId })).rows.map((r) => r.number)).toEqual([now.boss.number]);
    expect((await allRows({ ...thisMonth, user_id: cashierId })).rows.map((r) => r.number)).not.toContain(now.boss.number);
  });

  it('refuses bad dates and filters with 422 in Spanish, naming the field', async () => {
    const bad = async (query: Record<string, unknown>, field: string, error: string) => {
      const res = await api().get(PATH).query(query).set(reporter).expect(422);
      expect(res.body.error).toBe(error);
      expect(res.body.fields).toHaveProperty(field);
    };
    await bad({ since: '2026-02-30' }, 'since', MSG.reports.salesBookSince);
    await bad({ until: 'ayer' }, 'until', MSG.reports.salesBookUntil);
    await bad({ since: '2026-11-20', until: '2026-11-01' }, 'until', MSG.server.dateRangeOrder);
    await bad({ report: 'year' }, 'report', MSG.reports.salesBookReport);
    await bad({ status: 3 }, 'status', MSG.reports.salesBookStatus);
    await bad({ type: 9 }, 'type', MSG.reports.salesBookType);
    await api().get(`${PATH}/excel`).query({ since: '31-31-2026' }).set(reporter).expect(422);
  });
});

describe('exports', () => {
  it('Excel: the rows and the summary sheet read back; the file name says the report and the month', async () => {
    const res = await file('excel', thisMonth);
    expect(res.headers['content-disposition']).toContain(`libro-de-ventas-${today.slice(0, 7)}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Libro de Ventas')!;
    const b = await allRows(thisMonth);
    expect(sheet.rowCount).toBe(b.rows.length + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('N° Op.');
    const types = b.rows.map((_, i) => sheet.getRow(i + 2).getCell(8).value);
    expect(types).toEqual(b.rows.map((r) => r.transaction_type));
    const summary = wb.getWorksheet('Resumen')!;
    const text: string[] = [];
    summary.eachRow((row) => text.push(row.values ? (row.values as unknown[]).filter(Boolean).join(' | ') : ''));
    expect(text.join('\n')).toContain('cuadra al céntimo');
    expect(text.join('\n')).toContain('no falta ningún número de factura');
    expect(text.join('\n')).toContain(`Total ventas con IVA | ${Number(b.summary.total_bs)}`);
  });

  it('PDF: landscape book with its columns, annulment, adjustment, summary and checks', async () => {
    const res = await file('pdf', thisMonth);
    expect(res.headers['content-disposition']).toContain(`libro-de-ventas-${today.slice(0, 7)}.pdf`);
    writeFileSync('/tmp/sales-book-test.pdf', res.body);
    const text = pdfText(res.body);
    expect(text).toContain('Libro de Ventas');
    expect(text).toContain('03-ANU');
    expect(text).toContain('04-AJU');
    expect(text).toContain(String(now.c.number).padStart(8, '0'));
    expect(text).toContain('Débito fiscal');
    expect(text).toContain('cuadra al céntimo');
    expect(text).toMatch(/Página 1 de \d/);
  });
});

describe('closing a period', () => {
  let excelBefore: Buffer;
  let pdfTextBefore = '';
  it('only an administrator closes, only an ended period, never twice or overlapping', async () => {
    await api().post(`${PATH}/close`).set(reporter).send({ report: 'month', since: lastMonth.since }).expect(403);
    await api().post(`${PATH}/close`).set(nobody).send({ report: 'month', since: lastMonth.since }).expect(403);
    const open = await api().post(`${PATH}/close`).set(admin).send({ report: 'month', since: today }).expect(422);
    expect(open.body.error).toBe(MSG.reports.salesBookNotEnded);
    await api().post(`${PATH}/close`).set(admin).send({ report: 'quarter', since: lastMonth.since }).expect(422);

    const closed = await api().post(`${PATH}/close`).set(admin).send({ report: 'month', since: lastMonth.since }).expect(200);
    expect(closed.body).toMatchObject({
      message: MSG.reports.salesBookClosed,
      period: { kind: 'month', since: lastMonth.since, until: lastMonth.until, row_count: 4, digest: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const again = await api().post(`${PATH}/close`).set(admin).send({ report: 'half', since: lastMonth.since }).expect(422);
    expect(again.body.error).toBe(MSG.reports.salesBookOverlap);
    const audit = await portal.ctx.db.auditLog.findFirst({
      where: { value_id: String(closed.body.period.id), module_id: 10, subject_type: 'SalesBookPeriod' },
    });
    expect(audit?.new_values).toMatchObject({ row_count: 4, digest: closed.body.period.digest });
    expect(await portal.ctx.db.salesBookEntry.count({ where: { period_id: closed.body.period.id } })).toBe(4);
    const periods = await api().get(`${PATH}/periods`).set(reporter).expect(200);
    expect(periods.body.periods).toEqual([expect.objectContaining({ id: closed.body.period.id, closed_by: expect.any(String) })]);
    const b = await book(lastMonth);
    expect(b.period.closed).toMatchObject({ id: closed.body.period.id });
    expect(b.period.closable).toBe(false);
    excelBefore = (await file('excel', lastMonth)).body;
    pdfTextBefore = pdfText((await file('pdf', lastMonth)).body);
  });

  it('a closed month regenerates byte for byte after new bills and the annulment of one of its invoices, which shows as an adjustment this month', async () => {
    await kit.cashBill();
    await kit.annul(last.c.id);
    // a zip stamps each entry with a time of 2-second resolution: regenerate in another one
    await new Promise((r) => setTimeout(r, 2100));
    const again = (await file('excel', lastMonth)).body;
    expect(Buffer.compare(again, excelBefore)).toBe(0);
    expect(pdfText((await file('pdf', lastMonth)).body)).toBe(pdfTextBefore);
    const frozen = await allRows(lastMonth);
    expect(frozen.rows.find((r) => r.number === last.c.number)).toMatchObject({ transaction_type: '01-REG', status: 1 });
    expect(frozen.tie_out.ok).toBe(true);

    const b = await allRows(thisMonth);
    const adj = b.rows.find((r) => r.affected_invoice !== null && r.transaction_type === '03-ANU')!;
    const original = frozen.rows.find((r) => r.number === last.c.number)!;
    expect(adj).toMatchObject({
      number: last.c.number,
      day: today,
      status: 2,
      status_text: 'Anulada',
      total_bs: `-${original.total_bs}`,
      iva_bs: `-${original.iva_bs}`,
    });
    expect(b.summary.adjustments).toBe(2);
    // the month's bills less the invoice of the closed month annulled this month: still to the cent
    expect(b.tie_out).toMatchObject({ ok: true, difference_bs: '0.00' });
    expect(b.tie_out.rows_total_bs).toBe(money(Math.round(Number(await billsSum(thisMonth)) * 100) - Math.round(Number(original.total_bs) * 100)));
    expect(b.rows.filter((r) => r.affected_invoice === null).every((r) => r.number > last.agent.number)).toBe(true);
  });
});

describe('permissions', () => {
  it('403 without view-reports for the list, the Excel, the PDF and the periods; the close is for administrators', async () => {
    await api().get(PATH).set(nobody).expect(403);
    await api().get(`${PATH}/excel`).set(nobody).expect(403);
    await api().get(`${PATH}/pdf`).set(nobody).expect(403);
    await api().get(`${PATH}/periods`).set(nobody).expect(403);
    await api().post(`${PATH}/close`).set(nobody).send({ report: 'month', since: lastMonth.since }).expect(403);
    await api().get(PATH).set(admin).expect(200);
  });
});

describe('the gap check', () => {
  it('is empty, then names an invoice number deleted from the database', async () => {
    expect((await book(thisMonth)).gaps).toEqual({ count: 0, numbers: [] });
    await portal.ctx.db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
      await tx.$executeRaw`DELETE FROM bills WHERE id = ${now.c.id}`;
    });
    const b = await book(thisMonth);
    expect(b.gaps).toEqual({ count: 1, numbers: [now.c.number] });
    const res = await file('excel', thisMonth);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as unknown as ArrayBuffer);
    const notes: string[] = [];
    wb.getWorksheet('Resumen')!.eachRow((row) => notes.push(String(row.getCell(1).value ?? '')));
    expect(notes.join('\n')).toContain(`faltan 1 números de factura: ${String(now.c.number).padStart(8, '0')}`);
  });
});
