// Amounts as banks write them in their statement exports: '1.234,56' (Venezuelan), '1,234.56',
// '1234.56', '1234,5', 'Bs. 580,00', '-35,00' or '(35,00)' for a debit. The decimal separator is
// the last of '.' and ',' when both appear; a lone separator is decimal unless it is followed by
// exactly three digits and repeats or leads a thousands group ('1.234' is 1234, as a Venezuelan
// bank writes it). The result is exact text with two decimals (ROUND_HALF_UP beyond them), never
// a float; null when the text is not an amount.
import { Decimal } from './decimal.ts';

export function parseBankAmount(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  let s = text
    .trim()
    .replace(/^(bs\.?s?|ves|bs\.?f)\s*/i, '')
    .replace(/\s+/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  if (s.endsWith('-')) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const dot = s.lastIndexOf('.');
  const comma = s.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (dot >= 0 && comma >= 0) decimal = dot > comma ? '.' : ',';
  else if (dot >= 0 || comma >= 0) {
    const sep = dot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    const thousands = parts.length > 2 || (parts[1]!.length === 3 && parts[0]!.length <= 3 && parts[0] !== '0' && parts[0] !== '');
    decimal = thousands ? null : sep;
    if (thousands && !parts.slice(1).every((p) => p.length === 3)) return null;
  }
  const group = decimal === '.' ? ',' : '.';
  const [int, frac = ''] = (decimal ? s.split(decimal) : [s]) as [string, string?];
  if (decimal && s.split(decimal).length > 2) return null;
  const digits = int.split(group).join('');
  if (!/^\d+$/.test(digits || '0') || !/^\d*$/.test(frac)) return null;
  const value = new Decimal(`${digits || '0'}.${frac || '0'}`).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return (negative ? value.neg() : value).toFixed(2);
}
