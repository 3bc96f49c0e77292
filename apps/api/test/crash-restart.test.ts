// `pnpm start` after a crash (issue 25, item 6): the API process killed with SIGKILL in the middle
// of a desk payment leaves its embedded PostgreSQL running on the data folder; the next start used
// to die on "Cannot read properties of undefined (reading 'message')". Now it stops that leftover
// PostgreSQL (it is on the portal's own data folder and its portal is gone), starts its own, and
// answers; the killed payment left a whole bill or none. A start on a folder whose portal still
// runs refuses with a clear line. Every process started here is stopped, even when an assertion
// fails.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@aseo/db';
import { createDb, type Db } from '../src/db.ts';
import { signedIn } from './support/factories.ts';
import { paymentsKit } from './support/payments.ts';
import type { TestPortal } from './support/portal.ts';

const apiDir = path.resolve(import.meta.dirname, '..');
let dataDir = '';
const started: ChildProcess[] = [];
const clients: { end(): Promise<unknown> }[] = [];

/** The API as `pnpm start` runs it (scripts/start.ts is what dist/start.mjs is built from). */
function startApi(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO: 'false', BCRYPT_ROUNDS: '4' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { child, exited: once(child, 'exit'), output: () => out };
}

async function untilHealthy(port: number, api: ReturnType<typeof startApi>) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (api.child.exitCode !== null || Date.now() > deadline) throw new Error(`the portal did not start:\n${api.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The PostgreSQL that holds the data folder now (its postmaster.pid): process id and port. */
function postmaster() {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Running, not a zombie (nothing reaps an orphan here once it exits). */
function running(pid: number) {
  try {
    return !/^\S+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const postgresOnDataDir = () =>
  spawnSync('pgrep', ['-f', `postgres -D ${dataDir}`], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);

async function untilGone(pids: number[], ms: number) {
  const deadline = Date.now() + ms;
  while (pids.some(running) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
  if (!dataDir) return;
  // a PostgreSQL left on this test's own folder: fast shutdown, then SIGKILL if it lingers
  const left = postgresOnDataDir();
  for (const pid of left) process.kill(pid, 'SIGINT');
  await untilGone(left, 20_000);
  for (const pid of left.filter(running)) process.kill(pid, 'SIGKILL');
  await untilGone(left, 5_000);
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** The test's view of a running portal for the factories: its address and a client of its database. */
function portalAt(port: number, dbPort: number): TestPortal {
  const db: Db = createDb(`postgresql://postgres:postgres@127.0.0.1:${dbPort}/aseo`, { DB_POOL_MAX: 2, DB_POOL_TIMEOUT_MS: 10_000 });
  clients.push({ end: () => db.$disconnect() });
  return { url: `http://127.0.0.1:${port}`, ctx: { db } } as unknown as TestPortal;
}

describe('starting after a crash', () => {
  it(
    'SIGKILL during a desk payment, start again: the leftover PostgreSQL is stopped, /api/health answers, a whole bill or none',
    { timeout: 240_000 },
    async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'aseo-crash-'));
      const port = await freePort();
      const first = startApi(port);
      await untilHealthy(port, first);
      const leftover = postmaster()!;
      const portal = portalAt(port, leftover.port);
      const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'], box: 'Caja 1' });
      const kit = await paymentsKit(portal, cashier.auth);
      const { p, jan } = await kit.owing();
      const voucher = kit.transfer('580.00');

      // the payment is sent; the API is killed as soon as its transaction has written the bill row
      // (a lock on `bills` held by another session), or when it answered if that came first
      const watcher = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${leftover.port}/aseo` });
      clients.push(watcher);
      await watcher.connect();
      let answered = false;
      const payment = kit.pay(p.id, jan.id, [voucher]).then(
        () => (answered = true),
        () => undefined,
      );
      let moment = 'after its answer';
      while (!answered) {
        const inBill = await watcher.query(
          `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
         WHERE c.relname = 'bills' AND l.mode = 'RowExclusiveLock' AND l.pid <> pg_backend_pid()`,
        );
        if (inBill.rowCount) {
          moment = 'inside its transaction';
          break;
        }
      }
      first.child.kill('SIGKILL');
      await first.exited;
      await payment;
      console.info(`API killed ${moment}`);
      await Promise.allSettled(clients.splice(0).map((c) => c.end()));
      // what issue 25 found: the killed API's PostgreSQL still runs on the data folder
      expect(running(leftover.pid)).toBe(true);

      const second = startApi(port);
      await untilHealthy(port, second);
      // stopped, not reused: the new start runs its own PostgreSQL
      expect(running(leftover.pid)).toBe(false);
      const now = postmaster()!;
      expect(now.pid).not.toBe(leftover.pid);

      // a second start on the same folder while this portal runs stops itself with a clear line and
      // leaves the running portal and its PostgreSQL alone
      const intruder = startApi(await freePort());
      const [intruderCode] = await intruder.exited;
      expect(intruderCode, intruder.output()).toBe(1);
      const fatal = intruder
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .find((l) => l.level === 60);
      expect(fatal?.msg).toContain('ya la usa otro portal en marcha');
      expect(running(now.pid)).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

      const db = portalAt(port, now.port).ctx.db;
      const bills = await db.bill.findMany({ where: { property_id: p.id }, include: { lines: true, vouchers: { include: { reference: true } } } });
      const notice = await db.notice.findUniqueOrThrow({ where: { id: jan.id } });
      const vouchers = await db.voucher.count({ where: { number: voucher.number } });
      if (bills.length === 0) {
        expect(notice).toMatchObject({ status: 1, bill_id: null });
        expect(vouchers).toBe(0);
      } else {
        expect(bills).toHaveLength(1);
        const bill = bills[0]!;
        expect(bill.lines.map((l) => l.notice_id)).toEqual([jan.id]);
        expect(bill.vouchers).toHaveLength(1);
        expect(bill.vouchers[0]).toMatchObject({ number: voucher.number, reference: { number: voucher.number } });
        expect(notice).toMatchObject({ status: 0, bill_id: bill.id });
        expect(await db.auditLog.count({ where: { subject_type: 'Bill', value_id: String(bill.id) } })).toBe(1);
      }
      await db.$disconnect();

      // and the restarted portal still stops cleanly, its PostgreSQL with it
      second.child.kill('SIGTERM');
      const [code] = await second.exited;
      expect(code, second.output()).toBe(0);
      expect(postgresOnDataDir()).toEqual([]);
    },
  );
});
