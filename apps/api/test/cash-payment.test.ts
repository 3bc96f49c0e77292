// The new desk's 'Procesar' over HTTP on PostgreSQL (issue 13, first step): a cash payment is
// ACCEPTED at once, a transfer PENDING, a retention agent's bill a TO_PAY prefactura with a
// proforma number; the server composes the totals (UCD and Bs, discount, VAT) whatever the screen
// sent; invoice numbers leave no gap after a refused payment; a surplus becomes a credit note that
// pays part of the next bill; a bank reference is refused for a second taxpayer; the spec's
// messages; a taxpayer pays only its own; 200 concurrent submissions of one month from two desks
// and one key sent 50 times make exactly one bill.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { pdfQr, pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { todayYmd } from '@aseo/shared/schemas';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let bankId = 0;
let accountId = 0;
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const path = '/api/admin/bill/box/create/cash/payment';
let reference = 40_000_000 + Math.floor(Math.random() * 50_000_000);
const today = () => todayYmd();

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'retention', [['2025-01-01', '75']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'], box: 'Caja 1' });
  const bank = await portal.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  bankId = bank.id;
  const account = await portal.ctx.db.bankAccount.create({
    data: { name: 'Alcaldía', bank_id: bank.id, account_type_id: 1, document_type_id: 3, document: '200000001', number: '01020000000000000001' },
  });
  accountId = account.id;
});
afterAll(() => portal?.close());

/** A commercial property of a new taxpayer with pending January and February 2026 (10 UCD + 16 % VAT each). */
async function owing(overrides: { retention?: number } = {}) {
  const t = await buildTaxpayer(portal, { retention: overrides.retention ?? RETENTION.NO });
  const p = await buildProperty(portal, { user_id: t.id });
  const jan = await buildNotice(portal, { property_id: p.id, period: d('2026-01-01') });
  const feb = await buildNotice(portal, { property_id: p.id, period: d('2026-02-01') });
  await refreshBalanceOf(portal, [p.id]);
  return { t, p, jan, feb };
}
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });
const transfer = (amount: string, number = String(reference++), date = today()) => ({
  payment_method_id: PAYMENT_METHOD.TRANSFER,
  amount_paid: amount,
  number,
  date,
  bank_id: bankId,
  bank_account_id: accountId,
  hasFile: true,
});
// a real 1×1 PNG: voucher photos are decoded (and scaled) when stored
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** Posts a payment as multipart (vouchers as JSON text, one file per voucher with hasFile). */
function post(auth: Record<string, string>, body: Record<string, unknown>, key?: string) {
  const req = api().post(path).set(auth);
  if (key) req.set('Idempotency-Key', key);
  for (const [k, v] of Object.entries(body)) req.field(k, typeof v === 'string' ? v : JSON.stringify(v));
  const files = ((body.vouchers as { hasFile?: boolean }[] | undefined) ?? []).filter((v) => v.hasFile).length;
  for (let i = 0; i < files; i++) req.attach('files', PNG, `comprobante-${i}.png`);
  return req;
}
const items = (...ids: number[]) => ids.map((id) => ({ type: 'Deuda', id }));

