// 'Conciliación bancaria' in SQL (docs/reports.md "Conciliación bancaria"): per bank account, the
// accepted vouchers received in the range (reception date, Caracas days) FULL JOINed to the account's
// statement movements dated in the range, a pair being the import's confirmed link (the movement's
// voucher_id, status CONFIRMED). A voucher that names no account belongs to its confirmed movement's.
// One statement for the lines (paged, ordered by account, day, key), one for the totals per account.
// Sums in SQL numeric; the movement's date and the voucher's reception date are dates (no time zone).
import { BILL_STATUS } from '@aseo/shared/constants';
import type { BankReconciliationFilters } from '@aseo/shared/contracts';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { queryRows } from '../../lib/sql.ts';

export type Range = { since: string; until: string };

export type BankLineRaw = {
  status: 'matched' | 'unmatched-voucher' | 'unmatched-movement';
  account_id: number;
  bank: string;
  account_number: string;
  account_name: string;
  day: string;
  voucher_id: number | null;
  bill_id: number | null;
  bill_no: number | null;
  receipt_number: number | null;
  customer_name: string | null;
  method: string | null;
  v_reference: string | null;
  reception_date: string | null;
  v_amount: string | null;
  df: string | null;
  movement_id: number | null;
  m_date: string | null;
  m_reference: string | null;
  description: string | null;
  m_amount: string | null;
  m_status: string | null;
  m_reason: string | null;
  /** unmatched voucher: its confirmed movement's day outside the range; unmatched movement: its confirmed voucher's reception day */
  other_day: string | null;
  /** a PROPOSED movement's pending bill */
  proposed_no: number | null;
  proposed_receipt: number | null;
};

const STATUS_ORDER = Prisma.raw(`CASE l.status WHEN 'matched' THEN 0 WHEN 'unmatched-voucher' THEN 1 ELSE 2 END`);

function lines(f: BankReconciliationFilters, r: Range): Prisma.Sql {
  const account = f.bank_account_id ? Prisma.sql`AND ba.id = ${f.bank_account_id}` : Prisma.empty;
  const institution = f.institution_id ? Prisma.sql`AND b.institution_id = ${f.institution_id}` : Prisma.empty;
  return Prisma.sql`
  WITH acc AS (
    SELECT ba.id, bk.name AS bank, ba.number, ba.name FROM bank_accounts ba JOIN banks bk ON bk.id = ba.bank_id WHERE TRUE ${account}
  ), v AS (
    SELECT v.id, v.bill_id, x.account_id, v.number, v.amount_paid, coalesce(v.reception_date, b.reception_date::date) AS reception_date,
           pm.name AS method, b.number AS bill_no, b.receipt_number, b.customer_name,
           round(coalesce(b.df_amount * v.amount_paid / nullif(b.amount_paid, 0), 0), 2) AS df
    FROM vouchers v
    JOIN bills b ON b.id = v.bill_id
    JOIN payment_methods pm ON pm.id = v.payment_method_id
    CROSS JOIN LATERAL (SELECT coalesce(v.bank_account_id,
      (SELECT sm.bank_account_id FROM statement_movements sm WHERE sm.voucher_id = v.id AND sm.status = 'CONFIRMED' LIMIT 1)) AS account_id) x
    WHERE v.deleted_at IS NULL AND b.status = ${BILL_STATUS.ACCEPTED} AND x.account_id IN (SELECT id FROM acc)
      AND coalesce(v.reception_date, b.reception_date::date) BETWEEN ${r.since}::date AND ${r.until}::date ${institution}
  ), m AS (
    SELECT m.*, CASE WHEN m.status = 'CONFIRMED' THEN m.voucher_id END AS link
    FROM statement_movements m WHERE m.bank_account_id IN (SELECT id FROM acc) AND m.date BETWEEN ${r.since}::date AND ${r.until}::date
  ), l AS (
    SELECT CASE WHEN v.id IS NOT NULL AND m.id IS NOT NULL THEN 'matched' WHEN v.id IS NOT NULL THEN 'unmatched-voucher' ELSE 'unmatched-movement' END AS status,
           coalesce(v.account_id, m.bank_account_id) AS account_id, coalesce(v.reception_date, m.date) AS day,
           v.id AS voucher_id, v.bill_id, v.bill_no, v.receipt_number, v.customer_name, v.method, v.number AS v_reference,
           v.reception_date, v.amount_paid AS v_amount, v.df,
           m.id AS movement_id, m.date AS m_date, m.reference AS m_reference, m.description, m.amount AS m_amount, m.status AS m_status,
           m.reason AS m_reason, m.voucher_id AS m_voucher, m.bill_id AS m_bill
    FROM v FULL JOIN m ON m.link = v.id
  )`;
}

const SIDE: Record<BankReconciliationFilters['side'], Prisma.Sql> = {
  all: Prisma.sql`TRUE`,
  matched: Prisma.sql`l.status = 'matched'`,
  'unmatched-vouchers': Prisma.sql`l.status = 'unmatched-voucher'`,
  'unmatched-movements': Prisma.sql`l.status = 'unmatched-movement'`,
};

