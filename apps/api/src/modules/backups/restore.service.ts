// A copy put back into an empty database and an empty upload folder (README "Backups", ADR 026):
//  1. the copy is checked whole first (manifest, every table file, every uploaded file): a damaged
//     copy is refused before anything is written;
//  2. the target must be empty (no table in `public`, no file in the upload folder);
//  3. the migrations the copy names (and only those: a newer portal applies its own at start) are
//     applied, then every table is loaded in ONE transaction with session_replication_role =
//     replica: no trigger fires (the audit log's append-only trigger would clear the chain's seals,
//     ADR 024) and no foreign key is checked row by row (the rows come from one consistent
//     snapshot), so the order of the tables does not matter; `_prisma_migrations` gets the copy's
//     own rows, the sequences their copied values (fiscal counters are rows of fiscal_counters);
//     the secondary indexes are dropped for the load and built again after it;
//  4. every table is read back and must give the manifest's rows and sha256; the files are written
//     and checked the same way.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, migrationsDir } from '@aseo/db';
import { copyTableIn, listTables, openSession, quoteIdent, tableContent } from './copy.ts';
import { copyFile, listFiles } from './files.ts';
import { BackupRefused, damagedParts, readManifest, type Manifest, type TableEntry } from './manifest.ts';

export type RestoreOptions = {
  folder: string;
  /** the copy's manifest when `checkCopy` already checked it (the CLI checks before it starts a cluster) */
  checked?: Manifest;
  databaseUrl: string;
  uploadDir: string;
  /** sessions checking tables at once (default 2) */
  jobs?: number;
  log?: (message: string) => void;
};
export type RestoreResult = { manifest: Manifest; seconds: number };

const list = (names: string[]) => names.slice(0, 5).join(', ') + (names.length > 5 ? ` y ${names.length - 5} más` : '');

/** The migrations folder to apply: the project's own when the copy names all of them, else a temporary one with those it names. */
async function migrationsFor(manifest: Manifest): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const missing: string[] = [];
  const changed: string[] = [];
  for (const m of manifest.migrations) {
    const file = path.join(migrationsDir, m.name, 'migration.sql');
    if (!existsSync(file)) missing.push(m.name);
    else if (
      createHash('sha256')
        .update(await readFile(file, 'utf8'))
        .digest('hex') !== m.checksum
    )
      changed.push(m.name);
  }
  if (missing.length) {
    throw new BackupRefused(`la copia la hizo una versión más nueva del portal: no se conocen las migraciones ${list(missing)}; actualice el portal y repita`);
  }
  if (changed.length) throw new BackupRefused(`las migraciones ${list(changed)} de esta versión del portal no son las que tenía la base copiada`);
  const own = (await listFiles(migrationsDir)).filter((f) => f.endsWith('/migration.sql')).length;
  if (own === manifest.migrations.length) return { dir: migrationsDir, cleanup: async () => {} };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-restore-migrations-'));
  await cp(path.join(migrationsDir, 'migration_lock.toml'), path.join(dir, 'migration_lock.toml')).catch(() => {});
  for (const m of manifest.migrations) await cp(path.join(migrationsDir, m.name), path.join(dir, m.name), { recursive: true });
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Refuses a database with any table in `public` or an upload folder with any file. */
export async function refuseNonEmpty(databaseUrl: string, uploadDir: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    if (rows[0]!.n > 0) {
      throw new BackupRefused(
        `la base de datos de destino no está vacía (${rows[0]!.n} tablas): una copia se restaura solo en una base de datos nueva, sin tablas`,
      );
    }
  } finally {
    await client.end();
  }
  const files = await listFiles(uploadDir);
  if (files.length) throw new BackupRefused(`la carpeta de archivos ${uploadDir} no está vacía (${files.length} archivos): restaure en una carpeta vacía`);
}

