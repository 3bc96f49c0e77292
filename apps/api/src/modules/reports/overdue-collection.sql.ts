// 'Cobranza vencida' in SQL (docs/reports.md "Cobranza vencida"): every line a property owes on the
// as-of day, as its statement shows it (packages/shared billing/statement.ts `statementOf`, fed by the
// ledger's loadStatementRows), plus its unpaid agreement quotas, each with its due day, in UCD and Bs:
//  - a pending notice (not deleted, not held by an agreement by then, pending now or billed after the
//    day): fee + VAT at its rate (its own when use_conversion_local), its live fines, its interest —
//    the frozen row's amount, 0 when every interest row was deleted, else computed like
//    `accruedInterest` (Σ bankInterest% × days from the day after the month ends, round4 once); due
//    on the last day of its month;
//  - a fine or interest row left on its own (its notice not pending): its stored amount, due the day
//    it was imposed;
//  - a quota of an ACTIVE or COMPLETED agreement (either kind) made by the day and in no bill made by
//    then: its amount, due on its date.
// Bs = round2(UCD × rate) line by line, as the statement prices them. Rows are the sums per property
// (or per taxpayer) by bucket; the page walks properties (taxpayers) by id with a LATERAL sum, so a
// page reads only the debt of the rows it shows; the summary is one aggregate of the same lines.
import { AGREEMENT_STATUS, FINE_TYPE, NOTICE_STATUS } from '@aseo/shared/constants';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { portalDay } from '../../lib/portal-time.ts';
import { queryRows } from '../../lib/sql.ts';

/** What the lines depend on: the as-of day and the filters. */
export type OverdueQuery = { asOf: string; since?: string; clientId?: number; serviceTypeId?: number };

const day = (col: string) => Prisma.raw(portalDay(col));
const bsOf = (amount: Prisma.Sql, rate: Prisma.Sql) => Prisma.sql`CASE WHEN ${amount} = 0 THEN 0 ELSE round(${amount} * ${rate}, 2) END`;

/** The rate of the as-of day (`rate.r`) and the compacted bankInterest history (`bi`: from d until next − 1). */
const historySql = (asOf: string) => Prisma.sql`
  rate AS (SELECT (SELECT g.amount FROM global_values g WHERE g.key = 'conversion_petro' AND ${day('g.valid_from')} <= ${asOf}::date
                   ORDER BY g.valid_from DESC, g.id DESC LIMIT 1) AS r),
  bi AS (SELECT y.d, y.amount, lead(y.d) OVER (ORDER BY y.d) AS next
         FROM (SELECT DISTINCT ON (x.day) x.day AS d, x.amount
               FROM (SELECT ${day('g.valid_from')} AS day, g.amount, g.valid_from, g.id FROM global_values g WHERE g.key = 'bankInterest') x
               ORDER BY x.day, x.valid_from DESC, x.id DESC) y)`;

/** Is notice `n` (its bill joined as `b`) on the statement of the as-of day? */
const noticePending = (n: string, b: string, asOf: string) => Prisma.sql`
  ${Prisma.raw(n)}.period <= ${asOf}::date AND ${Prisma.raw(n)}.deleted_at IS NULL
  AND (${Prisma.raw(n)}.status = ${NOTICE_STATUS.PENDING}
       OR (${Prisma.raw(n)}.status = ${NOTICE_STATUS.PROCESSED} AND ${Prisma.raw(b)}.created_at IS NOT NULL AND ${day(`${b}.created_at`)} > ${asOf}::date))
  AND NOT EXISTS (SELECT 1 FROM agreement_holds h WHERE h.notice_id = ${Prisma.raw(n)}.id AND ${day('h.created_at')} <= ${asOf}::date)`;

/** A fine `f` not held by an agreement by the day, imposed by then and not deleted by then. */
const fineExisted = (f: string, asOf: string) => Prisma.sql`
  ${day(`${f}.created_at`)} <= ${asOf}::date AND (${Prisma.raw(f)}.deleted_at IS NULL OR ${day(`${f}.deleted_at`)} > ${asOf}::date)
  AND NOT EXISTS (SELECT 1 FROM agreement_holds h WHERE h.fine_id = ${Prisma.raw(f)}.id AND ${day('h.created_at')} <= ${asOf}::date)`;
