// `pnpm billing:run [--period YYYY-MM] [--batch-size N]`: the monthly billing run by hand (the
// API schedules it by itself; docs/billing.md). Without --period, the current month. The database
// is found as `pnpm start` finds it: DATABASE_URL, else the embedded cluster under DATA_DIR (the
// running one when the portal is up, else started for the run and stopped after it). A finished
// month is passed over again: only the notices still missing are written.
// Test hook: BILLING_RUN_DELAY_MS waits that long after each committed batch (billing-run.test.ts
// kills the process in that window to show that a run resumes from its checkpoint).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyMigrations, loadReferenceData, startEmbeddedPostgres, type EmbeddedDatabase } from '@aseo/db';
import { loadConfig, repoRoot } from '../src/config.ts';
import { createDb } from '../src/db.ts';
import { embeddedUrl, runningClusterPort } from '../src/lib/running-cluster.ts';
import { currentPeriod, DEFAULT_BATCH_SIZE, runBilling } from '../src/modules/billing/index.ts';

const envFile = path.join(repoRoot, '.env');
if (existsSync(envFile)) {
  const fromShell = { ...process.env };
  process.loadEnvFile(envFile);
  Object.assign(process.env, fromShell);
}

async function main() {
  const { values } = parseArgs({ options: { period: { type: 'string' }, 'batch-size': { type: 'string' } } });
  const cfg = loadConfig();
  const period = values.period ?? currentPeriod();
  const batchSize = values['batch-size'] ? Number(values['batch-size']) : DEFAULT_BATCH_SIZE;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`--batch-size inválido: ${values['batch-size']}`);
  const delayMs = Number(process.env.BILLING_RUN_DELAY_MS ?? 0);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = cfg.DATABASE_URL;
  if (!databaseUrl) {
    const port = runningClusterPort(cfg.DATA_DIR);
    if (port) databaseUrl = embeddedUrl(port);
    else {
      embedded = await startEmbeddedPostgres({ dataDir: cfg.DATA_DIR });
      databaseUrl = embedded.url;
    }
  }
  try {
    // as the API's start does: schema up to date, reference data (the default VAT among them) present
    await applyMigrations(databaseUrl);
    const db = createDb(databaseUrl, { DB_POOL_MAX: 2, DB_POOL_TIMEOUT_MS: 10_000 });
    await loadReferenceData(db).finally(() => db.$disconnect());
    const result = await runBilling({
      databaseUrl,
      period,
      batchSize,
      rerunFinished: true,
      afterBatch: async (checkpoint) => {
        if (delayMs > 0) {
          console.log(`checkpoint ${checkpoint}`);
          await new Promise((r) => setTimeout(r, delayMs));
        }
      },
    });
    if (result.outcome === 'busy') {
      console.log(`Período ${period}: otra instancia está facturando este mes; nada que hacer.`);
      process.exitCode = 2;
      return;
    }
    console.log(
      `Período ${period}: ${result.inserted} avisos generados, ${result.skipped} ya existían, ${result.batches} lotes, ${(result.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await embedded?.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
