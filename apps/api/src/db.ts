import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@aseo/db/client';
import type { Config } from './config.ts';
import { statementName } from './lib/prepared.ts';
import { isOwnTx, NeedsPrisma, ownTransaction, type OwnTx } from './tx-connection.ts';

export type Db = PrismaClient;
/** The client handed to a `$transaction` callback. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

const pools = new WeakMap<object, pg.Pool>();

/**
 * Every session of the portal runs in UTC: a `timestamp` column holds UTC, and CURRENT_TIMESTAMP
 * (column defaults, `now()` casts) is cast to it in the session's zone — a cluster initialised on a
 * machine set to America/Caracas would otherwise store local times beside Prisma's UTC ones. The
 * portal's own day boundaries name their zone (America/Caracas) explicitly.
 */
export const UTC_SESSION = '-c TimeZone=UTC';

/**
 * The portal's own pool adds: a named (prepared) statement runs its generic plan, planned once per
 * connection. Only the statements marked by lib/prepared.ts are named — the desk payment's and the
 * account statement's reads and writes, every one of them by key (a property, a bill, ids) — and
 * PostgreSQL's default would plan some of them again on every call (ADR 028). Unnamed statements,
 * everything else, are planned per call as before.
 */
const POOL_SESSION = `${UTC_SESSION} -c plan_cache_mode=force_generic_plan`;

const TIMESTAMP = 1114;
const DATE = 1082;
/**
 * The hot reads' parsers (lib/sql.ts): a `timestamp` column holds UTC (Prisma writes it so) and a
 * `date` a calendar day, both read as UTC whatever the process's TZ — pg's own parsers take them
 * as local time, which on a server set to America/Caracas shifted every time by 4 hours. Prisma's
 * adapter passes its own parsers with each of its queries.
 */
function utcTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === TIMESTAMP) return (v: string) => new Date(`${v.replace(' ', 'T')}Z`);
  if (oid === DATE) return (v: string) => new Date(`${v}T00:00:00Z`);
  return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
}

/** The `pg` pool under a client made by `createDb`: the hot reads of lib/sql.ts send their SQL through it (ADR 009). */
export const poolOf = (db: Db | Tx) => pools.get(db);

export { isOwnTx, NeedsPrisma, type OwnTx } from './tx-connection.ts';

/**
 * `work` in a transaction of its own on the pool under `db` (tx-connection.ts, ADR 031: no Prisma
 * interactive transaction, statements sent with pg); a client made elsewhere (no pool) runs it in
 * Prisma's.
 */
export function runOwnTransaction<T>(db: Db, work: (tx: OwnTx | Tx) => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const pool = pools.get(db);
  return pool ? ownTransaction(pool, work, timeoutMs) : db.$transaction(work, { timeout: timeoutMs });
}

/** `tx` as Prisma's transaction, for its models; an own transaction throws NeedsPrisma (its caller runs the work again in Prisma's). */
export function prismaTx(tx: Tx | OwnTx): Tx {
  if (isOwnTx(tx)) throw new NeedsPrisma();
  return tx;
}

export function createDb(url: string, cfg: Pick<Config, 'DB_POOL_MAX' | 'DB_POOL_TIMEOUT_MS'>): Db {
  // pg's pool waits forever for a free connection by default: a timeout turns overload into an error
  const pool = new pg.Pool({
    connectionString: url,
    max: cfg.DB_POOL_MAX,
    connectionTimeoutMillis: cfg.DB_POOL_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    types: { getTypeParser: utcTypeParser },
    options: POOL_SESSION,
  });
  // one pool for Prisma and the hot reads; $disconnect() ends it
  // marked statements run by name (lib/prepared.ts); the rest unnamed, as without a generator (pg reads
  // an undefined name as the unnamed statement, which the adapter's type does not spell)
  const statementNameGenerator = (q: { sql: string }) => statementName(q.sql) as string;
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator }) });
  pools.set(db, pool);
  return db;
}
