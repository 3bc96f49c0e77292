// The shared spreadsheet reader (lib/spreadsheet.ts) on small files: what it reads (texts, dates,
// the sheet the workbook lists first, sheets without shared strings), and each limit it enforces,
// with the zip's declared sizes checked before anything is inflated and checked again while inflating.
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { readSheetRows, sheetLimits, type SheetLimits, type SheetRow } from '../src/lib/spreadsheet.ts';
import { buildZip, deflatedRepeat, sheetXml, xlsxParts, type ZipPart } from './support/xlsx.ts';

const LIMITS: SheetLimits = { maxRows: 100, maxColumns: 10, maxCellChars: 50, maxExpandedBytes: 1024 * 1024 };
const NOT_XLSX = 'El archivo debe ser una hoja de cálculo de Excel (.xlsx)';
const TOO_BIG = 'El archivo es demasiado grande al descomprimirlo (máximo 1 MB)';

async function read(buffer: Buffer, limits = LIMITS) {
  const rows: SheetRow[] = [];
  for await (const row of readSheetRows(buffer, limits)) rows.push(row);
  return rows;
}
async function refusal(buffer: Buffer, limits = LIMITS) {
  try {
    await read(buffer, limits);
  } catch (err) {
    const e = err as { status: number; message: string };
    return { status: e.status, message: e.message };
  }
  throw new Error('the file was read');
}
const xlsx = (rows: (string | undefined)[][], extra: ZipPart[] = []) => buildZip(xlsxParts([{ file: 'sheet1.xml', part: { data: sheetXml(rows) } }], extra));

describe('readSheetRows reads', () => {
  it('a workbook written by exceljs: texts, numbers, dates, rich text, formulas, links; empty rows left out', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Hoja1');
    ws.addRow(['Cuenta', 'Fecha', 'Monto']);
    ws.addRow(['  uno ', new Date(Date.UTC(2024, 0, 15)), 45.5]);
    ws.addRow([]);
    ws.getCell('A4').value = { richText: [{ text: 'ri' }, { text: 'co' }] };
    ws.getCell('B4').value = { formula: '1+1', result: 2 };
    ws.getCell('C4').value = { text: 'enlace', hyperlink: 'https://example.com' };
    wb.addWorksheet('Otra').addRow(['no se lee']);
    const rows = await read(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(rows).toEqual([
      { number: 1, cells: ['Cuenta', 'Fecha', 'Monto'] },
      { number: 2, cells: ['uno', '2024-01-15', '45.5'] },
      { number: 4, cells: ['rico', '2', 'enlace'] },
    ]);
  });

  it('the sheet the workbook lists first, without shared strings, with gaps as holes', async () => {
    const file = buildZip(
      xlsxParts([
        { file: 'sheet2.xml', part: { data: sheetXml([['primera', undefined, 'c']]) } },
        { file: 'sheet1.xml', part: { data: sheetXml([['segunda']]) } },
      ]),
    );
    const rows = await read(file);
    expect(rows).toHaveLength(1);
    expect(rows[0].cells[0]).toBe('primera');
    expect(rows[0].cells[1]).toBeUndefined();
    expect(rows[0].cells[2]).toBe('c');
    expect(await read(buildZip(xlsxParts([{ file: 'sheet1.xml', part: { data: '' } }], [{ name: 'xl/sharedStrings.xml', data: '' }])))).toEqual([]);
  });

  it('shared strings, stored (not deflated) entries, and nothing once the consumer stops', async () => {
    const sst = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>compartido</t></si></sst>';
    const sheet =
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="B2"><v>7</v></c></row></sheetData></worksheet>';
    const file = buildZip(xlsxParts([{ file: 'sheet1.xml', part: { data: sheet, store: true } }], [{ name: 'xl/sharedStrings.xml', data: sst, store: true }]));
    expect(await read(file)).toEqual([
      { number: 1, cells: ['compartido'] },
      { number: 2, cells: [undefined, '7'] },
    ]);
    for await (const row of readSheetRows(file, LIMITS)) {
      expect(row.number).toBe(1);
      break;
    }
  });

  it('limits from the configuration: IMPORT_MAX_ROWS, IMPORT_MAX_EXPANDED_MB', () => {
    expect(sheetLimits(loadConfig({}))).toEqual({ maxRows: 10_000, maxColumns: 100, maxCellChars: 32_767, maxExpandedBytes: 50 * 1024 * 1024 });
    expect(sheetLimits(loadConfig({ IMPORT_MAX_ROWS: '20', IMPORT_MAX_EXPANDED_MB: '0.5' }))).toMatchObject({ maxRows: 20, maxExpandedBytes: 512 * 1024 });
    expect(() => loadConfig({ IMPORT_MAX_ROWS: '0' })).toThrow(/IMPORT_MAX_ROWS/);
  });
});

