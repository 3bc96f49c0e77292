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

export async function queryRows<T>(db: Db | Tx, statement: Prisma.Sql): Promise<T[]> {
  const pool = poolOf(db);
  if (!pool) return db.$queryRaw<T[]>(statement);
  return (await pool.query(statement.text, statement.values)).rows as T[];
}
