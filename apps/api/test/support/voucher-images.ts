// Voucher files that look like what taxpayers upload (a bank's confirmation screen as a photo, or
// its PDF), for the tests that show them: the reconcile dialog's preview, screenshots.
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** A 640×400 PNG: the bank's name, 'Transferencia exitosa', the reference and the amount. */
export async function voucherPng(bank: string, reference: string, amount: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" fill="#eef6ff"/><rect x="20" y="20" width="600" height="60" fill="#0b4f8a"/>
    <text x="40" y="60" font-family="sans-serif" font-size="28" fill="#fff">${bank}</text>
    <text x="40" y="150" font-family="sans-serif" font-size="26" fill="#111">Transferencia exitosa</text>
    <text x="40" y="210" font-family="sans-serif" font-size="22" fill="#333">Referencia ${reference}</text>
    <text x="40" y="260" font-family="sans-serif" font-size="22" fill="#333">Monto Bs. ${amount}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page PDF with the same lines. */
export function voucherPdf(bank: string, reference: string, amount: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 40 });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.fontSize(18).text(bank).moveDown().fontSize(14).text('Transferencia exitosa').text(`Referencia ${reference}`).text(`Monto Bs. ${amount}`);
    doc.end();
  });
}
