// Files download from any data folder (issue 25 item 5): Express's send refuses an absolute path that
// crosses a dot folder (the default data folder is `.data`), so a voucher's file answered 400. The
// portal here keeps its data in `<tmp>/.hidden/.data`: a payment voucher (PNG, JPEG, PDF) downloads
// through payments/vouchers/{id}/file and a withholding voucher through voucher-history/file/{id},
// each with the type of its content; sendStoredFile still refuses '..', absolute paths and dot files.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { sendStoredFile } from '../src/lib/http-files.ts';
import { login, signedIn } from './support/factories.ts';
import { paymentsKit, PNG, today } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let JPEG: Buffer;
let outer: string;
let dataDir: string;
let portal: TestPortal;
let cashier: Awaited<ReturnType<typeof signedIn>>;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
const api = () => request(portal.url);

beforeAll(async () => {
  JPEG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  outer = await mkdtemp(path.join(os.tmpdir(), 'aseo-dot-'));
  dataDir = path.join(outer, '.hidden', '.data');
  portal = await startTestPortal({ DATA_DIR: dataDir });
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'edit-payments-data', 'view-payments', 'view-voucher-history'] });
  kit = await paymentsKit(portal, cashier.auth);
});
afterAll(async () => {
  await portal?.close();
  if (outer) await rm(outer, { recursive: true, force: true });
});

/** A transfer paid at the desk with `file` as its voucher: the owner's auth and the voucher's id. */
async function paidWith(file: Buffer, name: string) {
  const { t, p, jan } = await kit.owing();
  const voucher = kit.transfer('580.00');
  await api()
    .post('/api/admin/bill/box/create/cash/payment')
    .set(cashier.auth)
    .field('property', String(p.id))
    .field('invoices', JSON.stringify([{ type: 'Deuda', id: jan.id }]))
    .field('vouchers', JSON.stringify([voucher]))
    .attach('files', file, name)
    .expect(200);
  const stored = await portal.ctx.db.voucher.findFirstOrThrow({ where: { number: voucher.number }, orderBy: { id: 'desc' } });
  return { auth: { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` }, id: stored.id, file: stored.file!, number: voucher.number };
}

describe('files download with the data folder inside dot folders', () => {
  it('the upload folder is the one under .hidden/.data', () => {
    expect(portal.cfg.uploadDir.startsWith(dataDir)).toBe(true);
  });

  it.each([
    ['PNG', () => PNG, 'c.png', /^image\/png/, '.png'],
    ['JPEG', () => JPEG, 'c.jpg', /^image\/jpeg/, '.jpg'],
    ['PDF', () => PDF, 'c.pdf', /^application\/pdf/, '.pdf'],
  ])("a payment voucher's %s: payments/vouchers/{id}/file, to its owner and to staff", async (_kind, content, name, type, ext) => {
    const v = await paidWith(content(), name);
    expect(existsSync(path.join(portal.cfg.uploadDir, v.file))).toBe(true);
    for (const auth of [v.auth, cashier.auth]) {
      const res = await api().get(`/api/payments/vouchers/${v.id}/file`).set(auth).buffer(true).expect(200);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.headers['content-disposition']).toContain(`comprobante-${v.number}${ext}`);
      expect((res.body as Buffer).length).toBeGreaterThan(0);
      if (_kind === 'PDF') expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      if (_kind === 'PNG') expect((res.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
      if (_kind === 'JPEG') expect([...(res.body as Buffer).subarray(0, 2)]).toEqual([0xff, 0xd8]);
    }
  });

  it('a missing file is a 404 in JSON, not a 400 and not an attachment', async () => {
    const v = await paidWith(PNG, 'c.png');
    await rm(path.join(portal.cfg.uploadDir, v.file));
    const res = await api().get(`/api/payments/vouchers/${v.id}/file`).set(v.auth).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body.error).toBe('El registro no existe');
  });

  it('a withholding voucher (PDF): voucher-history/file/{id}', async () => {
    const { t, p, jan } = await kit.owing(RETENTION.YES);
    const pre = await kit.pay(p.id, jan.id, []);
    await api()
      .post('/api/admin/cash/payments/complete')
      .set(cashier.auth)
      .send({ bill_id: pre.id, receipts: [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '520.00' }] })
      .expect(200);
    const auth = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
    const number = `${today().slice(0, 4)}${today().slice(5, 7)}${String(10_000_000 + Math.floor(Math.random() * 80_000_000))}`;
    await api()
      .post('/api/voucher-history/file')
      .set(auth)
      .field('bill_id', String(pre.id))
      .field('number', number)
      .field('date', today())
      .field('percentage', '75')
      .field('amount', '60,00')
      .attach('file', PDF, 'retencion.pdf')
      .expect(200);
    const history = await api().get('/api/voucher-history').set(auth).expect(200);
    const row = history.body.bills.data.find((b: { id: number }) => b.id === pre.id);
    for (const who of [auth, cashier.auth]) {
      const res = await api().get(`/api/voucher-history/file/${row.withholding.id}`).set(who).buffer(true).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(res.headers['content-disposition']).toContain(`comprobante-retencion-${number}.pdf`);
      expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('sendStoredFile', () => {
  let root: string;
  let app: express.Express;
  beforeAll(async () => {
    root = path.join(outer, '.store', 'files');
    await mkdir(path.join(root, 'vouchers'), { recursive: true });
    await writeFile(path.join(root, 'vouchers', 'a.pdf'), PDF);
    await writeFile(path.join(root, 'vouchers', 'b.JPEG'), JPEG);
    await writeFile(path.join(root, 'vouchers', '.hidden.png'), PNG);
    await writeFile(path.join(outer, '.store', 'secret.txt'), 'secret');
    app = express();
    app.get('/file', async (req, res) => {
      try {
        await sendStoredFile(res, root, String(req.query.name), { download: 'comprobante' });
      } catch (err) {
        res.status((err as { status?: number }).status ?? 500).json({ error: (err as Error).message });
      }
    });
  });

  it.each([
    ['vouchers/a.pdf', /^application\/pdf/, 'comprobante.pdf'],
    ['vouchers/b.JPEG', /^image\/jpeg/, 'comprobante.jpeg'],
  ])('serves %s from a root inside dot folders', async (name, type, download) => {
    const res = await request(app).get('/file').query({ name }).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['content-disposition']).toContain(`filename="${download}"`);
  });

  it.each([
    '../secret.txt',
    'vouchers/../../secret.txt',
    '/etc/passwd',
    '<outer>/.store/secret.txt',
    'vouchers/.hidden.png',
    'vouchers/none.pdf',
    'vouchers/%2e%2e/a.pdf',
  ])('refuses %s with a 404', async (name) => {
    const res = await request(app)
      .get('/file')
      .query({ name: name.replace('<outer>', outer) })
      .expect(404);
    expect(res.body.error).toBe('El registro no existe');
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
