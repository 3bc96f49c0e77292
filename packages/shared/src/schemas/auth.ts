// Sign-in and account forms (spec 000 section 5: login, recover, reset, change password).
import { z } from 'zod';
import { MSG } from '../messages/index.ts';
import { email, flag, password, requiredText } from './common.ts';

const S = MSG.server;

export const loginSchema = z.object({
  username: requiredText(S.usernameRequired),
  password: z.string({ error: S.passwordRequired }).min(1, S.passwordRequired),
});

export const recoverSchema = z.object({ email: email(), account: flag() });

export const checkCodeSchema = z.object({ code: z.coerce.string().trim().max(200).default('') });

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) => v.password === v.password_confirmation;

export const resetSchema = z
  .object({ code: requiredText(S.invalidResetCode), password: password(), password_confirmation: z.string({ error: S.passwordRequired }).min(1, S.passwordRequired) })
  .refine(confirmed, { message: S.passwordsMismatch, path: ['password_confirmation'] });

export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: S.passwordRequired }).min(1, S.passwordRequired),
    password: password(),
    password_confirmation: z.string({ error: S.passwordRequired }).min(1, S.passwordRequired),
  })
  .refine(confirmed, { message: S.passwordsMismatch, path: ['password_confirmation'] });

export const statusChangeSchema = z.object({
  id: z.coerce.number({ error: S.invalidData }).int().positive(S.invalidData),
  status: z.coerce.number({ error: S.invalidData }).int(),
});
