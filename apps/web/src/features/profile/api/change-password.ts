// profile/password: the answer carries a fresh token; older ones stop working.
import { useMutation } from '@tanstack/react-query';
import { profileCalls as calls } from '@aseo/shared/contracts';
import { callApi, type Send } from '../../../lib/call.ts';
import { session } from '../../../lib/session.ts';

export type ChangePasswordInput = Send<typeof calls.password>;

export async function changePassword(input: ChangePasswordInput) {
  // quiet: a refusal is shown by the form on its fields (lib/form.ts)
  const data = await callApi(calls.password, input, { quiet: true });
  session.setToken(data.token);
  return data;
}
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