/** …and still unpaid at the end of the day (its bill `b` made later). */
const finePending = (f: string, b: string, asOf: string) => Prisma.sql`
  (${Prisma.raw(f)}.status = ${NOTICE_STATUS.PENDING}
   OR (${Prisma.raw(f)}.status = ${NOTICE_STATUS.PROCESSED} AND ${Prisma.raw(b)}.created_at IS NOT NULL AND ${day(`${b}.created_at`)} > ${asOf}::date))`;

/**
 * The lines (property_id, due, ucd, bs) of the properties `prop(col)` accepts (an SQL predicate on a
 * property id column), under the filters. Needs the `rate` and `bi` CTEs. A notice's fines and
 * interest rows: looked up notice by notice (`setBased` false: a page's few properties), or summed
 * once per notice over the whole table and hash-joined (true: every property, the summary).
 */
function linesSql(q: OverdueQuery, prop: (col: string) => Prisma.Sql, setBased = false) {
  const a = q.asOf;
  const joined = (cols: Prisma.Sql, fromWhere: Prisma.Sql, alias: string) =>
    setBased
      ? Prisma.sql`LEFT JOIN (SELECT f.notice_id, ${cols} ${fromWhere} AND f.notice_id IS NOT NULL GROUP BY f.notice_id) ${Prisma.raw(alias)} ON ${Prisma.raw(alias)}.notice_id = n.id`
      : Prisma.sql`CROSS JOIN LATERAL (SELECT ${cols} ${fromWhere} AND f.notice_id = n.id) ${Prisma.raw(alias)}`;
  const st = q.serviceTypeId;
  const noticeType = st ? Prisma.sql`AND n.service_type_id = ${st}` : Prisma.empty;
  const looseType = st ? Prisma.sql`AND EXISTS (SELECT 1 FROM notices nt WHERE nt.id = f.notice_id AND nt.service_type_id = ${st})` : Prisma.empty;
  const nrate = Prisma.sql`(CASE WHEN n.use_conversion_local <> 0 THEN n.conversion_petro ELSE rate.r END)`;
  const quotas = st
    ? Prisma.empty
    : Prisma.sql`
    UNION ALL
    SELECT ag.property_id, q.date, q.amount, ${bsOf(Prisma.sql`q.amount`, Prisma.sql`rate.r`)}
    FROM agreement_quotas q JOIN agreements ag ON ag.id = q.agreement_id LEFT JOIN bills qb ON qb.id = q.bill_id CROSS JOIN rate
    WHERE ${prop('ag.property_id')} AND ag.status IN (${AGREEMENT_STATUS.ACTIVE}, ${AGREEMENT_STATUS.COMPLETED}) AND ${day('ag.created_at')} <= ${a}::date
      AND (q.bill_id IS NULL OR ${day('qb.created_at')} > ${a}::date)
    UNION ALL
    SELECT cv.property_id, q.date, q.total, ${bsOf(Prisma.sql`q.total`, Prisma.sql`rate.r`)}
    FROM convention_quotas q JOIN conventions cv ON cv.id = q.convention_id LEFT JOIN bills qb ON qb.id = q.bill_id CROSS JOIN rate
    WHERE ${prop('cv.property_id')} AND cv.status IN (${AGREEMENT_STATUS.ACTIVE}, ${AGREEMENT_STATUS.COMPLETED}) AND ${day('cv.created_at')} <= ${a}::date
      AND (q.bill_id IS NULL OR ${day('qb.created_at')} > ${a}::date)`;
  return Prisma.sql`
    SELECT n.property_id, nd.due, n.total + n.iva + coalesce(fa.ucd, 0) + ia.amount AS ucd,
           ${bsOf(Prisma.sql`n.total`, nrate)} + ${bsOf(Prisma.sql`n.iva`, nrate)} + coalesce(fa.bs, 0) + ${bsOf(Prisma.sql`ia.amount`, Prisma.sql`rate.r`)} AS bs
    FROM notices n LEFT JOIN bills nb ON nb.id = n.bill_id CROSS JOIN rate
    CROSS JOIN LATERAL (SELECT (date_trunc('month', n.period) + interval '1 month - 1 day')::date AS due) nd
    ${joined(
      Prisma.sql`coalesce(sum(f.amount), 0) AS ucd, coalesce(sum(${bsOf(Prisma.sql`f.amount`, Prisma.sql`r2.r`)}), 0) AS bs`,
      Prisma.sql`FROM fines f LEFT JOIN bills fb ON fb.id = f.bill_id CROSS JOIN rate r2
      WHERE f.fine_type_id = ${FINE_TYPE.FINE} AND ${fineExisted('f', a)} AND ${finePending('f', 'fb', a)}`,
      'fa',
    )}
    ${joined(
      Prisma.sql`count(*) AS known,
             count(*) FILTER (WHERE f.deleted_at IS NULL OR ${day('f.deleted_at')} > ${a}::date) AS alive,
             (array_agg(f.amount ORDER BY f.frozen_at DESC, f.id DESC)
                FILTER (WHERE (f.deleted_at IS NULL OR ${day('f.deleted_at')} > ${a}::date) AND f.frozen_at IS NOT NULL AND ${day('f.frozen_at')} <= ${a}::date))[1] AS frozen`,
      Prisma.sql`FROM fines f
      WHERE f.fine_type_id = ${FINE_TYPE.INTEREST} AND ${day('f.created_at')} <= ${a}::date
        AND NOT EXISTS (SELECT 1 FROM agreement_holds h WHERE h.fine_id = f.id AND ${day('h.created_at')} <= ${a}::date)`,
      'ir',
    )}
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(bi.amount * greatest(0, least(${a}::date, coalesce(bi.next - 1, ${a}::date)) - greatest(nd.due + 1, bi.d) + 1)), 0) AS pd FROM bi) ip
    CROSS JOIN LATERAL (
      SELECT CASE WHEN ir.frozen IS NOT NULL THEN ir.frozen
                  WHEN coalesce(ir.known, 0) > 0 AND coalesce(ir.alive, 0) = 0 THEN 0
                  WHEN ip.pd = 0 THEN 0
                  ELSE round(n.total_with_iva * ip.pd / 36000, 4) END AS amount) ia
    WHERE ${prop('n.property_id')} AND ${noticePending('n', 'nb', a)} ${noticeType}
    UNION ALL
    SELECT f.property_id, ${day('f.created_at')}, f.amount, ${bsOf(Prisma.sql`f.amount`, Prisma.sql`rate.r`)}
    FROM fines f LEFT JOIN bills fb ON fb.id = f.bill_id CROSS JOIN rate
    WHERE ${prop('f.property_id')} AND ${fineExisted('f', a)} AND ${finePending('f', 'fb', a)} ${looseType}
      AND NOT EXISTS (SELECT 1 FROM notices n2 LEFT JOIN bills nb2 ON nb2.id = n2.bill_id WHERE n2.id = f.notice_id AND ${noticePending('n2', 'nb2', a)})
    ${quotas}`;
}

