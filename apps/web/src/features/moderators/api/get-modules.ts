// admin/moderators/modules: the permission matrix (modules with their main and secondary actions).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type MatrixAction = { id: number; name: string; code: string; main: number; active?: boolean };
export type MatrixModule = { id: number; name: string; actions: MatrixAction[] };

export const useModules = () =>
  useQuery({
    queryKey: ['permission-modules'],
    staleTime: 10 * 60_000,
    queryFn: async () => (await api.post<{ modules: MatrixModule[] }>('/admin/moderators/modules')).data.modules,
  });
