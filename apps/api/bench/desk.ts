// pnpm bench — the cash desk's 'Procesar' (`POST /api/admin/bill/box/create/cash/payment`, docs/cash.md)
// with 1, 4 and 16 desks at once: each desk is its own cashier (view-cash) paying, one bill after
// another, the pending January 2026 of properties no other desk touches, with one cash voucher of the
// month's total in Bs (read beforehand from `payments-fines`, as the desk's screen does) and the
// submission's idempotency key (`request_key`, a new one each, as the screen sends it). Prints
// bills/s and the p50/p99 of the call, beside a raw `pg` baseline of the transaction's essential
// statements (lock property, lock notices, invoice counter, bill, lines, voucher, audit row, notices
// marked) on other properties at the same concurrency, and their ratio; and beside a second raw
// baseline that makes the same bill as the API (each notice's interest stored as a frozen fine, its
// line, the totals with it: the first leaves the interest out). The timed API is the bundle
// in its own process with the start line's settings (as `pnpm start` runs it: DB_POOL_MAX 10,
// PAYMENT_CONCURRENCY 2, both passed through when set); the desks call it over kept-alive HTTP
// connections. BENCH_IN_PROCESS=1 times the API in this process instead (tsx).
// At one desk the API and the two baselines take turns, BENCH_ROUNDS blocks each (default 4, ADR
// 032): a slow spell of the host then falls on all three alike instead of on whichever ran in it;
// BENCH_ROUNDS=1 runs each side's bills at once, as before. At 4 and 16 desks each side runs at once.
// BENCH_LEVELS=1,16 times some of the levels only.
// The data: demo data, then taxpayers and properties of the taxpayer bench, January 2026 billed by the
// real run, and two years of paid bills behind them (seed-history.ts; BENCH_HISTORY=N a property, 20),
// with the UCD rate saved every day of those two years (BENCH_RATES=N days, 730; 0: the demo's one rate).
//   cd apps/api && pnpm run bench:desk   (BENCH_BILLS=N bills per level, default 200; BENCH_WARMUP=N, 16)
// The first payments (ADR 035): the first COLD payments of each side (BENCH_COLD, 200; 0: none) are
// timed at one desk in turns on the fresh API process and printed as the cold line: a payment runs
// through hundreds of functions, and V8 has optimised few of them by then. Then WARMUP payments a side
// at 4 desks (BENCH_WARMUP, 16: the pool's connections, statement caches, counter rows), then the
// levels, on the process a town's API is most of its day: warm. Both one-desk lines are recorded.
// BENCH_API_CPUPROFILE=<dir> writes the timed API process's CPU profile there when it stops.
// BENCH_API_B=<file under dist> (an A/B of two builds): a second API process from that bundle takes the
// same-bill baseline's place, its properties and its turns; its line is printed beside the API's.
// Make it first: node scripts/bundle.mjs && cp dist/start.mjs dist/start-before.mjs, then change the code.
// BENCH_PROFILE=N first pays N bills at one desk with the API in this process and every statement
// recorded (bench/statements.ts): the round trips of one payment, each statement's share of it, and
// the CPU profile of the rest (BENCH_CPUPROFILE=file keeps it).
import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '@aseo/db';
import { seedDemo } from '@aseo/db/seed';
import {
  BILL_STATUS,
  CASH_TYPE,
  DEFAULT_INSTITUTION,
  FINE_TYPE,
  MODULES,
  NOTICE_STATUS,
  PAYMENT_METHOD,
  PERMISSIONS,
  RETENTION,
  SERVICE_TYPES,
} from '@aseo/shared/constants';
import { documentLabel, fullName } from '@aseo/shared/format';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { runBilling, VALUE_NOW_SQL } from '../src/modules/billing/index.ts';
import { PREPARED_CAP, preparedCount } from '../src/lib/prepared.ts';
import { startPortal } from '../src/server.ts';
import { cpuSplit, startLine, startProcess, stopProcess } from './process-load.ts';
import { seedHistory } from './seed-history.ts';
import { seedTaxpayers } from './seed-taxpayers.ts';
import { loadAverage } from './setup.ts';
import { cpuShares, recordStatements } from './statements.ts';
import { quantile } from './timing.ts';

