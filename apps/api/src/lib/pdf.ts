// Printable documents (invoices, statements, certificates, taxpayer and administrator records) with
// pdfkit, streamed straight into the response: every one under the municipality's letterhead
// (lib/pdf-letterhead.ts: logo, name, RIF, address, the document's title, number and date; page
// numbers 'Página X de Y'), then label/value grids, tables, totals, paragraphs and notes, a
// certificate's signature and seal block, and an issued document's QR code and verification code
// (docs/documents.md). pdfkit (≈ 22 MB once loaded), qrcode and sharp (an SVG or WebP logo) are
// imported on the first document, not at start.
import type { Response } from 'express';
import { MSG } from '@aseo/shared/messages';
import { attachFile } from './http-files.ts';
import { drawSignatures, SIGNATURES_HEIGHT, type SignatureLine } from './pdf-signatures.ts';
import {
  drawLetterhead,
  drawPageFrames,
  drawSignature,
  INK,
  logoImage,
  MUTED,
  PAGE,
  RULE,
  SIGNATURE_HEIGHT,
  tint,
  type DocumentMeta,
  type Letterhead,
} from './pdf-letterhead.ts';

export { letterheadOf, type Letterhead } from './pdf-letterhead.ts';

type Cell = string | number | null | undefined;
type Align = 'left' | 'right' | 'center';

export type PdfSection =
  /** Label/value pairs in a grid (two columns unless told). */
  | { kind: 'fields'; heading?: string; rows: [label: string, value: Cell][]; columns?: 1 | 2 }
  /** A table; a money column is aligned right; `foot` is a bold closing row. */
  | { kind: 'table'; heading?: string; columns: { header: string; width: number; align?: Align }[]; rows: Cell[][]; empty?: string; foot?: Cell[] }
  /** A totals block on the right: a label and one value per column ('UCD', 'Bs'); a strong row closes it. */
  | { kind: 'totals'; heading?: string; columns?: string[]; rows: { label: string; values: Cell[]; strong?: boolean }[] }
  /** Running text (a certificate's statement). */
  | { kind: 'paragraph'; heading?: string; text: string }
  /** A small boxed remark (what a document is not, where it is valid). */
  | { kind: 'note'; heading?: string; text: string }
  /** The parties' signature lines side by side (an agreement: the taxpayer and the signing office). */
  | { kind: 'signatures'; heading?: string; lines: SignatureLine[] };

export type PdfSheet = {
  title: string;
  subtitle?: string;
  /** The document's number and date (and the like), beside the letterhead; the first stands out. */
  meta?: [label: string, value: Cell][];
  sections: PdfSection[];
  /** A certificate: a signature line for the signing office and the place of the seal. */
  signature?: boolean;
  /** An issued document: its verification code and the URL its QR carries. */
  verification?: { code: string; url: string };
  /** A wide list (an export): the page turned sideways. */
  landscape?: boolean;
};

const { margin: MARGIN } = PAGE;
// the standard fonts draw WinAnsi only: anything else (an emoji, another script) would come out as
// garbage glyphs, so it is shown as '?'; control characters are dropped, line breaks kept
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const NOT_DRAWABLE = new RegExp(`[^\\n\\x20-\\x7e\\xa0-\\xff${WIN_ANSI_EXTRA}]`, 'gu');

/** A value as the standard fonts can draw it ('-' or '' when empty). */
export function printable(value: string | number | null | undefined, empty = ''): string {
  if (value === null || value === undefined || value === '') return empty;
  return String(value)
    .normalize('NFC')
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\n' ? c : ''))
    .replace(NOT_DRAWABLE, '?');
}
const clean = (v: string) => printable(v);

type Doc = PDFKit.PDFDocument;
const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;

