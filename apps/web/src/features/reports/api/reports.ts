// The calls every report shares: its list (the page the screen shows, the previous page kept while
// the next loads), its Excel and PDF exports (GET {path}/excel and /pdf with the screen's filters,
// fetched with the session and saved under the name the API gives the file: report and period), and
// the taxpayer picker of the filters.
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { moderatorsCalls, taxpayersCalls, type AnyCall } from '@aseo/shared/contracts';
import { LABELS } from '@aseo/shared/messages';
import { api } from '../../../lib/api.ts';
import { callApi, callUrl, useCallQuery, type Send } from '../../../lib/call.ts';

export const useReportList = <C extends AnyCall>(call: C, query: Send<C>, enabled = true) => useCallQuery(call, query, { keepPrevious: true, enabled });

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` or `filename="…"`). */
export function dispositionName(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1]!.trim() : null;
}

/** Downloads an export with the session's token; the file keeps the API's name (`fallback` when it sends none). Resolves with the name. */
export async function downloadReport<C extends AnyCall>(call: C, query: Send<C>, fallback: string): Promise<string> {
  const url = callUrl(call, { ...(query as object), page: undefined } as Send<C>).replace(/^\/api/, '');
  const res = await api.get<Blob>(url, { responseType: 'blob' });
  const name = dispositionName(res.headers['content-disposition'] as string | undefined) ?? fallback;
  const href = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

/** Taxpayers matching the text, for the 'Contribuyente' filter (staff who may see taxpayers). */
export const searchTaxpayers = (search: string) =>
  callApi(taxpayersCalls.list, { search: search || undefined }, { quiet: true }).then((r) =>
    r.users.data.map((u) => ({ value: String(u.id), label: `${u.full_name}${u.full_document ? ` · ${u.full_document}` : ''}` })),
  );

/** Staff accounts matching the text, for the 'Usuario' filter (staff who may see administrators). */
export const searchStaff = (search: string) =>
  callApi(moderatorsCalls.list, { search: search || undefined }, { quiet: true }).then((r) =>
    r.users.data.map((u) => ({ value: String(u.id), label: `${u.username} · ${u.full_name}` })),
  );

/** The 'Contribuyente' filter of a report. */
export const clientField = <K extends string>(key: K) => ({
  kind: 'lookup' as const,
  key,
  label: LABELS.reports.client,
  placeholder: LABELS.reports.clientPlaceholder,
  permission: P.VIEW_CLIENTS,
  load: searchTaxpayers,
});

/** The 'Usuario' filter of a report (who registered the bill). */
export const staffField = <K extends string>(key: K) => ({
  kind: 'lookup' as const,
  key,
  label: LABELS.reports.user,
  permission: P.VIEW_USERS,
  load: searchStaff,
});
