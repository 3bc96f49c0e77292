// admin/moderators/get: the paged, searchable list of 'Administradores'.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Moderator = {
  id: number; number_format: string; level_id: number; role_id: number; role: { id: number; name: string } | null;
  username: string; name: string; lastname: string | null; full_name: string; email: string; phone_code: string | null; phone: string | null;
  full_phone: string; document_type_id: number | null; document: string | null; full_document: string; box: string | null;
  status: number; status_text: string; permissions: { code: string; module_id: number }[];
};
export type ModeratorFilters = { search: string; status: string };

export const moderatorsKey = ['users', 'moderators'] as const;

export const useModerators = (page: number, f: ModeratorFilters) =>
  useQuery({
    queryKey: [...moderatorsKey, 'list', page, f],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await api.post<{ users: { data: Moderator[]; last_page: number; total: number } }>('/admin/moderators/get', {
        page, search: f.search || undefined, status: f.status || undefined,
      })).data.users,
  });
