import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@aseo/shared/messages';
import { api } from '../../../lib/api.ts';
import { showError } from '../../../lib/dialogs.tsx';

export type Discount = { id: number; code: string; amount: string; start_date: string; expire_date: string; items: number[]; economic_activities: { id: number; code: string; name: string }[] };

export const useDiscounts = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['tariffs', 'discounts', page],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<{ discounts: { data: Discount[]; last_page: number } }>('/admin/discounts', { params: { page } })).data.discounts,
  });

export type DiscountForm = { amount: number; start_date: string; expire_date: string; items: number[] };

/** Create or edit; any failure shows the spec's create/edit error text. */
export function useSaveDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...v }: DiscountForm & { id?: number }) => {
      const body = { ...v, start_date: `${v.start_date} 00:00:00`, expire_date: `${v.expire_date} 00:00:00` };
      try {
        const res = id ? await api.put(`/admin/discounts/${id}`, body, { quiet: true }) : await api.post('/admin/discounts/create', body, { quiet: true });
        return res.data as { message: string };
      } catch (err) {
        await showError(id ? MSG.tariffs.discountEditError : MSG.tariffs.discountCreateError);
        throw err;
      }
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tariffs', 'discounts'] }),
  });
}

export function useDeleteDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<{ message: string }>(`/admin/discounts/${id}`)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tariffs', 'discounts'] }),
  });
}
