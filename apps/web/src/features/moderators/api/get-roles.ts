// admin/roles/get: 'Administrador' (level 1) and 'Moderador' (level 2).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Role = { id: number; name: string; level_id: number };

export const useRoles = () =>
  useQuery({
    queryKey: ['roles'],
    staleTime: 10 * 60_000,
    queryFn: async () => (await api.post<{ roles: Role[] }>('/admin/roles/get')).data.roles,
  });
