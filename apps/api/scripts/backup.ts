// `pnpm backup`: one consistent copy of the portal into BACKUP_DIR (default DATA_DIR/backups)
// (README "Backups", ADR 026). The database is found as `pnpm start` finds it: DATABASE_URL, else
// the embedded cluster under DATA_DIR — the running portal's (a copy is taken while it serves), or
// started for the copy and stopped after it when the portal is down. The old copies are pruned as
// the daily job prunes them, and the outcome is recorded for the staff home.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, repoRoot } from '../src/config.ts';
import { backupAndRecord, databaseToCopy } from '../src/modules/backups/index.ts';

const envFile = path.join(repoRoot, '.env');
if (existsSync(envFile)) {
  const fromShell = { ...process.env };
  process.loadEnvFile(envFile);
  Object.assign(process.env, fromShell);
}

async function main() {
  const cfg = loadConfig();
  const db = await databaseToCopy(cfg);
  try {
    const run = await backupAndRecord({
      databaseUrl: db.url,
      uploadDir: cfg.uploadDir,
      backupDir: cfg.backupDir,
      keepDaily: cfg.BACKUP_KEEP_DAILY,
      keepMonthly: cfg.BACKUP_KEEP_MONTHLY,
    });
    if (!run.ok) {
      console.error(`La copia de seguridad falló: ${run.message}`);
      process.exitCode = 1;
      return;
    }
    const mb = ((run.bytes ?? 0) / 1024 / 1024).toFixed(1);
    console.log(`Copia de seguridad lista en ${run.folder}: ${run.message}, ${mb} MB, ${run.seconds} s`);
    for (const name of run.removed) console.log(`  copia antigua eliminada: ${name}`);
  } finally {
    await db.stop();
  }
}

main().catch((err) => {
  console.error(`La copia de seguridad falló: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
