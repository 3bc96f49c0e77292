// Schedules the monthly billing run with pg-boss on the API's own database (schema `pgboss`), so
// no extra server is needed and several API instances run each month once: pg-boss fires the cron
// job once across instances, the queue keeps one job per period queued or active ('stately'), and
// the run itself holds a per-period advisory lock (billing-run.service.ts). On start, the current
// month is queued unless its run has finished (catch-up after downtime or a crash); a failed or
// interrupted job is retried by pg-boss and the run resumes from its checkpoint.
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Logger } from 'pino';
import { BILLING_TIME_ZONE, currentPeriod, periodStart, runBilling } from './billing-run.service.ts';

export const BILLING_QUEUE = 'billing-run';
/** 00:05 on the first day of each month, Venezuelan time. */
export const BILLING_CRON = '5 0 1 * *';

type JobData = { period?: string };

export type BillingScheduler = { boss: PgBoss; stop(): Promise<void> };

async function periodFinished(databaseUrl: string, period: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT 1 FROM billing_runs WHERE period = $1 AND status = 'finished'`, [periodStart(period)]);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/** Runs `fn` while holding a session advisory lock shared by every API instance on this database. */
async function withSetupLock(databaseUrl: string, fn: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('aseo:billing-queue-setup'))`);
    await fn();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}

export async function startBillingScheduler(opts: { databaseUrl: string; log: Logger; batchSize?: number }): Promise<BillingScheduler> {
  const { databaseUrl, log } = opts;
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 2, application_name: 'aseo-billing-scheduler' });
  boss.on('error', (err) => log.error({ err }, 'planificador de facturación'));
  const abort = new AbortController();
  await boss.start();
  // two instances starting at once can deadlock inside pg-boss's createQueue (it creates a table
  // partition): the queue's set-up runs under one advisory lock across instances
  await withSetupLock(databaseUrl, async () => {
    if (!(await boss.getQueue(BILLING_QUEUE))) {
      // a run of 500,000 properties takes minutes: expire after hours, retry with backoff (it resumes)
      await boss.createQueue(BILLING_QUEUE, {
        name: BILLING_QUEUE,
        policy: 'stately',
        retryLimit: 10,
        retryDelay: 60,
        retryBackoff: true,
        expireInSeconds: 6 * 3600,
      });
    }
    await boss.schedule(BILLING_QUEUE, BILLING_CRON, {}, { tz: BILLING_TIME_ZONE });
  });
  await boss.work<JobData>(BILLING_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    const period = job.data?.period ?? currentPeriod();
    const result = await runBilling({ databaseUrl, period, batchSize: opts.batchSize, log, signal: abort.signal });
    if (result.outcome === 'busy') log.info({ period }, 'facturación mensual: otra instancia la está ejecutando');
    return result;
  });
  const period = currentPeriod();
  if (!(await periodFinished(databaseUrl, period))) {
    await boss.send(BILLING_QUEUE, { period }, { singletonKey: period });
    log.info({ period }, 'facturación mensual pendiente: encolada');
  }
  return {
    boss,
    async stop() {
      // the run stops after its batch in progress (committed with its checkpoint) and resumes later
      abort.abort();
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
}
