// Date picker range rules (spec 000 section 9): the year range defaults to 100 years back from the
// max date, or 10 years ahead of today when there is no max date.
import dayjs from 'dayjs';

export function dateBounds(opts: { min?: string | null; max?: string | null; today?: string } = {}) {
  const today = dayjs(opts.today ?? undefined);
  const max = opts.max ? dayjs(opts.max) : today.add(10, 'year');
  const min = opts.min ? dayjs(opts.min) : max.subtract(100, 'year');
  return { minDate: min.format('YYYY-MM-DD'), maxDate: max.format('YYYY-MM-DD') };
}
