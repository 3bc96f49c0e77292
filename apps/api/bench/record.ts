// pnpm bench — the 'Record de Cuenta' list (`admin/account-status/get`) at 500,000 properties:
// p50/p99 over HTTP for page 1, a deep page, searches (code, name), the status filter and a
// last-payment range, beside the raw SQL time of the statements the list sends (captured from
// Prisma's query events, replayed with `pg` on one connection), and the first (cold) request of
// each case, which also counts the matches (the count is then remembered, ADR 009).
// The data: the billing bench's 500,000 properties (100,000 taxpayers), January 2026 billed by the
// real run (notices + balance rows), then a third of the balances set paid (Conciliado) and a sixth
// 'Por Conciliar' with a last-payment date spread over a year (synthetic: no bills are written).
//   cd apps/api && pnpm exec tsx bench/record.ts [--properties N]   (BENCH_SAMPLES=N, BENCH_EXPLAIN=1)
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { startEmbeddedPostgres } from '@aseo/db';
import { PrismaClient } from '@aseo/db/client';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { startPortal } from '../src/server.ts';
import { accountStatusQuery, type AccountFilters } from '../src/modules/account-status/account-status.query.ts';
import { runBilling } from '../src/modules/billing/index.ts';
import { SEED_ACTIVITIES, SEED_PROPERTIES } from './billing-run.ts';
import { arr, FIRST, LAST, pick } from './seed-taxpayers.ts';
import { quantile, time } from './timing.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WARMUP = 5;

type Statement = { sql: string; params: unknown[] };

/** The statements Prisma sends for one list call (its count included: a fresh cache). */
async function captureStatements(url: string, filters: AccountFilters): Promise<Statement[]> {
  const spy = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 1 }), log: [{ emit: 'event', level: 'query' }] });
  const seen: Statement[] = [];
  spy.$on('query', (e) => seen.push({ sql: e.query, params: JSON.parse(e.params) as unknown[] }));
  try {
    await accountStatusQuery(spy as unknown as Db).list(filters, { staff: true });
  } finally {
    await spy.$disconnect();
  }
  return seen;
}

async function main() {
  const { values } = parseArgs({ options: { properties: { type: 'string', default: '500000' } } });
  const count = Number(values.properties);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-bench-record-'));
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
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
  });
  const portal = await startPortal(cfg); // migrations and reference data
  const raw = new pg.Client({ connectionString: database.url });
  await raw.connect();
  try {
    const t0 = performance.now();
    await raw.query(SEED_ACTIVITIES);
    for (const sql of SEED_PROPERTIES) await raw.query(sql, [count]);
    // the owners get the taxpayer bench's Venezuelan names (deterministic from the id)
    await raw.query(`UPDATE users SET name = (${arr(FIRST)})[1 + ${pick('id', 1, FIRST.length)}], lastname = (${arr(LAST)})[1 + ${pick('id', 2, LAST.length)}],
                       document_type_id = 1, document = (20000000 + id)::text WHERE id > 100000`);
    await raw.query(`INSERT INTO global_values (key, amount, valid_from) VALUES ('iva', 16, TIMESTAMP '2000-01-01')`);
    const run = await runBilling({ databaseUrl: database.url, period: '2026-01' });
    await raw.query(`UPDATE property_balances SET account_status = 1, total_debt = 0, total_iva = 0, total_debt_fines = 0, pending_months = 0,
                       last_payment_at = TIMESTAMP '2026-01-20' - (property_id % 365) * interval '1 day' WHERE property_id % 3 = 0`);
    await raw.query(`UPDATE property_balances SET account_status = 2, last_payment_at = TIMESTAMP '2026-01-25' - (property_id % 200) * interval '1 day'
                     WHERE property_id % 6 = 1`);
    await raw.query('VACUUM ANALYZE');
    console.log(
      `${count.toLocaleString('en')} properties, ${run.inserted.toLocaleString('en')} notices (billing run) and their balances in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const admin = await portal.ctx.db.user.create({
      data: { level_id: 1, username: 'benchadmin', name: 'Bench', email: 'bench@example.com', password: await hashPassword('Bench.2026', 4) },
    });
    const login = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: 'Bench.2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    type ListBody = { properties: { total: number; data: { id: number }[] } };
    const list = async (f: AccountFilters) => {
      const r = await fetch(`${portal.url}/api/admin/account-status/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(f),
      });
      if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
      return (await r.json()) as ListBody;
    };

    const cases: { name: string; filters: AccountFilters }[] = [
      { name: 'page 1', filters: { page: 1 } },
      { name: 'page 10,000', filters: { page: 10_000 } },
      { name: 'search code "B424242"', filters: { page: 1, search: 'B424242' } },
      { name: 'search name "carolina"', filters: { page: 1, search: 'carolina' } },
      { name: 'search surname "villalob"', filters: { page: 1, search: 'villalob' } },
      { name: 'search document "V-20112345"', filters: { page: 1, search: 'V-20112345' } },
      { name: 'status 3 (Impago), page 1', filters: { page: 1, status: 3 } },
      { name: 'status 2 (Por Conciliar), page 1', filters: { page: 1, status: 2 } },
      { name: 'since 2025-12-01 until 2026-01-10, page 1', filters: { page: 1, since: '2025-12-01', until: '2026-01-10' } },
    ] as { name: string; filters: AccountFilters }[];

    const table: string[][] = [];
    for (const c of cases) {
      const cold = performance.now();
      const first = await list(c.filters);
      const coldMs = performance.now() - cold;
      await time(WARMUP, () => list(c.filters));
      const http = await time(SAMPLES, () => list(c.filters));
      const statements = await captureStatements(database.url, c.filters);
      const page = statements.at(-1)!; // the page statement (the count, when sent, comes first)
      const replay = () => raw.query(page.sql, page.params);
      await time(WARMUP, replay);
      const sql = await time(SAMPLES, replay);
      if (process.env.BENCH_EXPLAIN) {
        for (const s of statements) {
          const plan = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
          console.log(`--- ${c.name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
        }
      }
      const ms = (xs: number[]) => `${quantile(xs, 0.5).toFixed(1)} / ${quantile(xs, 0.99).toFixed(1)}`;
      table.push([c.name, first.properties.total.toLocaleString('en'), coldMs.toFixed(0), ms(http), ms(sql)]);
    }
    const head = ['case', 'matches', 'cold (ms, counts)', 'HTTP p50 / p99', 'page SQL p50 / p99'];
    const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
    const line = (r: string[]) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
    console.log(`Record de Cuenta list, ${count.toLocaleString('en')} properties, ${SAMPLES} samples after ${WARMUP} warm-up (ms)`);
    console.log(line(head));
    for (const r of table) console.log(line(r));
  } finally {
    await raw.end().catch(() => {});
    await portal.stop();
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
