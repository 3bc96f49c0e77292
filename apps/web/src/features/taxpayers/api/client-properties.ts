// Staff calls on one taxpayer's property: create or edit it, disincorporate it, set its parent,
// and the property lookup by code behind the parent autocomplete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { PropertyDetail } from './clients.ts';

type Saved = { message: string; property: PropertyDetail };

/** properties/create (for taxpayer `userId`) or properties/edit (when the property has an id). */
export function useSaveClientProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, property }: { userId: number; property: Record<string, unknown> }) => {
      const body = { property: JSON.stringify(property) };
      const res = property.id ? await api.post<Saved>('/properties/edit', body) : await api.post<Saved>('/properties/create', { ...body, user_id: userId });
      return res.data;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }),
  });
}

export function useDisincorporate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, disincorporate }: { id: number; disincorporate: string }) =>
      (await api.post<{ message: string }>(`/admin/clients/${id}/disincorporate`, { id, disincorporate })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }),
  });
}

export function useSetParent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, findParentId }: { id: number; findParentId: string }) =>
      (await api.post<Saved>(`/properties/update/${id}/parent`, { id, findParentId })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }),
  });
}

export type FoundProperty = { id: number; code: string; user_id: number; owner_name: string; economic_activity: { code: string; name: string } | null; status: number };

/** admin/clients/get/properties: at most 20 properties whose code starts with the search. */
export const usePropertySearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['properties', 'search', search],
    enabled,
    staleTime: 30_000,
    queryFn: async () => (await api.post<{ properties: FoundProperty[] }>('/admin/clients/get/properties', { search })).data.properties,
  });
