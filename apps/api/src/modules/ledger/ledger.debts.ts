// What many properties owe today, each by its own statement (DOMAIN "Bills": a Bs total is the sum
// of its Bs lines). The lists of 'Estado de Cuenta' / 'Record de Cuenta' and their Excel export show
// these figures, so a property reads the same total in the list, 'Pagos Pendientes', the statement
// PDF, the desk and the bill: never the stored UCD balance × today's rate (issue 26 item 1).
import { BillingError, statementInput, statementOf } from '@aseo/shared/billing';
import type { Bs, Ucd } from '@aseo/shared/money';
import { Prisma } from '@aseo/db/client';
import type { Db, Tx } from '../../db.ts';
import { queryRows } from '../../lib/sql.ts';
import { finesJsonSql, historySql, noticesJsonSql, rateInForceSql, todayDay, type StatementLoad } from './ledger.statement.ts';

/** A property's debt today by its statement: UCD, Bs (the sum of the Bs lines) and pending months. */
export type DebtNow = { ucd: Ucd; bs: Bs; pending_months: number };

type Loaded = Pick<StatementLoad, 'notices' | 'fines'> & { id: number };

/**
 * The statement totals of `ids` as of today, from ONE query (the rows of every property, the rate in
 * force today and the bankInterest history once), each computed by the shared `statementOf`. null for a property that
 * owes something while no UCD rate is in force (the caller shows its stored UCD balance, no Bs).
 */
export async function debtsToday(db: Db | Tx, ids: readonly number[]): Promise<Map<number, DebtNow | null>> {
  const out = new Map<number, DebtNow | null>();
  if (!ids.length) return out;
  const day = todayDay();
  const [row] = await queryRows<{ rows: Loaded[]; conversion_petro: StatementLoad['conversion_petro']; bankInterest: StatementLoad['bankInterest'] }>(
    db,
    Prisma.sql`
    SELECT coalesce((SELECT json_agg(json_build_object('id', ids.id,
                      'notices', ${noticesJsonSql(Prisma.sql`ids.id`, day, day)},
                      'fines', ${finesJsonSql(Prisma.sql`ids.id`, day, day)}))
                     FROM unnest(${[...ids]}::int[]) AS ids(id)), '[]') AS rows,
           ${rateInForceSql([day])} AS conversion_petro,
           ${historySql('bankInterest')} AS "bankInterest"`,
  );
  for (const loaded of row!.rows) {
    const input = statementInput({ ...loaded, conversion_petro: row!.conversion_petro, bankInterest: row!.bankInterest });
    out.set(
      loaded.id,
      priced(() => statementOf(input, day)),
    );
  }
  return out;
}

/** The statement's totals; null when something is owed and no UCD rate is in force to price it. */
function priced(statement: () => ReturnType<typeof statementOf>): DebtNow | null {
  try {
    const s = statement();
    return { ucd: s.totals.total_debt_fines, bs: s.totals_bs.total_debt_fines, pending_months: s.pending_months };
  } catch (e) {
    if (e instanceof BillingError && e.code === 'NO_RATE') return null;
    throw e;
  }
}