describe('Procesar', () => {
  it('a cash payment is accepted at once, numbered, with the totals the server composes (the screen’s are ignored)', async () => {
    const { p, jan, feb } = await owing();
    const res = await post(cashier.auth, {
      property: p.id,
      invoices: items(jan.id, feb.id),
      vouchers: [cash('1160.00')],
      creditApply: false,
      voucherTotalBs: '1',
    }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Se han guardado los datos correctamente',
      bill: { status: BILL_STATUS.ACCEPTED, status_text: 'Conciliado', total: '23.2000', total_bs: '1160.00', amount_paid: '1160.00', credit_note: null },
    });
    expect(res.body.bill.number).toBeGreaterThan(0);
    const bill = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: res.body.bill.id }, include: { lines: true, vouchers: true } });
    expect(bill).toMatchObject({ tax_base_bs: expect.anything(), customer_name: expect.any(String) });
    // both months are urban cleaning (service type 1): the whole notices' part, none for final disposal
    expect([bill.urban_clean_amount.toFixed(2), bill.df_amount.toFixed(2)]).toEqual(['1160.00', '0.00']);
    expect(bill.lines.map((l) => [l.type, l.cash_type, l.amount.toFixed(4), l.iva.toFixed(4), l.total_bs.toFixed(2)])).toEqual([
      ['Deuda', 1, '10.0000', '1.6000', '580.00'],
      ['Deuda', 1, '10.0000', '1.6000', '580.00'],
    ]);
    expect((await portal.ctx.db.notice.findMany({ where: { id: { in: [jan.id, feb.id] } } })).every((n) => n.status === 0 && n.bill_id === bill.id)).toBe(true);
    expect((await portal.ctx.db.propertyBalance.findUniqueOrThrow({ where: { property_id: p.id } })).total_debt_fines.toFixed(4)).toBe('0.0000');
    expect(await portal.ctx.db.auditLog.count({ where: { module_id: 5, value_id: String(bill.id) } })).toBe(1);
    // the same month again: taken
    const again = await post(cashier.auth, { property: p.id, invoices: items(jan.id), vouchers: [cash('580')], creditApply: false }).expect(422);
    expect(again.body.error).toBe(MSG.cash.itemTaken);
  });

  it('a transfer waits for reconciliation; its bank reference cannot be used again, not even by another taxpayer', async () => {
    const a = await owing();
    const number = String(reference++);
    const res = await post(cashier.auth, { property: a.p.id, invoices: items(a.jan.id), vouchers: [transfer('580.00', number)], creditApply: false }).expect(
      200,
    );
    expect(res.body.bill).toMatchObject({ status: BILL_STATUS.PENDING, status_text: 'Por conciliar' });
    const voucher = await portal.ctx.db.voucher.findFirstOrThrow({ where: { bill_id: res.body.bill.id } });
    expect(voucher.file).toMatch(/^vouchers\/.+\.png$/);
    const b = await owing();
    const used = await post(cashier.auth, { property: b.p.id, invoices: items(b.jan.id), vouchers: [transfer('580.00', number)], creditApply: false }).expect(
      422,
    );
    expect(used.body.error).toBe('El número de referencia ha sido usado');
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: b.jan.id } })).toMatchObject({ status: 1, bill_id: null });
  });

  it('a retention agent gets a TO_PAY prefactura with a proforma number and no invoice number', async () => {
    const { p, jan } = await owing({ retention: RETENTION.YES });
    const res = await post(cashier.auth, { property: p.id, invoices: items(jan.id), vouchers: [], creditApply: true }).expect(200);
    expect(res.body.bill).toMatchObject({ status: BILL_STATUS.TO_PAY, number: null, due_bs: '520.00' });
    expect(res.body.bill.proforma_number).toBeGreaterThan(0);
  });

  it('the spec’s refusals write nothing, and the invoice numbers leave no gap', async () => {
    const { p, jan, feb } = await owing();
    const first = await post(cashier.auth, { property: p.id, invoices: items(jan.id), vouchers: [cash('580')], creditApply: false }).expect(200);
    expect((await post(cashier.auth, { property: p.id, invoices: [], vouchers: [cash('1')], creditApply: false }).expect(422)).body.error).toBe(
      'Debe agregar al menos 1 item a facturar',
    );
    expect((await post(cashier.auth, { property: p.id, invoices: items(feb.id), vouchers: [], creditApply: false }).expect(422)).body.error).toBe(
      'Debe agregar al menos 1 comprobante de pago',
    );
    expect((await post(cashier.auth, { property: p.id, invoices: items(feb.id), vouchers: [cash('100')], creditApply: false }).expect(422)).body.error).toBe(
      'Debe completar el Total a pagar',
    );
    const noData = await post(cashier.auth, {
      property: p.id,
      invoices: items(feb.id),
      vouchers: [{ payment_method_id: 2, amount_paid: '580' }],
      creditApply: false,
    });
    expect(noData.status).toBe(422);
    expect(noData.body.error).toBe('Debe ingresar todos los datos de pago');
    const second = await post(cashier.auth, { property: p.id, invoices: items(feb.id), vouchers: [cash('580')], creditApply: false }).expect(200);
    expect(second.body.bill.number).toBe(first.body.bill.number + 1);
  });

  it("'agregar servicio': a service named by type and amount is created and billed with the month (staff only)", async () => {
    const { p, jan, t } = await owing();
    const type = await portal.ctx.db.cashServiceType.create({ data: { name: `Poda ${Date.now()}` } });
    const fresh = { type: 'Servicio', service_type_id: type.id, amount: '3,5' };
    const res = await post(cashier.auth, { property: p.id, invoices: [...items(jan.id), fresh], vouchers: [cash('755.00')], creditApply: false }).expect(200);
    expect(res.body.bill.total_bs).toBe('755.00'); // 580 + 3.5 × 50
    const bill = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: res.body.bill.id }, include: { services: true } });
    expect([bill.services_total.toFixed(4), bill.services_bs.toFixed(2), bill.services.map((s) => s.amount.toFixed(4))]).toEqual([
      '3.5000',
      '175.00',
      ['3.5000'],
    ]);
    const bad = await post(cashier.auth, {
      property: p.id,
      invoices: [{ type: 'Servicio', service_type_id: type.id, amount: '0' }],
      vouchers: [],
      creditApply: false,
    }).expect(422);
    expect(bad.body.error).toBe(MSG.cash.serviceAmount);
    const own = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
    // a taxpayer adds only its notices: no services, fines or quotas
    const client = await post(own, { property: p.id, invoices: [fresh], vouchers: [cash('175')], creditApply: false }).expect(422);
    expect(client.body.error).toBe(MSG.cash.clientNoticesOnly);
    const fine = await post(own, { property: p.id, invoices: [{ type: 'Multa', id: 1 }], vouchers: [cash('1')], creditApply: false }).expect(422);
    expect(fine.body.error).toBe(MSG.cash.clientNoticesOnly);
    expect(await portal.ctx.db.service.count({ where: { property_id: p.id } })).toBe(1);
  });

  it('a surplus becomes a credit note that pays part of the next bill', async () => {
    const { t, p, jan, feb } = await owing();
    const surplus = { property: p.id, invoices: items(jan.id), vouchers: [cash('700')], creditApply: false };
    const key = `surplus-${p.id}-${Date.now()}`;
    const lastNumber = async () => (await portal.ctx.db.$queryRaw<{ n: number | null }[]>`SELECT max(number)::int AS n FROM bills`)[0]!.n ?? 0;
    const before = await lastNumber();
    const over = await post(cashier.auth, surplus, key).expect(200);
    expect(over.body.bill.credit_note).toBe('2.4000'); // 120 Bs / 50
    // the credit note is Prisma's: the payment left its own transaction before writing (ADR 031), one bill, the next number
    expect(over.body.bill.number).toBe(before + 1);
    expect(await portal.ctx.db.billLine.count({ where: { notice_id: jan.id } })).toBe(1);
    // the same key again: the answer stored by the bill's last statement, with its id, numbers and owner's crypt
    expect((await post(cashier.auth, surplus, key).expect(200)).body).toEqual(over.body);
    const next = await post(cashier.auth, { property: p.id, invoices: items(feb.id), vouchers: [cash('460')], creditApply: true }).expect(200);
    const bill = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: next.body.bill.id } });
    expect([bill.credit_note_applied.toFixed(4), bill.credit_note_applied_bs.toFixed(2), bill.due_bs.toFixed(2)]).toEqual(['2.4000', '120.00', '460.00']);
    const note = await portal.ctx.db.creditNote.findFirstOrThrow({ where: { user_id: t.id } });
    expect(note.balance.toFixed(4)).toBe('0.0000');
  });

  it('an active discount of the activity comes off the fees before VAT', async () => {
    const { p, jan } = await owing();
    const activity = (await portal.ctx.db.property.findUniqueOrThrow({ where: { id: p.id } })).economic_activity_id;
    const discount = await portal.ctx.db.discount.create({
      data: {
        amount: '10',
        start_date: new Date(Date.now() - 86_400_000),
        expire_date: new Date(Date.now() + 86_400_000),
        items: { create: [{ economic_activity_id: activity }] },
      },
    });
    // 10 − 1 = 9 base; VAT 1.44; total 10.44 UCD = 522 Bs
    const res = await post(cashier.auth, { property: p.id, invoices: items(jan.id), vouchers: [cash('522')], creditApply: false }).expect(200);
    expect(res.body.bill).toMatchObject({ total: '10.4400', total_bs: '522.00' });
    await portal.ctx.db.discount.update({ where: { id: discount.id }, data: { deleted_at: new Date() } });
  });

  it('who may pay: a taxpayer only its own property (404 otherwise, its payment waits); staff need view-cash', async () => {
    const { t, p, jan } = await owing();
    const other = await owing();
    const auth = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
    await post(auth, { property: other.p.id, invoices: items(other.jan.id), vouchers: [cash('580')], creditApply: false }).expect(404);
    const own = await post(auth, { property: p.id, invoices: items(jan.id), vouchers: [transfer('580')], creditApply: false }).expect(200);
    expect(own.body.bill.status).toBe(BILL_STATUS.PENDING);
    const moderator = await signedIn(portal, { level_id: 2 });
    await post(moderator.auth, { property: other.p.id, invoices: items(other.jan.id), vouchers: [cash('580')], creditApply: false }).expect(403);
  });
});

