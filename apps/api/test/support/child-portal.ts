// A portal in its own process, for tests that measure it from outside (memory from /proc) or
// must survive it dying: its own database cloned from the migrated template, like portal.ts, and
// a database client in the test process so the factories can write its rows.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import './vitest-context.ts';
import { createDb } from '../../src/db.ts';
import type { TestPortal } from './portal.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export type ChildPortal = {
  url: string;
  pid: number;
  /** For the factories (`signedIn(child.portal, ...)`): the child's address and a client of its database. */
  portal: TestPortal;
  /** VmRSS and VmHWM (peak since the last resetPeak) of the child, in MB. */
  memory(): Promise<{ rss: number; peak: number }>;
  resetPeak(): Promise<void>;
  alive(): boolean;
  close(): Promise<void>;
};

export async function startChildPortal(env: Record<string, string> = {}): Promise<ChildPortal> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  const databaseUrl = adminUrl.replace(/\/postgres$/, `/${name}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aseo-child-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'child-portal-main.ts')], {
    cwd: path.resolve(here, '../..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      BCRYPT_ROUNDS: '4',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DB_POOL_MAX: '4',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const line = out.match(/^\{"url":"[^"]+"\}$/m);
      if (line) resolve(JSON.parse(line[0]).url);
    });
    exit.then(() => reject(new Error(`the child portal stopped before listening:\n${stderr}`)));
  });
  const db = createDb(databaseUrl, { DB_POOL_MAX: 2, DB_POOL_TIMEOUT_MS: 10_000 });
  const status = () => readFile(`/proc/${child.pid}/status`, 'utf8');
  const mb = (text: string, field: string) => Number(text.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))![1]) / 1024;
  return {
    url,
    pid: child.pid!,
    portal: { url, ctx: { db } } as unknown as TestPortal,
    async memory() {
      const text = await status();
      return { rss: mb(text, 'VmRSS'), peak: mb(text, 'VmHWM') };
    },
    // "5" resets the peak resident size the kernel reports as VmHWM
    resetPeak: () => writeFile(`/proc/${child.pid}/clear_refs`, '5'),
    alive: () => !exited,
    async close() {
      await db.$disconnect();
      if (!exited) child.kill('SIGTERM');
      await Promise.race([exit, new Promise((r) => setTimeout(r, 10_000))]);
      if (!exited) child.kill('SIGKILL');
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
