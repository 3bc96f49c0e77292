// The staff home over HTTP on PostgreSQL (issue 29 item 4; docs/home.md "The staff home"; ADR 025).
// Real desk payments (cash; cash + debit; a retention agent's prefactura completed in cash), a
// transfer reconciled by hand, one left in the queue and claimed: the home's collections equal the
// 'Ingresos' report of the same days and the SQL sums of the bills, the queue equals the PENDING
// bills, the summary equals the overdue, agreements and retentions reports; annulling a bill moves
// every figure back; `collection_days` equals a recount from the bills; each part is absent without
// the permission of the list it links to.
import request from 'supertest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '@aseo/shared/billing';
import { PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { overdueTotals } from '../src/modules/reports/index.ts';
import { activityFor, signedIn } from './support/factories.ts';
import { paymentsKit, today } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let boss: Awaited<ReturnType<typeof signedIn>>;
let chief: Awaited<ReturnType<typeof signedIn>>;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
const HOME = '/api/admin/home/get';
const INC = '/api/admin/reports/income-report';
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });
const debit = (amount: string) => ({
  payment_method_id: PAYMENT_METHOD.DEBIT,
  amount_paid: amount,
  number: String(10_000_000 + Math.floor(Math.random() * 80_000_000)),
  bank_id: kit.bank.id,
});
const debt = (id: number) => ({ type: 'Deuda', id });
let cashBill: { id: number };
let queued: Awaited<ReturnType<Awaited<ReturnType<typeof paymentsKit>>['pendingTransfer']>>;

async function desk(property: number, invoices: Record<string, unknown>[], vouchers: Record<string, unknown>[]) {
  const res = await api().post('/api/admin/bill/box/create/cash/payment').set(cashier.auth).send({ property, invoices, vouchers }).expect(200);
  return res.body.bill as { id: number; status: number };
}
const home = async (auth = chief.auth) => (await api().get(HOME).set(auth).expect(200)).body;

/** 'Ingresos' of since..today: the summary and the rows of a dimension as key → Bs. */
async function income(since: string, group: 'method' | 'service') {
  const res = await api().get(INC).query({ since, until: today(), group }).set(chief.auth).expect(200);
  const rows = Object.fromEntries((res.body.income.data as { key: string; amount_bs: string }[]).map((r) => [r.key, r.amount_bs]));
  return { summary: res.body.summary, rows };
}

/** The home's period equals Ingresos of the same days, by method and by service, to the cent. */
async function expectEqualsIncome(period: {
  since: string;
  bills: number;
  total_bs: string;
  received_bs: string;
  vouchers: number;
  total_ucd: string;
  by_method: { id: number; amount_bs: string }[];
  by_service: { key: string; amount_bs: string }[];
}) {
  const byMethod = await income(period.since, 'method');
  const byService = await income(period.since, 'service');
  expect(period.bills).toBe(byMethod.summary.bills);
  expect(period.total_bs).toBe(byMethod.summary.total_bs);
  expect(period.total_ucd).toBe(byMethod.summary.total_ucd);
  expect(period.received_bs).toBe(byMethod.summary.received_bs);
  expect(period.vouchers).toBe(byMethod.summary.vouchers);
  expect(Object.fromEntries(period.by_method.map((m) => [String(m.id), m.amount_bs]))).toEqual(byMethod.rows);
  expect(Object.fromEntries(period.by_service.map((s) => [s.key, s.amount_bs]))).toEqual(byService.rows);
}

/** Σ of the accepted bills issued today (Caracas) straight from the bills. */
async function billSums() {
  const [r] = await portal.ctx.db.$queryRaw<{ bills: number; total_bs: string; received_bs: string }[]>`
    SELECT count(*)::int AS bills, coalesce(sum(b.total_bs), 0)::numeric(20, 2)::text AS total_bs,
           (SELECT coalesce(sum(v.amount_paid), 0) FROM vouchers v JOIN bills x ON x.id = v.bill_id
            WHERE v.deleted_at IS NULL AND x.status = 1 AND x.issued_at IS NOT NULL
              AND ((x.issued_at AT TIME ZONE 'UTC') AT TIME ZONE 'America/Caracas')::date = ${today()}::date)::numeric(20, 2)::text AS received_bs
    FROM bills b WHERE b.status = 1 AND b.issued_at IS NOT NULL AND ((b.issued_at AT TIME ZONE 'UTC') AT TIME ZONE 'America/Caracas')::date = ${today()}::date`;
  return r!;
}

