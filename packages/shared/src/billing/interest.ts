// Interest on an overdue notice (DOMAIN.md "Notices"; fine type 2, "intereses"):
//   interest = round4( total_with_iva × Σ_days (bankInterest% in force that day) / 100 / 360 )
// A notice is due on the last day of its month; interest runs from the next day to the as-of day,
// both included, each day at the annual bankInterest percentage in force that day (0 before the
// first entry). The sum is exact (decimal.js, 40 digits) and rounded half-up to 4 decimals ONCE:
// pieces are never rounded on their own, so cutting a period anywhere never changes the total.
import { Decimal, round, ucd, type Percent, type Ucd } from '../money/index.ts';
import { addDays, daysBetween, monthEnd, type Day } from './days.ts';
import { pieces, type History } from './history.ts';

export type InterestPiece = { from: Day; to: Day; days: number; rate: Percent | null };
export type AccruedInterest = { amount: Ucd; days: number; pieces: InterestPiece[] };

/** The first day a notice of `period` bears interest: the day after its month ends. */
export const overdueFrom = (period: Day): Day => addDays(monthEnd(period), 1);

/** Days overdue on `asOf` (0 until the month has ended). */
export const daysOverdue = (period: Day, asOf: Day): number => Math.max(0, daysBetween(monthEnd(period), asOf));

/** The interest a notice of `period` for `totalWithIva` has accrued by the end of `asOf`. */
export function accruedInterest(totalWithIva: Ucd, period: Day, asOf: Day, bankInterest: History<Percent>): AccruedInterest {
  const parts = pieces(bankInterest, overdueFrom(period), asOf).map((p) => ({ from: p.from, to: p.to, days: p.days, rate: p.amount }));
  const percentDays = parts.reduce((acc, p) => (p.rate ? acc.plus(p.rate.times(p.days)) : acc), new Decimal(0));
  const amount = percentDays.isZero() ? ucd(0) : round('Ucd', totalWithIva.times(percentDays).div(36000));
  return { amount, days: daysOverdue(period, asOf), pieces: parts };
}
