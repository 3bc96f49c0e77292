// The sales book's one statement (docs/reports.md "Libro de Ventas"). The book of days [since, until]
// (Caracas days) is the union of:
//  - the frozen rows of closed periods whose booked day falls in the range (sales_book_entries);
//  - live rows on the days no closed period covers:
//    · one row per invoice issued that day (bills.number not null), in number order: 01-REG, or
//      03-ANU with zero amounts when the bill is voided (rejected or cancelled) today;
//    · 04-AJU: a withholding voucher that does not fill its invoice's row (dated in a later month,
//      or recorded after the invoice's period was closed), booked on its date, or on the day it was
//      recorded when its date lies in a period already closed then;
//    · 03-ANU with negative amounts: an invoice of a closed period voided after that closing, booked
//      on the day it was voided.
// Invoice rows come first (by number), then the adjustments (by day, invoice, type). The operation
// number is the row's position in the whole book of the range; the filters then pick rows.
// Every amount leaves the database as numeric text: sums are numeric, never floats.
import { Prisma } from '@aseo/db/client';
import { BILL_STATUS, DEFAULT_INSTITUTION, SALES_BOOK_STATUS, SALES_BOOK_STATUS_LABELS } from '@aseo/shared/constants';
import { SALES_BOOK_TX, type SalesBookFilters } from '@aseo/shared/contracts';
import { addDays } from '@aseo/shared/billing';
import type { Db, Tx } from '../../db.ts';
import { portalDay, portalMidnight } from '../../lib/portal-time.ts';
import { queryRows } from '../../lib/sql.ts';

export const INSTITUTION = DEFAULT_INSTITUTION;
export type Range = { since: string; until: string };

/** A row as the statement gives it: the wire row of the book (sales-book.report.ts fixes its key order). */
export type BookRaw = {
  operation: number;
  day: string;
  invoice_date: string;
  document: string;
  name: string;
  bill_id: number;
  number: number;
  control_number: string | null;
  transaction_type: string;
  affected: boolean;
  total_bs: string;
  exempt_bs: string;
  base_bs: string;
  iva_percentage: string;
  iva_bs: string;
  withholding_number: string | null;
  withholding_date: string | null;
  withheld_bs: string;
  aseo_bs: string;
  df_bs: string;
  total_ucd: string;
  rate: string;
  status: number;
  status_text: string;
  client_id: number;
  type: number;
  user_id: number | null;
};

const R = Prisma.raw;
const VOIDED = R(`(b.status IN (${BILL_STATUS.REJECTED}, ${BILL_STATUS.CANCELLED}))`);
const VOIDED_AT = R(`(CASE WHEN b.status = ${BILL_STATUS.REJECTED} THEN b.rejected_at ELSE b.cancelled_at END)`);
const ISSUE_DAY = R(portalDay('b.issued_at'));
const VOID_DAY = R(portalDay(`(CASE WHEN b.status = ${BILL_STATUS.REJECTED} THEN b.rejected_at ELSE b.cancelled_at END)`));
const RECORDED_DAY = R(portalDay('w.created_at'));
const Z2 = R('0::numeric(20,2)');
// constants of the statement as SQL literals (a parameter in a CASE or a UNION would be typed text)
const ACTIVE = R(String(SALES_BOOK_STATUS.ACTIVE));
const ANNULLED = R(String(SALES_BOOK_STATUS.INACTIVE));
const REG = R(`'${SALES_BOOK_TX.REGISTER}'::text`);
const ANU = R(`'${SALES_BOOK_TX.ANNUL}'::text`);
const AJU = R(`'${SALES_BOOK_TX.ADJUST}'::text`);

/** The closed period (alias `alias`) that holds the day `day`. */
const closedOn = (alias: string, day: Prisma.Sql) =>
  Prisma.sql`(SELECT ${R(alias)}.id, ${R(alias)}.closed_at FROM sales_book_periods ${R(alias)}
    WHERE ${R(alias)}.institution_id = ${INSTITUTION} AND ${day} BETWEEN ${R(alias)}.since AND ${R(alias)}.until)`;

