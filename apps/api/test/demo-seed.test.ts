// The rich demo of the start line (issue 26 item 8, docs/demo-data.md) on a fresh database: what it
// holds (every kind of taxpayer and property, a year of notices, bills in every status, a credit
// note, a withholding voucher, routes, complaints, a solvency) and that it is consistent with the
// portal's own rules: each balance row is what refreshBalances writes and what the statement says,
// numbers come from gapless counters and only money received has an invoice number, each bill's
// totals are the sums of its lines and vouchers, the lists answer over HTTP, and a desk pays a demo
// debt as it pays any other. The base demo (what the other tests seed) is unchanged.
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { dayOfInstant } from '@aseo/shared/billing';
import { BILL_STATUS, NOTICE_STATUS, PAYMENT_METHOD, PROPERTY_TYPE, PROPERTY_USE, RETENTION } from '@aseo/shared/constants';
import { bs, sum } from '@aseo/shared/money';
import { refreshBalances, sqlRunner } from '../src/modules/billing/index.ts';
import { debtOf, statementToday } from '../src/modules/ledger/index.ts';
import { login } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let seconds = 0;
const api = () => request(portal.url);
const db = () => portal.ctx.db;
const bearer = async (username: string) => ({ Authorization: `Bearer ${await login(portal, username, 'Demo.2026')}` });

beforeAll(async () => {
  portal = await startTestPortal();
  const started = Date.now();
  expect(await seedDemo(portal.ctx.db, { bcryptRounds: 4, rich: { uploadDir: portal.cfg.uploadDir } })).toBe(true);
  seconds = (Date.now() - started) / 1000;
}, 120_000);
afterAll(() => portal?.close());

