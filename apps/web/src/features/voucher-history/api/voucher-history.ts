// 'Historial de Comprobantes': the bills with their withholding voucher (staff: every bill; the
// taxpayer: its own and its credit-note balance), the withholding voucher upload and its file, and
// the credit notes tab (list, amount edit, delete, Excel).
import { creditNotesCalls, voucherHistoryCalls as calls } from '@aseo/shared/contracts';
import { callUrl, useCallMutation, useCallQuery, type Answer } from '../../../lib/call.ts';
import { download } from '../../../lib/download.ts';

export type HistoryRow = Answer<typeof calls.adminList>['bills']['data'][number];
export type CreditNoteRow = Answer<typeof creditNotesCalls.adminList>['credit_notes']['data'][number];

export const useHistory = (staff: boolean, page: number, search: string) =>
  useCallQuery(staff ? calls.adminList : calls.clientList, { page, search: search || undefined }, { keepPrevious: true });
export const useUploadWithholding = (staff: boolean) =>
  useCallMutation(staff ? calls.adminFile : calls.clientFile, { quiet: true, invalidate: [['movements']] });
export const downloadWithholding = (id: number, number: string) => download(callUrl(calls.download, { id }), `comprobante-retencion-${number}`);

export const useCreditNotes = (staff: boolean, q: { page: number; search?: string; since?: string; until?: string }) =>
  useCallQuery(staff ? creditNotesCalls.adminList : creditNotesCalls.clientList, q, { keepPrevious: true });
export const useEditCreditNote = () => useCallMutation(creditNotesCalls.edit, { quiet: true, invalidate: [['movements']] });
export const useDeleteCreditNote = () => useCallMutation(creditNotesCalls.delete, { invalidate: [['movements']] });
export const downloadCreditNotes = (q: { search?: string; since?: string; until?: string }) =>
  download(callUrl(creditNotesCalls.excel, q), 'notas-de-credito.xlsx');
