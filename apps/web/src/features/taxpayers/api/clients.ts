import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type ClientRow = {
  id: number; number_format: string; username: string; full_name: string; full_document: string; email: string; full_phone: string;
  status: number; status_text: string; properties_count: number;
};
export type ClientFilters = { search: string; status: string; economic_activity: string };
export type TreeProperty = { id: number; code: string; type: { name: string }; use: { name: string }; economic_activity: { name: string }; childs: TreeProperty[] };

const params = (f: ClientFilters) => ({
  search: f.search || undefined, status: f.status || undefined, economic_activity: f.economic_activity || undefined,
});

export const useClients = (page: number, f: ClientFilters) =>
  useQuery({
    queryKey: ['users', 'clients', page, f],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await api.post<{ users: { data: ClientRow[]; last_page: number; total: number }; economic_activities: { id: number; code: string; name: string }[] }>('/admin/clients/get', { page, ...params(f) })).data,
  });

export const useClient = (id: number | null) =>
  useQuery({
    queryKey: ['users', 'client', id],
    enabled: Boolean(id),
    queryFn: async () => (await api.post<{ user: ClientRow & { properties: TreeProperty[] } }>('/admin/clients/get-user', { id })).data.user,
  });

export const clientsExcelUrl = (f: ClientFilters) => {
  const q = new URLSearchParams(Object.entries(params(f)).filter(([, v]) => v !== undefined) as [string, string][]);
  return `/api/admin/clients/excel${q.size ? `?${q}` : ''}`;
};

function useClientCall<V>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: V) => (await api.post<{ message: string }>(`/admin/clients/${path}`, v)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }),
  });
}
export const useClientStatus = () => useClientCall<{ id: number; status: number }>('status');
export const useDeleteClient = () => useClientCall<{ id: number }>('delete');

/** validate, then create: client fields plus emails, phones and property as JSON text. */
export function useCreateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ emails, phones, property, ...client }: Record<string, unknown>) => {
      const body = { ...client, emails: JSON.stringify(emails ?? []), phones: JSON.stringify(phones ?? []), property: JSON.stringify(property) };
      await api.post('/admin/clients/validate', body);
      return (await api.post<{ message: string; client: { id: number } }>('/admin/clients/create', body)).data;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }),
  });
}
