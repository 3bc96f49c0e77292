// The tariff engine (DOMAIN.md "Tariff"): the monthly fee in UCD of a property for one service
// type, and its VAT and exempt parts. The API bills with it and the web shows the same numbers.
import { PROPERTY_TYPE, PROPERTY_USE } from '../constants/index.ts';
import { dec, max0, percentOf, round4, ucdToBs, type Amount } from '../money/index.ts';

export type TariffPrice = { commercial_factor: Amount; additional_coefficient: Amount; adjustment_factor: Amount };
export type TariffInput = {
  /** Property size in m² */
  size: Amount;
  property_type_id: number;
  property_use_id: number;
  quantity_houses?: number | null;
  /** The activity's maximum area (m²) and VAT exemption */
  activity: { size: Amount; tax_free: number };
  price: TariffPrice;
  /** VAT percentage in force */
  iva: Amount;
};

export type TariffResult = { fee: string; iva: string; exempt: string; total: string };

/**
 * fee = (commercial_factor + additional_coefficient × max(0, size − activity.size)) × adjustment_factor,
 * × quantity_houses for a residential property in a condominium; 4 decimals, half-up.
 * VAT applies unless the property is residential or the activity is tax-free (then the fee is exempt).
 */
export function monthlyFee(input: TariffInput): TariffResult {
  const excess = max0(dec(input.size).minus(dec(input.activity.size)));
  let fee = dec(input.price.commercial_factor).plus(dec(input.price.additional_coefficient).times(excess)).times(dec(input.price.adjustment_factor));
  const condominiumHouses =
    input.property_type_id === PROPERTY_TYPE.RESIDENTIAL && input.property_use_id === PROPERTY_USE.CONDOMINIUM;
  if (condominiumHouses) fee = fee.times(Math.max(1, input.quantity_houses ?? 1));
  fee = round4(max0(fee));
  const exemptFromVat = input.property_type_id === PROPERTY_TYPE.RESIDENTIAL || Number(input.activity.tax_free) === 1;
  const iva = exemptFromVat ? dec(0) : percentOf(fee, input.iva, 4);
  return {
    fee: fee.toFixed(4),
    iva: iva.toFixed(4),
    exempt: (exemptFromVat ? fee : dec(0)).toFixed(4),
    total: fee.plus(iva).toFixed(4),
  };
}

/** The worked example the activity view shows: a property of `size` m² pays … UCD = … Bs. */
export function tariffExample(input: TariffInput & { rate: Amount }) {
  const r = monthlyFee(input);
  return { ...r, total_bs: ucdToBs(r.total, input.rate).toFixed(2) };
}
