// The invoice PDF (DOMAIN "Bills": what a Venezuelan invoice must show) and its verification. Its
// title follows the money: 'FACTURA' only for an ACCEPTED bill (it has the fiscal number); before
// that a 'COMPROBANTE DE PAGO POR CONCILIAR' (a 'PREFACTURA' for a retention agent's TO_PAY bill) by
// its receipt number, never an invoice number. Then number and control number, the issuer (institution name,
// RIF, address), date, the customer as printed, lines with '(E)' on exempt ones, taxable base, VAT
// rate and amount, exempt amount, total in Bs with the UCD figures and the rate, and the QR of an
// issued document (one per bill, kept across reprints). Its public page says 'Anulada' once the
// bill is annulled, 'Reversada' once rejected.
import { BILL_STATUS } from '@aseo/shared/constants';
import { formatBs, formatDate, formatPercent, formatUcd, invoiceNumberText } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs, percent, ucd } from '@aseo/shared/money';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import type { PdfSheet } from '../../lib/pdf.ts';
import { issueDocument, maskDocument, registerDocumentCheck } from '../documents/index.ts';

const D = MSG.documents;
const pad = (n: number | null) => (n === null ? '—' : invoiceNumberText(n));

/** What the bill's PDF is, by its status: an invoice only once its money is received. */
function documentOf(bill: { number: number | null; status: number; receipt_number: number | null; proforma_number: number | null }) {
  if (bill.number !== null) return { kind: 'invoice' as const, title: 'FACTURA', label: 'Factura N°', number: pad(bill.number), file: 'factura' };
  if (bill.status === BILL_STATUS.TO_PAY)
    return {
      kind: 'receipt' as const,
      title: 'PREFACTURA',
      label: 'Prefactura N°',
      number: pad(bill.proforma_number ?? bill.receipt_number),
      file: 'prefactura',
    };
  return {
    kind: 'receipt' as const,
    title: 'COMPROBANTE DE PAGO POR CONCILIAR',
    label: 'Comprobante N°',
    number: pad(bill.receipt_number),
    file: 'comprobante',
  };
}

const billCheck = async (db: Db, billId: number) => {
  const bill = await db.bill.findUnique({ where: { id: billId }, select: { status: true } });
  if (!bill || bill.status === BILL_STATUS.CANCELLED) return { valid: false, status_text: 'Anulada', note: null };
  if (bill.status === BILL_STATUS.REJECTED) return { valid: false, status_text: 'Reversada', note: 'El pago fue rechazado' };
  if (bill.status === BILL_STATUS.PENDING) return { valid: true, status_text: D.valid, note: 'Pago por conciliar' };
  return { valid: true, status_text: D.valid, note: null };
};
registerDocumentCheck('invoice', billCheck);
registerDocumentCheck('receipt', async (db, billId) => {
  const r = await billCheck(db, billId);
  const bill = await db.bill.findUnique({ where: { id: billId }, select: { number: true } });
  // a receipt whose bill was accepted since: the money is received, the invoice is the document now
  return bill?.number !== null && r.valid ? { ...r, note: 'Pago conciliado: la factura es el documento vigente' } : r;
});

async function loadBill(db: Db, billCrypt: string, userCrypt: string) {
  const bill = await db.bill.findFirst({
    where: { crypt: billCrypt, user: { crypt: userCrypt } },
    include: { institution: true, lines: { orderBy: { id: 'asc' } }, property: { select: { code: true } } },
  });
  if (!bill) throw notFound(MSG.server.notFound);
  return bill;
}

