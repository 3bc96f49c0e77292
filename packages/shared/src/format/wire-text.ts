// Money shown straight from its wire text ('1234.50' Bs, '12.5000' UCD), without decimal.js: the
// text already has at most the unit's places, so showing it is padding and grouping digits, never
// arithmetic and never a float. The same text as formatBs / formatUcd give for the same amount
// (test/format.test.ts); the taxpayer's home uses these so that its first load carries no decimal
// library (docs/decisions/027-light-first-load.md).
import { MONEY_PLACES, WIRE_PATTERN, type MoneyUnit } from '../money/places.ts';
import type { WireText } from '../money/wire.ts';

/** '1234567' → '1.234.567'. */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

type Shown<U extends MoneyUnit> = WireText<U> | null | undefined;

function parts<U extends MoneyUnit>(unit: U, text: Shown<U>) {
  const t = text === null || text === undefined || text === '' ? '0' : String(text);
  if (!WIRE_PATTERN[unit].test(t)) throw new Error(`${unit}: '${t}' is not wire text`);
  const negative = t.startsWith('-');
  const [int = '0', frac = ''] = (negative ? t.slice(1) : t).split('.');
  const digits = int.replace(/^0+(?=\d)/, '');
  const places = frac.padEnd(MONEY_PLACES[unit], '0');
  return { negative: negative && /[1-9]/.test(digits + places), digits, places };
}

const show = <U extends MoneyUnit>(unit: U, text: Shown<U>, prefix: string) => {
  const { negative, digits, places } = parts(unit, text);
  return `${prefix} ${negative ? '-' : ''}${groupThousands(digits)},${places}`;
};

/** 'Bs. 1.234,56' from Bs wire text (null, undefined and '' show as 0). */
export const formatBsText = (text: Shown<'Bs'>) => show('Bs', text, 'Bs.');
/** 'UCD 1,2345' from UCD wire text. */
export const formatUcdText = (text: Shown<'Ucd'>) => show('Ucd', text, 'UCD');
/** True when the wire text is an amount of zero ('0.00', '-0.0000'). */
export const isZeroWire = <U extends MoneyUnit>(unit: U, text: Shown<U>) => {
  const { digits, places } = parts(unit, text);
  return !/[1-9]/.test(digits + places);
};
