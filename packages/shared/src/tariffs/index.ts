// The tariff engine (DOMAIN.md "Tariff"): the monthly fee in UCD of a property for one service
// type, and its VAT and exempt parts. The API bills with it and the web shows the same numbers.
import { PROPERTY_TYPE, PROPERTY_USE } from '../constants/index.ts';
import { add, dec, Decimal, round, toWire, ucd, ucdToBs, vatOf, type BsText, type Percent, type Rate, type Ucd, type UcdText } from '../money/index.ts';

/** A price row: the factors are UCD (the coefficient per extra m²); the adjustment is a plain multiplier. */
export type TariffPrice = { commercial_factor: Ucd; additional_coefficient: Ucd; adjustment_factor: Decimal | string };
export type TariffInput = {
  /** Property size in m² */
  size: Decimal | string;
  property_type_id: number;
  property_use_id: number;
  quantity_houses?: number | null;
  /** The activity's maximum area (m²) and VAT exemption */
  activity: { size: Decimal | string; tax_free: number };
  price: TariffPrice;
  /** VAT percentage in force */
  iva: Percent;
};

export type TariffResult = { fee: Ucd; iva: Ucd; exempt: Ucd; total: Ucd };

/**
 * fee = (commercial_factor + additional_coefficient × max(0, size − activity.size)) × adjustment_factor,
 * × quantity_houses for a residential property in a condominium; 4 decimals, half-up.
 * VAT applies unless the property is residential or the activity is tax-free (then the fee is exempt).
 */
/** DOMAIN "Tariff": a residential property or a tax-free activity pays no VAT (its fee counts as exempt). The one rule. */
export const isVatExempt = (propertyTypeId: number, activityTaxFree: number | string | boolean | null | undefined) =>
  propertyTypeId === PROPERTY_TYPE.RESIDENTIAL || Number(activityTaxFree) === 1;

export function monthlyFee(input: TariffInput): TariffResult {
  const excess = Decimal.max(0, dec(input.size).minus(dec(input.activity.size)));
  let fee = input.price.commercial_factor.plus(input.price.additional_coefficient.times(excess)).times(dec(input.price.adjustment_factor));
  const condominiumHouses = input.property_type_id === PROPERTY_TYPE.RESIDENTIAL && input.property_use_id === PROPERTY_USE.CONDOMINIUM;
  if (condominiumHouses) fee = fee.times(Math.max(1, input.quantity_houses ?? 1));
  const amount = round('Ucd', Decimal.max(0, fee));
  const exemptFromVat = isVatExempt(input.property_type_id, input.activity.tax_free);
  const iva = exemptFromVat ? ucd(0) : vatOf(amount, input.iva);
  return { fee: amount, iva, exempt: exemptFromVat ? amount : ucd(0), total: add(amount, iva) };
}

export type TariffExample = { fee: UcdText; iva: UcdText; exempt: UcdText; total: UcdText; total_bs: BsText };

/** The worked example the activity view shows, as wire text: a property of `size` m² pays … UCD = … Bs. */
export function tariffExample(input: TariffInput & { rate: Rate }): TariffExample {
  const r = monthlyFee(input);
  return { fee: toWire(r.fee), iva: toWire(r.iva), exempt: toWire(r.exempt), total: toWire(r.total), total_bs: toWire(ucdToBs(r.total, input.rate)) };
}
