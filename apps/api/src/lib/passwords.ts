// bcrypt ignores every byte past the 72nd: longer passwords are refused, not silently cut.
import bcrypt from 'bcrypt';
import { MSG } from '@aseo/shared/messages';
import { unprocessable } from './errors.ts';

export const BCRYPT_MAX_BYTES = 72;

export function assertPasswordFits(password: string) {
  if (Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES) throw unprocessable(MSG.server.passwordTooLong);
}

export async function hashPassword(password: string, rounds: number) {
  assertPasswordFits(password);
  return bcrypt.hash(password, rounds);
}

export async function checkPassword(password: string, hash: string) {
  if (Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES) return false;
  return bcrypt.compare(password, hash);
}

let dummy: string | undefined;
/** A real hash to compare against when the account does not exist, so both paths cost the same. */
export function dummyHash() {
  dummy ??= bcrypt.hashSync('dummy-password-for-timing', 10);
  return dummy;
}
