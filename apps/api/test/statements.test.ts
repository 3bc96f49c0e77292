// Bank statement import over HTTP on PostgreSQL (issue 14 item 7, DOMAIN "Reconciliation"): the
// file's columns are guessed and then remembered per account; a statement of 5 movements matches 3
// pending vouchers of that account (reference's last 8 digits + amount); the other 2 are listed with
// their reason (amount differs; a voucher of another account); the same file again proposes
// nothing; one confirmation reconciles the 3 bills with the movement's date, audited; a proposal
// whose bill another staff member holds is refused; an .xlsx with other headers; hostile files.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { signedIn } from './support/factories.ts';
import { paymentsKit, PNG } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
let other: Awaited<ReturnType<typeof paymentsKit>>;
const api = () => request(portal.url);
let boss: Awaited<ReturnType<typeof signedIn>>;
const T = MSG.statements;
const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const dmy = (ymd: string) => ymd.split('-').reverse().join('/');

beforeAll(async () => {
  portal = await startTestPortal();
  const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  kit = await paymentsKit(portal, cashier.auth);
  other = await paymentsKit(portal, cashier.auth); // a second municipal account at the same bank
  boss = await signedIn(portal, { level_id: 2, permissions: ['view-payments', 'edit-payments-data'] });
});
afterAll(() => portal?.close());

const read = (file: Buffer, name: string, accountId = kit.account.id, auth = boss.auth) =>
  api().post('/api/admin/bank-statements/read').set(auth).field('bank_account_id', String(accountId)).attach('file', file, name);
function importFile(file: Buffer, name: string, mapping: Record<string, string>, accountId = kit.account.id) {
  const req = api().post('/api/admin/bank-statements/import').set(boss.auth).field('bank_account_id', String(accountId));
  for (const [k, v] of Object.entries(mapping)) req.field(k, v);
  return req.attach('file', file, name);
}
const confirm = (ids: number[], auth = boss.auth) => api().post('/api/admin/bank-statements/confirm').set(auth).send({ movement_ids: ids });
const MAPPING = { date_column: 'Fecha', reference_column: 'Referencia', amount_column: 'Monto', description_column: 'Descripción' };
type Movement = { id: number; status: string; reason: string | null; reference: string; bill: { id: number } | null };

