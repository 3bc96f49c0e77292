// The test factories write rows the portal accepts: each is built, then read back from PostgreSQL.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, LEVELS, NOTICE_STATUS, PAYMENT_METHOD, PROPERTY_TYPE, SERVICE_TYPE } from '@aseo/shared/constants';
import { buildBill, buildCreditNote, buildNotice, buildProperty, buildTaxpayer, buildVoucher, FACTORY_RATE, login } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => portal?.close());
const db = () => portal.ctx.db;
const text = (d: { toFixed(n: number): string }, places: number) => d.toFixed(places);

describe('factories', () => {
  it('buildTaxpayer: a client with a document who can sign in; overrides win', async () => {
    const t = await buildTaxpayer(portal);
    const row = await db().user.findUniqueOrThrow({ where: { id: t.id } });
    expect(row).toMatchObject({ level_id: LEVELS.CLIENT, status: 1, document_type_id: 1 });
    expect(row.document).toMatch(/^\d{8}$/);
    expect(await login(portal, t.username, t.plainPassword)).toEqual(expect.any(String));
    const other = await buildTaxpayer(portal, { business_name: 'Comercial El Sol', document_type_id: 3, document: '301234567', retention: 1 });
    expect(other.document).not.toBe(t.document);
    expect(await db().user.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      business_name: 'Comercial El Sol',
      document_type_id: 3,
      retention: 1,
    });
  });

  it('buildProperty: coded from the counter, with an activity of its type', async () => {
    const t = await buildTaxpayer(portal);
    const p = await buildProperty(portal, { user_id: t.id });
    const home = await buildProperty(portal, { user_id: t.id, property_type_id: PROPERTY_TYPE.RESIDENTIAL, size: '85.50' });
    const rows = await db().property.findMany({ where: { user_id: t.id }, include: { economic_activity: true }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.id)).toEqual([p.id, home.id]);
    expect(rows[0].code).toMatch(/^AU-\d{6}$/);
    expect(Number(rows[1].code.slice(3))).toBe(Number(rows[0].code.slice(3)) + 1);
    expect(rows[0].economic_activity.property_type_id).toBe(PROPERTY_TYPE.COMMERCIAL);
    expect(rows[1].economic_activity.property_type_id).toBe(PROPERTY_TYPE.RESIDENTIAL);
    expect(text(rows[1].size, 2)).toBe('85.50');
    // the client sees both as its own properties through the API
    const token = await login(portal, t.username, t.plainPassword);
    const res = await request(portal.url)
      .post('/api/properties')
      .set({ Authorization: `Bearer ${token}` })
      .send({ page: 1 });
    expect(res.status).toBe(200);
    expect(res.body.properties.data.map((x: { code: string }) => x.code)).toEqual([rows[0].code, rows[1].code]);
  });

  it('buildNotice: pending, consecutive months, VAT computed from the total', async () => {
    const first = await buildNotice(portal);
    const second = await buildNotice(portal, { property_id: first.property_id, total: '12.3456', iva_percentage: '0' });
    const rows = await db().notice.findMany({ where: { property_id: first.property_id }, orderBy: { period: 'asc' } });
    expect(rows.map((r) => r.period.toISOString().slice(0, 10))).toEqual(['2026-01-01', '2026-02-01']);
    expect(rows[0]).toMatchObject({ status: NOTICE_STATUS.PENDING, service_type_id: SERVICE_TYPE.CLEAN, bill_id: null });
    expect([text(rows[0].total, 4), text(rows[0].iva, 4), text(rows[0].total_with_iva, 4), text(rows[0].conversion_petro, 8)]).toEqual([
      '10.0000',
      '1.6000',
      '11.6000',
      FACTORY_RATE,
    ]);
    expect([text(rows[1].total, 4), text(rows[1].iva, 4), text(rows[1].total_with_iva, 4)]).toEqual(['12.3456', '0.0000', '12.3456']);
    expect(rows[1].id).toBe(second.id);
    // @ts-expect-error amounts are decimal text, never floats
    await expect(buildNotice(portal, { property_id: first.property_id, total: 10.5 })).rejects.toThrow(/not a safe integer/);
  });

  it('buildBill: numbered, takes its notices as Deuda lines, totals add up', async () => {
    const n1 = await buildNotice(portal);
    const n2 = await buildNotice(portal, { property_id: n1.property_id, service_type_id: SERVICE_TYPE.RDS, total: '4.0000' });
    const bill = await buildBill(portal, { notices: [n1, n2] });
    const again = await buildBill(portal);
    const row = await db().bill.findUniqueOrThrow({ where: { id: bill.id }, include: { lines: { orderBy: { id: 'asc' } }, notices: true } });
    expect(again.number).toBe(row.number! + 1);
    expect(row).toMatchObject({ status: BILL_STATUS.PENDING, property_id: n1.property_id, institution_id: 2 });
    expect(row.user_id).toBe((await db().property.findUniqueOrThrow({ where: { id: n1.property_id } })).user_id);
    expect(row.crypt).toMatch(/^[0-9a-f]{48}$/);
    expect({
      subtotal: text(row.subtotal, 4),
      iva: text(row.iva, 4),
      total: text(row.total, 4),
      total_bs: text(row.total_bs, 2),
      clean: text(row.urban_clean_amount, 2),
      df: text(row.df_amount, 2),
    }).toEqual({ subtotal: '14.0000', iva: '2.2400', total: '16.2400', total_bs: '856.66', clean: '611.90', df: '244.76' });
    expect(row.lines.map((l) => [l.type, l.notice_id, text(l.amount, 4), text(l.amount_bs, 2)])).toEqual([
      ['Deuda', n1.id, '10.0000', '527.50'],
      ['Deuda', n2.id, '4.0000', '211.00'],
    ]);
    expect(row.notices.map((n) => [n.status, n.bill_id])).toEqual([
      [NOTICE_STATUS.PROCESSED, bill.id],
      [NOTICE_STATUS.PROCESSED, bill.id],
    ]);
    const accepted = await buildBill(portal, { status: BILL_STATUS.ACCEPTED, amount_paid: '100.00', description: 'pagada' });
    expect(await db().bill.findUniqueOrThrow({ where: { id: accepted.id } })).toMatchObject({ status: BILL_STATUS.ACCEPTED, description: 'pagada' });
  });

  it('buildVoucher: pays the bill total with a reference used once; cash has none', async () => {
    const bill = await buildBill(portal);
    const v = await buildVoucher(portal, { bill_id: bill.id });
    const row = await db().voucher.findUniqueOrThrow({ where: { id: v.id }, include: { reference: true, bank: true } });
    expect(row).toMatchObject({ bill_id: bill.id, payment_method_id: PAYMENT_METHOD.TRANSFER, accepted: bill.status });
    expect(row.bank?.code).toBe('0102');
    expect(row.number).toMatch(/^\d{8}$/);
    expect(row.reference).toMatchObject({ bank_id: row.bank_id, number: row.number });
    expect([text(row.amount_paid, 2), text(row.amount_petro, 4)]).toEqual([text(bill.total_bs, 2), text(bill.total, 4)]);
    await expect(buildVoucher(portal, { bill_id: bill.id, number: row.number })).rejects.toThrow();
    const cash = await buildVoucher(portal, { payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '10.50' });
    expect(await db().voucher.findUniqueOrThrow({ where: { id: cash.id }, include: { reference: true } })).toMatchObject({
      bank_id: null,
      number: null,
      reference: null,
    });
    expect(text(cash.amount_paid, 2)).toBe('10.50');
  });

  it('buildCreditNote: a bill surplus or a taxpayer credit, balance equal to the amount', async () => {
    const bill = await buildBill(portal);
    const fromBill = await buildCreditNote(portal, { bill_id: bill.id, amount: '2.5000' });
    const row = await db().creditNote.findUniqueOrThrow({ where: { id: fromBill.id } });
    expect(row).toMatchObject({ user_id: bill.user_id, property_id: bill.property_id, bill_id: bill.id, status: 1 });
    expect([text(row.amount, 4), text(row.balance, 4), text(row.conversion_petro, 8)]).toEqual(['2.5000', '2.5000', text(bill.conversion_petro, 8)]);
    const plain = await buildCreditNote(portal, { balance: '1.0000' });
    const again = await db().creditNote.findUniqueOrThrow({ where: { id: plain.id }, include: { user: true } });
    expect(again.user.level_id).toBe(LEVELS.CLIENT);
    expect([again.property_id, text(again.amount, 4), text(again.balance, 4)]).toEqual([null, '5.0000', '1.0000']);
  });
});
