// JWT sessions. A token carries the user's token_version: a password change or reset, a
// deactivation and a deletion bump it and every older token stops working (a reactivated user
// signs in again). Failures carry the spec's status strings so the web clears the session
// ('Token is Invalid', 'Token is Expired', 'Authorization Token not found'), never a 500.
import { createHmac, createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { USER_STATUS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../db.ts';
import { queryRows } from './sql.ts';
import type { UserChanges } from '../modules/users/user-changes.ts';
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
export function assertCurrent<U extends { token_version: number; status: number; deleted_at: Date | string | null }>(
  user: U | null,
  claims: Claims,
): asserts user is U {
  if (!user) throw invalid();
  if (user.deleted_at) throw invalid(MSG.auth.userDeleted);
  if (user.status === USER_STATUS.INACTIVE) throw invalid(MSG.auth.userDisabled);
  if (user.token_version !== claims.tv) throw invalid();
}

export type TokenService = ReturnType<typeof createTokenService>;

/** How long a session check may answer from memory, and for how many users (ADR 009). */
export const SESSION_CACHE = { ttlMs: 3_000, max: 5_000 };

/** How many checked tokens a process remembers (the oldest is forgotten first). */
const VERIFIED_TOKENS = 10_000;

/** The columns a session check reads: never the password hash. */
type SessionRow = Omit<SessionUser, 'permissions'> & { token_version: number; deleted_at: string | null; permissions: string[] };

/**
 * `changes`: the process's user-change notices (modules/users); each drops that user's cached
 * session check, so a deactivation, a deletion or a permission change made on this instance is
 * refused on the next request. Without it nothing is cached.
 */
export function createTokenService(db: Db, secret: string, expiresIn: string, changes?: UserChanges, cache = SESSION_CACHE) {
  // a KeyObject: with a string jsonwebtoken imports the key again on every sign and verify
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // signed links (a download address that expires) use a key of their own, derived from the secret
  const linkKey = createHmac('sha256', secret).update('signed-links').digest();
  const ttlMs = changes ? cache.ttlMs : 0;
  const rows = new Map<number, { row: Promise<SessionRow | null>; until: number }>();
  // a read that started before a change may return the row as it was: it is not kept (see `load`)
  let generation = 0;
  changes?.onChange((userId) => {
    generation++;
    if (userId > 0) rows.delete(userId);
    else rows.clear();
  });

  function sign(user: { id: number; token_version: number }) {
    return jwt.sign({ tv: user.token_version }, key, {
      algorithm: ALGORITHM,
      subject: String(user.id),
      expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  // tokens whose signature and claims were checked, with their expiry: a desk or a taxpayer sends the
  // same token on every call, and its check (HMAC, JSON, claims) would give the same answer again
  const verified = new Map<string, { claims: Claims; exp: number }>();

  /** Signature, expiry (required) and the shape of the claims; auth/check then reads the user itself. */
  function verify(token: string | undefined): Claims {
    if (!token) throw unauthorized(MSG.server.notAuthenticated, TOKEN_STATUS.missing);
    const known = verified.get(token);
    if (known) {
      // expired as jsonwebtoken says it: from the second `exp` on
      if (Math.floor(Date.now() / 1000) < known.exp) return known.claims;
      verified.delete(token);
    }
    const checked = check(token);
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, checked);
    return checked.claims;
  }

  function check(token: string): { claims: Claims; exp: number } {
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
    return { claims: { id: Number(sub), tv }, exp };
  }

  /** The user, its state and its permission codes in one statement. */
  async function read(id: number) {
    const found = await queryRows<SessionRow>(
      db,
      Prisma.sql`
      SELECT u.id, u.level_id, u.user_id, u.status, u.token_version, u.deleted_at::text AS deleted_at,
             ARRAY(SELECT a.code FROM user_permissions up JOIN actions a ON a.id = up.action_id
                   WHERE up.user_id = u.id ORDER BY a.code)::text[] AS permissions
      FROM users u WHERE u.id = ${id}`,
    );
    return found[0] ?? null;
  }

  /** From memory while fresh; concurrent checks of one user share a single read. */
  function load(id: number, fresh: boolean) {
    const now = Date.now();
    const hit = rows.get(id);
    if (!fresh && hit && hit.until > now) return hit.row;
    if (!ttlMs) return read(id);
    const started = generation;
    const row = read(id);
    const entry = { row, until: now + ttlMs };
    rows.delete(id);
    rows.set(id, entry);
    if (rows.size > cache.max) rows.delete(rows.keys().next().value!);
    row.then(
      (r) => {
        // a change arrived while reading, or nothing to keep: the next check reads again
        if ((generation !== started || !r) && rows.get(id) === entry) rows.delete(id);
      },
      () => rows.get(id) === entry && rows.delete(id),
    );
    return row;
  }

  /** Full check: valid token of an existing, active user whose session has not been ended since. */
  async function authenticate(token: string | undefined): Promise<SessionUser> {
    const claims = verify(token);
    let user = await load(claims.id, false);
    // a token newer than the remembered row (a password changed on another instance): read again
    if (user && user.token_version < claims.tv) user = await load(claims.id, true);
    assertCurrent(user, claims);
    return { id: user.id, level_id: user.level_id, user_id: user.user_id, status: user.status, permissions: user.permissions };
  }

  /** The signature of a link's text (base64url HMAC-SHA256): what a signed download address carries, never a session. */
  const linkSignature = (text: string) => createHmac('sha256', linkKey).update(text).digest('base64url');

  return { sign, verify, authenticate, linkSignature };
}
