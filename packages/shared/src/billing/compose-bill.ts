// Bill composition (issue 13 item 1; DOMAIN.md "Bills"; docs/billing.md "Composing a bill"): ONE
// function the cash desk's screen and the API both run, so the web shows exactly what the server
// will charge. In DOMAIN's order: fees → discount (off the fees, before VAT) → taxable base and
// exempt → VAT at the invoice day's percentage → fines and interest (no VAT) → services → agreement
// quotas → retention → credit applied → total. Every line is figured in UCD (4 decimals) and in Bs
// (round2(UCD × rate), line by line); each Bs total is the sum of its Bs lines, never a conversion of
// the UCD total. The server recomposes every bill from the lines it locked: a client's totals are
// never trusted.
import { BILL_STATUS, FINE_TYPE, PAYMENT_METHOD, RETENTION } from '../constants/index.ts';
import { bs, bsToUcd, discountOf, gt, gte, max0, min, percentOf, retentionOf, sub, sum, ucd, ucdToBs, vatOf } from '../money/index.ts';
import type { Bs, Percent, Rate, Ucd } from '../money/index.ts';

/**
 * A line the desk can put on a bill. `exempt`: no VAT (residential property or tax-free activity).
 * `rate`: a notice whose rate staff fixed (useConversionLocal) is charged at its own rate, as the
 * statement and the desk show it (DOMAIN "Rates on lines"); every other line at the bill's rate.
 */
export type BillLineInput =
  | { kind: 'notice'; id: number; fee: Ucd; exempt: boolean; rate?: Rate }
  | { kind: 'fine'; id: number; fine_type_id: number; amount: Ucd }
  | { kind: 'service'; id: number | null; amount: Ucd }
  | { kind: 'quota'; id: number; amount: Ucd };

export type ComposeBillInput = {
  lines: readonly BillLineInput[];
  /** UCD → Bs of the bill */
  rate: Rate;
  /** VAT % in force on the invoice day */
  iva: Percent;
  /** An active discount of the property's economic activity (null: none) */
  discount: Percent | null;
  /** The client's retention: RETENTION.NO, YES (retention agent) or PROFORMA */
  retention: number;
  /** Retention % in force (75 by default; 100 allowed) */
  retentionPercent: Percent;
  /** The client's credit balance it asks to apply (never for a retention agent) */
  credit: Ucd;
  /** The vouchers (receipts) paying the bill: method and amount in Bs */
  vouchers: readonly { method: number; amount: Bs }[];
  /** Sent by the taxpayer itself ('Realizar pago'): waits for reconciliation */
  byClient: boolean;
};

type Pair = { ucd: Ucd; bs: Bs };
export type ComposedLine = BillLineInput & { rate_used: Rate; subtotal: Pair; discount: Pair; base: Pair; exempt_amount: Pair; iva: Pair; total: Pair };

export type ComposedBill = {
  lines: ComposedLine[];
  /** Fees before the discount */
  subtotal: Pair;
  discount: Pair;
  /** Taxable base (fees after the discount, not exempt) */
  base: Pair;
  exempt: Pair;
  iva: Pair;
  fines: Pair;
  interest: Pair;
  services: Pair;
  quotas: Pair;
  /** The invoice total: base + exempt + VAT + fines + interest + services + quotas */
  total: Pair;
  retention: Pair;
  credit_applied: Pair;
  /** What the vouchers must cover: total − retention − credit applied */
  due: Pair;
  paid: Bs;
  /** Paid beyond what was due (Bs), and the credit note it becomes (UCD = surplus / rate) */
  surplus: Bs;
  credit_note: Ucd;
  /** Paid short of what is due (Bs); the desk refuses a bill that is not covered */
  missing: Bs;
  status: number;
};

const zeroPair = (): Pair => ({ ucd: ucd(0), bs: bs(0) });
const pairOf = (amount: Ucd, r: Rate): Pair => ({ ucd: amount, bs: ucdToBs(amount, r) });
const sumPairs = (pairs: readonly Pair[]): Pair => ({
  ucd: sum(
    'Ucd',
    pairs.map((p) => p.ucd),
  ),
  bs: sum(
    'Bs',
    pairs.map((p) => p.bs),
  ),
});

