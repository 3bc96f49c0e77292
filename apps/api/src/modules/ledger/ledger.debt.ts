// Debt as DOMAIN "Certificates" defines it: every notice, fine, interest row and agreement quota of
// the property up to today that is not in an ACCEPTED bill. The statement (account-status) prices
// what is still pending; this file adds what sits in bills whose money is not received yet
// ('en conciliación': PENDING or TO_PAY), which no desk may take again but which is still debt.
import { AGREEMENT_STATUS } from '@aseo/shared/constants';
import { bs, rate, sum, ucd, ucdToBs } from '@aseo/shared/money';
import type { Db, Tx } from '../../db.ts';
import { UNRECEIVED_DEBT_SQL, VALUE_NOW_SQL } from './ledger.sql.ts';

/** The UCD and Bs totals of the property's bills waiting for their money, and how many there are. */
export async function unreceivedDebt(db: Db | Tx, propertyId: number) {
  const [row] = await db.$queryRawUnsafe<{ total: string; total_bs: string; bills: number }[]>(UNRECEIVED_DEBT_SQL, propertyId);
  return { ucd: ucd(row?.total ?? '0'), bs: bs(row?.total_bs ?? '0'), bills: row?.bills ?? 0 };
}

/**
 * The quotas of the property's ACTIVE agreements (either kind) in no bill yet: debt the statement no
 * longer shows (it leaves held items out), priced at today's rate quota by quota. A quota in a bill
 * waiting for its money is in `unreceivedDebt`; a paid one is no debt.
 */
export async function agreementDebt(db: Db | Tx, propertyId: number) {
  const quotas = await db.$queryRawUnsafe<{ amount: string }[]>(
    `SELECT q.amount::text FROM agreement_quotas q JOIN agreements a ON a.id = q.agreement_id
      WHERE a.property_id = $1 AND a.status = ${AGREEMENT_STATUS.ACTIVE} AND q.status = 1 AND q.bill_id IS NULL
     UNION ALL
     SELECT q.total::text FROM convention_quotas q JOIN conventions c ON c.id = q.convention_id
      WHERE c.property_id = $1 AND c.status = ${AGREEMENT_STATUS.ACTIVE} AND q.status = 1 AND q.bill_id IS NULL`,
    propertyId,
  );
  if (!quotas.length) return { ucd: ucd('0'), bs: bs('0'), quotas: 0 };
  const [now] = await db.$queryRawUnsafe<{ amount: string }[]>(VALUE_NOW_SQL, 'conversion_petro');
  const r = rate(now?.amount ?? '0');
  return {
    ucd: sum(
      'Ucd',
      quotas.map((q) => ucd(q.amount)),
    ),
    bs: sum(
      'Bs',
      quotas.map((q) => ucdToBs(ucd(q.amount), r)),
    ),
    quotas: quotas.length,
  };
}
