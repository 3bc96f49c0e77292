import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const recover = async (input: { email: string; account?: boolean }) =>
  (await api.post<{ message: string }>('/auth/recover', input)).data;
export const useRecover = () => useMutation({ mutationFn: recover });

export const checkCode = async (code: string) =>
  (await api.post<{ result: boolean }>('/auth/check-code', { code }, { quiet: true })).data.result;

export const resetPassword = async (input: { code: string; password: string; password_confirmation: string }) =>
  (await api.post<{ message: string }>('/auth/reset', input)).data;
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
