// Bench of the monthly billing run: 500,000 properties (written set-based), the run in batches of
// 5,000 property ids (notices + balances + checkpoint per batch transaction) beside ONE raw
// `INSERT … SELECT` of the same notice rows into a scratch copy of the notices table (same indexes,
// checks and foreign keys), on the same database. Prints both times and their ratio (aim: the run within 2× of the raw insert).
//   cd apps/api && pnpm exec tsx bench/billing-run.ts [--properties N]
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { applyMigrations, loadReferenceData, startEmbeddedPostgres } from '@aseo/db';
import { createDb } from '../src/db.ts';
import { INSERT_BATCH_SQL } from '../src/modules/billing/billing-run.sql.ts';
import { runBilling } from '../src/modules/billing/index.ts';

const RATE = '52.75000000';

/** Activities of each property type with prices for both services (one tax-free, one with a zero RDS fee). */
export const SEED_ACTIVITIES = `
INSERT INTO economic_activities (id, code, name, property_type_id, size, tax_free, updated_at)
VALUES (1001, 'BC1', 'Comercio', 1, 50, 0, now()), (1002, 'BC2', 'Farmacia', 1, 80, 1, now()), (1003, 'BR1', 'Vivienda', 2, 100, 0, now()),
       (1004, 'BI1', 'Industria', 3, 500, 0, now()), (1005, 'BG1', 'Gobierno', 4, 200, 0, now());
INSERT INTO economic_activity_prices (economic_activity_id, service_type_id, commercial_factor, additional_coefficient, adjustment_factor, updated_at)
VALUES (1001, 1, 2.5, 0.02, 1, now()), (1001, 2, 1.25, 0.01, 1, now()), (1002, 1, 3, 0.015, 1.2, now()), (1002, 2, 0, 0, 1, now()),
       (1003, 1, 0.75, 0.005, 1, now()), (1003, 2, 0.25, 0, 1, now()), (1004, 1, 12.3456, 0.0123, 0.8765, now()), (1004, 2, 4.4444, 0.0045, 1.1111, now()),
       (1005, 1, 1.5, 0.01, 1, now()), (1005, 2, 0.5, 0.002, 1, now());
INSERT INTO global_values (key, amount, valid_from) VALUES ('conversion_petro', ${RATE}, TIMESTAMP '2000-01-01');`;

/** $1 properties; one taxpayer per 5 properties; types, uses, sizes from the row number. */
export const SEED_PROPERTIES = [
  `INSERT INTO users (id, level_id, username, name, email, password, updated_at)
   SELECT 100000 + g, 3, 'bench' || g, 'Contribuyente ' || g, 'bench' || g || '@example.com', 'x', now()
   FROM generate_series(1, ceil($1::int / 5.0)::int) g`,
  `INSERT INTO properties (id, user_id, code, crypt, property_type_id, property_use_id, economic_activity_id, size, quantity_houses, status, deleted_at, date, updated_at)
   SELECT g, 100000 + (g + 4) / 5, 'B' || g, md5(g::text) || md5((g + 1)::text),
          t.type_id, CASE WHEN t.type_id = 2 AND g % 4 = 0 THEN 2 ELSE 1 END,
          CASE t.type_id WHEN 1 THEN CASE WHEN g % 7 = 0 THEN 1002 ELSE 1001 END WHEN 2 THEN 1003 WHEN 3 THEN 1004 ELSE 1005 END,
          (20 + (g::bigint * 7919) % 900) + (g % 100) / 100.0, 1 + g % 20,
          CASE WHEN g % 97 = 0 THEN 0 ELSE 1 END, CASE WHEN g % 89 = 0 THEN now() END, DATE '2025-06-01', now()
   FROM generate_series(1, $1::int) g
   CROSS JOIN LATERAL (SELECT CASE WHEN g % 10 < 4 THEN 1 WHEN g % 10 < 9 THEN 2 WHEN g % 20 = 9 THEN 3 ELSE 4 END AS type_id) t`,
  `SELECT setval(pg_get_serial_sequence('properties', 'id'), $1::int)`,
];

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await fn();
  return [value, performance.now() - t0];
}

async function main() {
  const { values } = parseArgs({ options: { properties: { type: 'string', default: '500000' } } });
  const count = Number(values.properties);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-bench-billing-'));
  await chmod(dir, 0o755);
  const database = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
  const client = new pg.Client({ connectionString: database.url });
  try {
    await applyMigrations(database.url);
    const prisma = createDb(database.url, { DB_POOL_MAX: 2, DB_POOL_TIMEOUT_MS: 10_000 });
    await loadReferenceData(prisma);
    await prisma.$disconnect();
    await client.connect();
    const [, seedMs] = await timed(async () => {
      await client.query(SEED_ACTIVITIES);
      for (const sql of SEED_PROPERTIES) await client.query(sql, [count]);
      await client.query('VACUUM ANALYZE');
    });
    console.log(`${count.toLocaleString('en')} properties written in ${(seedMs / 1000).toFixed(1)} s`);

    // the raw baseline: the same rows (same SELECT, ids 0…count in one statement) into a copy of notices
    // same columns, defaults, checks, indexes and foreign keys as notices: the difference measured is the run's own work
    await client.query(`CREATE TABLE notices_scratch (LIKE notices INCLUDING ALL);
      ALTER TABLE notices_scratch ADD FOREIGN KEY (property_id) REFERENCES properties (id), ADD FOREIGN KEY (service_type_id) REFERENCES service_types (id),
        ADD FOREIGN KEY (bill_id) REFERENCES bills (id)`);
    const rawSql = INSERT_BATCH_SQL.replace('INSERT INTO notices ', 'INSERT INTO notices_scratch ');
    await client.query(`SELECT count(*) FROM properties p JOIN users u ON u.id = p.user_id`); // warm the cache for both
    const [raw, rawMs] = await timed(() => client.query(rawSql, ['2026-01-01', 0, count, '16.00', RATE]));
    const rawRows = raw.rows[0].inserted as number;

    const [run, runMs] = await timed(() => runBilling({ databaseUrl: database.url, period: '2026-01' }));
    const balances = (await client.query('SELECT count(*)::int AS n FROM property_balances')).rows[0].n;
    const same = (
      await client.query(`SELECT count(*)::int AS n FROM (
        SELECT property_id, service_type_id, total, iva, exempt, total_with_iva FROM notices WHERE period = '2026-01-01'
        EXCEPT SELECT property_id, service_type_id, total, iva, exempt, total_with_iva FROM notices_scratch) d`)
    ).rows[0].n;

    const rate = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000)).toLocaleString('en')} rows/s`;
    console.log(`raw INSERT … SELECT (one statement)        ${rawRows.toLocaleString('en')} notices  ${(rawMs / 1000).toFixed(2)} s  ${rate(rawRows, rawMs)}`);
    console.log(
      `billing run (${run.batches} batches of 5,000 ids)     ${run.inserted.toLocaleString('en')} notices  ${(runMs / 1000).toFixed(2)} s  ${rate(run.inserted, runMs)}  + ${balances.toLocaleString('en')} balances`,
    );
    console.log(`ratio run / raw: ${(runMs / rawMs).toFixed(2)}× (aim ≤ 2×); rows differing from the raw insert: ${same}`);
    if (run.inserted !== rawRows || same !== 0) process.exitCode = 1;
  } finally {
    await client.end().catch(() => {});
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
