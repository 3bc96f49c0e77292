// The monthly billing run (issue 12, item 1) on a real portal and its real PostgreSQL: notice
// amounts equal the tariff engine's monthlyFee for a table of cases, a month generated twice adds
// nothing, concurrent runs (direct and through the pg-boss schedule of two API instances) write
// each notice once, a run killed with SIGKILL resumes from its checkpoint to the same notices, and
// the per-property balances equal the sums of the notices.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_RATE, buildBill, buildNotice, buildProperty, buildTaxpayer, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { PROPERTY_TYPE, PROPERTY_USE, SERVICE_TYPE } from '@aseo/shared/constants';
import { percent, ucd } from '@aseo/shared/money';
import { monthlyFee } from '@aseo/shared/tariffs';
import { refreshBalances, runBilling, sqlRunner } from '../src/modules/billing/index.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let portal: TestPortal;
const db = () => portal.ctx.db;

type Price = [cf: string, ac: string, adj: string];
async function activity(size: string, clean: Price, rds: Price, taxFree = 0, typeId: number = PROPERTY_TYPE.COMMERCIAL) {
  const row = (service_type_id: number, [commercial_factor, additional_coefficient, adjustment_factor]: Price) => ({
    service_type_id,
    commercial_factor,
    additional_coefficient,
    adjustment_factor,
  });
  return db().economicActivity.create({
    data: {
      code: uniq('B').slice(0, 20),
      name: 'Actividad de facturación',
      property_type_id: typeId,
      size,
      tax_free: taxFree,
      prices: { create: [row(SERVICE_TYPE.CLEAN, clean), row(SERVICE_TYPE.RDS, rds)] },
    },
  });
}

/** Property ids by case name, with the first month each is billed (null: never). */
const cases: Record<string, { id: number; from: string | null }> = {};
const billedIn = (c: { from: string | null }, period: string) => c.from != null && c.from <= period;

beforeAll(async () => {
  portal = await startTestPortal();
  await db().globalValue.create({ data: { key: 'conversion_petro', amount: FACTORY_RATE, valid_from: new Date(Date.now() - 60_000) } });
  const owner = await buildTaxpayer(portal);
  const deletedOwner = await buildTaxpayer(portal, { deleted_at: new Date() });
  const shop = await activity('100', ['2.5000', '0.0200', '1.0000'], ['1.2500', '0.0100', '1.0000']);
  // 1 + 0.0001 × 0.50 = 1.00005 → 1.0001 (half-up); VAT 0.160016 → 0.1600
  const halfUp = await activity('10', ['1.0000', '0.0001', '1.0000'], ['0.3333', '0.0007', '1.5000']);
  const taxFree = await activity('50', ['3.0000', '0.0150', '1.2000'], ['0.0000', '0.0000', '1.0000'], 1);
  const home = await activity('80', ['0.7500', '0.0050', '1.0000'], ['0.2500', '0.0000', '1.0000'], 0, PROPERTY_TYPE.RESIDENTIAL);
  const zero = await activity('100', ['0.0000', '0.0000', '1.0000'], ['0.0000', '0.0300', '1.0000']);
  const industry = await activity('500', ['12.3456', '0.0123', '0.8765'], ['4.4444', '0.0045', '1.1111'], 0, PROPERTY_TYPE.INDUSTRIAL);
  // buildProperty's obligation starts on 2026-01-01 unless `date` says otherwise
  const make = async (name: string, billed: boolean, data: Partial<Parameters<typeof buildProperty>[1]>, from = '2026-01') => {
    cases[name] = { id: (await buildProperty(portal, { user_id: owner.id, ...data })).id, from: billed ? from : null };
  };
  await make('commercial with VAT', true, { economic_activity_id: shop.id, size: '120.00' });
  await make('commercial below the maximum area', true, { economic_activity_id: shop.id, size: '35.50' });
  await make('half-up rounding', true, { economic_activity_id: halfUp.id, size: '10.50' });
  await make('tax-free activity (RDS fee 0)', true, { economic_activity_id: taxFree.id, size: '77.77' });
  const residential = { property_type_id: PROPERTY_TYPE.RESIDENTIAL, economic_activity_id: home.id };
  await make('residential exempt', true, { ...residential, size: '95.00' });
  await make('condominium of 12 houses', true, { ...residential, property_use_id: PROPERTY_USE.CONDOMINIUM, quantity_houses: 12, size: '300.00' });
  await make('residential individual ignores houses', true, { ...residential, quantity_houses: 7, size: '60.00' });
  await make('industrial with adjustment', true, { property_type_id: PROPERTY_TYPE.INDUSTRIAL, economic_activity_id: industry.id, size: '1234.56' });
  await make('zero clean fee, RDS fee', true, { economic_activity_id: zero.id, size: '150.00' });
  await make('zero fee on both', false, { economic_activity_id: zero.id, size: '100.00' });
  await make('disincorporated', false, { economic_activity_id: shop.id, status: 0, disincorporated_at: new Date() });
  await make('deleted', false, { economic_activity_id: shop.id, deleted_at: new Date() });
  // no start date: its creation day in Caracas counts (22:00 on February's last day there is already March in UTC), as "Calcular" counts it
  await make(
    'created on the evening of February 28 in Caracas',
    true,
    { economic_activity_id: shop.id, date: null, created_at: new Date('2026-03-01T02:00:00Z') },
    '2026-02',
  );
  await make('obligation starts in April', true, { economic_activity_id: shop.id, date: new Date('2026-04-20T00:00:00Z') }, '2026-04');
  cases['taxpayer deleted'] = { id: (await buildProperty(portal, { user_id: deletedOwner.id, economic_activity_id: shop.id })).id, from: null };
});
afterAll(async () => portal?.close());

