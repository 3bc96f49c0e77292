// The connection of a Prisma interactive transaction, for statements sent straight on it (ADR 028,
// ADR 029). `withTxConnection(work)` runs `work` with a holder in async context; the pool's
// `connect()` without a callback — how the adapter takes a transaction's connection — fills it
// (db.ts). Inside that transaction `queryRows(tx, …)` sends its statement on the same connection
// with pg itself (by name when prepared), without Prisma's raw-query layer, and
// `lastRows(tx, …)` sends the transaction's last statement together with its COMMIT.
//
// Round trips saved (pg's pipeline mode: the statements are written back to back, each with its own
// Sync, and answered in order):
// - Prisma's BEGIN is held back and written with the transaction's first statement. Prisma's
//   BEGIN is answered at once (there is nothing to refuse in a BEGIN); a transaction that sends
//   nothing sends no BEGIN, and its COMMIT or ROLLBACK is answered without being sent.
// - `lastRows` writes its statement and COMMIT together. If the statement fails, PostgreSQL ends
//   the aborted transaction at that COMMIT with a ROLLBACK and the statement's error is thrown; if
//   the COMMIT itself fails, its error is thrown. Prisma's COMMIT that follows is answered with the
//   COMMIT already made, a ROLLBACK (the callback threw after it) with nothing sent, and anything
//   else is refused: it would run outside the transaction. What is committed stays committed, so
//   after `lastRows` the callback only builds its answer.
//
// The holder lets go of the connection when Prisma sends COMMIT or ROLLBACK (a time-out's too,
// queued behind a statement of ours) and when the connection goes back to the pool: a later
// `queryRows(tx, …)` then goes through Prisma, which refuses a closed transaction, instead of
// running outside any transaction on a connection another request may already hold.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

type Holder = {
  conn?: pg.PoolClient;
  /** Prisma's BEGIN, answered and not yet sent. */
  beginHeld?: boolean;
  /** sendLast sent the transaction's COMMIT: its answer. */
  committed?: Promise<pg.QueryResult>;
  /** The connection's own query, under hold()'s wrapper. */
  send?: Send;
  /** Statements to write behind the next one sent (sendAhead), then their answers until taken. */
  ahead: Ahead[];
};
type Query = { name?: string; text: string; values: unknown[] };
type Ahead = { key: string; query: Query; answer?: Promise<pg.QueryResult> };
type Send = (...args: unknown[]) => unknown;
/** pg's client in pipeline mode writes each query without waiting for the one before (pg 8.23). */
type Pipelining = pg.PoolClient & { pipeline: boolean; connection?: { stream?: { cork(): void; uncork(): void } } };

const txConnections = new AsyncLocalStorage<Holder>();

export async function withTxConnection<T>(work: () => Promise<T>): Promise<T> {
  const holder: Holder = { ahead: [] };
  try {
    return await txConnections.run(holder, work);
  } finally {
    holder.conn = undefined;
  }
}

/** The connection of the transaction `withTxConnection` runs, once Prisma has taken it. */
export const txConnection = () => txConnections.getStore()?.conn;

/** The holder of the `withTxConnection` running now, for the pool's `connect()` (db.ts). */
export const txHolder = () => txConnections.getStore();

const answered = (command: string) => ({ command, rowCount: null, oid: 0, rows: [], fields: [] }) as unknown as pg.QueryResult;
const isCallback = (args: unknown[]) => args.some((a) => typeof a === 'function');

/**
 * `calls` written back to back on `conn` (pipeline mode while they are answered), then its
 * ordinary mode again before anyone reads an answer. The answers, settled, in order.
 */
async function pipelined(conn: pg.PoolClient, send: Send, calls: unknown[][]) {
  const c = conn as Pipelining;
  // corked while they are written: one write to the socket for all of them
  const stream = c.connection?.stream;
  c.pipeline = true;
  try {
    stream?.cork();
    let sent: Promise<pg.QueryResult>[];
    try {
      sent = calls.map((args) => send.apply(conn, args) as Promise<pg.QueryResult>);
    } finally {
      stream?.uncork();
    }
    return await Promise.allSettled(sent);
  } finally {
    c.pipeline = false;
  }
}

const valueOf = <T>(s: PromiseSettledResult<T>) => {
  if (s.status === 'rejected') throw s.reason;
  return s.value;
};

