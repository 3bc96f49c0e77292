// Solvency certificates: the lists (own, or every one for staff), the taxpayer's properties, the
// debt check, issuing, deleting and the PDF.
import { solvencyCalls as calls } from '@aseo/shared/contracts';
import { callApi, downloadCall, useCallMutation, useCallQuery, type Answer } from '../../../lib/call.ts';

export type SolvencyItem = Answer<typeof calls.list>['solvencies']['data'][number];

export const useSolvencies = (staff: boolean, page: number, search: string) =>
  useCallQuery(staff ? calls.adminList : calls.list, { page, search: search || undefined }, { keepPrevious: true });
export const useSolvencyProperties = (enabled: boolean) => useCallQuery(calls.properties, {}, { enabled });
/** The debt of the chosen property; quiet: the modal shows a refusal itself. */
export const checkDebt = (propertyId: number) => callApi(calls.validateDebt, { property_id: propertyId }, { quiet: true });
export const useCreateSolvency = () => useCallMutation(calls.create, { quiet: true });
export const useDeleteSolvency = () => useCallMutation(calls.delete);
export const downloadSolvency = (s: SolvencyItem, staff: boolean) =>
  downloadCall(staff ? calls.adminDownload : calls.download, { x: s.file }, `solvencia-${s.number_format}.pdf`);
