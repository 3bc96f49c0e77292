// Workbooks written by hand, byte by byte, for the spreadsheet-limit tests: a zip (local headers,
// central directory, end record) whose entries may be deflated or stored, and whose declared sizes
// may lie. Enough of an .xlsx for exceljs and file-type to take it as one.
import zlib from 'node:zlib';

export type ZipPart = {
  name: string;
  /** The entry's real content; or `deflated` with its real `size` and `crc` (a big entry deflated once). */
  data?: Buffer | string;
  deflated?: { data: Buffer; size: number; crc: number };
  store?: boolean;
  /** The uncompressed size written in both headers when it should lie. */
  declaredSize?: number;
};

export function buildZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const raw = part.data === undefined ? undefined : Buffer.from(part.data);
    const body = part.deflated?.data ?? (part.store ? raw! : zlib.deflateRawSync(raw!));
    const size = part.declaredSize ?? part.deflated?.size ?? raw!.length;
    const crc = part.deflated?.crc ?? zlib.crc32(raw!);
    const method = part.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Sheet XML of rows of inline strings: `rows[i][j]` goes to row i+1, column j+1. */
export function sheetXml(rows: (string | undefined)[][]): string {
  const col = (n: number): string => (n < 26 ? String.fromCharCode(65 + n) : col(Math.floor(n / 26) - 1) + String.fromCharCode(65 + (n % 26)));
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((v, c) => (v === undefined ? '' : `<c r="${col(c)}${r + 1}" t="inlineStr"><is><t>${v}</t></is></c>`)).join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${NS}"><sheetData>${body}</sheetData></worksheet>`;
}

/**
 * The parts of a minimal .xlsx: content types, package and workbook relationships, the workbook
 * listing `sheets` in order (each a worksheet part), plus `extra` parts (e.g. shared strings).
 */
export function xlsxParts(sheets: { file: string; part: Omit<ZipPart, 'name'> }[], extra: ZipPart[] = []): ZipPart[] {
  const ct = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((s) => `<Override PartName="/xl/worksheets/${s.file}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`;
  const strings = extra.some((p) => p.name === 'xl/sharedStrings.xml')
    ? `<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`
    : '';
  return [
    { name: '[Content_Types].xml', data: ct },
    {
      name: '_rels/.rels',
      data: `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets>${sheets.map((s, i) => `<sheet name="Hoja${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="${PKG}">${sheets.map((s, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/${s.file}"/>`).join('')}${strings}</Relationships>`,
    },
    ...extra,
    ...sheets.map((s) => ({ name: `xl/worksheets/${s.file}`, ...s.part })),
  ];
}

/** `head`, then `unit` repeated to about `size` bytes, then `tail`, deflated in one pass. */
export function deflatedRepeat(head: string, unit: string, size: number, tail: string) {
  const data = Buffer.concat([Buffer.from(head), Buffer.alloc(size - (size % unit.length), unit), Buffer.from(tail)]);
  return { data: zlib.deflateRawSync(data, { level: 9 }), size: data.length, crc: zlib.crc32(data) };
}
