// The sales book's answers (docs/reports.md "Libro de Ventas"): the list with its summary, tie-out,
// gap check and period; the closed periods; closing a period (one transaction under an advisory
// lock: the rows as presented are frozen in sales_book_entries with their sha256, and audited).
import { createHash } from 'node:crypto';
import { Prisma } from '@aseo/db/client';
import { monthEnd, monthStart } from '@aseo/shared/billing';
import type { CallInput, SalesBookClosed, SalesBookFilters, SalesBookResponse, SalesBookRow, reportsCalls } from '@aseo/shared/contracts';
import { salesBookPeriodOf, salesBookRange } from '@aseo/shared/contracts';
import { invoiceNumberText } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs, sub } from '@aseo/shared/money';
import { todayYmd } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { unprocessable } from '../../lib/errors.ts';
import { paged } from '../../lib/paging.ts';
import { cursorRows, queryRows } from '../../lib/sql.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { valueNowSql } from '../ledger/index.ts';
import { billsTotal, bookRows, bookRowsSql, bookTotals, INSTITUTION, invoiceGaps, type BookRaw, type Range } from './sales-book.sql.ts';

/** Rows of a page of the screen. */
export const SALES_BOOK_PAGE = 50;
const LOCK = 'aseo:sales-book-close';

type Money<K extends keyof SalesBookRow> = SalesBookRow[K];

/** The row as the book presents it, its keys always in this order (a frozen row's JSON and its digest depend on it). */
export function salesBookRow(r: BookRaw): SalesBookRow {
  return {
    operation: r.operation,
    day: r.day,
    invoice_date: r.invoice_date,
    document: r.document,
    name: r.name,
    bill_id: r.bill_id,
    number: r.number,
    invoice_number: invoiceNumberText(r.number),
    control_number: r.control_number,
    transaction_type: r.transaction_type as SalesBookRow['transaction_type'],
    affected_invoice: r.affected ? invoiceNumberText(r.number) : null,
    total_bs: r.total_bs as Money<'total_bs'>,
    exempt_bs: r.exempt_bs as Money<'exempt_bs'>,
    base_bs: r.base_bs as Money<'base_bs'>,
    iva_percentage: r.iva_percentage as Money<'iva_percentage'>,
    iva_bs: r.iva_bs as Money<'iva_bs'>,
    withholding_number: r.withholding_number,
    withholding_date: r.withholding_date,
    withheld_bs: r.withheld_bs as Money<'withheld_bs'>,
    aseo_bs: r.aseo_bs as Money<'aseo_bs'>,
    df_bs: r.df_bs as Money<'df_bs'>,
    total_ucd: r.total_ucd as Money<'total_ucd'>,
    rate: r.rate as Money<'rate'>,
    status: r.status,
    status_text: r.status_text,
    client_id: r.client_id,
    type: r.type,
    user_id: r.user_id,
  };
}

/**
 * Every row of the book of `range` that passes the filters. The operation number is a window over
 * the whole book of the range, so re-running the statement after a cursor would number the whole
 * book again for every batch (25 s for a month of 41,000 rows in the bench): on a pool connection
 * the statement is read once through a server-side cursor (lib/sql.ts cursorRows); inside a
 * transaction (closing) it is read in keyset batches after the last operation number.
 */
export async function* salesBookRows(db: Db | Tx, range: Range, f: SalesBookFilters, batch = 2000): AsyncGenerator<SalesBookRow> {
  const keyset = async function* () {
    for (let after = 0; ;) {
      const rows = await bookRows(db, range, f, { after, limit: batch });
      yield* rows;
      if (rows.length < batch) return;
      after = rows[rows.length - 1]!.operation;
    }
  };
  for await (const r of cursorRows<BookRaw>(db, bookRowsSql(range, f), keyset, batch)) yield salesBookRow(r);
}

type ClosedRaw = { id: number; kind: string; since: string; until: string; closed_at: Date; closed_by: string | null; row_count: number; digest: string };
const closedWire = (p: ClosedRaw): SalesBookClosed => ({
  id: p.id,
  kind: p.kind as SalesBookClosed['kind'],
  since: p.since,
  until: p.until,
  closed_at: p.closed_at.toISOString(),
  closed_by: p.closed_by,
  row_count: p.row_count,
  digest: p.digest,
});
const CLOSED_SELECT = Prisma.sql`SELECT p.id, p.kind, to_char(p.since, 'YYYY-MM-DD') AS since, to_char(p.until, 'YYYY-MM-DD') AS until, p.closed_at,
  u.username AS closed_by, p.row_count, p.digest FROM sales_book_periods p LEFT JOIN users u ON u.id = p.closed_by`;

/** The closed periods that overlap the range (all when none is given), latest first. */
export async function closedPeriods(db: Db | Tx, range?: Range): Promise<SalesBookClosed[]> {
  const rows = await queryRows<ClosedRaw>(
    db,
    Prisma.sql`${CLOSED_SELECT} WHERE p.institution_id = ${INSTITUTION} ${range ? Prisma.sql`AND p.since <= ${range.until}::date AND p.until >= ${range.since}::date` : Prisma.empty}
      ORDER BY p.since DESC`,
  );
  return rows.map(closedWire);
}

