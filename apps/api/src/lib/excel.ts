// Every Excel file the API writes goes through streamExcel: typed columns turn each value into a real
// Excel value with the formats of 000 section 9, and exceljs' streaming writer commits rows as they
// come, so memory stays flat however long the list is.
//  - id: text padded with zeros (padId), so '0007' keeps its zeros.
//  - date: a real Excel date shown 'dd/mm/yyyy'; the day is the calendar day the app shows (formatDate).
//  - integer / decimal2 / decimal4 / money-bs / money-ucd / percent: numbers, never text. A Decimal or
//    decimal string becomes the cell's double with Number(text), which is exact to the 15 significant
//    digits Excel keeps; the format shows 2 or 4 decimals. The format's ',' and '.' are Excel's
//    placeholders: a Spanish Excel shows them as '1.234,56'. A percent is stored as the app holds it
//    (16 for 16 %), shown '16,00 %'.
//  - text: as given (never a formula).
// The header row is bold on a fill and frozen, and every column has its width.
// exceljs (≈ 26 MB once loaded) is imported on the first export, not at start.
import { createRequire } from 'node:module';
import { formatDate, padId } from '@aseo/shared/format';
import type ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { Response } from 'express';
import { attachFile } from './http-files.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExcelKind = 'id' | 'text' | 'date' | 'integer' | 'decimal2' | 'decimal4' | 'money-bs' | 'money-ucd' | 'percent';

/** What a column may be given: a Prisma Decimal (or anything with a decimal toString) counts as a decimal text. */
export type ExcelInput = string | number | bigint | boolean | Date | { toString(): string } | null | undefined;

type ColumnBase = { header: string; width: number; kind: ExcelKind };
/** A column reads `row[key]`, or `value(row)` when given (then `key` only names the column). */
export type ExcelColumn<T> = ColumnBase & ({ key: keyof T & string; value?: undefined } | { key: string; value: (row: T) => ExcelInput });

/** Excel number formats of each kind (000 section 9: 2 decimals, UCD 4, ids 4 digits, dates DD/MM/YYYY). */
export const EXCEL_FORMATS: Record<ExcelKind, string | undefined> = {
  id: '@',
  text: undefined,
  date: 'dd/mm/yyyy',
  integer: '#,##0',
  decimal2: '#,##0.00',
  decimal4: '#,##0.0000',
  'money-bs': '"Bs." #,##0.00',
  'money-ucd': '"UCD" #,##0.0000',
  percent: '#,##0.00" %"',
};

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };
const YIELD_EVERY = 1000;

/** What a stream pipes into: exceljs's sheet stream → archiver's PassThrough (readable-stream 2) → the zip's deflate. */
type ZipInput = Writable & { _writableState?: { length: number } };
const pipedInto = (s: unknown) => (s as { pipes?: ZipInput[] }).pipes?.[0];
/** Bytes written and not yet taken (readable-stream 2 has no `writableLength`). */
const queued = (w: ZipInput) => w._writableState?.length ?? w.writableLength;
/** Bytes of sheet XML the zip may hold unread before the rows wait for it (≈ 2,000 rows). */
const ZIP_BACKLOG = 1 << 20;

/**
 * Waits while the zip or the client is behind the rows. exceljs's sheet stream writes into archiver
 * without looking at write()'s answer, and the deflate takes the XML one chunk per turn of the event
 * loop: without this the XML not yet zipped piles up in archiver's PassThrough and the peak memory
 * grows with the file's length (docs/performance.md "Exports at writer speed"). The zip's input
 * drains only when the zip's output is read, so a slow client holds the rows too.
 */
async function drained(res: Response, sheet: unknown) {
  const zipIn = pipedInto(sheet);
  if (zipIn && queued(zipIn) > ZIP_BACKLOG && !res.destroyed) await waitDrain(zipIn, res);
  else await new Promise((r) => setImmediate(r));
}

function waitDrain(stream: Writable, res: Response) {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      res.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    res.on('close', done);
  });
}

const empty = (v: ExcelInput): v is null | undefined | '' => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A number from a number, bigint, Decimal or decimal text; null when empty or not a finite number. */
function toNumber(v: ExcelInput): number | null {
  if (empty(v)) return null;
  const n = typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : Number(String(v).trim());
  return Number.isFinite(n) ? n : null;
}

/** The calendar day the app shows for `v`, as midnight UTC: exceljs writes a Date's UTC day, so Excel shows that day. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

function toExcelDate(v: ExcelInput): Date | null {
  if (empty(v)) return null;
  // a calendar day ('2026-11-26') is that day: no time zone to apply (the common case of a long export)
  const day = typeof v === 'string' ? DAY.exec(v) : null;
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  // an instant (a Date or an ISO text in UTC): its calendar day where the server runs, as formatDate shows it
  const at = v instanceof Date ? v : typeof v === 'string' && INSTANT.test(v) ? new Date(v) : null;
  if (at) return Number.isNaN(at.getTime()) ? null : new Date(Date.UTC(at.getFullYear(), at.getMonth(), at.getDate()));
  const shown = formatDate(v instanceof Date ? v : String(v));
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(shown);
  return m ? new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]))) : null;
}

/** The cell value a column writes for `v`. */
export function excelValue(kind: ExcelKind, v: ExcelInput): ExcelJS.CellValue {
  switch (kind) {
    case 'id':
      return empty(v) ? null : padId(String(v));
    case 'date':
      return toExcelDate(v);
    case 'integer': {
      const n = toNumber(v);
      return n === null ? null : Math.round(n);
    }
    case 'decimal2':
    case 'decimal4':
    case 'money-bs':
    case 'money-ucd':
    case 'percent':
      return toNumber(v);
    case 'text':
      return empty(v) ? null : v instanceof Date ? formatDate(v) : String(v);
  }
}

