// The per-property balance (`property_balances`): what a property owes now, for the lists that
// filter and sort by debt. Every transaction that changes a property's notices, fines or bills
// calls refreshBalances for those properties before it commits. The same rules fill the table in
// the migration billing_runs_and_balances (keep both the same):
//   total_debt        Σ fee of its pending notices (status 1, not deleted by staff)
//   total_iva         Σ VAT of its pending notices
//   total_fines       Σ live pending fines (type 1, status 1, not deleted)
//   total_fines_clean Σ live pending interest (type 2)
//   total_debt_fines  the four above added
//   pending_months    months with at least one pending notice
//   last_payment_at   newest bill of the property pending reconciliation (0) or accepted (1)
//   account_status    3 Impago when it owes anything or has a bill to pay (4); else 2 Por Conciliar
//                     when a bill awaits reconciliation; else 1 Conciliado.
import type { OwnTx, Tx } from '../../db.ts';
import { runSql } from '../../lib/sql.ts';
import { ACCOUNT_STATUS, BILL_STATUS, FINE_TYPE, NOTICE_STATUS } from '@aseo/shared/constants';

const COLUMNS =
  'property_id, total_debt, total_iva, total_fines, total_fines_clean, total_debt_fines, pending_months, last_payment_at, account_status, updated_at';

/**
 * The balance rows of the properties $1 (int[], sorted), computed from their notices, fines and
 * bills. One index lookup per property and table (LATERAL), whatever the tables' statistics say.
 */
const BALANCE_ROWS = `
SELECT ids.id, n.debt, n.iva, f.fines, f.interest, n.debt + n.iva + f.fines + f.interest, n.months, b.last_payment,
       CASE WHEN n.debt + n.iva + f.fines + f.interest > 0 OR b.to_pay THEN ${ACCOUNT_STATUS.NON_PAYMENT}
            WHEN b.to_reconcile THEN ${ACCOUNT_STATUS.TO_RECONCILE}
            ELSE ${ACCOUNT_STATUS.RECONCILED} END,
       CURRENT_TIMESTAMP
FROM unnest($1::int[]) AS ids(id)
CROSS JOIN LATERAL (
  SELECT COALESCE(sum(total), 0) AS debt, COALESCE(sum(iva), 0) AS iva, count(DISTINCT period)::int AS months
  FROM notices WHERE property_id = ids.id AND status = ${NOTICE_STATUS.PENDING} AND deleted_at IS NULL
) n
CROSS JOIN LATERAL (
  SELECT COALESCE(sum(amount) FILTER (WHERE fine_type_id = ${FINE_TYPE.FINE}), 0) AS fines,
         COALESCE(sum(amount) FILTER (WHERE fine_type_id = ${FINE_TYPE.INTEREST}), 0) AS interest
  FROM fines WHERE property_id = ids.id AND status = 1 AND deleted_at IS NULL
) f
CROSS JOIN LATERAL (
  SELECT max(created_at) FILTER (WHERE status IN (${BILL_STATUS.PENDING}, ${BILL_STATUS.ACCEPTED})) AS last_payment,
         COALESCE(bool_or(status = ${BILL_STATUS.PENDING}), false) AS to_reconcile,
         COALESCE(bool_or(status = ${BILL_STATUS.TO_PAY}), false) AS to_pay
  FROM bills WHERE property_id = ids.id
) b`;

/** Locks the existing rows of $1 (sorted: two writers never deadlock) and answers their ids. */
export const LOCK_BALANCES_SQL = `
SELECT l.property_id FROM unnest($1::int[]) AS ids(id)
CROSS JOIN LATERAL (SELECT property_id FROM property_balances WHERE property_id = ids.id FOR UPDATE) l`;

/** Creates the missing rows of $1; a row another transaction created meanwhile is left alone (not returned). */
export const INSERT_BALANCES_SQL = `INSERT INTO property_balances (${COLUMNS}) ${BALANCE_ROWS} ON CONFLICT (property_id) DO NOTHING RETURNING property_id`;

/** Recomputes the rows of $1, which exist and which this transaction has locked. */
export const UPDATE_BALANCES_SQL = `INSERT INTO property_balances (${COLUMNS}) ${BALANCE_ROWS}
ON CONFLICT (property_id) DO UPDATE SET total_debt = EXCLUDED.total_debt, total_iva = EXCLUDED.total_iva, total_fines = EXCLUDED.total_fines,
  total_fines_clean = EXCLUDED.total_fines_clean, total_debt_fines = EXCLUDED.total_debt_fines, pending_months = EXCLUDED.pending_months,
  last_payment_at = EXCLUDED.last_payment_at, account_status = EXCLUDED.account_status, updated_at = EXCLUDED.updated_at`;

/** Anything that runs a parameterised statement and answers its rows: a pg client, or a Prisma transaction through `sqlRunner`. */
export type SqlRunner = (text: string, values: unknown[]) => Promise<{ property_id: number }[]>;

/**
 * Brings the balance rows of these properties up to date, inside the caller's transaction. Rows
 * that exist are locked first and recomputed by a later statement: at read committed that
 * statement reads every change committed before the lock was granted, so two transactions
 * refreshing one property never lose each other's notices. Missing rows are inserted computed;
 * one that another transaction inserted meanwhile is then locked and recomputed like the others.
 */
export async function refreshBalances(run: SqlRunner, propertyIds: number[]): Promise<void> {
  const ids = [...new Set(propertyIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  const locked = new Set((await run(LOCK_BALANCES_SQL, [ids])).map((r) => r.property_id));
  const missing = ids.filter((id) => !locked.has(id));
  const created = new Set(missing.length ? (await run(INSERT_BALANCES_SQL, [missing])).map((r) => r.property_id) : []);
  const raced = missing.filter((id) => !created.has(id));
  if (raced.length) await run(LOCK_BALANCES_SQL, [raced]);
  const update = ids.filter((id) => !created.has(id));
  if (update.length) await run(UPDATE_BALANCES_SQL, [update]);
}

/** A transaction (Prisma's, or a desk payment's own: lib/sql.ts runSql) as a SqlRunner: `refreshBalances(sqlRunner(tx), ids)`. */
export const sqlRunner =
  (tx: Tx | OwnTx): SqlRunner =>
  (text, values) =>
    runSql<{ property_id: number }>(tx, text, values);
