// Files staged and committed with their transaction (issue 25 item 3, DOMAIN "Files", ADR 019):
// over HTTP on PostgreSQL, a refused payment (422), another taxpayer's property (404), a hostile
// file among good ones, a repeated idempotent request, a refused prefactura payment and a refused
// withholding voucher leave no file anywhere under the upload folder; a committed payment's file
// is at the path its voucher names and downloads; each voucher gets the file it names
// (`file_index`); the sweep removes staged files older than an hour and keeps fresh ones.
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let staff: Awaited<ReturnType<typeof signedIn>>;
let bankId = 0;
let accountId = 0;
let reference = 20_000_000 + Math.floor(Math.random() * 70_000_000);
const PAY = '/api/admin/bill/box/create/cash/payment';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'retention', [['2025-01-01', '75']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  staff = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments', 'edit-payments-data', 'view-voucher-history'] });
  const bank = await portal.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  bankId = bank.id;
  const account = await portal.ctx.db.bankAccount.create({
    data: { name: 'Alcaldía', bank_id: bank.id, account_type_id: 1, document_type_id: 3, document: '200000009', number: '01020000000000000009' },
  });
  accountId = account.id;
});
afterAll(() => portal?.close());

/** Every file under the upload folder, staging included (relative paths). */
async function filesUnderUploads(): Promise<string[]> {
  const root = portal.cfg.uploadDir;
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

async function owing(retention: number = RETENTION.NO) {
  const t = await buildTaxpayer(portal, { retention });
  const p = await buildProperty(portal, { user_id: t.id });
  const jan = await buildNotice(portal, { property_id: p.id, period: new Date('2026-01-01T00:00:00Z') });
  await refreshBalanceOf(portal, [p.id]);
  const auth = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
  return { t, p, jan, auth };
}
const transfer = (amount: string, extra: Record<string, unknown> = {}) => ({
  payment_method_id: PAYMENT_METHOD.TRANSFER,
  amount_paid: amount,
  number: String(reference++),
  date: todayYmd(),
  bank_id: bankId,
  bank_account_id: accountId,
  hasFile: true,
  ...extra,
});

/** A desk payment of January with these vouchers and files (multipart `files`, in the order given). */
function pay(auth: Record<string, string>, propertyId: number, noticeId: number, vouchers: unknown[], files: Buffer[], key?: string) {
  const req = api().post(PAY).set(auth);
  if (key) req.set('Idempotency-Key', key);
  req
    .field('property', String(propertyId))
    .field('invoices', JSON.stringify([{ type: 'Deuda', id: noticeId }]))
    .field('vouchers', JSON.stringify(vouchers));
  files.forEach((f, i) => req.attach('files', f, `comprobante-${i}.png`));
  return req;
}

describe('a refused request leaves no file behind', () => {
  it('a payment that does not cover its total (422)', async () => {
    const { p, jan } = await owing();
    const before = await filesUnderUploads();
    const res = await pay(staff.auth, p.id, jan.id, [transfer('100.00')], [PNG]).expect(422);
    expect(res.body.error).toBe('Debe completar el Total a pagar');
    expect(await filesUnderUploads()).toEqual(before);
  });

  it('another taxpayer’s property (404)', async () => {
    const mine = await owing();
    const theirs = await owing();
    const before = await filesUnderUploads();
    await pay(mine.auth, theirs.p.id, theirs.jan.id, [transfer('580.00')], [PNG]).expect(404);
    expect(await filesUnderUploads()).toEqual(before);
    // the old form's single `file` at 'Realizar pago'
    const req = api().post('/api/cash/payments/finish').set(mine.auth);
    req
      .field('property_id', String(theirs.p.id))
      .field('months', JSON.stringify([theirs.jan.id]))
      .field('receipts', JSON.stringify([transfer('580.00')]));
    await req.attach('file', PNG, 'pago.png').expect(404);
    expect(await filesUnderUploads()).toEqual(before);
  });

  it('a hostile file among good ones: refused before any row is written, the good one not kept either', async () => {
    const { p, jan } = await owing();
    const before = await filesUnderUploads();
    const res = await pay(staff.auth, p.id, jan.id, [transfer('290.00'), transfer('290.00')], [PNG, EXE]).expect(422);
    expect(res.body.error).toBe(MSG.common.invalidFileFormat);
    expect(await filesUnderUploads()).toEqual(before);
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: jan.id } })).toMatchObject({ status: 1, bill_id: null });
  });

  it('a file in a field the call does not declare, or more files than it takes', async () => {
    const { p, jan } = await owing();
    const before = await filesUnderUploads();
    const odd = api().post(PAY).set(staff.auth);
    odd
      .field('property', String(p.id))
      .field('invoices', JSON.stringify([{ type: 'Deuda', id: jan.id }]))
      .field('vouchers', JSON.stringify([transfer('580.00')]));
    expect((await odd.attach('otro', PNG, 'x.png').expect(422)).body.error).toBe(MSG.server.invalidFile);
    const many = Array.from({ length: 11 }, () => transfer('52.73'));
    await pay(staff.auth, p.id, jan.id, many, Array(11).fill(PNG)).expect((r) => expect([413, 422]).toContain(r.status));
    expect(await filesUnderUploads()).toEqual(before);
  });

  it('a repeated request with the same Idempotency-Key answers the first bill and keeps only the first file', async () => {
    const { p, jan } = await owing();
    const before = await filesUnderUploads();
    const v = transfer('580.00');
    const first = await pay(staff.auth, p.id, jan.id, [v], [PNG], 'staging-key-1').expect(200);
    const afterFirst = await filesUnderUploads();
    expect(afterFirst.length).toBe(before.length + 1);
    const again = await pay(staff.auth, p.id, jan.id, [v], [PNG], 'staging-key-1').expect(200);
    expect(again.body.bill.id).toBe(first.body.bill.id);
    expect(await filesUnderUploads()).toEqual(afterFirst);
  });

  it('a prefactura’s payment data for a bill that is not the caller’s, and a withholding voucher for no bill (404)', async () => {
    const mine = await owing(RETENTION.YES);
    const theirs = await owing(RETENTION.YES);
    const prefactura = await api()
      .post(PAY)
      .set(staff.auth)
      .send({ property: theirs.p.id, invoices: [{ type: 'Deuda', id: theirs.jan.id }], vouchers: [] })
      .expect(200);
    expect(prefactura.body.bill.status).toBe(BILL_STATUS.TO_PAY);
    const before = await filesUnderUploads();
    const complete = api().post('/api/cash/payments/complete').set(mine.auth);
    complete.field('bill_id', String(prefactura.body.bill.id)).field('receipts', JSON.stringify([transfer('520.00')]));
    await complete.attach('files', PNG, 'pago.png').expect(404);
    const withholding = api().post('/api/admin/voucher-history/file').set(staff.auth);
    for (const [k, v] of Object.entries({
      bill_id: 999_999,
      number: `${todayYmd().slice(0, 4)}${todayYmd().slice(5, 7)}12345678`,
      date: todayYmd(),
      percentage: 75,
      amount: '60.00',
    }))
      withholding.field(k, String(v));
    await withholding.attach('file', PDF, 'retencion.pdf').expect(404);
    expect(await filesUnderUploads()).toEqual(before);
  });
});

