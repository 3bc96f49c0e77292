// The terms of a bill for a property (issue 25 item 1): everything composeBill needs besides the
// lines — the owner, whether the fees are VAT-exempt, the rate, VAT %, the active discount, the
// retention % — read once, the same way for the desk's card and for the payment that follows it.
import { DEFAULT_RETENTION } from '@aseo/shared/constants';
import { percent, rate, roundTo, type Percent, type Rate } from '@aseo/shared/money';
import { isVatExempt } from '@aseo/shared/tariffs';
import type { Db, Tx } from '../../db.ts';
import { valuesAndDiscountNow, valuesAndDiscountOf, valuesAndDiscountSql, type ValuesAndDiscount } from './ledger.values.ts';

const pct = (v: string) => percent(roundTo(v, 2).toFixed(2));

export type BillTerms = {
  exempt: boolean;
  rate: Rate;
  /** The rate as stored (8 decimals) */
  rateText: string;
  iva: Percent;
  discount: { id: number; percentage: Percent } | null;
  retentionPercent: Percent;
};

type TermsProperty = { property_type_id: number; economic_activity: { id: number; tax_free: number | null } };

/** The terms in force now for a property of this type and activity. */
export async function billTerms(tx: Db | Tx, property: TermsProperty): Promise<BillTerms> {
  return termsOf(property, await valuesAndDiscountNow(tx, property.economic_activity.id));
}

/**
 * The same terms from `billTermsSql(activity)` read as a column of the caller's statement (the desk
 * payment reads them with the property it locks: one round trip less); 422 when no rate is in force.
 */
export function billTermsOf(property: TermsProperty, read: ValuesAndDiscount | undefined): BillTerms {
  return termsOf(property, valuesAndDiscountOf(read));
}

export { valuesAndDiscountSql as billTermsSql };

function termsOf(property: TermsProperty, { values, discount }: ReturnType<typeof valuesAndDiscountOf>): BillTerms {
  return {
    exempt: isVatExempt(property.property_type_id, property.economic_activity.tax_free),
    rate: rate(values.rate),
    rateText: values.rate,
    iva: pct(values.iva),
    discount: discount ? { id: discount.id, percentage: pct(discount.amount) } : null,
    retentionPercent: pct(values.retention ?? String(DEFAULT_RETENTION)),
  };
}
