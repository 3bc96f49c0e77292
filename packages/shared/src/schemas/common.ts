// Building blocks of every schema. The web forms (zodResolver) and the API routes use the same
// schemas; the API gets strings from multipart bodies, so numbers and flags accept numeric text,
// '' and whitespace mean missing, and every message is Spanish (none of zod's English defaults).
import { z } from 'zod';
import { documentMaxLength, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '../constants/index.ts';
import { fromInputDate, normalizeUsername } from '../format/index.ts';
import { MSG } from '../messages/index.ts';
import { isZeroText, readMoneyText, type MoneyTextProblem, type MoneyUnit } from '../money/index.ts';
import { dayOfInstant } from '../billing/days.ts';

const S = MSG.server;
/** PostgreSQL's INTEGER range: every integer field stays inside it (beyond it the database would refuse the value). */
export const MAX_INT = 2_147_483_647;
export const MIN_INT = -2_147_483_648;
/** Free texts (notes, comments, addresses, references). */
export const LONG_TEXT = 5000;

/** undefined, null, '' and whitespace-only text are "missing". */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);
const asTrimmedText = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v);

/** An object whose own type error is Spanish too (the body or a nested item is not an object). */
export const formObject = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: S.invalidData });

/** Trimmed required text (numbers accepted as text). */
export const requiredText = (message: string = S.requiredField, max = 255) =>
  z.preprocess(asTrimmedText, z.string({ error: message }).min(1, message).max(max, S.textTooLong));

/** Optional trimmed text: missing becomes undefined. */
export const optionalText = (max = 255) =>
  z.preprocess((v) => (isBlank(v) ? undefined : asTrimmedText(v)), z.string({ error: S.invalidData }).max(max, S.textTooLong).optional());

// ---- usernames ('Cuenta'): stored and looked up NFKC-normalised and trimmed. A name that only
// looks like another ('admin' + a zero-width space, 'аdmin' with a Cyrillic 'а', right-to-left
// marks) is refused: no invisible, format or control character, and letters of one script only.

/** Format/control/unassigned characters, line separators, default-ignorables and blank-looking letters (Hangul fillers, braille blank). */
const INVISIBLE = /[\p{C}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800\u115F\u1160\u3164\uFFA0]/u;
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Cherokee', 'Devanagari', 'Thai', 'Ethiopic'].map(
  (name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const,
);
const NO_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;
const scriptOf = (ch: string) => (NO_SCRIPT.test(ch) ? undefined : CJK.test(ch) ? 'CJK' : (SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? 'other'));

/** Why a (normalised) username is refused, or undefined. */
export function usernameProblem(username: string): string | undefined {
  if (INVISIBLE.test(username)) return S.usernameInvisible;
  const scripts = new Set([...username].map(scriptOf).filter(Boolean));
  return scripts.size > 1 ? S.usernameMixedScripts : undefined;
}

const asUsername = (v: unknown) => (typeof v === 'string' ? normalizeUsername(v) : asTrimmedText(v));
const checkUsername = (v: string | undefined, ctx: z.RefinementCtx) => {
  const problem = v === undefined ? undefined : usernameProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** A new or changed username: required, at most 60 characters, no look-alike characters. */
export const username = () =>
  z.preprocess(asUsername, z.string({ error: S.usernameRequired }).min(1, S.usernameRequired).max(60, S.textTooLong)).superRefine(checkUsername);
/** Optional username (the client form: staff editing a taxpayer may leave it as it is). */
export const optionalUsername = () =>
  z
    .preprocess((v) => (isBlank(v) ? undefined : asUsername(v)), z.string({ error: S.invalidData }).max(60, S.textTooLong).optional())
    .superRefine(checkUsername);
/** The username typed to sign in: normalised like a stored one, never refused for its characters (it simply matches no account). */
export const enteredUsername = () => z.preprocess(asUsername, z.string({ error: S.usernameRequired }).min(1, S.usernameRequired).max(60, S.textTooLong));

/** Required digits-only text (documents, account numbers, phones). */
export const digits = (message: string = S.requiredField, max = 40) => requiredText(message, max).pipe(z.string().regex(/^\d+$/, S.digitsOnly));
export const optionalDigits = (max = 40) => optionalText(max).pipe(z.string().regex(/^\d+$/, S.digitsOnly).optional());

/** Positive integer id (numeric text accepted). */
export const id = (message: string = S.requiredField) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).positive(message).max(MAX_INT, message));
export const optionalId = () =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: S.invalidData }).int(S.invalidData).positive(S.invalidData).max(MAX_INT, S.invalidData).optional());

/** An integer of the database's range (numeric text accepted): `message` when not an integer, numberTooLarge beyond the range. */
export const int32 = (message: string = S.invalidNumber) =>
  z.coerce.number({ error: message }).min(MIN_INT, S.numberTooLarge).max(MAX_INT, S.numberTooLarge).int(message);

/** An integer out of a fixed set of codes (numeric text accepted). */
export const code = <T extends readonly number[]>(values: T, message: string = S.invalidData) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message)).refine((v) => values.includes(v), message);

/** Integer ≥ `min` (numeric text accepted). */
export const integer = (opts: { min?: number; message?: string } = {}) => {
  const message = opts.message ?? S.invalidNumber;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .max(MAX_INT, S.numberTooLarge)
      .int(message)
      .min(opts.min ?? 0, message),
  );
};

