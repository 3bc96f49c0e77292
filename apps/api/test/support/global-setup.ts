// One embedded PostgreSQL for the whole run, migrated once into a template database. Every test
// file then gets its own database cloned from the template (see portal.ts), so files run in
// parallel without seeing each other's rows. No mocked database anywhere.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { applyMigrations, startEmbeddedPostgres } from '@aseo/db';
import './vitest-context.ts';

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-test-pg-'));
  await chmod(dir, 0o755);
  const db = await startEmbeddedPostgres({ dataDir: dir, database: 'aseo_template' });
  await applyMigrations(db.url);
  const adminUrl = db.url.replace(/\/aseo_template$/, '/postgres');
  // a template must have no open connections while it is cloned
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query("UPDATE pg_database SET datistemplate = true WHERE datname = 'aseo_template'");
  await client.end();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', 'aseo_template');
  return async () => {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
