// The monthly billing run (DOMAIN "Notices", docs/billing.md "The monthly billing run"): the
// notices of one month for every active property, in batches of property ids. Each batch is one
// transaction: its notices, the balances of the properties it billed and the run row's checkpoint
// commit together, so a run killed at any point resumes after the last committed batch. A
// session-level advisory lock per period makes the run single across processes: a second runner
// answers 'busy' at once, and a crash frees the lock with its connection.
import pg from 'pg';
import type { Logger } from 'pino';
import { refreshBalances } from './balances.sql.ts';
import { BATCH_END_SQL, INSERT_BATCH_SQL, VALUE_NOW_SQL } from './billing-run.sql.ts';
import { UTC_SESSION } from '../../db.ts';

export const DEFAULT_BATCH_SIZE = 5_000;
/** First key of the run's advisory lock (the second is the period as yyyymm). */
const LOCK_CLASS = 0x62696c6c;

export type BillingRunOptions = {
  databaseUrl: string;
  /** Month billed, 'YYYY-MM' (the period is its first day). */
  period: string;
  batchSize?: number;
  /** Run a finished period again (by hand): a fresh pass that writes only the notices still missing. */
  rerunFinished?: boolean;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Called after each committed batch (tests slow the run down here to kill it mid-way). */
  afterBatch?: (checkpoint: number) => Promise<void>;
  /** Stops the run after the batch in progress (server shutdown); the run resumes later. */
  signal?: AbortSignal;
};

export type BillingRunResult = {
  period: string;
  /** finished: this call completed it; already-finished: nothing to do; busy: another process holds it. */
  outcome: 'finished' | 'already-finished' | 'busy';
  inserted: number;
  skipped: number;
  batches: number;
  checkpoint: number;
  ms: number;
};

type RunRow = { id: number; status: string; inserted: number; skipped: number; checkpoint: number; iva_percentage: string; conversion_petro: string };

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' → its first day 'YYYY-MM-01'; throws on anything else. */
export function periodStart(period: string): string {
  if (!PERIOD.test(period)) throw new Error(`Período inválido: ${period} (se espera AAAA-MM)`);
  return `${period}-01`;
}