/** Opens a new page when `height` does not fit above the bottom margin. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottomOf(doc)) {
    doc.addPage();
    doc.x = MARGIN;
  }
}

function heading(doc: Doc, lh: Letterhead, text: string) {
  ensureSpace(doc, 40);
  const y = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .fillColor(lh.accent)
    .text(printable(text), MARGIN, y, { width: contentWidth(doc) });
  const ry = doc.y + 2;
  doc
    .moveTo(MARGIN, ry)
    .lineTo(MARGIN + contentWidth(doc), ry)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.fillColor(INK);
  doc.y = ry + 6;
}

function fields(doc: Doc, rows: [string, Cell][], columns: 1 | 2) {
  const gap = 18;
  const colWidth = (contentWidth(doc) - gap * (columns - 1)) / columns;
  const cellHeight = ([label, value]: [string, Cell]) =>
    (label ? doc.font('Helvetica').fontSize(6.5).heightOfString(printable(label).toUpperCase(), { width: colWidth, characterSpacing: 0.4 }) + 1 : 0) +
    doc.font('Helvetica').fontSize(9.5).heightOfString(printable(value, '-'), { width: colWidth });
  for (let i = 0; i < rows.length; i += columns) {
    const line = rows.slice(i, i + columns);
    const height = Math.max(...line.map(cellHeight));
    ensureSpace(doc, height + 6);
    const y = doc.y;
    line.forEach(([label, value], c) => {
      const x = MARGIN + c * (colWidth + gap);
      let vy = y;
      if (label) {
        doc.font('Helvetica').fontSize(6.5).fillColor(MUTED).text(printable(label).toUpperCase(), x, y, { width: colWidth, characterSpacing: 0.4 });
        vy = doc.y + 1;
      }
      doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(printable(value, '-'), x, vy, { width: colWidth });
    });
    doc.y = y + height + 6;
  }
  doc.x = MARGIN;
}

function table(doc: Doc, lh: Letterhead, s: Extract<PdfSection, { kind: 'table' }>) {
  const width = contentWidth(doc);
  const total = s.columns.reduce((a, c) => a + c.width, 0);
  const widths = s.columns.map((c) => (c.width / total) * width);
  const pad = 4;
  const heightOf = (cells: Cell[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(printable(cell), { width: (widths[i] ?? width) - pad * 2 })));
  };
  const draw = (cells: Cell[], kind: 'head' | 'body' | 'foot', span = false) => {
    const bold = kind !== 'body';
    const h =
      (span
        ? doc
            .font('Helvetica')
            .fontSize(8)
            .heightOfString(printable(cells[0]), { width: width - pad * 2 })
        : heightOf(cells, bold)) +
      pad * 2;
    const y = doc.y;
    if (kind === 'head') doc.rect(MARGIN, y, width, h).fill(tint(lh));
    if (kind === 'foot') {
      doc.rect(MARGIN, y, width, h).fill(tint(lh));
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + width, y)
        .lineWidth(0.8)
        .strokeColor(lh.accent)
        .stroke();
    }
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor(kind === 'head' ? lh.accent : INK);
    let x = MARGIN;
    if (span) doc.fillColor(MUTED).text(printable(cells[0]), x + pad, y + pad, { width: width - pad * 2, align: 'center' });
    else
      cells.forEach((cell, i) => {
        doc.text(printable(cell), x + pad, y + pad, { width: widths[i]! - pad * 2, align: s.columns[i]?.align ?? 'left' });
        x += widths[i]!;
      });
    doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + width, y + h)
      .lineWidth(0.5)
      .strokeColor(kind === 'head' ? lh.accent : RULE)
      .stroke();
    doc.fillColor(INK);
    doc.x = MARGIN;
    doc.y = y + h;
  };
  const head = s.columns.map((c) => c.header);
  const headHeight = heightOf(head, true) + pad * 2;
  const first = s.rows[0] ?? [s.empty];
  ensureSpace(doc, headHeight + heightOf(first, false) + pad * 2);
  draw(head, 'head');
  if (!s.rows.length && s.empty) draw([s.empty], 'body', true);
  for (const r of s.rows) {
    if (doc.y + heightOf(r, false) + pad * 2 > bottomOf(doc)) {
      doc.addPage();
      draw(head, 'head');
    }
    draw(r, 'body');
  }
  if (s.foot) {
    ensureSpace(doc, heightOf(s.foot, true) + pad * 2);
    draw(s.foot, 'foot');
  }
}

const TOTALS_ROW = 15;
/** The height of a totals block: its rows, its column titles, and a strong row's extra. */
const totalsHeight = (s: Extract<PdfSection, { kind: 'totals' }>) => TOTALS_ROW * (s.rows.length + (s.columns ? 1 : 0)) + 4;

