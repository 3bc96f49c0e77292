// JWT sessions. A token carries the user's token_version: a password change or reset, a
// deactivation and a deletion bump it and every older token stops working (a reactivated user
// signs in again). Failures carry the spec's status strings so the web clears the session
// ('Token is Invalid', 'Token is Expired', 'Authorization Token not found'), never a 500.
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { USER_STATUS } from '@aseo/shared/constants';
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

/** The verified claims: the user's id (a positive int4) and the token version it was signed with. */
export type Claims = { id: number; tv: number };

const ALGORITHM = 'HS256';
const MAX_ID = 2_147_483_647;

const invalid = (message: string = MSG.server.notAuthenticated) => unauthorized(message, TOKEN_STATUS.invalid);

/**
 * Whether a signed token still opens a session of `user`: it exists, is neither deleted nor
 * deactivated, and has not changed its password (or been deactivated) since the token was signed.
 * The reason travels as the error text, so the web can say 'desactivado' or 'eliminado'.
 */
export function assertCurrent<U extends { token_version: number; status: number; deleted_at: Date | null }>(user: U | null, claims: Claims): asserts user is U {
  if (!user) throw invalid();
  if (user.deleted_at) throw invalid(MSG.auth.userDeleted);
  if (user.status === USER_STATUS.INACTIVE) throw invalid(MSG.auth.userDisabled);
  if (user.token_version !== claims.tv) throw invalid();
}

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(db: Db, secret: string, expiresIn: string) {
  // a KeyObject: with a string jsonwebtoken imports the key again on every sign and verify
  const key = createSecretKey(Buffer.from(secret, 'utf8'));

  function sign(user: { id: number; token_version: number }) {
    return jwt.sign({ tv: user.token_version }, key, {
      algorithm: ALGORITHM,
      subject: String(user.id),
      expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  /** Signature, expiry (required) and the shape of the claims; auth/check then reads the user itself. */
  function verify(token: string | undefined): Claims {
    if (!token) throw unauthorized(MSG.server.notAuthenticated, TOKEN_STATUS.missing);
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(token, key, { algorithms: [ALGORITHM] }) as jwt.JwtPayload;
    } catch (err) {
      if (err instanceof jwt.TokenExpiredError) throw unauthorized(MSG.server.sessionExpired, TOKEN_STATUS.expired);
      throw invalid();
    }
    const { sub, tv, exp } = claims;
    // a token without `exp` would never end; a `sub` that is not an id would reach the database
    if (typeof exp !== 'number' || typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub) || Number(sub) > MAX_ID) throw invalid();
    if (typeof tv !== 'number' || !Number.isSafeInteger(tv) || tv < 0) throw invalid();
    return { id: Number(sub), tv };
  }

  /** Full check: valid token of an existing, active user whose session has not been ended since. */
  async function authenticate(token: string | undefined): Promise<SessionUser> {
    const claims = verify(token);
    const user = await db.user.findUnique({
      where: { id: claims.id },
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
    assertCurrent(user, claims);
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