/** The bucket of a line `x`: days past its due day on the as-of day (0: por vencer … 5: more than 180). */
const bucketCase = (asOf: string) => Prisma.sql`CASE WHEN ${asOf}::date - x.due <= 0 THEN 0 WHEN ${asOf}::date - x.due <= 30 THEN 1
  WHEN ${asOf}::date - x.due <= 60 THEN 2 WHEN ${asOf}::date - x.due <= 90 THEN 3 WHEN ${asOf}::date - x.due <= 180 THEN 4 ELSE 5 END`;

const BUCKET_COLS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd91_180', 'over_180'] as const;

/** The sums of lines `l` (with its bucket `l.b`) by bucket, UCD and Bs, as text. */
const sumsSql = () =>
  Prisma.raw(
    [
      ...BUCKET_COLS.flatMap((k, i) => [
        `coalesce(sum(l.ucd) FILTER (WHERE l.b = ${i}), 0)::numeric(20, 4)::text AS ${k}`,
        `coalesce(sum(l.bs) FILTER (WHERE l.b = ${i}), 0)::numeric(20, 2)::text AS ${k}_bs`,
      ]),
      'coalesce(sum(l.ucd), 0)::numeric(20, 4)::text AS total',
      'coalesce(sum(l.bs), 0)::numeric(20, 2)::text AS total_bs',
      "to_char(min(l.due), 'YYYY-MM-DD') AS oldest_due",
      'count(DISTINCT l.property_id)::int AS properties',
    ].join(', '),
  );

