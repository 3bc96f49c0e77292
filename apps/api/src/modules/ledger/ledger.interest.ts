// The interest of a property's pending notices stored into its rows (DOMAIN "Notices": a notice's
// interest is a fines row of type 2, kept at today's amount until it is frozen — when the notice is
// billed, or taken into an agreement). The amounts come from the property's statement of today
// (statementOf, decimal); the writes are ONE statement: the live rows updated, the missing ones
// inserted (`interestWritesSql`). The desk takes the changes (`interestChanges`) and stores them
// with the bill's own write, frozen (cash-bill.write.ts).
import { statementInput, statementOf, type StatementRow } from '@aseo/shared/billing';
import { FINE_TYPE } from '@aseo/shared/constants';
import { Prisma } from '@aseo/db/client';
import type { OwnTx, Tx } from '../../db.ts';
import { loadStatementRows, todayDay, type StatementLoad } from './ledger.statement.ts';

/** A statement's rows as loaded today by the caller (loadStatementRows(…, day, day)), to spare the read. */
export type LoadedToday = { rows: StatementLoad; day: string };

/** The interest rows to write: live ones with their new amount, missing ones by notice (amounts as 4-decimal text). */
export type InterestChanges = { updates: { id: number; amount: string }[]; inserts: { notice_id: number; amount: string }[] };

async function statementRows(tx: Tx | OwnTx, propertyId: number, loaded?: LoadedToday): Promise<StatementRow[]> {
  const day = loaded?.day ?? todayDay();
  return statementOf(statementInput(loaded?.rows ?? (await loadStatementRows(tx, propertyId, day, day, { ratesOn: [day] }))), day).rows;
}

/**
 * Each pending notice's interest as of today for its live interest row (never a frozen one); `only`
 * limits it to one notice or a few (one statement read for all of them, or none with `loaded`).
 */
export async function interestChanges(tx: Tx | OwnTx, propertyId: number, only?: number | readonly number[], loaded?: LoadedToday): Promise<InterestChanges> {
  const wanted = only === undefined ? null : new Set(typeof only === 'number' ? [only] : only);
  const changes: InterestChanges = { updates: [], inserts: [] };
  for (const row of await statementRows(tx, propertyId, loaded)) {
    if (row.kind !== 'notice' || row.interest_frozen || (wanted && !wanted.has(row.id))) continue;
    const amount = row.interest.toFixed(4);
    if (row.interest_id !== null) changes.updates.push({ id: row.interest_id, amount });
    else if (!row.interest.isZero()) changes.inserts.push({ notice_id: row.id, amount });
  }
  return changes;
}

/**
 * The writes of `changes` as parts of ONE data-modifying statement (`WITH <these>, … SELECT …`): `iu`
 * the live rows updated (never a frozen one), `ii` the missing rows inserted; null when there is
 * nothing to write. `freeze` fixes the amounts now.
 */
function interestWritesSql(userId: number, propertyId: number, changes: InterestChanges, freeze: boolean) {
  const frozen = freeze ? new Date() : null;
  const parts: Prisma.Sql[] = [];
  if (changes.updates.length)
    parts.push(Prisma.sql`iu AS (
      UPDATE fines f SET amount = x.amount, frozen_at = ${frozen}::timestamp, updated_at = now()
      FROM json_to_recordset(${JSON.stringify(changes.updates)}::json) AS x(id int, amount numeric)
      WHERE f.id = x.id AND f.frozen_at IS NULL)`);
  if (changes.inserts.length)
    parts.push(Prisma.sql`ii AS (
      INSERT INTO fines (property_id, notice_id, fine_type_id, amount, created_by, frozen_at, updated_at)
      SELECT ${propertyId}::int, x.notice_id, ${FINE_TYPE.INTEREST}::int, x.amount, ${userId}::int, ${frozen}::timestamp, now()
      FROM json_to_recordset(${JSON.stringify(changes.inserts.map((c, o) => ({ ...c, o })))}::json) AS x(notice_id int, amount numeric, o int)
      ORDER BY x.o)`);
  return parts.length ? Prisma.join(parts, ',\n') : null;
}

/**
 * Stores each pending notice's interest as of today in its live interest row (never a frozen one), in
 * one statement; `only` limits it to one notice or a few; `freeze` fixes it; `loaded` is the statement
 * the caller already read today in its transaction (no read here).
 */
export async function storeInterest(tx: Tx, userId: number, propertyId: number, only?: number | readonly number[], freeze = false, loaded?: LoadedToday) {
  const writes = interestWritesSql(userId, propertyId, await interestChanges(tx, propertyId, only, loaded), freeze);
  if (writes) await tx.$queryRaw`WITH ${writes} SELECT 1`;
}
