// Fiscal numbers (docs/data-model.md "Fiscal numbers"): gapless counters per institution and kind,
// the visible property code, the random crypt of document links and the verification codes
// printed on documents.
import { randomBytes } from 'node:crypto';
import { Prisma } from '@aseo/db/client';
import { DEFAULT_INSTITUTION } from '@aseo/shared/constants';
import type { Tx } from '../../db.ts';

export const COUNTER_KINDS = ['invoice', 'control', 'solvency', 'agreement', 'property_code', 'proforma', 'receipt'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];

/** Anything that runs raw SQL: the caller's transaction (or the client, for a one-statement use). */
type RawSql = Pick<Tx, '$queryRaw'>;

/**
 * Next value of a gapless sequence, taken inside the caller's transaction: the row lock of the
 * upsert makes a second transaction wait until the first commits (no duplicate), and a rollback
 * gives the number back (no gap). Keep the transaction short after taking a number.
 */
export async function nextCounter(tx: RawSql, kind: CounterKind, institutionId: number = DEFAULT_INSTITUTION): Promise<number> {
  const rows = await tx.$queryRaw<{ last_value: number }[]>`
    INSERT INTO fiscal_counters (institution_id, kind, last_value) VALUES (${institutionId}, ${kind}, 1)
    ON CONFLICT (institution_id, kind) DO UPDATE SET last_value = fiscal_counters.last_value + 1
    RETURNING last_value`;
  // a sequence number (an int column), never an amount
  const value = Number(rows[0].last_value);
  if (!Number.isSafeInteger(value)) throw new Error(`counter ${kind} out of range`);
  return value;
}

/**
 * Several counters in ONE statement (the desk's receipt, proforma and invoice numbers), each taken
 * as nextCounter would take it, in the order given (the same order everywhere, so two transactions
 * never wait on each other's counters crosswise).
 */
export async function nextCounters<K extends CounterKind>(tx: RawSql, kinds: readonly K[], institutionId: number = DEFAULT_INSTITUTION) {
  if (!kinds.length) return {} as Record<K, number>;
  const rows = await tx.$queryRaw<{ kind: K; last_value: number }[]>(countersSql(kinds, institutionId));
  const taken = {} as Record<K, number>;
  for (const r of rows) {
    const value = Number(r.last_value);
    if (!Number.isSafeInteger(value)) throw new Error(`counter ${r.kind} out of range`);
    taken[r.kind] = value;
  }
  return taken;
}

/**
 * nextCounters' statement (`… RETURNING kind, last_value`), for a caller that takes the numbers inside
 * a larger data-modifying statement (the desk's bill: `WITH c AS (<this>) INSERT INTO bills …`).
 */
export const countersSql = (kinds: readonly CounterKind[], institutionId: number = DEFAULT_INSTITUTION) => Prisma.sql`
    INSERT INTO fiscal_counters (institution_id, kind, last_value)
    SELECT ${institutionId}, k, 1 FROM unnest(${kinds as readonly string[]}::text[]) WITH ORDINALITY AS t(k, o) ORDER BY o
    ON CONFLICT (institution_id, kind) DO UPDATE SET last_value = fiscal_counters.last_value + 1
    RETURNING kind, last_value`;

/** Visible property code: 'AU-' and a 6-digit sequence, e.g. AU-000042. */
export async function nextPropertyCode(tx: RawSql) {
  return `AU-${String(await nextCounter(tx, 'property_code')).padStart(6, '0')}`;
}

const CRYPT_BYTES = 24;
/** Random bytes drawn ahead for crypts (as node's randomUUID does): one draw from the secure source per 128 tokens. */
let cryptBytes = Buffer.alloc(0);
let cryptAt = 0;

/** Random token used in document links instead of ids (48 hex characters); each byte is used once. */
export function newCrypt(): string {
  if (cryptAt + CRYPT_BYTES > cryptBytes.length) {
    cryptBytes = randomBytes(CRYPT_BYTES * 128);
    cryptAt = 0;
  }
  cryptAt += CRYPT_BYTES;
  return cryptBytes.toString('hex', cryptAt - CRYPT_BYTES, cryptAt);
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

/**
 * Verification code printed (and carried by the QR) on every issued document: 10 Crockford
 * base32 characters from the system's secure random source (50 bits), grouped 4-4-2 as
 * `ABCD-EFGH-JK`. Uniqueness is enforced by `issued_documents.code`: on the rare collision the
 * caller draws again.
 */
export function newVerificationCode(): string {
  // 256 is a multiple of 32, so the low 5 bits of a random byte are uniform
  const chars = [...randomBytes(CODE_LENGTH)].map((b) => CROCKFORD[b & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/**
 * A code as typed by a person, in its canonical form: case, spaces and hyphens ignored, O read as
 * 0 and I/L as 1 (Crockford's decoding). Null when it cannot be a verification code.
 */
export function normalizeVerificationCode(input: string): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (chars.length !== CODE_LENGTH || [...chars].some((c) => !CROCKFORD.includes(c))) return null;
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
