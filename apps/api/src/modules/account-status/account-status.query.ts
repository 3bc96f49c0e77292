// Reading account statuses: the property lists of 'Estado de Cuenta' and 'Record de Cuenta' (one
// statement a page over properties + property_balances, ids first as in ADR 006/009), and the rows
// one property's statement is computed from (one statement: notices, fines, rate and bankInterest
// histories). Sums are never taken here: the lists read the balance row, the statement is
// `statementOf` (docs/account-status.md).
import { ACCOUNT_STATUS, LEVELS, NOTICE_STATUS } from '@aseo/shared/constants';
import type { accountStatusCalls, CallInput } from '@aseo/shared/contracts';
import { addDays } from '@aseo/shared/billing';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { createCountCache, paged, pageArgs } from '../../lib/paging.ts';
import { portalMidnight } from '../../lib/portal-time.ts';
import { personSearchSql } from '../../lib/search.ts';
import { queryRows } from '../../lib/sql.ts';
import { isoUtc, type UserChanges } from '../users/index.ts';
import { valueNowSql } from '../ledger/index.ts';

export type AccountFilters = CallInput<typeof accountStatusCalls.list>;

/** Who the list is for: one taxpayer's properties, or every property (staff). */
export type ListScope = { ownerId: number } | { staff: true };

/** A list row as the statement reads it (dates as ISO text, amounts as numeric text). */
export type BalanceRow = {
  id: number;
  code: string;
  user_id: number;
  parent_id: number | null;
  property_type_id: number;
  property_use_id: number;
  last_payment: string | null;
  name: string | null;
  lastname: string | null;
  business_name: string | null;
  document_type_id: number | null;
  document: string | null;
  total_record: string;
  pending_months: number;
  account_status: number;
  was_sent: number;
  can_be_sent: number;
  notification_date: string | null;
  childs_count: number;
  status: number;
};

const rowJson = Prisma.sql`json_build_object(
  'id', p.id, 'code', p.code, 'user_id', p.user_id, 'parent_id', p.parent_id, 'property_type_id', p.property_type_id,
  'property_use_id', p.property_use_id, 'last_payment', ${isoUtc('b.last_payment_at')},
  'name', u.name, 'lastname', u.lastname, 'business_name', u.business_name, 'document_type_id', u.document_type_id, 'document', u.document,
  'total_record', coalesce(b.total_debt_fines, 0)::numeric(20, 4)::text, 'pending_months', coalesce(b.pending_months, 0),
  'account_status', coalesce(b.account_status, ${ACCOUNT_STATUS.RECONCILED}), 'was_sent', p.was_sent, 'can_be_sent', p.can_be_sent,
  'notification_date', ${isoUtc('p.notification_date')}, 'status', p.status,
  'childs_count', (SELECT count(*)::int FROM properties c WHERE c.parent_id = p.id AND c.deleted_at IS NULL))`;

/**
 * The filters over the property `p` (its balance `b` LEFT JOINed): scope, parent (`id`: its child
 * properties; without it and without a search, staff see the top-level properties), last payment
 * since/until, type, account status, and a search by code, property ID or the owner's name/document.
 */
