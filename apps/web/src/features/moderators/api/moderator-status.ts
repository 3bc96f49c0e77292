// admin/moderators/status: activate (1) or deactivate (0); the affected user is signed out live.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { moderatorsKey } from './get-moderators.ts';

export function useModeratorStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; status: number }) => (await api.post<{ message: string }>('/admin/moderators/status', v)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: moderatorsKey }),
  });
}
