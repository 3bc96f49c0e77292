// Today's overdue summary is ready before anyone asks (docs/reports.md "Cobranza vencida"): the
// aggregate over every pending line takes tens of seconds at 500,000 properties, and its cache is
// kept per as-of day, so the first request of a day — the report's first page or the staff home —
// would wait for it. It is computed a few seconds after the API starts and again as soon as the
// portal's day changes; between, a request past its freshness gets the kept summary while the next
// is computed (cachedSummary). Each instance warms its own cache. SUMMARY_WARMUP=off (the default
// under tests) turns it off.
import { todayYmd } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { overdueTotals } from './overdue-collection.report.ts';

export type Warmup = {
  /** Settles when the first computation has ended (tests). */
  ready: Promise<void>;
  stop(): Promise<void>;
};

export function startOverdueWarmup(ctx: AppContext, { firstAfterMs = 5_000 } = {}): Warmup {
  let warmed: string | null = null;
  let running: Promise<unknown> | null = null;
  let settle = () => {};
  const ready = new Promise<void>((resolve) => (settle = resolve));
  const tick = () => {
    const day = todayYmd();
    if (day === warmed || running) return;
    warmed = day;
    running = overdueTotals(ctx.db, day)
      .catch((err: unknown) => {
        warmed = null; // tried again at the next tick
        ctx.log.warn({ err }, 'overdue summary warm-up failed');
      })
      .finally(() => {
        running = null;
        settle();
      });
  };
  const first = setTimeout(tick, firstAfterMs);
  const every = setInterval(tick, 60_000);
  first.unref();
  every.unref();
  return {
    ready,
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
