// pnpm bench — the collections reads of issue 29 at scale: 500,000 properties (100,000 taxpayers),
// their pending months (bench/seed-collections.ts: ~3 million notices, fines and cached interest) and
// 1,000,000 accepted invoices (bench/seed-sales-book.ts), against the API run as its own process as
// `pnpm start` runs it:
//  - 'Cobranza vencida' (GET admin/reports/overdue_collection): p50/p99 of page 1 with its summary
//    computed (a new as-of day each time) and kept (30 s), a deeper page, one taxpayer (client_id) and
//    grouped by taxpayer;
//  - its Excel of the whole portal: time, bytes and the API process's peak RSS (a fresh process);
//  - the staff home (GET admin/home/get): p50/p99.
//   cd apps/api && pnpm run bench:collections   (BENCH_PROPERTIES=N, default 500,000; BENCH_BILLS=N,
//   default 2 × properties; BENCH_SAMPLES=N, default 20)
import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@aseo/db';
import { peakRssOf, rssMb, startLine, startProcess, stopProcess } from './process-load.ts';
import { seedCollections } from './seed-collections.ts';
import { seedSalesBook } from './seed-sales-book.ts';
import { seedTaxpayers } from './seed-taxpayers.ts';
import { benchDatabase, download, loadAverage as load, mb, n } from './setup.ts';
import { stats, time } from './timing.ts';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 500_000);
const BILLS = Number(process.env.BENCH_BILLS ?? PROPERTIES * 2);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const SECRET = 'bench-secret-bench-secret-bench-secret!!';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OVERDUE = '/api/admin/reports/overdue_collection';
const HOME = '/api/admin/home/get';

async function main() {
  const database = await benchDatabase('collections');
  const { dir, raw } = database;
  let api: ChildProcess | undefined;
  try {
    // 5 properties a taxpayer at 100,000 properties and more (seedTaxpayers' condominium parents need 100,000); one each below
    const people = await seedTaxpayers(raw, PROPERTIES >= 100_000 ? Math.round(PROPERTIES / 5) : PROPERTIES, PROPERTIES);
    const debt = await seedCollections(raw);
    const seeded = await seedSalesBook(raw, BILLS);
    const { rows: counted } = await raw.query<{ properties: number; notices: number; bills: number }>(
      `SELECT (SELECT count(*)::int FROM properties) AS properties, (SELECT count(*)::int FROM notices) AS notices, (SELECT count(*)::int FROM bills) AS bills`,
    );
    console.log(
      `collections bench: ${n(counted[0]!.properties)} properties of ${n(people.taxpayers)} taxpayers; ${n(debt.notices)} pending notices and ${n(debt.fines)} fines / interest rows ` +
        `in ${debt.seconds.toFixed(0)} s; ${n(counted[0]!.bills)} bills (${n(seeded.bills)} invoices in ${seeded.seconds.toFixed(0)} s) · load average ${load()}`,
    );

    const bundled = spawnSync(process.execPath, ['scripts/bundle.mjs'], { cwd: apiDir, stdio: 'inherit' });
    if (bundled.status !== 0) throw new Error('bundling the API failed');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const start = await startLine();
    const startApi = async () => {
      if (api) await stopProcess(api);
      api = await startProcess(
        'API',
        path.join(apiDir, 'dist', 'start.mjs'),
        {
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          JWT_SECRET: SECRET,
          SEED_DEMO: 'false',
          BILLING_SCHEDULER: 'off',
          // the computed summary is measured on purpose: no warm-up computing today's beside it
          SUMMARY_WARMUP: 'off',
          DATA_DIR: path.join(dir, 'data'),
          LOG_LEVEL: 'warn',
          ...start.env,
        },
        async () => (await fetch(`${url}/api/health`)).ok,
        start.nodeArgs,
      );
      return api.pid!;
    };
    const pid = await startApi();
    const login = (await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo.2026' }),
    }).then((r) => r.json())) as { token: string };
    const auth = { authorization: `Bearer ${login.token}` };
    console.log(`API idle RSS ${mb(await rssMb(pid))}`);

    // the overdue report's list: page 1 (with its summary), page 50, one taxpayer, grouped
    const get = async (p: string, q = '') => {
      const r = await fetch(`${url}${p}${q ? `?${q}` : ''}`, { headers: auth });
      const body = await r.text();
      if (!r.ok) throw new Error(`${p}?${q}: ${r.status} ${body.slice(0, 200)}`);
      return JSON.parse(body) as Record<string, unknown>;
    };
    const cold = performance.now();
    const first = (await get(OVERDUE, 'page=1')) as { summary: { properties: number; taxpayers: number; ucd: string; bs: string } };
    console.log(
      `overdue report today: ${n(first.summary.properties)} properties owing, ${n(first.summary.taxpayers)} taxpayers, ${first.summary.ucd} UCD = ${first.summary.bs} Bs ` +
        `(first request, summary computed: ${(performance.now() - cold).toFixed(0)} ms)`,
    );
    // the summary is kept 30 s per as-of day and filters: a new as-of day each time computes it again
    const dayBack = (k: number) => new Date(Date.now() - 4 * 3_600_000 - k * 86_400_000).toISOString().slice(0, 10);
    let back = 1;
    console.log(
      `overdue list, ${'page 1, summary computed'.padEnd(28)} ${stats(await time(Math.min(SAMPLES, 5), () => get(OVERDUE, `page=1&until=${dayBack(back++)}`)))}`,
    );
    const { rows: owners } = await raw.query<{ id: number }>(`SELECT user_id AS id FROM properties ORDER BY id DESC LIMIT 200`);
    let i = 0;
    const client = () => owners[i++ % owners.length]!.id;
    await time(2, () => get(OVERDUE, 'page=1'));
    const cases: [string, () => string][] = [
      ['page 1 (summary kept)', () => 'page=1'],
      ['page 50', () => 'page=50'],
      ['one taxpayer (client_id)', () => `page=1&client_id=${client()}`],
      ['grouped by taxpayer, page 1', () => 'page=1&group=1'],
    ];
    for (const [name, q] of cases) console.log(`overdue list, ${name.padEnd(28)} ${stats(await time(SAMPLES, () => get(OVERDUE, q())))}`);
    console.log(`load average after the list: ${load()}`);

    // the staff home
    const home = await fetch(`${url}${HOME}`, { headers: auth });
    await home.arrayBuffer();
    if (!home.ok) console.log(`${HOME}: ${home.status} — not measured`);
    else {
      await time(3, () => get(HOME));
      console.log(`staff home ${HOME.padEnd(30)} ${stats(await time(Math.max(SAMPLES, 50), () => get(HOME)))}`);
    }

    // the Excel of the whole portal in a fresh API process (after a one-taxpayer Excel: exceljs loaded)
    const fresh = await startApi();
    await download(`${url}${OVERDUE}/excel?client_id=${client()}`, auth);
    const r = await peakRssOf(fresh, () => download(`${url}${OVERDUE}/excel`, auth));
    console.log(
      `overdue Excel, every property (${n(first.summary.properties)} rows)  ${r.seconds.toFixed(1)} s · ${(r.result / 2 ** 20).toFixed(1)} MB · ` +
        `API peak RSS ${mb(r.peakMb)} (${mb(r.beforeMb)} before) · load ${load()}`,
    );
    console.log(`load average at the end: ${load()}`);
  } finally {
    if (api) await stopProcess(api);
    await database.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