export function hold(holder: Holder, conn: pg.PoolClient) {
  holder.conn = conn;
  const { query, release } = conn;
  // pg-pool gives each checkout its own `release`; `query` is the class's, unless someone wrapped it
  const ownQuery = Object.hasOwn(conn, 'query');
  const letGo = () => {
    if (holder.conn === conn) holder.conn = undefined;
    if (ownQuery) conn.query = query;
    else delete (conn as { query?: unknown }).query;
    conn.release = release;
  };
  const send = query as Send;
  holder.send = send;
  conn.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const promised = !isCallback(args);
    if (text === 'BEGIN' && promised && !holder.beginHeld && !holder.committed) {
      holder.beginHeld = true;
      return Promise.resolve(answered('BEGIN'));
    }
    if (text === 'COMMIT' || text === 'ROLLBACK') {
      const { beginHeld, committed } = holder;
      letGo();
      // nothing was sent: there is no transaction to end
      if (beginHeld && promised) return Promise.resolve(answered(text));
      if (committed && promised) return text === 'COMMIT' ? committed : Promise.resolve(answered(text));
      return send.apply(this, args);
    }
    if (holder.committed) {
      const refused = new Error('sentencia después del COMMIT de la transacción');
      if (promised) return Promise.reject(refused);
      return void (args.find((a) => typeof a === 'function') as (err: Error) => void)(refused);
    }
    const ahead = holder.ahead.filter((a) => !a.answer);
    if ((holder.beginHeld || ahead.length) && promised) {
      const begin = holder.beginHeld ? [['BEGIN']] : [];
      holder.beginHeld = false;
      const written = pipelined(this, send, [...begin, args, ...ahead.map((a) => [a.query])]);
      ahead.forEach((a, i) => {
        a.answer = written.then((answers) => valueOf(answers[begin.length + 1 + i]!));
        a.answer.catch(() => undefined); // taken by takeAhead, or dropped with the transaction
      });
      return written.then((answers) => {
        if (begin.length) valueOf(answers[0]!);
        return valueOf(answers[begin.length]!);
      });
    }
    // a callback-style call (none of ours or Prisma's) waits for its BEGIN as pg always did
    if (holder.beginHeld) {
      holder.beginHeld = false;
      return void (send.call(this, 'BEGIN') as Promise<unknown>).then(() => send.apply(this, args));
    }
    return send.apply(this, args);
  } as pg.PoolClient['query'];
  conn.release = ((err?: Error | boolean) => {
    letGo();
    return release.call(conn, err);
  }) as pg.PoolClient['release'];
  return conn;
}

/**
 * The transaction's last statements written together with its COMMIT (and its BEGIN, if they are
 * also the first): their answers, in order, once all are answered. Without a held connection,
 * undefined (the caller sends them as any other statements and Prisma commits).
 */
export async function sendLast(queries: readonly Query[]): Promise<pg.QueryResult[] | undefined> {
  const holder = txConnections.getStore();
  const conn = holder?.conn;
  const send = holder?.send;
  if (!holder || !conn || !send || holder.committed) return undefined;
  const calls = [...(holder.beginHeld ? [['BEGIN']] : []), ...queries.map((q) => [q]), ['COMMIT']];
  const begun = holder.beginHeld ? 1 : 0;
  holder.beginHeld = false;
  const answers = await pipelined(conn, send, calls);
  const commit = answers.at(-1)!;
  holder.committed = commit.status === 'fulfilled' ? Promise.resolve(commit.value) : Promise.reject(commit.reason as Error);
  holder.committed.catch(() => undefined);
  // the first failure names what went wrong: BEGIN's, a statement's (the COMMIT then rolled back), or the COMMIT's
  for (const a of answers) valueOf(a);
  return answers.slice(begun, -1).map((a) => valueOf(a));
}

const aheadKey = (q: Query) => `${q.text}\u0000${JSON.stringify(q.values)}`;

/**
 * `query` written on the transaction's held connection right behind the next statement sent on it:
 * PostgreSQL runs it after that one (a lock's wait included), with its own snapshot. The caller
 * later sends the same statement (text and values) with `queryRows`, which takes this answer
 * instead (takeAhead). Answers whether it was queued; an answer nobody takes is dropped with the
 * transaction.
 */
export function sendAhead(query: Query): boolean {
  const holder = txConnections.getStore();
  if (!holder?.conn || holder.committed) return false;
  holder.ahead.push({ key: aheadKey(query), query });
  return true;
}

/** The answer of a statement sent ahead (sendAhead) with the same text and values, once. */
export function takeAhead(query: Query): Promise<pg.QueryResult> | undefined {
  const holder = txConnections.getStore();
  if (!holder?.conn || !holder.ahead.length) return undefined;
  const key = aheadKey(query);
  const i = holder.ahead.findIndex((a) => a.key === key && a.answer);
  if (i < 0) return undefined;
  return holder.ahead.splice(i, 1)[0]!.answer;
}
