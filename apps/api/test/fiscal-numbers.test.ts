// Fiscal numbers against the real database: gapless counters under concurrency and rollback,
// independent per kind and institution; property codes, crypts and verification codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db.ts';
import { newCrypt, newVerificationCode, nextCounter, nextPropertyCode, normalizeVerificationCode, type CounterKind } from '../src/modules/billing/index.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
// a client of its own with enough connections for the transactions to really overlap
let db: Db;
beforeAll(async () => {
  portal = await startTestPortal();
  db = createDb(portal.databaseUrl, { DB_POOL_MAX: 20, DB_POOL_TIMEOUT_MS: 30_000 });
});
afterAll(async () => {
  await db?.$disconnect();
  await portal?.close();
});

const LONG = { maxWait: 30_000, timeout: 30_000 };
const take = (kind: CounterKind, institutionId?: number) => db.$transaction((tx) => nextCounter(tx, kind, institutionId), LONG);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function waitForBlockedLock() {
  for (let i = 0; i < 100; i++) {
    const [{ n }] = await portal.ctx.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (n > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the second transaction never waited for the first');
}

describe('nextCounter', () => {
  it('gives 50 concurrent transactions 1..50, no gap and no duplicate', async () => {
    const numbers = await Promise.all(
      range(1, 50).map(() =>
        db.$transaction(async (tx) => {
          const n = await nextCounter(tx, 'invoice');
          await tx.$executeRaw`SELECT pg_sleep(0.005)`; // holds the row lock while the others queue
          return n;
        }, LONG),
      ),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(range(1, 50));
    const row = await db.fiscalCounter.findUniqueOrThrow({ where: { institution_id_kind: { institution_id: 2, kind: 'invoice' } } });
    expect(row.last_value).toBe(50);
  });

  it('gives the number of a rolled-back transaction back, even to one that was waiting for it', async () => {
    expect(await take('solvency')).toBe(1);
    await expect(
      db.$transaction(async (tx) => {
        expect(await nextCounter(tx, 'solvency')).toBe(2);
        throw new Error('rolled back');
      }, LONG),
    ).rejects.toThrow('rolled back');
    expect(await take('solvency')).toBe(2);

    let took!: () => void;
    let release!: () => void;
    const taken = new Promise<void>((r) => (took = r));
    const released = new Promise<void>((r) => (release = r));
    const first = db.$transaction(async (tx) => {
      const n = await nextCounter(tx, 'solvency');
      took();
      await released;
      throw new Error(`rolled back ${n}`);
    }, LONG);
    await taken;
    const second = take('solvency');
    await waitForBlockedLock();
    release();
    await expect(first).rejects.toThrow('rolled back 3');
    expect(await second).toBe(3);
  });

  it('keeps kinds and institutions apart', async () => {
    const got = [];
    for (let i = 0; i < 3; i++) {
      got.push([await take('control', 1), await take('control', 2), await take('agreement', 1), await take('agreement', 2)]);
    }
    expect(got).toEqual([
      [1, 1, 1, 1],
      [2, 2, 2, 2],
      [3, 3, 3, 3],
    ]);
  });
});

describe('property codes, crypts and verification codes', () => {
  it('numbers property codes AU- and six digits, in sequence', async () => {
    const codes = [await db.$transaction((tx) => nextPropertyCode(tx)), await db.$transaction((tx) => nextPropertyCode(tx))];
    expect(codes[0]).toMatch(/^AU-\d{6}$/);
    expect(Number(codes[1].slice(3))).toBe(Number(codes[0].slice(3)) + 1);
  });

  it('makes 48-hex-character crypts that do not repeat', () => {
    const crypts = new Set(range(1, 1000).map(() => newCrypt()));
    expect(crypts.size).toBe(1000);
    for (const c of crypts) expect(c).toMatch(/^[0-9a-f]{48}$/);
  });

  it('makes short unambiguous verification codes and reads them back as typed', () => {
    const codes = range(1, 2000).map(() => newVerificationCode());
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
    expect(new Set(codes).size).toBe(2000);
    // every one of the 32 symbols shows up: the low 5 bits of each byte are used whole
    expect(new Set(codes.join('').replace(/-/g, '')).size).toBe(32);
    const code = codes[0];
    expect(normalizeVerificationCode(code)).toBe(code);
    expect(normalizeVerificationCode(` ${code.replace(/-/g, '').toLowerCase()} `)).toBe(code);
    expect(normalizeVerificationCode('o1lI-ABCD-EF')).toBe('0111-ABCD-EF');
    expect(normalizeVerificationCode('ABCD-EFGH-J')).toBeNull();
    expect(normalizeVerificationCode('ABCD-EFGH-JU')).toBeNull();
  });
});
