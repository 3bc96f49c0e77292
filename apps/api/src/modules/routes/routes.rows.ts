// Reading one row of a routes file (docs/routes.md): the template's columns by header (accents and
// case ignored), days as Si/No (also X, 1/0, Sí, blank = No), the hour as 'hh:mm AM/PM', 'HH:mm' or
// an Excel time, lengths as the table holds them. A row is either a route or a reason in Spanish.
import { ROUTE_DAY_LABELS, ROUTE_DAYS, type RouteDay } from '@aseo/shared/contracts';
import { fillMessage, MSG } from '@aseo/shared/messages';

const R = MSG.routes;

export const ROUTE_COLUMNS = [
  { key: 'route_type', header: 'Tipo de unidad', required: true },
  { key: 'route_number', header: 'Número de ruta', required: true },
  ...ROUTE_DAYS.map((d) => ({ key: d, header: ROUTE_DAY_LABELS[d], required: true })),
  { key: 'turn', header: 'Turno', required: false },
  { key: 'description', header: 'Descripción', required: false },
  { key: 'hour', header: 'Hora', required: false },
] as const;
export type RouteColumn = (typeof ROUTE_COLUMNS)[number]['key'];

export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

export type ParsedRoute = { route_type: string; route_number: string; turn: string | null; description: string | null; hour: string | null } & Record<
  RouteDay,
  number
>;

const YES = new Set(['si', 'x', '1', 'true', 'yes']);
const NO = new Set(['', 'no', '0', 'false', '-']);

/** 'HH:mm' from '7:30', '07:30 am', '7:30 p. m.', '19:30:00', an ISO date-time or an Excel day fraction; null when unreadable. */
export function readHour(text: string): string | null {
  const t = fold(text).replace(/\./g, '').replace(/\s+/g, ' ');
  const iso = /t(\d{2}):(\d{2})/.exec(t);
  if (iso) return `${iso[1]}:${iso[2]}`;
  if (/^0?\.\d+$|^0$/.test(t)) {
    const minutes = Math.round(Number(t) * 24 * 60) % (24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})? ?(am|pm|a m|p m)?$/.exec(t);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  const half = m[3]?.replace(' ', '');
  if (min > 59 || (half ? h < 1 || h > 12 : h > 23)) return null;
  if (half === 'am' && h === 12) h = 0;
  if (half === 'pm' && h < 12) h += 12;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

const LIMITS: Partial<Record<RouteColumn, number>> = { route_type: 80, route_number: 40, turn: 40, description: 500 };

/** The route of a row, or the reason it is refused. */
export function parseRouteRow(cells: Partial<Record<RouteColumn, string>>): ParsedRoute | { error: string } {
  const text = (k: RouteColumn) => cells[k]?.trim() ?? '';
  for (const [k, max] of Object.entries(LIMITS) as [RouteColumn, number][]) {
    if (text(k).length > max) return { error: fillMessage(R.tooLong, { field: ROUTE_COLUMNS.find((c) => c.key === k)!.header }) };
  }
  if (!text('route_type')) return { error: R.typeRequired };
  if (!text('route_number')) return { error: R.numberRequired };
  const days = {} as Record<RouteDay, number>;
  for (const d of ROUTE_DAYS) {
    const v = fold(text(d));
    if (YES.has(v)) days[d] = 1;
    else if (NO.has(v)) days[d] = 0;
    else return { error: fillMessage(R.badDay, { day: ROUTE_DAY_LABELS[d] }) };
  }
  if (!ROUTE_DAYS.some((d) => days[d])) return { error: R.noDays };
  const hour = text('hour') ? readHour(text('hour')) : null;
  if (text('hour') && !hour) return { error: R.badHour };
  return {
    route_type: text('route_type'),
    route_number: text('route_number'),
    ...days,
    turn: text('turn') || null,
    description: text('description') || null,
    hour,
  };
}