function totals(doc: Doc, lh: Letterhead, s: Extract<PdfSection, { kind: 'totals' }>) {
  const valueCount = Math.max(1, ...s.rows.map((r) => r.values.length));
  // each value column as wide as its widest figure (at least 92 pt)
  doc.font('Helvetica-Bold').fontSize(9.5);
  // many values narrow their columns so the block always fits the page (a label keeps at least 150 pt)
  const widest = Math.max(92, ...s.rows.flatMap((r) => r.values.map((v) => doc.widthOfString(printable(v)) + 10)));
  const valueWidth = Math.min(widest, (contentWidth(doc) - 150) / valueCount);
  // the label column as wide as its longest label (at least 150 pt), within the page
  doc.font('Helvetica-Bold').fontSize(9.5);
  const widestLabel = Math.max(0, ...s.rows.map((r) => doc.widthOfString(printable(r.label)) + 10));
  const labelWidth = Math.min(Math.max(150, widestLabel), contentWidth(doc) - valueWidth * valueCount);
  const boxWidth = labelWidth + valueWidth * valueCount;
  const left = MARGIN + contentWidth(doc) - boxWidth;
  const rowHeight = TOTALS_ROW;
  ensureSpace(doc, totalsHeight(s));
  if (s.columns) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor(MUTED);
    s.columns.forEach((c, i) => {
      if (i === 0) return;
      doc.text(printable(c), left + labelWidth + (i - 1) * valueWidth, y, { width: valueWidth - 4, align: 'right' });
    });
    doc.y = y + 11;
  }
  for (const r of s.rows) {
    if (doc.y + rowHeight > bottomOf(doc)) doc.addPage();
    const y = doc.y;
    if (r.strong) {
      doc.rect(left, y, boxWidth, rowHeight + 2).fill(tint(lh));
      doc
        .moveTo(left, y)
        .lineTo(left + boxWidth, y)
        .lineWidth(0.8)
        .strokeColor(lh.accent)
        .stroke();
    }
    const font = r.strong ? 'Helvetica-Bold' : 'Helvetica';
    const size = r.strong ? 9.5 : 8.5;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(INK)
      .text(printable(r.label), left + 4, y + 4, { width: labelWidth - 8, lineBreak: false, ellipsis: true });
    r.values.forEach((v, i) => {
      doc.text(printable(v), left + labelWidth + i * valueWidth, y + 4, { width: valueWidth - 4, align: 'right', lineBreak: false });
    });
    if (!r.strong)
      doc
        .moveTo(left, y + rowHeight)
        .lineTo(left + boxWidth, y + rowHeight)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    doc.y = y + rowHeight + (r.strong ? 2 : 0);
  }
  doc.x = MARGIN;
}

function paragraph(doc: Doc, text: string) {
  doc.font('Helvetica').fontSize(10.5).fillColor(INK);
  const t = printable(text);
  ensureSpace(doc, Math.min(doc.heightOfString(t, { width: contentWidth(doc), lineGap: 3 }), 120));
  doc.text(t, MARGIN, doc.y, { width: contentWidth(doc), align: 'justify', lineGap: 3 });
  doc.x = MARGIN;
}

