// pnpm bench — latency of the hot auth calls over HTTP against a real (embedded) PostgreSQL,
// beside the raw SQL time of the same lookup. Prints p50/p99; never part of the test suite.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chmod } from 'node:fs/promises';
import pg from 'pg';
import { startEmbeddedPostgres } from '@aseo/db';
import { seedDemo } from '@aseo/db/seed';
import { loadConfig } from '../src/config.ts';
import { startPortal } from '../src/server.ts';
import { stats, time } from './timing.ts';

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-bench-'));
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
  const portal = await startPortal(cfg);
  await seedDemo(portal.ctx.db, { bcryptRounds: cfg.BCRYPT_ROUNDS });
  const post = (p: string, body: unknown, token?: string) =>
    fetch(`${portal.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const { token } = (await post('/api/auth/login', { username: 'admin', password: 'Demo.2026' })) as { token: string };
  const raw = new pg.Client({ connectionString: db.url });
  await raw.connect();
  await time(50, () => post('/api/profile/get', {}, token)); // warm-up
  console.log(`profile/get (HTTP, token check + user)  ${stats(await time(500, () => post('/api/profile/get', {}, token)))}`);
  console.log(`raw SQL user by id                       ${stats(await time(500, () => raw.query('SELECT * FROM users WHERE id = $1', [1])))}`);
  console.log(
    `auth/login (bcrypt cost ${cfg.BCRYPT_ROUNDS})               ${stats(await time(20, () => post('/api/auth/login', { username: 'cajero', password: 'Demo.2026' })))}`,
  );
  await raw.end();
  await portal.stop();
  await db.stop();
  await rm(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
