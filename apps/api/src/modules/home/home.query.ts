// The reads of the taxpayer's home (docs/home.md): the account's properties with what their current
// month looks like, and its bills in review or recently rejected. Both are ONE statement each; the
// money of each property comes from the ledger (home.service.ts), never from here.
import { Prisma } from '@aseo/db/client';
import { BILL_STATUS, NOTICE_STATUS } from '@aseo/shared/constants';
import type { Db } from '../../db.ts';
import { queryRows } from '../../lib/sql.ts';

export type HomePropertyRow = {
  id: number;
  code: string;
  zone: string | null;
  street: string | null;
  floor: string | null;
  house_number: string | null;
  property_type_id: number;
  property_use_id: number;
  status: number;
  /** How many properties the account has (the page may show fewer) */
  total: number;
  /** Notices of the current month (not deleted), and whether one of them is still pending */
  current_notices: number;
  current_pending: boolean;
  /** The stored balance (UCD) and its months: shown only when no UCD rate prices the statement */
  stored_debt: string;
  stored_months: number;
};

/** The owner's properties (not deleted) by code, at most `limit`, with their current month's notices. */
export function homeProperties(db: Db, ownerId: number, month: string, limit: number) {
  return queryRows<HomePropertyRow>(
    db,
    Prisma.sql`
    SELECT p.id, p.code, p.zone, p.street, p.floor, p.house_number, p.property_type_id, p.property_use_id, p.status,
           count(*) OVER ()::int AS total,
           coalesce(cur.notices, 0)::int AS current_notices,
           coalesce(cur.pending, false) AS current_pending,
           coalesce(pb.total_debt_fines, 0)::text AS stored_debt,
           coalesce(pb.pending_months, 0)::int AS stored_months
    FROM properties p
    LEFT JOIN property_balances pb ON pb.property_id = p.id
    LEFT JOIN LATERAL (
      SELECT count(*) AS notices, bool_or(n.status = ${NOTICE_STATUS.PENDING}) AS pending
      FROM notices n WHERE n.property_id = p.id AND n.period = ${month}::date AND n.deleted_at IS NULL
    ) cur ON true
    WHERE p.user_id = ${ownerId} AND p.deleted_at IS NULL
    ORDER BY p.code, p.id
    LIMIT ${limit}`,
  );
}

export type HomeBillRow = {
  id: number;
  number: number | null;
  receipt_number: number | null;
  proforma_number: number | null;
  status: number;
  created_at: Date;
  total_bs: string;
  amount_paid: string;
  rejected_at: Date | null;
  reject_comments: string | null;
  property_id: number | null;
  property_code: string | null;
  /** How many bills of its kind (in review, rejected lately) the account has */
  total: number;
};

const billColumns = Prisma.sql`
  b.id, b.number, b.receipt_number, b.proforma_number, b.status, b.created_at, b.total_bs::text AS total_bs,
  b.amount_paid::text AS amount_paid, b.rejected_at, b.reject_comments, p.id AS property_id, p.code AS property_code,
  count(*) OVER ()::int AS total`;

/**
 * The owner's bills por conciliar (newest first) and the ones rejected in the last `days` days
 * (latest rejection first), at most `limit` of each, with their counts.
 */
export function homeBills(db: Db, ownerId: number, days: number, limit: number) {
  return queryRows<HomeBillRow>(
    db,
    Prisma.sql`
    (SELECT ${billColumns} FROM bills b LEFT JOIN properties p ON p.id = b.property_id
     WHERE b.user_id = ${ownerId} AND b.status = ${BILL_STATUS.PENDING}
     ORDER BY b.created_at DESC, b.id DESC LIMIT ${limit})
    UNION ALL
    (SELECT ${billColumns} FROM bills b LEFT JOIN properties p ON p.id = b.property_id
     WHERE b.user_id = ${ownerId} AND b.status = ${BILL_STATUS.REJECTED}
       AND b.rejected_at >= (now() AT TIME ZONE 'UTC') - make_interval(days => ${days}::int)
     ORDER BY b.rejected_at DESC, b.id DESC LIMIT ${limit})`,
  );
}