function note(doc: Doc, lh: Letterhead, text: string) {
  const width = contentWidth(doc);
  const t = printable(text);
  doc.font('Helvetica').fontSize(8);
  const h = doc.heightOfString(t, { width: width - 20 }) + 12;
  ensureSpace(doc, h);
  const y = doc.y;
  doc.rect(MARGIN, y, width, h).fill(tint(lh));
  doc.rect(MARGIN, y, 3, h).fill(lh.accent);
  doc.fillColor(INK).text(t, MARGIN + 12, y + 6, { width: width - 20 });
  doc.x = MARGIN;
  doc.y = y + h;
}

/** Renders the sheet into a PDF buffer (also used by tests and mail attachments). */
export async function renderPdf(sheet: PdfSheet, letterhead: Letterhead): Promise<Buffer> {
  const [{ default: PDFDocument }, logo] = await Promise.all([import('pdfkit'), logoImage(letterhead.logo)]);
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: sheet.landscape ? 'landscape' : 'portrait',
    bufferPages: true,
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: MARGIN, right: MARGIN },
    info: { Title: printable(sheet.title), Author: printable(letterhead.name), Creator: printable(letterhead.name) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const meta: DocumentMeta = (sheet.meta ?? []).map(([l, v]) => [l, printable(v)]);
  drawLetterhead(doc, letterhead, logo, { title: sheet.title, subtitle: sheet.subtitle, meta }, clean);
  for (const s of sheet.sections) {
    if (s.heading) {
      // a heading is never left alone at the foot of a page: it goes with the first lines of its section
      // a totals block is kept whole with its heading when it fits on a page
      const need = s.kind === 'totals' ? Math.min(totalsHeight(s) + 24, bottomOf(doc) - PAGE.top) : HEADING_WITH_START;
      ensureSpace(doc, need);
      heading(doc, letterhead, s.heading);
    }
    if (s.kind === 'fields') fields(doc, s.rows, s.columns ?? 2);
    else if (s.kind === 'table') table(doc, letterhead, s);
    else if (s.kind === 'totals') totals(doc, letterhead, s);
    else if (s.kind === 'paragraph') paragraph(doc, s.text);
    else if (s.kind === 'signatures') {
      ensureSpace(doc, SIGNATURES_HEIGHT);
      drawSignatures(doc, s.lines, clean);
    } else note(doc, letterhead, s.text);
    doc.y += 12;
  }
  if (sheet.signature) {
    ensureSpace(doc, SIGNATURE_HEIGHT + (sheet.verification ? QR_SIZE + 8 : 0));
    drawSignature(doc, letterhead, clean);
  }
  if (sheet.verification) await drawVerification(doc, sheet.verification);
  drawPageFrames(doc, letterhead, logo, { title: sheet.title, meta }, clean);
  doc.end();
  return done;
}

const QR_SIZE = 88;
/** Room a section heading needs below it: the heading, a table's header and two rows (or two lines of text). */
const HEADING_WITH_START = 72;

/** The QR (to the verification page) with the code and the URL beside it, at the foot of the last page. */
async function drawVerification(doc: Doc, v: { code: string; url: string }) {
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(v.url, { type: 'png', margin: 1, scale: 6, errorCorrectionLevel: 'M' });
  ensureSpace(doc, QR_SIZE + 8);
  const y = Math.max(doc.y + 8, bottomOf(doc) - QR_SIZE);
  doc
    .moveTo(MARGIN, y - 6)
    .lineTo(MARGIN + contentWidth(doc), y - 6)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.image(png, MARGIN, y, { width: QR_SIZE, height: QR_SIZE });
  const x = MARGIN + QR_SIZE + 12;
  const width = doc.page.width - MARGIN - x;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(INK)
    .text(`${MSG.documents.codeLabel}: ${v.code}`, x, y + 24, { width });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${MSG.documents.verifyAt} ${printable(v.url)}`, x, doc.y + 2, { width });
  doc.fillColor(INK);
}

export async function sendPdf(res: Response, fileName: string, sheet: PdfSheet, letterhead: Letterhead) {
  const pdf = await renderPdf(sheet, letterhead);
  attachFile(res, fileName, 'application/pdf');
  res.setHeader('Content-Length', pdf.length);
  res.end(pdf);
}
