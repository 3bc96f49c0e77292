// Signature lines of the parties to a document (an agreement: the taxpayer and the signing office),
// side by side, each a line with its title and the lines under it; the office may carry the place
// of the seal. Drawn by lib/pdf.ts for a `signatures` section (docs/documents.md "Letterhead").
import { INK, MUTED, PAGE } from './pdf-letterhead.ts';

type Doc = PDFKit.PDFDocument;
type Clean = (v: string) => string;

export type SignatureLine = {
  /** Bold under the line ('EL CONTRIBUYENTE', the signing office). */
  title: string;
  /** Smaller lines under it (name, document; the municipality). */
  lines?: string[];
  /** A dashed circle above the line, where the seal goes. */
  seal?: boolean;
};

/** Height a row of signatures takes. */
export const SIGNATURES_HEIGHT = 150;
const SEAL = 30;

export function drawSignatures(doc: Doc, signatures: SignatureLine[], clean: Clean) {
  const { margin } = PAGE;
  const width = doc.page.width - margin * 2;
  const gap = 40;
  const count = Math.max(1, signatures.length);
  const colWidth = Math.min(230, (width - gap * (count - 1)) / count);
  const left = margin + (width - (colWidth * count + gap * (count - 1))) / 2;
  // room to sign above the line
  const ly = doc.y + 70;
  let bottom = ly;
  signatures.forEach((s, i) => {
    const x = left + i * (colWidth + gap);
    if (s.seal) {
      doc.save();
      doc
        .circle(x + colWidth - SEAL, ly - SEAL - 8, SEAL)
        .lineWidth(0.8)
        .dash(3, { space: 3 })
        .strokeColor('#9aa5b1')
        .stroke();
      doc.restore();
      doc
        .font('Helvetica')
        .fontSize(7)
        .fillColor('#9aa5b1')
        .text('SELLO', x + colWidth - SEAL * 2, ly - SEAL - 12, { width: SEAL * 2, align: 'center', characterSpacing: 1 });
    }
    doc
      .moveTo(x, ly)
      .lineTo(x + colWidth, ly)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(clean(s.title), x, ly + 5, { width: colWidth, align: 'center' });
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    for (const line of s.lines ?? []) doc.text(clean(line), x, doc.y + 1, { width: colWidth, align: 'center' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.fillColor(INK).lineWidth(1);
  doc.x = margin;
  doc.y = bottom + 8;
}
