// What the desk's screen shows is what 'Procesar' will charge: the items chosen become the same
// bill lines the server builds (a notice with its fines and today's interest; a loose fine; a
// service; an agreement quota) and go through the same shared composeBill with the card's rates.
import { composeBill, type BillLineInput, type ComposedBill } from '@aseo/shared/billing';
import { FINE_TYPE, FINE_TYPE_LABELS, PAYMENT_METHOD, SERVICE_TYPE_LABELS } from '@aseo/shared/constants';
import { bs, percent, rate, ucd, type Bs } from '@aseo/shared/money';
import type { DeskCardData, DeskQuota, DeskRow } from '../api/cash.ts';

export type ItemType = 'Deuda' | 'Multa' | 'Servicio' | 'Cuota';
/** One row of the invoice detail: what is sent (type, id or a new service) and the lines it brings. */
export type DeskItem = {
  key: string;
  type: ItemType;
  id?: number;
  service_type_id?: number;
  amount?: string;
  /** A new fine's reason ('Agregar multa') */
  comment?: string;
  name: string;
  lines: BillLineInput[];
  /** From an agreement: cannot be deleted (001 section 6) */
  locked?: boolean;
};
/** A receipt as the desk keeps it before sending: the wire fields plus its file. */
export type DeskVoucher = {
  key: string;
  payment_method_id: number;
  amount_paid: string;
  number?: string;
  date?: string;
  bank_id?: number;
  bank_account_id?: number;
  file?: File | null;
};

const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
export const monthLabel = (ymd: string) => `${MONTHS[Number(ymd.slice(5, 7)) - 1]} ${ymd.slice(0, 4)}`;
/** A notice's name as the bill prints it: its service type (Aseo, Disposición) and month. */
export const noticeLabel = (row: Pick<DeskRow, 'service_type_id' | 'date'>) =>
  `${SERVICE_TYPE_LABELS[(row.service_type_id ?? 1) as 1] ?? 'Aseo'} ${monthLabel(row.date)}`;

/** A statement row as a desk item: a notice brings its fines and interest, a loose fine itself. */
export function rowItem(row: DeskRow, exempt: boolean): DeskItem {
  if (row.kind === 'fine') {
    const amount = ucd(row.total);
    return {
      key: `Multa-${row.id}`,
      type: 'Multa',
      id: row.id,
      name: `${FINE_TYPE_LABELS[(row.fine_type_id ?? FINE_TYPE.FINE) as 1] ?? 'Multa'} ${monthLabel(row.date)}`,
      lines: [{ kind: 'fine', id: row.id, fine_type_id: row.fine_type_id ?? FINE_TYPE.FINE, amount }],
    };
  }
  // a notice whose rate staff fixed is charged at that rate, as the server will (DOMAIN "Rates on lines")
  const fixed = row.use_conversion_local && row.rate ? { rate: rate(row.rate) } : {};
  const lines: BillLineInput[] = [{ kind: 'notice', id: row.id, fee: ucd(row.subtotal), exempt, ...fixed }];
  // each fine is a line of its own, priced on its own, as the server takes it (and the statement shows it)
  row.fine_ids.forEach((id, i) => lines.push({ kind: 'fine', id, fine_type_id: FINE_TYPE.FINE, amount: ucd(row.fine_amounts[i] ?? '0') }));
  if (!ucd(row.interest).isZero()) lines.push({ kind: 'fine', id: row.interest_id ?? 0, fine_type_id: FINE_TYPE.INTEREST, amount: ucd(row.interest) });
  return { key: `Deuda-${row.id}`, type: 'Deuda', id: row.id, name: noticeLabel(row), lines };
}

/** An agreement's quota, named as the invoice line will be ('Cuota k/N del convenio {number}'); never deleted from the bill. */
export const quotaItem = (q: DeskQuota, number: string, of?: number): DeskItem => ({
  key: `Cuota-${q.id}`,
  type: 'Cuota',
  id: q.id,
  name: `Cuota ${q.position}${of ? `/${of}` : ''} del convenio ${number}`,
  lines: [{ kind: 'quota', id: q.id, amount: ucd(q.total) }],
  locked: true,
});

/** 'Agregar multa': a new fine of the property (UCD), created by the payment with its reason. */
export const fineItem = (amount: string, comment: string): DeskItem => ({
  key: `Multa-new-${Date.now()}`,
  type: 'Multa',
  amount,
  ...(comment ? { comment } : {}),
  name: comment ? `Multa: ${comment}` : 'Multa',
  lines: [{ kind: 'fine', id: 0, fine_type_id: FINE_TYPE.FINE, amount: ucd(amount) }],
});

export const serviceItem = (serviceTypeId: number, name: string, amount: string): DeskItem => ({
  key: `Servicio-new-${serviceTypeId}-${Date.now()}`,
  type: 'Servicio',
  service_type_id: serviceTypeId,
  amount,
  name,
  lines: [{ kind: 'service', id: null, amount: ucd(amount) }],
});

/** The bill the server will compose for these items and receipts. */
export function composeDesk(
  card: DeskCardData,
  items: readonly DeskItem[],
  vouchers: readonly DeskVoucher[],
  creditApply: boolean,
  byClient: boolean,
): ComposedBill {
  return composeBill({
    lines: items.flatMap((i) => i.lines),
    rate: rate(card.conversion_petro),
    iva: percent(card.iva),
    discount: card.discount ? percent(card.discount.percentage) : null,
    retention: card.property.retention,
    retentionPercent: percent(card.retention_percent),
    credit: creditApply ? ucd(card.credit) : ucd(0),
    vouchers: vouchers.map((v) => ({ method: v.payment_method_id, amount: safeBs(v.amount_paid) })),
    byClient,
  });
}

const safeBs = (text: string): Bs => {
  try {
    return bs(text || '0');
  } catch {
    return bs(0);
  }
};

/** The items and receipts as the payment call takes them: the files, and each receipt naming its own by `file_index` (ADR 019). */
export function paymentBody(items: readonly DeskItem[], vouchers: readonly DeskVoucher[]) {
  const invoices = items.map((i) =>
    i.id !== undefined ? { type: i.type, id: i.id } : { type: i.type, service_type_id: i.service_type_id, amount: i.amount, comment: i.comment },
  );
  const files: File[] = [];
  const receipts = vouchers.map(({ key: _k, file, ...v }) => (file ? { ...v, hasFile: true, file_index: files.push(file) - 1 } : { ...v, hasFile: false }));
  return { invoices, receipts, files };
}

export const atDesk = (method: number) => method === PAYMENT_METHOD.CASH || method === PAYMENT_METHOD.DEBIT || method === PAYMENT_METHOD.CREDIT;
