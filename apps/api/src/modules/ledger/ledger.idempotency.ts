// Idempotency of money-moving requests (DOMAIN "Bills"): the client sends a key with a submission;
// the answer is stored under it in the same transaction as the work, so the same submission sent
// again (a double click, a retry after a timeout, another tab) gets the first answer and nothing is
// done twice. Two copies racing: the second waits on the key's row and then reads the first answer.
import { DatabaseError } from 'pg';
import { Prisma } from '@aseo/db/client';
import { MSG } from '@aseo/shared/messages';
import { isIdempotencyKey } from '@aseo/shared/schemas';
import type { Db, OwnTx, Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import { prepared } from '../../lib/prepared.ts';
import { queryAhead, queryRows } from '../../lib/sql.ts';

const PG_UNIQUE_VIOLATION = '23505';

export type Stored<T> = { found: true; response: T } | { found: false };

/** The stored answer of `key` for this user and call; a key of another call or user is refused. */
export async function storedAnswer<T>(db: Db | Tx | OwnTx, key: string | undefined, userId: number, callId: string): Promise<Stored<T>> {
  if (!key) return { found: false };
  // the routes check the header and request_key; a key that reaches here unchecked is refused, not a 500
  if (!isIdempotencyKey(key)) throw unprocessable(MSG.cash.keyInvalid);
  const [row] = await queryRows<{ user_id: number; call_id: string; response: unknown }>(db, answerSql(key));
  if (!row) return { found: false };
  if (row.user_id !== userId || row.call_id !== callId) throw unprocessable(MSG.cash.keyReused);
  return { found: true, response: row.response as T };
}

/** storedAnswer's read (a prepared statement: lib/sql.ts sends it by name). */
const answerSql = (key: string) => prepared(Prisma.sql`SELECT user_id, call_id, response FROM idempotency_keys WHERE key = ${key}::text`);

/**
 * storedAnswer's read of `key` written behind the transaction's next statement (lib/sql.ts
 * queryAhead, ADR 029): a payment sends it with the payer's lock, so a copy that waited on that
 * lock reads the first one's answer in the same round trip.
 */
export function readAnswerAhead(tx: Tx | OwnTx, key: string | undefined) {
  if (key && isIdempotencyKey(key)) queryAhead(tx, answerSql(key));
}

export async function storeAnswer(tx: Tx, key: string | undefined, userId: number, callId: string, response: unknown) {
  if (!key) return;
  await tx.idempotencyKey.create({ data: { key, user_id: userId, call_id: callId, status: 200, response: response as Prisma.InputJsonValue } });
}

/**
 * A unique key refused the write, and its name or columns mention `what`: P2002 from a Prisma write,
 * P2010 (a UniqueConstraintViolation from the driver) from a raw statement through Prisma, pg's 23505
 * from one sent on the transaction's connection, such as the desk's bill (cash-bill.write.ts).
 */
export function isUniqueViolation(err: unknown, what: string) {
  if (typeof err !== 'object' || err === null) return false;
  const { code, meta } = err as { code?: string; meta?: unknown };
  // pg's own error, from a statement sent straight on a transaction's connection (lib/sql.ts queryRows)
  if (code === PG_UNIQUE_VIOLATION && err instanceof DatabaseError) return [err.constraint, err.table, err.detail].join(' ').includes(what);
  const text = JSON.stringify(meta ?? {});
  const unique = code === 'P2002' || (code === 'P2010' && text.includes('"UniqueConstraintViolation"'));
  return unique && text.includes(what);
}

export const isKeyConflict = (err: unknown) =>
  (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002' && String(err.meta?.target ?? err.message).includes('key')) ||
  isUniqueViolation(err, 'idempotency_keys') ||
  isUniqueViolation(err, 'request_key');