describe('bank statement import', () => {
  it('matches 3 of 5 movements, lists 2 with their reason, proposes nothing the second time, and confirms the 3 in one step', async () => {
    const [a, b, c, d] = [await kit.pendingTransfer(), await kit.pendingTransfer(), await kit.pendingTransfer(), await kit.pendingTransfer()];
    const elsewhere = await other.pendingTransfer(); // same bank, another municipal account
    const csv = [
      'Banco de Venezuela - Estado de cuenta',
      '',
      'Fecha;Referencia;Descripción;Monto',
      `${dmy(yesterday)};0000${a.reference};TRANSF DE CONTRIBUYENTE;580,00`,
      `${dmy(yesterday)};${b.reference};"PAGO ASEO; ENERO";580,00`,
      `${dmy(yesterday)};77${c.reference};TRANSF;600,00`,
      `${dmy(yesterday)};${d.reference};TRANSF;Bs. 580,00`,
      `${dmy(yesterday)};${elsewhere.reference};TRANSF;580,00`,
    ].join('\r\n');
    const file = Buffer.from(csv, 'latin1'); // a Windows export

    const first = await read(file, 'estado.csv').expect(200);
    expect(first.body).toMatchObject({ columns: ['Fecha', 'Referencia', 'Descripción', 'Monto'], rows: 5, remembered: false, mapping: MAPPING });
    expect(first.body.sample[1]).toEqual([dmy(yesterday), b.reference, 'PAGO ASEO; ENERO', '580,00']);

    const res = await importFile(file, 'estado.csv', MAPPING).expect(200);
    expect(res.body.message).toBe(fillMessage(T.imported, { proposed: 3, mismatched: 2, duplicates: 0 }));
    const moves = res.body.movements as Movement[];
    const proposed = moves.filter((m) => m.status === 'PROPOSED');
    expect(proposed.map((m) => m.bill!.id).sort()).toEqual([a.bill.id, b.bill.id, d.bill.id].sort());
    const mismatch = moves.filter((m) => m.status === 'MISMATCH');
    expect(mismatch).toHaveLength(2);
    expect(mismatch.find((m) => m.reference.endsWith(c.reference))!.reason).toMatch(/^El pago R-\d{8} tiene esta referencia pero su monto es Bs\. 580,00$/);
    expect(mismatch.find((m) => m.reference === elsewhere.reference)!.reason).toBe(T.noVoucher);
    expect(res.body.import).toMatchObject({ rows: 5, new_rows: 5, proposed: 3, mismatched: 2, confirmed: 0, file_name: 'estado.csv' });
    expect(await portal.ctx.db.bill.count({ where: { id: { in: [a.bill.id, b.bill.id, d.bill.id] }, status: BILL_STATUS.PENDING } })).toBe(3); // nothing yet

    // the mapping is remembered for the account; the same file again proposes nothing new
    expect((await read(file, 'estado.csv').expect(200)).body).toMatchObject({ remembered: true, mapping: MAPPING });
    const again = await importFile(file, 'estado-otra-vez.csv', MAPPING).expect(200);
    expect(again.body).toMatchObject({ duplicates: 5, movements: [], import: { rows: 5, new_rows: 0, proposed: 0 } });

    const done = await confirm([...proposed.map((m) => m.id), mismatch[0]!.id]).expect(200);
    expect(done.body).toMatchObject({
      message: fillMessage(T.confirmed, { count: 3 }),
      confirmed: 3,
      refused: [{ id: mismatch[0]!.id, reason: T.notProposed }],
    });
    for (const x of [a, b, d]) {
      const bill = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: x.bill.id }, include: { vouchers: true } });
      expect(bill.status).toBe(BILL_STATUS.ACCEPTED);
      expect(bill.reception_date?.toISOString().slice(0, 10)).toBe(yesterday);
      expect(bill.vouchers.every((v) => v.accepted === 1)).toBe(true);
      expect(await portal.ctx.db.auditLog.count({ where: { module_id: 7, value_id: String(x.bill.id), log_name: 'Pago conciliado (estado de cuenta)' } })).toBe(
        1,
      );
    }
    expect((await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: c.bill.id } })).status).toBe(BILL_STATUS.PENDING);
    // a second confirmation changes nothing
    expect((await confirm(proposed.map((m) => m.id)).expect(200)).body).toMatchObject({ confirmed: 0 });
    const list = await api().get('/api/admin/bank-statements').set(boss.auth).expect(200);
    expect(list.body.imports.data.find((i: { id: number }) => i.id === res.body.import.id)).toMatchObject({ proposed: 0, confirmed: 3, mismatched: 2 });
  });

  it('a proposal whose bill another staff member holds, or that was reconciled by hand meanwhile, is refused with the reason', async () => {
    const [a, b] = [await kit.pendingTransfer('700.00'), await kit.pendingTransfer('700.00')];
    const csv = `Fecha,Referencia,Monto,Concepto\n${yesterday},${a.reference},700.00,x\n${yesterday},${b.reference},700.00,y\n`;
    const res = await importFile(Buffer.from(csv), 'e.csv', { ...MAPPING, description_column: 'Concepto' }).expect(200);
    const moves = res.body.movements as Movement[];
    const [ma, mb] = [moves.find((m) => m.reference === a.reference), moves.find((m) => m.reference === b.reference)];
    const holder = await signedIn(portal, { level_id: 2, permissions: ['view-payments', 'edit-payments-data'], name: 'Carla' });
    await api().post('/api/admin/payments/claim').set(holder.auth).send({ bill_id: a.bill.id }).expect(200);
    await api()
      .post('/api/admin/cash/payments/status')
      .set(holder.auth)
      .send({ bill_id: b.bill.id, status: BILL_STATUS.ACCEPTED, reception_date: yesterday, amount_paid: '700.00' })
      .expect(200);
    const out = await confirm([ma!.id, mb!.id]).expect(200);
    expect(out.body.confirmed).toBe(0);
    expect(out.body.refused).toEqual([
      { id: ma!.id, reason: expect.stringContaining('Este pago lo está revisando Carla Usuario') },
      { id: mb!.id, reason: MSG.payments.notPending },
    ]);
    expect((await portal.ctx.db.statementMovement.findUniqueOrThrow({ where: { id: mb!.id } })).status).toBe('MISMATCH');
    expect((await portal.ctx.db.statementMovement.findUniqueOrThrow({ where: { id: ma!.id } })).status).toBe('PROPOSED');
  });

  it('reads an .xlsx with other headers, number and date cells; the columns are chosen by the staff member', async () => {
    const x = await other.pendingTransfer('1234.56');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Movimientos');
    ws.addRow(['Estado de cuenta corriente']);
    ws.addRow(['Fecha Valor', 'Nro. Documento', 'Concepto', 'Débito', 'Crédito', 'Saldo']);
    ws.addRow([new Date(`${yesterday}T00:00:00Z`), Number(`4${x.reference}`), 'TRANSFERENCIA', null, 1234.56, 99999.99]);
    ws.addRow([new Date(`${yesterday}T00:00:00Z`), 555, 'COMISION', 35, null, 99964.99]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const seen = await read(file, 'bdv.xlsx', other.account.id).expect(200);
    expect(seen.body.mapping).toMatchObject({ date_column: 'Fecha Valor', reference_column: 'Nro. Documento', amount_column: 'Crédito' });
    const res = await importFile(
      file,
      'bdv.xlsx',
      { date_column: 'Fecha Valor', reference_column: 'Nro. Documento', amount_column: 'Crédito' },
      other.account.id,
    ).expect(200);
    expect((res.body.movements as Movement[]).map((m) => [m.status, m.bill?.id ?? m.reason])).toEqual([['PROPOSED', x.bill.id]]);
    expect(res.body.invalid).toEqual([{ row: 4, reason: T.debit }]); // the debit row has no credit amount
  });

  it('refuses what is not a statement, a missing column, an unknown account; a cashier without edit-payments-data gets 403', async () => {
    expect((await read(PNG, 'foto.csv').expect(422)).body.error).toBe(T.notStatement);
    expect((await read(Buffer.from('a\nb\nc\n'), 'x.csv').expect(422)).body.error).toBe(T.noHeader);
    expect((await read(Buffer.from('Fecha;Referencia;Monto\n'), 'x.csv').expect(422)).body.error).toBe(T.empty);
    const csv = Buffer.from(`Fecha;Referencia;Monto\n${dmy(yesterday)};12345678;10,00\n`);
    const missing = await importFile(csv, 'x.csv', { ...MAPPING, description_column: 'Detalle' }).expect(422);
    expect(missing.body.error).toBe(fillMessage(T.columnMissing, { column: 'Detalle' }));
    expect((await read(csv, 'x.csv', 2_000_000_000).expect(422)).body.error).toBe(T.noAccount);
    expect((await api().post('/api/admin/bank-statements/read').set(boss.auth).field('bank_account_id', String(kit.account.id)).expect(422)).body.error).toBe(
      MSG.server.fileRequired,
    );
    const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments'] });
    await read(csv, 'x.csv', kit.account.id, cashier.auth).expect(403);
    await confirm([1], cashier.auth).expect(403);
    await api().get('/api/admin/bank-statements').set(cashier.auth).expect(200);
    await api().get('/api/admin/bank-statements/2000000000').set(cashier.auth).expect(404);
    expect((await confirm([]).expect(422)).body.error).toBe(T.noneChosen);
  });
});
