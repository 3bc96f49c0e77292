import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { SessionUser } from '../../../lib/session.ts';

export type ProfileUser = SessionUser & Record<string, unknown>;

// under 'users' so the real-time 'users' event refreshes it
export const profileKey = (id?: number) => ['users', 'profile', id] as const;

/** profile/get: the signed-in user's own data for 'Mis Datos'. */
export const getProfile = async (userId: number) => (await api.post<{ user: ProfileUser }>('/profile/get', { user_id: userId })).data.user;
export const useProfile = (userId?: number) =>
  useQuery({ queryKey: profileKey(userId), enabled: Boolean(userId), queryFn: () => getProfile(userId!) });