/** Every notice the period should have: monthlyFee of each billed case and price row whose fee is not 0. */
async function expectedNotices(period: string, ivaPercentage = '16.00') {
  const ids = Object.values(cases).map((c) => c.id);
  const properties = await db().property.findMany({ where: { id: { in: ids } }, include: { economic_activity: { include: { prices: true } } } });
  const billed = new Set(
    Object.values(cases)
      .filter((c) => billedIn(c, period))
      .map((c) => c.id),
  );
  return properties
    .filter((p) => billed.has(p.id))
    .flatMap((p) =>
      p.economic_activity.prices.map((price) => {
        const r = monthlyFee({
          size: p.size.toString(),
          property_type_id: p.property_type_id,
          property_use_id: p.property_use_id,
          quantity_houses: p.quantity_houses,
          activity: { size: p.economic_activity.size.toString(), tax_free: p.economic_activity.tax_free },
          price: {
            commercial_factor: ucd(price.commercial_factor),
            additional_coefficient: ucd(price.additional_coefficient),
            adjustment_factor: price.adjustment_factor,
          },
          iva: percent(ivaPercentage),
        });
        return {
          property_id: p.id,
          service_type_id: price.service_type_id,
          total: r.fee.toFixed(4),
          iva: r.iva.toFixed(4),
          exempt: r.exempt.toFixed(4),
          total_with_iva: r.total.toFixed(4),
        };
      }),
    )
    .filter((n) => n.total !== '0.0000')
    .sort((a, b) => a.property_id - b.property_id || a.service_type_id - b.service_type_id);
}

async function noticesOf(period: string) {
  const rows = await db().notice.findMany({
    where: { period: new Date(`${period}-01T00:00:00Z`) },
    orderBy: [{ property_id: 'asc' }, { service_type_id: 'asc' }],
  });
  return rows.map((n) => ({
    property_id: n.property_id,
    service_type_id: n.service_type_id,
    total: n.total.toFixed(4),
    iva: n.iva.toFixed(4),
    exempt: n.exempt.toFixed(4),
    total_with_iva: n.total_with_iva.toFixed(4),
    iva_percentage: n.iva_percentage.toFixed(2),
    conversion_petro: n.conversion_petro.toFixed(8),
  }));
}

