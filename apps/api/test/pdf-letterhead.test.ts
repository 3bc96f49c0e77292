// Issue 26 item 5, documents that look official: every PDF under one letterhead from configuration
// (name, RIF, address, logo), its title, number and date, 'Página X de Y' on every page; the
// invoice names the customer in full and lists each voucher (method, bank, reference, amount); the
// solvency states its sentence without a stray colon, prints the taxpayer's code (not the
// username) and carries the signature and seal block beside its QR. Each PDF is read back as text
// (mupdf) and kept under test-output/pdfs/ for a look (pdftoppm -png).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as mupdf from 'mupdf';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, DOCUMENT_TYPE, PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { padId, proformaNumberText, taxpayerName } from '@aseo/shared/format';
import { todayYmd } from '@aseo/shared/schemas';
import { loadConfig, repoRoot } from '../src/config.ts';
import { buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { pdfQr, pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

const ISSUER = {
  MUNICIPALITY_LEGAL_NAME: 'Alcaldía del Municipio Prueba',
  MUNICIPALITY_RIF: 'G-20009999-1',
  MUNICIPALITY_ADDRESS: 'Calle Real, Palacio Municipal, Centro',
  MUNICIPALITY_SIGNER_TITLE: 'Dirección de Rentas Municipales',
};
const OUT = path.join(repoRoot, 'test-output/pdfs');

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let bankId = 0;
let accountId = 0;
let reference = 60_000_000 + Math.floor(Math.random() * 30_000_000);
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  portal = await startTestPortal(ISSUER);
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'retention', [['2025-01-01', '75']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'], box: 'Caja 1' });
  const bank = await portal.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  bankId = bank.id;
  const account = await portal.ctx.db.bankAccount.create({
    data: { name: 'Alcaldía', bank_id: bank.id, account_type_id: 1, document_type_id: 4, document: '200099991', number: '01020000000000099991' },
  });
  accountId = account.id;
  await mkdir(OUT, { recursive: true });
});
afterAll(() => portal?.close());

const bytes = (req: request.Test) => req.buffer(true).parse(binaryBody);

/** The PDF at `url`, kept as test-output/pdfs/<name>.pdf. */
async function pdfAt(url: string, name: string, auth: Record<string, string> = {}) {
  const res = await bytes(api().get(url).set(auth)).expect(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  const pdf = new Uint8Array(res.body as Buffer);
  await writeFile(path.join(OUT, `${name}.pdf`), pdf);
  return pdf;
}

/** The text of each page (whitespace collapsed). */
function pages(pdf: Uint8Array): string[] {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  return Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i).toStructuredText('preserve-whitespace').asText().replace(/\s+/g, ' '));
}

/** Images drawn in the PDF (the logo and the QR are two). */
const imageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Subtype \/Image/g) ?? []
  ).length;

function expectLetterhead(text: string) {
  expect(text).toContain(ISSUER.MUNICIPALITY_LEGAL_NAME);
  expect(text).toContain(`RIF ${ISSUER.MUNICIPALITY_RIF}`);
  expect(text).toContain(ISSUER.MUNICIPALITY_ADDRESS);
  expect(text).toContain('REPÚBLICA BOLIVARIANA DE VENEZUELA');
}

/** Posts a desk payment as the cashier (multipart: vouchers as JSON, a voucher photo per transfer). */
function pay(property: number, notices: number[], vouchers: Record<string, unknown>[]) {
  const req = api().post('/api/admin/bill/box/create/cash/payment').set(cashier.auth);
  const body = { property, invoices: notices.map((id) => ({ type: 'Deuda', id })), vouchers, creditApply: false };
  for (const [k, v] of Object.entries(body)) req.field(k, typeof v === 'string' ? v : JSON.stringify(v));
  vouchers.filter((v) => v.hasFile).forEach((_, i) => req.attach('files', PNG, `comprobante-${i}.png`));
  return req;
}

/** A commercial property of `taxpayer` owing January and February 2026 (580 Bs each). */
async function owing(taxpayer: Parameters<typeof buildTaxpayer>[1]) {
  const t = await buildTaxpayer(portal, taxpayer);
  const p = await buildProperty(portal, { user_id: t.id });
  const jan = await buildNotice(portal, { property_id: p.id, period: d('2026-01-01') });
  const feb = await buildNotice(portal, { property_id: p.id, period: d('2026-02-01') });
  await refreshBalanceOf(portal, [p.id]);
  return { t, p, months: [jan.id, feb.id] };
}