describe('what the rich demo holds', () => {
  it('taxpayers and properties of every kind, the three demo accounts kept', async () => {
    expect(await db().user.count({ where: { username: { in: ['admin', 'cajero', 'contribuyente'] } } })).toBe(3);
    const jose = await db().user.findUniqueOrThrow({ where: { username: 'contribuyente' }, include: { properties: true } });
    expect(jose.properties.map((p) => p.property_type_id).sort()).toEqual([PROPERTY_TYPE.COMMERCIAL, PROPERTY_TYPE.RESIDENTIAL]);
    expect(await db().user.count({ where: { level_id: 3 } })).toBeGreaterThanOrEqual(30);
    const types = await db().property.groupBy({ by: ['property_type_id'], _count: true });
    const count = (t: number) => types.find((x) => x.property_type_id === t)?._count ?? 0;
    expect(count(PROPERTY_TYPE.RESIDENTIAL)).toBeGreaterThanOrEqual(10);
    expect(count(PROPERTY_TYPE.COMMERCIAL)).toBeGreaterThanOrEqual(8);
    expect(count(PROPERTY_TYPE.INDUSTRIAL)).toBeGreaterThanOrEqual(2);
    expect(count(PROPERTY_TYPE.GOVERNMENT)).toBeGreaterThanOrEqual(1);
    expect(await db().user.count({ where: { retention: RETENTION.YES } })).toBe(1);
    expect(await db().user.count({ where: { retention_request: { not: null } } })).toBe(1);
    expect(
      await db().property.count({
        where: { property_type_id: PROPERTY_TYPE.RESIDENTIAL, property_use_id: PROPERTY_USE.CONDOMINIUM, quantity_houses: { gt: 1 } },
      }),
    ).toBe(1);
    expect(await db().property.count({ where: { parent_id: { not: null } } })).toBeGreaterThanOrEqual(3);
    expect(await db().property.count({ where: { status: 0 } })).toBe(1);
  });

  it('a year of notices at several rates, a finished billing run per month, interest stored on what is owed', async () => {
    const periods = await db().notice.groupBy({ by: ['period'], _count: true });
    expect(periods).toHaveLength(12);
    const rates = await db().notice.groupBy({ by: ['conversion_petro'], _count: true });
    expect(rates.length).toBeGreaterThanOrEqual(4);
    expect(await db().billingRun.count({ where: { status: 'finished' } })).toBe(12);
    expect(await db().fine.count({ where: { fine_type_id: 2, status: 1, frozen_at: null } })).toBeGreaterThan(20);
    expect(await db().fine.count({ where: { fine_type_id: 2, status: 0, frozen_at: { not: null } } })).toBeGreaterThan(50);
    expect(await db().fine.count({ where: { fine_type_id: 1 } })).toBe(2);
  });

  it('bills in every status, a credit note in use and one reversed, a withholding voucher, routes, complaints and a solvency', async () => {
    const statuses = await db().bill.groupBy({ by: ['status'], _count: true });
    expect(statuses.map((s) => s.status).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await db().creditNote.count({ where: { status: 1, balance: { gt: 0 } } })).toBeGreaterThanOrEqual(1);
    const reversed = await db().creditNote.findFirstOrThrow({ where: { status: 0 }, include: { bill: true } });
    expect([reversed.bill!.status, reversed.balance.toFixed(4)]).toEqual([BILL_STATUS.CANCELLED, '0.0000']);
    expect(await db().creditNoteUse.count()).toBeGreaterThanOrEqual(2);
    const held = await db().withholdingVoucher.findMany({ include: { bill: true } });
    expect(held.length).toBeGreaterThanOrEqual(3);
    for (const w of held) {
      expect(w.number).toMatch(/^\d{14}$/);
      expect(w.number.slice(0, 6)).toBe(w.date.toISOString().slice(0, 7).replace('-', ''));
      expect([w.amount.toFixed(2), w.percentage.toFixed(2)]).toEqual([w.bill.retention_bs.toFixed(2), w.bill.retention_percentage.toFixed(2)]);
      expect(existsSync(path.join(portal.cfg.uploadDir, w.file))).toBe(true);
    }
    expect(await db().collectionRoute.count({ where: { status: 1 } })).toBeGreaterThanOrEqual(8);
    expect(await db().collectionRoute.count({ where: { status: 0 } })).toBe(1);
    const suggestions = await db().suggestion.groupBy({ by: ['status'], _count: true });
    expect(suggestions.map((s) => s.status).sort()).toEqual([0, 1, 2, 3]);
    expect(await db().suggestionMessage.count()).toBeGreaterThanOrEqual(5);
    const today = dayOfInstant(new Date());
    const valid = await db().solvency.findMany({ where: { valid_until: { gte: new Date(`${today}T00:00:00Z`) }, revoked_at: null, deleted_at: null } });
    expect(valid).toHaveLength(1);
    expect((await debtOf(db(), valid[0]!.property_id)).debt.isZero()).toBe(true);
    expect(await db().issuedDocument.count({ where: { kind: 'solvency' } })).toBe(await db().solvency.count());
  });

  it('every voucher a taxpayer sent names an image stored under the upload folder', async () => {
    const files = await db().voucher.findMany({
      where: { payment_method_id: { in: [PAYMENT_METHOD.TRANSFER, PAYMENT_METHOD.DEPOSIT] } },
      select: { file: true },
    });
    expect(files.length).toBeGreaterThan(30);
    for (const f of files) expect(f.file && existsSync(path.join(portal.cfg.uploadDir, f.file))).toBe(true);
  });

  it('takes a few seconds, and a second seed does nothing', async () => {
    expect(seconds).toBeLessThan(60);
    expect(await seedDemo(portal.ctx.db, { bcryptRounds: 4, rich: {} })).toBe(false);
  });
});

