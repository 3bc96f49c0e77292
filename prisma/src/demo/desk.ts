// A payment in the demo, as the portal's cash-payment.service makes it (docs/cash.md): at a desk or
// from 'Realizar pago', the items taken oldest month first, interest stored and frozen, composeBill,
// the receipt number at creation and the invoice number only for money received, the vouchers with
// their bank references, credit used and a credit note from a surplus paid at a desk. What happens to
// a bill afterwards: review.ts.
import { composeBill, type BillLineInput, type ComposedBill } from '@aseo/shared/billing';
import {
  BILL_STATUS,
  CASH_TYPE,
  FINE_TYPE,
  FINE_TYPE_LABELS,
  NOTICE_STATUS,
  PAYMENT_METHOD,
  RETENTION,
  SERVICE_TYPE,
  SERVICE_TYPE_LABELS,
} from '@aseo/shared/constants';
import { bsToUcd, rate, sum, type Bs } from '@aseo/shared/money';
import { randomBytes } from 'node:crypto';
import type { BillState, FineState, Ledger, NoticeState, PropertyInfo } from './ledger.ts';

const AT_DESK = new Set<number>([PAYMENT_METHOD.CASH, PAYMENT_METHOD.CREDIT, PAYMENT_METHOD.DEBIT]);
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const newCrypt = () => randomBytes(24).toString('hex');

/** A voucher as a desk or a taxpayer declares it. `bank`: a transfer's origin bank id; `account`: a deposit's account (and its bank). */
export type VoucherSpec = {
  method: number;
  amount: Bs;
  bank?: number | null;
  account?: { id: number; bank_id: number };
  number?: string | null;
  file?: string | null;
  date?: string;
};

export type PayOptions = {
  property: PropertyInfo;
  at: Date;
  /** The user who registers it (a cashier, or the taxpayer itself with byClient) */
  by: number;
  byClient: boolean;
  /** How many of the oldest pending months it takes */
  months: number;
  /** Add the property's pending staff fines (the desk's 'Agregar multa') */
  fines?: boolean;
  creditApply?: boolean;
  /** The vouchers, given what is due in Bs */
  vouchers: (due: Bs) => VoucherSpec[];
};

type Item = { input: BillLineInput; type: 'Deuda' | 'Multa'; cash_type: number; name: string; ref: { notice_id?: number; fine_id?: number }; service?: number };

const monthText = (period: string) => `${period.slice(5, 7)}/${period.slice(0, 4)}`;

function items(l: Ledger, o: PayOptions) {
  const pending = l.pendingNotices(o.property.id, o.at);
  const months = [...new Set(pending.map((n) => n.period))].slice(0, o.months);
  const taken: NoticeState[] = pending.filter((n) => months.includes(n.period)).sort((a, b) => a.id - b.id);
  if (!taken.length) return null;
  for (const n of taken) l.storeInterest(n, o.at, o.by, true);
  const ids = new Set(taken.map((n) => n.id));
  const fines: FineState[] = l.fines
    .filter(
      (f) =>
        f.property_id === o.property.id &&
        f.status === NOTICE_STATUS.PENDING &&
        f.bill_id === null &&
        f.created_at <= o.at &&
        ((f.notice_id !== null && ids.has(f.notice_id)) || (o.fines && f.notice_id === null && f.fine_type_id === FINE_TYPE.FINE)),
    )
    .filter((f) => !(f.fine_type_id === FINE_TYPE.INTEREST && f.amount.isZero()))
    .sort((a, b) => a.id - b.id);
  const list: Item[] = [
    ...taken.map((n) => ({
      input: { kind: 'notice' as const, id: n.id, fee: n.total, exempt: o.property.exempt, ...(n.use_local ? { rate: n.rate } : {}) },
      type: 'Deuda' as const,
      cash_type: CASH_TYPE.PAYMENTS,
      name: `${SERVICE_TYPE_LABELS[n.service_type_id as 1]} ${monthText(n.period)}`,
      ref: { notice_id: n.id },
      service: n.service_type_id,
    })),
    ...fines.map((f) => ({
      input: { kind: 'fine' as const, id: f.id, fine_type_id: f.fine_type_id, amount: f.amount },
      type: 'Multa' as const,
      cash_type: CASH_TYPE.FINES,
      // a fine added at the desk prints its reason ('Multa: …')
      name: [FINE_TYPE_LABELS[f.fine_type_id as 1], f.comment?.trim()].filter(Boolean).join(': '),
      ref: { fine_id: f.id },
    })),
  ];
  return { taken, fines, list, since: months[0]!, until: months[months.length - 1]! };
}

const pair = (p: { ucd: { toFixed(n: number): string }; bs: { toFixed(n: number): string } }, name: string) => ({
  [name]: p.ucd.toFixed(4),
  [`${name}_bs`]: p.bs.toFixed(2),
});
const byService = (b: ComposedBill, list: Item[], service: number) =>
  sum(
    'Bs',
    b.lines.filter((_, i) => list[i]!.service === service).map((l) => l.total.bs),
  ).toFixed(2);

export function writeVouchers(l: Ledger, bill: BillState, specs: VoucherSpec[], status: number, o: { by: number; byClient: boolean; at: Date }) {
  for (const v of specs) {
    const bank = v.account?.bank_id ?? v.bank ?? null;
    const id = l.id('vouchers');
    const referenced = !!(v.number && bank);
    if (referenced) {
      const key = `${bank}:${v.number}`;
      if (l.references.has(key)) throw new Error(`demo: reference ${key} used twice`);
      l.references.add(key);
    }
    bill.vouchers.push({
      referenced,
      row: {
        id,
        bill_id: bill.id,
        payment_method_id: v.method,
        bank_id: bank,
        bank_account_id: v.account?.id ?? null,
        number: v.number ?? null,
        amount_paid: v.amount.toFixed(2),
        amount_petro: bsToUcd(v.amount, rate(bill.row.conversion_petro)).toFixed(4),
        date: v.date ? dayDate(v.date) : null,
        file: v.file ?? null,
        accepted: status === BILL_STATUS.ACCEPTED || (!o.byClient && AT_DESK.has(v.method)) ? 1 : 0,
        created_by: o.by,
        created_at: o.at,
      },
    });
  }
}

