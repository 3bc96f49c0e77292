// Economic-activity history of one property: read, add a period, delete a period.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type ActivityPeriod = {
  id: number; property_id: number; economic_activity_id: number; economic_activity: { id: number; code: string; name: string } | null; start: string; end: string;
};

const key = (propertyId: number | null) => ['activity-histories', propertyId] as const;

export const useActivityHistory = (propertyId: number | null) =>
  useQuery({
    queryKey: key(propertyId),
    enabled: Boolean(propertyId),
    queryFn: async () => (await api.post<{ histories: ActivityPeriod[] }>('/admin/activity-histories/getByProperty', { property_id: propertyId })).data.histories,
  });

export function useAddActivityPeriod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { property_id: number; economic_activity_id: number; start: string; end: string }) =>
      (await api.post<{ message: string; history: ActivityPeriod }>('/admin/activity-histories/create', v)).data,
    onSuccess: (_r, v) => qc.invalidateQueries({ queryKey: key(v.property_id) }),
  });
}

export function useDeleteActivityPeriod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (p: ActivityPeriod) => (await api.post<{ message: string }>('/admin/activity-histories/delete', { id: p.id })).data,
    onSuccess: (_r, p) => qc.invalidateQueries({ queryKey: key(p.property_id) }),
  });
}
