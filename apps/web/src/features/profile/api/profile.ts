import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { session, type SessionUser } from '../../../lib/session.ts';

export const profileKey = (id?: number) => ['users', 'profile', id] as const;

export const useProfile = (userId?: number) =>
  useQuery({
    queryKey: profileKey(userId),
    enabled: Boolean(userId),
    queryFn: async () => (await api.post<{ user: SessionUser & Record<string, unknown> }>('/profile/get', { user_id: userId })).data.user,
  });

function useSave(path: string, toBody: (v: Record<string, unknown>) => unknown) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: Record<string, unknown>) => (await api.post<{ message: string; user: SessionUser }>(path, toBody(values))).data,
    onSuccess: (data) => {
      session.setUser({ ...session.user()!, ...data.user });
      void qc.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** Simple variant: name, lastname, account, document, email, phone. */
export const useUpdateProfile = () => useSave('/profile/update', (v) => v);
/** Client form; emails and phones go as JSON text. */
export const useUpdateClientProfile = () =>
  useSave('/profile/update/client', (v) => ({ ...v, emails: JSON.stringify(v.emails ?? []), phones: JSON.stringify(v.phones ?? []) }));