/** A payment (cash-payment.service `pay` + `write`); null when the property owes nothing at that moment. */
export function pay(l: Ledger, o: PayOptions): BillState | null {
  const it = items(l, o);
  if (!it) return null;
  const owner = o.property.owner;
  const agent = owner.retention === RETENTION.YES || owner.retention === RETENTION.PROFORMA;
  const billRate = l.rateAt(o.at);
  const credit = o.creditApply && owner.retention !== RETENTION.YES ? l.creditBalance(owner.id) : sum('Ucd', []);
  const compose = (vouchers: VoucherSpec[]) =>
    composeBill({
      lines: it.list.map((i) => i.input),
      rate: billRate,
      iva: l.values.iva,
      discount: null,
      retention: owner.retention,
      retentionPercent: l.values.retention,
      credit,
      vouchers: vouchers.map((v) => ({ method: v.method, amount: v.amount })),
      byClient: o.byClient,
    });
  const specs = agent ? [] : o.vouchers(compose([]).due.bs);
  const b = compose(specs);
  if (!agent && (!b.missing.isZero() || (!b.due.bs.isZero() && !specs.length)))
    throw new Error(`demo: payment of ${o.property.code} does not cover what is due`);
  const accepted = b.status === BILL_STATUS.ACCEPTED;
  const id = l.id('bills');
  const bill: BillState = {
    id,
    property: o.property,
    vouchers: [],
    lines: b.lines.map((line, i) => ({
      id: l.id('bill_lines'),
      bill_id: id,
      type: it.list[i]!.type,
      cash_type: it.list[i]!.cash_type,
      name: it.list[i]!.name,
      ...it.list[i]!.ref,
      amount: line.subtotal.ucd.toFixed(4),
      amount_bs: line.subtotal.bs.toFixed(2),
      discount: line.discount.ucd.toFixed(4),
      discount_bs: line.discount.bs.toFixed(2),
      exempt: line.exempt_amount.ucd.toFixed(4),
      iva: line.iva.ucd.toFixed(4),
      iva_bs: line.iva.bs.toFixed(2),
      total: line.total.ucd.toFixed(4),
      total_bs: line.total.bs.toFixed(2),
      conversion_petro: line.rate_used.toFixed(8),
    })),
    row: {
      id,
      receipt_number: l.next('receipt'),
      proforma_number: b.status === BILL_STATUS.TO_PAY ? l.next('proforma') : null,
      number: null,
      status: b.status,
      bill_type: it.list[0]!.cash_type,
      user_id: owner.id,
      property_id: o.property.id,
      created_by: o.by,
      since: dayDate(it.since),
      until: dayDate(it.until),
      iva_percentage: l.values.iva.toFixed(2),
      discount_percentage: '0.00',
      retention_percentage: owner.retention === RETENTION.YES ? l.values.retention.toFixed(2) : '0.00',
      ...pair(b.subtotal, 'subtotal'),
      ...pair(b.discount, 'discount'),
      ...pair(b.base, 'tax_base'),
      ...pair(b.exempt, 'exempt'),
      ...pair(b.iva, 'iva'),
      fines_total: b.fines.ucd.toFixed(4),
      fines_bs: b.fines.bs.toFixed(2),
      interest_total: b.interest.ucd.toFixed(4),
      interest_bs: b.interest.bs.toFixed(2),
      services_total: b.services.ucd.toFixed(4),
      services_bs: b.services.bs.toFixed(2),
      quotas_total: b.quotas.ucd.toFixed(4),
      quotas_bs: b.quotas.bs.toFixed(2),
      ...pair(b.retention, 'retention'),
      ...pair(b.credit_applied, 'credit_note_applied'),
      ...pair(b.total, 'total'),
      due: b.due.ucd.toFixed(4),
      due_bs: b.due.bs.toFixed(2),
      amount_paid: b.paid.toFixed(2),
      urban_clean_amount: byService(b, it.list, SERVICE_TYPE.CLEAN),
      df_amount: byService(b, it.list, SERVICE_TYPE.RDS),
      conversion_petro: billRate.toFixed(8),
      customer_name: owner.customer_name,
      customer_document: owner.customer_document,
      customer_address: owner.customer_address,
      crypt: newCrypt(),
      created_at: o.at,
      updated_at: o.at,
    },
  };
  // every check behind us: the invoice number last, only for money received
  if (accepted) Object.assign(bill.row, { number: l.next('invoice'), issued_at: o.at });
  l.bills.push(bill);
  for (const n of it.taken) Object.assign(n, { status: NOTICE_STATUS.PROCESSED, bill_id: id, updated_at: o.at });
  for (const line of bill.lines) {
    const f = line.fine_id ? l.fines.find((x) => x.id === line.fine_id)! : null;
    if (f) Object.assign(f, { status: NOTICE_STATUS.PROCESSED, bill_id: id, frozen_at: o.at, updated_at: o.at });
  }
  writeVouchers(l, bill, specs, b.status, o);
  l.useCredit(id, owner.id, b.credit_applied.ucd, o.at);
  if (accepted && !b.credit_note.isZero()) l.addCreditNote(bill, b.credit_note, o.by, o.at);
  return bill;
}
