// The staff home's live figures in ONE statement (docs/home.md "The staff home"): the taxpayers and
// active properties from `portal_counts` (kept by triggers), the accounts of the day, the money received from `collection_days` (ADR 025: at most 31 rows, kept
// by triggers in the transactions that move money, never a scan of the bills), the reconciliation
// queue (the PENDING bills by the (status, created_at) index) and the certificates issued (by
// created_at). Money is summed in SQL numeric and answered as text.
import { Prisma } from '@aseo/db/client';
import { BILL_STATUS, LEVELS, USER_STATUS } from '@aseo/shared/constants';
import type { BsText, UcdText } from '@aseo/shared/money';
import type { Db } from '../../db.ts';
import { portalMidnight } from '../../lib/portal-time.ts';
import { queryRows } from '../../lib/sql.ts';

type Period = {
  since: string;
  until: string;
  bills: number;
  total_ucd: UcdText;
  total_bs: BsText;
  received_bs: BsText;
  vouchers: number;
  aseo_bs: BsText;
  disposicion_bs: BsText;
  otros_bs: BsText;
  sin_servicio_bs: BsText;
  /** {"method id": "Bs"} */
  methods: Record<string, BsText>;
};

export type StaffHomeRow = {
  taxpayers: number;
  registered_today: number;
  pending_verification: number;
  active_properties: number;
  as_of: Date;
  today: Period;
  month: Period;
  days: { day: string; bills: number; received_bs: BsText; total_bs: BsText }[];
  queue: { count: number; amount_bs: BsText; oldest: string | null; claimed: number };
  certificates: { today: number; month: number };
};

const bs = (sql: string) => `coalesce(${sql}, 0)::numeric(20, 2)::text`;

/** The sums of the days of `d` from `since` to the end as a JSON object. */
const period = (since: Prisma.Sql, until: Prisma.Sql) => Prisma.sql`(
  SELECT json_build_object(
    'since', ${since}::date::text, 'until', ${until}::date::text,
    'bills', coalesce(sum(d.bills), 0)::int, 'total_ucd', coalesce(sum(d.total_ucd), 0)::numeric(20, 4)::text,
    'total_bs', ${Prisma.raw(bs('sum(d.total_bs)'))}, 'received_bs', ${Prisma.raw(bs('sum(d.received_bs)'))},
    'vouchers', coalesce(sum(d.vouchers), 0)::int,
    'aseo_bs', ${Prisma.raw(bs('sum(d.aseo_bs)'))}, 'disposicion_bs', ${Prisma.raw(bs('sum(d.disposicion_bs)'))},
    'otros_bs', ${Prisma.raw(bs('sum(d.otros_bs)'))}, 'sin_servicio_bs', ${Prisma.raw(bs('sum(d.sin_servicio_bs)'))},
    'methods', (SELECT coalesce(json_object_agg(m.k, m.s::numeric(20, 2)::text), '{}'::json)
                FROM (SELECT e.key AS k, sum((e.value #>> '{}')::numeric) AS s FROM d, jsonb_each(d.method_bs) e
                      WHERE d.day >= ${since}::date GROUP BY e.key) m))
  FROM d WHERE d.day >= ${since}::date)`;

/**
 * Every live figure of the home at once. `today` and `month` are Caracas days; `from` is the first
 * day read (the 30 days of the chart or the month's first, whichever is earlier).
 */
export async function staffHomeFigures(db: Db, today: string, month: string, from: string, chartFrom: string): Promise<StaffHomeRow> {
  const [row] = await queryRows<StaffHomeRow>(
    db,
    Prisma.sql`
    WITH d AS (SELECT * FROM collection_days WHERE day BETWEEN ${from}::date AND ${today}::date),
         bounds AS (SELECT ${portalMidnight(today)} AS today_start, ${portalMidnight(month)} AS month_start),
         u AS (
           SELECT
             -- since the Caracas midnight, by users_created_at_idx
             (SELECT count(*) FROM users u WHERE u.created_at >= (SELECT today_start FROM bounds)
                AND u.level_id = ${LEVELS.CLIENT} AND u.deleted_at IS NULL)::int AS registered_today,
             -- USER_STATUS.VERIFIED (3) is labelled 'Por verificar': waiting for the office's check
             (SELECT count(*) FROM users u WHERE u.level_id = ${LEVELS.CLIENT} AND u.status = ${USER_STATUS.VERIFIED}
                AND u.deleted_at IS NULL)::int AS pending_verification)
    -- the portal-wide counts are kept by triggers (migration 'portal_counts'), never counted here
    SELECT c.taxpayers, u.registered_today, u.pending_verification, c.active_properties,
      now() AS as_of,
      ${period(Prisma.sql`${today}`, Prisma.sql`${today}`)} AS today,
      ${period(Prisma.sql`${month}`, Prisma.sql`${today}`)} AS month,
      (SELECT coalesce(json_agg(json_build_object('day', g.day::date::text, 'bills', coalesce(d.bills, 0),
                 'received_bs', ${Prisma.raw(bs('d.received_bs'))}, 'total_bs', ${Prisma.raw(bs('d.total_bs'))}) ORDER BY g.day), '[]'::json)
       FROM generate_series(${chartFrom}::date, ${today}::date, interval '1 day') g(day) LEFT JOIN d ON d.day = g.day::date) AS days,
      (SELECT json_build_object('count', count(*)::int, 'amount_bs', ${Prisma.raw(bs('sum(b.total_bs)'))},
                 'oldest', to_char(min(b.created_at), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'claimed', count(c.bill_id)::int)
       FROM bills b LEFT JOIN bill_claims c ON c.bill_id = b.id AND c.expires_at > (now() AT TIME ZONE 'UTC')
       WHERE b.status = ${BILL_STATUS.PENDING}) AS queue,
      (SELECT json_build_object('today', count(*) FILTER (WHERE s.created_at >= (SELECT today_start FROM bounds))::int, 'month', count(*)::int)
       FROM solvencies s WHERE s.created_at >= (SELECT month_start FROM bounds) AND s.deleted_at IS NULL) AS certificates
    FROM u CROSS JOIN portal_counts c WHERE c.id = 1`,
  );
  return row!;
}
