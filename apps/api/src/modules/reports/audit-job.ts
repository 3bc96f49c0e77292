// 'Generate audit report' runs as a pg-boss job (docs/reports.md "Auditoría"), on the API's own
// database (schema `pgboss`, as the billing scheduler) through the API's own connection pool, so it
// needs no other server and no other connection string. The runner starts on the first request that
// needs it (a 'generate', or a 'files' that finds a request still pending after a restart), not with
// every portal; `stopReportJobs` stops it on shutdown. Any instance may run a job: the file goes to
// the shared upload folder, and the requester is told through its socket room when it is ready.
// The queue's set-up runs under an advisory lock shared by every instance (pg-boss's createQueue can
// deadlock when two instances create one queue at once).
import PgBoss from 'pg-boss';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import { poolOf } from '../../db.ts';
import { exportFiltersOf, markFailed, writeAuditFile, type AuditFileFilters } from './audit-files.ts';

export const AUDIT_QUEUE = 'audit-report';

type JobData = { id: string; user_id: number; filters: AuditFileFilters };
type Runner = { send(data: JobData): Promise<void>; stop(): Promise<void> };

const runners = new WeakMap<AppContext, Promise<Runner>>();

async function withSetupLock(pool: NonNullable<ReturnType<typeof poolOf>>, fn: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('aseo:audit-queue-setup'))`);
    try {
      await fn();
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('aseo:audit-queue-setup'))`);
    }
  } finally {
    client.release();
  }
}

async function startRunner(ctx: AppContext): Promise<Runner> {
  const pool = poolOf(ctx.db);
  if (!pool) throw new Error('audit jobs need the API pool');
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, schema: 'pgboss', schedule: false });
  boss.on('error', (err) => ctx.log.error({ err }, 'reportes en segundo plano'));
  await boss.start();
  await withSetupLock(pool, async () => {
    if (!(await boss.getQueue(AUDIT_QUEUE))) {
      // a large report takes minutes: an hour before it counts as stuck; two retries, then it is marked failed
      await boss.createQueue(AUDIT_QUEUE, { name: AUDIT_QUEUE, policy: 'standard', retryLimit: 2, retryDelay: 30, expireInSeconds: 3600 });
    }
  });
  const worker = await boss.work<JobData>(AUDIT_QUEUE, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
    const { id, user_id, filters } = job.data;
    try {
      const ready = await writeAuditFile(ctx, user_id, id, exportFiltersOf(filters));
      ctx.emit('reports', { action: 'ready', report: 'audit-report', file_id: id }, rooms.user(user_id));
      return ready;
    } catch (err) {
      ctx.log.error({ err, id }, 'reporte de auditoría');
      if (job.retryCount >= job.retryLimit) {
        await markFailed(ctx.cfg, user_id, id, String((err as Error).message ?? err));
        ctx.emit('reports', { action: 'failed', report: 'audit-report', file_id: id }, rooms.user(user_id));
      }
      throw err;
    }
  });
  return {
    async send(data) {
      await boss.send(AUDIT_QUEUE, data, { id: data.id });
      boss.notifyWorker(worker); // this instance starts it now rather than at its next poll
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
}

/** The job runner of this portal, started on first use. */
export function reportJobs(ctx: AppContext): Promise<Runner> {
  let runner = runners.get(ctx);
  if (!runner) {
    runner = startRunner(ctx);
    runners.set(ctx, runner);
    // a failed start is tried again by the next request
    runner.catch(() => runners.delete(ctx));
  }
  return runner;
}

/** Stops the runner if it was started (the portal's shutdown, before the pool closes). */
export async function stopReportJobs(ctx: AppContext) {
  const runner = runners.get(ctx);
  if (!runner) return;
  runners.delete(ctx);
  const started = await runner.catch(() => null);
  await started?.stop();
}
