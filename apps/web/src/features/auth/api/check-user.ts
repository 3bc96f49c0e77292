// auth/check: the stored user refreshed, or `deleted` once it is gone; a session the server has
// ended (deactivated, password changed) answers 401 with the reason as its text.
import { authTexts } from '@aseo/shared/messages';
import { USER_STATUS } from '@aseo/shared/constants';
import { authCalls as calls } from '@aseo/shared/contracts';
import { errorText } from '../../../lib/api.ts';
import { callApi, type Answer } from '../../../lib/call.ts';
import type { SessionUser } from '../../../lib/session.ts';

export type CheckAnswer = Answer<typeof calls.check>;

export const checkUser = (userId: number) => callApi(calls.check, { user_id: userId }, { quiet: true });

/**
 * What the start-up re-check does with the answer: sign out with a message, or refresh the user.
 * It reads only `deleted` and the user's status, so any answer whose user fits the session will do.
 */
export function checkOutcome(res: { deleted?: boolean; user?: SessionUser }): { signOut: string } | { refresh: SessionUser } {
  if (res.deleted || !res.user) return { signOut: authTexts.userDeleted };
  if (res.user.status === USER_STATUS.INACTIVE) return { signOut: authTexts.userDisabled };
  return { refresh: res.user };
}

/** The re-check's outcome; a 401 that names why the session ended signs out with that text. */
export async function recheckUser(userId: number): Promise<ReturnType<typeof checkOutcome>> {
  try {
    return checkOutcome(await checkUser(userId));
  } catch (err) {
    const reason = errorText(err);
    if (reason === authTexts.userDisabled || reason === authTexts.userDeleted) return { signOut: reason };
    throw err;
  }
}