/** The columns every live row shares: the invoice as printed, and what the filters read. */
const invoiceColumns = Prisma.sql`b.id AS bill_id, b.number, b.control_number, to_char(${ISSUE_DAY}, 'YYYY-MM-DD') AS invoice_date,
  coalesce(b.customer_document, '') AS document, coalesce(b.customer_name, '') AS name,
  b.iva_percentage::text AS iva_percentage, b.conversion_petro::text AS rate, b.user_id AS client_id, b.bill_type AS type, b.created_by AS user_id`;

/** Whether the voucher `w` fills its invoice's row: same month or earlier, and known before the invoice's period (if closed) was closed. */
const FILLS = (cb: string) =>
  R(`(date_trunc('month', w.date) <= date_trunc('month', ${portalDay('b.issued_at')}) AND (${cb}.id IS NULL OR w.created_at <= ${cb}.closed_at))`);

/** The book's order: invoices by number, then adjustments by day, invoice and type (unique). */
const ORDER = R('u.sec, u.kday, u.number, u.transaction_type');

/** What the numbering of a page reads: the order and the filters' columns (no amounts, no texts to build). */
const NARROW = R('sec, kday, number, transaction_type, status, client_id, type, user_id, document, name, control_number');

/**
 * The unfiltered rows of the range, not numbered: columns of BookRaw plus `sec`, `kday` (the order);
 * `narrow`: only the columns of NARROW. `only` (SQL of a set of invoice numbers) keeps those invoices' rows.
 */