describe('configuration', () => {
  it("defaults to the demo's letterhead; empty logo means none; a malformed RIF stops the server naming the key", () => {
    const demo = loadConfig({});
    expect(demo).toMatchObject({
      MUNICIPALITY_LEGAL_NAME: 'Alcaldía del Municipio Demo',
      MUNICIPALITY_RIF: 'G-20000000-0',
      MUNICIPALITY_SIGNER_TITLE: 'Dirección de Hacienda Municipal',
    });
    expect(demo.MUNICIPALITY_ADDRESS.length).toBeGreaterThan(10);
    expect(demo.MUNICIPALITY_LOGO).toBe(path.join(repoRoot, 'apps/api/assets/escudo-demo.svg'));
    expect(existsSync(demo.MUNICIPALITY_LOGO!)).toBe(true);
    expect(loadConfig({ MUNICIPALITY_LOGO: '' }).MUNICIPALITY_LOGO).toBeUndefined();
    expect(loadConfig({ MUNICIPALITY_RIF: ' g-12345678-9 ' }).MUNICIPALITY_RIF).toBe('G-12345678-9');
    expect(() => loadConfig({ MUNICIPALITY_RIF: '12345' })).toThrow(/MUNICIPALITY_RIF/);
    expect(() => loadConfig({ MUNICIPALITY_ADDRESS: 'x'.repeat(301) })).toThrow(/MUNICIPALITY_ADDRESS/);
  });

  it('the name a document prints: a company its business name, a person name and last name', () => {
    const V = DOCUMENT_TYPE.V;
    expect(taxpayerName({ document_type_id: V, name: 'José', lastname: 'Rodríguez', business_name: 'José' })).toBe('José Rodríguez');
    expect(taxpayerName({ document_type_id: V, name: 'José', lastname: 'Rodríguez', business_name: null })).toBe('José Rodríguez');
    expect(taxpayerName({ document_type_id: V, name: 'Marta', lastname: 'Salas', business_name: 'Ferretería Marta' })).toBe('Ferretería Marta');
    expect(taxpayerName({ document_type_id: DOCUMENT_TYPE.J, name: 'Pedro', lastname: 'Pérez', business_name: 'Inversiones Pérez, C.A.' })).toBe(
      'Inversiones Pérez, C.A.',
    );
    expect(taxpayerName({ document_type_id: DOCUMENT_TYPE.G, name: 'Ente Público', lastname: null, business_name: '' })).toBe('Ente Público');
  });
});

describe('the invoice', () => {
  it("prints the letterhead, the customer's full name, and each voucher's method, bank, reference and amount", async () => {
    const { p, t, months } = await owing({ name: 'José', lastname: 'Rodríguez', business_name: 'José', document: '12345678' });
    const card = String(reference++);
    const paid = await pay(p.id, months, [
      { payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '500.00' },
      { payment_method_id: PAYMENT_METHOD.DEBIT, amount_paid: '660.00', number: card, bank_id: bankId },
    ]).expect(200);
    expect(paid.body.bill.status).toBe(BILL_STATUS.ACCEPTED);
    const stored = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: paid.body.bill.id } });
    expect(stored.customer_name).toBe('José Rodríguez');
    const pdf = await pdfAt(`/api/admin/cash/print/${paid.body.bill.crypt}/${paid.body.bill.user.crypt}`, 'factura');
    const text = pdfText(pdf);
    expectLetterhead(text);
    for (const part of [
      'FACTURA',
      String(paid.body.bill.number).padStart(8, '0'),
      'N° DE CONTROL',
      'José Rodríguez',
      'V-12345678',
      p.code,
      'Forma de pago',
      'Efectivo',
      'Bs. 500,00',
      'Tarjeta de débito',
      'Banco de Venezuela',
      card,
      'Bs. 660,00',
      'Total pagado',
      'Bs. 1.160,00',
      'Página 1 de 1',
    ])
      expect(text).toContain(part);
    expect(text).not.toMatch(/Cliente:? José\b(?! Rodríguez)/);
    expect(text).not.toContain(t.username);
    expect(imageCount(pdf)).toBeGreaterThanOrEqual(2); // the logo and the QR
    expect(pdfQr(pdf)).toMatch(/\/verificar\/[0-9A-Z-]+$/);
  });

  it('a payment to reconcile lists the transfer with its bank and reference, and says it is no invoice', async () => {
    const { p, months } = await owing({ name: 'Ana', lastname: 'Pérez', business_name: 'Ana' });
    const number = String(reference++);
    const paid = await pay(p.id, months.slice(0, 1), [
      { payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '80.00' },
      {
        payment_method_id: PAYMENT_METHOD.TRANSFER,
        amount_paid: '500.00',
        number,
        date: todayYmd(),
        bank_id: bankId,
        bank_account_id: accountId,
        hasFile: true,
      },
    ]).expect(200);
    expect(paid.body.bill.status).toBe(BILL_STATUS.PENDING);
    const text = pdfText(await pdfAt(`/api/admin/cash/print/${paid.body.bill.crypt}/${paid.body.bill.user.crypt}`, 'comprobante'));
    expectLetterhead(text);
    for (const part of ['COMPROBANTE DE PAGO POR CONCILIAR', 'Ana Pérez', 'Efectivo', 'Bs. 80,00', 'Transferencia', 'Banco de Venezuela', number, 'Bs. 500,00'])
      expect(text).toContain(part);
    expect(text).toContain('Este documento no es una factura');
    expect(text).not.toContain('FACTURA');
  });

  it("a retention agent's prefactura: its proforma number, the VAT withheld, nothing paid yet", async () => {
    const { p, months } = await owing({
      name: 'Distribuidora Norte, C.A.',
      lastname: null,
      business_name: 'Distribuidora Norte, C.A.',
      document_type_id: DOCUMENT_TYPE.J,
      document: '409876543',
      retention: RETENTION.YES,
    });
    const res = await pay(p.id, months, []).expect(200);
    expect(res.body.bill.status).toBe(BILL_STATUS.TO_PAY);
    const text = pdfText(await pdfAt(`/api/admin/cash/print/${res.body.bill.crypt}/${res.body.bill.user.crypt}`, 'prefactura'));
    expectLetterhead(text);
    for (const part of [
      'PREFACTURA',
      proformaNumberText(res.body.bill.proforma_number),
      'Distribuidora Norte, C.A.',
      'Retención de IVA 75,00 %',
      'Total a pagar',
      'Sin pagos registrados',
    ])
      expect(text).toContain(part);
  });

  it("a company's invoice names its business name", async () => {
    const { p, months } = await owing({
      name: 'Pedro',
      lastname: 'Pérez',
      business_name: 'Inversiones Pérez, C.A.',
      document_type_id: DOCUMENT_TYPE.J,
      document: '401234567',
    });
    const paid = await pay(p.id, months.slice(0, 1), [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '580.00' }]).expect(200);
    const text = pdfText(await pdfAt(`/api/admin/cash/print/${paid.body.bill.crypt}/${paid.body.bill.user.crypt}`, 'factura-empresa'));
    expect(text).toContain('Inversiones Pérez, C.A.');
    expect(text).toContain('J-401234567');
    expect(text).not.toContain('Pedro Pérez');
  });
});

