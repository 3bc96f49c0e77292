// pnpm bench (second step) — the taxpayer list (`admin/clients/get`) with 100,000 taxpayers and
// 150,000 properties: p50/p99 over HTTP for page 1 and a deep page, with and without search and
// filters, beside the raw SQL time of the very statements the list sends for the same call
// (captured from Prisma's query events, then replayed with `pg` one after another on one connection).
// BENCH_SAMPLES=N (default 60), BENCH_CASES=regex (case names) and BENCH_EXPLAIN=1 (plans) for quick runs.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { startEmbeddedPostgres } from '@aseo/db';
import { PrismaClient } from '@aseo/db/client';
import { seedDemo } from '@aseo/db/seed';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db.ts';
import { startPortal } from '../src/server.ts';
import { clientWhere, taxpayersQuery, type ClientFilters } from '../src/modules/taxpayers/taxpayers.query.ts';
import { pageArgs } from '../src/lib/paging.ts';
import { seedTaxpayers } from './seed-taxpayers.ts';
import { quantile, time } from './timing.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WARMUP = 5;

type Statement = { sql: string; params: unknown[] };

/** The statements Prisma sends for one `list` call, in the order it sends them. */
async function captureStatements(url: string, filters: ClientFilters): Promise<Statement[]> {
  const spy = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 1 }), log: [{ emit: 'event', level: 'query' }] });
  const seen: Statement[] = [];
  spy.$on('query', (e) => seen.push({ sql: e.query, params: JSON.parse(e.params) as unknown[] }));
  try {
    await taxpayersQuery(spy as unknown as Db).list(filters);
  } finally {
    await spy.$disconnect();
  }
  return seen;
}

type Case = { name: string; filters: ClientFilters | (() => Promise<ClientFilters>) };

