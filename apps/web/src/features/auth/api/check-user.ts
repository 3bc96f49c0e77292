import { api } from '../../../lib/api.ts';
import type { SessionUser } from '../../../lib/session.ts';

/** auth/check: the stored user refreshed, or `deleted` once it is gone. */
export async function checkUser(userId: number) {
  const { data } = await api.post<{ user?: SessionUser; deleted?: boolean }>('/auth/check', { user_id: userId }, { quiet: true });
  return data;
}
