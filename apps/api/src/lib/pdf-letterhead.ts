// The one letterhead of every PDF the portal prints (docs/documents.md "Letterhead"): the
// municipality's logo, legal name, RIF and address from configuration, the document's title and its
// number and date beside them; a compact head on every later page; a footer with the issuer and
// 'Página X de Y' on every page; the signature and seal block of a certificate. Drawn with pdfkit
// on a document created with `bufferPages`, so the page count is known when the footers are written.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { accessibleFill, mix } from '@aseo/shared/brand';
import type { Config } from '../config.ts';

/** Who issues the document, as configuration names it. */
export type Letterhead = {
  name: string;
  rif: string;
  address: string;
  /** The office that signs certificates ('Dirección de Hacienda Municipal'). */
  signerTitle: string;
  /** The logo file (PNG, JPEG, SVG or WebP), or null for none. */
  logo: string | null;
  /** The brand colour, darkened until it reads as text (rules, numbers, headings). */
  accent: string;
};

/** The number, date and the like shown beside the letterhead; the first one stands out. */
export type DocumentMeta = [label: string, value: string][];

type LetterheadConfig = Pick<
  Config,
  'MUNICIPALITY_LEGAL_NAME' | 'MUNICIPALITY_RIF' | 'MUNICIPALITY_ADDRESS' | 'MUNICIPALITY_SIGNER_TITLE' | 'MUNICIPALITY_LOGO' | 'BRAND_COLOR'
>;

const made = new WeakMap<LetterheadConfig, Letterhead>();

/** The letterhead of the portal's configuration (one object per configuration). */
export function letterheadOf(cfg: LetterheadConfig): Letterhead {
  let lh = made.get(cfg);
  if (!lh) {
    lh = {
      name: cfg.MUNICIPALITY_LEGAL_NAME,
      rif: cfg.MUNICIPALITY_RIF,
      address: cfg.MUNICIPALITY_ADDRESS,
      signerTitle: cfg.MUNICIPALITY_SIGNER_TITLE,
      logo: cfg.MUNICIPALITY_LOGO ?? null,
      accent: accessibleFill(cfg.BRAND_COLOR),
    };
    made.set(cfg, lh);
  }
  return lh;
}

export const PAGE = { margin: 48, top: 84, bottom: 64 } as const;
export const INK = '#1f2933';
export const MUTED = '#5f6b76';
export const RULE = '#d5dbe0';
/** A pale wash of the accent (table heads, notes). */
export const tint = (lh: Letterhead) => mix(lh.accent, '#ffffff', 0.92);

const LOGO_PX = 360;
const logos = new Map<string, { mtime: number; image: Buffer | null }>();

/**
 * The logo as pdfkit draws it (PNG or JPEG bytes): SVG and WebP are rasterised with sharp; a file
 * that is missing or does not decode gives no logo rather than no document. Kept while the file
 * is unchanged.
 */
export async function logoImage(file: string | null): Promise<Buffer | null> {
  if (!file || !existsSync(file)) return null;
  const mtime = statSync(file).mtimeMs;
  const kept = logos.get(file);
  if (kept?.mtime === mtime) return kept.image;
  let image: Buffer | null = null;
  try {
    const ext = path.extname(file).toLowerCase();
    if (ext === '.png' || ext === '.jpg' || ext === '.jpeg') image = await readFile(file);
    else if (ext === '.svg' || ext === '.webp') {
      const { default: sharp } = await import('sharp');
      image = await sharp(file, { density: 300, limitInputPixels: 40_000_000 }).resize({ width: LOGO_PX, height: LOGO_PX, fit: 'inside' }).png().toBuffer();
    }
  } catch {
    image = null;
  }
  logos.set(file, { mtime, image });
  return image;
}

type Doc = PDFKit.PDFDocument;
type Clean = (v: string) => string;

/**
 * The logo opened once per document: every page draws the same embedded image instead of decoding
 * and embedding a new copy (pdfkit's `openImage`, which its types do not declare; `image` takes it).
 */
type OpenedImage = { width: number; height: number };
const opened = new WeakMap<Doc, OpenedImage>();

function drawLogo(doc: Doc, logo: Buffer | null, x: number, y: number, size: number) {
  if (!logo) return;
  try {
    let image = opened.get(doc);
    if (!image) opened.set(doc, (image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(logo)));
    doc.image(image as unknown as Buffer, x, y, { fit: [size, size], align: 'center', valign: 'center' });
  } catch {
    // an image pdfkit cannot read: the letterhead goes without it
  }
}

/**
 * The head of the first page: logo, 'República Bolivariana de Venezuela', the municipality's name,
 * RIF and address on the left; the document's number and date on the right; an accent rule; the
 * title centred under it (and its subtitle). Leaves doc.y below it.
 */
