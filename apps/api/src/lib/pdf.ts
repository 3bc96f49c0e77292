// Printable sheets (taxpayer and administrator records, statements) with pdfkit: a heading,
// label/value pairs and simple tables, streamed straight into the response; an issued document
// ends with its QR code and verification code (docs/documents.md). pdfkit (≈ 22 MB once loaded)
// and qrcode are imported on the first document, not at start.
import type { Response } from 'express';
import { MSG } from '@aseo/shared/messages';
import { attachFile } from './http-files.ts';

export type PdfSheet = {
  title: string;
  subtitle?: string;
  sections: (
    | { kind: 'fields'; heading?: string; rows: [label: string, value: string | number | null | undefined][] }
    | { kind: 'table'; heading?: string; columns: { header: string; width: number }[]; rows: (string | number | null | undefined)[][]; empty?: string }
  )[];
  /** An issued document: its verification code and the URL its QR carries. */
  verification?: { code: string; url: string };
};

const MARGIN = 48;
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

/** Renders the sheet into a PDF buffer (also used by tests and mail attachments). */
export async function renderPdf(sheet: PdfSheet): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: printable(sheet.title) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica-Bold').fontSize(15).text(printable(sheet.title), { align: 'center' });
  if (sheet.subtitle) doc.font('Helvetica').fontSize(9).fillColor('#555').text(printable(sheet.subtitle), { align: 'center' }).fillColor('#000');
  doc.moveDown();
  for (const s of sheet.sections) {
    if (s.heading) doc.font('Helvetica-Bold').fontSize(11).text(printable(s.heading)).moveDown(0.3);
    if (s.kind === 'fields') {
      for (const [label, value] of s.rows) {
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .text(`${printable(label)}: `, { continued: true })
          .font('Helvetica')
          .text(printable(value, '-'));
      }
    } else {
      const total = s.columns.reduce((a, c) => a + c.width, 0);
      const widths = s.columns.map((c) => (c.width / total) * width);
      const row = (cells: (string | number | null | undefined)[], bold: boolean) => {
        if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
        const y = doc.y;
        let x = MARGIN;
        let bottom = y;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
        cells.forEach((cell, i) => {
          doc.text(printable(cell), x + 2, y, { width: widths[i] - 4 });
          bottom = Math.max(bottom, doc.y);
          x += widths[i];
        });
        doc
          .moveTo(MARGIN, bottom + 2)
          .lineTo(MARGIN + width, bottom + 2)
          .strokeColor('#ccc')
          .stroke();
        doc.x = MARGIN;
        doc.y = bottom + 4;
      };
      row(
        s.columns.map((c) => c.header),
        true,
      );
      if (!s.rows.length && s.empty) row([s.empty], false);
      for (const r of s.rows) row(r, false);
    }
    doc.moveDown();
  }
  if (sheet.verification) await drawVerification(doc, sheet.verification);
  doc.end();
  return done;
}

const QR_SIZE = 96;

/** The QR (to the verification page) with the code and the URL beside it, at the foot of the last page. */
async function drawVerification(doc: PDFKit.PDFDocument, v: { code: string; url: string }) {
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(v.url, { type: 'png', margin: 1, scale: 6, errorCorrectionLevel: 'M' });
  if (doc.y > doc.page.height - MARGIN - QR_SIZE - 8) doc.addPage();
  const y = Math.max(doc.y + 8, doc.page.height - MARGIN - QR_SIZE);
  doc.image(png, MARGIN, y, { width: QR_SIZE, height: QR_SIZE });
  const x = MARGIN + QR_SIZE + 12;
  const width = doc.page.width - MARGIN - x;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`${MSG.documents.codeLabel}: ${v.code}`, x, y + 24, { width });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`${MSG.documents.verifyAt} ${printable(v.url)}`, x, doc.y + 2, { width });
}

export async function sendPdf(res: Response, fileName: string, sheet: PdfSheet) {
  const pdf = await renderPdf(sheet);
  attachFile(res, fileName, 'application/pdf');
  res.setHeader('Content-Length', pdf.length);
  res.end(pdf);
}