/** A second sheet after the rows (a report's filters, summary and closing lines): a label and its typed values. */
export type ExcelSummary = { sheet: string; rows: { label: string; values?: { kind: ExcelKind; value: ExcelInput }[]; strong?: boolean }[] };

export type ExcelOptions = {
  /**
   * The workbook's date (its properties and every zip entry): a file generated again from the same
   * rows with the same date is the same bytes (a closed period's sales book). Now when not given.
   */
  created?: Date;
  /** A sheet written after the rows (they may be summed while streaming: it is read when they end). */
  summary?: () => ExcelSummary;
};

/** Streams `rows` as `fileName` with one sheet named `sheet` (and a summary sheet when given). */
export async function streamExcel<T>(
  res: Response,
  fileName: string,
  sheet: string,
  columns: readonly ExcelColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
  opts: ExcelOptions = {},
) {
  const { default: Excel } = await import('exceljs');
  attachFile(res, fileName, XLSX_TYPE);
  const wb = fixedAt(opts.created, () => new Excel.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false }));
  const ws = wb.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  const header = ws.getRow(1);
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
  });
  header.commit();
  // one style object per column: exceljs keeps a style's id by the object, so a shared one is looked
  // up once, where a style per cell is rendered to XML and hashed for every cell (the same ids either way)
  // (a column without a format is text: its empty style's id does not depend on the value's type)
  const styles = columns.map((c): Partial<ExcelJS.Style> => (EXCEL_FORMATS[c.kind] ? { numFmt: EXCEL_FORMATS[c.kind] } : {}));
  const kinds = columns.map((c) => c.kind);
  const read = columns.map((c) => (c.value ? c.value : (row: T) => row[c.key as keyof T] as ExcelInput));
  const width = columns.length;
  const sheetStream = (ws as unknown as { stream: unknown }).stream;
  let n = 0;
  for await (const row of rows) {
    const values: ExcelJS.CellValue[] = new Array(width);
    for (let i = 0; i < width; i++) values[i] = excelValue(kinds[i]!, read[i]!(row));
    const line = ws.addRow(values);
    for (let i = 0; i < width; i++) line.getCell(i + 1).style = styles[i]!;
    line.commit();
    if (++n % YIELD_EVERY === 0) await drained(res, sheetStream);
  }
  ws.commit();
  if (opts.summary) writeSummary(wb, opts.summary());
  await wb.commit();
}

type ZipAppend = (this: { fixedDate?: Date }, source: unknown, data: Record<string, unknown>) => unknown;
/** The date the writer being built stamps (its constructor already adds the theme and the rels). */
let building: Date | undefined;
let archiverPatched = false;

/**
 * exceljs zips with archiver, which stamps each entry with the time it is added, and the writer's
 * constructor adds two entries at once. Archiver's `append` (the one exceljs loads) is wrapped, once,
 * to stamp the entries of a writer given a date with that date instead.
 */
function patchArchiver() {
  if (archiverPatched) return;
  const fromExceljs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
  const Archiver = fromExceljs('archiver/lib/core.js') as { prototype: { append: ZipAppend } };
  const append = Archiver.prototype.append;
  Archiver.prototype.append = function (source, data) {
    const at = this.fixedDate ?? building;
    return append.call(this, source, at ? { ...data, date: at } : data);
  };
  archiverPatched = true;
}

/** Builds a writer whose every date (workbook properties, zip entries) is `at`; a plain one without it. */
function fixedAt(at: Date | undefined, make: () => ExcelJS.stream.xlsx.WorkbookWriter) {
  if (!at) return make();
  patchArchiver();
  building = at;
  let wb: ExcelJS.stream.xlsx.WorkbookWriter;
  try {
    wb = make();
  } finally {
    building = undefined;
  }
  const w = wb as unknown as { created: Date; modified: Date; zip: { fixedDate?: Date } };
  w.created = at;
  w.modified = at;
  w.zip.fixedDate = at;
  return wb;
}

function writeSummary(wb: ExcelJS.stream.xlsx.WorkbookWriter, summary: ExcelSummary) {
  const ws = wb.addWorksheet(summary.sheet);
  ws.columns = [{ width: 46 }, { width: 22 }, { width: 22 }, { width: 22 }];
  for (const r of summary.rows) {
    const line = ws.addRow([r.label, ...(r.values ?? []).map((v) => excelValue(v.kind, v.value))]);
    (r.values ?? []).forEach((v, i) => {
      const numFmt = EXCEL_FORMATS[v.kind];
      if (numFmt) line.getCell(i + 2).numFmt = numFmt;
    });
    if (r.strong) line.font = { bold: true };
    line.commit();
  }
  ws.commit();
}