function union(range: Range, opts: { only?: Prisma.Sql; narrow?: boolean } = {}): Prisma.Sql {
  const from = portalMidnight(range.since);
  const to = portalMidnight(addDays(range.until, 1));
  const openDay = (day: Prisma.Sql) =>
    Prisma.sql`NOT EXISTS (SELECT 1 FROM sales_book_periods o WHERE o.institution_id = ${INSTITUTION} AND ${day} BETWEEN o.since AND o.until)`;
  const of = (column: string) => (opts.only ? Prisma.sql`AND ${R(column)} IN (${opts.only})` : Prisma.empty);
  const filterColumns = Prisma.sql`b.user_id, b.bill_type, b.created_by, coalesce(b.customer_document, ''), coalesce(b.customer_name, ''), b.control_number`;
  // the issue day once per invoice (a time-zone conversion is the costly part of a row): OFFSET 0 keeps the subquery from being inlined
  const invoices = Prisma.sql`(SELECT b.*, ${ISSUE_DAY} AS iday FROM bills b
      WHERE b.institution_id = ${INSTITUTION} AND b.number IS NOT NULL AND b.issued_at >= ${from} AND b.issued_at < ${to} ${of('b.number')} OFFSET 0) b`;
  const regType = Prisma.sql`CASE WHEN ${VOIDED} THEN ${ANU} ELSE ${REG} END`;
  const regStatus = Prisma.sql`CASE WHEN ${VOIDED} THEN ${ANNULLED} ELSE ${ACTIVE} END`;
  const first = opts.narrow
    ? Prisma.sql`SELECT 0 AS sec, DATE '1970-01-01' AS kday, b.number, ${regType} AS transaction_type, ${regStatus} AS status,
        b.user_id AS client_id, b.bill_type AS type, b.created_by AS user_id, coalesce(b.customer_document, '') AS document,
        coalesce(b.customer_name, '') AS name, b.control_number
      FROM ${invoices} WHERE ${openDay(Prisma.sql`b.iday`)}`
    : Prisma.sql`SELECT 0 AS sec, DATE '1970-01-01' AS kday, to_char(b.iday, 'YYYY-MM-DD') AS day, b.id AS bill_id, b.number, b.control_number,
        to_char(b.iday, 'YYYY-MM-DD') AS invoice_date, coalesce(b.customer_document, '') AS document, coalesce(b.customer_name, '') AS name,
        b.iva_percentage::text AS iva_percentage, b.conversion_petro::text AS rate, b.user_id AS client_id, b.bill_type AS type, b.created_by AS user_id,
        ${regType} AS transaction_type, false AS affected,
        CASE WHEN ${VOIDED} THEN ${Z2} ELSE b.total_bs END::text AS total_bs,
        CASE WHEN ${VOIDED} THEN ${Z2} ELSE b.total_bs - b.tax_base_bs - b.iva_bs END::text AS exempt_bs,
        CASE WHEN ${VOIDED} THEN ${Z2} ELSE b.tax_base_bs END::text AS base_bs,
        CASE WHEN ${VOIDED} THEN ${Z2} ELSE b.iva_bs END::text AS iva_bs,
        CASE WHEN fill.ok THEN w.number END AS withholding_number,
        CASE WHEN fill.ok THEN to_char(w.date, 'YYYY-MM-DD') END AS withholding_date,
        CASE WHEN fill.ok THEN w.amount ELSE ${Z2} END::text AS withheld_bs,
        CASE WHEN ${VOIDED} THEN ${Z2} ELSE b.urban_clean_amount END::text AS aseo_bs,
        CASE WHEN ${VOIDED} THEN ${Z2} ELSE b.df_amount END::text AS df_bs,
        CASE WHEN ${VOIDED} THEN 0::numeric(20,4) ELSE b.total END::text AS total_ucd,
        ${regStatus} AS status
      FROM ${invoices}
      LEFT JOIN withholding_vouchers w ON w.bill_id = b.id
      CROSS JOIN LATERAL (SELECT w.id IS NOT NULL AND NOT ${VOIDED} AND date_trunc('month', w.date) <= date_trunc('month', b.iday) AS ok) fill
      WHERE ${openDay(Prisma.sql`b.iday`)}`;
  const vouchersFrom = Prisma.sql`FROM withholding_vouchers w
      JOIN bills b ON b.id = w.bill_id
      LEFT JOIN LATERAL ${closedOn('cb', ISSUE_DAY)} cb ON true
      LEFT JOIN LATERAL ${closedOn('cw', Prisma.sql`w.date`)} cw ON cw.closed_at < w.created_at
      CROSS JOIN LATERAL (SELECT CASE WHEN cw.id IS NOT NULL THEN ${RECORDED_DAY} ELSE w.date END AS day) a
      WHERE (w.date BETWEEN ${range.since}::date AND ${range.until}::date OR (w.created_at >= ${from} AND w.created_at < ${to}))
        AND b.institution_id = ${INSTITUTION} AND b.number IS NOT NULL AND NOT ${VOIDED} AND NOT ${FILLS('cb')}
        AND a.day BETWEEN ${range.since}::date AND ${range.until}::date AND ${openDay(Prisma.sql`a.day`)} ${of('b.number')}`;
  const voidsFrom = Prisma.sql`FROM bills b
      JOIN LATERAL ${closedOn('cb', ISSUE_DAY)} cb ON ${VOIDED_AT} > cb.closed_at
      WHERE ((b.cancelled_at >= ${from} AND b.cancelled_at < ${to}) OR (b.rejected_at >= ${from} AND b.rejected_at < ${to}))
        AND b.institution_id = ${INSTITUTION} AND b.number IS NOT NULL AND ${VOIDED}
        AND ${VOID_DAY} BETWEEN ${range.since}::date AND ${range.until}::date AND ${openDay(VOID_DAY)} ${of('b.number')}`;
  const frozenFrom = Prisma.sql`FROM sales_book_periods p
      JOIN sales_book_entries e ON e.period_id = p.id
      CROSS JOIN LATERAL jsonb_to_record(e.data) AS f(day text, bill_id int, number int, control_number text, invoice_date text, document text,
        name text, iva_percentage text, rate text, client_id int, type int, user_id int, transaction_type text, affected_invoice text,
        total_bs text, exempt_bs text, base_bs text, iva_bs text, withholding_number text, withholding_date text, withheld_bs text,
        aseo_bs text, df_bs text, total_ucd text, status int)
      WHERE p.institution_id = ${INSTITUTION} AND p.since <= ${range.until}::date AND p.until >= ${range.since}::date
        AND (e.data->>'day')::date BETWEEN ${range.since}::date AND ${range.until}::date ${of("(e.data->>'number')::int")}`;
  const frozenKey = Prisma.sql`(f.affected_invoice IS NOT NULL)::int, CASE WHEN f.affected_invoice IS NULL THEN DATE '1970-01-01' ELSE f.day::date END`;
  if (opts.narrow)
    return Prisma.sql`${first}
    UNION ALL SELECT 1, a.day, b.number, ${AJU}, ${ACTIVE}, ${filterColumns} ${vouchersFrom}
    UNION ALL SELECT 1, ${VOID_DAY}, b.number, ${ANU}, ${ANNULLED}, ${filterColumns} ${voidsFrom}
    UNION ALL SELECT ${frozenKey}, f.number, f.transaction_type, f.status, f.client_id, f.type, f.user_id, f.document, f.name, f.control_number ${frozenFrom}`;
  return Prisma.sql`
    -- invoices issued on open days
    ${first}
    UNION ALL
    -- withholding vouchers that do not fill their invoice's row
    SELECT 1, a.day, to_char(a.day, 'YYYY-MM-DD'), ${invoiceColumns}, ${AJU}, true,
      ${Z2}::text, ${Z2}::text, ${Z2}::text, ${Z2}::text, w.number, to_char(w.date, 'YYYY-MM-DD'), w.amount::text,
      ${Z2}::text, ${Z2}::text, 0::numeric(20,4)::text, ${ACTIVE}
    ${vouchersFrom}
    UNION ALL
    -- invoices of a closed period voided after its closing
    SELECT 1, ${VOID_DAY}, to_char(${VOID_DAY}, 'YYYY-MM-DD'), ${invoiceColumns}, ${ANU}, true,
      (-b.total_bs)::text, (-(b.total_bs - b.tax_base_bs - b.iva_bs))::text, (-b.tax_base_bs)::text, (-b.iva_bs)::text,
      NULL, NULL, ${Z2}::text, (-b.urban_clean_amount)::text, (-b.df_amount)::text, (-b.total)::text, ${ANNULLED}
    ${voidsFrom}
    UNION ALL
    -- frozen rows of closed periods
    SELECT ${frozenKey}, f.day,
      f.bill_id, f.number, f.control_number, f.invoice_date, f.document, f.name, f.iva_percentage, f.rate, f.client_id, f.type, f.user_id,
      f.transaction_type, f.affected_invoice IS NOT NULL, f.total_bs, f.exempt_bs, f.base_bs, f.iva_bs, f.withholding_number, f.withholding_date,
      f.withheld_bs, f.aseo_bs, f.df_bs, f.total_ucd, f.status
    ${frozenFrom}`;
}

