// Hand-written SQL for the hot reads (session check, list pages, profile): straight to the `pg`
// pool under Prisma when there is one, skipping Prisma's raw-query layer (≈ 130 µs of CPU a query
// measured here, against ≈ 65 µs for pg itself: docs/decisions/009-list-counts.md). Statements
// are built with Prisma.sql, so values are always parameters. Inside a transaction, or on a client
// made elsewhere (benches, tests), the same statement goes through $queryRaw.
// Only for reads whose columns are json, text, int4 (cast counts to int), booleans, timestamps and
// dates: pg and Prisma give those the same JavaScript values (the pool reads `timestamp` as UTC and
// `date` as a UTC calendar day, db.ts, whatever the server's TZ; bigints and numerics they would not).
import type { Prisma } from '@aseo/db/client';
import { poolOf, type Db, type Tx } from '../db.ts';
import { isOwnTx, send, sendAhead, sendLast, takeAhead, type OwnTx } from '../tx-connection.ts';
import { statementName } from './prepared.ts';

/** The statement as pg sends it (its text built once: Prisma.Sql builds it again on every read of `text`). */
function queryOf(s: Prisma.Sql) {
  const text = s.text;
  return { name: statementName(text), text, values: s.values };
}

export async function queryRows<T>(db: Db | Tx | OwnTx, statement: Prisma.Sql): Promise<T[]> {
  const query = queryOf(statement);
  // the desk payment's own transaction (tx-connection.ts, ADR 031): on its connection
  if (isOwnTx(db)) return ((await takeAhead(db, query)) ?? (await send(db, query))).rows as T[];
  const pool = poolOf(db);
  if (pool) return (await pool.query(query)).rows as T[];
  // inside a Prisma transaction, or on a client made elsewhere: through Prisma
  return db.$queryRaw<T[]>(statement);
}

/**
 * The transaction's last statement, written with its COMMIT in an own transaction (tx-connection.ts,
 * ADR 029, ADR 031): nothing may be sent in the transaction after it. In a Prisma transaction the
 * same statement as queryRows, and Prisma commits.
 */
export async function lastRows<T>(tx: Tx | OwnTx, statement: Prisma.Sql): Promise<T[]> {
  const [rows] = await lastStatements<[T]>(tx, [statement]);
  return rows;
}

/** The transaction's last statements, in order, written together with its COMMIT (lastRows): the rows of each. */
export async function lastStatements<T extends unknown[]>(tx: Tx | OwnTx, statements: readonly Prisma.Sql[]): Promise<{ [K in keyof T]: T[K][] }> {
  if (isOwnTx(tx)) return (await sendLast(tx, statements.map(queryOf))).map((r) => r.rows) as { [K in keyof T]: T[K][] };
  const out: unknown[][] = [];
  for (const s of statements) out.push(await queryRows(tx, s));
  return out as { [K in keyof T]: T[K][] };
}

/**
 * `statement` written behind the transaction's next statement (tx-connection.ts sendAhead, ADR 029):
 * a later `queryRows(tx, statement)` with the same text and values gets its answer without a round
 * trip of its own. In a Prisma transaction, nothing (queryRows then sends it as usual).
 */
export function queryAhead(tx: Tx | OwnTx, statement: Prisma.Sql) {
  if (isOwnTx(tx)) sendAhead(tx, queryOf(statement));
}

/** `text` with `values` run in `tx` (own or Prisma's): its rows (billing's SqlRunner). */
export async function runSql<T>(tx: Tx | OwnTx, text: string, values: unknown[]): Promise<T[]> {
  if (isOwnTx(tx)) return (await send(tx, { text, values })).rows as T[];
  return tx.$queryRawUnsafe<T[]>(text, ...values);
}

let cursors = 0;

/**
 * Every row of `statement`, read once through a server-side cursor on a pool connection (one
 * snapshot, `FETCH batch` at a time: memory flat however many rows, and the statement planned and
 * run once, where keyset batches run it again for every batch; the next batch is read while this
 * one is written). The connection is held until the last row is read or the reader stops (a
 * dropped download): then the transaction is ended before the connection goes back. Without a pool (inside a transaction, a client made elsewhere) the rows
 * come from `fallback`.
 */
export async function* cursorRows<T>(db: Db | Tx, statement: Prisma.Sql, fallback: () => AsyncIterable<T>, batch = 2000): AsyncGenerator<T> {
  const pool = poolOf(db);
  if (!pool) {
    yield* fallback();
    return;
  }
  const client = await pool.connect();
  const name = `rows_${++cursors}`;
  let open = false;
  let broken: Error | undefined;
  try {
    // every row is read: plan for the whole statement, not for its first 10 % (a cursor's default)
    open = true;
    await client.query('BEGIN READ ONLY; SET LOCAL cursor_tuple_fraction = 1');
    await client.query(`DECLARE ${name} NO SCROLL CURSOR FOR ${statement.text}`, statement.values);
    // the next batch is asked for before this one is handed on: PostgreSQL reads while the caller writes
    const fetchNext = () => {
      const next = client.query(`FETCH ${batch} FROM ${name}`);
      next.catch(() => undefined); // awaited below; a reader that stops early leaves it unread
      return next;
    };
    let pending = fetchNext();
    for (;;) {
      const { rows } = await pending;
      const more = rows.length === batch;
      if (more) pending = fetchNext();
      yield* rows as T[];
      if (!more) break;
    }
    await client.query('COMMIT');
    open = false;
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    if (open) await client.query('ROLLBACK').catch((e: Error) => (broken = e));
    client.release(broken);
  }
}
