// Rounding, conversion and percentage rules (DOMAIN.md "Money"; 000 section 9: "multiplication
// results rounded to 2 decimals"). UCD amounts carry 4 decimals, Bs amounts 2.
import { dec, Decimal, type Amount } from './decimal.ts';

/** Rounds half-up (away from zero at .5) to `places` decimals. */
export const roundTo = (value: Amount, places: number): Decimal => dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
/** Bs amounts: 2 decimals, half-up. */
export const round2 = (value: Amount) => roundTo(value, 2);
/** UCD amounts: 4 decimals, half-up. */
export const round4 = (value: Amount) => roundTo(value, 4);

/** Bs = round2(UCD × rate), half-up. */
export const ucdToBs = (ucd: Amount, rate: Amount) => round2(dec(ucd).times(dec(rate)));

/** UCD = round4(Bs ÷ rate), half-up; the rate must be positive. */
export function bsToUcd(bs: Amount, rate: Amount): Decimal {
  const r = dec(rate);
  if (r.lte(0)) throw new Error('rate must be positive');
  return round4(dec(bs).div(r));
}

/** pct % of an amount: round(amount × pct / 100) half-up to `places` (2 by default). */
export const percentOf = (amount: Amount, pct: Amount, places = 2) => roundTo(dec(amount).times(dec(pct)).div(100), places);
/** VAT of a taxable base: percentOf(base, pct), half-up to `places` (2 by default). */
export const vatOf = (base: Amount, pct: Amount, places = 2) => percentOf(base, pct, places);
/** Retention of a retention agent: percentOf(vat, pct = 75), half-up to `places` (2 by default). */
export const retentionOf = (vat: Amount, pct: Amount = 75, places = 2) => percentOf(vat, pct, places);
/** Discount off a subtotal: percentOf(subtotal, pct), half-up to `places` (2 by default). */
export const discountOf = (subtotal: Amount, pct: Amount, places = 2) => percentOf(subtotal, pct, places);

/**
 * What a retention agent pays now (001 section 5 "withholding calculation"): the taxable base plus
 * the part of the VAT it does not withhold, vatOf(base) − retentionOf(vat), each rounded to `places`.
 */
export function retentionAgentDue(base: Amount, vatPct: Amount, retentionPct: Amount = 75, places = 2): Decimal {
  const vat = vatOf(base, vatPct, places);
  return roundTo(base, places).plus(vat.minus(retentionOf(vat, retentionPct, places)));
}

/** Exact sum, no rounding. */
export const sum = (values: readonly Amount[]) => values.reduce<Decimal>((acc, v) => acc.plus(dec(v)), new Decimal(0));
export const isZero = (value: Amount) => dec(value).isZero();
/** max(0, value), exact: a credit note taken off a total floors at 0. */
export const max0 = (value: Amount) => Decimal.max(0, dec(value));

/** -1, 0 or 1. */
export const compare = (a: Amount, b: Amount) => dec(a).comparedTo(dec(b));
export const eq = (a: Amount, b: Amount) => dec(a).eq(dec(b));
export const gt = (a: Amount, b: Amount) => dec(a).gt(dec(b));
export const gte = (a: Amount, b: Amount) => dec(a).gte(dec(b));
export const lt = (a: Amount, b: Amount) => dec(a).lt(dec(b));
export const lte = (a: Amount, b: Amount) => dec(a).lte(dec(b));

/** Wire text: dot decimal, exactly `places` decimals, half-up ('1234.50'). */
export const toFixedString = (value: Amount, places = 2) => roundTo(value, places).toFixed(places);
/** Bs wire text: 2 decimals, half-up. */
export const toBsString = (value: Amount) => toFixedString(value, 2);
/** UCD wire text: 4 decimals, half-up. */
export const toUcdString = (value: Amount) => toFixedString(value, 4);

/**
 * Splits a total (rounded half-up to `places`) into `parts` amounts of `places` decimals that add
 * up exactly to it: every part is total/parts rounded down, the last takes the remainder
 * (agreement quotas).
 */
export function splitEvenly(total: Amount, parts: number, places = 4): Decimal[] {
  if (!Number.isInteger(parts) || parts <= 0) throw new Error('parts must be a positive integer');
  const t = roundTo(total, places);
  const each = t.div(parts).toDecimalPlaces(places, Decimal.ROUND_DOWN);
  const out = Array.from({ length: parts - 1 }, () => each);
  out.push(t.minus(each.times(parts - 1)));
  return out;
}
