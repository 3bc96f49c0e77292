// Taxpayer import from an .xlsx file and its template.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosError } from 'axios';
import { taxpayersCalls as calls, type ErrorBody } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { errorText } from '../../../lib/api.ts';
import { callApi, downloadCall, type Answer } from '../../../lib/call.ts';
import { showError } from '../../../lib/dialogs.tsx';

type Imported = Answer<typeof calls.importExcel>;
/** The 422 when no row was imported: the error body with every row refused. */
type ImportRefusal = Pick<ErrorBody, 'error'> & Omit<Imported, 'message'>;
/** What the server read: every row imported or refused. */
export type ImportResult = Imported | ImportRefusal;

export const downloadImportTemplate = () => downloadCall(calls.importTemplate, {}, 'plantilla-contribuyentes.xlsx');

/**
 * Resolves with the result when the server read the file, including a 422 that lists refused rows
 * (nothing imported); shows the error dialog and rejects on any other failure.
 */
export function useImportClients() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportResult> => {
      try {
        return await callApi(calls.importExcel, { file }, { quiet: true });
      } catch (err) {
        const body = (err as AxiosError<Partial<ImportRefusal>>).response?.data;
        if ((err as AxiosError).response?.status === 422 && Array.isArray(body?.refused) && body.refused.length) {
          return { error: body.error ?? MSG.taxpayers.importError, imported: body.imported ?? [], refused: body.refused };
        }
        // the call was quiet: show what the interceptor would have shown
        void showError(errorText(err) ?? MSG.common.connection);
        throw err;
      }
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: calls.importExcel.tags }),
  });
}