describe('the invoice', () => {
  it('prints by its crypts without a session: FACTURA, number, customer, base, VAT, total, and a QR whose page says Anulada once annulled', async () => {
    const { p, jan } = await owing();
    const paid = await post(cashier.auth, { property: p.id, invoices: items(jan.id), vouchers: [cash('580')], creditApply: false }).expect(200);
    const { crypt, number, user } = paid.body.bill as { crypt: string; number: number; user: { crypt: string } };
    const pdfOf = async () =>
      new Uint8Array((await api().get(`/api/admin/cash/print/${crypt}/${user.crypt}`).buffer(true).parse(binaryBody).expect(200)).body as Buffer);
    const pdf = await pdfOf();
    const text = pdfText(pdf);
    for (const part of ['FACTURA', String(number).padStart(8, '0'), 'Base imponible', 'Bs. 500,00', 'IVA 16,00 %', 'Bs. 80,00', 'Bs. 580,00'])
      expect(text).toContain(part);
    const code = /\/verificar\/([0-9A-Z-]+)$/.exec(pdfQr(pdf) ?? '')![1]!;
    expect((await api().get(`/api/verificar/${code}`).expect(200)).body).toMatchObject({ kind: 'invoice', kind_label: 'Factura', valid: true });
    // a reprint carries the same code
    expect(/\/verificar\/([0-9A-Z-]+)$/.exec(pdfQr(await pdfOf()) ?? '')![1]).toBe(code);
    await portal.ctx.db.bill.update({ where: { id: paid.body.bill.id }, data: { status: BILL_STATUS.CANCELLED } });
    expect((await api().get(`/api/verificar/${code}`).expect(200)).body).toMatchObject({ valid: false, status_text: 'Anulada' });
    await api()
      .get(`/api/admin/cash/print/${crypt}/${'0'.repeat(48)}`)
      .expect(404);
  });
});

