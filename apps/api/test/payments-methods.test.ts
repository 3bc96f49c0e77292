// Every voucher's method and reference in 'Pagos' (issue 26 item 3): a bill paid at the desk in cash
// plus a transfer lists both methods and the transfer's reference and bank — in staff's list, the
// taxpayer's, 'Historial de Comprobantes' and the Excel export — with each voucher in `details_new`;
// a bill paid by two transfers names the method once and both references.
import request from 'supertest';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { login, signedIn } from './support/factories.ts';
import { paymentsKit } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
let staff: Awaited<ReturnType<typeof signedIn>>;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
const api = () => request(portal.url);
const mixed = { id: 0, code: '', reference: '', owner: '' };
const twice = { id: 0, code: '', references: [] as string[] };

beforeAll(async () => {
  portal = await startTestPortal();
  staff = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments', 'view-voucher-history'] });
  kit = await paymentsKit(portal, staff.auth);
  // January (Bs. 580,00): Bs. 300,00 in cash and Bs. 280,00 by transfer
  const a = await kit.owing();
  const transfer = kit.transfer('280.00');
  const bill = await kit.pay(a.p.id, a.jan.id, [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '300.00' }, transfer]);
  Object.assign(mixed, { id: bill.id, code: a.p.code, reference: transfer.number, owner: a.t.username });
  const b = await kit.owing();
  const [t1, t2] = [kit.transfer('290.00'), kit.transfer('290.00')];
  const bill2 = await kit.pay(b.p.id, b.jan.id, [t1, t2]);
  Object.assign(twice, { id: bill2.id, code: b.p.code, references: [t1.number, t2.number] });
});
afterAll(() => portal?.close());

type Row = { id: number; payment_method: string | null; reference: string | null; bank: string | null; details_new: Record<string, unknown>[] };
const rowOf = (body: { bills: { data: Row[] } }, id: number) => body.bills.data.find((b) => b.id === id)!;

describe("'Pagos': every voucher's method and reference", () => {
  it('a bill paid in cash plus a transfer shows both methods, the transfer’s reference and bank, and each voucher', async () => {
    const res = await api().get('/api/admin/payments').query({ search: mixed.code }).set(staff.auth).expect(200);
    const row = rowOf(res.body, mixed.id);
    expect(row).toMatchObject({ payment_method: 'Efectivo · Transferencia', reference: mixed.reference, bank: kit.bank.name });
    expect(row.details_new).toMatchObject([
      { id: expect.any(Number), payment_method: 'Efectivo', bank: null, number: null, amount_paid: '300.00' },
      { id: expect.any(Number), payment_method: 'Transferencia', bank: kit.bank.name, number: mixed.reference, amount_paid: '280.00' },
    ]);
    expect(row.details_new[1]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('two transfers name the method once and both references', async () => {
    const res = await api().get('/api/admin/payments').query({ search: twice.code }).set(staff.auth).expect(200);
    expect(rowOf(res.body, twice.id)).toMatchObject({ payment_method: 'Transferencia', reference: twice.references.join(' · '), bank: kit.bank.name });
    expect(rowOf(res.body, twice.id).details_new).toHaveLength(2);
  });

  it("the taxpayer's own list and 'Historial de Comprobantes' show the same", async () => {
    const row = await portal.ctx.db.user.findFirstOrThrow({ where: { username: mixed.owner } });
    const auth = { Authorization: `Bearer ${await login(portal, row.username, 'Clave.Segura1')}` };
    const own = await api().get('/api/cash/payments').set(auth).expect(200);
    expect(rowOf(own.body, mixed.id)).toMatchObject({ payment_method: 'Efectivo · Transferencia', reference: mixed.reference });
    const history = await api().get('/api/admin/voucher-history').query({ search: mixed.code }).set(staff.auth).expect(200);
    expect(rowOf(history.body, mixed.id)).toMatchObject({ payment_method: 'Efectivo · Transferencia', reference: mixed.reference, bank: kit.bank.name });
  });

  it("the Excel export's method, reference and bank columns name both vouchers", async () => {
    const res = await api().get('/api/admin/cash/get-excel').query({ search: mixed.code }).set(staff.auth).buffer(true).parse(binaryBody).expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const head = rows[0] as string[];
    expect(rows).toHaveLength(2);
    const cell = (name: string) => rows[1]![head.indexOf(name)];
    expect([cell('Método de pago'), cell('Referencia'), cell('Banco')]).toEqual(['Efectivo · Transferencia', mixed.reference, kit.bank.name]);
  });
});
