// Counters for the public calls' limits, kept in PostgreSQL so that every API instance on one
// database shares them: rate-limiter-flexible's RateLimiterPostgres on a small pool of its own,
// over the table `rate_limits` (fixed windows; the library creates the table when the portal
// starts). Two ways to count (ADR 008):
// - every request: `takeOne` before the work; one past a limit is refused with 429, counted nowhere;
// - failures only (sign-in): `ensureOpen` before and after the work, `takeOne` on a failure; a full
//   counter refuses every attempt, right or wrong, so a 429 says nothing about the password.
import { createHash, type BinaryLike } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Response } from 'express';
import pg from 'pg';
import type { Logger } from 'pino';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

export const RATE_LIMIT_TABLE = 'rate_limits';
/** Expired windows are deleted an hour after they end, every five minutes, by each instance. */
const SWEEP_EVERY_MS = 5 * 60_000;

/** What a counter holds for a key: points used in the current window and the milliseconds left in it. */
export type CounterState = { used: number; msLeft: number };

/** One limit (`max` per `windowMin` minutes) over many keys. */
export type Counter = {
  readonly name: string;
  readonly max: number;
  peek(key: string): Promise<CounterState>;
  add(key: string): Promise<CounterState>;
  /** Gives back a point taken by `add` (a refused request counts nowhere). */
  refund(key: string): Promise<void>;
};

export type RateLimits = {
  counter(name: string, limit: { max: number; windowMin: number }): Counter;
  close(): Promise<void>;
};

/** A counter and the key a request is counted under. */
export type Rule = { counter: Counter; key: string };

const state = (res: RateLimiterRes | null): CounterState => ({
  used: res?.consumedPoints ?? 0,
  msLeft: res && res.msBeforeNext > 0 ? res.msBeforeNext : 0,
});

const sha256 = (v: BinaryLike) => createHash('sha256').update(v).digest('hex');
/** The table's key is varchar(255): a long key (an NFKC-expanded name, an e-mail) is stored as its hash. */
const storedKey = (key: string) => (key.length <= 200 ? key : `sha256:${sha256(key)}`);

export async function createRateLimits(databaseUrl: string, cfg: Pick<Config, 'DB_POOL_TIMEOUT_MS'>, log: Logger): Promise<RateLimits> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, connectionTimeoutMillis: cfg.DB_POOL_TIMEOUT_MS, idleTimeoutMillis: 30_000 });
  // an idle connection the server ends (restart, dropped database) must not crash the process
  pool.on('error', (err) => log.warn({ err }, 'conexión de límites de solicitudes cerrada'));
  const common = { storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, clearExpiredByTimeout: false };
  // CREATE TABLE IF NOT EXISTS: an existing table (another instance, an earlier start) is used as it is
  const sweeper = await new Promise<RateLimiterPostgres>((resolve, reject) => {
    const rl: RateLimiterPostgres = new RateLimiterPostgres({ ...common, keyPrefix: 'sweep', points: 1, duration: 1 }, (err?: unknown) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(rl),
    );
  }).catch(async (err) => {
    await pool.end();
    throw err;
  });
  const sweep = setInterval(
    () => void (sweeper as unknown as { clearExpired(before: number): Promise<void> }).clearExpired(Date.now() - 3_600_000),
    SWEEP_EVERY_MS,
  );
  sweep.unref();

  return {
    counter(name, { max, windowMin }) {
      const rl = new RateLimiterPostgres({ ...common, tableCreated: true, keyPrefix: name, points: max, duration: windowMin * 60 });
      return {
        name,
        max,
        peek: async (key) => state(await rl.get(storedKey(key))),
        add: async (key) => state(await rl.penalty(storedKey(key), 1)),
        refund: async (key) => void (await rl.reward(storedKey(key), 1)),
      };
    },
    async close() {
      clearInterval(sweep);
      await pool.end();
    },
  };
}

/** 429 with `Retry-After` (whole seconds until the fullest counter's window ends). */
export function tooManyRequests(res: Response, msLeft: number): AppError {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(msLeft / 1000))));
  return new AppError(429, MSG.server.tooManyAttempts, {}, ERROR_CODES.tooManyRequests);
}

const longestWait = (states: CounterState[]) => Math.max(0, ...states.map((s) => s.msLeft));

/**
 * Counts one request (or one failure) under every rule. Past any limit it is refused with 429 and
 * its points are given back: a 429 is never counted, and attempts racing for the last free point
 * cannot push a counter further.
 */
export async function takeOne(res: Response, rules: Rule[]): Promise<void> {
  const after = await Promise.all(rules.map((r) => r.counter.add(r.key)));
  const over = after.filter((s, i) => s.used > rules[i].counter.max);
  if (!over.length) return;
  await Promise.all(rules.map((r) => r.counter.refund(r.key)));
  throw tooManyRequests(res, longestWait(over));
}

/** Refuses (429, counted nowhere) while any rule's counter is full; counts nothing. */
export async function ensureOpen(res: Response, rules: Rule[]): Promise<void> {
  const now = await Promise.all(rules.map((r) => r.counter.peek(r.key)));
  const full = now.filter((s, i) => s.used >= rules[i].counter.max);
  if (full.length) throw tooManyRequests(res, longestWait(full));
}

/**
 * The client address a limit counts under: IPv4 as it is; IPv6 by its /56 prefix (one subscriber
 * usually holds a whole /56 or /64, so single addresses would be free to rotate through).
 */
export function addressKey(ip: string | undefined): string {
  const a = (ip ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(a)) return a || 'unknown';
  const [head, tail] = a.split('::');
  const groups = (s: string | undefined) => (s ? s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const h = groups(head);
  const t = groups(tail);
  const all = tail === undefined ? h : [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  const n = all.slice(0, 4).map((g) => parseInt(g, 16) || 0);
  return `${n[0].toString(16)}:${n[1].toString(16)}:${n[2].toString(16)}:${(n[3] & 0xff00).toString(16)}::/56`;
}