/** The lines of `q` with their bucket, filtered by `since` (the due day). */
const bucketed = (q: OverdueQuery, prop: (col: string) => Prisma.Sql, setBased = false) =>
  Prisma.sql`(SELECT x.property_id, x.due, x.ucd, x.bs, ${bucketCase(q.asOf)} AS b
              FROM (${linesSql(q, prop, setBased)}) AS x(property_id, due, ucd, bs) ${q.since ? Prisma.sql`WHERE x.due >= ${q.since}::date` : Prisma.empty}) l`;

export type OverdueRaw = {
  key: string;
  property_id: number | null;
  code: string | null;
  user_id: number;
  name: string | null;
  lastname: string | null;
  business_name: string | null;
  document_type_id: number | null;
  document: string | null;
  oldest_due: string | null;
  properties: number;
  total: string;
  total_bs: string;
} & Record<(typeof BUCKET_COLS)[number] | `${(typeof BUCKET_COLS)[number]}_bs`, string>;

/** The rows after `after` (a property id, or a taxpayer id when grouped), `limit` of them, `offset` skipped. */
export function overdueRows(db: Db, q: OverdueQuery, group: boolean, after: number | null, limit: number, offset = 0) {
  const client = q.clientId ? Prisma.sql`AND u.id = ${q.clientId}` : Prisma.empty;
  const from = after === null ? Prisma.empty : group ? Prisma.sql`AND u.id > ${after}` : Prisma.sql`AND p.id > ${after}`;
  const owner = `u.id, u.name, u.lastname, u.business_name, u.document_type_id, u.document`;
  const statement = group
    ? Prisma.sql`WITH ${historySql(q.asOf)}
      SELECT 'u' || u.id AS key, NULL::int AS property_id, NULL::text AS code, ${Prisma.raw(owner.replace('u.id', 'u.id AS user_id'))}, s.*
      FROM users u
      CROSS JOIN LATERAL (SELECT ${sumsSql()} FROM ${bucketed(q, (col) => Prisma.sql`${Prisma.raw(col)} IN (SELECT pp.id FROM properties pp WHERE pp.user_id = u.id AND pp.deleted_at IS NULL)`)}) s
      WHERE s.total::numeric > 0 ${client} ${from}
      ORDER BY u.id LIMIT ${limit} OFFSET ${offset}`
    : Prisma.sql`WITH ${historySql(q.asOf)}
      SELECT 'p' || p.id AS key, p.id AS property_id, p.code, ${Prisma.raw(owner.replace('u.id', 'u.id AS user_id'))}, s.*
      FROM properties p JOIN users u ON u.id = p.user_id
      CROSS JOIN LATERAL (SELECT ${sumsSql()} FROM ${bucketed(q, (col) => Prisma.sql`${Prisma.raw(col)} = p.id`)}) s
      WHERE p.deleted_at IS NULL AND s.total::numeric > 0 ${client} ${from}
      ORDER BY p.id LIMIT ${limit} OFFSET ${offset}`;
  return queryRows<OverdueRaw>(db, statement);
}