async function load(databaseUrl: string, folder: string, manifest: Manifest) {
  const client = await openSession(databaseUrl, 'aseo-restore');
  try {
    await client.query('BEGIN');
    try {
      await client.query('SET LOCAL session_replication_role = replica');
    } catch {
      throw new BackupRefused(
        'el usuario de la base de datos no puede cargar la copia con los disparadores apagados (session_replication_role): use un superusuario, o en PostgreSQL 15+ GRANT SET ON PARAMETER session_replication_role TO <usuario>',
      );
    }
    const present = new Set((await listTables(client)).map((t) => t.name));
    const unknown = manifest.tables.filter((t) => !present.has(t.name)).map((t) => t.name);
    if (unknown.length) throw new BackupRefused(`las migraciones aplicadas no crean las tablas ${list(unknown)} de la copia`);
    // the rows applyMigrations just wrote give way to the copy's own (their dates and ids)
    if (present.has('_prisma_migrations')) await client.query('DELETE FROM _prisma_migrations');
    // so do the rows a migration wrote itself (a backfill, portal_counts' one row): the target had
    // no table before the migrations, so whatever is in a table now is theirs, and the copy has its own
    for (const t of manifest.tables) {
      if (t.name === '_prisma_migrations') continue;
      const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quoteIdent(t.name)}) AS any`);
      if (rows[0]?.any) await client.query(`DELETE FROM ${quoteIdent(t.name)}`);
    }
    // as pg_restore does: the secondary indexes (the search's trigram ones above all) are dropped
    // for the load and built again after it from their own definitions, each in one pass
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
       WHERE schemaname = 'public' AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace)`,
    );
    for (const ix of indexes) await client.query(`DROP INDEX ${quoteIdent(ix.name)}`);
    for (const t of manifest.tables) await copyTableIn(client, t, path.join(folder, 'tables'));
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const ix of indexes) await client.query(ix.def);
    for (const s of manifest.sequences) {
      if (s.last_value !== null) await client.query('SELECT setval($1::regclass, $2::bigint, true)', [`"${s.name.replace(/"/g, '""')}"`, s.last_value]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/** Each restored table read back: the manifest's rows and digest, or the tables that differ. */
async function verifyTables(databaseUrl: string, tables: TableEntry[], jobs: number) {
  const queue = [...tables].sort((a, b) => b.bytes - a.bytes);
  const wrong: string[] = [];
  await Promise.all(
    Array.from({ length: Math.max(1, jobs) }, async () => {
      const s = await openSession(databaseUrl, 'aseo-restore-check');
      try {
        for (let t = queue.shift(); t; t = queue.shift()) {
          const got = await tableContent(s, t);
          if (got.rows !== t.rows || got.digest !== t.rows_digest) wrong.push(`${t.name} (${got.rows} filas, la copia tiene ${t.rows})`);
        }
      } finally {
        await s.end();
      }
    }),
  );
  if (wrong.length) throw new Error(`la base restaurada no coincide con la copia en ${list(wrong)}`);
}

/** A copy checked whole (manifest, every table file, every uploaded file); its manifest, or BackupRefused naming the damaged parts. */
export async function checkCopy(dir: string, log: (message: string) => void = () => {}): Promise<Manifest> {
  const folder = path.resolve(dir);
  const manifest = await readManifest(folder);
  log(`comprobando la copia ${folder} (${manifest.tables.length} tablas, ${manifest.files.length} archivos)`);
  const bad = await damagedParts(folder, manifest);
  if (bad.length) throw new BackupRefused(`la copia ${folder} está dañada: ${bad.length} partes no coinciden con su suma de verificación (${list(bad)})`);
  return manifest;
}

export async function runRestore(opts: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const folder = path.resolve(opts.folder);
  const manifest = opts.checked ?? (await checkCopy(folder, log));
  await refuseNonEmpty(opts.databaseUrl, opts.uploadDir);
  const migrations = await migrationsFor(manifest);
  try {
    log(`aplicando ${manifest.migrations.length} migraciones`);
    await applyMigrations(opts.databaseUrl, migrations.dir);
  } finally {
    await migrations.cleanup();
  }
  log(`cargando ${manifest.totals.rows} filas`);
  await load(opts.databaseUrl, folder, manifest);
  log('verificando las tablas restauradas');
  await verifyTables(opts.databaseUrl, manifest.tables, opts.jobs ?? 2);
  log(`restaurando ${manifest.files.length} archivos`);
  for (const f of manifest.files) {
    const sum = await copyFile(path.join(folder, 'files', f.path), path.join(opts.uploadDir, f.path));
    if (sum.sha256 !== f.sha256) throw new Error(`el archivo ${f.path} no se copió bien (suma de verificación distinta)`);
  }
  log('ANALYZE (estadísticas del planificador)');
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  await client.query('ANALYZE').finally(() => client.end());
  return { manifest, seconds: Math.round((Date.now() - started) / 100) / 10 };
}
