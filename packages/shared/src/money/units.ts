// Money values inside the code: a Decimal that knows its unit (UCD, Bs, rate or percentage), in the
// type and at run time, so a UCD amount never passes for a Bs one. Built only from wire text, a
// Decimal or a safe integer: a float, NaN, '1e3', '12,5' or more decimals than the unit keeps throw.
import { Decimal } from './decimal.ts';
import { MONEY_PLACES, WIRE_PATTERN, type MoneyUnit } from './places.ts';
import type { WireText } from './wire.ts';

const UNIT: unique symbol = Symbol('money unit');

/** A decimal amount of unit U, with at most MONEY_PLACES[U] decimals. */
export type Money<U extends MoneyUnit> = Decimal & { readonly [UNIT]: U };
export type Ucd = Money<'Ucd'>;
export type Bs = Money<'Bs'>;
export type Rate = Money<'Rate'>;
export type Percent = Money<'Percent'>;
/** The units an amount is paid in (a rate or a percentage is not one). */
export type AmountUnit = 'Ucd' | 'Bs';
/** A plain Decimal, or a money value of unit U (formatting takes these: no Bs shown as UCD). */
export type DecimalOf<U extends MoneyUnit> = Decimal & { readonly [UNIT]?: U };
/** What the constructors accept: the unit's wire text, a Decimal (Prisma's too) or a safe integer. */
export type MoneyInput = string | Decimal | number;

/**
 * The Decimal of each unit: its unit and its JSON (the unit's fixed-places wire text) on the
 * prototype, so a money value costs what a Decimal costs. decimal.js sets each instance's own
 * `constructor` to Decimal, so arithmetic on a money value answers a plain Decimal, as before.
 */
function moneyClass(unit: MoneyUnit): new (value: Decimal) => Decimal {
  const places = MONEY_PLACES[unit];
  class MoneyOfUnit extends Decimal {
    toJSON() {
      return this.toFixed(places);
    }
  }
  Object.defineProperty(MoneyOfUnit.prototype, UNIT, { value: unit });
  return MoneyOfUnit;
}
const MONEY_CLASS: Record<MoneyUnit, new (value: Decimal) => Decimal> = {
  Ucd: moneyClass('Ucd'),
  Bs: moneyClass('Bs'),
  Rate: moneyClass('Rate'),
  Percent: moneyClass('Percent'),
};

/** Gives `value` (copied) its unit. */
function tag<U extends MoneyUnit>(unit: U, value: Decimal): Money<U> {
  return new MONEY_CLASS[unit](value) as Money<U>;
}

function parse(unit: MoneyUnit, value: MoneyInput): Decimal {
  const places = MONEY_PLACES[unit];
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return new Decimal(value);
    throw new Error(`${unit}: ${value} is not a safe integer; a fraction must come as decimal text, never as a float`);
  }
  if (typeof value === 'string') {
    if (WIRE_PATTERN[unit].test(value)) return new Decimal(value);
    throw new Error(`${unit}: '${value}' is not plain decimal text (dot, no exponent) with at most ${places} decimals`);
  }
  if (Decimal.isDecimal(value)) {
    const d = new Decimal(value);
    if (!d.isFinite()) throw new Error(`${unit}: ${d.toString()} is not an amount`);
    if (d.decimalPlaces() > places) throw new Error(`${unit}: ${d.toString()} has more than ${places} decimals; round it first`);
    return d;
  }
  throw new Error(`${unit}: ${String(value)} is not an amount`);
}

/** A money value of `unit` (see MoneyInput); throws on anything else. */
export const money = <U extends MoneyUnit>(unit: U, value: MoneyInput): Money<U> => tag(unit, parse(unit, value));
/** A UCD amount: 4 decimals at most. */
export const ucd = (value: MoneyInput): Ucd => money('Ucd', value);
/** A Bs amount: 2 decimals at most. */
export const bs = (value: MoneyInput): Bs => money('Bs', value);
/** An exchange rate (Bs per UCD): 8 decimals at most. */
export const rate = (value: MoneyInput): Rate => money('Rate', value);
/** A percentage ('16' is 16 %): 2 decimals at most. */
export const percent = (value: MoneyInput): Percent => money('Percent', value);

/** The unit of a money value; throws for a Decimal that was never built by a constructor. */
export function unitOf<U extends MoneyUnit>(value: Money<U>): U {
  const u = (value as { readonly [UNIT]?: U } | null | undefined)?.[UNIT];
  if (!u) throw new Error('not a money value: build it with ucd(), bs(), rate() or percent()');
  return u;
}

/** Any Decimal rounded half-up to the places of `unit`: how a computed amount becomes money. */
export const round = <U extends MoneyUnit>(unit: U, value: Decimal): Money<U> =>
  tag(unit, new Decimal(value).toDecimalPlaces(MONEY_PLACES[unit], Decimal.ROUND_HALF_UP));

/** Wire text with exactly the unit's places ('1234.50' Bs, '12.5000' UCD). */
export const toWire = <U extends MoneyUnit>(value: Money<U>): WireText<U> => value.toFixed(MONEY_PLACES[unitOf(value)]) as WireText<U>;
/** The money value of wire text of `unit`. */
export const fromWire = <U extends MoneyUnit>(unit: U, text: WireText<NoInfer<U>>): Money<U> => money(unit, text);
