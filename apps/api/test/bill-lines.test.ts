// The cash desk's data model (issue 13 item 2): the database itself keeps a notice in at most one
// live bill line — a second live line for it is refused (two desks can never both bill a month),
// and once its bill releases the line (rejected or annulled) another bill may take it; control
// numbers are unique per institution, proforma numbers too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@aseo/db/client';
import { buildBill, buildNotice } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.close());

const line = (billId: number, noticeId: number) => ({
  bill_id: billId,
  type: 'Deuda',
  notice_id: noticeId,
  name: 'Aseo',
  amount: '10.0000',
  amount_bs: '527.50',
});
const uniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';

describe('live bill lines', () => {
  it('a notice is in at most one live bill line; a released line frees it', async () => {
    const db = portal.ctx.db;
    const notice = await buildNotice(portal);
    const first = await buildBill(portal, { notices: [notice] });
    const second = await buildBill(portal, { property_id: notice.property_id });
    const taken = await db.billLine.create({ data: line(second.id, notice.id) }).catch((e: unknown) => e);
    expect(uniqueViolation(taken)).toBe(true);
    await db.billLine.updateMany({ where: { bill_id: first.id }, data: { released_at: new Date() } });
    const retaken = await db.billLine.create({ data: line(second.id, notice.id) });
    expect(retaken.notice_id).toBe(notice.id);
    // concurrently: of ten transactions adding the same notice to ten bills, one wins
    const bills = await Promise.all(Array.from({ length: 10 }, () => buildBill(portal)));
    const other = await buildNotice(portal);
    const results = await Promise.allSettled(bills.map((b) => db.billLine.create({ data: line(b.id, other.id) })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => uniqueViolation((r as PromiseRejectedResult).reason))).toBe(true);
  });

  it('control and proforma numbers are unique per institution', async () => {
    const db = portal.ctx.db;
    const a = await buildBill(portal);
    const b = await buildBill(portal);
    await db.bill.update({ where: { id: a.id }, data: { control_number: '00-000123', proforma_number: 7 } });
    expect(uniqueViolation(await db.bill.update({ where: { id: b.id }, data: { control_number: '00-000123' } }).catch((e: unknown) => e))).toBe(true);
    expect(uniqueViolation(await db.bill.update({ where: { id: b.id }, data: { proforma_number: 7 } }).catch((e: unknown) => e))).toBe(true);
  });
});
