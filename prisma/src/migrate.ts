// Applies the migrations of prisma/migrations and records them in _prisma_migrations exactly
// as `prisma migrate deploy` does (checksum = sha256 of migration.sql), so the native CLI stays
// usable wherever its engine can be downloaded. Re-applying is a no-op.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrationsDir, schemaDir } from './paths.ts';
import { noFilters, openSchemaEngine, type SchemaFile } from './schema-engine.ts';

export async function readSchemaFiles(dir = schemaDir): Promise<SchemaFile[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.prisma')).sort();
  return Promise.all(names.map(async (n) => ({ path: path.join(dir, n), content: await readFile(path.join(dir, n), 'utf8') })));
}

/** All schema files as one text: saved beside each migration so the next one diffs from it. */
export async function currentSchemaSnapshot(files?: SchemaFile[]) {
  return (files ?? (await readSchemaFiles())).map((f) => `// ---- ${path.basename(f.path)}\n${f.content}`).join('\n');
}

export const SNAPSHOT_FILE = 'schema.snapshot.prisma';

export async function listMigrations(dir = migrationsDir) {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    dirs.map(async (name) => {
      const file = path.join(dir, name, 'migration.sql');
      const content = existsSync(file) ? { tag: 'ok', value: await readFile(file, 'utf8') } : { tag: 'error', value: `${file} not found` };
      return { path: name, migrationFile: { path: 'migration.sql', content } };
    }),
  );
}

/**
 * True when the database records exactly the migrations of the folder, each finished, never rolled
 * back, with the checksum of its file: then there is nothing to apply and the schema engine (about a
 * second to load) is not opened. Anything else (no table yet, a failed or edited migration) goes
 * through the engine, which applies or reports it.
 */
async function alreadyApplied(databaseUrl: string, migrations: Awaited<ReturnType<typeof listMigrations>>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ migration_name: string; checksum: string; done: boolean }>(
      'SELECT migration_name, checksum, finished_at IS NOT NULL AND rolled_back_at IS NULL AS done FROM _prisma_migrations',
    );
    const recorded = new Map(rows.map((r) => [r.migration_name, r]));
    return (
      rows.length === migrations.length &&
      migrations.every((m) => {
        const r = recorded.get(m.path);
        return m.migrationFile.content.tag === 'ok' && r?.done && r.checksum === createHash('sha256').update(m.migrationFile.content.value).digest('hex');
      })
    );
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function applyMigrations(databaseUrl: string, dir = migrationsDir): Promise<string[]> {
  const migrations = await listMigrations(dir);
  if (migrations.length && (await alreadyApplied(databaseUrl, migrations))) return [];
  const { engine, close } = await openSchemaEngine(databaseUrl, await readSchemaFiles());
  try {
    const lockPath = path.join(dir, 'migration_lock.toml');
    const lockfile = {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null,
    };
    const result = await engine.applyMigrations({
      migrationsList: { baseDir: dir, lockfile, shadowDbInitScript: '', migrationDirectories: migrations },
      filters: noFilters,
    });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}