describe('the solvency', () => {
  it('states its sentence without a stray colon, prints the taxpayer code, and has the signature and seal block beside its QR', async () => {
    const owner = await buildTaxpayer(portal, { name: 'José', lastname: 'Rodríguez', business_name: 'José', document: '12345679' });
    const p = await buildProperty(portal, { user_id: owner.id, floor: '2', house_number: '14' });
    await refreshBalanceOf(portal, [p.id]);
    const auth = { Authorization: `Bearer ${await login(portal, owner.username, 'Clave.Segura1')}` };
    const created = await api().post('/api/urban-cleaning-solvencies/create').set(auth).send({ property_id: p.id }).expect(200);
    const s = created.body.solvency as { file: string; number_format: string; verification_code: string; user: { number_format: string; full_name: string } };
    expect(s.user).toMatchObject({ number_format: padId(owner.id), full_name: 'José Rodríguez' });
    const pdf = await pdfAt(`/api/urban-cleaning-solvencies/download/${s.file}`, 'solvencia', auth);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expectLetterhead(text);
    expect(text).toContain('Solvencia de Aseo Urbano');
    expect(text).toContain(s.number_format);
    expect(text).toContain(`Se hace constar que el inmueble código ${p.code}`);
    expect(text).toContain('Se expide a solicitud de la parte interesada.');
    expect(text).toContain('no presenta deuda por la tasa de Aseo Urbano');
    expect(text).not.toMatch(/constar\s*:|:\s*que el inmueble/);
    expect(text).toMatch(new RegExp(`CÓDIGO DEL CONTRIBUYENTE ${padId(owner.id)}`));
    expect(text).not.toContain(owner.username);
    expect(text).toContain('José Rodríguez');
    expect(text).toContain(ISSUER.MUNICIPALITY_SIGNER_TITLE);
    expect(text).toContain('Firma autorizada y sello');
    expect(text).toContain('SELLO');
    expect(text).toContain('Página 1 de 1');
    expect(pdfQr(pdf)).toBe(`${portal.ctx.cfg.PUBLIC_URL}/verificar/${s.verification_code}`);
  });
});

describe('the statement', () => {
  it('runs over pages: the letterhead on the first, a compact head on the others, and Página X de Y on each', async () => {
    const t = await buildTaxpayer(portal, { name: 'Luisa', lastname: 'Rojas', business_name: 'Luisa' });
    const p = await buildProperty(portal, { user_id: t.id });
    for (let m = 0; m < 36; m++) {
      const period = new Date(Date.UTC(2023, m, 1));
      await buildNotice(portal, { property_id: p.id, period });
    }
    await refreshBalanceOf(portal, [p.id]);
    const auth = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
    const pdf = await pdfAt(`/api/admin/account-status/get-account-status/${p.id}`, 'estado-de-cuenta', auth);
    const each = pages(pdf);
    expect(each.length).toBeGreaterThanOrEqual(2);
    expectLetterhead(each[0]!);
    expect(each[0]).toContain('Estado de Cuenta');
    expect(each[0]).toContain('Luisa Rojas');
    each.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de ${each.length}`);
      expect(page).toContain(ISSUER.MUNICIPALITY_LEGAL_NAME);
      expect(page).toContain(`RIF ${ISSUER.MUNICIPALITY_RIF}`);
    });
    expect(each.at(-1)).toContain('Total');
    expect(pdfQr(pdf)).toMatch(/\/verificar\/[0-9A-Z-]+$/);
  });
});