describe("the voucher rules of 001 section 5, over 'Procesar'", () => {
  const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['no method', () => ({ amount_paid: '580' }), 'Debe ingresar el método de pago'],
    ['no amount', () => ({ payment_method_id: PAYMENT_METHOD.CASH }), 'Debe ingresar el monto pagado'],
    ['a transfer without its file', () => ({ ...transfer('580'), hasFile: false }), 'Debe subir el comprobante de pago'],
    ['a reference of 5 digits', () => transfer('580', '12345'), 'Nro. de referencia debe escribir los últimos 8 dígitos'],
    ['a transfer without its account', () => ({ ...transfer('580'), bank_account_id: undefined }), 'Debe ingresar todos los datos de pago'],
    ['an accepted transfer without reception date', () => ({ ...transfer('580'), accepted: 1 }), 'Debe ingresar la fecha de recepción del pago'],
    ['a payment date in the future', () => transfer('580', undefined, tomorrow()), 'La fecha no puede ser mayor a la fecha actual'],
  ];
  it.each(cases)('%s: refused with its message, nothing written', async (_name, voucher, message) => {
    const { p, jan } = await owing();
    const res = await post(cashier.auth, { property: p.id, invoices: items(jan.id), vouchers: [voucher()], creditApply: false }).expect(422);
    expect(res.body.error).toBe(message);
    expect(await portal.ctx.db.bill.count({ where: { property_id: p.id } })).toBe(0);
  });

  it('the same bank and reference twice in one payment: refused, nothing written', async () => {
    const { p, jan } = await owing();
    const number = String(reference++);
    const res = await post(cashier.auth, {
      property: p.id,
      invoices: items(jan.id),
      vouchers: [transfer('300', number), transfer('280', number)],
      creditApply: false,
    }).expect(422);
    expect(res.body.error).toBe('El número de referencia ha sido usado');
    expect(await portal.ctx.db.bill.count({ where: { property_id: p.id } })).toBe(0);
  });
});

