import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Price = { service_type_id: number; service_type?: { id: number; name: string }; commercial_factor: string; additional_coefficient: string; adjustment_factor: string };
export type Activity = { id: number; code: string; name: string; short: string | null; size: string; tax_free: number; prices: Price[] };
type Amount = { amount: string | null };
export type TariffList = {
  activities: { data: Activity[]; current_page: number; last_page: number; total: number };
  types: { id: number; name: string }[];
  conversion_dolar: Amount; conversion_petro: Amount; iva: Amount; retention: Amount; bankInterest: Amount;
};

/** Query keys under 'tariffs' are refreshed by the real-time rate event. */
export const tariffKeys = { list: (page: number, search: string) => ['tariffs', 'list', page, search] as const, view: (id: number) => ['tariffs', 'view', id] as const };

export const useActivities = (page: number, search: string) =>
  useQuery({
    queryKey: tariffKeys.list(page, search),
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<TariffList>('/admin/economic-activities', { params: { page, search: search || undefined } })).data,
  });

export type Example = { service_type_id: number; size: string; fee: string; iva: string; exempt: string; total: string; total_bs: string };
export const useActivity = (id: number | null) =>
  useQuery({
    queryKey: tariffKeys.view(id ?? 0),
    enabled: Boolean(id),
    queryFn: async () => (await api.get<{ activity: Activity; examples: Example[] }>('/admin/economic-activities/view', { params: { id } })).data,
  });

export function useEditActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { economic_activity_id: number; name: string; size: string; tax_free: number; prices: Price[] }) =>
      (await api.post<{ message: string }>('/admin/economic-activities/edit', { ...v, prices: JSON.stringify(v.prices) })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tariffs'] }),
  });
}

export const excelUrl = (search: string) => `/api/admin/economic-activities/excel${search ? `?search=${encodeURIComponent(search)}` : ''}`;
