// pnpm bench — the two agreement lists ('Convenios de Pago' `GET /api/admin/agreements` and the
// conventions `GET /api/admin/conventions`) with 100,000 agreements of each kind: p50/p99 over HTTP
// for page 1, a deep page, searches (property code, correlative, taxpayer name), the status filter
// and a creation-date range, beside the raw SQL time of the page and count statements the list sends
// (captured from Prisma's query events, replayed with `pg` on one connection), and the first (cold)
// request of each case. Every request counts its matches (these lists keep no count).
// The data: the billing bench's properties (100,000; one taxpayer per 5, with the taxpayer bench's
// Venezuelan names), then bench/seed-agreements.ts (quotas, paid ones in bills, some overdue).
//   cd apps/api && pnpm exec tsx bench/agreements.ts [--agreements N]   (BENCH_SAMPLES=N, BENCH_EXPLAIN=1)
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { startEmbeddedPostgres } from '@aseo/db';
import { PrismaClient } from '@aseo/db/client';
import type { AgreementKind } from '@aseo/shared/contracts';
import { loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import type { Db } from '../src/db.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { startPortal } from '../src/server.ts';
import { agreementsService } from '../src/modules/agreements/agreements.service.ts';
import type { Filters } from '../src/modules/agreements/agreements.rows.ts';
import { SEED_ACTIVITIES, SEED_PROPERTIES } from './billing-run.ts';
import { seedAgreements } from './seed-agreements.ts';
import { arr, FIRST, LAST, pick } from './seed-taxpayers.ts';
import { quantile, time } from './timing.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WARMUP = 5;
const PATH = { agreement: 'agreements', convention: 'conventions' } as const;

type Statement = { sql: string; params: unknown[] };

/** The statements Prisma sends for one page of a list (page, count and the rate, in any order). */
async function captureStatements(url: string, ctx: AppContext, kind: AgreementKind, filters: Filters): Promise<Statement[]> {
  const spy = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 1 }), log: [{ emit: 'event', level: 'query' }] });
  const seen: Statement[] = [];
  spy.$on('query', (e) => seen.push({ sql: e.query, params: JSON.parse(e.params) as unknown[] }));
  try {
    await agreementsService({ ...ctx, db: spy as unknown as Db }).page(kind, filters, null);
  } finally {
    await spy.$disconnect();
  }
  return seen;
}

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const started = performance.now();
  const { values } = parseArgs({ options: { agreements: { type: 'string', default: '100000' } } });
  const count = Number(values.agreements);
  const properties = count; // one property per agreement of each kind on average; 1 taxpayer per 5
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-bench-agreements-'));
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
    await raw.query(SEED_ACTIVITIES); // with the 'conversion_petro' rate
    for (const sql of SEED_PROPERTIES) await raw.query(sql, [properties]);
    await raw.query(`UPDATE users SET name = (${arr(FIRST)})[1 + ${pick('id', 1, FIRST.length)}], lastname = (${arr(LAST)})[1 + ${pick('id', 2, LAST.length)}],
                       document_type_id = 1, document = (20000000 + id)::text WHERE id > 100000`);
    const seeded = await seedAgreements(raw, count, properties);
    console.log(
      `${properties.toLocaleString('en')} properties, ${count.toLocaleString('en')} agreements (${seeded.aq.toLocaleString('en')} quotas) and ` +
        `${count.toLocaleString('en')} conventions (${seeded.cq.toLocaleString('en')} quotas), ${seeded.bills.toLocaleString('en')} bills ` +
        `in ${((performance.now() - t0) / 1000).toFixed(1)} s (agreements ${seeded.seconds.toFixed(1)} s)`,
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
    type ListBody = Record<string, { total: number; data: { id: number }[] }>;
    const list = async (kind: AgreementKind, f: Filters) => {
      const q = new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)]));
      const r = await fetch(`${portal.url}/api/admin/${PATH[kind]}?${q}`, { headers: { authorization: `Bearer ${token}` } });
      if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
      return ((await r.json()) as ListBody)[PATH[kind]]!;
    };

    // the searched values, read from the seeded rows (a property, a correlative, a name)
    const probe = async (table: string) =>
      (
        await raw.query<{ code: string; number: string }>(
          `SELECT p.code, a.number::text AS number FROM ${table} a JOIN properties p ON p.id = a.property_id WHERE a.id = $1`,
          [Math.ceil(count * 0.4242)],
        )
      ).rows[0]!;
    const probes = { agreement: await probe('agreements'), convention: await probe('conventions') };
    const since = day(400);
    const until = day(370);
    const cases = (kind: AgreementKind): { name: string; filters: Filters }[] => {
      const p = probes[kind];
      const number = kind === 'agreement' ? p.number.padStart(6, '0') : p.number;
      return [
        { name: 'page 1', filters: { page: 1 } },
        { name: 'page 2,000', filters: { page: 2_000 } },
        { name: `search code "${p.code}"`, filters: { page: 1, search: p.code } },
        { name: `search correlative "${number}"`, filters: { page: 1, search: number } },
        { name: 'search name "carolina"', filters: { page: 1, search: 'carolina' } },
        { name: 'status 0 (Inactivo), page 1', filters: { page: 1, status: 0 } },
        { name: `since ${since} until ${until}, page 1`, filters: { page: 1, since, until } },
      ] as { name: string; filters: Filters }[];
    };

    const ms = (xs: number[]) => `${quantile(xs, 0.5)!.toFixed(1)} / ${quantile(xs, 0.99)!.toFixed(1)}`;
    const table: string[][] = [];
    for (const kind of ['agreement', 'convention'] as const) {
      for (const c of cases(kind)) {
        const cold = performance.now();
        const first = await list(kind, c.filters);
        const coldMs = performance.now() - cold;
        await time(WARMUP, () => list(kind, c.filters));
        const http = await time(SAMPLES, () => list(kind, c.filters));
        const statements = await captureStatements(database.url, portal.ctx, kind, c.filters);
        const page = statements.find((s) => /\bOFFSET\b/.test(s.sql))!;
        const counted = statements.find((s) => /count\(\*\)::int AS n FROM/.test(s.sql))!;
        const replay = async (s: Statement) => {
          const run = () => raw.query(s.sql, s.params);
          await time(WARMUP, run);
          return time(SAMPLES, run);
        };
        const pageSql = await replay(page);
        const countSql = await replay(counted);
        if (process.env.BENCH_EXPLAIN) {
          for (const s of [page, counted]) {
            const plan = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
            console.log(`--- ${PATH[kind]}: ${c.name}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
          }
        }
        table.push([`${PATH[kind]}: ${c.name}`, first.total.toLocaleString('en'), coldMs.toFixed(0), ms(http), ms(pageSql), ms(countSql)]);
      }
    }
    const head = ['case', 'matches', 'cold (ms)', 'HTTP p50 / p99', 'page SQL p50 / p99', 'count SQL p50 / p99'];
    const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
    const line = (r: string[]) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
    console.log(`Agreement lists, ${count.toLocaleString('en')} of each kind, ${SAMPLES} samples after ${WARMUP} warm-up (ms)`);
    console.log(line(head));
    for (const r of table) console.log(line(r));
    console.log(
      `whole bench ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' / ')}`,
    );
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
