// admin/moderators/create and edit: the form fields plus the matrix as `modules` JSON text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { moderatorsKey, type Moderator } from './get-moderators.ts';
import type { MatrixModule } from './get-modules.ts';

/** The matrix shape the API reads: [{id, actions: [{id, code, active}]}]. */
export const matrixPayload = (modules: MatrixModule[], granted: readonly string[]) =>
  JSON.stringify(modules.map((m) => ({ id: m.id, actions: m.actions.map((a) => ({ id: a.id, code: a.code, active: granted.includes(a.code) ? 1 : 0 })) })));

export function useSaveModerator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values, modules }: { id?: number; values: Record<string, unknown>; modules: MatrixModule[] }) => {
      const { permissions, ...fields } = values;
      const body = { ...fields, ...(id ? { id } : {}), modules: matrixPayload(modules, (permissions as string[] | undefined) ?? []) };
      return (await api.post<{ message: string; user: Moderator }>(`/admin/moderators/${id ? 'edit' : 'create'}`, body)).data;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: moderatorsKey }),
  });
}
