// The desk payment's own transaction (ADR 031, after ADR 028 and 029): a pool connection taken for
// it, and its statements sent on that connection with pg itself, without Prisma's interactive
// transaction or any async context. The handle (`OwnTx`) is passed to whoever sends a statement in
// it (lib/sql.ts queryRows, lastStatements, queryAhead), so nothing is looked up per promise.
//
// Round trips saved (pg's pipeline mode: the statements are written back to back, each with its own
// Sync, and answered in order):
// - BEGIN is written with the transaction's first statement; a transaction that sends nothing
//   sends no BEGIN and no COMMIT.
// - `sendLast` writes the last statements and COMMIT together. If a statement fails, PostgreSQL
//   ends the aborted transaction at that COMMIT with a ROLLBACK and the statement's error is thrown;
//   if the COMMIT itself fails, its error is thrown. Nothing may be sent after it: what is committed
//   stays committed, so after it the work only builds its answer.
// - `sendAhead` writes a statement behind the next one sent (a lock's read behind the lock).
//
// A transaction lives at most `timeoutMs` (30 s, as Prisma's was): past it, no statement is sent,
// and the work's end rolls it back with an error. The connection goes back to the pool after COMMIT
// or ROLLBACK; a connection whose ROLLBACK failed is destroyed, not reused.
//
// What needs Prisma's models (a desk's new items, credit, agreements' quotas, the old desk's order
// check) runs in Prisma's transaction instead: `prismaTx(tx)` throws `NeedsPrisma` for an own
// transaction before anything is committed, and the caller runs the work again there
// (cash-payment.service.ts).
import type pg from 'pg';

const OWN = Symbol('own transaction');

type Query = { name?: string; text: string; values?: unknown[] };
type Ahead = { key: string; query: Query; answer?: Promise<pg.QueryResult> };
type Held = {
  conn: pg.PoolClient;
  /** BEGIN written. */
  begun: boolean;
  /** COMMIT or ROLLBACK written (by sendLast or at the end): nothing more is sent. */
  ended: boolean;
  /** Past its time: nothing more is sent, the end rolls it back. */
  expired: boolean;
  /** Statements to write behind the next one sent (sendAhead), then their answers until taken. */
  ahead: Ahead[];
};

/** A transaction run by `ownTransaction`: pass it where a `Tx` goes (lib/sql.ts sends on it). */
export type OwnTx = { readonly [OWN]: Held };

export const isOwnTx = (tx: unknown): tx is OwnTx => typeof tx === 'object' && tx !== null && OWN in tx;

/** The work needs Prisma's models: it is run again in Prisma's transaction (nothing was committed). */
export class NeedsPrisma extends Error {
  constructor() {
    super('la operación necesita la transacción de Prisma');
    this.name = 'NeedsPrisma';
  }
}

export class TransactionExpired extends Error {
  constructor(timeoutMs: number) {
    super(`la transacción superó ${timeoutMs} ms`);
    this.name = 'TransactionExpired';
  }
}

/** pg's client in pipeline mode writes each query without waiting for the one before (pg 8.23). */
type Pipelining = pg.PoolClient & { pipeline: boolean; connection?: { stream?: { cork(): void; uncork(): void } } };

/**
 * `work` in a transaction on its own connection of `pool`: committed when it returns (unless
 * `sendLast` already did), rolled back when it throws; either way the connection goes back.
 */
export async function ownTransaction<T>(pool: pg.Pool, work: (tx: OwnTx) => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const conn = await pool.connect();
  const held: Held = { conn, begun: false, ended: false, expired: false, ahead: [] };
  const timer = setTimeout(() => (held.expired = true), timeoutMs);
  let broken: Error | undefined;
  try {
    const out = await work({ [OWN]: held });
    if (held.expired && !held.ended) throw new TransactionExpired(timeoutMs);
    if (held.begun && !held.ended) {
      held.ended = true;
      await conn.query('COMMIT');
    }
    return out;
  } catch (err) {
    if (held.begun && !held.ended) {
      held.ended = true;
      await conn.query('ROLLBACK').catch((e: Error) => (broken = e));
    }
    throw err;
  } finally {
    clearTimeout(timer);
    conn.release(broken);
  }
}