describe('double submission and concurrency', () => {
  it('one key sent 50 times makes one bill and 50 identical answers', async () => {
    const { p, jan } = await owing();
    const key = `k-${p.id}-${Date.now()}`;
    const res = await Promise.all(
      Array.from({ length: 50 }, () => post(cashier.auth, { property: p.id, invoices: items(jan.id), vouchers: [cash('580')], creditApply: false }, key)),
    );
    expect(res.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(res.map((r) => r.body.bill.id)).size).toBe(1);
    expect(await portal.ctx.db.bill.count({ where: { property_id: p.id } })).toBe(1);
    // the stored answer carries the numbers its statement took (cash-bill.write.ts numberBill)
    expect(res[0]!.body.bill.number).toEqual(expect.any(Number));
    expect(res[0]!.body.bill.receipt_number).toEqual(expect.any(Number));
    for (const r of res) expect(r.body).toEqual(res[0]!.body);
  });

  it('a key sent again is answered even when the payment could no longer be made; another cashier’s copy is refused', async () => {
    const { p, jan } = await owing();
    const key = `gone-${p.id}-${Date.now()}`;
    const body = { property: p.id, invoices: items(jan.id), vouchers: [cash('580')], creditApply: false };
    const first = await post(cashier.auth, body, key).expect(200);
    // the property deleted since: the payment itself would now be a 404, its retry is the first answer
    await portal.ctx.db.property.update({ where: { id: p.id }, data: { deleted_at: new Date() } });
    expect((await post(cashier.auth, body, key).expect(200)).body).toEqual(first.body);
    const other = await signedIn(portal, { level_id: 2, permissions: ['view-cash'], box: 'Caja 3' });
    expect((await post(other.auth, body, key).expect(422)).body.error).toBe(MSG.cash.keyReused);
    expect(await portal.ctx.db.bill.count({ where: { property_id: p.id } })).toBe(1);
  });

  it('200 concurrent submissions of one month from two desks: one bill, every other answer a clear 422', async () => {
    const { p, jan } = await owing();
    const desk2 = await signedIn(portal, { level_id: 2, permissions: ['view-cash'], box: 'Caja 2' });
    const res = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(i % 2 ? desk2.auth : cashier.auth, { property: p.id, invoices: items(jan.id), vouchers: [cash('580')], creditApply: false }),
      ),
    );
    const ok = res.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(res.filter((r) => r.status === 422).every((r) => r.body.error === MSG.cash.itemTaken)).toBe(true);
    const [{ n }] = await portal.ctx.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (SELECT notice_id FROM bill_lines WHERE notice_id IS NOT NULL AND released_at IS NULL GROUP BY notice_id HAVING count(*) > 1) d`;
    expect(n).toBe(0);
  }, 120_000);
});
