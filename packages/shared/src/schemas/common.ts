// Building blocks shared by every schema. Forms and the API use the same schemas; the API gets
// strings from multipart bodies, so numbers and flags accept numeric text, and '' means missing.
import { z } from 'zod';
import { MAX_NUMBER } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { isAmount } from '../money/index.ts';
import { fromInputDate } from '../format/index.ts';

const S = MSG.server;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Trimmed required text with the given message. */
export const requiredText = (message: string = S.requiredField) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: message }).min(1, message));

/** Optional text: '' and null become undefined. */
export const optionalText = () =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : blankToUndefined(v)), z.string().optional());

/** Positive integer id (accepts numeric text). */
export const id = (message: string = S.requiredField) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).positive(message));
export const optionalId = () => z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

/** Integer in a set of codes. */
export const code = <T extends readonly number[]>(values: T, message: string = S.invalidData) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message)).refine((v) => values.includes(v), message);

/** Digits only (documents, account numbers, phones). */
export const digits = (message: string = S.requiredField) =>
  requiredText(message).pipe(z.string().regex(/^\d+$/, S.digitsOnly));

/**
 * A non-negative decimal amount kept as text (money never goes through a float), below 1e13,
 * with at most `places` decimals.
 */
export const decimalText = (opts: { message?: string; places?: number; positive?: string } = {}) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : v), z.string({ error: opts.message ?? S.requiredField }).min(1, opts.message ?? S.requiredField))
    .refine((v) => /^\d+(\.\d+)?$/.test(v) && isAmount(v), S.invalidNumber)
    .refine((v) => Number(v.split('.')[0]) < MAX_NUMBER, S.numberTooLarge)
    .refine((v) => opts.places === undefined || (v.split('.')[1]?.length ?? 0) <= opts.places, S.invalidNumber)
    .refine((v) => !opts.positive || Number(v) > 0 || /[1-9]/.test(v), opts.positive ?? S.invalidNumber);

/** A calendar date typed DD-MM-YYYY or YYYY-MM-DD, normalised to YYYY-MM-DD. */
export const dateText = (message: string = S.invalidDate) =>
  z.preprocess((v) => (typeof v === 'string' ? fromInputDate(v) ?? `invalid:${v}` : v), z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message));
export const optionalDateText = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), dateText().optional());

/** Flags sent as 1/0, 'true'/'false' or booleans. */
export const flag = () =>
  z.preprocess((v) => (v === true || v === 'true' || v === '1' || v === 1 ? 1 : v === undefined || v === '' ? undefined : 0), z.number().int().min(0).max(1).optional());

/** Page query: page ≥ 1 (default 1), trimmed search. */
export const pageQuery = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
  search: optionalText(),
});

/** A password bcrypt can hash whole: 8 characters at least, 72 bytes at most. */
export const password = () =>
  z
    .string({ error: S.passwordRequired })
    .min(1, S.passwordRequired)
    .min(8, S.passwordTooShort)
    .refine((v) => new TextEncoder().encode(v).length <= 72, S.passwordTooLong);

export const email = () =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: S.emailRequired }).min(1, S.emailRequired).email(S.emailInvalid));

/** Today as YYYY-MM-DD in local time (injectable in rules that compare with today). */
export function todayYmd(now: Date = new Date()) {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
