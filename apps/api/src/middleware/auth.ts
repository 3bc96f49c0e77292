// Guards: authenticate (valid session), level, permission code, and ownership of a user id.
// Admin (level 1) passes every permission check; a moderator (2) passes only with the code;
// a client (3) passes none and only ever reaches its own records.
import type { NextFunction, Request, Response } from 'express';
import { LEVELS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { forbidden } from '../lib/errors.ts';
import type { SessionUser, TokenService } from '../lib/tokens.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: SessionUser;
    }
  }
}

export function bearerToken(req: Request) {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

export function authenticate(tokens: TokenService) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.user = await tokens.authenticate(bearerToken(req));
    next();
  };
}

export function currentUser(req: Request): SessionUser {
  if (!req.user) throw new Error('authenticate middleware missing');
  return req.user;
}

export function hasPermission(user: SessionUser, code: string) {
  if (user.level_id === LEVELS.ADMIN) return true;
  if (user.level_id === LEVELS.MODERATOR) return user.permissions.includes(code);
  return false;
}

export function requireLevel(...levels: number[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!levels.includes(currentUser(req).level_id)) throw forbidden(MSG.server.forbidden);
    next();
  };
}

/** Staff: administrators, and moderators without a parent user (those with one act for a client). */
export function isStaff(user: Pick<SessionUser, 'level_id' | 'user_id'>) {
  return user.level_id === LEVELS.ADMIN || (user.level_id === LEVELS.MODERATOR && !user.user_id);
}

/** Staff routes: admin, or a moderator without parent holding the code. */
export function requirePermission(code: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const user = currentUser(req);
    if (!isStaff(user) || !hasPermission(user, code)) throw forbidden(MSG.server.forbidden);
    next();
  };
}

/** The account a client-side call acts on: a moderator with a parent acts on its parent's account. */
export function accountOwnerId(user: SessionUser) {
  return user.level_id === LEVELS.MODERATOR && user.user_id ? user.user_id : user.id;
}

/**
 * A user id sent by the client must be the caller's own account; staff holding `staffCode`
 * (or admins) may name any user.
 */
export function assertOwnOrStaff(user: SessionUser, userId: number | undefined, staffCode?: string) {
  if (userId === undefined || userId === user.id || userId === accountOwnerId(user)) return;
  if (staffCode && hasPermission(user, staffCode)) return;
  if (!staffCode && user.level_id === LEVELS.ADMIN) return;
  throw forbidden(MSG.server.forbidden);
}
