// The account-status reads for both screens: the client's 'Estado de Cuenta' list, the staff's
// 'Record de Cuenta' list, 'Pagos Pendientes' of one property (as of a day, with a payoff quote),
// the PDF and the two Excel exports. Every key carries the 'account-status' tag, so writes and the
// live `movements` / `petro` events read them again.
import { accountStatusCalls as calls } from '@aseo/shared/contracts';
import { openFile } from '../../../lib/download.ts';
import { callUrl, downloadCall, useCallQuery, type Answer, type Send } from '../../../lib/call.ts';
import { todayYmd } from '@aseo/shared/schemas';

export type AccountPage = Answer<typeof calls.list>;
export type AccountRow = AccountPage['properties']['data'][number];
export type PaymentsAnswer = Answer<typeof calls.payments>;
export type StatementRow = PaymentsAnswer['payments']['data'][number];
export type ProcessedRow = NonNullable<PaymentsAnswer['processed']>['data'][number];

/** The list's filters as the screen holds them (selects and dates give text, '' when empty). */
export type AccountFilters = { search: string; type: string; status: string; since: string; until: string };
export const NO_FILTERS: AccountFilters = { search: '', type: '', status: '', since: '', until: '' };

/** The filters as the lists and the exports send them: empty ones left out. */
export const accountQuery = (f: AccountFilters, id?: number): Send<typeof calls.excel> => ({
  search: f.search || undefined,
  type: f.type || undefined,
  status: f.status || undefined,
  since: f.since || undefined,
  until: f.until || undefined,
  id: id || undefined,
});

export const useAccountList = (page: number, f: AccountFilters) => useCallQuery(calls.list, { page, ...accountQuery(f) }, { keepPrevious: true });
export const useRecordList = (page: number, f: AccountFilters, parentId?: number) =>
  useCallQuery(calls.adminList, { page, ...accountQuery(f, parentId) }, { keepPrevious: true });
export const useAccountReferences = () => useCallQuery(calls.references, {}, { staleTime: 60_000 });

export type PaymentsQuery = { id: number; page: number; status: 0 | 1; as_of?: string; pay_date?: string };
/** 'Pagos Pendientes' of one property; quiet: the modal shows a refusal (no UCD rate that day) itself. */
export const usePayments = (q: PaymentsQuery | null) =>
  useCallQuery(calls.payments, q ?? { id: 0 }, { enabled: Boolean(q), keepPrevious: true, quiet: true, retry: false });

export const downloadRecordExcel = (f: AccountFilters, id?: number) => downloadCall(calls.excel, accountQuery(f, id), `record-de-cuenta-${todayYmd()}.xlsx`);
export const downloadDebtsExcel = (f: AccountFilters, id?: number) => downloadCall(calls.excelDebts, accountQuery(f, id), `deudas-${todayYmd()}.xlsx`);

/** The statement PDF: downloaded; for a condominium it opens in a new window (000 section 2). */
export function printStatement(propertyId: number, code: string, asOf: string | undefined, newWindow: boolean) {
  const input = { x: propertyId, as_of: asOf };
  return newWindow ? openFile(callUrl(calls.pdf, input)) : downloadCall(calls.pdf, input, `estado-de-cuenta-${code}.pdf`);
}