export function accountFilterSql(f: AccountFilters, scope: ListScope): Prisma.Sql {
  const c = [Prisma.sql`p.deleted_at IS NULL`];
  if ('ownerId' in scope) c.push(Prisma.sql`p.user_id = ${scope.ownerId}`);
  const s = f.search?.trim();
  if (f.id) c.push(Prisma.sql`p.parent_id = ${f.id}`);
  else if ('staff' in scope && !s) c.push(Prisma.sql`p.parent_id IS NULL`);
  // last_payment_at is UTC without a zone: a day's bounds are its Caracas midnights in UTC
  if (f.since) c.push(Prisma.sql`b.last_payment_at >= ${portalMidnight(f.since)}`);
  if (f.until) c.push(Prisma.sql`b.last_payment_at < ${portalMidnight(addDays(f.until, 1))}`);
  if (f.type) c.push(Prisma.sql`p.property_type_id = ${f.type}`);
  if (f.status) c.push(Prisma.sql`coalesce(b.account_status, ${ACCOUNT_STATUS.RECONCILED}) = ${f.status}`);
  if (s) {
    const arms = [Prisma.sql`p.code = ${s.toUpperCase()}`];
    if (/^\d{1,9}$/.test(s)) arms.push(Prisma.sql`p.id = ${Number(s)}`);
    // the owners first, as an id list (an InitPlan), so the OR keeps index plans (ADR 006)
    if ('staff' in scope)
      arms.push(Prisma.sql`p.user_id = ANY (ARRAY(SELECT u.id FROM users u WHERE u.level_id = ${LEVELS.CLIENT} AND ${personSearchSql(s)}))`);
    else arms.push(Prisma.sql`p.code LIKE ${`%${s.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`}`);
    c.push(Prisma.sql`(${Prisma.join(arms, ' OR ')})`);
  }
  return Prisma.join(c, ' AND ');
}

const countKey = (f: AccountFilters, scope: ListScope) =>
  JSON.stringify([
    'account-status',
    'ownerId' in scope ? scope.ownerId : 'staff',
    f.id ?? null,
    f.since ?? null,
    f.until ?? null,
    f.type ?? null,
    f.status ?? null,
    f.search?.trim() || null,
  ]);

/** The value of a global key in force now, as numeric text. */
const currentValue = (key: string) => Prisma.sql`${valueNowSql(key)}::text`;

export function accountStatusQuery(db: Db, changes?: UserChanges) {
  const counts = createCountCache(changes);

  /** One page of properties with their balances, newest first, and today's rates. */
  async function list(f: AccountFilters, scope: ListScope) {
    const args = pageArgs(f.page);
    const where = accountFilterSql(f, scope);
    const from = Prisma.sql`FROM properties p LEFT JOIN property_balances b ON b.property_id = p.id WHERE ${where}`;
    const counted = counts.get(countKey(f, scope), () => queryRows<{ n: number }>(db, Prisma.sql`SELECT count(*)::int AS n ${from}`).then((r) => r[0]!.n));
    const page = queryRows<{ rows: BalanceRow[]; petro: string | null; dolar: string | null }>(
      db,
      Prisma.sql`
      WITH page AS (SELECT p.id ${from} ORDER BY p.id DESC LIMIT ${args.take} OFFSET ${args.skip})
      SELECT coalesce((SELECT json_agg(${rowJson} ORDER BY p.id DESC)
                       FROM properties p JOIN users u ON u.id = p.user_id LEFT JOIN property_balances b ON b.property_id = p.id
                       WHERE p.id IN (SELECT id FROM page)), '[]') AS rows,
             ${currentValue('conversion_petro')} AS petro, ${currentValue('conversion_dolar')} AS dolar`,
    );
    const [[row], total] = await Promise.all([page, counted]);
    return { page: paged(row!.rows, total, args), petro: row!.petro, dolar: row!.dolar };
  }

  /** One property's list row (the parent of a child-properties view), or null. */
  async function row(propertyId: number): Promise<BalanceRow | null> {
    const rows = await queryRows<{ r: BalanceRow }>(
      db,
      Prisma.sql`SELECT ${rowJson} AS r FROM properties p JOIN users u ON u.id = p.user_id LEFT JOIN property_balances b ON b.property_id = p.id
                 WHERE p.id = ${propertyId} AND p.deleted_at IS NULL`,
    );
    return rows[0]?.r ?? null;
  }

  async function rates() {
    const [r] = await queryRows<{ petro: string | null; dolar: string | null }>(
      db,
      Prisma.sql`SELECT ${currentValue('conversion_petro')} AS petro, ${currentValue('conversion_dolar')} AS dolar`,
    );
    return r!;
  }

  return { list, row, rates };
}

/** Processed notices of a property (the list's status filter 0), newest month first, one page. */
export async function processedNotices(db: Db, propertyId: number, page: number) {
  const args = pageArgs(page);
  const [row] = await queryRows<{ total: number; rows: ProcessedRow[] }>(
    db,
    Prisma.sql`
    SELECT (SELECT count(*)::int FROM notices n WHERE n.property_id = ${propertyId} AND n.status = ${NOTICE_STATUS.PROCESSED} AND n.deleted_at IS NULL) AS total,
      coalesce((SELECT json_agg(x.j ORDER BY x.period DESC, x.id DESC) FROM (
        SELECT n.id, n.period, json_build_object('id', n.id, 'date', n.period::text, 'service_type_id', n.service_type_id, 'subtotal', n.total::text,
               'iva', n.iva::text, 'total', n.total_with_iva::text, 'conversion_petro', n.conversion_petro::text, 'bill_id', n.bill_id,
               'settled_at', ${isoUtc('b.created_at')}, 'check', n."check") AS j
        FROM notices n LEFT JOIN bills b ON b.id = n.bill_id
        WHERE n.property_id = ${propertyId} AND n.status = ${NOTICE_STATUS.PROCESSED} AND n.deleted_at IS NULL
        ORDER BY n.period DESC, n.id DESC LIMIT ${args.take} OFFSET ${args.skip}) x), '[]') AS rows`,
  );
  return paged(row!.rows, row!.total, args);
}

export type ProcessedRow = {
  id: number;
  date: string;
  service_type_id: number;
  subtotal: string;
  iva: string;
  total: string;
  conversion_petro: string;
  bill_id: number | null;
  settled_at: string | null;
  check: number;
};
