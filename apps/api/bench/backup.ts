// pnpm bench — backups at scale (issue 31): a portal of BENCH_PROPERTIES properties (default
// 500,000, with two thirds as many taxpayers) and BENCH_BILLS accepted invoices (default 1,000,000,
// bench/seed-sales-book.ts) and BENCH_FILES uploaded photos of 40 KB (default 2,000) is copied by
// runBackup (one snapshot, 2 sessions, COPY → gzip) and restored by runRestore into a new database
// on the same server (migrations, one-transaction load, every table read back and checked, files
// put back). Prints the time of each, the copy's size (COPY text, compressed, files) and the
// restore's phases.
//   cd apps/api && pnpm run bench:backup   (BENCH_PROPERTIES=N, at least 100,000 as the seed spreads condominium
//   units over the first 100,000; BENCH_BILLS=N; BENCH_FILES=N)
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runBackup, runRestore } from '../src/modules/backups/index.ts';
import { seedSalesBook } from './seed-sales-book.ts';
import { seedTaxpayers } from './seed-taxpayers.ts';
import { benchDatabase, n } from './setup.ts';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 500_000);
const BILLS = Number(process.env.BENCH_BILLS ?? 1_000_000);
const FILES = Number(process.env.BENCH_FILES ?? 2_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const database = await benchDatabase('backup');
  const { dir, raw } = database;
  try {
    const people = await seedTaxpayers(raw, Math.ceil((PROPERTIES * 2) / 3), PROPERTIES);
    const seeded = await seedSalesBook(raw, BILLS);
    const uploadDir = path.join(dir, 'uploads');
    const photo = randomBytes(40 * 1024);
    for (let i = 0; i < FILES; i++) {
      const folder = path.join(uploadDir, 'vouchers', '2026', String((i % 12) + 1).padStart(2, '0'));
      if (i < 12) await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `${i}.jpg`), photo);
    }
    await raw.query('VACUUM ANALYZE');
    const { rows: size } = await raw.query<{ bytes: string }>('SELECT pg_database_size(current_database())::text AS bytes');
    console.log(
      `backup bench: ${n(people.properties)} properties, ${n(people.taxpayers)} taxpayers, ${n(seeded.bills)} invoices, ${n(FILES)} files; ` +
        `database ${mb(Number(size[0]!.bytes))} · ${os.cpus().length} cores`,
    );

    const backupDir = path.join(dir, 'backups');
    let started = performance.now();
    const { folder, manifest } = await runBackup({ databaseUrl: database.url, uploadDir, backupDir });
    const backupMs = performance.now() - started;
    const t = manifest.totals;
    console.log(
      `backup: ${secs(backupMs)} · ${n(t.rows)} rows in ${manifest.tables.length} tables, COPY text ${mb(t.table_bytes)} → gzip ${mb(t.stored_bytes)}; ` +
        `${n(t.files)} files ${mb(t.file_bytes)}`,
    );
    const biggest = [...manifest.tables].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
    console.log(`  largest: ${biggest.map((x) => `${x.name} ${n(x.rows)} rows ${mb(x.bytes)}`).join(' · ')}`);

    await raw.query('CREATE DATABASE restored');
    const restoredUrl = database.url.replace(/\/bench$/, '/restored');
    const phases: { step: string; at: number }[] = [];
    started = performance.now();
    await runRestore({
      folder,
      databaseUrl: restoredUrl,
      uploadDir: path.join(dir, 'restored-uploads'),
      log: (m) => phases.push({ step: m.replace(/ \(.*$/, '').replace(/ .*\//, ' '), at: performance.now() }),
    });
    const restoreMs = performance.now() - started;
    console.log(`restore: ${secs(restoreMs)} (checked, loaded, read back and verified, files put back, ANALYZE)`);
    const end = performance.now();
    console.log(`  phases: ${phases.map((p, i) => `${p.step} ${secs((phases[i + 1]?.at ?? end) - p.at)}`).join(' · ')}`);
    await rm(folder, { recursive: true, force: true });
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
