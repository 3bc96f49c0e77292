// Rounding, conversion and percentage rules (DOMAIN.md "Money"; 000 section 9: "multiplication
// results rounded to 2 decimals"), over typed money values: every function takes and returns one
// unit, so add(ucd, bs) or ucdToBs(bs, rate) does not type-check (and throws if forced by a cast).
import { dec, Decimal, type Amount } from './decimal.ts';
import { percent, round, unitOf, type AmountUnit, type Bs, type Money, type Percent, type Rate, type Ucd } from './units.ts';
import { MONEY_PLACES, type MoneyUnit } from './places.ts';

/** Rounds half-up (away from zero at .5) to `places` decimals: the low-level rule, untyped. */
export const roundTo = (value: Amount, places: number): Decimal => dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);

/** The unit of `a`, after checking `b` has it too (a cast cannot mix units either). */
function same<U extends MoneyUnit>(a: Money<U>, b: Money<U>): U {
  const u = unitOf(a);
  const v = unitOf(b);
  if (u !== v) throw new Error(`cannot mix ${u} and ${v}`);
  return u;
}

function expectUnit<U extends MoneyUnit>(value: Money<U>, unit: U): void {
  if (unitOf(value) !== unit) throw new Error(`expected ${unit}, got ${unitOf(value)}`);
}

/** a + b, exact. */
export const add = <U extends MoneyUnit>(a: Money<U>, b: Money<NoInfer<U>>): Money<U> => round(same(a, b), a.plus(b));
/** a − b, exact. */
export const sub = <U extends MoneyUnit>(a: Money<U>, b: Money<NoInfer<U>>): Money<U> => round(same(a, b), a.minus(b));
/** −a. */
export const neg = <U extends MoneyUnit>(a: Money<U>): Money<U> => round(unitOf(a), a.neg());
/** Exact sum of amounts of `unit` (0 for none). */
export function sum<U extends MoneyUnit>(unit: U, values: readonly Money<NoInfer<U>>[]): Money<U> {
  for (const v of values) expectUnit(v, unit);
  return round(
    unit,
    values.reduce<Decimal>((acc, v) => acc.plus(v), new Decimal(0)),
  );
}
/** max(0, a): a credit note taken off a total floors at 0. */
export const max0 = <U extends MoneyUnit>(a: Money<U>): Money<U> => round(unitOf(a), Decimal.max(0, a));
export const min = <U extends MoneyUnit>(a: Money<U>, b: Money<NoInfer<U>>): Money<U> => round(same(a, b), Decimal.min(a, b));
export const max = <U extends MoneyUnit>(a: Money<U>, b: Money<NoInfer<U>>): Money<U> => round(same(a, b), Decimal.max(a, b));

/** -1, 0 or 1. */
export function compare<U extends MoneyUnit>(a: Money<U>, b: Money<NoInfer<U>>): number {
  same(a, b);
  return a.comparedTo(b);
}
export const eq = <U extends MoneyUnit>(a: Money<U>, b: Money<NoInfer<U>>) => compare(a, b) === 0;
export const gt = <U extends MoneyUnit>(a: Money<U>, b: Money<NoInfer<U>>) => compare(a, b) > 0;
export const gte = <U extends MoneyUnit>(a: Money<U>, b: Money<NoInfer<U>>) => compare(a, b) >= 0;
export const lt = <U extends MoneyUnit>(a: Money<U>, b: Money<NoInfer<U>>) => compare(a, b) < 0;
export const lte = <U extends MoneyUnit>(a: Money<U>, b: Money<NoInfer<U>>) => compare(a, b) <= 0;
export function isZero<U extends MoneyUnit>(a: Money<U>): boolean {
  unitOf(a);
  return a.isZero();
}

/** Bs = round2(UCD × rate), half-up. */
export function ucdToBs(amount: Ucd, r: Rate): Bs {
  expectUnit(amount, 'Ucd');
  expectUnit(r, 'Rate');
  return round('Bs', amount.times(r));
}

/** UCD = round4(Bs ÷ rate), half-up; the rate must be positive. */
export function bsToUcd(amount: Bs, r: Rate): Ucd {
  expectUnit(amount, 'Bs');
  expectUnit(r, 'Rate');
  if (r.lte(0)) throw new Error('rate must be positive');
  return round('Ucd', amount.div(r));
}

/** pct % of an amount, in the amount's unit: round(amount × pct / 100) half-up to its places. */
export function percentOf<U extends AmountUnit>(amount: Money<U>, pct: Percent): Money<U> {
  expectUnit(pct, 'Percent');
  const unit = unitOf(amount);
  if (unit !== 'Ucd' && unit !== 'Bs') throw new Error(`a percentage is taken of a Ucd or Bs amount, not of a ${unit}`);
  return round(unit, amount.times(pct).div(100));
}
/** VAT of a taxable base: percentOf(base, pct). */
export const vatOf = <U extends AmountUnit>(base: Money<U>, pct: Percent) => percentOf(base, pct);
/** Retention of a retention agent: percentOf(vat, pct), 75 % by default. */
export const retentionOf = <U extends AmountUnit>(vat: Money<U>, pct: Percent = percent(75)) => percentOf(vat, pct);
/** Discount off a subtotal: percentOf(subtotal, pct). */
export const discountOf = <U extends AmountUnit>(subtotal: Money<U>, pct: Percent) => percentOf(subtotal, pct);

/**
 * What a retention agent pays now (001 section 5 "withholding calculation"): the taxable base plus
 * the part of the VAT it does not withhold, base + vatOf(base) − retentionOf(vat), in the base's unit.
 */
export function retentionAgentDue<U extends AmountUnit>(base: Money<U>, vatPct: Percent, retentionPct: Percent = percent(75)): Money<U> {
  const vat = vatOf(base, vatPct);
  return add(base, sub(vat, retentionOf(vat, retentionPct)));
}

/**
 * Splits a total into `parts` amounts of its unit that add up exactly to it: every part is
 * total/parts rounded down to the unit's places, the last takes the remainder (agreement quotas).
 */
export function splitEvenly<U extends AmountUnit>(total: Money<U>, parts: number): Money<U>[] {
  if (!Number.isInteger(parts) || parts <= 0) throw new Error('parts must be a positive integer');
  const unit = unitOf(total);
  const each = round(unit, total.div(parts).toDecimalPlaces(MONEY_PLACES[unit], Decimal.ROUND_DOWN));
  const out = Array.from({ length: parts - 1 }, () => each);
  out.push(sub(total, round(unit, each.times(parts - 1))));
  return out;
}
