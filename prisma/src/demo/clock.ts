// The demo's calendar: the twelve months that end with the current one (Caracas time, the portal's
// day), instants at a wall-clock time of a Caracas day, and a seeded random source. Everything the
// demo writes is placed on this calendar, so the same day gives the same rows (stable screenshots)
// and no event lies in the future.
import { addDays, dayOfInstant, instantOf, monthEnd, type Day } from '@aseo/shared/billing';

/** mulberry32: a small seeded generator, so the demo never depends on Math.random. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max], both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** The first day of the month `n` months after the month of `day`. */
export function addMonths(day: Day, n: number): Day {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1 + n;
  const first = new Date(Date.UTC(y, m, 1));
  return first.toISOString().slice(0, 10);
}

export type DemoClock = ReturnType<typeof demoClock>;

/** The calendar of a seed run at `now`: months[0] is eleven months ago, months[11] the current month. */
export function demoClock(now: Date = new Date()) {
  const today = dayOfInstant(now);
  const current = `${today.slice(0, 7)}-01`;
  const months = Array.from({ length: 12 }, (_, i) => addMonths(current, i - 11));
  /** Never later than a second ago: nothing the demo writes lies in the future. */
  const latest = new Date(now.getTime() - 1_000);
  /** Day `d` (1-based, capped at the month's last day) of month index `m`, as a day. */
  const dayOf = (m: number, d: number): Day => {
    const first = m < 12 ? months[m]! : addMonths(current, m - 11);
    const last = Number(monthEnd(first).slice(8));
    return `${first.slice(0, 8)}${String(Math.min(Math.max(d, 1), last)).padStart(2, '0')}`;
  };
  /** Like dayOf, but never after today (a payment planned for later this month happens today). */
  const pastDay = (m: number, d: number): Day => {
    const day = dayOf(m, d);
    return day > today ? today : day;
  };
  /**
   * The instant of `time` (Caracas) on `day`, never in the future: a time of today that has not come
   * yet is moved into the part of today that has passed, in proportion, so the day's events keep
   * their order and do not pile up on one instant.
   */
  const at = (day: Day, time = '10:00'): Date => {
    const t = instantOf(day, time).getTime();
    if (t <= latest.getTime()) return new Date(t);
    const start = instantOf(day, '00:00').getTime();
    if (start >= latest.getTime()) return latest;
    const end = instantOf(addDays(day, 1), '00:00').getTime();
    return new Date(Math.floor(start + ((t - start) * (latest.getTime() - start)) / (end - start)));
  };
  return {
    now,
    today,
    current,
    months,
    latest,
    dayOf,
    pastDay,
    at,
    /** The instant `minutes` after `t`, no later than a second ago. */
    after: (t: Date, minutes: number) => {
      const x = new Date(t.getTime() + minutes * 60_000);
      return x > latest ? latest : x;
    },
    /** `n` days before today (never before the first day of the current month when `inMonth`). */
    daysAgo: (n: number, inMonth = false): Day => {
      const d = addDays(today, -n);
      return inMonth && d < current ? current : d;
    },
  };
}
