import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@aseo/db/client';
import type { Config } from './config.ts';

export type Db = PrismaClient;
/** The client handed to a `$transaction` callback. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

export function createDb(url: string, cfg: Pick<Config, 'DB_POOL_MAX' | 'DB_POOL_TIMEOUT_MS'>): Db {
  // pg's pool waits forever for a free connection by default: a timeout turns overload into an error
  const adapter = new PrismaPg({
    connectionString: url,
    max: cfg.DB_POOL_MAX,
    connectionTimeoutMillis: cfg.DB_POOL_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}
