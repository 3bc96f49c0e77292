// The schema is reached from prisma/migrations alone, applying them twice changes nothing, the
// last migration matches the schema folder, and docs/data-model.md covers every model.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { applyMigrations, currentSchemaSnapshot, listMigrations, migrationsDir, readSchemaFiles, SNAPSHOT_FILE } from '@aseo/db';
import { repoRoot } from '../src/config.ts';
import { createDb, type Db } from '../src/db.ts';

const name = `m_${randomBytes(5).toString('hex')}`;
const adminUrl = () => inject('pgAdminUrl');
const url = () => adminUrl().replace(/\/postgres$/, `/${name}`);
let db: Db;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  await c.query(sql);
  await c.end();
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
});
afterAll(async () => {
  await db?.$disconnect();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('migrations', () => {
  it('apply to an empty database, then a second run applies nothing', async () => {
    const dirs = (await listMigrations()).map((m) => m.path);
    expect(dirs.length).toBeGreaterThan(0);
    expect(await applyMigrations(url())).toEqual(dirs);
    expect(await applyMigrations(url())).toEqual([]);
    db = createDb(url(), { DB_POOL_MAX: 2, DB_POOL_TIMEOUT_MS: 5000 });
    const rows = await db.$queryRaw<{ migration_name: string; checksum: string; finished_at: Date | null }[]>`
      SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name`;
    expect(rows.map((r) => r.migration_name)).toEqual(dirs);
    for (const r of rows) {
      const sql = readFileSync(path.join(migrationsDir, r.migration_name, 'migration.sql'));
      expect(r.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(r.finished_at).not.toBeNull();
    }
  });

  it('create a table with every column of every model', async () => {
    const runtime = (
      db as unknown as {
        _runtimeDataModel: { models: Record<string, { dbName: string | null; fields: { name: string; dbName: string | null; kind: string }[] }> };
      }
    )._runtimeDataModel;
    const columns = await db.$queryRaw<{ table_name: string; column_name: string }[]>`
      SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`;
    const have = new Set(columns.map((c) => `${c.table_name}.${c.column_name}`));
    const missing: string[] = [];
    for (const [model, m] of Object.entries(runtime.models)) {
      const table = m.dbName ?? model;
      for (const f of m.fields.filter((x) => x.kind === 'scalar' || x.kind === 'enum')) {
        const col = `${table}.${f.dbName ?? f.name}`;
        if (!have.has(col)) missing.push(col);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the last migration was made from the current schema (no change left unmigrated)', async () => {
    const dirs = (await listMigrations()).map((m) => m.path);
    const snapshot = readFileSync(path.join(migrationsDir, dirs.at(-1)!, SNAPSHOT_FILE), 'utf8');
    expect(snapshot).toBe(await currentSchemaSnapshot());
  });

  it('docs/data-model.md names every model', async () => {
    const doc = readFileSync(path.join(repoRoot, 'docs/data-model.md'), 'utf8');
    const models = (await readSchemaFiles()).flatMap((f) => [...f.content.matchAll(/^model (\w+) \{/gm)].map((m) => m[1]));
    expect(models.length).toBeGreaterThan(30);
    expect(models.filter((m) => !new RegExp(`\\b${m}\\b`).test(doc))).toEqual([]);
  });
});
