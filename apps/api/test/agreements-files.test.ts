// The agreements' files over HTTP on the real PostgreSQL (issue 27 items 3, 4 and 8; docs/agreements.md
// "The document", "Files and exports"): the signed copy of both kinds (a PDF and a photo stored
// with their audit row, a hostile file and an inactive agreement refused), its signed download
// address (serves the file; a forged or expired one does not), the agreement document (number,
// quotas, rate, clauses, signatures, QR and verification code) and the public check answering its
// status and quotas paid, a taxpayer printing only its own, the Excel and PDF lists with a filter,
// and the 403 of staff without view-payment-agreements.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_STATUS, PAYMENT_METHOD } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { binaryBody } from './support/binary.ts';
import { buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { pdfQr, pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let staff: Awaited<ReturnType<typeof signedIn>>;
const A = MSG.agreements;
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
const OUT = path.resolve(import.meta.dirname, '../test-output/pdfs');

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  staff = await signedIn(portal, { level_id: 2, permissions: ['view-payment-agreements'] });
  await mkdir(OUT, { recursive: true });
});
afterAll(() => portal?.close());

/** A taxpayer's commercial property owing January to March 2026 (10 UCD + 16 % VAT = 11.6 UCD = 580 Bs each). */
async function owing() {
  const t = await buildTaxpayer(portal, { business_name: `Abastos El Convenio ${Date.now()}` });
  const p = await buildProperty(portal, { user_id: t.id, zone: 'Centro', street: 'Calle Bolívar' });
  const ids: number[] = [];
  for (const m of ['01', '02', '03']) ids.push((await buildNotice(portal, { property_id: p.id, period: d(`2026-${m}-01`) })).id);
  await refreshBalanceOf(portal, [p.id]);
  return { t, p, ids, auth: { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` } };
}
type Row = { id: number; crypt: string; number_format: string; status: number };
async function oldAgreement() {
  const o = await owing();
  const res = await api().post('/api/admin/agreements/finish').set(staff.auth).send({ client_id: o.t.id, property_id: o.p.id, type: 1, quotas: 3 }).expect(200);
  return { ...o, a: res.body.agreement as Row };
}
async function convention() {
  const o = await owing();
  const number = `CV-${Date.now().toString(36)}`;
  const res = await api()
    .post('/api/admin/conventions')
    .set(staff.auth)
    .send({ property: o.p.id, number, agreements: [{ position: 1, date: todayYmd(), payments: o.ids }] })
    .expect(200);
  return { ...o, a: res.body.convention as Row };
}
const upload = (url: string, fields: Record<string, string | number>, file: Buffer, name: string, auth = staff.auth) => {
  const req = api().post(url).set(auth);
  for (const [k, v] of Object.entries(fields)) req.field(k, String(v));
  return req.attach('file', file, name);
};
const binary = (url: string, auth: Record<string, string> = staff.auth) => api().get(url).set(auth).buffer(true).parse(binaryBody);
const auditOf = (id: number, subject: 'Agreement' | 'Convention') =>
  portal.ctx.db.auditLog.findMany({ where: { value_id: String(id), subject_type: subject, log_name: 'Copia firmada del convenio adjuntada' } });

describe('the signed copy', () => {
  it('stores a PDF on an old agreement with its audit row; a hostile file is refused; the download address serves it', async () => {
    const { a } = await oldAgreement();
    // nothing attached yet
    expect((await api().get(`/api/admin/agreements/download/${a.crypt}`).set(staff.auth).expect(422)).body.error).toBe(A.noFile);
    const ok = await upload('/api/admin/agreements/upload', { agreement_id: a.id }, PDF, 'convenio-firmado.pdf').expect(200);
    expect(ok.body.message).toBe(A.fileUploaded);
    const stored = await portal.ctx.db.agreement.findUniqueOrThrow({ where: { id: a.id } });
    expect(stored.file).toMatch(/^agreements\/\d{4}\/\d{2}\/[0-9a-f-]+\.pdf$/);
    expect(await readFile(path.join(portal.cfg.uploadDir, stored.file!))).toEqual(PDF);
    expect(await auditOf(a.id, 'Agreement')).toHaveLength(1);
    // an executable named .pdf: refused by its content, the stored copy untouched
    await upload('/api/admin/agreements/upload', { agreement_id: a.id }, EXE, 'convenio.pdf').expect(422);
    expect((await portal.ctx.db.agreement.findUniqueOrThrow({ where: { id: a.id } })).file).toBe(stored.file);
    // 'Descargar': a signed address the browser goes to without the session's token
    const { url } = (await api().get(`/api/admin/agreements/download/${a.crypt}`).set(staff.auth).expect(200)).body as { url: string };
    expect(url).toMatch(new RegExp(`^/api/agreements/signed-copy/${a.crypt}/\\d+/[A-Za-z0-9_-]{43}$`));
    const file = await api().get(url).buffer(true).parse(binaryBody).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`convenio-${a.number_format}-firmado.pdf`);
    expect(file.body).toEqual(PDF);
    // a forged signature, or another agreement's crypt under this signature: not found
    const [, , , , crypt, expires, sig] = url.split('/');
    await api()
      .get(`/api/agreements/signed-copy/${crypt}/${expires}/${sig!.slice(0, -2)}AA`)
      .expect(404);
    await api()
      .get(`/api/agreements/signed-copy/${crypt}/${Number(expires) + 60}/${sig}`)
      .expect(404);
    // an address past its time says it expired
    const past = String(Math.floor(Date.now() / 1000) - 10);
    const oldSig = portal.ctx.tokens.linkSignature(`agreement-signed-copy:${a.crypt}:${past}:${stored.file}`);
    const expired = await api().get(`/api/agreements/signed-copy/${a.crypt}/${past}/${oldSig}`).expect(404);
    expect(expired.body.error).toBe(A.linkExpired);
  });

  it('stores a photo on a convention; a deactivated convention is read-only (422)', async () => {
    const { a } = await convention();
    await upload(`/api/admin/conventions/${a.id}/upload`, {}, PNG, 'firma.png').expect(200);
    const stored = await portal.ctx.db.convention.findUniqueOrThrow({ where: { id: a.id } });
    expect(stored.file).toMatch(/^agreements\/.+\.png$/);
    expect(existsSync(path.join(portal.cfg.uploadDir, stored.file!))).toBe(true);
    expect(await auditOf(a.id, 'Convention')).toHaveLength(1);
    const { url } = (await api().get(`/api/admin/agreements/download/${a.crypt}`).set(staff.auth).expect(200)).body as { url: string };
    const file = await api().get(url).buffer(true).parse(binaryBody).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    await api().post(`/api/admin/conventions/${a.id}/status`).set(staff.auth).send({ agreement_id: a.id, status: 0, reason: 'Cuotas vencidas' }).expect(200);
    const refused = await upload(`/api/admin/conventions/${a.id}/upload`, {}, PDF, 'otra.pdf').expect(422);
    expect(refused.body.error).toBe(A.readOnly);
    expect((await portal.ctx.db.convention.findUniqueOrThrow({ where: { id: a.id } })).file).toBe(stored.file);
  });
});

describe('the agreement document', () => {
  it('prints number, parties, quotas at the rate of the day, clauses, signatures and the QR; the check answers status and quotas paid', async () => {
    const { a, t, p } = await oldAgreement();
    const res = await binary(`/api/admin/agreements/print/${a.crypt}`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    await writeFile(path.join(OUT, 'convenio.pdf'), res.body as Buffer);
    // lines joined: a clause may wrap anywhere
    const text = pdfText(res.body as Buffer).replace(/\s+/g, ' ');
    for (const part of [
      `Convenio de pago N° ${a.number_format}`,
      'Convenio de Pago',
      t.business_name!,
      `V-${t.document}`,
      p.code,
      'Calle Bolívar',
      'Aseo enero 2026',
      '1/3',
      '2/3',
      '3/3',
      'UCD 11,6000',
      'Bs. 580,00',
      `Tasa del día ${todayYmd().split('-').reverse().join('/')}: 1 UCD = Bs. 50,00`,
      `más de ${portal.cfg.AGREEMENT_GRACE_DAYS} días`,
      'dos (2) cuotas',
      'intereses calculados desde las fechas de vencimiento originales',
      'EL CONTRIBUYENTE',
      portal.cfg.MUNICIPALITY_SIGNER_TITLE,
      'Página 1 de',
    ])
      expect(text).toContain(part);
    const code = /Código de verificación: ([0-9A-Z-]+)/.exec(text)![1]!;
    expect(pdfQr(res.body as Buffer)).toBe(`${portal.cfg.PUBLIC_URL}/verificar/${code}`);
    // a reprint carries the same code
    expect(pdfText((await binary(`/api/admin/agreements/print/${a.crypt}`).expect(200)).body as Buffer)).toContain(code);
    const before = (await api().get(`/api/verificar/${code}`).expect(200)).body;
    expect(before).toMatchObject({ kind: 'agreement', kind_label: 'Convenio de pago', valid: true, status_text: 'Activo' });
    expect(before.fields).toEqual(
      expect.arrayContaining([
        { label: 'Tipo', value: 'Convenio de Pago' },
        { label: 'N° de convenio', value: a.number_format },
        { label: 'Cuotas pagadas', value: '0 de 3' },
      ]),
    );
    // quota 1 paid at the old desk: the check reads it now
    const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
    await api()
      .post('/api/admin/cash/agreements/finish')
      .set(cashier.auth)
      .field('agreement_id', String(a.id))
      .field('receipts', JSON.stringify([{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '580.00' }]))
      .expect(200);
    const after = (await api().get(`/api/verificar/${code}`).expect(200)).body;
    expect(after.fields).toContainEqual({ label: 'Cuotas pagadas', value: '1 de 3' });
    expect(pdfText((await binary(`/api/admin/agreements/print/${a.crypt}`).expect(200)).body as Buffer)).toContain('Pagada');
  });

  it("a convention's document names its kind and quota; once deactivated it shows the stored rate and the check says so", async () => {
    const { a } = await convention();
    await api().post(`/api/admin/conventions/${a.id}/status`).set(staff.auth).send({ agreement_id: a.id, status: 0, reason: 'Desistió' }).expect(200);
    const res = await binary(`/api/admin/agreements/print/${a.crypt}`).expect(200);
    await writeFile(path.join(OUT, 'convenio-inactivo.pdf'), res.body as Buffer);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain(`Convenio de pago N° ${a.number_format}`);
    expect(text).toContain('Convenio · Inactivo');
    expect(text).toContain('1/1');
    expect(text).toContain('Tasa del convenio');
    const code = /Código de verificación: ([0-9A-Z-]+)/.exec(text)![1]!;
    const check = (await api().get(`/api/verificar/${code}`).expect(200)).body;
    expect(check).toMatchObject({ valid: false, status_text: 'Inactivo' });
    expect(check.fields).toEqual(
      expect.arrayContaining([
        { label: 'Tipo', value: 'Convenio' },
        { label: 'Cuotas pagadas', value: '0 de 1' },
      ]),
    );
  });

  it("a taxpayer prints its own agreement; another's is 404", async () => {
    const mine = await oldAgreement();
    const other = await convention();
    const own = await binary(`/api/agreements/print/${mine.a.crypt}`, mine.auth).expect(200);
    expect(pdfText(own.body as Buffer)).toContain(`Convenio de pago N° ${mine.a.number_format}`);
    await api().get(`/api/agreements/print/${other.a.crypt}`).set(mine.auth).expect(404);
    // nor the staff calls
    await api().get(`/api/admin/agreements/print/${mine.a.crypt}`).set(mine.auth).expect(403);
  });
});

describe('exports', () => {
  async function workbook(url: string, query: Record<string, string | number>) {
    const res = await api().get(url).query(query).set(staff.auth).buffer(true).parse(binaryBody).expect(200);
    expect(res.headers['content-disposition']).toMatch(/filename="convenios(-de-pago)?-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('the old agreements in Excel and PDF with a filter; the conventions in Excel', async () => {
    const one = await oldAgreement();
    await oldAgreement();
    const rows = await workbook('/api/admin/agreements/excel', { search: one.p.code });
    expect(rows[0]).toEqual([
      'Código',
      'RIF',
      'Nro. Correlativo',
      'Período',
      'Fecha',
      'Nro. de Acta',
      'Nro. de Cuotas',
      'Monto (UCD)',
      'Monto (Bs)',
      'Monto de Cuota (UCD)',
      'Cuotas Conciliadas',
      'Fecha de Vencimiento',
      'Monto por Pagar (UCD)',
      'Monto por Pagar (Bs)',
      'Estatus',
      'En mora',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      one.p.code,
      `V-${one.t.document}`,
      one.a.number_format,
      'ene 2026 - mar 2026',
      expect.any(Date),
      undefined,
      3,
      34.8,
      1740,
      11.6,
      0,
      expect.any(Date),
      34.8,
      1740,
      'Activo',
      'No',
    ]);
    // no filter: both (and whatever else this portal holds)
    expect((await workbook('/api/admin/agreements/excel', {})).length).toBeGreaterThanOrEqual(3);

    const pdf = await binary(`/api/admin/agreements/pdf?search=${one.p.code}`).expect(200);
    expect(pdf.headers['content-disposition']).toMatch(/filename="convenios-de-pago-\d{4}-\d{2}-\d{2}\.pdf"/);
    await writeFile(path.join(OUT, 'convenios-lista.pdf'), pdf.body as Buffer);
    const text = pdfText(pdf.body as Buffer);
    for (const part of ['Convenios de Pago', 'Filtros', one.p.code, one.a.number_format, 'Convenios: 1', 'Monto por pagar', 'UCD 34,8000', 'Página 1 de 1'])
      expect(text).toContain(part);

    const c = await convention();
    const conv = await workbook('/api/admin/conventions/excel', { search: c.p.code, status: AGREEMENT_STATUS.ACTIVE });
    expect(conv[0]).toEqual([
      'Código',
      'RIF',
      'Nro. Correlativo',
      'Fecha',
      'Nro. de Cuotas',
      'Monto (UCD)',
      'Monto (Bs)',
      'Cuotas Conciliadas',
      'Nueva Fecha de Vencimiento',
      'Monto por Pagar (UCD)',
      'Monto por Pagar (Bs)',
      'Estatus',
      'En mora',
    ]);
    expect(conv.slice(1)).toEqual([
      [c.p.code, `V-${c.t.document}`, c.a.number_format, expect.any(Date), 1, 34.8, 1740, 0, expect.any(Date), 34.8, 1740, 'Activo', 'No'],
    ]);
  });
});

describe('who may call what', () => {
  it('staff without view-payment-agreements get 403 on every file call', async () => {
    const { a } = await oldAgreement();
    const other = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
    await upload('/api/admin/agreements/upload', { agreement_id: a.id }, PDF, 'c.pdf', other.auth).expect(403);
    await upload(`/api/admin/conventions/${a.id}/upload`, {}, PDF, 'c.pdf', other.auth).expect(403);
    for (const url of [
      `/api/admin/agreements/download/${a.crypt}`,
      `/api/admin/agreements/print/${a.crypt}`,
      '/api/admin/agreements/excel',
      '/api/admin/agreements/pdf',
      '/api/admin/conventions/excel',
    ])
      await api().get(url).set(other.auth).expect(403);
    // and staff cannot print through the taxpayer's call another's agreement without the permission
    await api().get(`/api/agreements/print/${a.crypt}`).set(other.auth).expect(404);
    expect((await portal.ctx.db.agreement.findUniqueOrThrow({ where: { id: a.id } })).file).toBeNull();
  });
});
