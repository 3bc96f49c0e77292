// admin/moderators/delete: soft delete; the deleted user's sessions end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { moderatorsKey } from './get-moderators.ts';

export function useDeleteModerator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number }) => (await api.post<{ message: string }>('/admin/moderators/delete', v)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: moderatorsKey }),
  });
}
