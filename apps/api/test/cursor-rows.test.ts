// lib/sql.ts cursorRows, what every long export reads through (docs/performance.md "Exports at writer
// speed"): every row of one statement in order through a server-side cursor, the connection given back
// with no transaction left open, also when the reader stops early (a dropped download); inside a
// transaction the caller's fallback.
import { Prisma } from '@aseo/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../src/db.ts';
import { cursorRows } from '../src/lib/sql.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.close());

const series = (n: number) => Prisma.sql`SELECT g AS n FROM generate_series(1, ${n}::int) g ORDER BY g`;
const never = (): AsyncIterable<{ n: number }> => {
  throw new Error('the fallback is for a transaction only');
};
/** Sessions of this database left inside a transaction (a cursor's connection must leave none). */
const openTransactions = async () =>
  (
    await poolOf(portal.ctx.db)!.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    )
  ).rows[0]!.n;

describe('cursorRows', () => {
  it('reads every row in order across batches and gives the connection back', async () => {
    const pool = poolOf(portal.ctx.db)!;
    const seen: number[] = [];
    for await (const r of cursorRows<{ n: number }>(portal.ctx.db, series(4_500), never, 2_000)) seen.push(r.n);
    expect(seen).toEqual(Array.from({ length: 4_500 }, (_, i) => i + 1));
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect(await openTransactions()).toBe(0);
  });

  it('a reader that stops early (a dropped download) ends the transaction before the connection goes back', async () => {
    const pool = poolOf(portal.ctx.db)!;
    let read = 0;
    for await (const r of cursorRows<{ n: number }>(portal.ctx.db, series(10_000), never, 2_000)) {
      read = r.n;
      if (read === 2_500) break; // the next batch was already asked for
    }
    expect(read).toBe(2_500);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect(await openTransactions()).toBe(0);
    // the connection works for the next caller
    const again: number[] = [];
    for await (const r of cursorRows<{ n: number }>(portal.ctx.db, series(3), never)) again.push(r.n);
    expect(again).toEqual([1, 2, 3]);
  });

  it('inside a transaction reads the fallback', async () => {
    const rows = await portal.ctx.db.$transaction(async (tx) => {
      const out: number[] = [];
      const fallback = async function* () {
        yield* [{ n: 7 }, { n: 8 }];
      };
      for await (const r of cursorRows<{ n: number }>(tx, series(5), fallback)) out.push(r.n);
      return out;
    });
    expect(rows).toEqual([7, 8]);
  });
});