/** Balance rows next to the sums of the pending notices of the same properties. */
async function balancesAndSums() {
  return db().$queryRaw<{ property_id: number; ok: boolean }[]>`
    SELECT b.property_id,
           (b.total_debt, b.total_iva, b.total_debt_fines, b.pending_months, b.account_status)
             = (COALESCE(s.debt, 0), COALESCE(s.iva, 0), COALESCE(s.debt + s.iva, 0), COALESCE(s.months, 0), CASE WHEN s.debt + s.iva > 0 THEN 3 ELSE 1 END) AS ok
    FROM property_balances b
    LEFT JOIN (SELECT property_id, sum(total) AS debt, sum(iva) AS iva, count(DISTINCT period)::int AS months
               FROM notices WHERE status = 1 GROUP BY property_id) s ON s.property_id = b.property_id`;
}

const run = (period: string, extra: Partial<Parameters<typeof runBilling>[0]> = {}) => runBilling({ databaseUrl: portal.databaseUrl, period, ...extra });

describe('the monthly billing run', () => {
  it('writes, for each active property and service type whose fee is not 0, the amounts of monthlyFee with the VAT % and UCD rate of the run', async () => {
    const result = await run('2026-02');
    const expected = await expectedNotices('2026-02');
    expect(result).toMatchObject({ outcome: 'finished', inserted: expected.length, skipped: 0 });
    const notices = await noticesOf('2026-02');
    expect(notices).toEqual(expected.map((n) => ({ ...n, iva_percentage: '16.00', conversion_petro: FACTORY_RATE })));
    for (const [name, c] of Object.entries(cases))
      expect(
        notices.some((n) => n.property_id === c.id),
        name,
      ).toBe(billedIn(c, '2026-02'));
    // spot checks written out by hand
    const of = (name: string, service: number) => notices.find((n) => n.property_id === cases[name].id && n.service_type_id === service)!;
    // (2.5 + 0.02 × 20) × 1 = 2.9 UCD + 16 % = 0.464
    expect(of('commercial with VAT', 1)).toMatchObject({ total: '2.9000', iva: '0.4640', exempt: '0.0000', total_with_iva: '3.3640' });
    expect(of('half-up rounding', 1)).toMatchObject({ total: '1.0001', iva: '0.1600', total_with_iva: '1.1601' });
    // (0.75 + 0.005 × 220) × 12 = 22.2 UCD, exempt
    expect(of('condominium of 12 houses', 1)).toMatchObject({ total: '22.2000', iva: '0.0000', exempt: '22.2000' });
    expect(of('tax-free activity (RDS fee 0)', 1)).toMatchObject({ iva: '0.0000', exempt: of('tax-free activity (RDS fee 0)', 1).total });
    expect(of('tax-free activity (RDS fee 0)', 2)).toBeUndefined();
    expect(of('zero clean fee, RDS fee', 1)).toBeUndefined();
    // 0.03 × (150 − 100) = 1.5 UCD + 0.24 VAT
    expect(of('zero clean fee, RDS fee', 2)).toMatchObject({ total: '1.5000', iva: '0.2400', total_with_iva: '1.7400' });
    const runRow = await db().billingRun.findUniqueOrThrow({ where: { period: new Date('2026-02-01T00:00:00Z') } });
    expect(runRow).toMatchObject({ status: 'finished', inserted: expected.length, skipped: 0 });
    expect((await balancesAndSums()).filter((b) => !b.ok)).toEqual([]);
  });

  it('generating a month twice adds nothing', async () => {
    const before = await db().notice.count();
    expect(await run('2026-02')).toMatchObject({ outcome: 'already-finished', inserted: 0 });
    const again = await run('2026-02', { rerunFinished: true, batchSize: 3 });
    expect(again).toMatchObject({ outcome: 'finished', inserted: 0, skipped: (await expectedNotices('2026-02')).length });
    expect(await db().notice.count()).toBe(before);
    expect((await balancesAndSums()).filter((b) => !b.ok)).toEqual([]);
  });

  it('two concurrent runs of the same period write each notice once', async () => {
    // each batch waits a little, so the second runner arrives while the first still holds the month
    const slow = { batchSize: 1, afterBatch: () => new Promise<void>((r) => setTimeout(r, 20)) };
    const [a, b] = await Promise.all([run('2026-03', slow), run('2026-03', slow)]);
    expect([a.outcome, b.outcome].sort()).toEqual(['busy', 'finished']);
    expect(a.inserted + b.inserted).toBe((await expectedNotices('2026-03')).length);
    expect(await noticesOf('2026-03')).toHaveLength((await expectedNotices('2026-03')).length);
    expect((await balancesAndSums()).filter((b) => !b.ok)).toEqual([]);
  });

  it('a run killed mid-way resumes from its checkpoint to the same notices', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/billing-run.ts', '--period', '2026-04', '--batch-size', '2'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATABASE_URL: portal.databaseUrl, DATA_DIR: portal.dataDir, BILLING_RUN_DELAY_MS: '30000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ? null : code)));
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (c: Buffer) => c.toString().includes('checkpoint') && resolve());
      exited.then(() => reject(new Error(`billing-run stopped before its first checkpoint:\n${stderr}`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBeNull();
    const crashed = await db().billingRun.findUniqueOrThrow({ where: { period: new Date('2026-04-01T00:00:00Z') } });
    expect(crashed.status).toBe('running');
    expect(crashed.checkpoint).toBeGreaterThan(0);
    const partial = await noticesOf('2026-04');
    expect(partial.length).toBe(crashed.inserted);
    expect(partial.length).toBeLessThan((await expectedNotices('2026-04')).length);
    expect(partial.every((n) => n.property_id <= crashed.checkpoint)).toBe(true);

    // the killed session's advisory lock goes with its connection, as soon as the server notices it closed
    let resumed = await run('2026-04', { batchSize: 2 });
    for (let i = 0; resumed.outcome === 'busy' && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      resumed = await run('2026-04', { batchSize: 2 });
    }
    expect(resumed.outcome).toBe('finished');
    expect(resumed.inserted).toBe((await expectedNotices('2026-04')).length - partial.length);
    expect(await noticesOf('2026-04')).toEqual(
      (await expectedNotices('2026-04')).map((n) => ({ ...n, iva_percentage: '16.00', conversion_petro: FACTORY_RATE })),
    );
    const finished = await db().billingRun.findUniqueOrThrow({ where: { period: new Date('2026-04-01T00:00:00Z') } });
    expect(finished).toMatchObject({ status: 'finished', inserted: (await expectedNotices('2026-04')).length, skipped: 0 });
    expect((await balancesAndSums()).filter((b) => !b.ok)).toEqual([]);
  });

  it('keeps each balance equal to the sums of its pending notices, months counted once across services', async () => {
    const id = cases['commercial with VAT'].id;
    const balance = await db().propertyBalance.findUniqueOrThrow({ where: { property_id: id } });
    // three months (February, March, April) of 2.9 + 0.464 (clean) and (1.25 + 0.01 × 20) = 1.45 + 0.232 (RDS):
    // fees 3 × 4.35 = 13.05, VAT 3 × 0.696 = 2.088, all 15.138
    expect(balance).toMatchObject({ pending_months: 3, account_status: 3 });
    expect(balance.total_debt.toFixed(4)).toBe('13.0500');
    expect(balance.total_iva.toFixed(4)).toBe('2.0880');
    expect(balance.total_debt_fines.toFixed(4)).toBe('15.1380');
    const none = await db().propertyBalance.findUnique({ where: { property_id: cases['zero fee on both'].id } });
    expect(none).toBeNull();
  });

  it('counts fines, interest and bills in the balance when a transaction refreshes it', async () => {
    const { id } = await buildProperty(portal, { user_id: (await buildTaxpayer(portal)).id });
    cases['bills and fines'] = { id, from: '2026-01' };
    const [january, february] = [await buildNotice(portal, { property_id: id }), await buildNotice(portal, { property_id: id })];
    await db().fine.createMany({
      data: [
        { property_id: id, fine_type_id: 1, amount: '2.5000' },
        { property_id: id, fine_type_id: 2, notice_id: january.id, amount: '0.1234' },
        { property_id: id, fine_type_id: 1, amount: '9.0000', deleted_at: new Date(), delete_reason: 'error' },
      ],
    });
    const refresh = () => db().$transaction((tx) => refreshBalances(sqlRunner(tx), [id]));
    await refresh();
    // two notices of 10 + 1.6 VAT, a live fine of 2.5 and interest of 0.1234 (the deleted fine does not count)
    expect(await db().propertyBalance.findUniqueOrThrow({ where: { property_id: id } })).toMatchObject({
      pending_months: 2,
      account_status: 3,
      last_payment_at: null,
    });
    const owed = async () => (await db().propertyBalance.findUniqueOrThrow({ where: { property_id: id } })).total_debt_fines.toFixed(4);
    expect(await owed()).toBe('25.8234');
    // a bill takes both notices (pending reconciliation); fines still owed
    const bill = await buildBill(portal, { notices: [january, february] });
    await db().fine.updateMany({ where: { property_id: id }, data: { status: 0, bill_id: bill.id } });
    await refresh();
    const paid = await db().propertyBalance.findUniqueOrThrow({ where: { property_id: id } });
    expect(paid).toMatchObject({ pending_months: 0, account_status: 2, last_payment_at: bill.created_at });
    expect(await owed()).toBe('0.0000');
    await db().bill.update({ where: { id: bill.id }, data: { status: 1 } });
    await refresh();
    expect((await db().propertyBalance.findUniqueOrThrow({ where: { property_id: id } })).account_status).toBe(1);
  });

  it('refuses to bill without a UCD rate in force, and records why', async () => {
    await db().globalValue.deleteMany({ where: { key: 'conversion_petro' } });
    await expect(run('2026-06')).rejects.toThrow(/tasa UCD/);
    expect(await db().billingRun.findUnique({ where: { period: new Date('2026-06-01T00:00:00Z') } })).toBeNull();
    await db().globalValue.create({ data: { key: 'conversion_petro', amount: FACTORY_RATE, valid_from: new Date(Date.now() - 60_000) } });
  });
});

describe('the schedule (pg-boss) on two API instances', () => {
  it('catches up the current month on start, once across instances, and stops cleanly', async () => {
    const env = { BILLING_SCHEDULER: 'on', DATABASE_URL: portal.databaseUrl };
    const [one, two] = await Promise.all([startTestPortal(env), startTestPortal(env)]);
    try {
      const deadline = Date.now() + 40_000;
      let row = null;
      while (Date.now() < deadline) {
        row = await db().billingRun.findFirst({ where: { status: 'finished', period: { gte: new Date('2026-07-01T00:00:00Z') } } });
        if (row) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(row).not.toBeNull();
      const expected = await expectedNotices(row!.period.toISOString().slice(0, 7));
      expect(row).toMatchObject({ inserted: expected.length, skipped: 0 });
      expect(await db().notice.count({ where: { period: row!.period } })).toBe(expected.length);
      const schedules = await db().$queryRaw<{ name: string; cron: string }[]>`SELECT name, cron FROM pgboss.schedule`;
      expect(schedules).toEqual([{ name: 'billing-run', cron: '5 0 1 * *' }]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  }, 60_000);
});
