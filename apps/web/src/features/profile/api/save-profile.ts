// Shared by the two 'Mis Datos' saves: the answer's user refreshes the stored session user (the
// header shows its name at once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { profileCalls as calls } from '@aseo/shared/contracts';
import { callApi } from '../../../lib/call.ts';
import { session } from '../../../lib/session.ts';

type Values = Record<string, unknown>;

export function useSaveProfile(c: typeof calls.update | typeof calls.updateClient, toWire: (v: Values) => Values) {
  const qc = useQueryClient();
  return useMutation({
    // quiet: a refusal is shown by the form on its fields (lib/form.ts)
    mutationFn: (values: Values) => callApi(c, toWire(values), { quiet: true }),
    onSuccess: (data) => {
      const current = session.user();
      if (current) session.setUser({ ...current, ...data.user });
      void qc.invalidateQueries({ queryKey: c.tags });
    },
  });
}