async function main() {
  const started = performance.now();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-bench-clients-'));
  await chmod(dir, 0o755);
  const db = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
  const cfg = loadConfig({
    ...process.env,
    DATABASE_URL: db.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
  });
  const portal = await startPortal(cfg); // applies the migrations and the reference data
  await seedDemo(portal.ctx.db, { bcryptRounds: cfg.BCRYPT_ROUNDS }); // activities and the admin account
  const raw = new pg.Client({ connectionString: db.url });
  await raw.connect();
  const seeded = await seedTaxpayers(raw);
  console.log(
    `seeded ${seeded.taxpayers.toLocaleString('en')} taxpayers, ${seeded.properties.toLocaleString('en')} properties, ` +
      `${seeded.emails.toLocaleString('en')} extra emails, ${seeded.phones.toLocaleString('en')} extra phones in ${seeded.seconds.toFixed(1)} s`,
  );
  const { rows: sizes } = await raw.query<{ name: string; size: string }>(
    `SELECT relname AS name, pg_size_pretty(pg_relation_size(oid)) AS size FROM pg_class
     WHERE relname IN ('users', 'properties', 'users_search_trgm_idx', 'users_level_id_id_deleted_at_idx', 'properties_economic_activity_id_deleted_at_user_id_idx')
     ORDER BY relname`,
  );
  console.log(`sizes: ${sizes.map((r) => `${r.name} ${r.size}`).join(', ')}`);

  const post = async (p: string, body: unknown, token?: string) => {
    const r = await fetch(`${portal.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${p} ${r.status} ${await r.text()}`);
    return r.json();
  };
  const { token } = (await post('/api/auth/login', { username: 'admin', password: 'Demo.2026' })) as { token: string };
  type ListBody = { users: { total: number; last_page: number; data: { id: number }[] } };
  const list = (f: ClientFilters) => post('/api/admin/clients/get', f, token) as Promise<ListBody>;
  const lastPage = async (f: ClientFilters) => (await list(f)).users.last_page;
  const {
    rows: [probe],
  } = await raw.query<{ code: string; document: string; activity: number }>(
    `SELECT (SELECT code FROM properties WHERE code LIKE 'AU-1234%' ORDER BY code LIMIT 1) AS code,
            (SELECT document FROM users WHERE level_id = 3 AND document_type_id = 1 ORDER BY id DESC OFFSET 500 LIMIT 1) AS document,
            (SELECT id FROM economic_activities WHERE code = 'C003') AS activity`,
  );

  const cases: Case[] = [
    { name: 'page 1', filters: { page: 1 } },
    { name: 'deep page', filters: { page: 5000 } },
    { name: 'search name "carolina", page 1', filters: { page: 1, search: 'carolina' } },
    { name: 'search name "carolina", last page', filters: async () => ({ page: await lastPage({ search: 'carolina' }), search: 'carolina' }) },
    { name: 'search surname "villalob", page 1', filters: { page: 1, search: 'villalob' } },
    { name: 'search "mar" (broad), page 1', filters: { page: 1, search: 'mar' } },
    { name: 'search "mar" (broad), last page', filters: async () => ({ page: await lastPage({ search: 'mar' }), search: 'mar' }) },
    { name: 'search "a" (one letter: no trigram), page 1', filters: { page: 1, search: 'a' } },
    { name: 'search "a" (one letter: no trigram), last page', filters: async () => ({ page: await lastPage({ search: 'a' }), search: 'a' }) },
    { name: `search property code "${probe.code}"`, filters: { page: 1, search: probe.code } },
    { name: `search document "V-${probe.document.slice(0, 5)}"`, filters: { page: 1, search: `V-${probe.document.slice(0, 5)}` } },
    { name: 'status 0 (inactive), page 1', filters: { page: 1, status: 0 } },
    { name: 'economic_activity C003, page 1', filters: { page: 1, economic_activity: probe.activity } },
    {
      name: 'economic_activity C003, last page',
      filters: async () => ({ page: await lastPage({ economic_activity: probe.activity }), economic_activity: probe.activity }),
    },
  ];

  const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : undefined; // e.g. BENCH_CASES=search
  const table: string[][] = [];
  for (const c of cases.filter((x) => !only || only.test(x.name))) {
    const filters = typeof c.filters === 'function' ? await c.filters() : c.filters;
    const first = await list(filters);
    // the page must be the one the plain query gives (one findMany with the EXISTS search, and count)
    const args = pageArgs(filters.page);
    const [plain, plainTotal] = await Promise.all([
      portal.ctx.db.user.findMany({ where: clientWhere(filters), orderBy: { id: 'desc' }, skip: args.skip, take: args.take, select: { id: true } }),
      portal.ctx.db.user.count({ where: clientWhere(filters) }),
    ]);
    if (plainTotal !== first.users.total || plain.map((u) => u.id).join() !== first.users.data.map((u) => u.id).join()) {
      throw new Error(`${c.name}: the list differs from the plain query`);
    }
    await time(WARMUP, () => list(filters));
    const http = await time(SAMPLES, () => list(filters));
    const statements = await captureStatements(db.url, filters);
    const replay = async () => {
      for (const s of statements) await raw.query(s.sql, s.params);
    };
    await time(WARMUP, replay);
    const sql = await time(SAMPLES, replay);
    const label = `${c.name}${filters.page && filters.page > 1 ? ` (page ${filters.page})` : ''}`;
    table.push([
      label,
      first.users.total.toLocaleString('en'),
      String(first.users.data.length),
      quantile(http, 0.5).toFixed(1),
      quantile(http, 0.99).toFixed(1),
      quantile(sql, 0.5).toFixed(1),
      quantile(sql, 0.99).toFixed(1),
      String(statements.length),
    ]);
    console.log(`  ${label}: HTTP p50 ${quantile(http, 0.5).toFixed(1)} ms, SQL p50 ${quantile(sql, 0.5).toFixed(1)} ms`);
    if (process.env.BENCH_EXPLAIN) {
      for (const s of statements) {
        const plan = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
        console.log(`\n${s.sql}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
  }

  const head = ['admin/clients/get', 'matches', 'rows', 'HTTP p50 ms', 'HTTP p99 ms', 'SQL p50 ms', 'SQL p99 ms', 'stmts'];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\nTaxpayer list, ${SAMPLES} sequential requests per case after ${WARMUP} warm-up (SQL = the same statements replayed with pg)`);
  console.log([line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...table.map(line)].join('\n'));

  await raw.end();
  await portal.stop();
  await db.stop();
  await rm(dir, { recursive: true, force: true });
  console.log(`\nclients bench done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
