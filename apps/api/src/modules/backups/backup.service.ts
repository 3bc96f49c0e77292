// One consistent copy of the portal (README "Backups", ADR 026): every table read in ONE snapshot
// (a REPEATABLE READ transaction whose snapshot the other sessions import, as `pg_dump -j` does),
// COPY text through gzip into tables/, then the uploaded files into files/ (after the tables: every
// file a row of the snapshot names was committed before it, ADR 019), the applied migrations, the
// sequences, and a manifest with rows and sha256 of each part. Written under a hidden `.partial`
// name and renamed when complete, so a folder with a manifest is always a whole copy.
import { existsSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { copyTableOut, listTables, openSession, type TableInfo } from './copy.ts';
import { copyUploads } from './files.ts';
import { COPY_SETTINGS, FORMAT, FORMAT_VERSION, writeManifest, type Manifest, type TableEntry } from './manifest.ts';

export type BackupOptions = {
  databaseUrl: string;
  uploadDir: string;
  backupDir: string;
  /** sessions reading tables at once (default 2) */
  jobs?: number;
  now?: Date;
};
export type BackupResult = { folder: string; manifest: Manifest };

/** Another copy of this database is being written (by the daily job or `pnpm backup`). */
export class BackupBusy extends Error {}

/** '2026-11-26T18-30-00Z': sorts by time, valid on every file system. */
export const folderName = (at: Date) => `${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;
export const FOLDER_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?$/;

function freeName(backupDir: string, at: Date) {
  const base = folderName(at);
  let name = base;
  for (let n = 2; existsSync(path.join(backupDir, name)) || existsSync(path.join(backupDir, `.${name}.partial`)); n++) name = `${base}-${n}`;
  return name;
}

async function begin(client: pg.Client, snapshot?: string) {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  if (snapshot) await client.query(`SET TRANSACTION SNAPSHOT '${snapshot}'`);
}

/** Tables largest first, each taken by the next free session. */
async function copyTables(sessions: pg.Client[], tables: TableInfo[], tablesDir: string): Promise<TableEntry[]> {
  const queue = [...tables].sort((a, b) => b.pages - a.pages);
  const done: TableEntry[] = [];
  await Promise.all(
    sessions.map(async (s) => {
      for (let t = queue.shift(); t; t = queue.shift()) done.push(await copyTableOut(s, t, tablesDir));
    }),
  );
  return done.sort((a, b) => a.name.localeCompare(b.name));
}

export async function runBackup(opts: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const at = opts.now ?? new Date();
  await mkdir(opts.backupDir, { recursive: true });
  const name = freeName(opts.backupDir, at);
  const work = path.join(opts.backupDir, `.${name}.partial`);
  const folder = path.join(opts.backupDir, name);
  await mkdir(path.join(work, 'tables'), { recursive: true });
  const main = await openSession(opts.databaseUrl, 'aseo-backup');
  const others: pg.Client[] = [];
  try {
    // one copy at a time per database; the lock goes with the session
    const lock = await main.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(hashtext('aseo:backup')) AS ok`);
    if (!lock.rows[0]?.ok) throw new BackupBusy('otra copia de seguridad de esta base de datos está en curso');
    await begin(main);
    const snapshot = (await main.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const server_version = (await main.query<{ v: string }>('SHOW server_version')).rows[0]!.v;
    const tables = await listTables(main);
    const migrations = tables.some((t) => t.name === '_prisma_migrations')
      ? (
          await main.query<{ name: string; checksum: string }>(
            `SELECT migration_name AS name, checksum FROM _prisma_migrations
             WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
          )
        ).rows
      : [];
    // a sequence is not transactional: read now it covers every id the snapshot holds
    const sequences = (
      await main.query<{ name: string; last_value: string | null }>(
        `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
      )
    ).rows;
    for (let i = 1; i < Math.max(1, opts.jobs ?? 2); i++) {
      const s = await openSession(opts.databaseUrl, 'aseo-backup');
      others.push(s);
      await begin(s, snapshot);
    }
    const entries = await copyTables([main, ...others], tables, path.join(work, 'tables'));
    await Promise.all([main, ...others].map((s) => s.query('COMMIT')));
    const skip = [path.resolve(opts.backupDir)];
    const files = await copyUploads(opts.uploadDir, path.join(work, 'files'), skip);
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      created_at: at.toISOString(),
      server_version,
      settings: COPY_SETTINGS,
      migrations,
      tables: entries,
      sequences,
      files,
      totals: {
        rows: entries.reduce((n, t) => n + t.rows, 0),
        table_bytes: entries.reduce((n, t) => n + t.bytes, 0),
        stored_bytes: 0,
        files: files.length,
        file_bytes: files.reduce((n, f) => n + f.size, 0),
        seconds: 0,
      },
    };
    manifest.totals.stored_bytes = entries.reduce((n, t) => n + statSync(path.join(work, 'tables', t.file)).size, 0);
    manifest.totals.seconds = Math.round((Date.now() - started) / 100) / 10;
    await writeManifest(work, manifest);
    await rename(work, folder);
    return { folder, manifest };
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  } finally {
    await Promise.all([main, ...others].map((s) => s.end().catch(() => {})));
  }
}
