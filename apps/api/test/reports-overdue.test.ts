// 'Cobranza vencida' over HTTP on PostgreSQL (issue 29 item 1; docs/reports.md "Cobranza vencida";
// DOMAIN "Reports" → "Overdue collection"): a property owing months 10, 41, 102 and 191 days past
// their due day (a month falls due on its last day) and one not yet due puts each in its bucket, and
// the buckets add up to its statement ('Pagos Pendientes' of that day, interest running); as of a past
// day a later payment is ignored; agreement quotas aged by their own dates; the group flag; the
// summary equals the sum of the statements and `overdueTotals`; 422 with section 5's messages; 403.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@aseo/shared/messages';
import { add, bs, sum, ucd } from '@aseo/shared/money';
import { todayYmd } from '@aseo/shared/schemas';
import { overdueTotals } from '../src/modules/reports/index.ts';
import { binaryBody } from './support/binary.ts';
import { buildFine, buildNotice, buildProperty, buildTaxpayer, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { paymentsKit } from './support/payments.ts';
import { pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let viewer: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
const PATH = '/api/admin/reports/overdue_collection';
const AS_OF = '2026-08-10';
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const ids = { client: 0, a: 0, b: 0, c: 0, jan: 0 };

type Row = Record<string, string | number | null>;
const BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd91_180', 'over_180'] as const;
const list = (query: Record<string, unknown>, auth = viewer.auth) => api().get(PATH).query(query).set(auth);
const statement = async (propertyId: number, asOf?: string) =>
  (await api().get('/api/admin/account-status/get-payments').query({ id: propertyId, as_of: asOf }).set(viewer.auth).expect(200)).body;

beforeAll(async () => {
  portal = await startTestPortal();
  const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  viewer = await signedIn(portal, { level_id: 2, permissions: ['view-reports', 'view-account-status'] });
  staff = await signedIn(portal, { level_id: 2, permissions: ['view-payment-agreements'] });
  other = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  const kit = await paymentsKit(portal, cashier.auth); // 50 Bs per UCD, no interest yet
  const { t, p, jan } = await kit.owing();
  ids.client = t.id;
  ids.a = p.id;
  ids.jan = jan.id;
  // due 30/04 (102 days on 10/08), 30/06 (41), 31/07 (10), and August (not due until 31/08)
  for (const m of ['04', '06', '07', '08']) await buildNotice(portal, { property_id: p.id, period: d(`2026-${m}-01`) });
  const june = await portal.ctx.db.notice.findFirstOrThrow({ where: { property_id: p.id, period: d('2026-06-01') } });
  await buildFine(portal, { property_id: p.id, notice_id: june.id, amount: '2.5000', created_at: new Date('2026-07-05T15:00:00Z') });
  // January (191 days on 10/08) paid today at the desk: as of 10/08 it was still owed
  await kit.pay(p.id, jan.id, [{ payment_method_id: 1, amount_paid: '580.00' }]);
  // a second property of the same taxpayer (the group flag), owing March
  const b = await buildProperty(portal, { user_id: t.id });
  ids.b = b.id;
  await buildNotice(portal, { property_id: b.id, period: d('2026-03-01') });
  // a third one whose two months went into an agreement of 3 quotas, each due on its own date
  const c = await buildProperty(portal, { user_id: t.id });
  ids.c = c.id;
  for (const m of ['01', '02']) await buildNotice(portal, { property_id: c.id, period: d(`2026-${m}-01`) });
  await refreshBalanceOf(portal, [p.id, b.id, c.id]);
  await api().post('/api/admin/agreements/finish').set(staff.auth).send({ client_id: t.id, property_id: c.id, type: 1, quotas: 3 }).expect(200);
  // interest from now on: 12 % a year, the statement computes it to the as-of day
  await setHistory(portal, 'bankInterest', [['2025-01-01', '12']]);
});
afterAll(() => portal?.close());

const bucketSum = (r: Row) => ({
  ucd: sum(
    'Ucd',
    BUCKETS.map((k) => ucd(String(r[k]))),
  ).toFixed(4),
  bs: sum(
    'Bs',
    BUCKETS.map((k) => bs(String(r[`${k}_bs`]))),
  ).toFixed(2),
});

describe('Cobranza vencida', () => {
  it('ages each month of a property into its bucket; the buckets add up to its statement of that day', async () => {
    const res = await list({ until: AS_OF, client_id: ids.client }).expect(200);
    expect(res.body.as_of).toBe(AS_OF);
    expect(res.body.conversion_petro.amount).toMatch(/^50/);
    const row = (res.body.payments.data as Row[]).find((r) => r.property_id === ids.a)!;
    const st = await statement(ids.a, AS_OF);
    const byDate = (day: string) => (st.payments.data as { date: string; total: string; total_bs: string }[]).find((x) => x.date === day)!;
    expect(st.payments.data.length).toBe(5); // January (still owed then), April, June, July, August
    // January: 191 days; April: 102; June: 41 (with its fine); July: 10; August: not due
    expect(row.over_180).toBe(byDate('2026-01-01').total);
    expect(row.d91_180).toBe(byDate('2026-04-01').total);
    expect(row.d61_90).toBe('0.0000');
    expect(row.d31_60).toBe(byDate('2026-06-01').total);
    expect(row.d1_30).toBe(byDate('2026-07-01').total);
    expect(row.current).toBe(byDate('2026-08-01').total);
    expect(row.current).toBe('11.6000'); // not due: no interest
    expect(ucd(String(row.over_180)).gt(ucd('11.6'))).toBe(true); // interest ran on January
    expect(row.over_180_bs).toBe(byDate('2026-01-01').total_bs);
    // the buckets add up to the row's outstanding, which is the statement's total, UCD and Bs
    expect(bucketSum(row)).toEqual({ ucd: row.total, bs: row.total_bs });
    expect(row.total).toBe(st.statement.totals.total_debt_fines);
    expect(row.total_bs).toBe(st.statement.totals_bs.total_debt_fines);
    expect(row.oldest_due).toBe('2026-01-31');
  });

  it('as of today the payment counts: January is gone; the agreement quotas are aged by their own dates', async () => {
    const res = await list({ client_id: ids.client }).expect(200);
    expect(res.body.as_of).toBe(todayYmd());
    const rows = res.body.payments.data as Row[];
    const a = rows.find((r) => r.property_id === ids.a)!;
    const st = await statement(ids.a);
    expect(a.total).toBe(st.statement.totals.total_debt_fines);
    expect(st.payments.data.some((x: { date: string }) => x.date === '2026-01-01')).toBe(false);
    // the agreement's property: its statement is empty (the months are held), the 3 quotas are not due yet
    const c = rows.find((r) => r.property_id === ids.c)!;
    const quotas = await portal.ctx.db.agreementQuota.findMany({ where: { agreement: { property_id: ids.c } } });
    expect(quotas.length).toBe(3);
    const quotaTotal = sum(
      'Ucd',
      quotas.map((q) => ucd(q.amount.toFixed(4))),
    ).toFixed(4);
    expect(c.total).toBe(quotaTotal);
    expect(c.current).toBe(quotaTotal);
    expect((await statement(ids.c)).statement.totals.total_debt_fines).toBe('0.0000');
    // once the first quota's date is 40 days gone, it moves to 31–60
    await portal.ctx.db.$executeRaw`UPDATE agreement_quotas SET date = current_date - 40 WHERE id = ${quotas.find((q) => q.position === 1)!.id}`;
    const moved = ((await list({ client_id: ids.client }).expect(200)).body.payments.data as Row[]).find((r) => r.property_id === ids.c)!;
    expect(moved.d31_60).toBe(quotas.find((q) => q.position === 1)!.amount.toFixed(4));
    expect(bucketSum(moved).ucd).toBe(quotaTotal);
  });

  it('the summary is the sum of the statements, equals overdueTotals, and the group flag gives one row per taxpayer', async () => {
    const res = await list({ until: AS_OF, client_id: ids.client }).expect(200);
    const rows = res.body.payments.data as Row[];
    // the agreement was made after 10/08: on that day the third property still owed its two months
    expect(rows.map((r) => r.property_id)).toEqual([ids.a, ids.b, ids.c]);
    let total = ucd(0);
    let totalBs = bs(0);
    for (const id of [ids.a, ids.b, ids.c]) {
      const st = (await statement(id, AS_OF)).statement;
      total = add(total, ucd(st.totals.total_debt_fines));
      totalBs = add(totalBs, bs(st.totals_bs.total_debt_fines));
    }
    expect(res.body.summary).toMatchObject({ properties: 3, taxpayers: 1, ucd: total.toFixed(4), bs: totalBs.toFixed(2) });
    expect(res.body.summary.buckets.map((b: { key: string }) => b.key)).toEqual([...BUCKETS]);
    expect(res.body.payments.total).toBe(3);

    const grouped = await list({ until: AS_OF, client_id: ids.client, group: 1 }).expect(200);
    expect(grouped.body.payments.data).toHaveLength(1);
    const g = grouped.body.payments.data[0] as Row;
    expect(g).toMatchObject({
      key: `u${ids.client}`,
      user_id: ids.client,
      property_id: null,
      properties: 3,
      total: total.toFixed(4),
      total_bs: totalBs.toFixed(2),
    });
    expect(grouped.body.payments.total).toBe(1);

    // the whole portal on that day: the report's footer without filters = overdueTotals
    const portalWide = (await list({ until: AS_OF }).expect(200)).body;
    const all = portalWide.summary;
    // the summary without filters (summed over the whole table at once) is the sum of the rows (each its statement)
    expect(portalWide.payments.total).toBeLessThanOrEqual(15);
    const everyRow = portalWide.payments.data as Row[];
    expect(all.ucd).toBe(
      sum(
        'Ucd',
        everyRow.map((r) => ucd(String(r.total))),
      ).toFixed(4),
    );
    expect(all.bs).toBe(
      sum(
        'Bs',
        everyRow.map((r) => bs(String(r.total_bs))),
      ).toFixed(2),
    );
    for (const k of BUCKETS)
      expect(all.buckets.find((b: { key: string }) => b.key === k).ucd).toBe(
        sum(
          'Ucd',
          everyRow.map((r) => ucd(String(r[k]))),
        ).toFixed(4),
      );
    const t = await overdueTotals(portal.ctx.db, AS_OF);
    expect(t).toEqual({
      properties: all.properties,
      taxpayers: all.taxpayers,
      ucd: all.ucd,
      bs: all.bs,
      buckets: all.buckets.map(({ key, ucd, bs }: Record<string, string>) => ({ key, ucd, bs })),
    });
    expect(t.properties).toBeGreaterThanOrEqual(3);
  });

  it('filters: since keeps the debt due from that day; the service type; the Excel and the PDF carry the rows and the totals', async () => {
    const since = (await list({ until: AS_OF, client_id: ids.client, since: '2026-06-01' }).expect(200)).body.payments.data as Row[];
    const a = since.find((r) => r.property_id === ids.a)!;
    expect([a.over_180, a.d91_180]).toEqual(['0.0000', '0.0000']);
    expect(since.find((r) => r.property_id === ids.b)).toBeUndefined(); // March only
    expect(since.find((r) => r.property_id === ids.c)).toBeUndefined(); // January and February only
    expect((await list({ until: AS_OF, client_id: ids.client, service_type_id: 2 }).expect(200)).body.payments.data).toEqual([]);

    const xlsx = await api().get(`${PATH}/excel`).query({ until: AS_OF, client_id: ids.client }).set(viewer.auth).buffer(true).parse(binaryBody).expect(200);
    expect(xlsx.headers['content-disposition']).toContain(`cobranza-vencida-${AS_OF}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as ArrayBuffer);
    const sheet = wb.getWorksheet('Cobranza vencida')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Código');
    expect(sheet.rowCount).toBe(4);
    const listed = (await list({ until: AS_OF, client_id: ids.client }).expect(200)).body;
    const totalCol = (sheet.getRow(1).values as unknown[]).indexOf('Total UCD');
    const sheetTotal = [2, 3, 4].reduce((acc, i) => add(acc, ucd(String(sheet.getRow(i).getCell(totalCol).value))), ucd(0));
    expect(sheetTotal.toFixed(4)).toBe(listed.summary.ucd);

    const pdf = await api()
      .get(`${PATH}/pdf`)
      .query({ until: AS_OF, client_id: ids.client, group: 1 })
      .set(viewer.auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Reporte de Cobranza Vencida');
    expect(text).toContain('agrupado por contribuyente');
    expect(text).toContain('Más de 180 días');
  });

  it("the whole portal's Excel (one set-based statement through a cursor) has the list's rows in its order with the same figures, by property and grouped", async () => {
    for (const group of [0, 1]) {
      const rows: Row[] = [];
      for (let page = 1; ; page++) {
        const body = (await list({ until: AS_OF, group, page }).expect(200)).body;
        rows.push(...(body.payments.data as Row[]));
        if (rows.length >= body.payments.total) break;
      }
      expect(rows.length).toBeGreaterThan(group ? 0 : 2);
      const xlsx = await api().get(`${PATH}/excel`).query({ until: AS_OF, group }).set(viewer.auth).buffer(true).parse(binaryBody).expect(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.body as ArrayBuffer);
      const sheet = wb.getWorksheet('Cobranza vencida')!;
      const header = sheet.getRow(1).values as unknown[];
      const col = (name: string) => header.indexOf(name);
      const lines = Array.from({ length: rows.length }, (_, i) => sheet.getRow(i + 2));
      expect(lines.map((l) => String(l.getCell(col('Contribuyente')).value))).toEqual(rows.map((r) => r.taxpayer));
      expect(lines.map((l) => ucd(String(l.getCell(col('Total UCD')).value)).toFixed(4))).toEqual(rows.map((r) => r.total));
      expect(lines.map((l) => bs(String(l.getCell(col('Total Bs.')).value)).toFixed(2))).toEqual(rows.map((r) => r.total_bs));
      expect(lines.map((l) => ucd(String(l.getCell(col('Más de 180 días UCD')).value)).toFixed(4))).toEqual(rows.map((r) => r.over_180));
      if (!group) expect(lines.map((l) => l.getCell(col('Código')).value)).toEqual(rows.map((r) => r.code));
      // after the rows, nothing but the totals block: no row of the list is missing or repeated
      expect(String(sheet.getRow(rows.length + 2).getCell(col('Contribuyente')).value ?? '')).not.toBe(rows[0]!.taxpayer);
    }
  });

  it('frozen, waived and later interest rows, a fine on its own and a deleted one: the row is still the statement of the day', async () => {
    const t = await buildTaxpayer(portal, {});
    const p = await buildProperty(portal, { user_id: t.id });
    const notices = [];
    for (const m of ['02', '03', '04']) notices.push(await buildNotice(portal, { property_id: p.id, period: d(`2026-${m}-01`) }));
    const at = (day: string) => new Date(`${day}T15:00:00Z`);
    // February: interest frozen on 01/05 at 1.2345; March: its interest row deleted (waived) on 01/05; April: a row made after the day
    await buildFine(portal, {
      property_id: p.id,
      notice_id: notices[0]!.id,
      fine_type_id: 2,
      amount: '1.2345',
      created_at: at('2026-04-01'),
      frozen_at: at('2026-05-01'),
    });
    await buildFine(portal, {
      property_id: p.id,
      notice_id: notices[1]!.id,
      fine_type_id: 2,
      amount: '0.5000',
      created_at: at('2026-04-01'),
      deleted_at: at('2026-05-01'),
    });
    await buildFine(portal, { property_id: p.id, notice_id: notices[2]!.id, fine_type_id: 2, amount: '9.9999', created_at: at('2026-09-01') });
    // a fine on its own imposed 21 days before the day (1–30), and one deleted before the day
    await buildFine(portal, { property_id: p.id, amount: '3.0000', created_at: at('2026-07-20') });
    await buildFine(portal, { property_id: p.id, amount: '4.0000', created_at: at('2026-07-01'), deleted_at: at('2026-07-02') });
    for (const day of [AS_OF, todayYmd()]) {
      const row = ((await list({ until: day, client_id: t.id }).expect(200)).body.payments.data as Row[])[0]!;
      const st = await statement(p.id, day);
      expect(row.total).toBe(st.statement.totals.total_debt_fines);
      expect(row.total_bs).toBe(st.statement.totals_bs.total_debt_fines);
      expect(bucketSum(row)).toEqual({ ucd: row.total, bs: row.total_bs });
    }
    const row = ((await list({ until: AS_OF, client_id: t.id }).expect(200)).body.payments.data as Row[])[0]!;
    expect(row.d1_30).toBe('3.0000');
    // February (163 days), March (132) and April (102): 3 × 11.6 + February's frozen 1.2345 + March's 0 + April's interest of 102 days at 12 %
    const april = ucd('11.6')
      .times(12 * 102)
      .div(36000)
      .toDecimalPlaces(4);
    expect(row.d91_180).toBe(add(ucd('36.0345'), ucd(april.toFixed(4))).toFixed(4));
  });

  it("422 with section 5's messages on bad dates; 403 without view-reports", async () => {
    expect((await list({ since: '2026-08-01', until: '2026-07-01' }).expect(422)).body.error).toBe(MSG.server.dateRangeOrder);
    expect((await list({ until: '2099-01-01' }).expect(422)).body.error).toBe(MSG.server.untilInFuture);
    expect((await list({ since: '2099-01-01' }).expect(422)).body.error).toBe(MSG.server.dateRangeOrder);
    expect((await list({ until: '2026-02-30' }).expect(422)).body.error).toBe(MSG.server.invalidDate);
    expect((await api().get(`${PATH}/excel`).query({ until: '2099-01-01' }).set(viewer.auth).expect(422)).body.error).toBe(MSG.server.untilInFuture);
    for (const path of [PATH, `${PATH}/excel`, `${PATH}/pdf`]) await api().get(path).set(other.auth).expect(403);
  });
});