/**
 * A non-negative decimal kept as text (money never passes through a float), read by the one money
 * reader (readMoneyText): below 1e13, at most `places` decimals, a decimal comma read as a dot;
 * `positive` is the message when it must be > 0.
 */
export const decimalText = (opts: { message?: string; places?: number; positive?: string } = {}) => {
  const required = opts.message ?? S.requiredField;
  return z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : v),
      z.string({ error: required }).min(1, required),
    )
    .superRefine((v, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (v === '') return;
      const read = readMoneyText(v, opts.places ?? Infinity);
      if (!read.ok) return fail(read.problem === 'tooLarge' ? S.numberTooLarge : S.invalidNumber);
      if (opts.positive && isZeroText(read.text)) return fail(opts.positive);
    });
};

/**
 * An optional amount as a person types it or a client sends it, read by the one money reader
 * (readMoneyText): missing is undefined, an amount becomes its wire text ('580,5' → '580.5'), and
 * anything else (a sign, an exponent, '.5', 'NaN', an array…) is refused with `message`, one text
 * or one per problem, so the error names the field.
 */
export const optionalMoneyText = (places: MoneyUnit | number, message: string | Record<MoneyTextProblem, string>) =>
  z
    .unknown()
    .transform((v, ctx): string | undefined => {
      if (isBlank(v)) return undefined;
      const read = readMoneyText(v, places);
      if (read.ok) return read.text;
      ctx.addIssue({ code: 'custom', message: typeof message === 'string' ? message : message[read.problem] });
      return z.NEVER;
    })
    .optional();

/** A calendar date typed DD-MM-YYYY or YYYY-MM-DD (a time part is dropped), as YYYY-MM-DD. */
export const dateText = (message: string = S.invalidDate) =>
  z.preprocess(asTrimmedText, z.string({ error: message })).transform((v, ctx) => {
    const ymd = fromInputDate(v);
    if (ymd) return ymd;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
export const optionalDateText = (message: string = S.invalidDate) => z.preprocess(blankToUndefined, dateText(message).optional());

/** Flags sent as 1/0, 'true'/'false' or booleans; missing stays undefined. */
export const flag = () =>
  z.preprocess(
    (v) => (v === true || v === 'true' || v === '1' || v === 1 ? 1 : isBlank(v) ? undefined : 0),
    z.number({ error: S.invalidData }).int(S.invalidData).min(0, S.invalidData).max(1, S.invalidData).optional(),
  );

/** Page query of every list: page ≥ 1 (default 1), trimmed search. */
export const pageQuery = formObject({
  page: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: S.invalidData }).int(S.invalidData).min(1, S.invalidData).max(MAX_INT, S.invalidData).default(1),
  ),
  search: optionalText(100),
});

/** Activate/deactivate: a record id and its new status. */
export const statusChangeSchema = formObject({
  id: id(S.invalidData),
  // exactly 0 or 1, as a number or its text: no coercion, so `[]`, `false` or '' are no 0
  status: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*[01]\s*$/.test(v) ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)], { error: S.invalidStatus }),
  ),
});

/** A password bcrypt can hash whole: 8 characters at least, 72 bytes at most. */
export const password = () =>
  z
    .string({ error: S.passwordRequired })
    .min(1, S.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, S.passwordTooShort)
    .refine((v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES, S.passwordTooLong);

export const email = () =>
  z.preprocess(asTrimmedText, z.string({ error: S.emailRequired }).min(1, S.emailRequired).max(150, S.textTooLong).pipe(z.email(S.emailInvalid)));

/** Refinement: the document may not be longer than its type allows (no type allows none). */
export function checkDocumentLength(v: { document_type_id?: number; document?: string }, ctx: z.RefinementCtx) {
  if (v.document && v.document.length > documentMaxLength(v.document_type_id)) {
    ctx.addIssue({ code: 'custom', message: S.documentTooLong, path: ['document'] });
  }
}

/** A JSON list that multipart bodies send as text ("emails, phones and property as JSON text"). */
export const jsonList = <T extends z.ZodType>(item: T, message: string = S.invalidData) =>
  z.preprocess(
    (v) => {
      if (isBlank(v)) return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(item, { error: message }),
  );

/**
 * Today as YYYY-MM-DD: the portal's day (America/Caracas, ADR 016), whatever the zone of the server or
 * the browser — from 20:00 in Caracas the UTC date is already tomorrow's. Rules that compare with today
 * take it as a parameter.
 */
export function todayYmd(now: Date = new Date()): string {
  return dayOfInstant(now);
}

/** The YYYY-MM-DD of a date or date-time text ('' when none), for ordering comparisons. */
export const ymdOf = (v: string | null | undefined) => (v ? (fromInputDate(v) ?? '') : '');

/** 'from not after to' for two optional dates: the message or null. */
export function dateRangeError(since: string | null | undefined, until: string | null | undefined): string | null {
  const a = ymdOf(since);
  const b = ymdOf(until);
  return a && b && a > b ? S.dateRangeOrder : null;
}

/**
 * Form posts send lists and objects as JSON text ("emails, phones and property as JSON text"):
 * parsed before `schema` runs; malformed text answers 'Datos inválidos' for the whole body.
 */
export const withJsonFields = <T extends z.ZodType>(fields: readonly string[], schema: T) =>
  z.preprocess((v: z.input<T>, ctx) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    for (const f of fields) {
      const text = out[f];
      if (typeof text !== 'string') continue;
      try {
        out[f] = text.trim() === '' ? undefined : JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: S.invalidData, input: text });
        return z.NEVER;
      }
    }
    return out;
  }, schema);
