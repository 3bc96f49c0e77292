import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@aseo/db/client';
import type { Config } from './config.ts';

export type Db = PrismaClient;
/** The client handed to a `$transaction` callback. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

const pools = new WeakMap<object, pg.Pool>();

/** The `pg` pool under a client made by `createDb`: the hot reads of lib/sql.ts send their SQL through it (ADR 009). */
export const poolOf = (db: Db | Tx) => pools.get(db);

export function createDb(url: string, cfg: Pick<Config, 'DB_POOL_MAX' | 'DB_POOL_TIMEOUT_MS'>): Db {
  // pg's pool waits forever for a free connection by default: a timeout turns overload into an error
  const pool = new pg.Pool({
    connectionString: url,
    max: cfg.DB_POOL_MAX,
    connectionTimeoutMillis: cfg.DB_POOL_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // one pool for Prisma and the hot reads; $disconnect() ends it
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}
