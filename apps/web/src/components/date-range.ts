// Date picker range rules (spec 000 section 9): the year range defaults to 100 years back from the
// max date, or 10 years ahead of today when there is no max date.
// "Today" is the portal's day (America/Caracas, ADR 016), not the browser's: from 20:00 in Caracas a
// browser on UTC is already on tomorrow.
import dayjs from 'dayjs';
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
