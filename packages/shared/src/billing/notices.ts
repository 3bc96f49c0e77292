// The stored amounts of a notice (DOMAIN.md "Tariff", "Notices"): the fee of the tariff engine,
// its VAT, exempt part and total, with the VAT percentage and the UCD rate in force when the notice
// is generated. The billing run's SQL writes the same figures (apps/api/test/billing-run.test.ts).
import { toWire, type Percent, type PercentText, type Rate, type RateText, type Ucd, type UcdText } from '../money/index.ts';
import { monthlyFee, type TariffInput } from '../tariffs/index.ts';

export type NoticeAmounts = {
  /** The fee (subtotal), UCD */
  total: Ucd;
  iva: Ucd;
  /** The part of the fee exempt from VAT: the whole fee for residential properties and tax-free activities */
  exempt: Ucd;
  total_with_iva: Ucd;
  /** The VAT percentage in force when generated (stored on exempt notices too; their iva is 0) */
  iva_percentage: Percent;
  /** The UCD → Bs rate in force when generated */
  conversion_petro: Rate;
};

/** The notice of one property and service type for a month, or null when the fee is 0 (no notice). */
export function noticeAmounts(input: TariffInput & { rate: Rate }): NoticeAmounts | null {
  const fee = monthlyFee(input);
  if (fee.fee.isZero()) return null;
  return { total: fee.fee, iva: fee.iva, exempt: fee.exempt, total_with_iva: fee.total, iva_percentage: input.iva, conversion_petro: input.rate };
}

export type NoticeAmountsWire = {
  total: UcdText;
  iva: UcdText;
  exempt: UcdText;
  total_with_iva: UcdText;
  iva_percentage: PercentText;
  conversion_petro: RateText;
};

export const noticeAmountsToWire = (n: NoticeAmounts): NoticeAmountsWire => ({
  total: toWire(n.total),
  iva: toWire(n.iva),
  exempt: toWire(n.exempt),
  total_with_iva: toWire(n.total_with_iva),
  iva_percentage: toWire(n.iva_percentage),
  conversion_petro: toWire(n.conversion_petro),
});
