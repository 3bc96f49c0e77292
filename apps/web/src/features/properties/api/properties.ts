import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Property = {
  id: number; code: string; nic: string | null; owner: number; property_use_id: number; property_type_id: number; economic_activity_id: number;
  catastral_id: string | null; license: string | null; zone: string | null; street: string | null; house_number: string | null; floor: string | null;
  size: string; reference: string | null; quantity_houses: number; date: string | null;
  use: { name: string }; type: { name: string }; economic_activity: { code: string; name: string };
};

export const useOwnProperties = (page: number) =>
  useQuery({
    queryKey: ['properties', 'own', page],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.post<{ properties: { data: Property[]; last_page: number } }>('/properties', { page })).data.properties,
  });

export const useProperty = (id: number | null) =>
  useQuery({
    queryKey: ['properties', 'one', id],
    enabled: Boolean(id),
    // another taxpayer's property answers 404: the screen goes back to the list without a dialog
    queryFn: async () => (await api.post<{ property: Property }>('/properties/view', { property_id: id }, { quiet: true })).data.property,
  });

export function useSaveProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (property: Record<string, unknown>) =>
      (await api.post<{ message: string }>(property.id ? '/properties/edit' : '/properties/create', { property: JSON.stringify(property) })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['properties'] }),
  });
}

export function useDeleteProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.post<{ message: string }>('/properties/delete', { property_id: id })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['properties'] }),
  });
}
