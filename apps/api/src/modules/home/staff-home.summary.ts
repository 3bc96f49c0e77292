// The reports' summaries on the staff home (docs/home.md "The staff home"): figures that read many
// rows (the agreements en mora, the retention agents' bills missing their withholding voucher, the
// overdue collection) are computed by the reports' own functions — the same figures as their
// footers — at most every HOME_SUMMARY_SECONDS, and answered with the instant they were computed.
// A stale summary (older than that, or of an earlier day) is answered at once while a fresh one is
// computed in the background (one at a time per portal); only the first call after the API starts
// waits for it. HOME_SUMMARY_SECONDS=0: always fresh.
import { bs, toWire, type BsText, type UcdText } from '@aseo/shared/money';
import type { AppContext } from '../../context.ts';
import { todayDay, valueNow } from '../ledger/index.ts';
import { agreementReportTotals, overdueTotals, retentionTotals } from '../reports/index.ts';

export type HomeSummary = {
  computed_at: string;
  overdue: { properties: number; taxpayers: number; ucd: UcdText; bs: BsText };
  agreements: { en_mora: number; to_pay_bs: BsText; overdue_bs: BsText };
  retentions: { missing: number; withheld_bs: BsText };
};

type Entry = { day: string; at: number; value: HomeSummary };
type Cache = { entry: Entry | null; running: Promise<Entry> | null };
const caches = new WeakMap<AppContext, Cache>();

async function compute(ctx: AppContext, day: string): Promise<Entry> {
  const clock = { today: day, rateNow: await valueNow(ctx.db, 'conversion_petro'), graceDays: ctx.cfg.AGREEMENT_GRACE_DAYS };
  const [agreements, retentions, overdue] = await Promise.all([
    agreementReportTotals(ctx.db, { page: 1, en_mora: 'yes' }, clock),
    retentionTotals(ctx.db, { page: 1, section: 'missing' }),
    overdueTotals(ctx.db, day),
  ]);
  const all = agreements.find((x) => x.kind === null);
  const at = Date.now();
  return {
    day,
    at,
    value: {
      computed_at: new Date(at).toISOString(),
      overdue: { properties: overdue.properties, taxpayers: overdue.taxpayers, ucd: overdue.ucd as UcdText, bs: overdue.bs as BsText },
      agreements: {
        en_mora: all?.count ?? 0,
        to_pay_bs: toWire(bs(all?.to_pay_bs ?? '0')),
        overdue_bs: toWire(bs(all?.overdue_amount_bs ?? '0')),
      },
      retentions: { missing: retentions.missing.count, withheld_bs: toWire(bs(retentions.missing.withheld_bs)) },
    },
  };
}

/** The summary of today, computed at most HOME_SUMMARY_SECONDS ago (or being refreshed). */
export async function homeSummary(ctx: AppContext): Promise<HomeSummary> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = { entry: null, running: null }));
  const c = cache;
  const day = todayDay();
  const refresh = () => {
    c.running ??= compute(ctx, day)
      .then((e) => (c.entry = e))
      .finally(() => (c.running = null));
    return c.running;
  };
  const ttl = ctx.cfg.HOME_SUMMARY_SECONDS * 1000;
  const e = c.entry;
  // only the first call after a start (or with caching off) waits; a new day answers the last
  // summary, with the instant it was computed, while today's is computed
  if (!e || ttl === 0) return (await refresh()).value;
  if (e.day !== day || Date.now() - e.at > ttl)
    refresh().catch((err: unknown) => {
      ctx.log.warn({ err }, 'staff home summary refresh failed');
    });
  return e.value;
}
