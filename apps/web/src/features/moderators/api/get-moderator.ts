// admin/moderators/get-user: one administrator with its permissions and the matrix marked.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { moderatorsKey, type Moderator } from './get-moderators.ts';
import type { MatrixModule } from './get-modules.ts';

export const useModerator = (id: number | null) =>
  useQuery({
    queryKey: [...moderatorsKey, 'one', id],
    enabled: Boolean(id),
    queryFn: async () => (await api.post<{ user: Moderator; modules: MatrixModule[] }>('/admin/moderators/get-user', { id })).data,
  });
