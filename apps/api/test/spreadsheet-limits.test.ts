// Uploaded spreadsheets cannot exhaust the API (issue 10): the portal runs as a child process and
// its memory is read from /proc while the taxpayer import receives a workbook that expands to
// 150 MB (honest headers, then headers that understate the size), one with too many rows, and a
// legacy .xls. Each is a 422 with its Spanish reason, the memory stays flat, and the process lives on
// (how fast is the bench's business, not a timed assertion).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './support/factories.ts';
import { startChildPortal, type ChildPortal } from './support/child-portal.ts';
import { buildZip, deflatedRepeat, sheetXml, xlsxParts } from './support/xlsx.ts';

const HEADERS = ['Cuenta', 'Nombre / Razón Social', 'Tipo de documento', 'Documento', 'Correo', 'Teléfono', 'Dirección fiscal'];
const MORE = ['Tipo de inmueble', 'Uso', 'Actividad económica', 'Metraje (m2)'];

let child: ChildPortal;
let auth: Record<string, string>;
beforeAll(async () => {
  child = await startChildPortal();
  auth = (await signedIn(child.portal, { level_id: 1 })).auth;
});
afterAll(async () => child?.close());

const upload = (file: Buffer, name = 'contribuyentes.xlsx') => request(child.url).post('/api/admin/clients/import/excel').set(auth).attach('file', file, name);

const headerRow = (from: number, headers: string[]) =>
  `<row r="1">${headers.map((h, i) => `<c r="${String.fromCharCode(65 + from + i)}1" t="inlineStr"><is><t>${h}</t></is></c>`).join('')}</row>`;
/** The 150 MB sheet: the template's header (from column C), then one repeated row of columns A and B, deflated to about half a megabyte. */
const bomb = deflatedRepeat(
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${headerRow(2, [...HEADERS, ...MORE])}`,
  '<row r="2"><c r="A2" t="inlineStr"><is><t>relleno</t></is></c><c r="B2"><v>1</v></c></row>',
  150 * 1024 * 1024,
  '</sheetData></worksheet>',
);

/** Uploads, and measures the child's resident memory (now and at its peak) around it. */
async function measured(file: Buffer) {
  const before = await child.memory();
  await child.resetPeak();
  const res = await upload(file);
  const after = await child.memory();
  return { res, grew: after.rss - before.rss, peak: after.peak - before.rss };
}

describe('spreadsheet uploads past the limits', () => {
  it('warms up: a small workbook goes through the same reader', async () => {
    const res = await upload(buildZip(xlsxParts([{ file: 'sheet1.xml', part: { data: sheetXml([['Cuenta'], ['x']]) } }])));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/^El archivo no tiene las columnas de la plantilla/);
  });

  it('a workbook whose sheet expands to 150 MB: 422, memory under 100 MB more (refused while inflating, not after)', async () => {
    const file = buildZip(xlsxParts([{ file: 'sheet1.xml', part: { deflated: bomb } }]));
    expect(file.length).toBeLessThan(1024 * 1024);
    const { res, grew, peak } = await measured(file);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El archivo es demasiado grande al descomprimirlo (máximo 50 MB)');
    expect(grew).toBeLessThan(100);
    expect(peak).toBeLessThan(100);
  });

  it('the same sheet with headers that say 2 KB is stopped while inflating', async () => {
    const file = buildZip(xlsxParts([{ file: 'sheet1.xml', part: { deflated: bomb, declaredSize: 2048 } }]));
    const { res, grew, peak } = await measured(file);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El archivo es demasiado grande al descomprimirlo (máximo 50 MB)');
    expect(grew).toBeLessThan(100);
    expect(peak).toBeLessThan(100);
  });

  it('headers that say 40 MB (under the limit) let the rows stream until the row cap', async () => {
    const file = buildZip(xlsxParts([{ file: 'sheet1.xml', part: { deflated: bomb, declaredSize: 40 * 1024 * 1024 } }]));
    const { res, grew, peak } = await measured(file);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El archivo tiene demasiadas filas (máximo 10000)');
    expect(grew).toBeLessThan(100);
    expect(peak).toBeLessThan(100);
  });

  it('10,001 rows when the cap is 10,000: 422 naming the maximum', async () => {
    // a header and rows whose only value is in a column the import does not read: the sheet's cap, not the import's
    const rows = [
      [...HEADERS, ...MORE, 'Observación'],
      ...Array.from({ length: 10_000 }, (_, i) => [...Array(HEADERS.length + MORE.length).fill(undefined), `nota ${i}`]),
    ];
    const file = buildZip(xlsxParts([{ file: 'sheet1.xml', part: { data: sheetXml(rows) } }]));
    const { res, grew } = await measured(file);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El archivo tiene demasiadas filas (máximo 10000)');
    expect(grew).toBeLessThan(100);
    const fits = await upload(buildZip(xlsxParts([{ file: 'sheet1.xml', part: { data: sheetXml(rows.slice(0, 10_000)) } }])));
    expect(fits.body.error).toBe('El archivo no contiene registros para importar');
  });

  it('more than 5,000 taxpayers is refused as before, as soon as the 5,001st is read', async () => {
    const record = (i: number) => [
      `imp${i}`,
      'Uno',
      'V',
      String(1_000_000 + i),
      `imp${i}@example.com`,
      '5551234',
      'Centro',
      'Comercial',
      'Individual',
      'C001',
      '45',
    ];
    const rows = [[...HEADERS, ...MORE], ...Array.from({ length: 5001 }, (_, i) => record(i))];
    const res = await upload(buildZip(xlsxParts([{ file: 'sheet1.xml', part: { data: sheetXml(rows) } }])));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El archivo no puede tener más de 5000 registros');
  });

  it('a legacy .xls is refused by name', async () => {
    const header = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    const res = await upload(Buffer.concat([header, Buffer.from('Workbook', 'utf16le'), Buffer.alloc(1024)]), 'contribuyentes.xls');
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/^El archivo es un libro de Excel 97-2003 \(\.xls\)/);
  });

  it('the portal is still up', async () => {
    expect(child.alive()).toBe(true);
    expect((await request(child.url).get('/api/health')).body).toEqual({ status: 'ok', db: 'ok' });
  });
});
