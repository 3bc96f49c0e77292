// The portal's days in SQL (ADR 016): `timestamp` columns hold UTC, and a day of the portal is a
// Caracas day. These two helpers are the only place the conversion is written.
import { Prisma } from '@aseo/db/client';
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';

/** The UTC instant (a `timestamp` without zone) at which portal day `day` ('YYYY-MM-DD') begins; the day is a parameter. */
export const portalMidnight = (day: string) => Prisma.sql`((${day}::date)::timestamp AT TIME ZONE ${PORTAL_TIME_ZONE}) AT TIME ZONE 'UTC'`;

/** SQL text: the portal's calendar day of a UTC `timestamp` column, as `dayOfInstant` gives it in JS. `column` is code, never input. */
export const portalDay = (column: string) => `((${column} AT TIME ZONE 'UTC') AT TIME ZONE '${PORTAL_TIME_ZONE}')::date`;