/** The book of the range, every row numbered (the operation number: its position in the whole book). */
const book = (range: Range) => Prisma.sql`SELECT u.*, (row_number() OVER (ORDER BY ${ORDER}))::int AS operation FROM (${union(range)}) u`;

/** The filters of the request (the range is the book's, not a filter). */
function where(f: Pick<SalesBookFilters, 'search' | 'client_id' | 'type' | 'status' | 'user_id'>): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`true`];
  if (f.status) parts.push(Prisma.sql`k.status = ${f.status}`);
  if (f.client_id) parts.push(Prisma.sql`k.client_id = ${f.client_id}`);
  if (f.type) parts.push(Prisma.sql`k.type = ${f.type}`);
  if (f.user_id) parts.push(Prisma.sql`k.user_id = ${f.user_id}`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(Prisma.sql`(lpad(k.number::text, 8, '0') ILIKE ${like} OR k.control_number ILIKE ${like} OR k.document ILIKE ${like} OR k.name ILIKE ${like}
      OR regexp_replace(k.document, '[^0-9A-Za-z]', '', 'g') ILIKE ${like})`);
  }
  return Prisma.join(parts, ' AND ');
}

const STATUS_TEXT = Prisma.sql`CASE k.status WHEN ${ANNULLED} THEN ${SALES_BOOK_STATUS_LABELS[SALES_BOOK_STATUS.INACTIVE]}::text ELSE ${SALES_BOOK_STATUS_LABELS[SALES_BOOK_STATUS.ACTIVE]}::text END`;

