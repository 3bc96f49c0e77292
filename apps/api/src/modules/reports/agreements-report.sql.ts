// 'Reporte de Convenios' in SQL (docs/reports.md "Convenios"): the rows of both agreement kinds as the
// agreements module computes them (its `selectSql` and `whereSql`, quotas summed per agreement in the
// same statement; 'en mora' by its `enMoraSql`), one UNION ALL ordered newest first, read a page at a
// time by the screen and in keyset batches by the exports. Amounts are the stored ones (frozen quota
// amounts in UCD); Bs = UCD × the rate (today's while ACTIVE, the stored one otherwise) rounded to
// cents per row, and every sum is the sum of those row figures in SQL numeric.
import { AGREEMENT_STATUS } from '@aseo/shared/constants';
import { AGREEMENT_KINDS, type AgreementKind, type AgreementsReportFilters } from '@aseo/shared/contracts';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { portalDay } from '../../lib/portal-time.ts';
import { queryRows } from '../../lib/sql.ts';
import { enMoraSql, selectSql, whereSql, type AgreementFilters, type AgreementRaw } from '../agreements/index.ts';

/** What every query of the report needs besides the filters: the portal's day, today's rate, the grace days. */
export type ReportClock = { today: string; rateNow: string | null; graceDays: number };

export type AgreementReportRaw = AgreementRaw & {
  kind: AgreementKind;
  en_mora: boolean;
  paid_amount: string;
  total_bs: string;
  paid_bs: string;
  to_pay_bs: string;
  overdue_amount_bs: string;
  /** The keyset: created_at with microseconds, the kind (0 old, 1 convention) and the id */
  sort_key: string;
  k: number;
  /** The Caracas day of created_at */
  day: string;
};

const bs = (col: string) => Prisma.raw(`round((${col})::numeric * r.rate_used, 2)`);

/** The rows of the filters as `b` (WITH clauses): selectSql of each kind asked, en mora, the rate used and the Bs per row. */
function rowsWith(f: AgreementsReportFilters, c: ReportClock) {
  const wf = { page: 1, search: f.search, since: f.since, until: f.until, status: f.status } as AgreementFilters;
  const kinds = f.kind ? [f.kind] : AGREEMENT_KINDS;
  const arms = kinds.map(
    (kind) =>
      Prisma.sql`SELECT ${kind}::text AS kind, ${kind === 'convention' ? 1 : 0}::int AS k, s.* FROM (${selectSql(kind, c.today)} WHERE ${whereSql(kind, wf, null)}) s`,
  );
  const mora = f.en_mora === 'yes' ? Prisma.sql`WHERE r.en_mora` : f.en_mora === 'no' ? Prisma.sql`WHERE NOT r.en_mora` : Prisma.empty;
  return Prisma.sql`x AS (${Prisma.join(arms, ' UNION ALL ')}),
    r AS (
      SELECT x.*, ${enMoraSql('x', c.today, c.graceDays)} AS en_mora,
             CASE WHEN x.status = ${AGREEMENT_STATUS.ACTIVE} AND ${c.rateNow}::numeric IS NOT NULL THEN ${c.rateNow}::numeric ELSE x.conversion_petro::numeric END AS rate_used
      FROM x),
    b AS (
      SELECT r.*, (r.total::numeric - r.to_pay::numeric) AS paid_n, ${bs('r.total')} AS total_bs_n, ${bs('r.total::numeric - r.to_pay::numeric')} AS paid_bs_n,
             ${bs('r.to_pay')} AS to_pay_bs_n, ${bs('r.overdue_amount')} AS overdue_amount_bs_n
      FROM r ${mora})`;
}

type After = { sort_key: string; k: number; id: number };

/** One batch of rows after `after` (null: from the first), newest creation first. */
export function agreementReportRows(db: Db, f: AgreementsReportFilters, c: ReportClock, after: After | null, limit: number, offset = 0) {
  const keyset = after ? Prisma.sql`WHERE (b.created_at, b.k, b.id) < (${after.sort_key}::timestamp, ${after.k}, ${after.id})` : Prisma.empty;
  return queryRows<AgreementReportRaw>(
    db,
    Prisma.sql`WITH ${rowsWith(f, c)}
    SELECT b.*, b.paid_n::numeric(20, 4)::text AS paid_amount, b.total_bs_n::numeric(20, 2)::text AS total_bs, b.paid_bs_n::numeric(20, 2)::text AS paid_bs,
           b.to_pay_bs_n::numeric(20, 2)::text AS to_pay_bs, b.overdue_amount_bs_n::numeric(20, 2)::text AS overdue_amount_bs,
           to_char(b.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS sort_key, to_char(${Prisma.raw(portalDay('b.created_at'))}, 'YYYY-MM-DD') AS day
    FROM b ${keyset}
    ORDER BY b.created_at DESC, b.k DESC, b.id DESC
    LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** `kind` and `status` null: the line of every row together. */
export type AgreementTotalsRaw = {
  kind: AgreementKind | null;
  status: number | null;
  count: number;
  en_mora: number;
  quotas: number;
  paid_quotas: number;
  overdue_quotas: number;
  total: string;
  total_bs: string;
  paid: string;
  paid_bs: string;
  to_pay: string;
  to_pay_bs: string;
  overdue_amount: string;
  overdue_amount_bs: string;
};

const ucdSum = (col: string) => Prisma.raw(`coalesce(sum(${col}), 0)::numeric(20, 4)::text`);
const bsSum = (col: string) => Prisma.raw(`coalesce(sum(${col}), 0)::numeric(20, 2)::text`);

/** Counts and sums by kind × status, and of all (GROUPING SETS), of every row of the filters: one statement. */
export function agreementReportTotals(db: Db, f: AgreementsReportFilters, c: ReportClock) {
  return queryRows<AgreementTotalsRaw>(
    db,
    Prisma.sql`WITH ${rowsWith(f, c)}
    SELECT b.kind, b.status, count(*)::int AS count, count(*) FILTER (WHERE b.en_mora)::int AS en_mora,
           coalesce(sum(b.quotas), 0)::int AS quotas, coalesce(sum(b.paid), 0)::int AS paid_quotas, coalesce(sum(b.overdue), 0)::int AS overdue_quotas,
           ${ucdSum('b.total::numeric')} AS total, ${bsSum('b.total_bs_n')} AS total_bs, ${ucdSum('b.paid_n')} AS paid, ${bsSum('b.paid_bs_n')} AS paid_bs,
           ${ucdSum('b.to_pay::numeric')} AS to_pay, ${bsSum('b.to_pay_bs_n')} AS to_pay_bs,
           ${ucdSum('b.overdue_amount::numeric')} AS overdue_amount, ${bsSum('b.overdue_amount_bs_n')} AS overdue_amount_bs
    FROM b GROUP BY GROUPING SETS ((b.kind, b.status), ())
    ORDER BY b.kind NULLS LAST, b.status`,
  );
}
