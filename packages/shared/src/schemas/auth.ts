// Sign-in and account forms (000 section 5: login, recover, reset, change password).
import { z } from 'zod';
import { MSG } from '../messages/index.ts';
import { email, enteredUsername, flag, formObject, password, requiredText, withJsonFields } from './common.ts';
import { profileClientSchema, registerSchema } from './taxpayers.ts';

const S = MSG.server;

const enteredPassword = () => z.string({ error: S.passwordRequired }).min(1, S.passwordRequired).max(200, S.passwordTooLong);
const confirmed = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;
const mismatch = { message: S.passwordsMismatch, path: ['password_confirmation'] };

/** Login: username (NFKC-normalised like a stored one) and password non-empty (the password is not trimmed). */
export const loginSchema = formObject({
  username: enteredUsername(),
  password: enteredPassword(),
});

/** Recover: email; `account` makes the wording say account instead of password. */
export const recoverSchema = formObject({ email: email(), account: flag() });

export const checkCodeSchema = formObject({
  code: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.coerce.string().trim().max(200, S.invalidResetCode)),
});

/** Reset: code, then both passwords required, 8–72 bytes and equal. */
export const resetSchema = formObject({
  code: requiredText(S.invalidResetCode, 200),
  password: password(),
  password_confirmation: enteredPassword(),
}).refine(confirmed, mismatch);

export const changePasswordSchema = formObject({
  current_password: enteredPassword(),
  password: password(),
  password_confirmation: enteredPassword(),
}).refine(confirmed, mismatch);

/** auth/register as it travels: the client fields flat, emails, phones and property beside them as JSON text (or as they are). */
export const registerRequest = withJsonFields(
  ['emails', 'phones', 'property'],
  z.preprocess((v) => (v && typeof v === 'object' ? { client: v, property: (v as { property?: unknown }).property ?? {} } : v), registerSchema),
);

/** profile/update/client as it travels: the client form with emails and phones as JSON text (or as lists). */
export const profileClientRequest = withJsonFields(['emails', 'phones'], profileClientSchema);
