// "The values now" (DOMAIN "Money", "Bills"): the UCD rate, VAT %, retention % and bank interest in
// force, read by the database's clock (ADR 016), and the active discount of an economic activity on
// the portal's day (Caracas), both ends included.
import { DEFAULT_RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import type { Db, Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';
import { VALUE_NOW_SQL } from './ledger.sql.ts';

type Runner = Pick<Tx, '$queryRawUnsafe'>;

/** One global value in force now, or null. */
export async function valueNow(tx: Runner, key: string): Promise<string | null> {
  return (await tx.$queryRawUnsafe<{ amount: string }[]>(VALUE_NOW_SQL, key))[0]?.amount ?? null;
}

/** The VAT % and UCD rate in force now (422 when no rate is). */
export async function ratesNow(tx: Runner): Promise<{ iva: string; rate: string }> {
  // one after the other: inside a transaction both would queue on the same connection anyway (pg@9 refuses overlapping queries)
  const iva = await valueNow(tx, 'iva');
  const rate = await valueNow(tx, 'conversion_petro');
  if (!rate) throw unprocessable(MSG.accountStatus.noRateNow);
  return { iva: iva ?? '0', rate };
}

/** Everything a bill is priced with now: rate, VAT %, retention %. */
export async function valuesNow(tx: Runner) {
  const { iva, rate } = await ratesNow(tx);
  const retention = (await valueNow(tx, 'retention')) ?? String(DEFAULT_RETENTION);
  return { iva, rate, retention };
}

/** The active discount of an economic activity on the portal's day (Caracas), both ends included; the largest wins. */
export async function activeDiscount(tx: Db | Tx, activityId: number) {
  const [row] = await tx.$queryRawUnsafe<{ id: number; amount: string }[]>(
    `SELECT d.id, d.amount::text FROM discounts d JOIN discount_activities da ON da.discount_id = d.id
     WHERE da.economic_activity_id = $1 AND d.deleted_at IS NULL AND (now() AT TIME ZONE '${PORTAL_TIME_ZONE}')::date BETWEEN d.start_date::date AND d.expire_date::date
     ORDER BY d.amount DESC, d.id LIMIT 1`,
    activityId,
  );
  return row ?? null;
}