function composeLine(line: BillLineInput, c: ComposeBillInput): ComposedLine {
  const r = (line.kind === 'notice' && line.rate) || c.rate;
  const fee = line.kind === 'notice' ? line.fee : line.amount;
  const discount = line.kind === 'notice' && c.discount ? discountOf(fee, c.discount) : ucd(0);
  const net = sub(fee, discount);
  const taxable = line.kind === 'notice' && !line.exempt;
  const base = taxable ? net : ucd(0);
  const exempt = line.kind === 'notice' && line.exempt ? net : ucd(0);
  const iva = taxable ? vatOf(base, c.iva) : ucd(0);
  const parts = { subtotal: pairOf(fee, r), discount: pairOf(discount, r), base: pairOf(base, r), exempt_amount: pairOf(exempt, r), iva: pairOf(iva, r) };
  // the line's total is the sum of its own parts, in each unit (Bs never converted from the UCD total)
  const net_ = line.kind === 'notice' ? [parts.base, parts.exempt_amount, parts.iva] : [parts.subtotal];
  return { ...line, rate_used: r, ...parts, total: sumPairs(net_) };
}

/** The initial status (DOMAIN "Bills"): retention agent or proforma → TO_PAY; client or transfer/deposit → PENDING; cash or card at the desk → ACCEPTED. */
export function initialBillStatus(c: Pick<ComposeBillInput, 'retention' | 'byClient' | 'vouchers'>): number {
  if (c.retention === RETENTION.YES || c.retention === RETENTION.PROFORMA) return BILL_STATUS.TO_PAY;
  if (c.byClient) return BILL_STATUS.PENDING;
  const atDesk = new Set<number>([PAYMENT_METHOD.CASH, PAYMENT_METHOD.CREDIT, PAYMENT_METHOD.DEBIT]);
  return c.vouchers.every((v) => atDesk.has(v.method)) ? BILL_STATUS.ACCEPTED : BILL_STATUS.PENDING;
}

export function composeBill(c: ComposeBillInput): ComposedBill {
  const lines = c.lines.map((l) => composeLine(l, c));
  const of = (pick: (l: ComposedLine) => boolean, part: (l: ComposedLine) => Pair) => sumPairs(lines.filter(pick).map(part));
  const notices = (l: ComposedLine) => l.kind === 'notice';
  const subtotal = of(notices, (l) => l.subtotal);
  const discount = of(notices, (l) => l.discount);
  const base = of(notices, (l) => l.base);
  const exempt = of(notices, (l) => l.exempt_amount);
  const iva = of(notices, (l) => l.iva);
  const fines = of(
    (l) => l.kind === 'fine' && l.fine_type_id === FINE_TYPE.FINE,
    (l) => l.total,
  );
  const interest = of(
    (l) => l.kind === 'fine' && l.fine_type_id !== FINE_TYPE.FINE,
    (l) => l.total,
  );
  const services = of(
    (l) => l.kind === 'service',
    (l) => l.total,
  );
  const quotas = of(
    (l) => l.kind === 'quota',
    (l) => l.total,
  );
  const total = sumPairs([base, exempt, iva, fines, interest, services, quotas]);

  const agent = c.retention === RETENTION.YES;
  const retention: Pair = agent ? { ucd: retentionOf(iva.ucd, c.retentionPercent), bs: percentOf(iva.bs, c.retentionPercent) } : zeroPair();
  const afterRetention: Pair = { ucd: sub(total.ucd, retention.ucd), bs: sub(total.bs, retention.bs) };
  // credit is not applied to a retention agent's bill; it never takes the bill below 0
  const creditUcd = agent ? ucd(0) : min(max0(c.credit), max0(afterRetention.ucd));
  // credit covering the whole UCD due covers the whole Bs due: nothing is left to pay (no cents from
  // rounding the lines one by one), no voucher is asked for (DOMAIN "Bills", credit)
  const coversAll = !agent && gte(creditUcd, max0(afterRetention.ucd)) && gt(creditUcd, ucd(0));
  const creditBs = coversAll ? max0(afterRetention.bs) : min(ucdToBs(creditUcd, c.rate), max0(afterRetention.bs));
  const credit_applied: Pair = { ucd: creditUcd, bs: creditBs };
  const due: Pair = { ucd: max0(sub(afterRetention.ucd, creditUcd)), bs: max0(sub(afterRetention.bs, creditBs)) };

  const paid = sum(
    'Bs',
    c.vouchers.map((v) => v.amount),
  );
  const surplus = gt(paid, due.bs) ? sub(paid, due.bs) : bs(0);
  const missing = gt(due.bs, paid) ? sub(due.bs, paid) : bs(0);
  return {
    lines,
    subtotal,
    discount,
    base,
    exempt,
    iva,
    fines,
    interest,
    services,
    quotas,
    total,
    retention,
    credit_applied,
    due,
    paid,
    surplus,
    credit_note: surplus.isZero() ? ucd(0) : bsToUcd(surplus, c.rate),
    missing,
    status: initialBillStatus(c),
  };
}

export type { Pair as MoneyPair };