const BILLS = Number(process.env.BENCH_BILLS ?? 200);
/** The levels timed (BENCH_LEVELS=1,16 for some of them). */
const LEVELS = (process.env.BENCH_LEVELS ?? '1,4,16').split(',').map(Number);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 16);
/** The first payments of each side timed on the fresh API process, at one desk (ADR 035; 0: none). */
const COLD = Number(process.env.BENCH_COLD ?? 200);
/** At one desk, the API and the two raw baselines take turns in this many blocks (1: each pays its bills at once, as before). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
/** Past bills per property (seed-history.ts). */
const HISTORY = Number(process.env.BENCH_HISTORY ?? 20);
/** Days of the UCD rate saved behind today (a rate a day; 0: the demo's one rate). */
const RATES = Number(process.env.BENCH_RATES ?? 730);
const DESKS = Math.max(4, ...LEVELS); // the warm-up's 4 at least
const PROFILE = Number(process.env.BENCH_PROFILE ?? 0);
/** Payments that warm the in-process API before its profile. */
const PROFILE_WARMUP = PROFILE ? 8 : 0;
/** The timed levels' API: the bundle in its own process, as `pnpm start` runs it; BENCH_IN_PROCESS=1 keeps it in this one. */
const IN_PROCESS = process.env.BENCH_IN_PROCESS === '1';
const SECRET = 'bench-secret-bench-secret-bench-secret!!';
/** A second build timed in the same-bill baseline's place (an A/B). */
const API_B = process.env.BENCH_API_B;

/** A property's month to pay; `interest`, each notice's interest of today (read like the desk reads it), for the raw bill that bills it. */
type Job = { property: number; notices: number[]; amount: string; interest?: { notice: number; amount: string; bs: string }[] };
type Result = { rate: number; p50: number; p99: number };
/** A side's timed bills: wall time and each bill's latency. */
type Timed = { ms: number; latencies: number[] };

/** `jobs` shared out over `desks` desks, each paying its share one after another: the wall time and each bill's latency. */
async function timed(desks: number, jobs: Job[], pay: (desk: number, job: Job) => Promise<void>, into: Timed = { ms: 0, latencies: [] }): Promise<Timed> {
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: desks }, async (_, d) => {
      for (let i = d; i < jobs.length; i += desks) {
        const t = performance.now();
        await pay(d, jobs[i]!);
        into.latencies.push(performance.now() - t);
      }
    }),
  );
  into.ms += performance.now() - t0;
  return into;
}

/** bills/s over the wall time, latency per bill. */
const resultOf = (t: Timed): Result => ({ rate: t.latencies.length / (t.ms / 1000), p50: quantile(t.latencies, 0.5), p99: quantile(t.latencies, 0.99) });

/** `jobs` shared out over `desks` desks: bills/s over the wall time, latency per bill. */
const level = async (desks: number, jobs: Job[], pay: (desk: number, job: Job) => Promise<void>): Promise<Result> => resultOf(await timed(desks, jobs, pay));

const cents = (bs: string) => Math.round(Number(bs) * 100);

type Owner = { user_id: number; name: string; lastname: string | null; business_name: string | null; document_type_id: number; document: string };
const SERVICE_NAMES = SERVICE_TYPES.map((t) => t.name); // by service_type_id (1-based in SQL)

/**
 * The payment's essential statements in one transaction, straight on `pg`: what the API's transaction
 * cannot do without. Without `job.interest` it bills the months' fees and VAT only (the baseline issue
 * 30 was measured against); with it, the same bill as the API's: each notice's interest stored as a
 * frozen interest fine, taken by the bill with its line, and in the bill's totals (DOMAIN "Notices").
 */