describe('readSheetRows refuses', () => {
  it('what is not an .xlsx: text, a zip without a workbook, a damaged entry; a legacy .xls by name', async () => {
    expect(await refusal(Buffer.from('Cuenta,Nombre\n'))).toEqual({ status: 422, message: NOT_XLSX });
    expect(await refusal(buildZip([{ name: 'a.txt', data: 'hola' }]))).toEqual({ status: 422, message: NOT_XLSX });
    const parts = xlsxParts([{ file: 'sheet1.xml', part: { data: sheetXml([['a']]) } }]);
    expect(
      (await refusal(buildZip(parts.map((p) => (p.name.includes('sheet1') ? { ...p, data: '<worksheet><sheetData><row></c></sheetData></worksheet>' } : p)))))
        .message,
    ).toBe(NOT_XLSX);
    const short = parts.map((p) => (p.name.includes('sheet1') ? { ...p, declaredSize: 100_000 } : p));
    expect((await refusal(buildZip(short))).message).toBe(NOT_XLSX);
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
    expect((await refusal(xls)).message).toMatch(/^El archivo es un libro de Excel 97-2003 \(\.xls\) o está protegido con contraseña/);
  });

  it('declared sizes past the limit before inflating anything (the data behind them is not even valid)', async () => {
    const garbage = { data: Buffer.alloc(1000, 7), size: 2 * 1024 * 1024, crc: 0 };
    expect(await refusal(buildZip(xlsxParts([{ file: 'sheet1.xml', part: { deflated: garbage } }])))).toEqual({ status: 422, message: TOO_BIG });
    // entries under the limit one by one, past it together
    const half = { data: Buffer.alloc(1000, 7), size: 600 * 1024, crc: 0 };
    expect((await refusal(buildZip(xlsxParts([{ file: 'sheet1.xml', part: { deflated: half } }], [{ name: 'xl/media/a.bin', deflated: half }])))).message).toBe(
      TOO_BIG,
    );
  });

  it('an absurd compression ratio, even under the size limit', async () => {
    const big = { ...LIMITS, maxExpandedBytes: 50 * 1024 * 1024 };
    const dense = deflatedRepeat('<worksheet><sheetData>', '<row/>', 20 * 1024 * 1024, '</sheetData></worksheet>');
    expect(dense.size / dense.data.length).toBeGreaterThan(200);
    expect((await refusal(buildZip(xlsxParts([{ file: 'sheet1.xml', part: { deflated: dense } }])), big)).message).toBe(
      'El archivo es demasiado grande al descomprimirlo (máximo 50 MB)',
    );
  });

  it('an entry that inflates past its declared size, while inflating', async () => {
    const real = deflatedRepeat(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
      '<row r="1"/>',
      3 * 1024 * 1024,
      '</sheetData></worksheet>',
    );
    expect(await refusal(buildZip(xlsxParts([{ file: 'sheet1.xml', part: { deflated: real, declaredSize: 4096 } }])))).toEqual({
      status: 422,
      message: TOO_BIG,
    });
    const workbook = xlsxParts([{ file: 'sheet1.xml', part: { data: sheetXml([['a']]) } }]).map((p) =>
      p.name === 'xl/workbook.xml' ? { ...p, declaredSize: 10 } : p,
    );
    expect((await refusal(buildZip(workbook))).message).toBe(TOO_BIG);
  });

  it('rows past maxRows (every row the sheet stores counts), as soon as the next one is read', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => [`fila ${i + 1}`]);
    expect(await read(xlsx(rows))).toHaveLength(100);
    expect(await refusal(xlsx([...rows, ['una más']]))).toEqual({ status: 422, message: 'El archivo tiene demasiadas filas (máximo 100)' });
    const empty = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${'<row r="1"/>'.repeat(101)}</sheetData></worksheet>`;
    expect((await refusal(buildZip(xlsxParts([{ file: 'sheet1.xml', part: { data: empty } }])))).message).toBe(
      'El archivo tiene demasiadas filas (máximo 100)',
    );
  });

  it('a value past maxColumns, and a cell past maxCellChars', async () => {
    expect(await read(xlsx([Array.from({ length: 10 }, () => 'x')]))).toHaveLength(1);
    expect(await refusal(xlsx([Array.from({ length: 11 }, () => 'x')]))).toEqual({ status: 422, message: 'El archivo tiene demasiadas columnas (máximo 10)' });
    expect(await read(xlsx([['x'.repeat(50)]]))).toHaveLength(1);
    expect(await refusal(xlsx([['x'.repeat(51)]]))).toEqual({ status: 422, message: 'El archivo tiene una celda con demasiados caracteres (máximo 50)' });
    // a text run far longer than any cell is stopped in the byte stream, before the XML parser holds it
    expect((await refusal(xlsx([['x'.repeat(200_000)]]), { ...LIMITS, maxExpandedBytes: 10 * 1024 * 1024 })).message).toBe(
      'El archivo tiene una celda con demasiados caracteres (máximo 50)',
    );
  });

  it('one shared string repeated in every cell past the expanded size', async () => {
    const sst = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>${'y'.repeat(200)}</t></si></sst>`;
    const cells = Array.from({ length: 10 }, (_, c) => `<c r="${String.fromCharCode(65 + c)}1" t="s"><v>0</v></c>`).join('');
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${Array.from({ length: 100 }, (_, r) => `<row r="${r + 1}">${cells.replaceAll('1"', `${r + 1}"`)}</row>`).join('')}</sheetData></worksheet>`;
    const file = buildZip(xlsxParts([{ file: 'sheet1.xml', part: { data: sheet } }], [{ name: 'xl/sharedStrings.xml', data: sst }]));
    expect(file.length).toBeLessThan(5000);
    // 100 rows × 10 cells × 200 characters read from a file of under 5 KB
    const limits = { ...LIMITS, maxCellChars: 200, maxExpandedBytes: 100 * 1024 };
    expect(await refusal(file, limits)).toEqual({ status: 422, message: 'El archivo es demasiado grande al descomprimirlo (máximo 0,1 MB)' });
  });

  it('never takes the zip as it comes: a deflate stream that is not one', async () => {
    const broken = xlsxParts([{ file: 'sheet1.xml', part: { data: sheetXml([['a']]) } }]).map((p) =>
      p.name.includes('sheet1') ? { name: p.name, deflated: { data: Buffer.from('no es deflate'), size: 100, crc: zlib.crc32('x') } } : p,
    );
    expect((await refusal(buildZip(broken))).message).toBe(NOT_XLSX);
  });
});
