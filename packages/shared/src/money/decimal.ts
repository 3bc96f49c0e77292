// The decimal type of every amount (DOMAIN.md "Money"): decimal.js with 40 significant digits and
// half-up rounding, never a JavaScript float.
import DecimalBase from 'decimal.js';

export const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
/** An amount as it arrives: wire text, a Decimal (also Prisma's, by its text) or an integer-like number. */
export type Amount = Decimal | string | number | bigint;

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A Decimal from text, a number or a Decimal-like object; refuses NaN, Infinity and non-numeric
 * text. A decimal comma is read as a dot ('12,5' → 12.5).
 */
export function dec(value: Amount | { toString(): string }): Decimal {
  if (value instanceof Decimal) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`invalid amount: ${value}`);
    // String(number) is the shortest text that round-trips, so 0.1 stays 0.1
    return new Decimal(String(value));
  }
  const text = String(value).trim().replace(/,/g, '.');
  if (!NUMERIC.test(text)) throw new Error(`invalid amount: ${String(value)}`);
  return new Decimal(text);
}

/** True when the value is a finite decimal amount. */
export function isAmount(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'boolean') return false;
  try {
    dec(value as Amount);
    return true;
  } catch {
    return false;
  }
}