/** The verification of a bill: its issued document, created on the first print. */
async function verificationOf(ctx: AppContext, bill: Awaited<ReturnType<typeof loadBill>>) {
  const url = (code: string) => `${ctx.cfg.PUBLIC_URL.replace(/\/$/, '')}/verificar/${code}`;
  const doc = documentOf(bill);
  const found = await ctx.db.issuedDocument.findFirst({ where: { kind: doc.kind, record_id: bill.id }, select: { code: true } });
  if (found) return { code: found.code, url: url(found.code) };
  return issueDocument(ctx.db, ctx.cfg.PUBLIC_URL, {
    kind: doc.kind,
    recordId: bill.id,
    summary: {
      fields: [
        { label: doc.label, value: doc.number },
        ...(doc.kind === 'invoice' ? [{ label: 'N° de control', value: bill.control_number ?? '—' }] : []),
        { label: 'Cliente', value: bill.customer_name ?? '' },
        { label: 'RIF', value: maskDocument(bill.customer_document ?? '') },
        { label: 'Fecha', value: formatDate(bill.created_at) },
        { label: 'Total', value: formatBs(bs(bill.total_bs.toFixed(2))) },
      ],
    },
  });
}

export async function invoiceSheet(ctx: AppContext, billCrypt: string, userCrypt: string): Promise<{ sheet: PdfSheet; name: string }> {
  const bill = await loadBill(ctx.db, billCrypt, userCrypt);
  const doc = documentOf(bill);
  const u = (v: { toFixed(n: number): string }) => formatUcd(ucd(v.toFixed(4)));
  const b = (v: { toFixed(n: number): string }) => formatBs(bs(v.toFixed(2)));
  const sheet: PdfSheet = {
    title: doc.title,
    subtitle: `${bill.institution.name}${bill.institution.rif ? ` · RIF ${bill.institution.rif}` : ''}${bill.institution.address ? ` · ${bill.institution.address}` : ''}`,
    sections: [
      {
        kind: 'fields',
        rows: [
          [doc.label, doc.number],
          // the control number only on an invoice (DOMAIN "Bills")
          ...(doc.kind === 'invoice' ? [['N° de control', bill.control_number ?? '—'] as [string, string]] : []),
          ['Fecha', formatDate(bill.created_at)],
          ['Cliente', bill.customer_name],
          ['RIF / Cédula', bill.customer_document],
          ['Domicilio fiscal', bill.customer_address],
          ['Inmueble', bill.property?.code ?? '—'],
        ],
      },
      {
        kind: 'table',
        heading: 'Detalle',
        columns: [
          { header: 'Concepto', width: 40 },
          { header: 'UCD', width: 16 },
          { header: 'IVA (UCD)', width: 14 },
          { header: 'Total Bs', width: 16 },
        ],
        rows: bill.lines.map((l) => [`${l.name}${l.exempt.gt(0) ? ' (E)' : ''}`, u(l.amount), u(l.iva), b(l.total_bs)]),
      },
      {
        kind: 'fields',
        heading: 'Totales',
        rows: [
          ['Base imponible', `${b(bill.tax_base_bs)} (${u(bill.tax_base)})`],
          [`IVA ${formatPercent(percent(bill.iva_percentage.toFixed(2)))}`, `${b(bill.iva_bs)} (${u(bill.iva)})`],
          ['Exento', `${b(bill.exempt_bs)} (${u(bill.exempt)})`],
          ['Descuento', `${b(bill.discount_bs)} (${u(bill.discount)})`],
          ['Multas e intereses', `${b(bill.fines_bs.plus(bill.interest_bs))}`],
          ['Retención', b(bill.retention_bs)],
          ['Total', `${b(bill.total_bs)} (${u(bill.total)})`],
          ['Tasa UCD', formatBs(bs(bill.conversion_petro.toFixed(2)))],
        ],
      },
      // before the money is received this is no fiscal invoice, and says so (DOMAIN "Bills")
      ...(doc.kind === 'receipt' ? [{ kind: 'fields' as const, rows: [['Nota', D.receiptNote] as [string, string]] }] : []),
    ],
  };
  const verification = await verificationOf(ctx, bill);
  return {
    sheet: { ...sheet, verification },
    name: `${doc.file}-${doc.number}.pdf`,
  };
}