const COLUMNS = Prisma.sql`k.day, k.invoice_date, k.document, k.name, k.bill_id, k.number, k.control_number, k.transaction_type, k.affected,
  k.total_bs, k.exempt_bs, k.base_bs, k.iva_percentage, k.iva_bs, k.withholding_number, k.withholding_date, k.withheld_bs, k.aseo_bs, k.df_bs,
  k.total_ucd, k.rate, k.status, ${STATUS_TEXT} AS status_text, k.client_id, k.type, k.user_id`;

/** Every row of the book that passes the filters, in book order (the exports read it through a cursor). */
export const bookRowsSql = (range: Range, f: SalesBookFilters) =>
  Prisma.sql`SELECT k.operation, ${COLUMNS} FROM (${book(range)}) k WHERE ${where(f)} ORDER BY k.operation`;

/**
 * The rows that pass the filters after operation `after`, at most `limit`, skipping `offset`. The
 * whole book is numbered over its keys and the filters' columns only; the page's rows are then
 * read in full (a month of 41,000 rows is sorted narrow, and only a page is dressed).
 */
export function pageSql(range: Range, f: SalesBookFilters, page: { after?: number; limit: number; offset?: number }) {
  return Prisma.sql`WITH page AS (
      SELECT k.sec, k.kday, k.number, k.transaction_type, k.operation FROM (
        SELECT ${NARROW}, (row_number() OVER (ORDER BY ${ORDER}))::int AS operation FROM (${union(range, { narrow: true })}) u) k
      WHERE ${where(f)} AND k.operation > ${page.after ?? 0}
      ORDER BY k.operation LIMIT ${page.limit} OFFSET ${page.offset ?? 0})
    SELECT page.operation, ${COLUMNS}
    FROM page JOIN (${union(range, { only: Prisma.sql`SELECT number FROM page` })}) k
      ON k.sec = page.sec AND k.kday = page.kday AND k.number = page.number AND k.transaction_type = page.transaction_type
    ORDER BY page.operation`;
}

export const bookRows = (db: Db | Tx, range: Range, f: SalesBookFilters, page: { after?: number; limit: number; offset?: number }) =>
  queryRows<BookRaw>(db, pageSql(range, f, page));

export type BookTotals = {
  rows: number;
  registered: number;
  annulled: number;
  adjustments: number;
  total_bs: string;
  exempt_bs: string;
  base_bs: string;
  iva_bs: string;
  withheld_bs: string;
  aseo_bs: string;
  df_bs: string;
  total_ucd: string;
  by_rate: { iva_percentage: string; count: number; base_bs: string; iva_bs: string }[];
  /** The whole book of the range, filters ignored (the tie-out's side of the rows) */
  book_total_bs: string;
};

/** Counts and sums of the rows that pass the filters, by VAT rate too, and the whole book's total: numeric in SQL. */
export async function bookTotals(db: Db | Tx, range: Range, f: SalesBookFilters): Promise<BookTotals> {
  const s2 = (col: string) => R(`coalesce(sum(k.${col}::numeric) FILTER (WHERE k.pass), 0)::numeric(20,2)::text`);
  const [t] = await queryRows<BookTotals>(
    db,
    Prisma.sql`WITH k AS (SELECT k.*, (${where(f)}) AS pass FROM (${union(range)}) k)
    SELECT count(*) FILTER (WHERE k.pass)::int AS rows,
      count(*) FILTER (WHERE k.pass AND k.transaction_type = ${REG})::int AS registered,
      count(*) FILTER (WHERE k.pass AND k.transaction_type = ${ANU} AND NOT k.affected)::int AS annulled,
      count(*) FILTER (WHERE k.pass AND k.affected)::int AS adjustments,
      ${s2('total_bs')} AS total_bs, ${s2('exempt_bs')} AS exempt_bs, ${s2('base_bs')} AS base_bs, ${s2('iva_bs')} AS iva_bs,
      ${s2('withheld_bs')} AS withheld_bs, ${s2('aseo_bs')} AS aseo_bs, ${s2('df_bs')} AS df_bs,
      coalesce(sum(k.total_ucd::numeric) FILTER (WHERE k.pass), 0)::numeric(20,4)::text AS total_ucd,
      coalesce(sum(k.total_bs::numeric), 0)::numeric(20,2)::text AS book_total_bs,
      coalesce((SELECT json_agg(json_build_object('iva_percentage', r.pct::text, 'count', r.n, 'base_bs', r.base::text, 'iva_bs', r.iva::text) ORDER BY r.pct)
        FROM (SELECT x.iva_percentage::numeric(5,2) AS pct, count(*)::int AS n, sum(x.base_bs::numeric)::numeric(20,2) AS base, sum(x.iva_bs::numeric)::numeric(20,2) AS iva
              FROM k x WHERE x.pass AND (x.base_bs::numeric <> 0 OR x.iva_bs::numeric <> 0) GROUP BY 1) r), '[]'::json) AS by_rate
    FROM k`,
  );
  return t!;
}

