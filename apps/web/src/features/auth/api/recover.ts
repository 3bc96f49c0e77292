import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** auth/recover: mails a reset link; `account` makes the mail speak of the account. */
export const recover = async (input: { email: string; account?: boolean }) =>
  (await api.post<{ message: string }>('/auth/recover', input)).data;
export const useRecover = () => useMutation({ mutationFn: recover });
