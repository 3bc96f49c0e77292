// Dates as 000 section 9 shows them: DD/MM/YYYY, DD MMM, MMM YYYY in Spanish, route times
// hh:mm A, and YYYY-MM-DD to the API. A 'YYYY-MM-DD' text is a calendar date: it is read in local
// time, so it never shifts a day whatever the time zone.
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { dayOfInstant } from '../billing/days.ts';

export type DateInput = string | Date | Dayjs | null | undefined;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A dayjs of the input, or null when empty or invalid. 'YYYY-MM-DD' is a local calendar date. */
export function parseDate(value: DateInput): Dayjs | null {
  if (!value) return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayjs(value);
  const m = YMD.exec(value.trim());
  const d = m ? dayjs(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : dayjs(value.trim());
  if (!d.isValid()) return null;
  if (m && d.format('YYYY-MM-DD') !== value.trim()) return null; // 2026-02-31 rolls over: refuse it
  return d;
}

// dayjs's Spanish short months end with a dot ('ene.'): the spec shows them without
const spanish = (d: Dayjs | null, pattern: string) => (d ? d.locale('es').format(pattern).replace(/\./g, '') : '');

/** 'DD/MM/YYYY'. */
export const formatDate = (v: DateInput) => parseDate(v)?.format('DD/MM/YYYY') ?? '';
/**
 * 'DD/MM/YYYY' of an instant the API sends (a row's `created_at`): the portal's calendar day of it
 * (ADR 016), whatever the browser's zone — from 20:00 in Caracas a browser on UTC is already on
 * tomorrow. '' when empty or invalid.
 */
export function formatInstantDate(v: string | Date | null | undefined): string {
  if (!v) return '';
  const at = v instanceof Date ? v : new Date(v);
  return Number.isNaN(at.getTime()) ? '' : formatDate(dayOfInstant(at));
}
/** 'DD MMM' in Spanish ('07 may'). */
export const formatDayMonth = (v: DateInput) => spanish(parseDate(v), 'DD MMM');
/** 'MMM YYYY' in Spanish ('ene 2026'). */
export const formatPeriod = (v: DateInput) => spanish(parseDate(v), 'MMM YYYY');
/** The whole month and year in Spanish, as a sentence names it ('febrero 2026'). */
export const formatMonthYear = (v: DateInput) => spanish(parseDate(v), 'MMMM YYYY');

/**
 * Period of a bill (001 "Voucher history"): a range when since and until fall in different months,
 * else that one month, else the creation month.
 */
export function formatPeriodRange(since: DateInput, until: DateInput, createdAt: DateInput): string {
  const a = formatPeriod(since);
  const b = formatPeriod(until);
  if (a && b && a !== b) return `${a} - ${b}`;
  return a || b || formatPeriod(createdAt);
}

/** Route time 'hh:mm A' from 'HH:mm' or 'HH:mm:ss' ('14:30' → '02:30 PM'); other text unchanged. */
export function formatRouteTime(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return value;
  const h = Number(m[1]);
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'YYYY-MM-DD' for the API ('' when empty or invalid). */
export const toApiDate = (v: DateInput) => parseDate(v)?.format('YYYY-MM-DD') ?? '';
/** Discounts go out as 'YYYY-MM-DD HH:mm:ss'. */
export const toApiDateTime = (v: DateInput) => parseDate(v)?.format('YYYY-MM-DD HH:mm:ss') ?? '';

/** An optional time after a YYYY-MM-DD date: ' HH:mm', ' HH:mm:ss', 'THH:mm:ss.sssZ', with an optional offset. */
const TIME = /^(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * A date typed DD-MM-YYYY (or DD/MM/YYYY) as YYYY-MM-DD; YYYY-MM-DD (optionally followed by a
 * real time) passes through as its date. null when empty or not a real calendar date: 2026-02-30
 * does not roll over to March, and '2026-01-01 garbage' is no date.
 */
export function fromInputDate(value: string | null | undefined): string | null {
  if (!value || typeof value !== 'string') return null;
  const v = value.trim();
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(v);
  if (dmy) return realDate(dmy[3], dmy[2], dmy[1]);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})(.*)$/s.exec(v);
  if (ymd && TIME.test(ymd[4])) return realDate(ymd[1], ymd[2], ymd[3]);
  return null;
}

/** The date as YYYY-MM-DD when it exists in the calendar (years 1000–9999), else null. */
function realDate(y: string, mo: string, d: string): string | null {
  if (Number(y) < 1000) return null;
  const date = new Date(Number(y), Number(mo) - 1, Number(d));
  const real = date.getFullYear() === Number(y) && date.getMonth() === Number(mo) - 1 && date.getDate() === Number(d);
  return real ? `${y}-${mo}-${d}` : null;
}

/**
 * The calendar date of a database DATE column ('YYYY-MM-DD'). The driver returns it as midnight
 * UTC, so its UTC fields are the date whatever the server's time zone.
 */
export const dbDateToYmd = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : '');
