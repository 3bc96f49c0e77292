// The staff home's instants as the portal's clock shows them (America/Caracas, ADR 016), whatever
// the zone of the browser: the time of the figures read and of the reports' summary.
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';
import { formatDate } from '@aseo/shared/format';

/** 'hh:mm a. m.' in Caracas. */
export const portalTime = (iso: string) => new Date(iso).toLocaleTimeString('es-VE', { hour: '2-digit', minute: '2-digit', timeZone: PORTAL_TIME_ZONE });

/** 'a las hh:mm', or 'el DD/MM/YYYY a las hh:mm' when the instant is of another portal day than `today`. */
export function portalWhen(iso: string, today: string) {
  const day = new Date(iso).toLocaleDateString('en-CA', { timeZone: PORTAL_TIME_ZONE });
  return `${day === today ? '' : `el ${formatDate(day)} `}a las ${portalTime(iso)}`;
}
