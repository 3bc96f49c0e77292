// Uploaded spreadsheets, read without trusting the file. An .xlsx is a zip: its central directory is
// checked (declared sizes, compression ratio) before anything is inflated. Then we inflate, with a
// byte count, only the entries the first sheet needs, and hand them to exceljs's streaming reader as
// stored entries: exceljs never inflates the uploaded bytes itself, so a zip whose headers lie is
// stopped by our count. Rows come one at a time under caps on rows, columns, cell length and total
// text; every refusal is a Spanish 422 as soon as a cap is passed (ADR 008).
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type ExcelJS from 'exceljs';
import { fillMessage, MSG } from '@aseo/shared/messages';
import type { Config } from '../config.ts';
import { AppError, invalidFile, unprocessable } from './errors.ts';

/** Columns a row may fill, and characters a cell may hold (Excel's own maximum). */
export const SHEET_MAX_COLUMNS = 100;
export const SHEET_MAX_CELL_CHARS = 32_767;
/** An entry larger than 1 MB that inflates more than this many times its compressed size is a zip bomb. */
export const SHEET_MAX_COMPRESSION_RATIO = 200;
const RATIO_FLOOR_BYTES = 1024 * 1024;

export type SheetLimits = { maxRows: number; maxColumns: number; maxCellChars: number; maxExpandedBytes: number };
/** A row with at least one value: its number in the sheet and its cells as text (`cells[0]` is column A). */
export type SheetRow = { number: number; cells: (string | undefined)[] };

export const SHEET_MSG = {
  legacy: 'El archivo es un libro de Excel 97-2003 (.xls) o está protegido con contraseña: guárdelo como libro de Excel (.xlsx) sin contraseña',
  tooBig: 'El archivo es demasiado grande al descomprimirlo (máximo {mb} MB)',
  tooManyRows: 'El archivo tiene demasiadas filas (máximo {max})',
  tooManyColumns: 'El archivo tiene demasiadas columnas (máximo {max})',
  cellTooLong: 'El archivo tiene una celda con demasiados caracteres (máximo {max})',
} as const;

export function sheetLimits(cfg: Pick<Config, 'IMPORT_MAX_ROWS' | 'IMPORT_MAX_EXPANDED_MB'>): SheetLimits {
  return {
    maxRows: cfg.IMPORT_MAX_ROWS,
    maxColumns: SHEET_MAX_COLUMNS,
    maxCellChars: SHEET_MAX_CELL_CHARS,
    maxExpandedBytes: Math.floor(cfg.IMPORT_MAX_EXPANDED_MB * 1024 * 1024),
  };
}

const notXlsx = () => unprocessable(MSG.taxpayers.importNotSpreadsheet);
/** Whatever else breaks on a damaged file (a zip or XML exceljs cannot read) is that file's fault. */
const fileError = (err: unknown) => (err instanceof AppError ? err : notXlsx());
const tooBig = (l: SheetLimits) =>
  invalidFile(fillMessage(SHEET_MSG.tooBig, { mb: String(Math.round((l.maxExpandedBytes / 1024 / 1024) * 10) / 10).replace('.', ',') }));

type ZipEntry = { name: string; method: number; crc: number; compressedSize: number; size: number; dataStart: number };

const CFB_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** The container of Excel 97-2003 workbooks and of password-protected .xlsx files. */
export const isLegacyWorkbook = (buf: Buffer) => buf.subarray(0, 8).equals(CFB_MAGIC);
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Every entry of the central directory, refused on declared sizes alone: nothing is inflated here. */
function centralDirectory(buf: Buffer, limits: SheetLimits): Map<string, ZipEntry> {
  if (isLegacyWorkbook(buf)) throw invalidFile(SHEET_MSG.legacy);
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw notXlsx();
  let eocd = -1;
  for (let p = buf.length - 22; p >= Math.max(0, buf.length - 22 - 0xffff); p--) {
    if (buf.readUInt32LE(p) === EOCD) {
      eocd = p;
      break;
    }
  }
  if (eocd < 0) throw notXlsx();
  const count = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  // zip64 (0xffff / 0xffffffff markers) is never needed under the upload limit: its offsets fail this check
  if (cdOffset + buf.readUInt32LE(eocd + 12) > eocd) throw notXlsx();
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  for (let i = 0, p = cdOffset; i < count; i++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CENTRAL) throw notXlsx();
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    const entry = { name, method, crc: buf.readUInt32LE(p + 16), compressedSize, size, dataStart: 0 };
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    total += size;
    if (size > limits.maxExpandedBytes || total > limits.maxExpandedBytes) throw tooBig(limits);
    if (size > RATIO_FLOOR_BYTES && size > compressedSize * SHEET_MAX_COMPRESSION_RATIO) throw tooBig(limits);
    if (flags & 1 || (method !== 0 && method !== 8)) throw notXlsx();
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw notXlsx();
    entry.dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (entry.dataStart + compressedSize > buf.length) throw notXlsx();
    if (!entries.has(name.toLowerCase())) entries.set(name.toLowerCase(), entry);
  }
  return entries;
}

