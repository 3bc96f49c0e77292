// pnpm bench (third step) — throughput under load: autocannon with 100 concurrent connections
// against the portal's API, run as its own process from the compiled `dist/start.mjs` as
// `pnpm start` runs it (NODE_ENV=production, LOG_LEVEL=info), and against a bare Express + `pg`
// baseline process (bench/baseline.ts) that runs the same SQL — the statements the API sends for a
// warm request of each call, captured from Prisma's query events — on the same database, in the
// same run. Database: a fresh embedded PostgreSQL with the migrations, the demo data and 100,000
// taxpayers (bench/seed-taxpayers.ts). Prints requests/s of both and their ratio per call, and the
// RSS of both processes idle (BENCH_IDLE_S seconds, default 45, after start and one request of each
// call; also read 3 s after), loaded (peak) and idle again after the load.
// Each call: 2 s of warm-up on both, then BENCH_ROUNDS (default 2) alternated runs of BENCH_DURATION
// seconds (default 10) on each. BENCH_CONNECTIONS=n (default 100), BENCH_CASES=regex (case names),
// BENCH_EXPLAIN=1 (plans of the captured statements) and BENCH_API_NODE_ARGS (profiling) for other runs.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { applyMigrations, freePort, loadReferenceData, startEmbeddedPostgres } from '@aseo/db';
import { PrismaClient } from '@aseo/db/client';
import { seedDemo } from '@aseo/db/seed';
import type { Db } from '../src/db.ts';
import { createTokenService } from '../src/lib/tokens.ts';
import { taxpayersQuery, type ClientFilters } from '../src/modules/taxpayers/taxpayers.query.ts';
import { createUserChanges, findPresentedUser } from '../src/modules/users/index.ts';
import type { BaselineRoutes, Statement } from './baseline.ts';
import { loadProcess, rssMb, startLine, startProcess, stopProcess } from './process-load.ts';
import { seedTaxpayers } from './seed-taxpayers.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WARMUP = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const IDLE_S = Math.max(3, Number(process.env.BENCH_IDLE_S ?? 45));
const SECRET = 'bench-secret-bench-secret-bench-secret!!';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const list = (f: ClientFilters) => (db: Db) => {
  // two calls of one query object: the second is a warm request (its count is remembered)
  const q = taxpayersQuery(db, createUserChanges());
  return q.list(f).then(() => ({ warm: () => q.list(f) }));
};

type Case = { name: string; path: string; body: Record<string, unknown>; prepare(db: Db, adminId: number): Promise<{ warm(): Promise<unknown> }> };

const ALL_CASES: Case[] = [
  { name: 'admin/clients/get page 1', path: '/api/admin/clients/get', body: { page: 1 }, prepare: list({ page: 1 }) },
  {
    name: 'admin/clients/get search "carolina"',
    path: '/api/admin/clients/get',
    body: { page: 1, search: 'carolina' },
    prepare: list({ page: 1, search: 'carolina' }),
  },
  { name: 'admin/clients/get status 0', path: '/api/admin/clients/get', body: { page: 1, status: 0 }, prepare: list({ page: 1, status: 0 }) },
  {
    name: 'profile/get',
    path: '/api/profile/get',
    body: {},
    prepare: async (db, adminId) => ({ warm: () => findPresentedUser(db, adminId) }),
  },
];
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : undefined; // e.g. BENCH_CASES=profile
const CASES = ALL_CASES.filter((c) => !only || only.test(c.name));

/** The statements a warm request of each call sends: its session check (remembered) and its handler's. */
async function captureRoutes(url: string, adminId: number, token: string): Promise<Record<string, Statement[]>> {
  const spy = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 1 }), log: [{ emit: 'event', level: 'query' }] });
  let seen: Statement[] = [];
  spy.$on('query', (e) => seen.push({ sql: e.query, params: JSON.parse(e.params) as unknown[] }));
  const db = spy as unknown as Db;
  const tokens = createTokenService(db, SECRET, '12h', createUserChanges());
  const out: Record<string, Statement[]> = {};
  try {
    for (const c of CASES) {
      const handler = await c.prepare(db, adminId);
      await tokens.authenticate(token);
      seen = [];
      await tokens.authenticate(token);
      await handler.warm();
      out[c.name] = seen;
      seen = [];
    }
  } finally {
    await spy.$disconnect();
  }
  return out;
}

