// Rules of the number input (spec 000 section 5): the text typed becomes the value sent, or a refusal
// with the field's message. A separator is never dropped: digits are never joined across one.
//  - digits: identifiers (phone, account number): anything but a digit is dropped as typed.
//  - integer (and decimal with precision 0): digits only; any '.' or ',' is refused, never joined.
//  - decimal: one ',' or '.' is the decimal separator ("7,5" and "7.5" are 7.5). Two or more
//    separators are read only in the unambiguous Venezuelan grouping: '.' every three digits and an
//    optional ',' decimal ("1.234,56" → 1234.56, "1.234.567" → 1234567); anything else ("1,234.5",
//    "1.2.3", "12.34,5") is refused rather than guessed. Decimals beyond the precision are refused
//    (as typed they are cut at the precision, visibly in the field).
// Values are always below 1e13; input at or above it keeps the previous text.
import { MAX_NUMBER } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { digitsOnly } from '@aseo/shared/schemas';

export type NumberMode = { kind: 'digits' } | { kind: 'integer' } | { kind: 'decimal'; precision?: number };
export type NumberReading = { ok: true; value: string } | { ok: false; message: string };

const GROUPED = /^\d{1,3}(\.\d{3})+(,\d*)?$/;
const refuse = (message: string = MSG.server.invalidNumber): NumberReading => ({ ok: false, message });
const wholeOnly = (mode: NumberMode) => mode.kind === 'integer' || (mode.kind === 'decimal' && mode.precision === 0);

/** Splits a typed number into its integer and decimal digits, or null when its separators are refused. */
function split(text: string, mode: NumberMode): { int: string; frac: string } | null {
  const separators = text.match(/[.,]/g)?.length ?? 0;
  if (separators === 0) return { int: text, frac: '' };
  if (wholeOnly(mode)) return null;
  if (separators === 1) {
    const [int = '', frac = ''] = text.split(/[.,]/);
    return { int, frac };
  }
  if (!GROUPED.test(text)) return null;
  const [int = '', frac = ''] = text.replace(/\./g, '').split(',');
  return { int, frac };
}

/** The value a typed text sends (dot decimal, no grouping; '' when blank), or the refusal message. */
export function readNumber(text: string, mode: NumberMode): NumberReading {
  const t = text.trim();
  if (mode.kind === 'digits') return { ok: true, value: digitsOnly(t) };
  if (t === '') return { ok: true, value: '' };
  if (!/^[\d.,]+$/.test(t)) return refuse();
  const parts = split(t, mode);
  if (!parts) return refuse();
  const precision = mode.kind === 'decimal' ? mode.precision : 0;
  if (precision !== undefined && parts.frac.length > precision) return refuse();
  const int = parts.int === '' ? '0' : parts.int;
  if (int.length > 13 || Number(int) >= MAX_NUMBER) return refuse(MSG.server.numberTooLarge);
  return { ok: true, value: parts.frac ? `${int}.${parts.frac}` : int };
}

/**
 * The text the field keeps after a keystroke: digits mode keeps digits only; the others drop what is
 * neither a digit nor a separator (a minus sign, letters) and cut decimals beyond the precision; an
 * amount at or above 1e13 keeps the previous text.
 */
export function sanitizeNumber(next: string, previous: string, mode: NumberMode): string {
  // identifiers are no amounts: a 20-digit account number is fine (the field's maxLength bounds it)
  if (mode.kind === 'digits') return digitsOnly(next);
  let text = next.replace(/[^\d.,]/g, '');
  const precision = mode.kind === 'decimal' ? mode.precision : undefined;
  const parts = mode.kind === 'decimal' && precision ? split(text, mode) : null;
  if (parts && precision && parts.frac.length > precision) text = text.slice(0, text.length - (parts.frac.length - precision));
  const reading = readNumber(text, mode);
  return !reading.ok && reading.message === MSG.server.numberTooLarge ? previous : text;
}

/**
 * What the field hands its form: the value read, or a refused text with its dots written as commas,
 * so that neither Number() nor a shared schema can read it as a number ("1.000" in an integer field
 * never becomes 1): the form's own check then refuses it too.
 */
export function handedValue(text: string, mode: NumberMode): string {
  const reading = readNumber(text, mode);
  return reading.ok ? reading.value : text.replace(/\./g, ',');
}

/** The hint under the field: the value it will send, when it differs from what was typed. */
export function sentHint(text: string, mode: NumberMode): string | undefined {
  const reading = readNumber(text, mode);
  return reading.ok && reading.value !== '' && reading.value !== text.trim() ? `Se enviará: ${reading.value}` : undefined;
}

/**
 * The text a value set from outside shows (a prefilled amount, a loaded record): in a decimal field
 * the portal's decimal comma ('238.65' shows '238,65', as amounts read everywhere else), without
 * thousands dots, so that the text can be edited digit by digit and reads back as the same value.
 */
export function shownNumber(value: string, mode: NumberMode): string {
  return mode.kind === 'decimal' && /^\d+\.\d+$/.test(value.trim()) ? value.trim().replace('.', ',') : value;
}
