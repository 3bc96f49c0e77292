// Shared by the two 'Mis Datos' saves: the answer's user refreshes the stored session user (the
// header shows its name at once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { session, type SessionUser } from '../../../lib/session.ts';

export function useSaveProfile(path: string, toBody: (v: Record<string, unknown>) => unknown) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: Record<string, unknown>) => (await api.post<{ message: string; user: SessionUser }>(path, toBody(values))).data,
    onSuccess: (data) => {
      const current = session.user();
      if (current) session.setUser({ ...current, ...data.user });
      void qc.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
