// admin/economic-activities/edit-iva, edit-retention, edit-bankInterest, edit-dolar, edit-petro.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalValueKey } from '@aseo/shared/constants';
import { tariffsCalls as calls } from '@aseo/shared/contracts';
import { callApi } from '../../../lib/call.ts';

const CALLS = {
  iva: calls.editIva,
  retention: calls.editRetention,
  bankInterest: calls.editBankInterest,
  conversion_dolar: calls.editDolar,
  conversion_petro: calls.editPetro,
} as const satisfies Record<GlobalValueKey, unknown>;

/** One mutation for the five keys (the modal is shared); a new value refreshes every tariff query. */
export function useSetGlobalValue() {
  const qc = useQueryClient();
  return useMutation({
    // quiet: the modal shows a refusal under its field (lib/form.ts)
    mutationFn: ({ key, amount }: { key: GlobalValueKey; amount: string }) => callApi(CALLS[key], { amount }, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: calls.list.tags }),
  });
}
