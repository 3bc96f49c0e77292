// 'Retenciones' in SQL (docs/reports.md "Retenciones"). Two statements, one per section, each read a
// page at a time by the screen and in keyset batches by the exports:
//  - received: withholding_vouchers dated in the period (their own date, a calendar day), with the
//    invoice they settle, ordered by voucher date and id;
//  - missing: ACCEPTED bills that withhold VAT (retention_bs > 0: the bill of a retention agent)
//    with no withholding voucher, issued in the period (Caracas day of issued_at), ordered by issue
//    instant and id; their age is Caracas today − the issue day.
// Both totals (count, VAT, withheld) come from one statement. Sums in SQL numeric.
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';
import { BILL_STATUS } from '@aseo/shared/constants';
import type { RetentionSection, RetentionsFilters } from '@aseo/shared/contracts';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { portalDay, portalMidnight } from '../../lib/portal-time.ts';
import { likeLiteral } from '../../lib/search.ts';
import { queryRows } from '../../lib/sql.ts';
import { afterDay } from './report-filters.ts';

export type RetentionRaw = {
  bill_id: number;
  number: number | null;
  invoice_date: string | null;
  control_number: string | null;
  agent_document: string | null;
  agent_name: string | null;
  user_id: number;
  username: string;
  property_code: string | null;
  total_bs: string;
  iva_bs: string;
  percentage: string;
  withheld_bs: string;
  voucher_number: string | null;
  voucher_date: string | null;
  age_days: number | null;
  /** The keyset: voucher date (received) or issue instant (missing), and the row's id */
  sort_key: string;
  sort_id: number;
};
export type RetentionAfter = Pick<RetentionRaw, 'sort_key' | 'sort_id'> | null;

const ISSUE_DAY = Prisma.raw(portalDay('b.issued_at'));
const TODAY = Prisma.raw(`(now() AT TIME ZONE '${PORTAL_TIME_ZONE}')::date`);

/** The search over the bill `b`, its owner `u` and property `p` (and the voucher `w` when received). */
function searchSql(s: string, received: boolean): Prisma.Sql {
  const like = `%${likeLiteral(s)}%`;
  const arms = [
    Prisma.sql`p.code = ${s.toUpperCase()}`,
    Prisma.sql`b.customer_name ILIKE ${like}`,
    Prisma.sql`b.customer_document ILIKE ${like}`,
    Prisma.sql`u.username ILIKE ${like}`,
  ];
  const n = /^0*(\d{1,9})$/.exec(s);
  if (n) arms.push(Prisma.sql`b.number = ${Number(n[1])}`);
  if (received && /^\d{14}$/.test(s)) arms.push(Prisma.sql`w.number = ${s}`);
  return Prisma.sql`(${Prisma.join(arms, ' OR ')})`;
}

function receivedWhere(f: RetentionsFilters): Prisma.Sql {
  const c = [Prisma.sql`TRUE`];
  if (f.since) c.push(Prisma.sql`w.date >= ${f.since}::date`);
  if (f.until) c.push(Prisma.sql`w.date <= ${f.until}::date`);
  if (f.client_id) c.push(Prisma.sql`w.user_id = ${f.client_id}`);
  if (f.search?.trim()) c.push(searchSql(f.search.trim(), true));
  return Prisma.join(c, ' AND ');
}

function missingWhere(f: RetentionsFilters): Prisma.Sql {
  const c = [
    Prisma.sql`b.status = ${BILL_STATUS.ACCEPTED} AND b.retention_bs > 0 AND b.number IS NOT NULL`,
    Prisma.sql`NOT EXISTS (SELECT 1 FROM withholding_vouchers wv WHERE wv.bill_id = b.id)`,
  ];
  if (f.since) c.push(Prisma.sql`b.issued_at >= ${portalMidnight(f.since)}`);
  if (f.until) c.push(Prisma.sql`b.issued_at < ${afterDay(f.until)}`);
  if (f.client_id) c.push(Prisma.sql`b.user_id = ${f.client_id}`);
  if (f.search?.trim()) c.push(searchSql(f.search.trim(), false));
  return Prisma.join(c, ' AND ');
}

const BILL = Prisma.sql`b.id AS bill_id, b.number, to_char(${ISSUE_DAY}, 'YYYY-MM-DD') AS invoice_date, b.control_number,
  b.customer_document AS agent_document, b.customer_name AS agent_name, b.user_id, u.username, p.code AS property_code,
  b.total_bs::text, b.iva_bs::text`;
const OWNER = Prisma.sql`JOIN users u ON u.id = b.user_id LEFT JOIN properties p ON p.id = b.property_id`;

/** One batch of one section's rows after `after`. */
export function retentionRows(db: Db, section: RetentionSection, f: RetentionsFilters, after: RetentionAfter, limit: number, offset = 0) {
  if (section === 'received') {
    const keyset = after ? Prisma.sql`AND (w.date, w.id) > (${after.sort_key}::date, ${after.sort_id})` : Prisma.empty;
    return queryRows<RetentionRaw>(
      db,
      Prisma.sql`
      SELECT ${BILL}, w.percentage::text, w.amount::text AS withheld_bs, w.number AS voucher_number, to_char(w.date, 'YYYY-MM-DD') AS voucher_date,
             NULL::int AS age_days, to_char(w.date, 'YYYY-MM-DD') AS sort_key, w.id AS sort_id
      FROM withholding_vouchers w JOIN bills b ON b.id = w.bill_id ${OWNER}
      WHERE ${receivedWhere(f)} ${keyset}
      ORDER BY w.date, w.id
      LIMIT ${limit} OFFSET ${offset}`,
    );
  }
  const keyset = after ? Prisma.sql`AND (b.issued_at, b.id) > (${after.sort_key}::timestamp, ${after.sort_id})` : Prisma.empty;
  return queryRows<RetentionRaw>(
    db,
    Prisma.sql`
    SELECT ${BILL}, b.retention_percentage::text AS percentage, b.retention_bs::text AS withheld_bs, NULL AS voucher_number, NULL AS voucher_date,
           (${TODAY} - ${ISSUE_DAY})::int AS age_days, to_char(b.issued_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS sort_key, b.id AS sort_id
    FROM bills b ${OWNER}
    WHERE ${missingWhere(f)} ${keyset}
    ORDER BY b.issued_at, b.id
    LIMIT ${limit} OFFSET ${offset}`,
  );
}

export type SectionTotal = { count: number; iva_bs: string; withheld_bs: string };

/** Both sections' count, VAT and withheld for the filters, in one statement. */
export async function retentionTotals(db: Db, f: RetentionsFilters): Promise<Record<RetentionSection, SectionTotal>> {
  const [r] = await queryRows<{ received: SectionTotal; missing: SectionTotal }>(
    db,
    Prisma.sql`
    SELECT
      (SELECT json_build_object('count', count(*)::int, 'iva_bs', coalesce(sum(b.iva_bs), 0)::numeric(20, 2)::text,
                                'withheld_bs', coalesce(sum(w.amount), 0)::numeric(20, 2)::text)
       FROM withholding_vouchers w JOIN bills b ON b.id = w.bill_id ${OWNER} WHERE ${receivedWhere(f)}) AS received,
      (SELECT json_build_object('count', count(*)::int, 'iva_bs', coalesce(sum(b.iva_bs), 0)::numeric(20, 2)::text,
                                'withheld_bs', coalesce(sum(b.retention_bs), 0)::numeric(20, 2)::text)
       FROM bills b ${OWNER} WHERE ${missingWhere(f)}) AS missing`,
  );
  return r!;
}
