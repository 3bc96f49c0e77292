// Debt as DOMAIN "Certificates" defines it: every notice, fine, interest row and agreement quota of
// the property up to today that is not in an ACCEPTED bill. The statement (account-status) prices
// what is still pending; this file adds what sits in bills whose money is not received yet
// ('en conciliación': PENDING or TO_PAY), which no desk may take again but which is still debt.
import { bs, ucd } from '@aseo/shared/money';
import type { Db, Tx } from '../../db.ts';
import { UNRECEIVED_DEBT_SQL } from './ledger.sql.ts';

/** The UCD and Bs totals of the property's bills waiting for their money, and how many there are. */
export async function unreceivedDebt(db: Db | Tx, propertyId: number) {
  const [row] = await db.$queryRawUnsafe<{ total: string; total_bs: string; bills: number }[]>(UNRECEIVED_DEBT_SQL, propertyId);
  return { ucd: ucd(row?.total ?? '0'), bs: bs(row?.total_bs ?? '0'), bills: row?.bills ?? 0 };
}
