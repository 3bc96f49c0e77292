// A/B of API builds under the same load (issue 11 tuning): every variant runs as its own process on
// one database (migrations, demo data, 100,000 taxpayers), and each call is loaded with autocannon on
// every variant in turn, BENCH_ROUNDS times alternated, so a burst of other work on this shared
// machine weighs on all of them. Prints requests/s, CPU ms a request and RSS (idle after one request
// of each call; peak under load) per variant.
//   AB_VARIANTS='name=file[;ENV=value][;--node-flag] name2=…' (files under apps/api/dist), e.g.
//   AB_VARIANTS='before=start-before.mjs after=start.mjs semi=start.mjs;--max-semi-space-size=2 arena=start.mjs;MALLOC_ARENA_MAX=2'
// Make a 'before' build first: node scripts/bundle.mjs && cp dist/start.mjs dist/start-before.mjs (same folder,
// so its relative imports resolve), then change the code and bundle again.
//   pnpm exec tsx bench/ab.ts   (BENCH_DURATION, BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_CASES)
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { applyMigrations, freePort, loadReferenceData, startEmbeddedPostgres } from '@aseo/db';
import { PrismaClient } from '@aseo/db/client';
import { seedDemo } from '@aseo/db/seed';
import { loadProcess, rssMb } from './process-load.ts';
import { seedTaxpayers } from './seed-taxpayers.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECRET = 'bench-secret-bench-secret-bench-secret!!';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ALL_CASES = [
  { name: 'clients page 1', path: '/api/admin/clients/get', body: { page: 1 } },
  { name: 'clients "carolina"', path: '/api/admin/clients/get', body: { page: 1, search: 'carolina' } },
  { name: 'clients status 0', path: '/api/admin/clients/get', body: { page: 1, status: 0 } },
  { name: 'profile/get', path: '/api/profile/get', body: {} },
  // through Prisma (4 queries: activities with their prices, count, types, global values): what a
  // change to the query compiler's WebAssembly (--liftoff-only) costs
  { name: 'economic-activities (Prisma)', path: '/api/admin/economic-activities', body: { page: 1 } },
];
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : undefined;
const CASES = ALL_CASES.filter((c) => !only || only.test(c.name));

type Variant = { name: string; file: string; env: Record<string, string>; nodeArgs: string[]; child?: ChildProcess; url?: string };

function parseVariants(spec: string): Variant[] {
  return spec
    .split(/\s+/)
    .filter(Boolean)
    .map((v) => {
      const cut = (x: string) => [x.slice(0, x.indexOf('=')), x.slice(x.indexOf('=') + 1)] as const;
      const [name, rest] = cut(v);
      const [file, ...opts] = rest.split(';');
      const env: Record<string, string> = {};
      const nodeArgs: string[] = [];
      for (const o of opts) {
        if (o.startsWith('-')) nodeArgs.push(o);
        else {
          const [k, val] = cut(o);
          env[k] = val;
        }
      }
      return { name, file: path.join(apiDir, 'dist', file!), env, nodeArgs };
    });
}

