// "The values now" (DOMAIN "Money", "Bills"): the UCD rate, VAT %, retention % and bank interest in
// force, read by the database's clock (ADR 016), and the active discount of an economic activity on
// the portal's day (Caracas), both ends included.
import { Prisma } from '@aseo/db/client';
import { DEFAULT_RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import type { Db, Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';
import { VALUE_NOW_SQL, valueNowSql, valuesNowSql } from './ledger.sql.ts';

type Runner = Pick<Tx, '$queryRawUnsafe'>;

/** One global value in force now, or null. */
export async function valueNow(tx: Runner, key: string): Promise<string | null> {
  return (await tx.$queryRawUnsafe<{ amount: string }[]>(VALUE_NOW_SQL, key))[0]?.amount ?? null;
}

const RATES = ['iva', 'conversion_petro'] as const;
const VALUES = [...RATES, 'retention'] as const;
type Values = Record<(typeof VALUES)[number], string | null>;

/** The VAT % and UCD rate in force now (422 when no rate is), in one round trip. */
export async function ratesNow(tx: Runner): Promise<{ iva: string; rate: string }> {
  const [v] = await tx.$queryRawUnsafe<Values[]>(valuesNowSql(RATES), ...RATES);
  if (!v?.conversion_petro) throw unprocessable(MSG.accountStatus.noRateNow);
  return { iva: v.iva ?? '0', rate: v.conversion_petro };
}

/** Everything a bill is priced with now: rate, VAT %, retention %, in one round trip. */
export async function valuesNow(tx: Runner) {
  const [v] = await tx.$queryRawUnsafe<Values[]>(valuesNowSql(VALUES), ...VALUES);
  if (!v?.conversion_petro) throw unprocessable(MSG.accountStatus.noRateNow);
  return { iva: v.iva ?? '0', rate: v.conversion_petro, retention: v.retention ?? String(DEFAULT_RETENTION) };
}

/** The active discount of economic activity `activity` (`$1`, or an SQL expression of a larger statement) on the portal's day (Caracas), both ends included; the largest wins. */
const discountNowSql = (activity: string) =>
  `SELECT d.id, d.amount::text FROM discounts d JOIN discount_activities da ON da.discount_id = d.id
   WHERE da.economic_activity_id = ${activity} AND d.deleted_at IS NULL AND (now() AT TIME ZONE '${PORTAL_TIME_ZONE}')::date BETWEEN d.start_date::date AND d.expire_date::date
   ORDER BY d.amount DESC, d.id LIMIT 1`;

type Discount = { id: number; amount: string };

/** The active discount of an economic activity on the portal's day (Caracas), both ends included; the largest wins. */
export async function activeDiscount(tx: Db | Tx, activityId: number) {
  const [row] = await tx.$queryRawUnsafe<Discount[]>(discountNowSql('$1'), activityId);
  return row ?? null;
}

/** What valuesAndDiscountNow reads: each value as text (or null) and the discount (or null). */
export type ValuesAndDiscount = Values & { discount: Discount | null };

/** valuesAndDiscountNow's read as ONE json column of a larger statement (the desk payment's first read); `activity` an SQL expression of it. */
export const valuesAndDiscountSql = (activity: string) => Prisma.sql`json_build_object(
    ${Prisma.join(VALUES.map((k) => Prisma.sql`${k}::text, ${valueNowSql(k)}::text`))},
    'discount', (SELECT row_to_json(x) FROM (${Prisma.raw(discountNowSql(activity))}) x))`;

/** The values and discount of that read (422 when no rate is in force). */
export function valuesAndDiscountOf(v: ValuesAndDiscount | undefined) {
  if (!v?.conversion_petro) throw unprocessable(MSG.accountStatus.noRateNow);
  return {
    values: { iva: v.iva ?? '0', rate: v.conversion_petro, retention: v.retention ?? String(DEFAULT_RETENTION) },
    discount: v.discount,
  };
}

/** valuesNow and activeDiscount together, in one round trip (the card's terms). */
export async function valuesAndDiscountNow(tx: Runner, activityId: number) {
  const [v] = await tx.$queryRawUnsafe<ValuesAndDiscount[]>(
    `${valuesNowSql(VALUES)}, (SELECT row_to_json(x) FROM (${discountNowSql(`$${VALUES.length + 1}`)}) x) AS discount`,
    ...VALUES,
    activityId,
  );
  return valuesAndDiscountOf(v);
}
