// The calls every report shares: its list (the page the screen shows, the previous page kept while
// the next loads), its Excel and PDF exports (GET {path}/excel and /pdf with the screen's filters,
// fetched with the session and saved under the name the API gives the file: report and period), and
// the taxpayer picker of the filters.
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { moderatorsCalls, taxpayersCalls, type AnyCall } from '@aseo/shared/contracts';
import { LABELS } from '@aseo/shared/messages';
import { download } from '../../../lib/download.ts';
import { callApi, callUrl, useCallQuery, type Send } from '../../../lib/call.ts';

export const useReportList = <C extends AnyCall>(call: C, query: Send<C>, enabled = true) => useCallQuery(call, query, { keepPrevious: true, enabled });

export { dispositionName } from '../../../lib/download.ts';

/** Downloads an export with the session's token; the file keeps the API's name (`fallback` when it sends none). Resolves with the name. */
export const downloadReport = <C extends AnyCall>(call: C, query: Send<C>, fallback: string): Promise<string> =>
  download(callUrl(call, { ...(query as object), page: undefined } as Send<C>), fallback, { serverName: true });

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