describe('consistent with the portal’s rules', () => {
  it('each balance row is what refreshBalances writes and what the statement of today says', async () => {
    const columns = (r: Record<string, unknown>) => ({ ...r, updated_at: undefined });
    const before = await db().propertyBalance.findMany({ orderBy: { property_id: 'asc' } });
    expect(before).toHaveLength(await db().property.count());
    await db().$transaction((tx) =>
      refreshBalances(
        sqlRunner(tx),
        before.map((b) => b.property_id),
      ),
    );
    const after = await db().propertyBalance.findMany({ orderBy: { property_id: 'asc' } });
    expect(after.map(columns)).toEqual(before.map(columns));
    for (const b of before) {
      const { statement } = await statementToday(db(), b.property_id);
      expect([
        b.property_id,
        b.total_debt.toFixed(4),
        b.total_iva.toFixed(4),
        b.total_fines.toFixed(4),
        b.total_fines_clean.toFixed(4),
        b.total_debt_fines.toFixed(4),
        b.pending_months,
      ]).toEqual([
        b.property_id,
        statement.totals.total_debt.toFixed(4),
        statement.totals.total_iva.toFixed(4),
        statement.totals.total_fines.toFixed(4),
        statement.totals.total_fines_clean.toFixed(4),
        statement.totals.total_debt_fines.toFixed(4),
        statement.pending_months,
      ]);
    }
    const statuses = new Set(before.map((b) => b.account_status));
    expect([...statuses].sort()).toEqual([1, 2, 3]);
  });

  it('numbers: gapless counters; an invoice number only for money received, in the order it was received', async () => {
    const bills = await db().bill.findMany({ orderBy: { id: 'asc' } });
    const counter = async (kind: string) => (await db().fiscalCounter.findFirst({ where: { kind } }))?.last_value ?? 0;
    const gapless = (ns: number[]) => [...ns].sort((a, b) => a - b).every((n, i) => n === i + 1);
    const receipts = bills.map((b) => b.receipt_number!);
    expect(gapless(receipts) && receipts.length === (await counter('receipt'))).toBe(true);
    const invoiced = bills.filter((b) => b.number !== null);
    expect(gapless(invoiced.map((b) => b.number!)) && invoiced.length === (await counter('invoice'))).toBe(true);
    // accepted, or accepted and annulled later (it keeps its number); never pending, rejected or a prefactura
    for (const b of invoiced) expect([BILL_STATUS.ACCEPTED, BILL_STATUS.CANCELLED]).toContain(b.status);
    expect(bills.filter((b) => b.status === BILL_STATUS.ACCEPTED).every((b) => b.number !== null && b.issued_at !== null)).toBe(true);
    const byNumber = [...invoiced].sort((a, b) => a.number! - b.number!);
    expect(byNumber.every((b, i) => i === 0 || b.issued_at! >= byNumber[i - 1]!.issued_at!)).toBe(true);
    const proformas = bills.filter((b) => b.proforma_number !== null).map((b) => b.proforma_number!);
    expect(gapless(proformas) && proformas.length === (await counter('proforma'))).toBe(true);
    expect(gapless((await db().solvency.findMany()).map((s) => s.number))).toBe(true);
    const codes = (await db().property.findMany()).map((p) => Number(p.code.slice(3)));
    expect(gapless(codes) && codes.length === (await counter('property_code'))).toBe(true);
  });

  it('each bill: totals are the sums of its lines, the vouchers pay what was due, its items are its own while it lives', async () => {
    const bills = await db().bill.findMany({ include: { lines: true, vouchers: true } });
    for (const b of bills) {
      const lines = sum(
        'Bs',
        b.lines.map((l) => bs(l.total_bs.toFixed(2))),
      );
      expect([b.id, lines.toFixed(2)]).toEqual([b.id, b.total_bs.toFixed(2)]);
      expect(bs(b.total_bs.toFixed(2)).minus(b.retention_bs.toString()).minus(b.credit_note_applied_bs.toString()).toFixed(2)).toBe(b.due_bs.toFixed(2));
      const paid = sum(
        'Bs',
        b.vouchers.map((v) => bs(v.amount_paid.toFixed(2))),
      );
      if (b.status !== BILL_STATUS.TO_PAY) expect([b.id, paid.toFixed(2)]).toEqual([b.id, b.amount_paid.toFixed(2)]);
      if (b.status === BILL_STATUS.ACCEPTED) expect(b.amount_paid.greaterThanOrEqualTo(b.due_bs)).toBe(true);
      const live = b.status === BILL_STATUS.PENDING || b.status === BILL_STATUS.ACCEPTED || b.status === BILL_STATUS.TO_PAY;
      expect(b.lines.every((l) => (l.released_at === null) === live)).toBe(true);
    }
    // a notice is processed exactly when a live bill holds it
    const notices = await db().notice.findMany({ include: { bill: true } });
    for (const n of notices) {
      const held = n.bill !== null && [BILL_STATUS.PENDING, BILL_STATUS.ACCEPTED, BILL_STATUS.TO_PAY].includes(n.bill.status as 0);
      expect([n.id, n.status === NOTICE_STATUS.PROCESSED]).toEqual([n.id, held]);
    }
    // a bank reference is in use once, and only by a voucher of a bill that was not rejected
    const refs = await db().voucherReference.findMany({ include: { voucher: { include: { bill: true } } } });
    expect(refs.every((r) => r.voucher.bill.status !== BILL_STATUS.REJECTED)).toBe(true);
  });
});