/** BENCH_EXPLAIN=1: the plan of every captured statement, run once. */
async function explain(url: string, routes: Record<string, Statement[]>) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  for (const [name, statements] of Object.entries(routes)) {
    for (const s of statements) {
      const plan = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
      console.log(`\n${name}\n${s.sql}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  await c.end();
}

/**
 * RSS of both processes left idle for IDLE_S seconds. V8 gives memory back on its own once the process
 * is idle (its memory reducer: a memory-reducing collection some 20–30 s after the last activity, when
 * the young generation shrinks to its minimum), so a figure read right after the requests is the
 * process still warm, not idle: both are reported.
 */
async function settle(apiPid: number, basePid: number, seconds = IDLE_S) {
  const series: number[] = [];
  let at3 = { api: 0, baseline: 0 };
  for (let t = 3; t <= seconds; t += 3) {
    await sleep(3000);
    const now = { api: await rssMb(apiPid), baseline: await rssMb(basePid) };
    if (t === 3) at3 = now;
    series.push(Math.round(now.api));
  }
  return { api: await rssMb(apiPid), baseline: await rssMb(basePid), apiAt3s: at3.api, baselineAt3s: at3.baseline, series };
}

type Load = {
  rps: number;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  peakRssMb: number;
  cpuPerRequestMs: number;
};

/** Several runs as one: requests per second over their total time, the worst p50/p99, CPU per request over all. */
function combine(runs: Load[]): Load {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  return {
    rps: requests / runs.reduce((n, r) => n + r.seconds, 0),
    requests,
    seconds: runs.reduce((n, r) => n + r.seconds, 0),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
    cpuPerRequestMs: runs.reduce((n, r) => n + r.cpuPerRequestMs * r.requests, 0) / Math.max(1, requests),
  };
}

/** autocannon at CONNECTIONS for `seconds`, sampling the server's RSS meanwhile. */
async function load(url: string, body: unknown, token: string, seconds: number, pid: number): Promise<Load> {
  const { result: r, cpu, peak } = await loadProcess({ url, body, token, seconds, connections: CONNECTIONS, pid });
  return {
    rps: r.requests.total / r.duration,
    requests: r.requests.total,
    seconds: r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    peakRssMb: peak,
    cpuPerRequestMs: cpu / Math.max(1, r.requests.total),
  };
}

async function main() {
  const started = performance.now();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-bench-load-'));
  await chmod(dir, 0o755);
  const children: ChildProcess[] = [];
  const database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'bench' });
  try {
    // the API compiled as `pnpm start` runs it, and the baseline compiled the same way (no tsx in either process)
    const bundled = spawnSync(process.execPath, ['scripts/bundle.mjs'], { cwd: apiDir, stdio: 'inherit' });
    if (bundled.status !== 0) throw new Error('bundling the API failed');
    const baselineFile = path.join(apiDir, 'dist', 'bench-baseline.mjs');
    await build({
      entryPoints: [path.join(apiDir, 'bench', 'baseline.ts')],
      outfile: baselineFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'warning',
    });

    await applyMigrations(database.url);
    const setup = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url, max: 2 }) });
    await loadReferenceData(setup);
    await seedDemo(setup, { bcryptRounds: 10 });
    await setup.$disconnect();
    const raw = new pg.Client({ connectionString: database.url });
    await raw.connect();
    const seeded = await seedTaxpayers(raw);
    await raw.end();
    console.log(
      `seeded ${seeded.taxpayers.toLocaleString('en')} taxpayers, ${seeded.properties.toLocaleString('en')} properties in ${seeded.seconds.toFixed(1)} s`,
    );

    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const start = await startLine();
    console.log(
      `API started as the start line does: ${Object.entries(start.env)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')} node ${start.nodeArgs.join(' ')}`,
    );
    const api = await startProcess(
      'API',
      path.join(apiDir, 'dist', 'start.mjs'),
      {
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        JWT_SECRET: SECRET,
        SEED_DEMO: 'false',
        DATA_DIR: path.join(dir, 'data'),
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        // the variables the root `pnpm start` line sets (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_…)
        ...start.env,
      },
      async () => (await fetch(`${apiUrl}/api/health`)).ok,
      // the start line's node options, then e.g. BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'
      // to profile the API under load
      [...start.nodeArgs, ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    );
    children.push(api);
    // the API queues the month's billing run on start (pg-boss): 150,000 properties to bill, which
    // would otherwise run during the measurements — wait until it has finished
    const poll = new pg.Client({ connectionString: database.url });
    await poll.connect();
    const billingStarted = performance.now();
    while ((await poll.query(`SELECT 1 FROM billing_runs WHERE status = 'finished'`)).rowCount === 0) {
      if (performance.now() - billingStarted > 600_000) throw new Error('the billing run did not finish in 10 min');
      await sleep(500);
    }
    await poll.end();
    console.log(`billing run on start finished after ${((performance.now() - billingStarted) / 1000).toFixed(0)} s`);
    const login = await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo.2026' }),
    }).then((r) => r.json() as Promise<{ token: string; user: { id: number } }>);
    const { token } = login;

    const routes = await captureRoutes(database.url, login.user.id, token);
    if (process.env.BENCH_EXPLAIN) await explain(database.url, routes);
    const routesFile = path.join(dir, 'baseline-routes.json');
    // one baseline path per case (the list's cases share the API's path)
    const baselineRoutes: BaselineRoutes = Object.fromEntries(CASES.map((c, i) => [`/case/${i}`, routes[c.name]]));
    await writeFile(routesFile, JSON.stringify(baselineRoutes));
    const basePort = await freePort();
    const baseUrl = `http://127.0.0.1:${basePort}`;
    const baseline = await startProcess(
      'baseline',
      baselineFile,
      { DATABASE_URL: database.url, PORT: String(basePort), JWT_SECRET: SECRET, BASELINE_ROUTES: routesFile },
      async () => (await fetch(`${baseUrl}/case/0`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).ok,
    );
    children.push(baseline);

    // idle: after start and one request of each call
    for (const [i, c] of CASES.entries()) {
      for (const [url, name] of [
        [`${apiUrl}${c.path}`, 'API'],
        [`${baseUrl}/case/${i}`, 'baseline'],
      ]) {
        const r = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(c.body),
        });
        if (!r.ok) throw new Error(`${name} ${c.name}: ${r.status} ${await r.text()}`);
      }
    }
    const idle = await settle(api.pid!, baseline.pid!);

    const rows: string[][] = [];
    let apiPeak = 0;
    let basePeak = 0;
    for (const [i, c] of CASES.entries()) {
      const runs = { API: [] as Load[], baseline: [] as Load[] };
      await load(`${baseUrl}/case/${i}`, c.body, token, WARMUP, baseline.pid!);
      await load(`${apiUrl}${c.path}`, c.body, token, WARMUP, api.pid!);
      // alternated runs, so a burst of other work on the machine weighs on both
      for (let r = 0; r < ROUNDS; r++) {
        runs.baseline.push(await load(`${baseUrl}/case/${i}`, c.body, token, DURATION, baseline.pid!));
        runs.API.push(await load(`${apiUrl}${c.path}`, c.body, token, DURATION, api.pid!));
      }
      const a = combine(runs.API);
      const b = combine(runs.baseline);
      for (const [who, x] of [
        ['API', a],
        ['baseline', b],
      ] as const) {
        if (x.non2xx || x.errors) console.log(`  ${who} ${c.name}: ${x.non2xx} non-2xx answers, ${x.errors} errors`);
      }
      apiPeak = Math.max(apiPeak, a.peakRssMb);
      basePeak = Math.max(basePeak, b.peakRssMb);
      const statements = routes[c.name].length;
      rows.push([
        c.name,
        String(statements),
        b.rps.toFixed(0),
        a.rps.toFixed(0),
        `${(a.rps / b.rps).toFixed(2)}×`,
        `${a.p50} / ${a.p99}`,
        `${b.p50} / ${b.p99}`,
        `${a.cpuPerRequestMs.toFixed(2)} / ${b.cpuPerRequestMs.toFixed(2)}`,
      ]);
      console.log(`  ${c.name}: API ${a.rps.toFixed(0)} req/s, baseline ${b.rps.toFixed(0)} req/s (${(a.rps / b.rps).toFixed(2)}×)`);
    }

    const head = ['call', 'SQL stmts', 'baseline req/s', 'API req/s', 'ratio', 'API p50 / p99 ms', 'baseline p50 / p99 ms', 'CPU ms/req API / baseline'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (r: string[]) => `| ${r.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join(' | ')} |`;
    console.log(
      `\n${CONNECTIONS} connections, ${ROUNDS} alternated runs of ${DURATION} s on each after ${WARMUP} s of warm-up, ${os.cpus().length} cores, Node ${process.version}`,
    );
    console.log([line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n'));
    // after a load V8's memory reducer may wait longer (it backs off while allocation was high): watched twice as long
    const after = await settle(api.pid!, baseline.pid!, IDLE_S * 2);
    const mb = (x: number) => `${x.toFixed(0)} MB`;
    console.log(`\nRSS idle, ${IDLE_S} s after start and one request of each call: API ${mb(idle.api)}, baseline ${mb(idle.baseline)}`);
    console.log(`  (3 s after those requests: API ${mb(idle.apiAt3s)}, baseline ${mb(idle.baselineAt3s)}; API every 3 s: ${idle.series.join(' ')})`);
    console.log(`RSS loaded (peak): API ${mb(apiPeak)}, baseline ${mb(basePeak)}`);
    console.log(
      `RSS idle again, ${IDLE_S * 2} s after the load: API ${mb(after.api)}, baseline ${mb(after.baseline)} (API every 3 s: ${after.series.join(' ')})`,
    );
  } finally {
    for (const child of children) await stopProcess(child);
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`\nload bench done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
