// Taxpayer import from an .xlsx file and its template.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosError } from 'axios';
import { MSG } from '@aseo/shared/messages';
import { api, errorText } from '../../../lib/api.ts';
import { showError } from '../../../lib/dialogs.tsx';
import { download } from '../../../lib/download.ts';

export type ImportResult = {
  message?: string;
  error?: string;
  imported: { row: number; username: string; code: string }[];
  refused: { row: number; error: string }[];
};

export const downloadImportTemplate = () => download('/admin/clients/import/template', 'plantilla-contribuyentes.xlsx');

/**
 * Resolves with the result when the server read the file, including a 422 that lists refused rows
 * (nothing imported); shows the error dialog and rejects on any other failure.
 */
export function useImportClients() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportResult> => {
      const data = new FormData();
      data.append('file', file);
      try {
        return (await api.post<ImportResult>('/admin/clients/import/excel', data, { quiet: true })).data;
      } catch (err) {
        const body = (err as AxiosError<Partial<ImportResult>>).response?.data;
        if ((err as AxiosError).response?.status === 422 && Array.isArray(body?.refused) && body.refused.length) {
          return { error: body.error, imported: body.imported ?? [], refused: body.refused };
        }
        // the call was quiet: show what the interceptor would have shown
        void showError(errorText(err) ?? MSG.common.connection);
        throw err;
      }
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }),
  });
}
