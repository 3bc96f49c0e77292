import { MSG } from '@aseo/shared/messages';
import { USER_STATUS } from '@aseo/shared/constants';
import { api } from '../../../lib/api.ts';
import type { SessionUser } from '../../../lib/session.ts';

export type CheckAnswer = { user?: SessionUser; deleted?: boolean };

/** auth/check: the stored user refreshed, or `deleted` once it is gone. */
export async function checkUser(userId: number) {
  const { data } = await api.post<CheckAnswer>('/auth/check', { user_id: userId }, { quiet: true });
  return data;
}

/** What the start-up re-check does with the answer: sign out with a message, or refresh the user. */
export function checkOutcome(res: CheckAnswer): { signOut: string } | { refresh: SessionUser } {
  if (res.deleted || !res.user) return { signOut: MSG.auth.userDeleted };
  if (res.user.status === USER_STATUS.INACTIVE) return { signOut: MSG.auth.userDisabled };
  return { refresh: res.user };
}
