// Exports through one helper (issue 11): every Excel file read back with exceljs has its ids padded,
// its dates real dates shown DD/MM/YYYY, its numbers numbers with the spec's formats, and a bold,
// filled, frozen header row over columns with their widths.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { padId } from '@aseo/shared/format';
import { excelValue } from '../src/lib/excel.ts';
import { buildTaxpayer, signedIn, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  admin = await signedIn(portal, { level_id: 1 });
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);

async function download(path: string, query: Record<string, string> = {}) {
  const res = await api().get(path).query(query).set(admin.auth).buffer(true).parse(binaryBody);
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.body as ArrayBuffer);
  return wb.worksheets[0];
}

/** The header row is bold on a solid fill, frozen under row 1, and every column has a width. */
function expectStyledHeader(ws: ExcelJS.Worksheet, headers: string[]) {
  expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
  expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  headers.forEach((_, i) => {
    const cell = ws.getRow(1).getCell(i + 1);
    expect(cell.font?.bold).toBe(true);
    expect(cell.fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(ws.getColumn(i + 1).width).toBeGreaterThan(0);
  });
}

describe('admin/clients/excel', () => {
  it('pads the id, writes the registration day as a DD/MM/YYYY date, styles and freezes the header', async () => {
    const name = uniq('Exporta');
    const user = await buildTaxpayer(portal, { name, lastname: 'Fechada', created_at: new Date(2026, 2, 7, 12, 30) });
    const ws = await download('/api/admin/clients/excel', { search: name });
    expectStyledHeader(ws, ['ID', 'Cuenta', 'Nombre / Razón Social', 'Documento', 'Correo', 'Teléfono', 'Dirección fiscal', 'Estatus', 'Fecha de registro']);
    expect(ws.getColumn(3).width).toBe(35);
    const row = ws.getRow(2);
    expect(row.getCell(1).value).toBe(padId(user.id));
    expect(String(row.getCell(1).value)).toMatch(/^\d{4,}$/);
    expect(row.getCell(2).value).toBe(user.username);
    const date = row.getCell(9);
    expect(date.value).toBeInstanceOf(Date);
    expect((date.value as Date).toISOString()).toBe('2026-03-07T00:00:00.000Z');
    expect(date.numFmt).toBe('dd/mm/yyyy');
    expect(ws.rowCount).toBe(2);
  });
});

describe('admin/economic-activities/excel', () => {
  it('writes sizes and factors as numbers with 2 and 4 decimals', async () => {
    const ws = await download('/api/admin/economic-activities/excel');
    expectStyledHeader(ws, [
      'Código',
      'Nombre',
      'Área máxima (m2)',
      'Exento de IVA',
      'Factor comercial (Aseo)',
      'Coeficiente adicional (Aseo)',
      'Factor de ajuste (Aseo)',
      'Factor comercial (Disposición)',
      'Coeficiente adicional (Disposición)',
      'Factor de ajuste (Disposición)',
    ]);
    const list = await api().get('/api/admin/economic-activities').set(admin.auth);
    type Listed = { code: string; size: string; prices: { service_type_id: number; commercial_factor: string; adjustment_factor: string }[] };
    const activities: Listed[] = list.body.activities.data;
    expect(ws.rowCount).toBe(activities.length + 1);
    activities.forEach((a, i) => {
      const row = ws.getRow(i + 2);
      expect(row.getCell(1).value).toBe(a.code);
      const size = row.getCell(3);
      expect(typeof size.value).toBe('number');
      expect(size.value).toBe(Number(a.size));
      expect(size.numFmt).toBe('#,##0.00');
      const aseo = a.prices.find((p) => p.service_type_id === 1)!;
      expect(row.getCell(5).value).toBe(Number(aseo.commercial_factor));
      expect(row.getCell(7).value).toBe(Number(aseo.adjustment_factor));
      for (const col of [5, 6, 7, 8, 9, 10]) {
        expect(typeof row.getCell(col).value).toBe('number');
        expect(row.getCell(col).numFmt).toBe('#,##0.0000');
      }
    });
  });
});

describe('admin/clients/import/template', () => {
  it('has the same styled, frozen header and the size as a number', async () => {
    const ws = await download('/api/admin/clients/import/template');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    const size = ws.getRow(2).getCell(headers.indexOf('Metraje (m2)') + 1);
    expect(size.value).toBe(80);
    expect(ws.getRow(2).getCell(headers.indexOf('Código de teléfono') + 1).value).toBe('0414');
  });
});

describe('excelValue', () => {
  it('turns decimals into numbers, pads ids, keeps the calendar day, and leaves blanks blank', () => {
    expect(excelValue('decimal4', '12345678901.2345')).toBe(12345678901.2345);
    expect(excelValue('money-bs', { toString: () => '1234.56' })).toBe(1234.56);
    expect(excelValue('integer', '12')).toBe(12);
    expect(excelValue('percent', '16')).toBe(16);
    expect(excelValue('decimal2', 'abc')).toBeNull();
    expect(excelValue('decimal2', '')).toBeNull();
    expect(excelValue('id', 7)).toBe('0007');
    expect(excelValue('id', 123456)).toBe('123456');
    expect(excelValue('date', '2026-02-28')).toEqual(new Date(Date.UTC(2026, 1, 28)));
    expect(excelValue('date', null)).toBeNull();
    expect(excelValue('text', '=1+1')).toBe('=1+1');
  });
});
