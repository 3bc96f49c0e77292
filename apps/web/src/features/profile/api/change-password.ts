import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { session } from '../../../lib/session.ts';

export type ChangePasswordInput = { current_password: string; password: string; password_confirmation: string };

/** The answer carries a fresh token: older ones stop working. */
export async function changePassword(input: ChangePasswordInput) {
  const { data } = await api.post<{ message: string; token: string }>('/profile/password', input);
  session.setToken(data.token);
  return data;
}
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
