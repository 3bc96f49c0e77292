// Fetchers, query keys and types derived from the shared contracts: one declaration per call
// (packages/shared/src/contracts), no hand-written response types in the features.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { fillPath, type AnyCall, type CallOutput, type CallWireInput } from '@aseo/shared/contracts';
import { api } from './api.ts';
import { download } from './download.ts';

/** What a feature sends: the request as it travels (numbers may still be text, lists JSON). */
export type Send<C extends AnyCall> = CallWireInput<C>;
/** What a call answers. */
export type Answer<C extends AnyCall> = CallOutput<C>;

/** A multipart body: files as they are, lists and objects as JSON text, flags as 1/0. */
export function toFormData(input: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null) continue;
    if (v instanceof Blob) data.append(k, v);
    else if (Array.isArray(v) && v.length && v.every((x) => x instanceof Blob)) for (const f of v) data.append(k, f);
    else if (typeof v === 'object') data.append(k, JSON.stringify(v));
    else if (typeof v === 'boolean') data.append(k, v ? '1' : '0');
    else data.append(k, String(v));
  }
  return data;
}

/** Calls `c` with `input` (path parameters filled from it) by the contract's first method. */
export async function callApi<C extends AnyCall>(c: C, input?: Send<C>, opts: { quiet?: boolean; signal?: AbortSignal } = {}): Promise<Answer<C>> {
  const { path, rest } = fillPath(c.path, (input ?? {}) as Record<string, unknown>);
  const method = c.methods[0]!;
  const body = c.body === 'multipart' ? toFormData(rest) : rest;
  const res = await api.request<Answer<C>>({
    url: path,
    method,
    ...(method === 'GET' || method === 'DELETE' ? { params: rest } : { data: body }),
    quiet: opts.quiet,
    signal: opts.signal,
  });
  return res.data;
}

/** The query key of a call: its tags (what writes invalidate), its id, then its input. */
export const callKey = <C extends AnyCall>(c: C, input?: Send<C>) => [...(c.tags ?? []), c.id, ...(input === undefined ? [] : [input])] as const;

/** useQuery over a read call; lists keep the previous page while the next loads. */
export function useCallQuery<C extends AnyCall, T = Answer<C>>(
  c: C,
  input?: Send<C>,
  opts: Omit<UseQueryOptions<Answer<C>, Error, T>, 'queryKey' | 'queryFn'> & { quiet?: boolean; keepPrevious?: boolean } = {},
) {
  const { quiet, keepPrevious, ...rest } = opts;
  return useQuery<Answer<C>, Error, T>({
    queryKey: callKey(c, input),
    queryFn: ({ signal }) => callApi(c, input, { quiet, signal }),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...rest,
  });
}

/** useMutation over a write call; on success it invalidates the call's tags (or `invalidate`). */
export function useCallMutation<C extends AnyCall>(c: C, opts: { invalidate?: readonly (readonly unknown[])[]; quiet?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Send<C>) => callApi(c, input, { quiet: opts.quiet }),
    onSuccess: async () => {
      const keys = opts.invalidate ?? (c.tags?.length ? [c.tags] : []);
      await Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
}

/** The URL of a file call (for links) with its path parameters and query filled. */
export function callUrl<C extends AnyCall>(c: C, input?: Send<C>): string {
  const { path, rest } = fillPath(c.path, (input ?? {}) as Record<string, unknown>);
  const q = new URLSearchParams(
    Object.entries(rest)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  return `/api${path}${q.size ? `?${q}` : ''}`;
}

/** Downloads a file call's answer (the Bearer token cannot ride on a plain link). */
export const downloadCall = <C extends AnyCall>(c: C, input: Send<C> | undefined, fileName: string) => download(callUrl(c, input), fileName);
