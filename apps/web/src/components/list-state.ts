// List state of a paged screen: a filter change always goes back to page 1.
import { useCallback, useState } from 'react';

export type ListState<F> = { page: number; filters: F };

export function nextListState<F>(state: ListState<F>, change: { page: number } | { filters: Partial<F> }): ListState<F> {
  if ('page' in change) return { ...state, page: change.page };
  return { page: 1, filters: { ...state.filters, ...change.filters } };
}

export function useListState<F>(initial: F) {
  const [state, setState] = useState<ListState<F>>({ page: 1, filters: initial });
  const setPage = useCallback((page: number) => setState((s) => nextListState(s, { page })), []);
  const setFilters = useCallback((filters: Partial<F>) => setState((s) => nextListState(s, { filters })), []);
  const reset = useCallback(() => setState({ page: 1, filters: initial }), [initial]);
  return { ...state, setPage, setFilters, reset };
}
