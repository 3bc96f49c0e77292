// Reading PDFs in tests: the text of every page (mupdf, WASM) and the QR code drawn on a page
// (rendered by mupdf, decoded by jsQR). Used by the API and browser tests of issued documents.
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';

const open = (pdf: Uint8Array) => mupdf.Document.openDocument(pdf, 'application/pdf');

/** The text of every page, in order, whitespace collapsed. */
export function pdfText(pdf: Uint8Array): string {
  const doc = open(pdf);
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}

/** The text of the first QR code found on the pages (last page first), or null. */
export function pdfQr(pdf: Uint8Array): string | null {
  const doc = open(pdf);
  for (let i = doc.countPages() - 1; i >= 0; i--) {
    const pix = doc.loadPage(i).toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, true);
    const found = jsQR(new Uint8ClampedArray(pix.getPixels()), pix.getWidth(), pix.getHeight());
    if (found) return found.data;
  }
  return null;
}
