// Sanitizers behind the web's number and document inputs (spec 000 section 5): invalid keystrokes
// are dropped, not reported.
import { documentMaxLength, MAX_NUMBER } from '../constants/index.ts';

/** Keeps digits only. */
export const digitsOnly = (s: string) => s.replace(/\D+/g, '');

/** Non-negative number with optional decimals ('' allowed); `precision` caps the decimals. */
export function decimalOnly(s: string, precision?: number): string {
  let out = s.replace(',', '.').replace(/[^\d.]/g, '');
  const dot = out.indexOf('.');
  if (dot >= 0) out = out.slice(0, dot + 1) + out.slice(dot + 1).replace(/\./g, '');
  if (precision !== undefined && dot >= 0) out = precision === 0 ? out.slice(0, dot) : out.slice(0, dot + 1 + precision);
  return out;
}

/** Input at or above 1e13 is refused: the previous value stays. */
export function capBelowMax(next: string, previous: string): string {
  const int = next.split('.')[0] ?? '';
  return int.length > 13 || (int !== '' && Number(int) >= MAX_NUMBER) ? previous : next;
}

/** Document input: digits only, beyond the type's maximum length is ignored. */
export const limitDocument = (typeId: number | string | null | undefined, s: string) => digitsOnly(s).slice(0, documentMaxLength(typeId));
