// The session on the request and the policy helpers services use. Authentication and the access
// rule of each call are applied by `mount` (lib/contract.ts) from the call's contract; the rules
// themselves are the shared policy (packages/shared/src/policy), the same the web's guards use.
import type { Request } from 'express';
import { accountOwnerId as ownerOf, can, isStaff as staff } from '@aseo/shared/policy';
import type { SessionUser } from '../lib/tokens.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: SessionUser;
    }
  }
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(req: Request) {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

/** The signed-in user of a call mounted with a session rule. */
export function currentUser(req: Request): SessionUser {
  if (!req.user) throw new Error('the call was mounted without a session rule');
  return req.user;
}

/** Admin always, a moderator with the code, a client never. */
export const hasPermission = (user: SessionUser, code: string) => can(user, code);
/** Administrators, and moderators without a parent user. */
export const isStaff = (user: Pick<SessionUser, 'level_id' | 'user_id'>) => staff(user);
/** The account a client-side call acts on: a moderator with a parent acts on its parent's account. */
export const accountOwnerId = (user: SessionUser) => ownerOf(user);