beforeAll(async () => {
  portal = await startTestPortal({ HOME_SUMMARY_SECONDS: '0' });
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  boss = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments', 'edit-payments-data', 'edit-payment-status'] });
  chief = await signedIn(portal, { level_id: 2, permissions: ['view-reports', 'view-payments', 'view-urban-cleanliness'] });
  kit = await paymentsKit(portal, cashier.auth);
  // 1. January in cash with 20 Bs over
  const a = await kit.owing();
  cashBill = await desk(a.p.id, [debt(a.jan.id)], [cash('600.00')]);
  // 2. January in cash and debit card
  const b = await kit.owing();
  await desk(b.p.id, [debt(b.jan.id)], [cash('300.00'), debit('280.00')]);
  // 3. a transfer reconciled by hand
  const c = await kit.owing();
  const transfer = await kit.pay(c.p.id, c.jan.id, [kit.transfer('580.00')]);
  await api()
    .post('/api/admin/cash/payments/status')
    .set(boss.auth)
    .send({ bill_id: transfer.id, status: 1, amount_paid: '580.00', reception_date: today() })
    .expect(200);
  // 4. a retention agent's prefactura completed in cash (its withholding voucher missing)
  const agent = await kit.owing(RETENTION.YES);
  const pre = await desk(agent.p.id, [debt(agent.jan.id)], []);
  await api()
    .post('/api/admin/cash/payments/complete')
    .set(boss.auth)
    .send({ bill_id: pre.id, receipts: [cash('520.00')] })
    .expect(200);
  // 5. a transfer left in the queue, claimed by the boss
  queued = await kit.pendingTransfer();
  await api().post('/api/admin/payments/claim').set(boss.auth).send({ bill_id: queued.bill.id }).expect(200);
});
afterAll(() => portal?.close());

