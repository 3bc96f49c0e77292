// The desk payments at database speed (issue 30, ADR 028): the payments' gate lets a few payments
// into the database at once and the rest wait their turn in order; the hot statements are prepared
// once per connection (a few shapes, whatever the number of payments); the bill is numbered and
// issued by the last statement before COMMIT, so invoice numbers follow the issue times and the day's
// collection_days row counts each bill and voucher once.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { createGate, GateTimeoutError } from '../src/lib/gate.ts';
import { preparedCount } from '../src/lib/prepared.ts';
import { buildNotice, buildProperty, buildTaxpayer, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('createGate', () => {
  it('runs at most `limit` at once, in the order they came', async () => {
    const gate = createGate(2, 5_000);
    const started: number[] = [];
    const release: (() => void)[] = [];
    let most = 0;
    const all = Array.from({ length: 6 }, (_, i) =>
      gate.run(async () => {
        started.push(i);
        most = Math.max(most, gate.running);
        await new Promise<void>((r) => release.push(r));
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(4);
    while (release.length) {
      release.shift()!();
      await tick();
    }
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('a failed piece of work gives its turn to the next', async () => {
    const gate = createGate(1, 5_000);
    const failed = gate.run(async () => {
      await tick();
      throw new Error('refused');
    });
    const next = gate.run(async () => 'next');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('a turn not given in time fails without taking one, and the queue moves on', async () => {
    const gate = createGate(1, 50);
    let free!: () => void;
    const holder = gate.run(() => new Promise<void>((r) => (free = r)));
    const late = gate.run(async () => 'never');
    await expect(late).rejects.toBeInstanceOf(GateTimeoutError);
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
    const after = gate.run(async () => 'after');
    free();
    await holder;
    await expect(after).resolves.toBe('after');
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });
});

describe('desk payments through the gate', () => {
  let portal: TestPortal;
  const d = (day: string) => new Date(`${day}T00:00:00Z`);
  beforeAll(async () => {
    portal = await startTestPortal({ PAYMENT_CONCURRENCY: '2' });
    await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
    await setHistory(portal, 'iva', [['2025-01-01', '16']]);
    await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  });
  afterAll(() => portal?.close());

  async function owing() {
    const t = await buildTaxpayer(portal, { retention: RETENTION.NO });
    const p = await buildProperty(portal, { user_id: t.id });
    const jan = await buildNotice(portal, { property_id: p.id, period: d('2026-01-01') });
    await refreshBalanceOf(portal, [p.id]);
    return { p, jan };
  }

  it('twelve desks paying at once: every bill accepted, numbers without a gap in the order of their issue, each counted once', async () => {
    const desks = await Promise.all(Array.from({ length: 12 }, (_, i) => signedIn(portal, { level_id: 2, permissions: ['view-cash'], box: `Caja ${i + 1}` })));
    const owed: Awaited<ReturnType<typeof owing>>[] = [];
    for (let i = 0; i < desks.length; i++) owed.push(await owing());
    const pay = (i: number) =>
      request(portal.url)
        .post('/api/admin/bill/box/create/cash/payment')
        .set(desks[i]!.auth)
        .send({
          property: owed[i]!.p.id,
          invoices: [{ type: 'Deuda', id: owed[i]!.jan.id }],
          // 10 UCD + 16 % VAT at 50 Bs
          vouchers: [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '580.00' }],
          creditApply: false,
        });
    // every payment passes the gate: the most in the database at once is its limit
    const gate = portal.ctx.payments;
    const run = gate.run.bind(gate);
    let most = 0;
    gate.run = (work) =>
      run(() => {
        most = Math.max(most, gate.running);
        return work();
      });
    // one first, so the statements' shapes are known; then eleven at once
    expect((await pay(0)).status).toBe(200);
    const shapes = preparedCount();
    expect(shapes).toBeGreaterThanOrEqual(5);
    const answers = await Promise.all(desks.slice(1).map((_, i) => pay(i + 1)));
    for (const r of answers) expect([r.status, r.body.bill?.status]).toEqual([200, BILL_STATUS.ACCEPTED]);
    expect(preparedCount()).toBe(shapes);
    expect([gate.running, gate.waiting, most]).toEqual([0, 0, 2]);

    const bills = await portal.ctx.db.bill.findMany({
      where: { property_id: { in: owed.map((o) => o.p.id) } },
      orderBy: { number: 'asc' },
      include: { vouchers: true },
    });
    expect(bills).toHaveLength(12);
    const numbers = bills.map((b) => b.number!);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    // the invoice number is taken with the issue time: in number order, never an earlier issue
    for (let i = 1; i < bills.length; i++) expect(bills[i]!.issued_at!.getTime()).toBeGreaterThanOrEqual(bills[i - 1]!.issued_at!.getTime());
    for (const b of bills) {
      expect(b.issued_at!.getTime()).toBeGreaterThanOrEqual(b.created_at.getTime());
      expect(b.receipt_number).not.toBeNull();
      expect(b.vouchers.map((v) => v.amount_paid.toFixed(2))).toEqual(['580.00']);
    }
    // the day's row (kept by triggers) equals a recount of the bills and vouchers
    const [kept] = await portal.ctx.db.$queryRaw<{ bills: number; vouchers: number; received: string }[]>`
      SELECT sum(bills)::int AS bills, sum(vouchers)::int AS vouchers, sum(received_bs)::text AS received FROM collection_days`;
    const [counted] = await portal.ctx.db.$queryRaw<{ bills: number; vouchers: number; received: string }[]>`
      SELECT (SELECT count(*)::int FROM bills WHERE status = 1 AND issued_at IS NOT NULL) AS bills,
             (SELECT count(*)::int FROM vouchers v JOIN bills b ON b.id = v.bill_id WHERE b.status = 1 AND b.issued_at IS NOT NULL AND v.deleted_at IS NULL) AS vouchers,
             (SELECT sum(v.amount_paid)::text FROM vouchers v JOIN bills b ON b.id = v.bill_id WHERE b.status = 1 AND b.issued_at IS NOT NULL AND v.deleted_at IS NULL) AS received`;
    expect(kept).toEqual(counted);
    expect(counted!.bills).toBeGreaterThanOrEqual(12);
  });
});