describe('a committed request keeps its files where its rows say', () => {
  it('the voucher’s file exists at its stored path, nothing is left in staging, and it downloads', async () => {
    const { p, jan } = await owing();
    const before = await filesUnderUploads();
    const res = await pay(staff.auth, p.id, jan.id, [transfer('580.00')], [PNG]).expect(200);
    const voucher = await portal.ctx.db.voucher.findFirstOrThrow({ where: { bill_id: res.body.bill.id } });
    expect(voucher.file).toMatch(/^vouchers\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(path.join(portal.cfg.uploadDir, voucher.file!))).toBe(true);
    expect((await filesUnderUploads()).sort()).toEqual([...before, voucher.file!].sort());
    const file = await api().get(`/api/payments/vouchers/${voucher.id}/file`).set(staff.auth).expect(200);
    expect(file.headers['content-type']).toMatch(/image\/png/);
  });

  it('the spec’s client form: one `file` for its receipt marked hasFile, kept where the voucher says', async () => {
    const { p, jan, auth } = await owing();
    const req = api().post('/api/cash/payments/finish').set(auth);
    req
      .field('property_id', String(p.id))
      .field('months', JSON.stringify([jan.id]))
      .field('receipts', JSON.stringify([transfer('580.00')]));
    const res = await req.attach('file', PNG, 'pago.png').expect(200);
    const voucher = await portal.ctx.db.voucher.findFirstOrThrow({ where: { bill_id: res.body.bill.id } });
    expect(voucher.file).toMatch(/^vouchers\/.+\.png$/);
    expect(existsSync(path.join(portal.cfg.uploadDir, voucher.file!))).toBe(true);
  });

  it('each voucher gets the file it names with file_index, whatever the order of the parts', async () => {
    const { p, jan } = await owing();
    const vouchers = [transfer('290.00', { file_index: 1 }), transfer('290.00', { file_index: 0 })];
    const res = await pay(staff.auth, p.id, jan.id, vouchers, [PDF, PNG]).expect(200);
    const rows = await portal.ctx.db.voucher.findMany({ where: { bill_id: res.body.bill.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => path.extname(r.file!))).toEqual(['.png', '.pdf']);
    for (const r of rows) expect(existsSync(path.join(portal.cfg.uploadDir, r.file!))).toBe(true);
  });

  it('a file_index that names no part is refused, and leaves nothing behind', async () => {
    const { p, jan } = await owing();
    const before = await filesUnderUploads();
    const res = await pay(staff.auth, p.id, jan.id, [transfer('580.00', { file_index: 3 })], [PNG]).expect(422);
    expect(res.body.error).toBe(MSG.cash.fileMissing);
    expect(await filesUnderUploads()).toEqual(before);
  });
});

describe('the staging sweep', () => {
  it('removes staged files older than an hour and keeps fresh ones', async () => {
    const { sweepStaging, stagingDir } = await import('../src/lib/uploads.ts');
    const dir = stagingDir(portal.cfg);
    await mkdir(dir, { recursive: true });
    const old = path.join(dir, 'old.png');
    const fresh = path.join(dir, 'fresh.png');
    await writeFile(old, PNG);
    await writeFile(fresh, PNG);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    await sweepStaging(portal.cfg, portal.ctx.log);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
