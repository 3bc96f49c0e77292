// A report's filters and page live in the address (`?since=2026-11-01&status=2&page=3`): a report can
// be linked, reloaded and left and come back to as it was. A filter change goes back to page 1
// (000 section 9); a value equal to its default is left out of the address; a default filter the
// user emptied is kept as `key=` so that it stays empty.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type Filters = Record<string, string>;

/** The filters and page the address names, over the report's defaults. */
export function readFilters<F extends Filters>(params: URLSearchParams, defaults: F): { filters: F; page: number } {
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof F & string)[]) {
    const v = params.get(key);
    if (v !== null) filters[key] = v as F[typeof key];
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address's query for these filters and page (only what differs from the defaults). */
export function writeFilters<F extends Filters>(filters: F, defaults: F, page = 1): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(defaults)) {
    const v = filters[key] ?? '';
    if (v !== defaults[key]) out.set(key, v);
  }
  if (page > 1) out.set('page', String(page));
  return out;
}

/** The next state after a change: new filters go back to page 1; a page change keeps the filters. */
export function nextFilters<F extends Filters>(current: { filters: F; page: number }, change: { page: number } | { filters: Partial<F> }) {
  if ('page' in change) return { filters: current.filters, page: change.page };
  return { filters: { ...current.filters, ...change.filters } as F, page: 1 };
}

/** The report screen's state in the address. `defaults` must be stable (a module constant or memoized). */
export function useUrlFilters<F extends Filters>(defaults: F) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address's text is the state
  const state = useMemo(() => readFilters(params, defaults), [key, defaults]);
  const go = useCallback(
    (change: { page: number } | { filters: Partial<F> }) =>
      setParams(
        (prev) => {
          const next = nextFilters(readFilters(prev, defaults), change);
          return writeFilters(next.filters, defaults, next.page);
        },
        { replace: true },
      ),
    [setParams, defaults],
  );
  const setPage = useCallback((page: number) => go({ page }), [go]);
  const setFilters = useCallback((filters: Partial<F>) => go({ filters }), [go]);
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { ...state, setPage, setFilters, reset };
}
