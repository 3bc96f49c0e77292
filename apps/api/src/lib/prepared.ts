// Named (prepared) statements for the hot paths (issue 30, ADR 028): PostgreSQL parses and plans an
// unnamed statement on every call, and planning was most of the database's own work in a desk
// payment (the statement read: planned in 1.2 ms, run in 0.4 ms). A statement built with
// `prepared(...)` starts with a marker comment; the pool's connections then prepare it once and
// run it by name (pg's per-connection cache, PostgreSQL's plan cache). Only marked texts are named,
// so the cache holds the hot statements' few shapes, never one per call; a cap keeps it bounded even
// if a marked statement ever carried a value in its text.
import { createHash } from 'node:crypto';
import { Prisma } from '@aseo/db/client';

export const PREPARED_MARK = '/*prepared*/ ';
/** Most distinct marked texts named per process; past it a marked statement runs unnamed. */
export const PREPARED_CAP = 256;

const names = new Map<string, string>();

/** The statement `sql`, marked to be prepared once per connection and run by name. */
export const prepared = (sql: Prisma.Sql): Prisma.Sql => Prisma.sql`${Prisma.raw(PREPARED_MARK)}${sql}`;

/** The name a marked statement runs under (a hash of its text), or undefined to run it unnamed. */
export function statementName(text: string): string | undefined {
  if (!text.startsWith(PREPARED_MARK)) return undefined;
  const known = names.get(text);
  if (known || names.size >= PREPARED_CAP) return known;
  const name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/** How many distinct marked texts this process has named (the bench checks it stays small). */
export const preparedCount = () => names.size;