export function drawLetterhead(doc: Doc, lh: Letterhead, logo: Buffer | null, head: { title: string; subtitle?: string; meta?: DocumentMeta }, clean: Clean) {
  const { margin } = PAGE;
  const width = doc.page.width - margin * 2;
  const top = 34;
  const logoSize = 64;
  drawLogo(doc, logo, margin, top, logoSize);
  const metaWidth = 150;
  const x = margin + (logo ? logoSize + 14 : 0);
  const textWidth = doc.page.width - margin - metaWidth - 16 - x;
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .fillColor(MUTED)
    .text('REPÚBLICA BOLIVARIANA DE VENEZUELA', x, top + 2, { width: textWidth, characterSpacing: 0.6 });
  doc
    .font('Helvetica-Bold')
    .fontSize(12.5)
    .fillColor(INK)
    .text(clean(lh.name), x, doc.y + 2, { width: textWidth });
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(lh.accent)
    .text(`RIF ${clean(lh.rif)}`, x, doc.y + 2, { width: textWidth });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(clean(lh.address), x, doc.y + 2, { width: textWidth });
  let bottom = Math.max(doc.y, logo ? top + logoSize : 0);

  // number and date: right-aligned labels over values, the first value larger
  const mx = doc.page.width - margin - metaWidth;
  let my = top + 2;
  (head.meta ?? []).forEach(([label, value], i) => {
    doc.font('Helvetica').fontSize(6.5).fillColor(MUTED).text(clean(label).toUpperCase(), mx, my, { width: metaWidth, align: 'right', characterSpacing: 0.4 });
    doc
      .font('Helvetica-Bold')
      .fontSize(i === 0 ? 12 : 9)
      .fillColor(i === 0 ? lh.accent : INK)
      .text(clean(value) || '—', mx, doc.y + 1, { width: metaWidth, align: 'right' });
    my = doc.y + 5;
  });
  bottom = Math.max(bottom, my - 5);

  const ruleY = bottom + 10;
  doc
    .moveTo(margin, ruleY)
    .lineTo(margin + width, ruleY)
    .lineWidth(1.5)
    .strokeColor(lh.accent)
    .stroke();
  doc
    .moveTo(margin, ruleY + 3)
    .lineTo(margin + width, ruleY + 3)
    .lineWidth(0.5)
    .strokeColor(lh.accent)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(INK)
    .text(clean(head.title), margin, ruleY + 16, { width, align: 'center', characterSpacing: 0.3 });
  if (head.subtitle)
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(clean(head.subtitle), margin, doc.y + 2, { width, align: 'center' });
  doc.lineWidth(1).fillColor(INK);
  doc.x = margin;
  doc.y += 14;
}

/**
 * Written on every page once the document is laid out: on the pages after the first a compact head
 * (small logo, name and RIF; the title and first number on the right), and on all a footer with the
 * issuer and 'Página X de Y' below the bottom margin.
 */
export function drawPageFrames(doc: Doc, lh: Letterhead, logo: Buffer | null, head: { title: string; meta?: DocumentMeta }, clean: Clean) {
  const { margin } = PAGE;
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = 0; i < total; i++) {
    doc.switchToPage(range.start + i);
    const saved = doc.page.margins;
    // text below the bottom margin would open a new page: the frame is drawn without margins
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    const width = doc.page.width - margin * 2;
    if (i > 0) {
      const top = 28;
      drawLogo(doc, logo, margin, top, 30);
      const x = margin + (logo ? 38 : 0);
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(INK)
        .text(clean(lh.name), x, top + 3, { width: width / 2 });
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(`RIF ${clean(lh.rif)}`, x, doc.y + 1, { width: width / 2 });
      const first = head.meta?.[0];
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(INK)
        .text(clean(head.title), margin + width / 2, top + 3, { width: width / 2, align: 'right' });
      if (first)
        doc
          .font('Helvetica')
          .fontSize(7.5)
          .fillColor(MUTED)
          .text(`${clean(first[0])} ${clean(first[1])}`, margin + width / 2, doc.y + 1, { width: width / 2, align: 'right' });
      doc
        .moveTo(margin, top + 38)
        .lineTo(margin + width, top + 38)
        .lineWidth(1)
        .strokeColor(lh.accent)
        .stroke();
    }
    const fy = doc.page.height - PAGE.bottom + 22;
    doc
      .moveTo(margin, fy - 6)
      .lineTo(margin + width, fy - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(`${clean(lh.name)} · RIF ${clean(lh.rif)}`, margin, fy, { width: width - 90, lineBreak: false });
    doc.text(`Página ${i + 1} de ${total}`, margin + width - 90, fy, { width: 90, align: 'right', lineBreak: false });
    doc.page.margins = saved;
  }
  doc.fillColor(INK).lineWidth(1);
}

/** Height the signature block takes. */
export const SIGNATURE_HEIGHT = 118;

/**
 * The signature and seal block of a certificate, centred: the seal's place (a dashed circle) on the
 * left, the signature line with the signing office and the municipality under it.
 */
export function drawSignature(doc: Doc, lh: Letterhead, clean: Clean) {
  const { margin } = PAGE;
  const width = doc.page.width - margin * 2;
  const y = doc.y + 10;
  const lineWidth = 210;
  const seal = 40;
  const gap = 36;
  const blockWidth = seal * 2 + gap + lineWidth;
  const left = margin + (width - blockWidth) / 2;
  const cx = left + seal;
  const cy = y + seal + 6;
  doc.save();
  doc.circle(cx, cy, seal).lineWidth(0.8).dash(3, { space: 3 }).strokeColor('#9aa5b1').stroke();
  doc.restore();
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#9aa5b1')
    .text('SELLO', cx - seal, cy - 4, { width: seal * 2, align: 'center', characterSpacing: 1 });
  const lx = left + seal * 2 + gap;
  const ly = cy + 14;
  doc
    .moveTo(lx, ly)
    .lineTo(lx + lineWidth, ly)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(INK)
    .text(clean(lh.signerTitle), lx, ly + 5, { width: lineWidth, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(clean(lh.name), lx, doc.y + 1, { width: lineWidth, align: 'center' });
  doc.text('Firma autorizada y sello', lx, doc.y + 1, { width: lineWidth, align: 'center' });
  doc.fillColor(INK).lineWidth(1);
  doc.x = margin;
  doc.y = Math.max(doc.y, cy + seal) + 12;
}