/** A small entry (workbook, relationships) inflated whole, never past its declared size. */
function inflateWhole(buf: Buffer, e: ZipEntry, limits: SheetLimits): Buffer {
  const data = buf.subarray(e.dataStart, e.dataStart + e.compressedSize);
  let out: Buffer;
  try {
    out = e.method === 0 ? data : zlib.inflateRawSync(data, { maxOutputLength: Math.max(e.size, 1) });
  } catch (err) {
    throw (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooBig(limits) : notXlsx();
  }
  if (out.length > e.size) throw tooBig(limits);
  if (out.length < e.size) throw notXlsx();
  return out;
}

function* pieces(data: Buffer) {
  for (let i = 0; i < data.length; i += 65_536) yield data.subarray(i, i + 65_536);
}

/** An entry inflated chunk by chunk: more bytes than declared is a bomb; no XML text run may outgrow a cell. */
async function* inflateCounted(buf: Buffer, e: ZipEntry, limits: SheetLimits): AsyncGenerator<Buffer> {
  const data = buf.subarray(e.dataStart, e.dataStart + e.compressedSize);
  const chunks: Iterable<Buffer> | AsyncIterable<Buffer> = e.method === 0 ? pieces(data) : zlib.createInflateRaw().end(data);
  // a cell's text is a run of bytes without '<'; 10 bytes are the most one character takes ('&#1114111;')
  const maxRun = limits.maxCellChars * 10;
  let count = 0;
  let run = 0;
  for await (const chunk of chunks) {
    count += chunk.length;
    if (count > e.size) throw tooBig(limits);
    const first = chunk.indexOf(0x3c);
    if (first === -1) run += chunk.length;
    else if (run + first > maxRun) run += first;
    else run = chunk.length - 1 - chunk.lastIndexOf(0x3c);
    if (run > maxRun) throw invalidFile(fillMessage(SHEET_MSG.cellTooLong, { max: limits.maxCellChars }));
    yield chunk;
  }
  if (count < e.size) throw notXlsx();
}

function storedHeader(name: string, crc: number, size: number) {
  const fileName = Buffer.from(name);
  const h = Buffer.alloc(30);
  h.writeUInt32LE(LOCAL, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(0x0800, 6);
  h.writeUInt32LE(crc, 14);
  h.writeUInt32LE(size, 18);
  h.writeUInt32LE(size, 22);
  h.writeUInt16LE(fileName.length, 26);
  return Buffer.concat([h, fileName]);
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`))?.[1];
type Part = { name: string; data: Buffer } | { name: string; entry: ZipEntry };

/**
 * What exceljs needs to stream the first sheet, in the order that lets it parse the sheet inline:
 * relationships, workbook, styles (dates), shared strings (an empty table when the file has none),
 * then the sheet the workbook lists first.
 */
function firstSheetParts(buf: Buffer, entries: Map<string, ZipEntry>, limits: SheetLimits): Part[] {
  const workbook = entries.get('xl/workbook.xml');
  if (!workbook) throw notXlsx();
  const relsEntry = entries.get('xl/_rels/workbook.xml.rels');
  const rels = relsEntry
    ? inflateWhole(buf, relsEntry, limits)
    : Buffer.from('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>');
  const workbookXml = inflateWhole(buf, workbook, limits);
  const targets = [...rels.toString('utf8').matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].map(([tag]) => {
    const target = attr(tag, 'Target') ?? '';
    return { id: attr(tag, 'Id'), type: attr(tag, 'Type') ?? '', path: target.startsWith('/') ? target.slice(1) : path.posix.join('xl', target) };
  });
  const byType = (type: string, fallback: string) => entries.get((targets.find((t) => t.type.endsWith(`/${type}`))?.path ?? fallback).toLowerCase());
  const firstId = attr(workbookXml.toString('utf8').match(/<(?:\w+:)?sheet\b[^>]*>/)?.[0] ?? '', '\\w+:id');
  const listed = targets.find((t) => t.id === firstId && t.type.endsWith('/worksheet'));
  const sheet = listed
    ? entries.get(listed.path.toLowerCase())
    : [...entries.values()]
        .filter((e) => /^xl\/worksheets\/sheet\d+\.xml$/i.test(e.name))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))[0];
  const styles = byType('styles', 'xl/styles.xml');
  const strings = byType('sharedStrings', 'xl/sharedStrings.xml');
  return [
    { name: 'xl/_rels/workbook.xml.rels', data: rels },
    { name: 'xl/workbook.xml', data: workbookXml },
    ...(styles ? [{ name: 'xl/styles.xml', entry: styles }] : []),
    strings ? { name: 'xl/sharedStrings.xml', entry: strings } : { name: 'xl/sharedStrings.xml', data: Buffer.from('<sst/>') },
    ...(sheet ? [{ name: /^xl\/worksheets\/sheet\d+\.xml$/.test(sheet.name) ? sheet.name : 'xl/worksheets/sheet1.xml', entry: sheet }] : []),
  ];
}

/** The parts as a zip of stored entries, inflated as exceljs reads them. */
async function* storedZip(buf: Buffer, parts: Part[], limits: SheetLimits): AsyncGenerator<Buffer> {
  for (const part of parts) {
    if ('data' in part) {
      // exceljs's unzipper checks no CRC: the parts we make up carry none
      yield storedHeader(part.name, 0, part.data.length);
      yield part.data;
    } else {
      yield storedHeader(part.name, part.entry.crc, part.entry.size);
      yield* inflateCounted(buf, part.entry, limits);
    }
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  yield end;
}

function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return (
        value.richText
          .map((t) => t.text)
          .join('')
          .trim() || undefined
      );
    if ('text' in value) return String(value.text).trim() || undefined;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return undefined;
  }
  const s = String(value).trim();
  return s === '' ? undefined : s;
}

/**
 * The first sheet's rows with a value, streamed. Refuses (422) a file that is not an .xlsx, a legacy
 * .xls, and any file past a limit, at the moment the limit is passed.
 */
export async function* readSheetRows(buffer: Buffer, limits: SheetLimits): AsyncGenerator<SheetRow> {
  let parts: Part[];
  try {
    parts = firstSheetParts(buffer, centralDirectory(buffer, limits), limits);
  } catch (err) {
    throw fileError(err);
  }
  // exceljs (≈ 26 MB once loaded) is imported on the first import of a file, not at start
  const { default: Excel } = await import('exceljs');
  // our count may stop the input while exceljs waits on it: each wait also ends on that failure
  let failure: unknown;
  let onFailure: ((err: unknown) => void) | undefined;
  const source = Readable.from(storedZip(buffer, parts, limits), { objectMode: false });
  source.on('error', (err) => {
    failure ??= err;
    onFailure?.(err);
  });
  // (rejecting a step that already settled does nothing, so the latest one simply takes the hook)
  const step = <T>(next: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      onFailure = reject;
      next.then(resolve, reject);
    });
  const workbook = new Excel.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let rowCount = 0;
  let textChars = 0;
  try {
    const first = await step(workbook[Symbol.asyncIterator]().next());
    if (first.done) return;
    const rows = first.value[Symbol.asyncIterator]();
    for (let next = await step(rows.next()); !next.done; next = await step(rows.next())) {
      if (++rowCount > limits.maxRows) throw invalidFile(fillMessage(SHEET_MSG.tooManyRows, { max: limits.maxRows }));
      const cells: (string | undefined)[] = [];
      next.value.eachCell((cell, col) => {
        const text = cellText(cell.value);
        if (text === undefined) return;
        if (col > limits.maxColumns) throw invalidFile(fillMessage(SHEET_MSG.tooManyColumns, { max: limits.maxColumns }));
        if (text.length > limits.maxCellChars) throw invalidFile(fillMessage(SHEET_MSG.cellTooLong, { max: limits.maxCellChars }));
        // shared strings let a small sheet repeat one long text in every cell: the text read is capped too
        textChars += text.length;
        if (textChars > limits.maxExpandedBytes) throw tooBig(limits);
        cells[col - 1] = text;
      });
      if (cells.length) yield { number: next.value.number, cells };
    }
  } catch (err) {
    throw fileError(err);
  } finally {
    source.destroy();
  }
}
