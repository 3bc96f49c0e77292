// tx-connection.ts (ADR 029, ADR 031): in an own transaction, BEGIN goes out with the first
// statement, `lastRows` writes the last statement with its COMMIT, and `queryAhead` writes a
// statement behind the next one. Each keeps the transaction's meaning: what a failed statement
// wrote is rolled back, nothing runs after the COMMIT, and a statement sent behind a lock runs after
// the lock is granted, reading what the lock's holder committed.
import { Prisma } from '@aseo/db/client';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { poolOf } from '../src/db.ts';
import { ownTransaction, type OwnTx } from '../src/tx-connection.ts';
import { lastRows, queryAhead, queryRows } from '../src/lib/sql.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let other: pg.Client;
beforeAll(async () => {
  portal = await startTestPortal();
  await portal.ctx.db.$executeRawUnsafe('CREATE TABLE IF NOT EXISTS pipe_probe (id int PRIMARY KEY, n int NOT NULL)');
  other = new pg.Client({ connectionString: portal.cfg.DATABASE_URL });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await portal?.ctx.db.$executeRawUnsafe('DROP TABLE IF EXISTS pipe_probe');
  await portal?.close();
});
beforeEach(async () => {
  await portal.ctx.db.$executeRawUnsafe('DELETE FROM pipe_probe');
});

const rows = async () => (await other.query<{ id: number; n: number }>('SELECT id, n FROM pipe_probe ORDER BY id')).rows;
const insert = (id: number, n: number) => Prisma.sql`INSERT INTO pipe_probe (id, n) VALUES (${id}::int, ${n}::int) RETURNING id, n`;
const tx = <T>(work: (t: OwnTx) => Promise<T>) => ownTransaction(poolOf(portal.ctx.db)!, work);

describe('the last statement with its COMMIT', () => {
  it('commits the transaction with its last statement and answers its rows', async () => {
    const answer = await tx(async (t) => {
      await queryRows(t, insert(1, 10));
      return lastRows<{ id: number; n: number }>(t, insert(2, 20));
    });
    expect(answer).toEqual([{ id: 2, n: 20 }]);
    expect(await rows()).toEqual([
      { id: 1, n: 10 },
      { id: 2, n: 20 },
    ]);
  });

  it('a failing last statement throws its own error and nothing of the transaction stays', async () => {
    const err = await tx(async (t) => {
      await queryRows(t, insert(1, 10));
      return lastRows(t, insert(1, 11));
    }).catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe('23505');
    expect(await rows()).toEqual([]);
  });

  it('refuses a statement after it, and a throw after it cannot take back what is committed', async () => {
    let refused: unknown;
    const err = await tx(async (t) => {
      await lastRows(t, insert(1, 10));
      refused = await queryRows(t, insert(2, 20)).catch((e: unknown) => e);
      throw new Error('after the commit');
    }).catch((e: Error) => e);
    expect(refused).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('after the commit');
    expect(await rows()).toEqual([{ id: 1, n: 10 }]);
    // the connection went back to the pool in order: the next transaction works
    await tx(async (t) => lastRows(t, insert(3, 30)));
    expect((await rows()).map((r) => r.id)).toEqual([1, 3]);
  });

  it('a transaction that sends nothing sends no BEGIN and leaves its connection clean', async () => {
    expect(await tx(async () => 'nothing')).toBe('nothing');
    // BEGIN goes out with the first statement: a SAVEPOINT, refused outside a transaction block, is accepted
    await tx(async (t) => {
      await queryRows(t, Prisma.sql`SAVEPOINT probe`);
      await lastRows(t, insert(1, 10));
    });
    expect(await rows()).toEqual([{ id: 1, n: 10 }]);
  });
});

describe('a statement written behind the next one', () => {
  it("runs after that statement's lock is granted and reads what the lock's holder committed", async () => {
    await other.query('INSERT INTO pipe_probe (id, n) VALUES (1, 1)');
    const holder = new pg.Client({ connectionString: portal.cfg.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('UPDATE pipe_probe SET n = 2 WHERE id = 1');
      const read = Prisma.sql`SELECT n FROM pipe_probe WHERE id = ${1}::int`;
      const paying = tx(async (t) => {
        queryAhead(t, read);
        await queryRows(t, Prisma.sql`SELECT id FROM pipe_probe WHERE id = ${1}::int FOR UPDATE`);
        return queryRows<{ n: number }>(t, read);
      });
      await new Promise((r) => setTimeout(r, 150));
      await holder.query('UPDATE pipe_probe SET n = 3 WHERE id = 1');
      await holder.query('COMMIT');
      expect(await paying).toEqual([{ n: 3 }]);
    } finally {
      await holder.end();
    }
  });

  it('is taken once, by the same text and values; another statement is sent as usual', async () => {
    await other.query('INSERT INTO pipe_probe (id, n) VALUES (1, 1), (2, 2)');
    const read = (id: number) => Prisma.sql`SELECT n FROM pipe_probe WHERE id = ${id}::int`;
    const seen = await tx(async (t) => {
      queryAhead(t, read(1));
      await queryRows(t, Prisma.sql`UPDATE pipe_probe SET n = n + 10 WHERE id = ${1}::int RETURNING n`);
      const ahead = await queryRows<{ n: number }>(t, read(1));
      const again = await queryRows<{ n: number }>(t, read(1));
      const otherRow = await queryRows<{ n: number }>(t, read(2));
      return [ahead, again, otherRow].map((r) => r[0]!.n);
    });
    expect(seen).toEqual([11, 11, 2]);
  });

  it('an answer sent ahead and not taken is dropped; a later failure still rolls everything back', async () => {
    const err = await tx(async (t) => {
      queryAhead(t, Prisma.sql`SELECT n FROM pipe_probe WHERE id = ${1}::int`);
      await queryRows(t, insert(1, 10));
      await queryRows(t, insert(1, 11));
    }).catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe('23505');
    expect(await rows()).toEqual([]);
  });
});
