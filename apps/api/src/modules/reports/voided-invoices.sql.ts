// 'Facturas anuladas' in SQL (docs/reports.md "Facturas anuladas"): the rejected (2) and cancelled (3)
// bills, one statement ordered by the voiding instant and id (keyset), read a page at a time by the
// screen and in batches by the exports. Who voided a bill is the author of its latest audit row that
// voided it: 'Pago reversado', 'Pago anulado', 'Prefactura eliminada', or a manual 'Cambio de estatus'
// whose new status is the bill's. Sums in SQL numeric; days are Caracas days.
import { AUDIT_EVENTS, BILL_STATUS, MODULES } from '@aseo/shared/constants';
import type { VoidedInvoicesFilters } from '@aseo/shared/contracts';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { portalDay, portalMidnight } from '../../lib/portal-time.ts';
import { likeLiteral } from '../../lib/search.ts';
import { queryRows } from '../../lib/sql.ts';
import { afterDay } from './report-filters.ts';

export type VoidedRaw = {
  id: number;
  number: number | null;
  receipt_number: number | null;
  control_number: string | null;
  day: string;
  status: number;
  customer_name: string | null;
  customer_document: string | null;
  user_id: number;
  username: string;
  property_code: string | null;
  total: string;
  total_bs: string;
  voided_at: Date | null;
  voided_day: string | null;
  reason: string | null;
  by_id: number | null;
  by_username: string | null;
  by_name: string | null;
  by_lastname: string | null;
  /** The keyset: the voiding instant (or the bill's creation when none was stored) with microseconds */
  sort_key: string;
};

const VOIDING_EVENTS = [AUDIT_EVENTS['bill.rejected'].name, AUDIT_EVENTS['bill.annulled'].name, AUDIT_EVENTS['bill.proforma-deleted'].name];
const STATUS_CHANGE = AUDIT_EVENTS['bill.status-changed'].name;
const VOIDED_AT = Prisma.raw(`(CASE WHEN b.status = ${BILL_STATUS.REJECTED} THEN b.rejected_at ELSE b.cancelled_at END)`);
const SORT_AT = Prisma.sql`coalesce(${VOIDED_AT}, b.created_at)`;

/** The filters over the bill `b` (its owner `u`, its property `p`). */
export function voidedWhere(f: VoidedInvoicesFilters): Prisma.Sql {
  const c = [f.status !== undefined ? Prisma.sql`b.status = ${f.status}` : Prisma.sql`b.status IN (${BILL_STATUS.REJECTED}, ${BILL_STATUS.CANCELLED})`];
  if (f.client_id) c.push(Prisma.sql`b.user_id = ${f.client_id}`);
  if (f.since) c.push(Prisma.sql`${VOIDED_AT} >= ${portalMidnight(f.since)}`);
  if (f.until) c.push(Prisma.sql`${VOIDED_AT} < ${afterDay(f.until)}`);
  const s = f.search?.trim();
  if (s) {
    const like = `%${likeLiteral(s)}%`;
    const arms = [
      Prisma.sql`p.code = ${s.toUpperCase()}`,
      Prisma.sql`b.customer_name ILIKE ${like}`,
      Prisma.sql`b.customer_document ILIKE ${like}`,
      Prisma.sql`u.username ILIKE ${like}`,
    ];
    const n = /^(R-?)?0*(\d{1,9})$/i.exec(s);
    if (n) arms.push(n[1] ? Prisma.sql`b.receipt_number = ${Number(n[2])}` : Prisma.sql`(b.number = ${Number(n[2])} OR b.receipt_number = ${Number(n[2])})`);
    c.push(Prisma.sql`(${Prisma.join(arms, ' OR ')})`);
  }
  return Prisma.join(c, ' AND ');
}

const FROM = Prisma.sql`
  FROM bills b
  JOIN users u ON u.id = b.user_id
  LEFT JOIN properties p ON p.id = b.property_id`;

/** One batch of rows after `after` (null: from the first), oldest voiding first. */
export function voidedRows(db: Db, f: VoidedInvoicesFilters, after: { sort_key: string; id: number } | null, limit: number, offset = 0) {
  const keyset = after ? Prisma.sql`AND (${SORT_AT}, b.id) > (${after.sort_key}::timestamp, ${after.id})` : Prisma.empty;
  return queryRows<VoidedRaw>(
    db,
    Prisma.sql`
    SELECT b.id, b.number, b.receipt_number, b.control_number, to_char(${Prisma.raw(portalDay('b.created_at'))}, 'YYYY-MM-DD') AS day, b.status,
           b.customer_name, b.customer_document, b.user_id, u.username, p.code AS property_code, b.total::text, b.total_bs::text,
           ${VOIDED_AT} AS voided_at, to_char(${Prisma.raw(portalDay(`(CASE WHEN b.status = ${BILL_STATUS.REJECTED} THEN b.rejected_at ELSE b.cancelled_at END)`))}, 'YYYY-MM-DD') AS voided_day,
           CASE WHEN b.status = ${BILL_STATUS.REJECTED} THEN b.reject_comments ELSE b.cancel_comments END AS reason,
           a.user_id AS by_id, au.username AS by_username, au.name AS by_name, au.lastname AS by_lastname,
           to_char(${SORT_AT}, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS sort_key
    ${FROM}
    LEFT JOIN LATERAL (
      SELECT al.user_id FROM audit_logs al
      WHERE al.module_id = ${MODULES.PAYMENTS} AND al.subject_type = 'Bill' AND al.value_id = b.id::text
        AND (al.log_name IN (${Prisma.join(VOIDING_EVENTS)}) OR (al.log_name = ${STATUS_CHANGE} AND al.new_values->>'status' = b.status::text))
      ORDER BY al.id DESC LIMIT 1) a ON TRUE
    LEFT JOIN users au ON au.id = a.user_id
    WHERE ${voidedWhere(f)} ${keyset}
    ORDER BY ${SORT_AT}, b.id
    LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** `status` null: the row of every status together. */
export type VoidedTotals = { status: number | null; count: number; total: string; total_bs: string };

/** Count and sums by status, and of all (ROLLUP), of every row of the filters. */
export function voidedTotals(db: Db, f: VoidedInvoicesFilters) {
  return queryRows<VoidedTotals>(
    db,
    Prisma.sql`SELECT b.status, count(*)::int AS count, coalesce(sum(b.total), 0)::numeric(20, 4)::text AS total, coalesce(sum(b.total_bs), 0)::numeric(20, 2)::text AS total_bs
    ${FROM} WHERE ${voidedWhere(f)} GROUP BY ROLLUP (b.status)`,
  );
}
