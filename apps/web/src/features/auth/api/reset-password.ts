import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type ResetPasswordInput = { code: string; password: string; password_confirmation: string };

/** auth/reset: the new password for a valid reset code. */
export const resetPassword = async (input: ResetPasswordInput) => (await api.post<{ message: string }>('/auth/reset', input)).data;
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