/** The properties a set-based read covers: every one not deleted, or one taxpayer's. */
const scopeOf = (q: OverdueQuery) =>
  q.clientId
    ? (col: string) => Prisma.sql`${Prisma.raw(col)} IN (SELECT pp.id FROM properties pp WHERE pp.deleted_at IS NULL AND pp.user_id = ${q.clientId})`
    : (col: string) => Prisma.sql`${Prisma.raw(col)} IN (SELECT pp.id FROM properties pp WHERE pp.deleted_at IS NULL)`;

/**
 * Every row of the filters in one statement, in the pages' order and with their figures (the
 * exports, read through a cursor): the lines are computed once, set-based, and summed per property
 * (per taxpayer) — where the pages' lateral sum per row costs an index walk per property, which at
 * 500,000 properties is minutes.
 */
export function overdueAllSql(q: OverdueQuery, group: boolean): Prisma.Sql {
  const owner = `u.id AS user_id, u.name, u.lastname, u.business_name, u.document_type_id, u.document`;
  return group
    ? Prisma.sql`WITH ${historySql(q.asOf)},
      s AS (SELECT pp.user_id AS k, ${sumsSql()} FROM ${bucketed(q, scopeOf(q), !q.clientId)} JOIN properties pp ON pp.id = l.property_id GROUP BY pp.user_id)
      SELECT 'u' || u.id AS key, NULL::int AS property_id, NULL::text AS code, ${Prisma.raw(owner)}, s.*
      FROM s JOIN users u ON u.id = s.k
      WHERE s.total::numeric > 0
      ORDER BY u.id`
    : Prisma.sql`WITH ${historySql(q.asOf)},
      s AS (SELECT l.property_id AS k, ${sumsSql()} FROM ${bucketed(q, scopeOf(q), !q.clientId)} GROUP BY l.property_id)
      SELECT 'p' || p.id AS key, p.id AS property_id, p.code, ${Prisma.raw(owner)}, s.*
      FROM s JOIN properties p ON p.id = s.k JOIN users u ON u.id = p.user_id
      WHERE s.total::numeric > 0
      ORDER BY p.id`;
}

export type OverdueTotalsRaw = { properties: number; taxpayers: number; total: string; total_bs: string } & Record<
  (typeof BUCKET_COLS)[number] | `${(typeof BUCKET_COLS)[number]}_bs`,
  string
>;

/** Every row of the filters together: one aggregate of the same lines (properties owing something, their taxpayers). */
export async function overdueSummaryRaw(db: Db, q: OverdueQuery): Promise<OverdueTotalsRaw> {
  const scope = scopeOf(q);
  const [row] = await queryRows<OverdueTotalsRaw>(
    db,
    Prisma.sql`WITH ${historySql(q.asOf)},
      per AS (SELECT l.property_id, (SELECT pp.user_id FROM properties pp WHERE pp.id = l.property_id) AS user_id, ${Prisma.raw(
        [
          ...BUCKET_COLS.flatMap((k, i) => [`sum(l.ucd) FILTER (WHERE l.b = ${i}) AS ${k}`, `sum(l.bs) FILTER (WHERE l.b = ${i}) AS ${k}_bs`]),
          'sum(l.ucd) AS total',
          'sum(l.bs) AS total_bs',
        ].join(', '),
      )}
              FROM ${bucketed(q, scope, !q.clientId)} GROUP BY l.property_id HAVING sum(l.ucd) > 0)
      SELECT count(*)::int AS properties, count(DISTINCT per.user_id)::int AS taxpayers, ${Prisma.raw(
        [
          ...BUCKET_COLS.flatMap((k) => [
            `coalesce(sum(per.${k}), 0)::numeric(20, 4)::text AS ${k}`,
            `coalesce(sum(per.${k}_bs), 0)::numeric(20, 2)::text AS ${k}_bs`,
          ]),
          'coalesce(sum(per.total), 0)::numeric(20, 4)::text AS total',
          'coalesce(sum(per.total_bs), 0)::numeric(20, 2)::text AS total_bs',
        ].join(', '),
      )}
      FROM per`,
  );
  return row!;
}

export { BUCKET_COLS };
