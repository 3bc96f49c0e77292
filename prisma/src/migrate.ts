// Applies the migrations of prisma/migrations and records them in _prisma_migrations exactly
// as `prisma migrate deploy` does (checksum = sha256 of migration.sql), so the native CLI stays
// usable wherever its engine can be downloaded. Re-applying is a no-op.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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

export async function applyMigrations(databaseUrl: string, dir = migrationsDir): Promise<string[]> {
  const { engine, close } = await openSchemaEngine(databaseUrl, await readSchemaFiles());
  try {
    const lockPath = path.join(dir, 'migration_lock.toml');
    const lockfile = {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null,
    };
    const result = await engine.applyMigrations({
      migrationsList: { baseDir: dir, lockfile, shadowDbInitScript: '', migrationDirectories: await listMigrations(dir) },
      filters: noFilters,
    });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}