async function load(url: string, body: unknown, token: string, seconds: number, pid: number) {
  const { result: r, cpu, peak } = await loadProcess({ url, body, token, seconds, connections: CONNECTIONS, pid });
  if (r.non2xx || r.errors) console.log(`  ${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { requests: r.requests.total, seconds: r.duration, cpu, peak };
}

async function startVariant(v: Variant, databaseUrl: string, dir: string, extra: Record<string, string>) {
  const port = await freePort();
  v.url = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH!,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: SECRET,
    SEED_DEMO: 'false',
    DATA_DIR: path.join(dir, `data-${v.name}`),
    LOG_LEVEL: 'info',
    ...extra,
    ...v.env,
  };
  const child = spawn(process.execPath, [...v.nodeArgs, v.file], { cwd: apiDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  v.child = child;
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${v.name} exited: ${stderr}`);
    if (
      await fetch(`${v.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (performance.now() - t0 > 60_000) throw new Error(`${v.name} did not start: ${stderr}`);
    await sleep(100);
  }
}

async function stopVariant(v: Variant) {
  if (!v.child || v.child.exitCode !== null) return;
  const exited = new Promise((resolve) => v.child!.once('exit', resolve));
  v.child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => v.child!.kill('SIGKILL'))]);
}

async function main() {
  const variants = parseVariants(process.env.AB_VARIANTS ?? 'before=start-before.mjs after=start.mjs');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-bench-ab-'));
  await chmod(dir, 0o755);
  const database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'bench' });
  try {
    await applyMigrations(database.url);
    const setup = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url, max: 2 }) });
    await loadReferenceData(setup);
    await seedDemo(setup, { bcryptRounds: 10 });
    await setup.$disconnect();
    const raw = new pg.Client({ connectionString: database.url });
    await raw.connect();
    await seedTaxpayers(raw);
    await raw.end();

    // the API queues the month's billing run on start (pg-boss, once across instances): a throwaway
    // instance of the first variant's file runs it before the variants start with the scheduler off,
    // so no variant carries the run's garbage and fragmentation into its figures
    const runner: Variant = { ...variants[0]!, name: 'billing-runner', env: {}, nodeArgs: [] };
    await startVariant(runner, database.url, dir, {});
    const poll = new pg.Client({ connectionString: database.url });
    await poll.connect();
    const t0 = performance.now();
    while ((await poll.query(`SELECT 1 FROM billing_runs WHERE status = 'finished'`)).rowCount === 0) {
      if (performance.now() - t0 > 600_000) throw new Error('the billing run did not finish');
      await sleep(500);
    }
    await poll.end();
    console.log(`billing run finished after ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    await stopVariant(runner);
    for (const v of variants) await startVariant(v, database.url, dir, { BILLING_SCHEDULER: 'off', SUMMARY_WARMUP: 'off' });
    const login = await fetch(`${variants[0]!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo.2026' }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    for (const v of variants) {
      for (const c of CASES) {
        const r = await fetch(`${v.url}${c.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
          body: JSON.stringify(c.body),
        });
        if (!r.ok) throw new Error(`${v.name} ${c.name}: ${r.status}`);
      }
    }
    await sleep(3000);
    const idle = Object.fromEntries(await Promise.all(variants.map(async (v) => [v.name, await rssMb(v.child!.pid!)] as const)));
    console.log(
      `load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
    console.log(`idle RSS: ${variants.map((v) => `${v.name} ${idle[v.name]!.toFixed(0)} MB`).join(', ')}`);
    const peaks: Record<string, number> = {};
    for (const c of CASES) {
      const tot: Record<string, { requests: number; seconds: number; cpu: number }> = {};
      for (const v of variants) await load(`${v.url}${c.path}`, c.body, login.token, 2, v.child!.pid!);
      for (let r = 0; r < ROUNDS; r++) {
        // rotate the order each round
        for (const v of variants.slice(r % variants.length).concat(variants.slice(0, r % variants.length))) {
          const x = await load(`${v.url}${c.path}`, c.body, login.token, DURATION, v.child!.pid!);
          const t = (tot[v.name] ??= { requests: 0, seconds: 0, cpu: 0 });
          t.requests += x.requests;
          t.seconds += x.seconds;
          t.cpu += x.cpu;
          peaks[v.name] = Math.max(peaks[v.name] ?? 0, x.peak);
        }
      }
      const first = tot[variants[0]!.name]!;
      const line = variants.map((v) => {
        const t = tot[v.name]!;
        const rps = t.requests / t.seconds;
        return `${v.name} ${rps.toFixed(0)} req/s (${(rps / (first.requests / first.seconds)).toFixed(2)}×, ${(t.cpu / t.requests).toFixed(2)} ms CPU)`;
      });
      console.log(`${c.name}: ${line.join(' | ')}   [load ${os.loadavg()[0]!.toFixed(1)}]`);
    }
    console.log(`peak RSS: ${variants.map((v) => `${v.name} ${peaks[v.name]!.toFixed(0)} MB`).join(', ')}`);
  } finally {
    await Promise.all(variants.map(stopVariant));
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