describe('over HTTP, as the demo accounts', () => {
  it('the lists of every screen have rows', async () => {
    const admin = await bearer('admin');
    const list = async (url: string, auth: Record<string, string>, query: Record<string, unknown> = {}) =>
      (await api().get(url).query(query).set(auth).expect(200)).body;
    expect((await list('/api/admin/account-status/get', admin)).properties.total).toBeGreaterThanOrEqual(30);
    expect((await list('/api/admin/payments', admin)).bills.total).toBeGreaterThan(100);
    expect((await list('/api/admin/voucher-history', admin)).bills.total).toBeGreaterThan(100);
    expect((await list('/api/admin/urban-cleaning-solvencies/get', admin)).solvencies.total).toBeGreaterThanOrEqual(2);
    expect((await list('/api/admin/routes', admin)).routes.total).toBe(9);
    expect((await list('/api/admin/suggestions', admin)).suggestions.total).toBe(7);
    expect((await list('/api/admin/clients/get', admin)).users.total).toBeGreaterThanOrEqual(30);
    const cashier = await bearer('cajero');
    expect((await list('/api/admin/payments', cashier, { status: BILL_STATUS.PENDING })).bills.total).toBeGreaterThanOrEqual(2);
    const jose = await bearer('contribuyente');
    expect((await list('/api/account-status/get', jose)).properties.total).toBe(2);
    expect((await list('/api/cash/payments', jose)).bills.total).toBeGreaterThanOrEqual(6);
    expect((await list('/api/suggestions', jose)).suggestions.total).toBe(2);
    expect(Number((await list('/api/voucher-history', jose)).credit_note)).toBeGreaterThan(0);
  });

  it("José's commercial property owes five months at several rates, with interest", async () => {
    const jose = await db().user.findUniqueOrThrow({ where: { username: 'contribuyente' }, include: { properties: { orderBy: { id: 'asc' } } } });
    const res = await api()
      .get('/api/admin/account-status/get-payments')
      .query({ id: jose.properties[0]!.id })
      .set(await bearer('contribuyente'))
      .expect(200);
    const rows = res.body.payments.data as { date: string; interest: string; rate: string | null }[];
    expect(new Set(rows.map((r) => r.date)).size).toBe(5);
    expect(new Set(rows.map((r) => r.rate)).size).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => Number(r.interest) > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('a desk pays the oldest month a demo taxpayer owes, as it pays any other', async () => {
    const owner = await db().user.findUniqueOrThrow({ where: { username: 'jmartinez' }, include: { properties: true } });
    const p = owner.properties[0]!;
    const cashier = await bearer('cajero');
    const fines = await api().get(`/api/admin/bill/box/property/${p.id}/payments-fines`).set(cashier).expect(200);
    const oldest = fines.body.data.find((r: { kind: string }) => r.kind === 'notice') as { id: number; date: string };
    const sameMonth = fines.body.data
      .filter((r: { kind: string; date: string }) => r.kind === 'notice' && r.date === oldest.date)
      .map((r: { id: number }) => ({ type: 'Deuda', id: r.id }));
    const total = sum(
      'Bs',
      fines.body.data
        .filter((r: { kind: string; date: string }) => r.kind === 'notice' && r.date === oldest.date)
        .map((r: { total_bs: string }) => bs(r.total_bs)),
    );
    const req = api().post('/api/admin/bill/box/create/cash/payment').set(cashier);
    const body = {
      property: p.id,
      invoices: sameMonth,
      vouchers: [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: total.toFixed(2) }],
      creditApply: false,
    };
    for (const [k, v] of Object.entries(body)) req.field(k, typeof v === 'string' ? v : JSON.stringify(v));
    const paid = await req.expect(200);
    expect(paid.body.bill).toMatchObject({ status: BILL_STATUS.ACCEPTED, total_bs: total.toFixed(2) });
    expect(paid.body.bill.number).toBe((await db().fiscalCounter.findFirstOrThrow({ where: { kind: 'invoice' } })).last_value);
  });
});
