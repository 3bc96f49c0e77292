import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** auth/check-code: whether a reset code is still valid. */
export const checkCode = async (code: string) =>
  (await api.post<{ result: boolean }>('/auth/check-code', { code }, { quiet: true })).data.result;
export const useCheckCode = (code: string) => useQuery({ queryKey: ['reset-code', code], queryFn: () => checkCode(code), retry: false });
