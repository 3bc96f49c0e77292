// The one reader of an amount a person typed or a client sent (issue 25): digits, then at most the
// unit's decimals after one '.' or ',' (the portal's decimal comma), spaces around dropped. Nothing
// else is an amount: no sign, exponent, thousands separator, bare separator ('.5', '5.'), word
// ('NaN', 'Infinity') or non-ASCII digit; a JSON number only when its shortest text is such digits
// (so 1e21, -1 or 0.1 + 0.2 are refused, never rounded). It answers the amount as wire text (dot,
// no leading zeros) or why it is none, so every field refuses the same inputs and names itself.
import { MAX_NUMBER } from '../constants/limits.ts';
import { MONEY_PLACES, type MoneyUnit } from './places.ts';

/** Amounts stay below MAX_NUMBER (10^13, so 13 integer digits): any sum of them fits numeric(20, 2). */
const MAX_DIGITS = String(MAX_NUMBER).length - 1;

const SHAPE = /^(\d+)(?:[.,](\d+))?$/;

/** Why a value is not an amount: not digits at all, more decimals than allowed, 10^13 or more. */
export type MoneyTextProblem = 'invalid' | 'places' | 'tooLarge';
export type MoneyText = { ok: true; text: string } | { ok: false; problem: MoneyTextProblem };

/** Reads `value` as a non-negative amount with at most `places` decimals (a unit's, or a field's own). */
export function readMoneyText(value: unknown, places: MoneyUnit | number = 'Bs'): MoneyText {
  const max = typeof places === 'number' ? places : MONEY_PLACES[places];
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
  const m = text === undefined ? null : SHAPE.exec(text);
  if (!m) return { ok: false, problem: 'invalid' };
  const int = m[1]!.replace(/^0+(?=\d)/, '');
  const frac = m[2] ?? '';
  if (frac.length > max) return { ok: false, problem: 'places' };
  if (int.length > MAX_DIGITS) return { ok: false, problem: 'tooLarge' };
  return { ok: true, text: frac ? `${int}.${frac}` : int };
}

/** True when a read amount is zero ('0', '0.00'). */
export const isZeroText = (text: string) => /^0(\.0*)?$/.test(text);
