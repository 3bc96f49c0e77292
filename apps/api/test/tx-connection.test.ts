// db.ts withTxConnection and lib/sql.ts queryRows (ADR 028): inside a Prisma interactive transaction
// run by withTxConnection, queryRows sends its statement on the transaction's own connection (it
// sees the transaction's uncommitted rows, and a rollback takes them away); once the transaction is
// over — committed, rolled back, or timed out by Prisma while a statement of ours was awaited — it
// never runs on that connection again, which the pool may have given to someone else.
import { Prisma } from '@aseo/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { txConnection, withTxConnection } from '../src/db.ts';
import { prepared } from '../src/lib/prepared.ts';
import { queryRows } from '../src/lib/sql.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
  await portal.ctx.db.$executeRawUnsafe('CREATE TABLE IF NOT EXISTS tx_probe (n int)');
});
afterAll(async () => {
  await portal?.ctx.db.$executeRawUnsafe('DROP TABLE IF EXISTS tx_probe');
  await portal?.close();
});

const backendPid = Prisma.sql`SELECT pg_backend_pid() AS pid`;
const probes = async () => (await portal.ctx.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM tx_probe`)[0]!.n;

describe('withTxConnection', () => {
  it("queryRows runs on the transaction's own connection and sees its uncommitted rows", async () => {
    const seen = await withTxConnection(() =>
      portal.ctx.db.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO tx_probe VALUES (1)`;
        const [viaPrisma] = await tx.$queryRaw<{ pid: number }[]>(backendPid);
        expect(txConnection()).toBeDefined();
        const [direct] = await queryRows<{ pid: number }>(tx, prepared(backendPid));
        const [count] = await queryRows<{ n: number }>(tx, Prisma.sql`SELECT count(*)::int AS n FROM tx_probe`);
        return { same: viaPrisma!.pid === direct!.pid, count: count!.n };
      }),
    );
    expect(seen).toEqual({ same: true, count: 1 });
    expect(await probes()).toBe(1);
  });

  it('a rolled-back transaction takes the rows written through queryRows with it', async () => {
    const before = await probes();
    await expect(
      withTxConnection(() =>
        portal.ctx.db.$transaction(async (tx) => {
          await queryRows(tx, Prisma.sql`INSERT INTO tx_probe VALUES (2) RETURNING n`);
          throw new Error('refused');
        }),
      ),
    ).rejects.toThrow('refused');
    expect(await probes()).toBe(before);
  });

  it('once Prisma ends the transaction (its time-out while a statement of ours runs), nothing more is sent on its connection', async () => {
    const before = await probes();
    let held: unknown = 'not reached';
    let after: unknown = 'not reached';
    const callbackDone = new Promise<void>((done) => {
      void withTxConnection(() =>
        portal.ctx.db
          .$transaction(
            async (tx) => {
              try {
                // outlives the transaction's time-out: Prisma queues its ROLLBACK behind it and gives the connection back
                await queryRows(tx, Prisma.sql`SELECT pg_sleep(0.6)`);
                held = txConnection();
                after = await queryRows(tx, Prisma.sql`INSERT INTO tx_probe VALUES (3) RETURNING n`).catch((e: Error) => e);
              } finally {
                done();
              }
            },
            { timeout: 200 },
          )
          .catch(() => undefined),
      );
    });
    await callbackDone;
    expect(held).toBeUndefined();
    expect(after).toBeInstanceOf(Error);
    expect(await probes()).toBe(before);
  });

  it('outside withTxConnection a transaction keeps going through Prisma', async () => {
    await portal.ctx.db.$transaction(async (tx) => {
      expect(txConnection()).toBeUndefined();
      const [row] = await queryRows<{ n: number }>(tx, Prisma.sql`SELECT 7 AS n`);
      expect(row).toEqual({ n: 7 });
    });
  });
});
