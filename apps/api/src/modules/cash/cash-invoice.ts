// The invoice PDF (DOMAIN "Bills": what a Venezuelan invoice must show) and its verification. Its
// title follows the money: 'FACTURA' only for an ACCEPTED bill (it has the fiscal number); before
// that a 'COMPROBANTE DE PAGO POR CONCILIAR' (a 'PREFACTURA' for a retention agent's TO_PAY bill) by
// its receipt number, never an invoice number. Under the municipality's letterhead (the issuer's
// name, RIF and address from configuration, lib/pdf-letterhead.ts): number and control number,
// date, the customer as printed (full name, or business name), lines with '(E)' on exempt ones,
// taxable base, VAT rate and amount, exempt amount, total in Bs with the UCD figures and the rate,
// every voucher that paid it (method, bank, reference, date, amount), and the QR of an issued
// document (one per bill, kept across reprints). Its public page says 'Anulada' once the bill is
// annulled, 'Reversada' once rejected.
import { dayOfInstant } from '@aseo/shared/billing';
import { BILL_STATUS, PAYMENT_METHOD_LABELS, labelOf } from '@aseo/shared/constants';
import {
  dbDateToYmd,
  formatBs,
  formatDate,
  formatPercent,
  formatPeriodRange,
  formatUcd,
  invoiceNumberText,
  proformaNumberText,
  receiptNumberText,
  taxpayerName,
} from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs, percent, sum, ucd } from '@aseo/shared/money';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import type { PdfSheet } from '../../lib/pdf.ts';
import { issueDocument, maskDocument, registerDocumentCheck } from '../documents/index.ts';

const D = MSG.documents;
const none = (n: number | null, text: (n: number) => string) => (n === null ? '—' : text(n));

/** What the bill's PDF is, by its status: an invoice only once its money is received; numbers as every list shows them. */
function documentOf(bill: { number: number | null; status: number; receipt_number: number | null; proforma_number: number | null }) {
  if (bill.number !== null) return { kind: 'invoice' as const, title: 'FACTURA', label: 'Factura N°', number: invoiceNumberText(bill.number), file: 'factura' };
  if (bill.status === BILL_STATUS.TO_PAY)
    return {
      kind: 'receipt' as const,
      title: 'PREFACTURA',
      label: 'Prefactura N°',
      number: bill.proforma_number !== null ? proformaNumberText(bill.proforma_number) : none(bill.receipt_number, receiptNumberText),
      file: 'prefactura',
    };
  return {
    kind: 'receipt' as const,
    title: 'COMPROBANTE DE PAGO POR CONCILIAR',
    label: 'Comprobante N°',
    number: none(bill.receipt_number, receiptNumberText),
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
    include: {
      lines: { orderBy: { id: 'asc' } },
      property: { select: { code: true } },
      user: { select: { name: true, lastname: true, business_name: true, document_type_id: true } },
      vouchers: {
        where: { deleted_at: null },
        orderBy: { id: 'asc' },
        select: {
          payment_method_id: true,
          number: true,
          amount_paid: true,
          date: true,
          bank: { select: { name: true } },
          bank_account: { select: { bank: { select: { name: true } } } },
        },
      },
    },
  });
  if (!bill) throw notFound(MSG.server.notFound);
  return bill;
}

type LoadedBill = Awaited<ReturnType<typeof loadBill>>;

/** The customer as the bill printed it (its snapshot); a bill without one names the taxpayer. */
const customerOf = (bill: LoadedBill) => bill.customer_name?.trim() || taxpayerName(bill.user);
/** The bill's date: its 'fecha' (created_at, editable by staff) as a day in Caracas. */
const dateOf = (bill: LoadedBill) => formatDate(dayOfInstant(bill.created_at));

/** The verification of a bill: its issued document, created on the first print. */
async function verificationOf(ctx: AppContext, bill: LoadedBill) {
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
        { label: 'Cliente', value: customerOf(bill) },
        { label: 'RIF', value: maskDocument(bill.customer_document ?? '') },
        { label: 'Fecha', value: dateOf(bill) },
        { label: 'Total', value: formatBs(bs(bill.total_bs.toFixed(2))) },
      ],
    },
  });
}

type Dec = { toFixed(n: number): string; gt(n: number): boolean };

/**
 * The bill's PDF: the letterhead with its title, number (and control number) and date; the
 * customer; the lines; the totals in UCD and Bs (each Bs figure the sum of its lines); how it was
 * paid, voucher by voucher (method, bank, reference, date, amount); a receipt's note; the QR.
 */
