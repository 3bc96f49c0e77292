// The daily copy on pg-boss's schedule, on the API's own database (schema `pgboss`, as the billing
// run): pg-boss fires the cron once across instances and the queue keeps one job queued or active
// ('stately'); runBackup's advisory lock keeps a `pnpm backup` started by hand from running beside
// it. A failed copy is logged, recorded in the status (the staff home shows it) and retried twice.
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Logger } from 'pino';
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';
import type { Config } from '../../config.ts';
import { backupAndRecord } from './status.ts';

export const BACKUP_QUEUE = 'daily-backup';

export type BackupScheduler = { boss: PgBoss; stop(): Promise<void> };

type SchedulerConfig = Pick<Config, 'BACKUP_SCHEDULE' | 'BACKUP_KEEP_DAILY' | 'BACKUP_KEEP_MONTHLY' | 'backupDir' | 'uploadDir'>;

async function withSetupLock(databaseUrl: string, fn: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('aseo:backup-queue-setup'))`);
    await fn();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}

export async function startBackupScheduler(opts: {
  databaseUrl: string;
  cfg: SchedulerConfig;
  log: Logger;
  /** how often an idle instance looks for the day's job (default 30 s; tests use less) */
  pollingIntervalSeconds?: number;
}): Promise<BackupScheduler> {
  const { databaseUrl, cfg, log } = opts;
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 2, application_name: 'aseo-backup-scheduler' });
  boss.on('error', (err) => log.error({ err }, 'copias de seguridad programadas'));
  await boss.start();
  await withSetupLock(databaseUrl, async () => {
    if (!(await boss.getQueue(BACKUP_QUEUE))) {
      await boss.createQueue(BACKUP_QUEUE, {
        name: BACKUP_QUEUE,
        policy: 'stately',
        retryLimit: 2,
        retryDelay: 900,
        expireInSeconds: 6 * 3600,
      });
    }
    await boss.schedule(BACKUP_QUEUE, cfg.BACKUP_SCHEDULE, {}, { tz: PORTAL_TIME_ZONE });
  });
  await boss.work(BACKUP_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 30 }, async () => {
    const run = await backupAndRecord({
      databaseUrl,
      uploadDir: cfg.uploadDir,
      backupDir: cfg.backupDir,
      keepDaily: cfg.BACKUP_KEEP_DAILY,
      keepMonthly: cfg.BACKUP_KEEP_MONTHLY,
    });
    if (!run.ok) {
      log.error({ message: run.message }, 'copia de seguridad diaria fallida');
      throw new Error(run.message);
    }
    log.info({ folder: run.folder, seconds: run.seconds, removed: run.removed }, 'copia de seguridad diaria');
    return { folder: run.folder };
  });
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
}
