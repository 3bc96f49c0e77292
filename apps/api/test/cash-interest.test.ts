// A desk payment stores its notices' interest with the bill (DOMAIN "Notices": a notice's interest is
// frozen when the notice is billed; docs/cash.md step 5), over HTTP on PostgreSQL: a live interest
// row is brought to today's amount, frozen and taken; a notice without one gets a new row, frozen and
// taken, its invoice line pointing at it; a notice not yet overdue has its live row frozen at zero
// and no line. Each amount is the one the desk's 'payments-fines' showed before paying.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, FINE_TYPE, NOTICE_STATUS, PAYMENT_METHOD } from '@aseo/shared/constants';
import { ucd } from '@aseo/shared/money';
import { todayYmd } from '@aseo/shared/schemas';
import { buildFine, buildNotice, buildProperty, buildTaxpayer, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
const path = '/api/admin/bill/box/create/cash/payment';

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '12']]);
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
});
afterAll(() => portal?.close());

/** The first day of the month `back` months before today's, as a UTC date. */
function monthStart(back: number) {
  const [y, m] = todayYmd().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1));
}

type Row = { kind: string; id: number; interest: string; total_bs: string };

describe('the desk stores the interest with the bill', () => {
  it('a live row at today’s amount, a missing one inserted, one not yet due frozen at zero: each frozen, the taken ones on the bill', async () => {
    const t = await buildTaxpayer(portal);
    const p = await buildProperty(portal, { user_id: t.id });
    const [old, older, current] = [
      await buildNotice(portal, { property_id: p.id, period: monthStart(3) }),
      await buildNotice(portal, { property_id: p.id, period: monthStart(2) }),
      await buildNotice(portal, { property_id: p.id, period: monthStart(0) }),
    ];
    // a stale live interest row on the second month and on the current one (not overdue today: zero)
    const stale = await buildFine(portal, { property_id: p.id, notice_id: older.id, fine_type_id: FINE_TYPE.INTEREST, amount: '0.0100' });
    const early = await buildFine(portal, { property_id: p.id, notice_id: current.id, fine_type_id: FINE_TYPE.INTEREST, amount: '0.5000' });
    await refreshBalanceOf(portal, [p.id]);

    const debts = await api().get(`/api/admin/bill/box/property/${p.id}/payments-fines`).set(cashier.auth).expect(200);
    const rows = (debts.body.data as Row[]).filter((r) => r.kind === 'notice');
    const shown = new Map(rows.map((r) => [r.id, r.interest]));
    expect(ucd(shown.get(old.id)!).gt(0)).toBe(true);
    expect(ucd(shown.get(older.id)!).gt(0)).toBe(true);
    expect(ucd(shown.get(current.id)!).isZero()).toBe(true);
    const total = rows.reduce((s, r) => s + Math.round(Number(r.total_bs) * 100), 0);

    const res = await api()
      .post(path)
      .set(cashier.auth)
      .field('property', String(p.id))
      .field('invoices', JSON.stringify([old, older, current].map((n) => ({ type: 'Deuda', id: n.id }))))
      .field('vouchers', JSON.stringify([{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: (total / 100).toFixed(2) }]))
      .expect(200);
    expect(res.body.bill.status).toBe(BILL_STATUS.ACCEPTED);
    const billId = res.body.bill.id as number;

    const interest = await portal.ctx.db.fine.findMany({
      where: { property_id: p.id, fine_type_id: FINE_TYPE.INTEREST, deleted_at: null },
      orderBy: { id: 'asc' },
    });
    const of = (noticeId: number) => interest.filter((f) => f.notice_id === noticeId);
    // the missing row: inserted once, at the amount shown, frozen and taken
    expect(of(old.id)).toHaveLength(1);
    expect(of(old.id)[0]).toMatchObject({ status: NOTICE_STATUS.PROCESSED, bill_id: billId });
    expect(of(old.id)[0]!.amount.toFixed(4)).toBe(shown.get(old.id));
    expect(of(old.id)[0]!.id).toBeGreaterThan(early.id);
    // the stale live row: the same row at today's amount, frozen and taken
    expect(of(older.id).map((f) => f.id)).toEqual([stale.id]);
    expect(of(older.id)[0]).toMatchObject({ status: NOTICE_STATUS.PROCESSED, bill_id: billId });
    expect(of(older.id)[0]!.amount.toFixed(4)).toBe(shown.get(older.id));
    // not overdue: frozen at zero, not on the bill
    expect(of(current.id).map((f) => f.id)).toEqual([early.id]);
    expect(of(current.id)[0]).toMatchObject({ status: NOTICE_STATUS.PENDING, bill_id: null });
    expect(of(current.id)[0]!.amount.isZero()).toBe(true);
    expect(interest.every((f) => f.frozen_at !== null)).toBe(true);

    // the bill's lines: the three months, then an 'Intereses' line for each row taken, by its id
    const lines = await portal.ctx.db.billLine.findMany({ where: { bill_id: billId }, orderBy: { id: 'asc' } });
    expect(lines.filter((l) => l.type === 'Deuda').map((l) => l.notice_id)).toEqual([old.id, older.id, current.id]);
    const fineLines = lines.filter((l) => l.type === 'Multa');
    expect(fineLines.map((l) => l.fine_id)).toEqual([stale.id, of(old.id)[0]!.id]);
    expect(fineLines.map((l) => l.amount.toFixed(4))).toEqual([shown.get(older.id), shown.get(old.id)]);
    const bill = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: billId } });
    expect(bill.interest_total.toFixed(4)).toBe(
      ucd(shown.get(old.id)!)
        .plus(ucd(shown.get(older.id)!))
        .toFixed(4),
    );
    expect(bill.amount_paid.toFixed(2)).toBe((total / 100).toFixed(2));

    // the statement of today: nothing pending, and the desk offers nothing more
    const after = await api().get(`/api/admin/bill/box/property/${p.id}/payments-fines`).set(cashier.auth).expect(200);
    expect((after.body.data as Row[]).filter((r) => r.kind === 'notice')).toEqual([]);
  });
});
