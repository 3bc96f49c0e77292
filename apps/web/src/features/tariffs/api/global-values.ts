import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalValueKey } from '@aseo/shared/constants';
import { api } from '../../../lib/api.ts';

const PATHS: Record<GlobalValueKey, string> = {
  iva: 'edit-iva', retention: 'edit-retention', bankInterest: 'edit-bankInterest', conversion_dolar: 'edit-dolar', conversion_petro: 'edit-petro',
};

export function useSetGlobalValue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, amount }: { key: GlobalValueKey; amount: string }) =>
      (await api.post<{ message: string }>(`/admin/economic-activities/${PATHS[key]}`, { amount })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tariffs'] }),
  });
}
