// JWT sessions. A token carries the user's token_version: a password change or reset bumps it
// and every older token stops working. Failures carry the spec's status strings so the web
// clears the session ('Token is Invalid', 'Token is Expired', 'Authorization Token not found').
import jwt from 'jsonwebtoken';
import { MSG } from '@aseo/shared/messages';
import type { Db } from '../db.ts';
import { unauthorized } from './errors.ts';

export const TOKEN_STATUS = {
  invalid: 'Token is Invalid',
  expired: 'Token is Expired',
  missing: 'Authorization Token not found',
} as const;

export type SessionUser = {
  id: number;
  level_id: number;
  user_id: number | null;
  status: number;
  permissions: string[];
};

type Claims = { sub: string; tv: number };

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(db: Db, secret: string, expiresIn: string) {
  function sign(user: { id: number; token_version: number }) {
    return jwt.sign({ tv: user.token_version }, secret, {
      subject: String(user.id),
      expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  /** Signature and expiry only: used by auth/check, which must answer for deleted users too. */
  function verify(token: string | undefined): Claims {
    if (!token) throw unauthorized(MSG.server.notAuthenticated, TOKEN_STATUS.missing);
    try {
      const claims = jwt.verify(token, secret) as jwt.JwtPayload;
      if (!claims.sub || typeof claims.tv !== 'number') throw new Error('claims');
      return { sub: claims.sub, tv: claims.tv };
    } catch (err) {
      if (err instanceof jwt.TokenExpiredError) throw unauthorized(MSG.server.sessionExpired, TOKEN_STATUS.expired);
      throw unauthorized(MSG.server.notAuthenticated, TOKEN_STATUS.invalid);
    }
  }

  /** Full check: valid token of an existing, active user whose password has not changed since. */
  async function authenticate(token: string | undefined): Promise<SessionUser> {
    const claims = verify(token);
    const user = await db.user.findUnique({
      where: { id: Number(claims.sub) },
      select: {
        id: true,
        level_id: true,
        user_id: true,
        status: true,
        token_version: true,
        deleted_at: true,
        permissions: { select: { action: { select: { code: true } } } },
      },
    });
    if (!user || user.token_version !== claims.tv) {
      throw unauthorized(MSG.server.notAuthenticated, TOKEN_STATUS.invalid);
    }
    if (user.deleted_at) throw unauthorized(MSG.auth.userDeleted, TOKEN_STATUS.invalid);
    if (user.status === 0) throw unauthorized(MSG.auth.userDisabled, TOKEN_STATUS.invalid);
    return {
      id: user.id,
      level_id: user.level_id,
      user_id: user.user_id,
      status: user.status,
      permissions: user.permissions.map((p) => p.action.code),
    };
  }

  return { sign, verify, authenticate };
}