async function rawPayment(c: pg.Client, staff: number, rate: string, iva: string, job: Job) {
  const interest = JSON.stringify(job.interest ?? []);
  const one = async <T extends object>(sql: string, params: unknown[]) => (await c.query<T>(sql, params)).rows[0];
  await c.query('BEGIN');
  try {
    const owner = await one<Owner & { fiscal_address: string | null }>(
      `SELECT p.user_id, u.name, u.lastname, u.business_name, u.document_type_id, u.document, u.fiscal_address
       FROM properties p JOIN users u ON u.id = p.user_id WHERE p.id = $1 AND p.deleted_at IS NULL FOR UPDATE OF p`,
      [job.property],
    );
    const locked = await c.query(
      `SELECT id FROM notices WHERE id = ANY($1::int[]) AND property_id = $2 AND status = $3 AND bill_id IS NULL AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
      [job.notices, job.property, NOTICE_STATUS.PENDING],
    );
    if (!owner || locked.rowCount !== job.notices.length) throw new Error(`raw: property ${job.property} no longer owes its month`);
    const counter = `UPDATE fiscal_counters SET last_value = last_value + 1 WHERE institution_id = $1 AND kind = 'invoice' RETURNING last_value`;
    const { last_value: number } = (await one<{ last_value: number }>(counter, [DEFAULT_INSTITUTION]))!;
    const head = [number, owner.user_id, job.property, staff, rate, job.notices, BILL_STATUS.ACCEPTED, CASH_TYPE.PAYMENTS];
    const customer = [owner.business_name?.trim() || fullName(owner.name, owner.lastname), documentLabel(owner.document_type_id, owner.document)];
    const bill = (await one<{ id: number; total: string; total_bs: string }>(
      `WITH l AS (SELECT period, total AS fee, iva, round(total * $5, 2) AS fee_bs, round(iva * $5, 2) AS iva_bs FROM notices WHERE id = ANY($6::int[])),
            i AS (SELECT coalesce(sum(x.amount), 0) AS ucd, coalesce(sum(x.bs), 0) AS bs FROM json_to_recordset($14::json) AS x(notice int, amount numeric, bs numeric))
       INSERT INTO bills (number, issued_at, status, bill_type, user_id, property_id, created_by, since, until, subtotal, subtotal_bs, tax_base, tax_base_bs,
                          iva, iva_bs, iva_percentage, interest_total, interest_bs, total, total_bs, due, due_bs, amount_paid, conversion_petro,
                          customer_name, customer_document, customer_address, crypt, updated_at)
       SELECT $1, now(), $7, $8, $2, $3, $4, min(period), max(period), sum(fee), sum(fee_bs), sum(fee), sum(fee_bs), sum(iva), sum(iva_bs), $13,
              min(i.ucd), min(i.bs), sum(fee + iva) + min(i.ucd), sum(fee_bs + iva_bs) + min(i.bs), sum(fee + iva) + min(i.ucd), sum(fee_bs + iva_bs) + min(i.bs),
              sum(fee_bs + iva_bs) + min(i.bs), $5, $9, $10, $11, $12, now()
       FROM l CROSS JOIN i RETURNING id, total::text, total_bs::text`,
      [...head, ...customer, owner.fiscal_address, randomBytes(24).toString('hex'), iva, interest],
    ))!;
    if (job.interest?.length)
      await c.query(
        `WITH x AS (SELECT * FROM json_to_recordset($4::json) AS x(notice int, amount numeric, bs numeric)),
              f AS (INSERT INTO fines (property_id, notice_id, fine_type_id, amount, status, bill_id, frozen_at, created_by, updated_at)
                    SELECT $2, x.notice, $5, x.amount, $6, $1, now(), $3, now() FROM x ORDER BY x.notice RETURNING id, notice_id, amount)
         INSERT INTO bill_lines (bill_id, type, cash_type, fine_id, name, amount, amount_bs, total, total_bs)
         SELECT $1, 'Multa', $7, f.id, 'Intereses', f.amount, x.bs, f.amount, x.bs FROM f JOIN x ON x.notice = f.notice_id ORDER BY f.id`,
        [bill.id, job.property, staff, interest, FINE_TYPE.INTEREST, NOTICE_STATUS.PROCESSED, CASH_TYPE.FINES],
      );
    await c.query(
      `INSERT INTO bill_lines (bill_id, type, cash_type, notice_id, name, amount, amount_bs, iva, iva_bs, exempt, total, total_bs)
       SELECT $1, 'Deuda', $2, id, ($3::text[])[service_type_id] || ' ' || to_char(period, 'MM/YYYY'), total, round(total * $4, 2), iva, round(iva * $4, 2),
              exempt, total_with_iva, round(total * $4, 2) + round(iva * $4, 2)
       FROM notices WHERE id = ANY($5::int[]) ORDER BY id`,
      [bill.id, CASH_TYPE.PAYMENTS, SERVICE_NAMES, rate, job.notices],
    );
    const voucher = `INSERT INTO vouchers (bill_id, payment_method_id, amount_paid, amount_petro, accepted, created_by) VALUES ($1, $2, $3, $4, 1, $5)`;
    await c.query(voucher, [bill.id, PAYMENT_METHOD.CASH, bill.total_bs, bill.total, staff]);
    await c.query(
      `INSERT INTO audit_logs (module_id, value_id, user_id, description, log_name, subject_type, property_id, new_values)
       VALUES ($1, $2, $3, 'created', 'Pago registrado', 'Bill', $4, $5)`,
      [MODULES.CASH, String(bill.id), staff, job.property, { number, status: BILL_STATUS.ACCEPTED, total: bill.total, total_bs: bill.total_bs }],
    );
    const taken = `UPDATE notices SET status = $1, bill_id = $2, updated_at = now() WHERE id = ANY($3::int[])`;
    await c.query(taken, [NOTICE_STATUS.PROCESSED, bill.id, job.notices]);
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  }
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-bench-desk-'));
  await chmod(dir, 0o755);
  const database = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
  const cfg = loadConfig({
    ...process.env,
    DATABASE_URL: database.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    BILLING_SCHEDULER: 'off',
    SUMMARY_WARMUP: 'off',
    DATA_DIR: dir,
    JWT_SECRET: SECRET,
  });
  const portal = await startPortal(cfg);
  const raw = new pg.Client({ connectionString: database.url });
  const clients: pg.Client[] = [];
  let api: ChildProcess | undefined;
  let apiB: ChildProcess | undefined;
  let portalUp = true;
  try {
    const t0 = performance.now();
    await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
    await raw.connect();
    await raw.query(`INSERT INTO global_values (key, amount, valid_from) VALUES ('iva', 16, TIMESTAMP '2000-01-01')`);
    const wanted = 3 * (LEVELS.length * BILLS + COLD + WARMUP + PROFILE + PROFILE_WARMUP);
    const seeded = await seedTaxpayers(raw, Math.ceil(wanted * 1.5), Math.ceil(wanted * 1.5));
    const run = await runBilling({ databaseUrl: database.url, period: '2026-01' });
    // a town with two years of payments behind it (BENCH_HISTORY=0: the empty tables of before)
    const history = await seedHistory(raw, HISTORY);
    // and the UCD rate saved every day of those two years, the last one yesterday (a statement reads the rate in force)
    await raw.query(
      `INSERT INTO global_values (key, amount, valid_from, created_at)
       SELECT 'conversion_petro', 52.75 + d * 0.01, (current_date - d) + TIME '04:00', now() FROM generate_series(1, $1::int) d`,
      [RATES],
    );
    await raw.query('VACUUM ANALYZE');
    // what a single cash voucher settles: a pending month of an active property whose owner is no retention agent
    const { rows: owing } = await raw.query<{ id: number; notices: number[] }>(
      `SELECT n.property_id AS id, array_agg(n.id ORDER BY n.id) AS notices FROM notices n
       JOIN properties p ON p.id = n.property_id JOIN users u ON u.id = p.user_id
       WHERE n.status = $1 AND n.bill_id IS NULL AND n.deleted_at IS NULL AND p.deleted_at IS NULL AND u.retention = $2
       GROUP BY n.property_id ORDER BY n.property_id`,
      [NOTICE_STATUS.PENDING, RETENTION.NO],
    );
    if (owing.length < wanted) throw new Error(`only ${owing.length} properties owe a month, ${wanted} needed`);
    // the API and the two raw baselines take every third property, so none gets the cheaper share
    const apiProps = owing.filter((_, i) => i % 3 === 0).slice(0, wanted / 3);
    const rawJobs = owing.filter((_, i) => i % 3 === 1).map((p) => ({ property: p.id, notices: p.notices, amount: '' }));
    const sameProps = owing.filter((_, i) => i % 3 === 2).slice(0, wanted / 3);

    // node:http with kept-alive connections, one per desk: a desk's browser keeps its connection too, and
    // fetch's WHATWG streams cost this shared thread more than the API's own answer (docs/performance.md)
    const agent = new http.Agent({ keepAlive: true, maxSockets: DESKS });
    let port = new URL(portal.url).port;
    function call(method: string, p: string, auth: string, body?: unknown, to = port) {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string | number> = { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) };
      if (data !== undefined) headers['content-length'] = Buffer.byteLength(data);
      return new Promise<unknown>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port: to, path: p, method, agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
            if ((res.statusCode ?? 500) >= 300) reject(new Error(`${method} ${p}: ${res.statusCode} ${JSON.stringify(json)}`));
            else resolve(json);
          });
        });
        req.on('error', reject);
        req.end(data);
      });
    }
    // the desks: one cashier each, signed in
    const viewCash = await portal.ctx.db.action.findUniqueOrThrow({ where: { code: PERMISSIONS.VIEW_CASH } });
    const password = await hashPassword('Bench.2026', 4);
    const desks: { id: number; auth: string }[] = [];
    for (let i = 1; i <= DESKS; i++) {
      const u = await portal.ctx.db.user.create({
        data: { level_id: 2, username: `caja${i}`, name: 'Cajero', lastname: `Caja ${i}`, email: `caja${i}@example.com`, box: `Caja ${i}`, password },
      });
      await portal.ctx.db.userPermission.create({ data: { user_id: u.id, action_id: viewCash.id } });
      const { token } = (await call('POST', '/api/auth/login', '', { username: u.username, password: 'Bench.2026' })) as { token: string };
      desks.push({ id: u.id, auth: `Bearer ${token}` });
    }
    // the month's total as the desk reads it: the property's notice rows of today (with their interest)
    type Row = { kind: string; id: number; total_bs: string; interest: string; interest_bs: string };
    const readJob = async (id: number): Promise<Job> => {
      const { data } = (await call('GET', `/api/admin/bill/box/property/${id}/payments-fines`, desks[0]!.auth)) as { data: Row[] };
      const rows = data.filter((r) => r.kind === 'notice');
      const total = rows.reduce((s, r) => s + cents(r.total_bs), 0);
      const interest = rows.filter((r) => Number(r.interest) !== 0).map((r) => ({ notice: r.id, amount: r.interest, bs: r.interest_bs }));
      return { property: id, notices: rows.map((r) => r.id), amount: (total / 100).toFixed(2), interest };
    };
    const apiJobs: Job[] = [];
    for (const p of apiProps) apiJobs.push(await readJob(p.id));
    const sameJobs: Job[] = [];
    for (const p of sameProps) sameJobs.push(await readJob(p.id));
    console.log(
      `${seeded.properties.toLocaleString('en')} properties, ${history.bills.toLocaleString('en')} past bills, ${run.inserted.toLocaleString('en')} notices (January 2026), ${DESKS} cashiers, amounts read: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    let mismatches = 0;
    let portB = '';
    const payAt = (to: () => string) => async (desk: number, job: Job) => {
      const body = {
        property: job.property,
        invoices: job.notices.map((id) => ({ type: 'Deuda', id })),
        vouchers: [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: job.amount }],
        creditApply: false,
        // as the desk's screen sends it: a new key for each submission (the answer is stored under it)
        request_key: randomUUID(),
      };
      const { bill } = (await call('POST', '/api/admin/bill/box/create/cash/payment', desks[desk]!.auth, body, to())) as {
        bill: { status: number; total_bs: string; credit_note: string | null };
      };
      if (bill.status !== BILL_STATUS.ACCEPTED || cents(bill.total_bs) !== cents(job.amount) || bill.credit_note !== null) mismatches++;
    };
    const payApi = payAt(() => port);

    // the raw baseline: one connection per desk, the payment's essential statements and nothing else
    const [rate, iva] = await Promise.all(
      ['conversion_petro', 'iva'].map(async (k) => (await raw.query<{ amount: string }>(VALUE_NOW_SQL, [k])).rows[0]!.amount),
    );
    for (let i = 0; i < DESKS; i++) clients.push(new pg.Client({ connectionString: database.url }));
    await Promise.all(clients.map((c) => c.connect()));
    const payRaw = (desk: number, job: Job) => rawPayment(clients[desk]!, desks[desk]!.id, rate!, iva!, job);

    if (PROFILE) {
      // in this process: every statement recorded, then the CPU profiler (API and desks share the thread)
      const from = COLD + WARMUP + LEVELS.length * BILLS;
      await level(4, apiJobs.slice(from + PROFILE, from + PROFILE + PROFILE_WARMUP), payApi);
      const statements = recordStatements();
      const jobs = apiJobs.slice(from, from + PROFILE);
      const half = Math.ceil(jobs.length / 2);
      const t = performance.now();
      statements.start();
      await level(1, jobs.slice(0, half), payApi);
      statements.stop();
      console.log(statements.report(half, performance.now() - t).join('\n'));
      statements.restore();
      console.log(`EXPLAIN (ANALYZE) of one sample of each read, replayed and rolled back:\n${(await statements.explainReads(raw)).join('\n')}`);
      // the other half under the CPU profiler (statements no longer wrapped): where the process's time goes
      const inspector = new Session();
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
      await level(1, jobs.slice(half), payApi);
      const { profile } = await inspector.post('Profiler.stop');
      inspector.disconnect();
      if (process.env.BENCH_CPUPROFILE) await writeFile(process.env.BENCH_CPUPROFILE, JSON.stringify(profile));
      console.log(`CPU samples of ${jobs.length - half} payments (API and database client in this process):\n${cpuShares(profile).join('\n')}`);
      // the named statements' cache holds a few shapes, not one per payment (lib/prepared.ts)
      console.log(`${preparedCount()} statement texts prepared (cap ${PREPARED_CAP})`);
      if (preparedCount() >= PREPARED_CAP / 4) process.exitCode = 1;
    }
    if (!IN_PROCESS) {
      // the timed API as `pnpm start` runs it: the compiled bundle, the start line's variables and node options, its own process
      await portal.stop();
      portalUp = false;
      const bundled = spawnSync(process.execPath, ['scripts/bundle.mjs'], { cwd: path.join(import.meta.dirname, '..'), stdio: 'inherit' });
      if (bundled.status !== 0) throw new Error('bundling the API failed');
      port = String(await freePort());
      const start = await startLine();
      const passed = Object.fromEntries(['DB_POOL_MAX', 'PAYMENT_CONCURRENCY'].flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])));
      const launch = async (name: string, file: string, port: string) =>
        startProcess(
          name,
          path.join(import.meta.dirname, '..', 'dist', file),
          {
            NODE_ENV: 'production',
            DATABASE_URL: database.url,
            PORT: port,
            HOST: '127.0.0.1',
            JWT_SECRET: SECRET,
            SEED_DEMO: 'false',
            BILLING_SCHEDULER: 'off',
            SUMMARY_WARMUP: 'off',
            DATA_DIR: dir,
            LOG_LEVEL: 'warn',
            ...passed,
            ...start.env,
          },
          async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
          // BENCH_API_CPUPROFILE=<dir>: the API's own CPU profile, written there when it stops
          [
            ...start.nodeArgs,
            ...(process.env.BENCH_API_CPUPROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_CPUPROFILE}`] : []),
            // BENCH_API_NODE_ARGS='--perf-basic-prof …': more node options for the API's process (a profile from `perf`)
            ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
          ],
        );
      api = await launch('API', 'start.mjs', port);
      if (API_B) {
        portB = String(await freePort());
        apiB = await launch('API B', API_B, portB);
      }
    }
    console.log(
      `timed API: ${IN_PROCESS ? 'in this process (tsx)' : 'the bundle in its own process'} · its first ${COLD} payments a side timed cold, then a warm-up of ${WARMUP} · load average ${loadAverage()}`,
    );
    const payApiB = payAt(() => portB);
    const paySame = apiB ? payApiB : payRaw;
    const apiProc = api; // the API's own process, when it has one: its CPU per bill
    const pays = [payApi, payRaw, paySame] as const;
    // the three sides' bills at `desks` desks; at one desk in ROUNDS turns, so a change in the host's speed
    // falls on all of them alike; at 4 and 16 desks each side pays its bills at once (blocks of a few bills
    // a desk would be mostly ramp-up and ramp-down). Answers the line printed.
    const inTurns = async (label: string, desks: number, sides: [Job[], Job[], Job[]]) => {
      const rounds = desks === 1 ? ROUNDS : 1;
      const times: [Timed, Timed, Timed] = [
        { ms: 0, latencies: [] },
        { ms: 0, latencies: [] },
        { ms: 0, latencies: [] },
      ];
      let apiCpu = { user: 0, system: 0 };
      let cpuB = { user: 0, system: 0 };
      for (let r = 0; r < rounds; r++) {
        const block = (jobs: Job[]) => jobs.slice(Math.floor((r * jobs.length) / rounds), Math.floor(((r + 1) * jobs.length) / rounds));
        const cpu0 = apiProc ? await cpuSplit(apiProc.pid!) : null;
        await timed(desks, block(sides[0]), pays[0], times[0]);
        const cpu1 = apiProc ? await cpuSplit(apiProc.pid!) : null;
        if (cpu0 && cpu1) apiCpu = { user: apiCpu.user + cpu1.user - cpu0.user, system: apiCpu.system + cpu1.system - cpu0.system };
        await timed(desks, block(sides[1]), pays[1], times[1]);
        const b0 = apiB ? await cpuSplit(apiB.pid!) : null;
        await timed(desks, block(sides[2]), pays[2], times[2]);
        const b1 = apiB ? await cpuSplit(apiB.pid!) : null;
        if (b0 && b1) cpuB = { user: cpuB.user + b1.user - b0.user, system: cpuB.system + b1.system - b0.system };
      }
      const [api, base, same] = times.map(resultOf) as [Result, Result, Result];
      const perBill = (ms: number) => (ms / sides[0].length).toFixed(1);
      const cpu = apiProc
        ? ` (API process CPU ${perBill(apiCpu.user + apiCpu.system)} ms a bill: user ${perBill(apiCpu.user)}, kernel ${perBill(apiCpu.system)})`
        : '';
      return (
        `${label}: ${api.rate.toFixed(1)} bills/s, p50 ${api.p50.toFixed(1)} ms p99 ${api.p99.toFixed(1)} ms${cpu}` +
        ` | raw SQL ${base.rate.toFixed(1)} bills/s, p99 ${base.p99.toFixed(1)} ms | ratio ${(api.rate / base.rate).toFixed(2)}` +
        (apiB
          ? ` | API B (${API_B}) ${same.rate.toFixed(1)} bills/s, p50 ${same.p50.toFixed(1)} ms, CPU ${perBill(cpuB.user + cpuB.system)} ms a bill | ratio ${(same.rate / base.rate).toFixed(2)} | API / API B ${(api.rate / same.rate).toFixed(2)}`
          : ` | raw SQL, same bill ${same.rate.toFixed(1)} bills/s, p99 ${same.p99.toFixed(1)} ms | ratio ${(api.rate / same.rate).toFixed(2)}`)
      );
    };
    // the first COLD payments of each side, at one desk in turns and timed: a fresh API process, most of
    // a payment's code not yet optimised by V8 (ADR 035); they are also the JIT's warm-up
    let next = 0;
    const take = (n: number) => {
      const from = next;
      next += n;
      return [apiJobs.slice(from, next), rawJobs.slice(from, next), sameJobs.slice(from, next)] as [Job[], Job[], Job[]];
    };
    if (COLD) console.log(await inTurns(`desk x1, first ${COLD} payments of a fresh process (cold)`, 1, take(COLD)));
    // then WARMUP payments a side at 4 desks (the pool's connections, statement caches, the counter rows)
    const warm = take(WARMUP);
    for (const [i, jobs] of warm.entries()) await level(4, jobs, pays[i]!);
    for (const desks of LEVELS) console.log(await inTurns(`desk x${desks}`, desks, take(BILLS)));
    console.log(`load average ${loadAverage()}`);
    // the same-bill baseline's bills are the API's: each at the total the desk read for its property
    const sameOff = (
      await raw.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bills b JOIN unnest($1::int[], $2::numeric[]) AS j(property, amount) ON j.property = b.property_id
         WHERE b.created_at > now() - interval '1 hour' AND b.total_bs <> j.amount`,
        [sameJobs.map((j) => j.property), sameJobs.map((j) => j.amount)],
      )
    ).rows[0]!.n;
    // every bill is there, once, and no notice is in two live lines
    const check = (
      await raw.query<{ bills: number; doubled: number }>(`SELECT (SELECT count(*)::int FROM bills) AS bills, (SELECT count(*)::int FROM
        (SELECT notice_id FROM bill_lines WHERE notice_id IS NOT NULL AND released_at IS NULL GROUP BY notice_id HAVING count(*) > 1) d) AS doubled`)
    ).rows[0]!;
    const expected = history.bills + 3 * (COLD + WARMUP + LEVELS.length * BILLS) + PROFILE + PROFILE_WARMUP;
    console.log(
      `${check.bills} bills written (expected ${expected}), ${check.doubled} notices in two live bills, ${mismatches} API bills off the voucher's amount, ${sameOff} same-bill raw bills off the desk's total`,
    );
    if (check.bills !== expected || check.doubled || mismatches || sameOff) process.exitCode = 1;
  } finally {
    for (const c of clients) await c.end().catch(() => {});
    await raw.end().catch(() => {});
    if (api) await stopProcess(api);
    if (apiB) await stopProcess(apiB);
    if (portalUp) await portal.stop();
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