describe('the staff home', () => {
  it("today's and this month's collections equal 'Ingresos' of the same days and the sums of the bills", async () => {
    const h = await home();
    expect(h.today).toBe(today());
    expect(h.collections.today).toMatchObject({ since: today(), until: today(), bills: 4 });
    expect(h.collections.today.by_method.map((m: { id: number }) => m.id)).toEqual([PAYMENT_METHOD.CASH, PAYMENT_METHOD.TRANSFER, PAYMENT_METHOD.DEBIT]);
    await expectEqualsIncome(h.collections.today);
    expect(h.collections.month.since).toBe(monthStart(today()));
    await expectEqualsIncome(h.collections.month);
    const sums = await billSums();
    expect(h.collections.today).toMatchObject({ bills: sums.bills, total_bs: sums.total_bs, received_bs: sums.received_bs });
    // the chart: 30 days, oldest first, today last with today's money
    expect(h.collections.days).toHaveLength(30);
    expect(h.collections.days.at(-1)).toEqual({ day: today(), bills: 4, received_bs: sums.received_bs, total_bs: sums.total_bs });
  });

  it('the reconciliation queue: count, amount, oldest and claimed equal the PENDING bills', async () => {
    const h = await home();
    const [q] = await portal.ctx.db.$queryRaw<{ count: number; amount: string; oldest: Date }[]>`
      SELECT count(*)::int AS count, sum(total_bs)::numeric(20, 2)::text AS amount, min(created_at) AS oldest FROM bills WHERE status = 0`;
    expect(h.queue).toEqual({ count: q!.count, amount_bs: q!.amount, oldest: q!.oldest.toISOString(), claimed: 1 });
    expect(h.queue.count).toBe(1);
    expect(h.queue.amount_bs).toBe('580.00');
  });

  it("the summary equals the overdue, agreements and retentions reports' totals", async () => {
    const h = await home();
    const overdue = await overdueTotals(portal.ctx.db, today());
    expect(h.summary.overdue).toEqual({ properties: overdue.properties, taxpayers: overdue.taxpayers, ucd: overdue.ucd, bs: overdue.bs });
    const ret = await api().get('/api/admin/reports/retention-report').query({ section: 'missing' }).set(chief.auth).expect(200);
    expect(h.summary.retentions).toEqual({ missing: ret.body.totals.missing.count, withheld_bs: ret.body.totals.missing.withheld_bs });
    expect(h.summary.retentions.missing).toBe(1);
    const agr = await api().get('/api/admin/reports/report-agreements').query({ en_mora: 'yes' }).set(chief.auth).expect(200);
    expect(h.summary.agreements.en_mora).toBe(agr.body.summary.all.count);
    expect(Number.isNaN(Date.parse(h.summary.computed_at))).toBe(false);
    expect(h.certificates).toEqual({ today: 0, month: 0 });
  });

  it('annulling a bill moves the figures back (its day, its method, its services); the table equals a recount and the backfill of the migration', async () => {
    const before = await home();
    await api().post('/api/admin/cash/payments/cancel').set(boss.auth).send({ bill_id: cashBill.id, comments: 'Error de caja' }).expect(200);
    const after = await home();
    expect(after.collections.today.bills).toBe(before.collections.today.bills - 1);
    expect(Number(after.collections.today.received_bs)).toBeCloseTo(Number(before.collections.today.received_bs) - 600, 2);
    await expectEqualsIncome(after.collections.today);
    await expectEqualsIncome(after.collections.month);
    const sums = await billSums();
    expect(after.collections.today).toMatchObject({ bills: sums.bills, total_bs: sums.total_bs, received_bs: sums.received_bs });
    // the overdue figure is the report's own (kept by the report for OVERDUE_SUMMARY_TTL_MS: equal, not necessarily moved yet)
    const overdue = await overdueTotals(portal.ctx.db, today());
    expect(after.summary.overdue).toEqual({ properties: overdue.properties, taxpayers: overdue.taxpayers, ucd: overdue.ucd, bs: overdue.bs });
    // every day of collection_days equals the bills and vouchers recounted
    const drift = await portal.ctx.db.$queryRaw<unknown[]>`
      WITH r AS (
        SELECT collection_day_of(b.issued_at) AS day, count(*)::int AS bills, sum(b.total_bs) AS total_bs, sum(b.total) AS total_ucd
        FROM bills b WHERE b.status = 1 AND b.issued_at IS NOT NULL GROUP BY 1),
      m AS (
        SELECT x.day, sum(x.s) AS received_bs, jsonb_object_agg(x.m, x.s) AS method_bs
        FROM (SELECT collection_day_of(b.issued_at) AS day, v.payment_method_id::text AS m, sum(v.amount_paid) AS s
              FROM vouchers v JOIN bills b ON b.id = v.bill_id WHERE v.deleted_at IS NULL AND b.status = 1 AND b.issued_at IS NOT NULL GROUP BY 1, 2) x
        GROUP BY x.day)
      SELECT coalesce(r.day, c.day)::text AS day FROM r LEFT JOIN m ON m.day = r.day FULL JOIN collection_days c ON c.day = r.day
      WHERE (coalesce(r.bills, 0), coalesce(r.total_bs, 0), coalesce(r.total_ucd, 0), coalesce(m.received_bs, 0), coalesce(m.method_bs, '{}'))
            IS DISTINCT FROM (coalesce(c.bills, 0), coalesce(c.total_bs, 0), coalesce(c.total_ucd, 0), coalesce(c.received_bs, 0), coalesce(c.method_bs, '{}'))`;
    expect(drift).toEqual([]);
    // the migration's backfill (collection_days_rebuild) gives the table the triggers kept
    const kept = await portal.ctx.db.$queryRaw<
      unknown[]
    >`SELECT day, bills, total_ucd, total_bs, aseo_bs, disposicion_bs, otros_bs, sin_servicio_bs, vouchers, received_bs, method_bs FROM collection_days WHERE bills <> 0 OR vouchers <> 0 ORDER BY day`;
    await portal.ctx.db.$queryRaw`SELECT collection_days_rebuild()`;
    const rebuilt = await portal.ctx.db.$queryRaw<
      unknown[]
    >`SELECT day, bills, total_ucd, total_bs, aseo_bs, disposicion_bs, otros_bs, sin_servicio_bs, vouchers, received_bs, method_bs FROM collection_days ORDER BY day`;
    expect(rebuilt).toEqual(kept);
  });

  it('the taxpayers and active properties are kept as they register, deactivate, delete and change in bulk: always equal to a count of the tables', async () => {
    const admin = await signedIn(portal, { level_id: 1 });
    const counted = async () => {
      const [c] = await portal.ctx.db.$queryRaw<{ taxpayers: number; active_properties: number }[]>`
        SELECT (SELECT count(*) FROM users WHERE level_id = 3 AND deleted_at IS NULL)::int AS taxpayers,
               (SELECT count(*) FROM properties WHERE status = 1 AND deleted_at IS NULL)::int AS active_properties`;
      return c!;
    };
    const shown = async () => {
      const h = await home(admin.auth);
      return { taxpayers: h.taxpayers as number, active_properties: h.active_properties as number };
    };
    const start = await shown();
    expect(start).toEqual(await counted());
    const activity = (await activityFor(portal, 1)).id;
    const created = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send({
        name: 'Bodega La Esquina',
        username: `counts${Date.now()}`,
        document_type_id: 1,
        document: String(40_000_000 + Math.floor(Math.random() * 9_000_000)),
        fiscal_address: 'Calle 3',
        phone_code: '0414',
        phone: '5550102',
        email: 'esquina@example.com',
        password: 'Clave.Segura1',
        password_confirmation: 'Clave.Segura1',
        emails: JSON.stringify([]),
        phones: JSON.stringify([]),
        property: JSON.stringify({ property_type_id: 1, property_use_id: 1, economic_activity_id: activity, zone: 'Centro', street: 'Calle 3', size: '40' }),
      })
      .expect(200);
    const client = created.body.client as { id: number };
    expect(await shown()).toEqual({ taxpayers: start.taxpayers + 1, active_properties: start.active_properties + 1 });
    const property = await portal.ctx.db.property.findFirstOrThrow({ where: { user_id: client.id } });
    await api().post(`/api/admin/clients/${property.id}/disincorporate`).set(admin.auth).send({ id: property.id, disincorporate: 'Local cerrado' }).expect(200);
    expect(await shown()).toEqual({ taxpayers: start.taxpayers + 1, active_properties: start.active_properties });
    await api().post('/api/admin/clients/delete').set(admin.auth).send({ id: client.id }).expect(200);
    expect(await shown()).toEqual(start);
    // one statement over many rows (an import, a bulk fix): counted once, by the statement's rows
    const some = await portal.ctx.db.property.findMany({ where: { status: 1, deleted_at: null }, select: { id: true }, take: 3 });
    const ids = some.map((p) => p.id);
    await portal.ctx.db.$executeRaw`UPDATE properties SET status = 0 WHERE id = ANY(${ids})`;
    expect(await shown()).toEqual({ taxpayers: start.taxpayers, active_properties: start.active_properties - ids.length });
    await portal.ctx.db.$executeRaw`UPDATE properties SET status = 1 WHERE id = ANY(${ids})`;
    expect(await shown()).toEqual(await counted());
    // after a bulk load with triggers off, the rebuild counts again
    await portal.ctx.db.$executeRaw`UPDATE portal_counts SET taxpayers = 0, active_properties = 0`;
    await portal.ctx.db.$executeRaw`SELECT portal_counts_rebuild()`;
    expect(await shown()).toEqual(await counted());
  });

  it('each part is there only with the permission of the list it opens; taxpayers are refused', async () => {
    const only = async (permissions: string[]) => Object.keys(await home((await signedIn(portal, { level_id: 2, permissions })).auth)).sort();
    const base = ['active_properties', 'as_of', 'pending_verification', 'registered_today', 'taxpayers', 'today'];
    expect(await only(['view-cash'])).toEqual(base);
    expect(await only(['view-payments'])).toEqual([...base, 'queue'].sort());
    expect(await only(['view-reports'])).toEqual([...base, 'collections', 'summary'].sort());
    expect(await only(['view-urban-cleanliness'])).toEqual([...base, 'certificates'].sort());
    const taxpayer = await signedIn(portal);
    await api().get(HOME).set(taxpayer.auth).expect(403);
  });

  it("administrators read the daily copy's outcome (README 'Backups'): off under tests, then a failed copy with its message", async () => {
    const admin = await signedIn(portal, { level_id: 1 });
    expect((await home(admin.auth)).backup).toEqual({ schedule: 'off', last: null, last_ok_at: null });
    expect((await home(chief.auth)).backup).toBeUndefined();
    const good = { at: '2026-11-25T06:30:00.000Z', ok: true, message: 'ok', folder: '/x', seconds: 1, bytes: 10 };
    const bad = { at: '2026-11-26T06:30:00.000Z', ok: false, message: 'disco lleno', folder: null, seconds: 1, bytes: null };
    await mkdir(portal.ctx.cfg.backupDir, { recursive: true });
    await writeFile(path.join(portal.ctx.cfg.backupDir, 'status.json'), JSON.stringify({ last: bad, last_ok: good }));
    expect((await home(admin.auth)).backup).toEqual({
      schedule: 'off',
      last: { at: bad.at, ok: false, message: 'disco lleno' },
      last_ok_at: good.at,
    });
  });
});
