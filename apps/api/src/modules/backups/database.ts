// The database `pnpm backup` and `pnpm restore` work on, found as `pnpm start` finds it:
// DATABASE_URL, else the embedded cluster under DATA_DIR — the running one when the portal is up
// (its port is in postmaster.pid), else started for the command and stopped after it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '@aseo/db';
import type { Config } from '../../config.ts';
import { embeddedUrl, runningClusterPort } from '../../lib/running-cluster.ts';
import { BackupRefused } from './manifest.ts';

export type PortalDatabase = { url: string; embedded: boolean; stop(): Promise<void> };

/** The portal's database, to copy it (running or not). */
export async function databaseToCopy(cfg: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<PortalDatabase> {
  if (cfg.DATABASE_URL) return { url: cfg.DATABASE_URL, embedded: false, stop: async () => {} };
  const port = runningClusterPort(cfg.DATA_DIR);
  if (port) return { url: embeddedUrl(port), embedded: true, stop: async () => {} };
  if (!existsSync(path.join(cfg.DATA_DIR, 'pg', 'PG_VERSION'))) throw new BackupRefused(`no hay base de datos que copiar en ${cfg.DATA_DIR} (ni DATABASE_URL)`);
  const db = await startEmbeddedPostgres({ dataDir: cfg.DATA_DIR });
  return { url: db.url, embedded: true, stop: db.stop };
}

/** An empty database to restore into: DATABASE_URL's (checked empty by the restore), else a new cluster in an empty DATA_DIR. */
export async function databaseToRestore(cfg: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<PortalDatabase> {
  if (cfg.DATABASE_URL) return { url: cfg.DATABASE_URL, embedded: false, stop: async () => {} };
  if (existsSync(path.join(cfg.DATA_DIR, 'pg', 'PG_VERSION'))) {
    throw new BackupRefused(
      `la carpeta de datos ${cfg.DATA_DIR} ya tiene una base de datos: restaure en una carpeta de datos vacía (DATA_DIR=/otra/carpeta pnpm restore …)`,
    );
  }
  const db = await startEmbeddedPostgres({ dataDir: cfg.DATA_DIR });
  return { url: db.url, embedded: true, stop: db.stop };
}
