// The ledger's SQL, written once (issue 25 item 1, docs/billing.md "The ledger core"): "the value now"
// of a global value, "is this item in an active agreement", "is this item in a live bill", and the
// bill statuses that are money received. Every module that asks these questions imports them from
// here (a grep for the agreement or value-now SQL finds this file only).
import { Prisma } from '@aseo/db/client';
import { BILL_STATUS, NOTICE_STATUS } from '@aseo/shared/constants';

/** `valid_from` holds UTC wall-clock time (ADR 016): "now" in the same terms, by the database's clock. */
const NOW_UTC = `(now() AT TIME ZONE 'UTC')`;

/** The value of a global value (rate, VAT, retention %, bank interest) in force now, as text; $1 is the key. */
export const VALUE_NOW_SQL = `SELECT amount::text FROM global_values WHERE key = $1 AND valid_from <= ${NOW_UTC} ORDER BY valid_from DESC, id DESC LIMIT 1`;

/** Several values in force now in ONE statement: a column per key (text, or null), $1… are the keys in order. */
export const valuesNowSql = (keys: readonly string[]) =>
  `SELECT ${keys
    .map(
      (k, i) =>
        `(SELECT amount::text FROM global_values WHERE key = $${i + 1} AND valid_from <= ${NOW_UTC} ORDER BY valid_from DESC, id DESC LIMIT 1) AS "${k}"`,
    )
    .join(', ')}`;

/** The same value as a scalar subquery (numeric) inside a larger statement; `key` is a parameter. */
export const valueNowSql = (key: string) =>
  Prisma.sql`(SELECT g.amount FROM global_values g WHERE g.key = ${key} AND g.valid_from <= ${Prisma.raw(NOW_UTC)} ORDER BY g.valid_from DESC, g.id DESC LIMIT 1)`;

/** Live bills: the ones that hold their lines (pending reconciliation, accepted, prefactura). */
export const LIVE_BILL_STATUSES = [BILL_STATUS.PENDING, BILL_STATUS.ACCEPTED, BILL_STATUS.TO_PAY] as const;
/** Live bills whose money has not been received yet: their items are still debt ('en conciliación'). */
export const UNRECEIVED_BILL_STATUSES = [BILL_STATUS.PENDING, BILL_STATUS.TO_PAY] as const;

/**
 * Whether the notice or fine `subject` (an SQL expression of its id) is held by an agreement of
 * either kind (docs/agreements.md): ACTIVE (paid by its quotas, not on its own) or COMPLETED (settled
 * by them). The holds table has one row per held item (unique per item: the database keeps an item
 * in one agreement); deactivating an agreement deletes its rows and the items are ordinary debt again.
 */
export const heldByAgreementSql = (column: 'notice_id' | 'fine_id', subject: string) =>
  `(EXISTS (SELECT 1 FROM agreement_holds ah WHERE ah.${column} = ${subject}))`;

/**
 * Whether the item row `alias` (notices, fines, services, convention_quotas) is payable on its own:
 * pending and in no live bill. A bill takes an item by setting its status to processed and its
 * bill_id; rejecting or annulling the bill gives both back (bill-lines.tx.ts).
 */
export const freeOfBillsSql = (alias: string) => `(${alias}.status = ${NOTICE_STATUS.PENDING} AND ${alias}.bill_id IS NULL)`;
/** In no bill at all (whatever its status: a month marked paid by hand is processed with no bill). */
export const outOfBillsSql = (alias: string) => `(${alias}.bill_id IS NULL)`;
/** The opposite of free: taken by a live bill (or otherwise settled). */
export const inLiveBillSql = (alias: string) => `NOT ${freeOfBillsSql(alias)}`;
/** The same question of an item row already read. */
export const inLiveBill = (row: { status: number; bill_id: number | null }) => row.status !== NOTICE_STATUS.PENDING || row.bill_id !== null;

/**
 * The part of a property's debt that sits in bills whose money is not received yet (PENDING or
 * TO_PAY): UCD total of those bills. DOMAIN "Certificates": debt is everything not in an ACCEPTED bill.
 */
export const UNRECEIVED_DEBT_SQL = `
  SELECT coalesce(sum(b.total), 0)::text AS total, coalesce(sum(b.total_bs), 0)::text AS total_bs, count(*)::int AS bills
  FROM bills b WHERE b.property_id = $1 AND b.status IN (${UNRECEIVED_BILL_STATUSES.join(', ')})`;
