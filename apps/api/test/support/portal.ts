// A real portal per test file: its own database cloned from the migrated template, reference
// data seeded, HTTP + Socket.IO listening on a free port. Tests talk to it over HTTP.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import './vitest-context.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { startPortal, type RunningPortal } from '../../src/server.ts';

export type TestPortal = RunningPortal & { cfg: Config; dataDir: string; close(): Promise<void> };

async function cloneDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A portal on its own cloned database, or on `env.DATABASE_URL` when given (a second instance); `log` captures its log lines. */
export async function startTestPortal(env: Record<string, string> = {}, log?: Logger): Promise<TestPortal> {
  const database = env.DATABASE_URL ? { url: env.DATABASE_URL, drop: async () => {} } : await cloneDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aseo-test-data-'));
  const cfg = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    BCRYPT_ROUNDS: '4',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DB_POOL_MAX: '4',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
    DATABASE_URL: database.url,
  });
  const portal = await startPortal(cfg, log);
  return {
    ...portal,
    cfg,
    dataDir,
    async close() {
      await portal.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
