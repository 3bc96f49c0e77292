// profile/get: the signed-in user's own data for 'Mis Datos' (under 'users': the real-time event refreshes it).
import { profileCalls as calls } from '@aseo/shared/contracts';
import { useCallQuery, type Answer } from '../../../lib/call.ts';

export type ProfileUser = Answer<typeof calls.get>['user'];

export const useProfile = (userId?: number) => useCallQuery(calls.get, { user_id: userId }, { enabled: Boolean(userId), select: (d) => d.user });