/** The kind of period the days are exactly (a month, or a half-month), else null. */
export function periodKind(range: Range): 'month' | 'half' | null {
  if (range.since === monthStart(range.since) && range.until === monthEnd(range.since)) return 'month';
  const half = salesBookPeriodOf('half', range.since);
  return half.since === range.since && half.until === range.until ? 'half' : null;
}

/** The period part of the answer: exactly a closed period, or closable (ended, no overlap). */
export async function periodOfRange(db: Db | Tx, range: Range & { report: 'month' | 'half' | null }, today = todayYmd()) {
  const overlapping = await closedPeriods(db, range);
  const closed = overlapping.find((p) => p.since === range.since && p.until === range.until) ?? null;
  const closable = !overlapping.length && periodKind(range) !== null && range.until < today;
  return { since: range.since, until: range.until, report: range.report, closed, closable };
}

/** The list call: a page of the rows, their sums, the summary, the tie-out, the gap check and the period. */
export async function salesBookList(ctx: AppContext, f: SalesBookFilters): Promise<SalesBookResponse> {
  const range = salesBookRange(f);
  const current = f.page ?? 1;
  const [rows, totals, bills, gaps, period, rate] = await Promise.all([
    bookRows(ctx.db, range, f, { limit: SALES_BOOK_PAGE, offset: (current - 1) * SALES_BOOK_PAGE }),
    bookTotals(ctx.db, range, f),
    billsTotal(ctx.db, range),
    invoiceGaps(ctx.db, range),
    periodOfRange(ctx.db, range),
    queryRows<{ amount: string | null }>(ctx.db, Prisma.sql`SELECT ${valueNowSql('conversion_petro')}::text AS amount`),
  ]);
  const { book_total_bs, ...summary } = totals;
  const difference = sub(bs(book_total_bs), bs(bills));
  return {
    bills: paged(rows.map(salesBookRow), totals.rows, { current, size: SALES_BOOK_PAGE }),
    conversion_petro: rate[0]?.amount ? { amount: rate[0].amount as never } : null,
    bills_petro: totals.total_ucd as never,
    bills_total: totals.total_bs as never,
    base_imponible: totals.base_bs as never,
    summary: summary as SalesBookResponse['summary'],
    tie_out: { rows_total_bs: book_total_bs as never, bills_total_bs: bills as never, difference_bs: difference.toFixed(2) as never, ok: difference.isZero() },
    gaps,
    period,
  };
}

export const ALL_ROWS: SalesBookFilters = { page: 1 };

/** Closes the month or half-month containing `since`: it must have ended and overlap no closed period. */
export async function closeSalesBook(ctx: AppContext, input: CallInput<typeof reportsCalls.salesBookClose>, user: SessionUser, today = todayYmd()) {
  const p = salesBookPeriodOf(input.report, input.since);
  if (p.until >= today) throw unprocessable(MSG.reports.salesBookNotEnded, { fields: { since: MSG.reports.salesBookNotEnded } });
  const id = await ctx.db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${LOCK}))`;
      if ((await closedPeriods(tx, p)).length) throw unprocessable(MSG.reports.salesBookOverlap, { fields: { since: MSG.reports.salesBookOverlap } });
      const rows: SalesBookRow[] = [];
      for await (const row of salesBookRows(tx, p, ALL_ROWS, 50_000)) rows.push(row);
      const hash = createHash('sha256');
      for (const row of rows) hash.update(`${JSON.stringify(row)}\n`);
      const digest = hash.digest('hex');
      const [totals, bills, gaps] = [await bookTotals(tx, p, ALL_ROWS), await billsTotal(tx, p), await invoiceGaps(tx, p)];
      const summary = { ...totals, bills_total_bs: bills, gaps };
      const period = await tx.salesBookPeriod.create({
        data: {
          institution_id: INSTITUTION,
          kind: input.report,
          since: new Date(`${p.since}T00:00:00Z`),
          until: new Date(`${p.until}T00:00:00Z`),
          closed_by: user.id,
          row_count: rows.length,
          digest,
          summary: summary as Prisma.InputJsonValue,
        },
      });
      for (let i = 0; i < rows.length; i += 1000)
        await tx.salesBookEntry.createMany({
          data: rows.slice(i, i + 1000).map((row) => ({ period_id: period.id, position: row.operation, data: row as unknown as Prisma.InputJsonValue })),
        });
      await writeAudit(tx, 'sales-book.closed', {
        value_id: period.id,
        user_id: user.id,
        new: { kind: input.report, since: p.since, until: p.until, row_count: rows.length, digest, total_bs: totals.book_total_bs, bills_total_bs: bills },
      });
      return period.id;
    },
    { maxWait: 30_000, timeout: 600_000 },
  );
  const [closed] = await queryRows<ClosedRaw>(ctx.db, Prisma.sql`${CLOSED_SELECT} WHERE p.id = ${id}`);
  return { message: MSG.reports.salesBookClosed, period: closedWire(closed!) };
}
