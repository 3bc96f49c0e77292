// Server pagination in the shape the web reads: data, current_page, last_page, per_page, total;
// and the list totals kept in memory for a few seconds (docs/decisions/009-list-counts.md).
import { PAGE_SIZE } from '@aseo/shared/constants';
import type { UserChanges } from '../modules/users/user-changes.ts';

export function pageArgs(page: number | undefined, size = PAGE_SIZE) {
  const current = Math.max(1, page ?? 1);
  return { skip: (current - 1) * size, take: size, current, size };
}

export function paged<T>(data: T[], total: number, args: { current: number; size: number }) {
  return { data, current_page: args.current, per_page: args.size, total, last_page: Math.max(1, Math.ceil(total / args.size)) };
}

/** How long a list's total is reused, and for how many filter combinations (ADR 009). */
export const LIST_COUNTS = { ttlMs: 10_000, max: 500 };

export type CountCache = {
  /** The total of `key`: remembered, being counted for another request, or counted now by `count`. */
  get(key: string, count: () => Promise<number>): Promise<number>;
};

type Entry = { total: Promise<number>; until: number };

/**
 * Exact totals of a list per filter key, kept `ttlMs` and dropped whenever `changes` reports a
 * user change on this instance (every write to a user or its properties emits one); concurrent
 * requests for one key share one count. Without `changes` nothing is kept: every page counts.
 */
export function createCountCache(changes?: UserChanges, opts = LIST_COUNTS): CountCache {
  const ttlMs = changes ? opts.ttlMs : 0;
  const totals = new Map<string, Entry>();
  // a count that started before a change may miss it: it is not kept (see `get`)
  let generation = 0;
  changes?.onChange(() => {
    generation++;
    totals.clear();
  });
  return {
    get(key, count) {
      const hit = totals.get(key);
      if (hit && hit.until > Date.now()) return hit.total;
      if (!ttlMs) return count();
      const started = generation;
      const entry = { total: count(), until: Date.now() + ttlMs };
      totals.delete(key);
      totals.set(key, entry);
      if (totals.size > opts.max) totals.delete(totals.keys().next().value!);
      const drop = () => {
        if (totals.get(key) === entry) totals.delete(key);
      };
      entry.total.then(() => {
        if (generation !== started) drop();
      }, drop);
      return entry.total;
    },
  };
}