/**
 * The bills' side of the tie-out, read from bills alone: the stored totals of the invoices issued in
 * the range that are not voided — or were voided after their period was closed (the frozen row keeps
 * them) — less those voided on a day of the range after their period was closed (the 03-ANU adjustments).
 */
export async function billsTotal(db: Db | Tx, range: Range): Promise<string> {
  const from = portalMidnight(range.since);
  const to = portalMidnight(addDays(range.until, 1));
  const [r] = await queryRows<{ total: string }>(
    db,
    Prisma.sql`SELECT (
      (SELECT coalesce(sum(b.total_bs), 0) FROM bills b LEFT JOIN LATERAL ${closedOn('cb', ISSUE_DAY)} cb ON true
        WHERE b.institution_id = ${INSTITUTION} AND b.number IS NOT NULL AND b.issued_at >= ${from} AND b.issued_at < ${to}
          AND (NOT ${VOIDED} OR ${VOIDED_AT} > cb.closed_at))
      - (SELECT coalesce(sum(b.total_bs), 0) FROM bills b JOIN LATERAL ${closedOn('cb', ISSUE_DAY)} cb ON ${VOIDED_AT} > cb.closed_at
        WHERE b.institution_id = ${INSTITUTION} AND b.number IS NOT NULL AND ${VOIDED}
          AND ((b.cancelled_at >= ${from} AND b.cancelled_at < ${to}) OR (b.rejected_at >= ${from} AND b.rejected_at < ${to}))
          AND ${VOID_DAY} BETWEEN ${range.since}::date AND ${range.until}::date)
    )::numeric(20,2)::text AS total`,
  );
  return r!.total;
}

/** Invoice numbers missing from bills between the last one issued before the range and the last one issued in it (the first `max`), and how many. */
export async function invoiceGaps(db: Db | Tx, range: Range, max = 100): Promise<{ count: number; numbers: number[] }> {
  const from = portalMidnight(range.since);
  const to = portalMidnight(addDays(range.until, 1));
  const [r] = await queryRows<{ count: number; numbers: number[] | null }>(
    db,
    Prisma.sql`WITH lo AS (SELECT coalesce((SELECT b.number FROM bills b WHERE b.institution_id = ${INSTITUTION} AND b.number IS NOT NULL
                 AND b.issued_at < ${from} ORDER BY b.issued_at DESC, b.number DESC LIMIT 1), 0) + 1 AS n),
      hi AS (SELECT max(b.number) AS n FROM bills b WHERE b.institution_id = ${INSTITUTION} AND b.number IS NOT NULL AND b.issued_at >= ${from} AND b.issued_at < ${to}),
      missing AS (SELECT g.n FROM lo, hi, generate_series(lo.n, hi.n) g(n)
        WHERE NOT EXISTS (SELECT 1 FROM bills b WHERE b.institution_id = ${INSTITUTION} AND b.number = g.n))
    SELECT (SELECT count(*)::int FROM missing) AS count, (SELECT array_agg(m.n ORDER BY m.n) FROM (SELECT n FROM missing ORDER BY n LIMIT ${max}) m) AS numbers`,
  );
  return { count: r!.count, numbers: r!.numbers ?? [] };
}
