// A bank statement file read as a table (docs/reconciliation.md): an .xlsx through the guarded
// sheet reader (lib/spreadsheet.ts: zip bombs, row, column and cell caps), or a CSV text (UTF-8 or
// Latin-1, delimiter ';' ',' tab or '|', RFC 4180 quotes) under the same caps. The header is the
// first of the first 20 rows with at least three filled cells (banks print a title above it);
// blank headers become 'Columna N', repeated ones get ' (2)'.
import { fillMessage, MSG } from '@aseo/shared/messages';
import { invalidFile, unprocessable } from '../../lib/errors.ts';
import { isLegacyWorkbook, readSheetRows, SHEET_MSG, type SheetLimits, type SheetRow } from '../../lib/spreadsheet.ts';
import { detectFileType } from '../../lib/uploads.ts';

const T = MSG.statements;
const HEADER_SCAN = 20;
export type StatementTable = { columns: string[]; rows: SheetRow[] };

function decode(buffer: Buffer): string {
  if (buffer.subarray(0, 8192).includes(0)) throw unprocessable(T.notStatement); // binary, or UTF-16
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = buffer.toString('latin1'); // Windows exports of older bank portals
  }
  return text.replace(/^\uFEFF/, '');
}

function delimiterOf(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const counts = [';', ',', '\t', '|'].map((d) => [d, line.split(d).length - 1] as const);
  return counts.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

/** CSV rows with a value, under the sheet caps. */
function* csvRows(text: string, limits: SheetLimits): Generator<SheetRow> {
  const sep = delimiterOf(text);
  let cells: (string | undefined)[] = [];
  let cell = '';
  let quoted = false;
  let number = 1;
  let count = 0;
  const push = () => {
    if (cell.length > limits.maxCellChars) throw invalidFile(fillMessage(SHEET_MSG.cellTooLong, { max: limits.maxCellChars }));
    if (cells.length >= limits.maxColumns) throw invalidFile(fillMessage(SHEET_MSG.tooManyColumns, { max: limits.maxColumns }));
    const t = cell.trim();
    cells.push(t === '' ? undefined : t);
    cell = '';
  };
  const row = (): SheetRow | null => {
    push();
    const out = cells.some((c) => c !== undefined) ? { number, cells } : null;
    cells = [];
    number++;
    if (out && ++count > limits.maxRows) throw invalidFile(fillMessage(SHEET_MSG.tooManyRows, { max: limits.maxRows }));
    return out;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === sep) push();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      const r = row();
      if (r) yield r;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) {
    const r = row();
    if (r) yield r;
  }
}

/** The statement's header and movement rows; 422 for anything that is not an .xlsx or a CSV text. */
export async function readStatement(buffer: Buffer, limits: SheetLimits): Promise<StatementTable> {
  const type = await detectFileType(buffer);
  let source: AsyncIterable<SheetRow> | Iterable<SheetRow>;
  if (type === 'xlsx' || isLegacyWorkbook(buffer)) source = readSheetRows(buffer, limits);
  else if (type === undefined) source = csvRows(decode(buffer), limits);
  else throw unprocessable(T.notStatement);
  let columns: string[] | null = null;
  const rows: SheetRow[] = [];
  let seen = 0;
  for await (const r of source) {
    if (columns) {
      rows.push(r);
      continue;
    }
    if (++seen > HEADER_SCAN) throw unprocessable(T.noHeader);
    if (r.cells.filter((c) => c !== undefined).length < 3) continue;
    const used = new Map<string, number>();
    columns = Array.from(r.cells, (c, i) => {
      const base = c ?? `Columna ${i + 1}`;
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      return n > 1 ? `${base} (${n})` : base;
    });
  }
  if (!columns) throw unprocessable(T.noHeader);
  if (!rows.length) throw unprocessable(T.empty);
  return { columns, rows };
}
