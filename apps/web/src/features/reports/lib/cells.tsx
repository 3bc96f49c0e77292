// The cells the reports share: money with the shared formatters (Bs. 2 decimals, UCD 4), days as
// DD/MM/YYYY, instants as the portal's day and time (America/Caracas, ADR 016), and the sales
// book's and voided bills' statuses as badges.
import { BILL_STATUS } from '@aseo/shared/constants';
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';
import { formatBs, formatDate, formatPercent, formatPlain, formatUcd } from '@aseo/shared/format';
import { StatusBadge } from '../../../components/StatusBadge.tsx';

export const bsCell = (v: string | null | undefined) => (v === null || v === undefined ? '—' : formatBs(v));
export const ucdCell = (v: string | null | undefined) => (v === null || v === undefined ? '—' : formatUcd(v));
export const percentCell = (v: string | null | undefined) => (v === null || v === undefined ? '—' : formatPercent(v));
/** A UCD-Bs rate with the 4 decimals of its input (000 section 9). */
export const rateCell = (v: string | null | undefined) => (v === null || v === undefined ? '—' : formatPlain(v, 4));
export const dayCell = (v: string | null | undefined) => (v ? formatDate(v) : '—');

const instantFormat = new Intl.DateTimeFormat('es-VE', {
  timeZone: PORTAL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the portal's day and time: '12/11/2026 14:05'. */
export function instantCell(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  const parts = Object.fromEntries(instantFormat.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A bill's status as its badge ('Reversado' red, 'Anulado' gray…), in the API's words. */
export const billStatusCell = (status: number, text: string) => <StatusBadge kind="bill" status={status} label={text} />;

/** The sales book's 'Activa' / 'Anulada' (000 section 9), coloured as an accepted or annulled bill. */
export const salesStatusCell = (annulled: boolean, text: string) => (
  <StatusBadge kind="bill" status={annulled ? BILL_STATUS.CANCELLED : BILL_STATUS.ACCEPTED} label={text} />
);
