// Formatting as spec 000 section 9 shows it: 1.234,56 with a prefix; 4 decimals for UCD;
// DD/MM/YYYY; MMM YYYY; ids padded to 4 digits. Amounts are formatted from decimals, not floats.
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { DOCUMENT_TYPES, ID_PAD } from '../constants/index.ts';
import { dec, roundTo, type Amount } from '../money/index.ts';

function groupThousands(digits: string) {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** '1.234,56' with `decimals` places, half-up; `prefix` is followed by one space when given. */
export function formatNumber(value: Amount | null | undefined, opts: { decimals?: number; prefix?: string } = {}) {
  const { decimals = 2, prefix = '$' } = opts;
  const d = roundTo(value ?? 0, decimals);
  const [int, frac] = d.abs().toFixed(decimals).split('.');
  const body = groupThousands(int) + (decimals > 0 ? `,${frac}` : '');
  const sign = d.isNegative() && !d.isZero() ? '-' : '';
  return prefix ? `${prefix} ${sign}${body}` : `${sign}${body}`;
}

export const formatBs = (value: Amount | null | undefined) => formatNumber(value, { prefix: 'Bs.' });
export const formatUcd = (value: Amount | null | undefined) => formatNumber(value, { decimals: 4, prefix: 'UCD' });
export const formatPlain = (value: Amount | null | undefined, decimals = 2) => formatNumber(value, { decimals, prefix: '' });
export const formatPercent = (value: Amount | null | undefined) => `${formatNumber(value, { prefix: '' })} %`;

export const padId = (id: number | string, width = ID_PAD) => String(id).padStart(width, '0');

type DateInput = string | Date | null | undefined;

/** Parses 'YYYY-MM-DD' (and date-times) as a local calendar date: no day shift by time zone. */
export function parseDate(value: DateInput) {
  if (!value) return null;
  if (value instanceof Date) return dayjs(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
  if (m && value.length === 10) return dayjs(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

const stripDot = (s: string) => s.replace(/\./g, '');

export const formatDate = (v: DateInput) => parseDate(v)?.format('DD/MM/YYYY') ?? '';
export const formatDayMonth = (v: DateInput) => (parseDate(v) ? stripDot(parseDate(v)!.locale('es').format('DD MMM')) : '');
export const formatPeriod = (v: DateInput) => (parseDate(v) ? stripDot(parseDate(v)!.locale('es').format('MMM YYYY')) : '');
export const formatRouteTime = (v: string | null | undefined) => {
  if (!v) return '';
  const m = /^(\d{1,2}):(\d{2})/.exec(v);
  return m ? dayjs().hour(Number(m[1])).minute(Number(m[2])).format('hh:mm A') : v;
};

/** Period of a bill: a range when since and until fall in different months, else one month, else the creation month. */
export function formatPeriodRange(since: DateInput, until: DateInput, createdAt: DateInput) {
  const a = formatPeriod(since);
  const b = formatPeriod(until);
  if (a && b && a !== b) return `${a} - ${b}`;
  return a || b || formatPeriod(createdAt);
}

/** 'YYYY-MM-DD' for the API. */
export const toApiDate = (v: DateInput) => parseDate(v)?.format('YYYY-MM-DD') ?? '';
/** Discounts go out as 'YYYY-MM-DD HH:mm:ss'. */
export const toApiDateTime = (v: DateInput) => parseDate(v)?.format('YYYY-MM-DD HH:mm:ss') ?? '';

/** Input dates typed DD-MM-YYYY (or DD/MM/YYYY) are sent as YYYY-MM-DD; YYYY-MM-DD passes through. */
export function fromInputDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  let m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(v);
  if (m) return validYmd(m[3], m[2], m[1]);
  m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (m) return validYmd(m[1], m[2], m[3]);
  return null;
}

function validYmd(y: string, mo: string, d: string) {
  const date = new Date(Number(y), Number(mo) - 1, Number(d));
  if (date.getFullYear() !== Number(y) || date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return null;
  return `${y}-${mo}-${d}`;
}

/** 'V-12345678'. */
export function documentLabel(typeId: number | null | undefined, document: string | null | undefined) {
  if (!document) return '';
  const prefix = DOCUMENT_TYPES.find((t) => t.id === typeId)?.prefix ?? '';
  return `${prefix}${document}`;
}

export const fullName = (name?: string | null, lastname?: string | null) => [name, lastname].filter(Boolean).join(' ').trim();

