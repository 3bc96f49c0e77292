// All money arithmetic of the portal (DOMAIN.md "Money"): decimal.js with half-up rounding,
// never JavaScript floats. UCD amounts have 4 decimals, Bs amounts 2, percentages 2.
import DecimalBase from 'decimal.js';

export const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
export type Amount = Decimal | string | number | bigint;

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A Decimal from a string, number or Decimal; refuses NaN, Infinity and non-numeric text. */
export function dec(value: Amount | { toString(): string }): Decimal {
  if (value instanceof Decimal) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`invalid amount: ${value}`);
    // String(number) gives the shortest text that round-trips, so 0.1 stays 0.1
    return new Decimal(String(value));
  }
  const text = String(value).trim().replace(/,/g, '.');
  if (!NUMERIC.test(text)) throw new Error(`invalid amount: ${String(value)}`);
  return new Decimal(text);
}

/** True when the text or number is a finite decimal amount. */
export function isAmount(value: unknown): boolean {
  try {
    dec(value as Amount);
    return true;
  } catch {
    return false;
  }
}

/** Rounds half-up (away from zero at .5) to `places` decimals. */
export const roundTo = (value: Amount, places: number) => dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
/** Bs amounts: 2 decimals, half-up. */
export const round2 = (value: Amount) => roundTo(value, 2);
/** UCD amounts: 4 decimals, half-up. */
export const round4 = (value: Amount) => roundTo(value, 4);

/** Bs = round2(UCD × rate). */
export const ucdToBs = (ucd: Amount, rate: Amount) => round2(dec(ucd).times(dec(rate)));
/** UCD = round4(Bs ÷ rate); the rate must be positive. */
export function bsToUcd(bs: Amount, rate: Amount) {
  const r = dec(rate);
  if (r.lte(0)) throw new Error('rate must be positive');
  return round4(dec(bs).div(r));
}

/** pct % of an amount, rounded to `places` (2 by default: "multiplication results rounded to 2 decimals"). */
export const percentOf = (amount: Amount, pct: Amount, places = 2) => roundTo(dec(amount).times(dec(pct)).div(100), places);
/** VAT of a taxable base. */
export const vatOf = (base: Amount, pct: Amount, places = 2) => percentOf(base, pct, places);
/** Retention of a retention agent: 75 % of the VAT by default. */
export const retentionOf = (vat: Amount, pct: Amount = 75, places = 2) => percentOf(vat, pct, places);
/** Discount taken off a subtotal. */
export const discountOf = (subtotal: Amount, pct: Amount, places = 2) => percentOf(subtotal, pct, places);

/** Exact sum (no rounding). */
export const sum = (values: Amount[]) => values.reduce<Decimal>((acc, v) => acc.plus(dec(v)), new Decimal(0));
export const isZero = (value: Amount) => dec(value).isZero();
/** max(0, value): credit note subtracted from a total floors at 0. */
export const max0 = (value: Amount) => Decimal.max(0, dec(value));
export const compare = (a: Amount, b: Amount) => dec(a).comparedTo(dec(b));
export const gt = (a: Amount, b: Amount) => dec(a).gt(dec(b));
export const gte = (a: Amount, b: Amount) => dec(a).gte(dec(b));
export const lt = (a: Amount, b: Amount) => dec(a).lt(dec(b));
export const eq = (a: Amount, b: Amount) => dec(a).eq(dec(b));

/** Wire format: dot decimal, fixed places, rounded half-up ('1234.50'). */
export const toFixedString = (value: Amount, places = 2) => roundTo(value, places).toFixed(places);

/**
 * Splits a total into `parts` amounts of `places` decimals that add up exactly to the total:
 * every part is total/parts rounded down, the last takes the remainder (agreement quotas).
 */
export function splitEvenly(total: Amount, parts: number, places = 4): Decimal[] {
  if (!Number.isInteger(parts) || parts <= 0) throw new Error('parts must be a positive integer');
  const t = roundTo(total, places);
  const each = t.div(parts).toDecimalPlaces(places, Decimal.ROUND_DOWN);
  const out = Array.from({ length: parts - 1 }, () => each);
  out.push(t.minus(each.times(parts - 1)));
  return out;
}