/** The lines of the filters (the side chosen), a page or a batch at a time. */
export function bankLines(db: Db, f: BankReconciliationFilters, r: Range, limit: number, offset: number) {
  return queryRows<BankLineRaw>(
    db,
    Prisma.sql`${lines(f, r)}
    SELECT l.status, l.account_id, acc.bank, acc.number AS account_number, acc.name AS account_name, to_char(l.day, 'YYYY-MM-DD') AS day,
           l.voucher_id, l.bill_id, l.bill_no, l.receipt_number, l.customer_name, l.method, l.v_reference,
           to_char(l.reception_date, 'YYYY-MM-DD') AS reception_date, l.v_amount::text AS v_amount, l.df::text AS df,
           l.movement_id, to_char(l.m_date, 'YYYY-MM-DD') AS m_date, l.m_reference, l.description, l.m_amount::text AS m_amount, l.m_status, l.m_reason,
           to_char(CASE WHEN l.status = 'unmatched-voucher' THEN om.date ELSE ov.reception_date END, 'YYYY-MM-DD') AS other_day,
           pb.number AS proposed_no, pb.receipt_number AS proposed_receipt
    FROM l JOIN acc ON acc.id = l.account_id
    LEFT JOIN LATERAL (SELECT sm.date FROM statement_movements sm WHERE l.status = 'unmatched-voucher' AND sm.voucher_id = l.voucher_id AND sm.status = 'CONFIRMED' LIMIT 1) om ON TRUE
    LEFT JOIN LATERAL (SELECT coalesce(vv.reception_date, bb.reception_date::date) AS reception_date FROM vouchers vv JOIN bills bb ON bb.id = vv.bill_id
                       WHERE l.status = 'unmatched-movement' AND l.m_status = 'CONFIRMED' AND vv.id = l.m_voucher) ov ON TRUE
    LEFT JOIN bills pb ON l.m_status = 'PROPOSED' AND pb.id = l.m_bill
    WHERE ${SIDE[f.side]}
    ORDER BY l.account_id, l.day, ${STATUS_ORDER}, coalesce(l.voucher_id, 0), coalesce(l.movement_id, 0)
    LIMIT ${limit} OFFSET ${offset}`,
  );
}

export type BankTotalRaw = {
  account_id: number;
  bank: string;
  account_number: string;
  account_name: string;
  lines: number;
  shown: number;
  vouchers_count: number;
  vouchers_amount: string;
  movements_count: number;
  movements_amount: string;
  matched_count: number;
  matched_amount: string;
  uv_count: number;
  uv_amount: string;
  um_count: number;
  um_amount: string;
  difference: string;
  explained: string;
  unexplained: string;
  df: string;
};

/** Per account, over every line of the filters (any side): the figures and the explained difference. */
export function bankTotals(db: Db, f: BankReconciliationFilters, r: Range) {
  const n = (cond: string, col: string) => Prisma.raw(`coalesce(sum(${col}) FILTER (WHERE ${cond}), 0)`);
  return queryRows<BankTotalRaw>(
    db,
    Prisma.sql`${lines(f, r)}
    , t AS (
      SELECT l.account_id, count(*)::int AS lines, count(*) FILTER (WHERE ${SIDE[f.side]})::int AS shown,
             count(l.voucher_id)::int AS vouchers_count, coalesce(sum(l.v_amount), 0) AS va,
             count(l.movement_id)::int AS movements_count, coalesce(sum(l.m_amount), 0) AS ma,
             count(*) FILTER (WHERE l.status = 'matched')::int AS matched_count, ${n(`l.status = 'matched'`, 'l.v_amount')} AS mda,
             count(*) FILTER (WHERE l.status = 'unmatched-voucher')::int AS uv_count, ${n(`l.status = 'unmatched-voucher'`, 'l.v_amount')} AS uva,
             count(*) FILTER (WHERE l.status = 'unmatched-movement')::int AS um_count, ${n(`l.status = 'unmatched-movement'`, 'l.m_amount')} AS uma,
             coalesce(sum(l.df), 0) AS df
      FROM l GROUP BY l.account_id)
    SELECT t.account_id, acc.bank, acc.number AS account_number, acc.name AS account_name, t.lines, t.shown,
           t.vouchers_count, t.va::numeric(20, 2)::text AS vouchers_amount, t.movements_count, t.ma::numeric(20, 2)::text AS movements_amount,
           t.matched_count, t.mda::numeric(20, 2)::text AS matched_amount, t.uv_count, t.uva::numeric(20, 2)::text AS uv_amount,
           t.um_count, t.uma::numeric(20, 2)::text AS um_amount,
           (t.va - t.ma)::numeric(20, 2)::text AS difference, (t.uva - t.uma)::numeric(20, 2)::text AS explained,
           ((t.va - t.ma) - (t.uva - t.uma))::numeric(20, 2)::text AS unexplained, t.df::numeric(20, 2)::text AS df
    FROM t JOIN acc ON acc.id = t.account_id
    ORDER BY t.account_id`,
  );
}
