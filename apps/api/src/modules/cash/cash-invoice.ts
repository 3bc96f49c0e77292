// The invoice PDF (DOMAIN "Bills": what a Venezuelan invoice must show) and its verification:
// 'FACTURA' (or 'PREFACTURA' while TO_PAY), number and control number, the issuer (institution name,
// RIF, address), date, the customer as printed, lines with '(E)' on exempt ones, taxable base, VAT
// rate and amount, exempt amount, total in Bs with the UCD figures and the rate, and the QR of an
// issued document (one per bill, kept across reprints). Its public page says 'Anulada' once the
// bill is annulled, 'Reversada' once rejected.
import { BILL_STATUS } from '@aseo/shared/constants';
import { formatBs, formatDate, formatPercent, formatUcd } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs, percent, ucd } from '@aseo/shared/money';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import type { PdfSheet } from '../../lib/pdf.ts';
import { issueDocument, maskDocument, registerDocumentCheck } from '../documents/index.ts';

const D = MSG.documents;
const pad = (n: number | null) => (n === null ? '—' : String(n).padStart(8, '0'));

registerDocumentCheck('invoice', async (db, billId) => {
  const bill = await db.bill.findUnique({ where: { id: billId }, select: { status: true } });
  if (!bill || bill.status === BILL_STATUS.CANCELLED) return { valid: false, status_text: 'Anulada', note: null };
  if (bill.status === BILL_STATUS.REJECTED) return { valid: false, status_text: 'Reversada', note: 'El pago fue rechazado' };
  if (bill.status === BILL_STATUS.PENDING) return { valid: true, status_text: D.valid, note: 'Pago por conciliar' };
  return { valid: true, status_text: D.valid, note: null };
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
  const found = await ctx.db.issuedDocument.findFirst({ where: { kind: 'invoice', record_id: bill.id }, select: { code: true } });
  if (found) return { code: found.code, url: url(found.code) };
  return issueDocument(ctx.db, ctx.cfg.PUBLIC_URL, {
    kind: 'invoice',
    recordId: bill.id,
    summary: {
      fields: [
        { label: bill.number === null ? 'Prefactura' : 'Factura N°', value: bill.number === null ? pad(bill.proforma_number) : pad(bill.number) },
        { label: 'N° de control', value: bill.control_number ?? '—' },
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
  const prefactura = bill.number === null;
  const u = (v: { toFixed(n: number): string }) => formatUcd(ucd(v.toFixed(4)));
  const b = (v: { toFixed(n: number): string }) => formatBs(bs(v.toFixed(2)));
  const sheet: PdfSheet = {
    title: prefactura ? 'PREFACTURA' : 'FACTURA',
    subtitle: `${bill.institution.name}${bill.institution.rif ? ` · RIF ${bill.institution.rif}` : ''}${bill.institution.address ? ` · ${bill.institution.address}` : ''}`,
    sections: [
      {
        kind: 'fields',
        rows: [
          [prefactura ? 'Prefactura N°' : 'Factura N°', prefactura ? pad(bill.proforma_number) : pad(bill.number)],
          ['N° de control', bill.control_number ?? '—'],
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
    ],
  };
  const verification = await verificationOf(ctx, bill);
  return {
    sheet: { ...sheet, verification },
    name: `${prefactura ? 'prefactura' : 'factura'}-${prefactura ? pad(bill.proforma_number) : pad(bill.number)}.pdf`,
  };
}