/** Refuses a statement once the transaction is over or past its time. */
function assertOpen(held: Held) {
  if (held.ended) throw new Error('sentencia después del fin de la transacción');
  if (held.expired) throw new Error('sentencia después del tiempo de la transacción');
}

/**
 * `calls` written back to back on `conn` (pipeline mode while they are answered), then its
 * ordinary mode again before anyone reads an answer. The answers, settled, in order.
 */
async function pipelined(conn: pg.PoolClient, calls: readonly (Query | string)[]) {
  const c = conn as Pipelining;
  // corked while they are written: one write to the socket for all of them
  const stream = c.connection?.stream;
  c.pipeline = true;
  try {
    stream?.cork();
    let sent: Promise<pg.QueryResult>[];
    try {
      sent = calls.map((q) => conn.query(q as pg.QueryConfig));
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

/** `query` sent in the transaction: with BEGIN when it is the first, and what was queued behind it (sendAhead). */
export async function send(tx: OwnTx, query: Query): Promise<pg.QueryResult> {
  const held = tx[OWN];
  assertOpen(held);
  const ahead = held.ahead.filter((a) => !a.answer);
  const begin = held.begun ? [] : ['BEGIN'];
  held.begun = true;
  if (!begin.length && !ahead.length) return held.conn.query(query as pg.QueryConfig);
  const written = pipelined(held.conn, [...begin, query, ...ahead.map((a) => a.query)]);
  ahead.forEach((a, i) => {
    a.answer = written.then((answers) => valueOf(answers[begin.length + 1 + i]!));
    a.answer.catch(() => undefined); // taken by takeAhead, or dropped with the transaction
  });
  const answers = await written;
  if (begin.length) valueOf(answers[0]!);
  return valueOf(answers[begin.length]!);
}

/**
 * The transaction's last statements written together with its COMMIT (and its BEGIN, if they are
 * also the first): their answers, in order, once all are answered.
 */
export async function sendLast(tx: OwnTx, queries: readonly Query[]): Promise<pg.QueryResult[]> {
  const held = tx[OWN];
  assertOpen(held);
  const begun = held.begun ? 0 : 1;
  const calls = [...(begun ? ['BEGIN'] : []), ...queries, 'COMMIT'];
  held.begun = true;
  held.ended = true;
  const answers = await pipelined(held.conn, calls);
  // the first failure names what went wrong: BEGIN's, a statement's (the COMMIT then rolled back), or the COMMIT's
  for (const a of answers) valueOf(a);
  return answers.slice(begun, -1).map((a) => valueOf(a));
}

/** A statement's key among those sent ahead: its name when it has one (a hash of its text, lib/prepared.ts), else its text; and its values. */
const aheadKey = (q: Query) => `${q.name ?? q.text}\u0000${JSON.stringify(q.values)}`;

/**
 * `query` written right behind the next statement sent in `tx`: PostgreSQL runs it after that one
 * (a lock's wait included), with its own snapshot. The caller later sends the same statement (text
 * and values) with `queryRows`, which takes this answer instead (takeAhead). An answer nobody takes
 * is dropped with the transaction.
 */
export function sendAhead(tx: OwnTx, query: Query) {
  const held = tx[OWN];
  assertOpen(held);
  held.ahead.push({ key: aheadKey(query), query });
}

/** The answer of a statement sent ahead (sendAhead) with the same text and values, once. */
export function takeAhead(tx: OwnTx, query: Query): Promise<pg.QueryResult> | undefined {
  const held = tx[OWN];
  if (!held.ahead.length) return undefined;
  const key = aheadKey(query);
  const i = held.ahead.findIndex((a) => a.key === key && a.answer);
  if (i < 0) return undefined;
  return held.ahead.splice(i, 1)[0]!.answer;
}
