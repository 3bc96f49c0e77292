// Voucher photos over HTTP on PostgreSQL (issue 13 item 7): a 3000×1500 PNG is stored at 1000×500,
// a 600×400 one keeps its size, a sideways phone JPEG (EXIF orientation 6) is stored upright and
// without its metadata, and a PNG header followed by garbage is refused (422) with nothing written.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { buildNotice, buildProperty, buildTaxpayer, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { todayYmd } from '@aseo/shared/schemas';

let portal: TestPortal;
let cashier: Awaited<ReturnType<typeof signedIn>>;
let bankId = 0;
let accountId = 0;
let reference = 20_000_000 + Math.floor(Math.random() * 30_000_000);

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  const bank = await portal.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  bankId = bank.id;
  accountId = (
    await portal.ctx.db.bankAccount.create({
      data: { name: 'Alcaldía', bank_id: bank.id, account_type_id: 1, document_type_id: 3, document: '200000004', number: '01020000000000000004' },
    })
  ).id;
});
afterAll(() => portal?.close());

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } });

/** Pays a new taxpayer's January by transfer with `file` as its voucher; answers the response and the property. */
async function payWith(file: Buffer, name: string) {
  const t = await buildTaxpayer(portal);
  const p = await buildProperty(portal, { user_id: t.id });
  const jan = await buildNotice(portal, { property_id: p.id, period: new Date('2026-01-01T00:00:00Z') });
  await refreshBalanceOf(portal, [p.id]);
  const voucher = {
    payment_method_id: PAYMENT_METHOD.TRANSFER,
    amount_paid: '580.00',
    number: String(reference++),
    date: todayYmd(),
    bank_id: bankId,
    bank_account_id: accountId,
    hasFile: true,
  };
  const res = await request(portal.url)
    .post('/api/admin/bill/box/create/cash/payment')
    .set(cashier.auth)
    .field('property', String(p.id))
    .field('invoices', JSON.stringify([{ type: 'Deuda', id: jan.id }]))
    .field('vouchers', JSON.stringify([voucher]))
    .attach('files', file, name);
  return { res, property: p.id };
}
async function stored(billId: number) {
  const v = await portal.ctx.db.voucher.findFirstOrThrow({ where: { bill_id: billId } });
  return sharp(await readFile(path.join(portal.ctx.cfg.uploadDir, v.file!))).metadata();
}

describe('voucher photos', () => {
  it('a 3000×1500 PNG is stored at 1000×500; a 600×400 one keeps its size', async () => {
    const big = await payWith(await image(3000, 1500).png().toBuffer(), 'grande.png');
    expect(big.res.status).toBe(200);
    expect(await stored(big.res.body.bill.id)).toMatchObject({ format: 'png', width: 1000, height: 500 });
    const small = await payWith(await image(600, 400).png().toBuffer(), 'pequena.png');
    expect(await stored(small.res.body.bill.id)).toMatchObject({ width: 600, height: 400 });
  });

  it('a sideways phone JPEG is stored upright, without its metadata', async () => {
    const photo = await image(1600, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const { res } = await payWith(photo, 'foto.jpg');
    const meta = await stored(res.body.bill.id);
    expect([meta.format, meta.width, meta.height, meta.orientation, meta.exif]).toEqual(['jpeg', 750, 1000, undefined, undefined]);
  });

  it('a PNG header followed by garbage is refused and nothing is written', async () => {
    const fake = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(2000, 7)]);
    const { res, property } = await payWith(fake, 'falso.png');
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(MSG.common.invalidFileFormat);
    expect(await portal.ctx.db.bill.count({ where: { property_id: property } })).toBe(0);
  });
});
