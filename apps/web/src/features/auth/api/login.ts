import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { SessionUser } from '../../../lib/session.ts';

export type LoginInput = { username: string; password: string };

export const login = async (input: LoginInput) =>
  (await api.post<{ token: string; user: SessionUser }>('/auth/login', input)).data;

export const useLogin = () => useMutation({ mutationFn: login });