export async function invoiceSheet(ctx: AppContext, billCrypt: string, userCrypt: string): Promise<{ sheet: PdfSheet; name: string }> {
  const bill = await loadBill(ctx.db, billCrypt, userCrypt);
  const doc = documentOf(bill);
  const u = (v: { toFixed(n: number): string }) => formatUcd(ucd(v.toFixed(4)));
  const b = (v: { toFixed(n: number): string }) => formatBs(bs(v.toFixed(2)));
  const discounted = bill.lines.some((l) => l.discount_bs.gt(0));
  const since = bill.since ? formatPeriodRange(dbDateToYmd(bill.since), dbDateToYmd(bill.until), null) : '';
  // a total row only when it has something in it: the invoice lists what the bill holds
  const optional = (label: string, ucdPart: Dec, bsPart: Dec) => (ucdPart.gt(0) || bsPart.gt(0) ? [{ label, values: [u(ucdPart), b(bsPart)] }] : []);
  const paidByVouchers = sum(
    'Bs',
    bill.vouchers.map((v) => bs(v.amount_paid.toFixed(2))),
  );
  const sheet: PdfSheet = {
    title: doc.title,
    meta: [
      [doc.label, doc.number],
      // the control number only on an invoice (DOMAIN "Bills")
      ...(doc.kind === 'invoice' ? [['N° de control', bill.control_number ?? '—'] as [string, string]] : []),
      ['Fecha', dateOf(bill)],
    ],
    sections: [
      {
        kind: 'fields',
        heading: 'Datos del cliente',
        rows: [
          ['Nombre o razón social', customerOf(bill)],
          ['RIF / Cédula', bill.customer_document],
          ['Domicilio fiscal', bill.customer_address],
          ['Inmueble', bill.property?.code ?? '—'],
          ...(since ? [['Período', since] as [string, string]] : []),
          ['Tasa UCD', formatBs(bs(bill.conversion_petro.toFixed(2)))],
        ],
      },
      {
        kind: 'table',
        heading: 'Detalle',
        columns: [
          { header: 'Concepto', width: discounted ? 30 : 36 },
          { header: 'UCD', width: 13, align: 'right' },
          { header: 'Monto Bs', width: 14, align: 'right' },
          ...(discounted ? [{ header: 'Descuento Bs', width: 13, align: 'right' as const }] : []),
          { header: 'IVA Bs', width: 12, align: 'right' },
          { header: 'Total Bs', width: 15, align: 'right' },
        ],
        rows: bill.lines.map((l) => [
          `${l.name}${l.exempt.gt(0) ? ' (E)' : ''}`,
          u(l.amount),
          b(l.amount_bs),
          ...(discounted ? [b(l.discount_bs)] : []),
          b(l.iva_bs),
          b(l.total_bs),
        ]),
        empty: MSG.common.noRecords,
      },
      {
        kind: 'totals',
        columns: ['', 'UCD', 'Bs'],
        rows: [
          { label: 'Subtotal', values: [u(bill.subtotal), b(bill.subtotal_bs)] },
          ...optional(
            `Descuento${bill.discount_percentage.gt(0) ? ` ${formatPercent(percent(bill.discount_percentage.toFixed(2)))}` : ''}`,
            bill.discount,
            bill.discount_bs,
          ),
          { label: 'Base imponible', values: [u(bill.tax_base), b(bill.tax_base_bs)] },
          { label: 'Exento', values: [u(bill.exempt), b(bill.exempt_bs)] },
          { label: `IVA ${formatPercent(percent(bill.iva_percentage.toFixed(2)))}`, values: [u(bill.iva), b(bill.iva_bs)] },
          ...optional('Multas', bill.fines_total, bill.fines_bs),
          ...optional('Intereses', bill.interest_total, bill.interest_bs),
          ...optional('Servicios', bill.services_total, bill.services_bs),
          ...optional('Cuotas de convenio', bill.quotas_total, bill.quotas_bs),
          { label: 'Total', values: [u(bill.total), b(bill.total_bs)], strong: true },
          ...optional(`Retención de IVA ${formatPercent(percent(bill.retention_percentage.toFixed(2)))}`, bill.retention, bill.retention_bs),
          ...optional('Nota de crédito aplicada', bill.credit_note_applied, bill.credit_note_applied_bs),
          ...(bill.due_bs.equals(bill.total_bs) ? [] : [{ label: 'Total a pagar', values: [u(bill.due), b(bill.due_bs)], strong: true }]),
        ],
      },
      {
        kind: 'table',
        heading: 'Forma de pago',
        columns: [
          { header: 'Método', width: 18 },
          { header: 'Banco', width: 30 },
          { header: 'Referencia', width: 15 },
          { header: 'Fecha', width: 14 },
          { header: 'Monto Bs', width: 18, align: 'right' },
        ],
        rows: bill.vouchers.map((v) => [
          labelOf(PAYMENT_METHOD_LABELS, v.payment_method_id),
          v.bank?.name ?? v.bank_account?.bank.name ?? '—',
          v.number ?? '—',
          // cash and cards carry no date of their own: they were received at the desk on the bill's day
          v.date ? formatDate(dbDateToYmd(v.date)) : dateOf(bill),
          b(v.amount_paid),
        ]),
        empty: bill.credit_note_applied_bs.gt(0) ? 'Cubierta con nota de crédito' : 'Sin pagos registrados',
        ...(bill.vouchers.length > 1 ? { foot: ['Total pagado', '', '', '', formatBs(paidByVouchers)] } : {}),
      },
      // before the money is received this is no fiscal invoice, and says so (DOMAIN "Bills")
      ...(doc.kind === 'receipt' ? [{ kind: 'note' as const, text: D.receiptNote }] : []),
    ],
  };
  const verification = await verificationOf(ctx, bill);
  return {
    sheet: { ...sheet, verification },
    name: `${doc.file}-${doc.number}.pdf`,
  };
}
