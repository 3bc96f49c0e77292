// A route's collection days as an iCalendar feed (ours, docs/routes.md): one weekly event on the
// route's days at its hour (one hour long; all day when the route has no hour), in
// America/Caracas (UTC−4 all year, no daylight saving: its VTIMEZONE is one fixed rule). Calendar
// apps subscribe to the URL and pick up a new schedule after the next upload.
import { ROUTE_DAYS, type RouteDay } from '@aseo/shared/contracts';
import type { CollectionRoute } from '@aseo/db/client';

const TZ = 'America/Caracas';
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZ}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0400',
  'TZNAME:-04',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');
const BYDAY: Record<RouteDay, string> = { monday: 'MO', tuesday: 'TU', wednesday: 'WE', thursday: 'TH', friday: 'FR', saturday: 'SA', sunday: 'SU' };
/** The week the series starts in: Monday 5 January 2026. */
const ANCHOR = Date.UTC(2026, 0, 5);

export async function routeCalendar(route: CollectionRoute, portalName: string, url: string): Promise<string> {
  const { default: ical, ICalEventRepeatingFreq, ICalWeekday } = await import('ical-generator');
  const days = ROUTE_DAYS.filter((d) => route[d] === 1);
  const firstDay = ROUTE_DAYS.indexOf(days[0] ?? 'monday');
  const [h, m] = (route.hour ?? '00:00').split(':').map(Number) as [number, number];
  // with a time zone set, ical-generator writes the Date's UTC fields as that zone's wall time
  const start = new Date(ANCHOR + firstDay * 86_400_000 + (h * 60 + m) * 60_000);
  const cal = ical({ name: `${portalName}: ruta ${route.route_type} ${route.route_number}`, prodId: { company: portalName, product: 'rutas' }, url });
  cal.timezone({ name: TZ, generator: () => VTIMEZONE });
  cal.createEvent({
    id: `ruta-${route.id}@aseo-urbano`,
    start,
    end: route.hour ? new Date(start.getTime() + 3_600_000) : new Date(start.getTime() + 86_400_000),
    allDay: !route.hour,
    timezone: TZ,
    summary: `Recolección de basura: ruta ${route.route_type} ${route.route_number}`,
    description: [route.turn && `Turno: ${route.turn}`, route.description].filter(Boolean).join('\n') || undefined,
    repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: days.map((d) => ICalWeekday[BYDAY[d] as keyof typeof ICalWeekday]) },
  });
  return cal.toString();
}