/** The month in progress at `at` in the municipality's time zone, as 'YYYY-MM'. */
export function currentPeriod(at = new Date(), timeZone = BILLING_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** The months begin at midnight in Venezuela: the schedule and the current period follow this zone. */
export const BILLING_TIME_ZONE = 'America/Caracas';

/** The run row of the period, created with the VAT % and UCD rate in force now when missing. */
async function openRun(client: pg.Client, day: string, rerunFinished: boolean): Promise<RunRow | null> {
  const columns = 'id, status, inserted, skipped, checkpoint, iva_percentage::text, conversion_petro::text';
  let row = (await client.query<RunRow>(`SELECT ${columns} FROM billing_runs WHERE period = $1`, [day])).rows[0];
  if (row?.status === 'finished' && !rerunFinished) return null;
  if (!row || row.status === 'finished') {
    const [iva, rate] = await Promise.all(['iva', 'conversion_petro'].map(async (k) => (await client.query(VALUE_NOW_SQL, [k])).rows[0]?.amount as string));
    if (!iva) throw new Error('No hay un IVA vigente (valor global iva): no se puede facturar');
    if (!rate) throw new Error('No hay una tasa UCD vigente (valor global conversion_petro): no se puede facturar');
    row = (
      await client.query<RunRow>(
        `INSERT INTO billing_runs (period, status, iva_percentage, conversion_petro, updated_at)
         VALUES ($1, 'running', round($2::numeric, 2), $3::numeric, CURRENT_TIMESTAMP)
         ON CONFLICT (period) DO UPDATE SET status = 'running', inserted = 0, skipped = 0, checkpoint = 0, iva_percentage = EXCLUDED.iva_percentage,
           conversion_petro = EXCLUDED.conversion_petro, started_at = CURRENT_TIMESTAMP, finished_at = NULL, error = NULL, updated_at = CURRENT_TIMESTAMP
         RETURNING ${columns}`,
        [day, iva, rate],
      )
    ).rows[0];
  } else if (row.status !== 'running') {
    await client.query(`UPDATE billing_runs SET status = 'running', error = NULL, updated_at = CURRENT_TIMESTAMP WHERE id = $1`, [row.id]);
  }
  return row;
}

/** One batch in one transaction: notices, balances of the billed properties, checkpoint. */
async function runBatch(client: pg.Client, run: RunRow, day: string, checkpoint: number, batchEnd: number) {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<{ due: number; inserted: number; property_ids: number[] }>(INSERT_BATCH_SQL, [
      day,
      checkpoint,
      batchEnd,
      run.iva_percentage,
      run.conversion_petro,
    ]);
    const { due, inserted, property_ids } = rows[0];
    await refreshBalances(async (text, values) => (await client.query<{ property_id: number }>(text, values)).rows, property_ids);
    await client.query(
      `UPDATE billing_runs SET checkpoint = $2, inserted = inserted + $3, skipped = skipped + $4, updated_at = CURRENT_TIMESTAMP WHERE id = $1`,
      [run.id, batchEnd, inserted, due - inserted],
    );
    await client.query('COMMIT');
    return { inserted, skipped: due - inserted };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/** Bills one month (see the file comment). Safe to call from any number of processes at once. */
export async function runBilling(opts: BillingRunOptions): Promise<BillingRunResult> {
  const started = Date.now();
  const day = periodStart(opts.period);
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  const lockKey = Number(opts.period.replace('-', ''));
  const client = new pg.Client({ connectionString: opts.databaseUrl, application_name: `billing-run ${opts.period}`, options: UTC_SESSION });
  await client.connect();
  const result: BillingRunResult = { period: opts.period, outcome: 'busy', inserted: 0, skipped: 0, batches: 0, checkpoint: 0, ms: 0 };
  let run: RunRow | null = null;
  try {
    const locked = (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [LOCK_CLASS, lockKey])).rows[0].ok;
    if (!locked) return result;
    run = await openRun(client, day, opts.rerunFinished ?? false);
    if (!run) return { ...result, outcome: 'already-finished' };
    let checkpoint = run.checkpoint;
    if (checkpoint > 0) opts.log?.info({ period: opts.period, checkpoint }, 'facturación mensual: se reanuda tras el último lote');
    for (;;) {
      if (opts.signal?.aborted) throw new Error('Facturación interrumpida por el cierre del servidor; se reanudará');
      const batchEnd = (await client.query<{ batch_end: number | null }>(BATCH_END_SQL, [batchSize, checkpoint])).rows[0].batch_end;
      if (batchEnd == null) break;
      const counts = await runBatch(client, run, day, checkpoint, batchEnd);
      checkpoint = batchEnd;
      result.inserted += counts.inserted;
      result.skipped += counts.skipped;
      result.batches += 1;
      await opts.afterBatch?.(checkpoint);
    }
    await client.query(`UPDATE billing_runs SET status = 'finished', finished_at = CURRENT_TIMESTAMP, updated_at = CURRENT_TIMESTAMP WHERE id = $1`, [run.id]);
    Object.assign(result, { outcome: 'finished', checkpoint, ms: Date.now() - started });
    opts.log?.info(result, 'facturación mensual terminada');
    return result;
  } catch (err) {
    if (run) {
      const message = err instanceof Error ? err.message : String(err);
      await client
        .query(`UPDATE billing_runs SET status = 'failed', error = $2, updated_at = CURRENT_TIMESTAMP WHERE id = $1`, [run.id, message])
        .catch(() => {});
    }
    throw err;
  } finally {
    // closing the session releases the advisory lock
    await client.end().catch(() => {});
  }
}
