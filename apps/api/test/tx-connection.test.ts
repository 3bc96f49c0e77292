// tx-connection.ts ownTransaction and lib/sql.ts queryRows (ADR 031): in an own transaction,
// queryRows sends its statement on the transaction's connection (it sees the transaction's
// uncommitted rows, a throw rolls them back, a normal end commits them); past its time nothing
// more is sent and the end rolls it back; its connection goes back to the pool either way; what
// needs Prisma's models refuses an own transaction with NeedsPrisma, and a Prisma transaction keeps
// going through Prisma.
import { Prisma } from '@aseo/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NeedsPrisma, poolOf, prismaTx, runOwnTransaction } from '../src/db.ts';
import { prepared } from '../src/lib/prepared.ts';
import { queryRows } from '../src/lib/sql.ts';
import { isOwnTx, ownTransaction, TransactionExpired } from '../src/tx-connection.ts';
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
const pool = () => poolOf(portal.ctx.db)!;

describe('ownTransaction', () => {
  it('runs every statement on one connection, sees its own uncommitted rows, and commits at the end', async () => {
    const before = await probes();
    const seen = await runOwnTransaction(portal.ctx.db, async (tx) => {
      expect(isOwnTx(tx)).toBe(true);
      const [first] = await queryRows<{ pid: number }>(tx, prepared(backendPid));
      await queryRows(tx, Prisma.sql`INSERT INTO tx_probe VALUES (1) RETURNING n`);
      const [again] = await queryRows<{ pid: number }>(tx, backendPid);
      const [count] = await queryRows<{ n: number }>(tx, Prisma.sql`SELECT count(*)::int AS n FROM tx_probe`);
      // another connection does not see it before the commit
      const outside = await probes();
      return { same: first!.pid === again!.pid, count: count!.n - before, outside: outside - before };
    });
    expect(seen).toEqual({ same: true, count: 1, outside: 0 });
    expect(await probes()).toBe(before + 1);
  });

  it('a throw rolls back the rows written through queryRows, and the connection goes back to the pool', async () => {
    const before = await probes();
    const idle = pool().totalCount - pool().idleCount;
    await expect(
      ownTransaction(pool(), async (tx) => {
        await queryRows(tx, Prisma.sql`INSERT INTO tx_probe VALUES (2) RETURNING n`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await probes()).toBe(before);
    expect(pool().totalCount - pool().idleCount).toBe(idle);
  });

  it('past its time nothing more is sent, and its end rolls back what it wrote', async () => {
    const before = await probes();
    let after: unknown = 'not reached';
    const err = await ownTransaction(
      pool(),
      async (tx) => {
        await queryRows(tx, Prisma.sql`INSERT INTO tx_probe VALUES (3) RETURNING n`);
        await queryRows(tx, Prisma.sql`SELECT pg_sleep(0.4)`);
        after = await queryRows(tx, Prisma.sql`INSERT INTO tx_probe VALUES (4) RETURNING n`).catch((e: Error) => e);
        return 'answered';
      },
      150,
    ).catch((e: unknown) => e);
    expect(after).toBeInstanceOf(Error);
    expect(err).toBeInstanceOf(TransactionExpired);
    expect(await probes()).toBe(before);
  });

  it("refuses Prisma's models with NeedsPrisma; a Prisma transaction keeps going through Prisma", async () => {
    await expect(runOwnTransaction(portal.ctx.db, async (tx) => prismaTx(tx).user.count())).rejects.toBeInstanceOf(NeedsPrisma);
    const n = await portal.ctx.db.$transaction(async (tx) => {
      expect(isOwnTx(tx)).toBe(false);
      await queryRows(tx, Prisma.sql`INSERT INTO tx_probe VALUES (5) RETURNING n`);
      const [row] = await queryRows<{ n: number }>(tx, Prisma.sql`SELECT count(*)::int AS n FROM tx_probe WHERE n = 5`);
      return prismaTx(tx) === tx ? row!.n : -1;
    });
    expect(n).toBe(1);
  });
});
