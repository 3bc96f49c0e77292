// Dated histories of global values (the UCD rate, bankInterest): each entry holds from its day on
// until the next one. Several entries on one day: the last one given wins for the whole day (the
// value in force at the end of that day), so give them in chronological order.
import { addDays, daysBetween, type Day } from './days.ts';

export type Dated<T> = { readonly from: Day; readonly amount: T };
/** Entries in chronological order. */
export type History<T> = readonly Dated<T>[];

/** One entry per day (the last of its day), sorted by day; the sort is stable. */
export function compact<T>(history: History<T>): Dated<T>[] {
  const sorted = [...history].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const out: Dated<T>[] = [];
  for (const e of sorted) {
    if (out.length && out[out.length - 1].from === e.from) out[out.length - 1] = e;
    else out.push(e);
  }
  return out;
}

/** The value in force on `day` (the newest entry from that day or earlier), null before the first. */
export function valueOn<T>(history: History<T>, day: Day): T | null {
  let found: T | null = null;
  for (const e of compact(history)) {
    if (e.from > day) break;
    found = e.amount;
  }
  return found;
}

export type Piece<T> = { from: Day; to: Day; days: number; amount: T | null };

/**
 * The days first…last (both included) cut where the value in force changes: each piece with its
 * value (null before the first entry) and its number of days. Empty when last is before first.
 */
export function pieces<T>(history: History<T>, first: Day, last: Day): Piece<T>[] {
  if (last < first) return [];
  const entries = compact(history);
  const out: Piece<T>[] = [];
  let from = first;
  let amount = valueOn(entries, first);
  for (const e of entries) {
    if (e.from <= first) continue;
    if (e.from > last) break;
    const to = addDays(e.from, -1);
    out.push({ from, to, days: daysBetween(from, to) + 1, amount });
    from = e.from;
    amount = e.amount;
  }
  out.push({ from, to: last, days: daysBetween(from, last) + 1, amount });
  return out;
}
