// The account statement of one property on a day (DOMAIN.md "Notices … and the account
// statement"; docs/billing.md "The statement", "As of a date and payoff quotes"): the rows of the
// 'Pagos Pendientes' table, the property totals, the pending months and their Bs equivalents. The
// API, the web, the PDF and the mail all call this one function.
import { FINE_TYPE, NOTICE_STATUS } from '../constants/index.ts';
import { bs, sum, ucd, ucdToBs, type Bs, type Money, type Percent, type Rate, type Ucd } from '../money/index.ts';
import { type Day } from './days.ts';
import { noRateError } from './errors.ts';
import { valueOn } from './history.ts';
import { accruedInterest, daysOverdue } from './interest.ts';
import type { StatementFine, StatementInput, StatementNotice } from './input.ts';

export type StatementRow = {
  /** A notice with its fines and interest, or a fine (or interest) left on its own */
  kind: 'notice' | 'fine';
  /** The notice id, or the fine id of a 'fine' row */
  id: number;
  /** The notice's period, or the fine's creation day */
  date: Day;
  service_type_id: number | null;
  fine_type_id: number | null;
  subtotal: Ucd;
  iva: Ucd;
  exempt: Ucd;
  iva_percentage: Percent | null;
  /** Fines (type 1) of the notice */
  fines: Ucd;
  /** Interest (type 2) */
  interest: Ucd;
  total: Ucd;
  /** Days overdue on the as-of day; interest_frozen: its stored amount, not recomputed */
  interest_days: number;
  interest_frozen: boolean;
  /** The fine rows in this row (and each one's amount: a bill takes every fine as a line of its own), and the interest row whose amount it shows or caches (null: none yet) */
  fine_ids: number[];
  fine_amounts: Ucd[];
  interest_id: number | null;
  /** The rate of the notice part: its own when use_conversion_local, else the statement's */
  rate: Rate | null;
  use_conversion_local: boolean;
  subtotal_bs: Bs;
  iva_bs: Bs;
  fines_bs: Bs;
  interest_bs: Bs;
  total_bs: Bs;
};

export type StatementTotals<A> = {
  /** Fees (subtotals) */
  total_debt: A;
  total_iva: A;
  /** Fines (type 1) */
  total_fines: A;
  /** Interest (type 2) */
  total_fines_clean: A;
  /** All of it */
  total_debt_fines: A;
};

export type Statement = {
  as_of: Day;
  /** The UCD rate in force on the as-of day (null when none was ever set then) */
  rate: Rate | null;
  bank_interest: Percent | null;
  pending_months: number;
  rows: StatementRow[];
  totals: StatementTotals<Ucd>;
  totals_bs: StatementTotals<Bs>;
};

/** Was a notice or fine still pending at the end of `day`? Pending now, or settled after that day. */
const pendingOn = (row: { status: number; settled_on: Day | null }, day: Day) =>
  row.status === NOTICE_STATUS.PENDING || (row.settled_on !== null && row.settled_on > day);
const existedOn = (f: StatementFine, day: Day) => f.created_on <= day && !(f.deleted_on !== null && f.deleted_on <= day);

type Interest = { amount: Ucd; days: number; frozen: boolean; id: number | null };

/**
 * The interest a pending notice shows on `asOf`: the stored amount of its interest row once frozen
 * on or before that day; 0 when every interest row it had was deleted (waived) by then; else
 * computed from the bankInterest history (an unfrozen row only caches the last calculation).
 */
function interestOf(n: StatementNotice, rows: readonly StatementFine[], input: StatementInput, asOf: Day): Interest {
  const days = daysOverdue(n.period, asOf);
  const known = rows.filter((f) => f.created_on <= asOf);
  const alive = known.filter((f) => existedOn(f, asOf)).sort((a, b) => a.id - b.id);
  const frozen = alive.filter((f) => f.frozen_on !== null && f.frozen_on <= asOf).sort((a, b) => (a.frozen_on! < b.frozen_on! ? -1 : 1));
  if (frozen.length) {
    const f = frozen[frozen.length - 1];
    return { amount: f.amount, days, frozen: true, id: f.id };
  }
  if (!alive.length && known.length) return { amount: ucd(0), days, frozen: false, id: null };
  const computed = accruedInterest(n.total_with_iva, n.period, asOf, input.bankInterest);
  return { amount: computed.amount, days, frozen: false, id: alive.length ? alive[alive.length - 1].id : null };
}

/** UCD → Bs at `r` (the statement's rate by default); 0 needs no rate, anything else does. */
function priced(rate: Rate | null, asOf: Day) {
  return (amount: Ucd, r: Rate | null = rate): Bs => {
    if (amount.isZero()) return bs(0);
    if (!r) throw noRateError(asOf);
    return ucdToBs(amount, r);
  };
}

type ToBs = ReturnType<typeof priced>;

