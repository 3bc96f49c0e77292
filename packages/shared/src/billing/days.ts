// Calendar days of the billing rules: 'YYYY-MM-DD' text, counted as whole days with no time of
// day and no time zone, so interest days and "as of" dates never shift with the clock. Timestamps
// (a row's created_at, a rate's valid_from) become the calendar day of the portal's time zone.
import { BillingError } from './errors.ts';

/** A calendar day, 'YYYY-MM-DD'. */
export type Day = string;
/** A day as it arrives: 'YYYY-MM-DD' text, ISO date-time text, or a Date. */
export type DayLike = string | Date;

/** The portal's time zone (Venezuela): the billing run uses the same one. */
export const PORTAL_TIME_ZONE = 'America/Caracas';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a valid day; throws on anything else ('2026-02-30' included). */
export function dayNumber(day: Day): number {
  const m = DAY.exec(day);
  if (!m) throw new BillingError(`invalid day: ${day}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== day) throw new BillingError(`invalid day: ${day}`);
  return ms / MS_PER_DAY;
}

/** The day `n` days after 1970-01-01. */
export const dayFromNumber = (n: number): Day => new Date(n * MS_PER_DAY).toISOString().slice(0, 10);

export const isDay = (text: string): boolean => {
  try {
    dayNumber(text);
    return true;
  } catch {
    return false;
  }
};

export const addDays = (day: Day, n: number): Day => dayFromNumber(dayNumber(day) + n);
/** b − a in days (positive when b is later). */
export const daysBetween = (a: Day, b: Day): number => dayNumber(b) - dayNumber(a);

/** The first day of the day's month. */
export const monthStart = (day: Day): Day => `${day.slice(0, 7)}-01`;
/** The last day of the day's month (a notice is due then). */
export function monthEnd(day: Day): Day {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return dayFromNumber(Date.UTC(y, m, 0) / MS_PER_DAY);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Days of minutes already asked for, by zone: a statement asks for the same rate changes' and fines'
 * instants on every read, and "today" is asked for with a new instant on every call.
 */
const knownMinutes = new Map<string, Map<number, Day>>();
/** Minutes remembered per zone; past it the zone's memory starts again. */
const KNOWN_MINUTES_CAP = 4096;
const MS_PER_MINUTE = 60_000;

/** The calendar day of the instant `ms` in `timeZone` (Intl's formatToParts: the slow part, ≈ 5 µs). */
function zoneDay(ms: number, timeZone: string): Day {
  let year = '';
  let month = '';
  let day = '';
  for (const p of formatter(timeZone).formatToParts(ms)) {
    if (p.type === 'year') year = p.value;
    else if (p.type === 'month') month = p.value;
    else if (p.type === 'day') day = p.value;
  }
  return `${year}-${month}-${day}`;
}

/**
 * The calendar day of an instant in `timeZone`. Remembered by minute: a minute whose first and last
 * millisecond fall on the same day falls wholly on it (a zone's midnight is crossed once in a minute at
 * most); a minute that holds a midnight (an offset with seconds, before 1972) is not remembered.
 */
export function dayOfInstant(at: Date, timeZone: string = PORTAL_TIME_ZONE): Day {
  const ms = at.getTime();
  if (Number.isNaN(ms)) throw new BillingError('invalid date');
  let known = knownMinutes.get(timeZone);
  if (!known) knownMinutes.set(timeZone, (known = new Map()));
  const minute = Math.floor(ms / MS_PER_MINUTE);
  const day = known.get(minute);
  if (day !== undefined) return day;
  const first = zoneDay(minute * MS_PER_MINUTE, timeZone);
  if (first !== zoneDay(minute * MS_PER_MINUTE + MS_PER_MINUTE - 1, timeZone)) return zoneDay(ms, timeZone);
  if (known.size >= KNOWN_MINUTES_CAP) known.clear();
  known.set(minute, first);
  return first;
}

/**
 * A day from what a row carries. 'YYYY-MM-DD' is taken as it is. A PostgreSQL `date` column
 * (`dateOnly`) arrives from Prisma as a Date at UTC midnight: its UTC day. Any other Date or
 * date-time text is an instant: its day in `timeZone`.
 */
export function toDay(value: DayLike, { dateOnly = false, timeZone = PORTAL_TIME_ZONE }: { dateOnly?: boolean; timeZone?: string } = {}): Day {
  if (typeof value === 'string') {
    const text = value.trim();
    if (DAY.test(text)) {
      dayNumber(text);
      return text;
    }
    return toDay(new Date(text), { dateOnly, timeZone });
  }
  if (Number.isNaN(value.getTime())) throw new BillingError('invalid date');
  return dateOnly ? value.toISOString().slice(0, 10) : dayOfInstant(value, timeZone);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** Minutes `timeZone` is ahead of UTC at an instant (Caracas: −240). */
function zoneOffsetMinutes(at: number, timeZone: string): number {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, f);
  }
  const name = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * The instant a wall-clock time of a day has in `timeZone` ('2026-11-26', '00:00' → 04:00 UTC in
 * Caracas): a time the office schedules ("send it on the 26th") starts on the portal's day, not on
 * the server's. Throws on a day or time that does not exist.
 */
export function instantOf(day: Day, time = '00:00', timeZone: string = PORTAL_TIME_ZONE): Date {
  dayNumber(day);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!t || Number(t[1]) > 23 || Number(t[2]) > 59 || Number(t[3] ?? 0) > 59) throw new BillingError(`invalid time: ${time}`);
  const wall = Date.parse(`${day}T${t[1]}:${t[2]}:${t[3] ?? '00'}Z`);
  const first = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  // a zone whose offset changes between the guess and the answer (a DST edge): the second reading wins
  return new Date(wall - zoneOffsetMinutes(first, timeZone) * 60_000);
}
