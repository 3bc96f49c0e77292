// Date picker range rules (spec 000 section 9): the year range defaults to 100 years back from the
// max date, or 10 years ahead of today when there is no max date; a date typed as dd/mm/aaaa obeys
// the same range.
// "Today" is the portal's day (America/Caracas, ADR 016), not the browser's: from 20:00 in Caracas a
// browser on UTC is already on tomorrow.
import dayjs from 'dayjs';
import { formatDate, fromInputDate } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';

export function dateBounds(opts: { min?: string | null; max?: string | null; today?: string } = {}) {
  const today = dayjs(opts.today ?? todayYmd());
  const max = opts.max ? dayjs(opts.max) : today.add(10, 'year');
  const min = opts.min ? dayjs(opts.min) : max.subtract(100, 'year');
  return { minDate: min.format('YYYY-MM-DD'), maxDate: max.format('YYYY-MM-DD') };
}

/** The day a calendar opens on: the value, else the portal's today, kept inside the bounds (a picker never opens on a month of disabled days). */
export function openingDay(value: string | null | undefined, minDate: string, maxDate: string, today: string = todayYmd()): string {
  if (value) return value;
  if (today > maxDate) return maxDate;
  if (today < minDate) return minDate;
  return today;
}

const MONTHS = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

/** Month dropdown: value is the month index (0–11). */
export const monthOptions = () => MONTHS.map((label, i) => ({ value: String(i), label }));

/** Year dropdown from the range's bounds, newest first. */
export function yearOptions(minDate: string, maxDate: string) {
  const from = dayjs(minDate).year();
  const to = dayjs(maxDate).year();
  return Array.from({ length: to - from + 1 }, (_, i) => String(to - i));
}

/** What a date typed into the field says: nothing, a date inside the bounds, or why it is refused. */
export type TypedDate = { kind: 'empty' } | { kind: 'date'; value: string } | { kind: 'refused'; message: string };

const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const TYPED_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * A date typed as dd/mm/aaaa (also d/m/aaaa, with '-' or '.' between, or the 8 digits ddmmaaaa): the
 * 'YYYY-MM-DD' it names when that day exists and lies within [minDate, maxDate], else the message.
 */
export function readTypedDate(text: string, minDate: string, maxDate: string): TypedDate {
  const t = text.trim();
  if (t === '') return { kind: 'empty' };
  const m = TYPED.exec(t) ?? TYPED_DIGITS.exec(t);
  const ymd = m ? fromInputDate(`${m[1]!.padStart(2, '0')}/${m[2]!.padStart(2, '0')}/${m[3]}`) : null;
  if (!ymd) return { kind: 'refused', message: MSG.common.dateInvalid };
  if (ymd < minDate) return { kind: 'refused', message: fillMessage(MSG.common.dateTooEarly, { date: formatDate(minDate) }) };
  if (ymd > maxDate) return { kind: 'refused', message: fillMessage(MSG.common.dateTooLate, { date: formatDate(maxDate) }) };
  return { kind: 'date', value: ymd };
}

/**
 * The text the field keeps after a keystroke: digits and separators, at most 10 characters; typing
 * the second digit of the day or of the month adds the '/' after it, and a separator typed right
 * after one is dropped ("15032025" and "15/03/2025" both become "15/03/2025" as typed).
 */
export function typedDateText(next: string, previous: string): string {
  const text = next.replace(/[^\d/.-]/g, '').slice(0, 10);
  const appended = text.length === previous.length + 1 && text.startsWith(previous);
  if (!appended) return text;
  if (/[/.-]$/.test(text) && (previous === '' || /[/.-]$/.test(previous))) return previous;
  return /^\d{2}$|^\d{1,2}[/.-]\d{2}$/.test(text) ? `${text}/` : text;
}