/** A pending notice's row: its fee and VAT, its fines (type 1) and its interest. */
function noticeRow(n: StatementNotice, own: readonly StatementFine[], input: StatementInput, asOf: Day, rate: Rate | null, toBs: ToBs): StatementRow {
  const fines = own.filter((f) => f.fine_type_id === FINE_TYPE.FINE && existedOn(f, asOf) && pendingOn(f, asOf));
  const interest = interestOf(
    n,
    own.filter((f) => f.fine_type_id === FINE_TYPE.INTEREST),
    input,
    asOf,
  );
  const noticeRate = n.use_conversion_local ? n.conversion_petro : rate;
  const fineTotal = sum(
    'Ucd',
    fines.map((f) => f.amount),
  );
  const cols = { subtotal: n.total, iva: n.iva, fines: fineTotal, interest: interest.amount };
  // each fine is a line of the bill that takes it (priced one by one): its Bs is the sum of theirs
  const inBs = {
    subtotal_bs: toBs(n.total, noticeRate),
    iva_bs: toBs(n.iva, noticeRate),
    fines_bs: sum(
      'Bs',
      fines.map((f) => toBs(f.amount)),
    ),
    interest_bs: toBs(interest.amount),
  };
  return {
    kind: 'notice',
    id: n.id,
    date: n.period,
    service_type_id: n.service_type_id,
    fine_type_id: null,
    ...cols,
    exempt: n.exempt,
    iva_percentage: n.iva_percentage,
    total: sum('Ucd', Object.values(cols)),
    interest_days: interest.days,
    interest_frozen: interest.frozen,
    fine_ids: fines.map((f) => f.id),
    fine_amounts: fines.map((f) => f.amount),
    interest_id: interest.id,
    rate: noticeRate,
    use_conversion_local: n.use_conversion_local,
    ...inBs,
    total_bs: sum('Bs', Object.values(inBs)),
  };
}

/** A fine or an interest item on its own (no notice, or its notice is not pending): its stored amount. */
function looseRow(f: StatementFine, rate: Rate | null, toBs: ToBs): StatementRow {
  const isFine = f.fine_type_id === FINE_TYPE.FINE;
  const zero = ucd(0);
  const zeroBs = bs(0);
  const amountBs = toBs(f.amount);
  return {
    kind: 'fine',
    id: f.id,
    date: f.created_on,
    service_type_id: null,
    fine_type_id: f.fine_type_id,
    subtotal: zero,
    iva: zero,
    exempt: zero,
    iva_percentage: null,
    fines: isFine ? f.amount : zero,
    interest: isFine ? zero : f.amount,
    total: f.amount,
    interest_days: 0,
    interest_frozen: !isFine,
    fine_ids: isFine ? [f.id] : [],
    fine_amounts: isFine ? [f.amount] : [],
    interest_id: isFine ? null : f.id,
    rate,
    use_conversion_local: false,
    subtotal_bs: zeroBs,
    iva_bs: zeroBs,
    fines_bs: isFine ? amountBs : zeroBs,
    interest_bs: isFine ? zeroBs : amountBs,
    total_bs: amountBs,
  };
}

/** The statement of one property at the end of `asOf` (see docs/billing.md "The statement"). */
export function statementOf(input: StatementInput, asOf: Day): Statement {
  const rate = valueOn(input.conversion_petro, asOf);
  const toBs = priced(rate, asOf);
  const pendingNotices = input.notices.filter((n) => n.period <= asOf && pendingOn(n, asOf));
  const pendingIds = new Set(pendingNotices.map((n) => n.id));
  const finesOf = new Map<number, StatementFine[]>();
  for (const f of input.fines) if (f.notice_id !== null) finesOf.set(f.notice_id, [...(finesOf.get(f.notice_id) ?? []), f]);

  const rows = [
    ...pendingNotices.map((n) => noticeRow(n, finesOf.get(n.id) ?? [], input, asOf, rate, toBs)),
    ...input.fines
      .filter((f) => !(f.notice_id !== null && pendingIds.has(f.notice_id)) && existedOn(f, asOf) && pendingOn(f, asOf))
      .map((f) => looseRow(f, rate, toBs)),
  ];
  rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      Number(a.kind === 'fine') - Number(b.kind === 'fine') ||
      (a.service_type_id ?? 0) - (b.service_type_id ?? 0) ||
      a.id - b.id,
  );
  return {
    as_of: asOf,
    rate,
    bank_interest: valueOn(input.bankInterest, asOf),
    pending_months: new Set(pendingNotices.map((n) => n.period.slice(0, 7))).size,
    rows,
    totals: totalsOf('Ucd', rows, (r) => [r.subtotal, r.iva, r.fines, r.interest, r.total]),
    totals_bs: totalsOf('Bs', rows, (r) => [r.subtotal_bs, r.iva_bs, r.fines_bs, r.interest_bs, r.total_bs]),
  };
}

function totalsOf<U extends 'Ucd' | 'Bs'>(unit: U, rows: StatementRow[], cols: (r: StatementRow) => Money<U>[]): StatementTotals<Money<U>> {
  const pick = (i: number) =>
    sum(
      unit,
      rows.map((r) => cols(r)[i]),
    );
  return { total_debt: pick(0), total_iva: pick(1), total_fines: pick(2), total_fines_clean: pick(3), total_debt_fines: pick(4) };
}

export type PayoffQuote = {
  pay_date: Day;
  /** The UCD rate in force on the pay day: the latest known one for a future day */
  rate: Rate | null;
  /** Fees, VAT, fines and interest (running to the pay day), UCD and Bs */
  totals: StatementTotals<Ucd>;
  totals_bs: StatementTotals<Bs>;
  total: Ucd;
  total_bs: Bs;
};

/**
 * What the property's debt comes to if paid on `payDate`: the statement of that day, interest
 * running to it. Before the desk: no discount, retention or credit (those depend on the bill).
 */
export function payoffQuote(input: StatementInput, payDate: Day): PayoffQuote {
  const s = statementOf(input, payDate);
  return {
    pay_date: payDate,
    rate: s.rate,
    totals: s.totals,
    totals_bs: s.totals_bs,
    total: s.totals.total_debt_fines,
    total_bs: s.totals_bs.total_debt_fines,
  };
}
