// The statement and the payoff quote on the wire: every amount as its unit's text, days as
// 'YYYY-MM-DD'. The zod schemas describe exactly what `statementToWire`/`payoffQuoteToWire` give,
// for the API contracts (responses are checked strictly against them).
import { z } from 'zod';
import { bsText, percentText, rateText, toWire, ucdText, type Bs, type MoneyUnit, type Money, type Ucd } from '../money/index.ts';
import type { PayoffQuote, Statement, StatementRow, StatementTotals } from './statement.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const int = z.number().int();
const totals = <T extends z.ZodType>(t: T) => z.object({ total_debt: t, total_iva: t, total_fines: t, total_fines_clean: t, total_debt_fines: t });

export const statementRowWire = z.object({
  kind: z.enum(['notice', 'fine']),
  id: int,
  date: day,
  service_type_id: int.nullable(),
  fine_type_id: int.nullable(),
  subtotal: ucdText,
  iva: ucdText,
  exempt: ucdText,
  iva_percentage: percentText.nullable(),
  fines: ucdText,
  interest: ucdText,
  total: ucdText,
  interest_days: int,
  interest_frozen: z.boolean(),
  fine_ids: z.array(int),
  fine_amounts: z.array(ucdText),
  interest_id: int.nullable(),
  rate: rateText.nullable(),
  use_conversion_local: z.boolean(),
  subtotal_bs: bsText,
  iva_bs: bsText,
  fines_bs: bsText,
  interest_bs: bsText,
  total_bs: bsText,
});

export const statementWire = z.object({
  as_of: day,
  rate: rateText.nullable(),
  bank_interest: percentText.nullable(),
  pending_months: int,
  rows: z.array(statementRowWire),
  totals: totals(ucdText),
  totals_bs: totals(bsText),
});

export const payoffQuoteWire = z.object({
  pay_date: day,
  rate: rateText.nullable(),
  totals: totals(ucdText),
  totals_bs: totals(bsText),
  total: ucdText,
  total_bs: bsText,
});

export type StatementRowWire = z.output<typeof statementRowWire>;
export type StatementWire = z.output<typeof statementWire>;
export type PayoffQuoteWire = z.output<typeof payoffQuoteWire>;

const opt = <U extends MoneyUnit>(v: Money<U> | null) => (v === null ? null : toWire(v));

function totalsToWire<A extends Ucd | Bs>(t: StatementTotals<A>) {
  return {
    total_debt: toWire(t.total_debt),
    total_iva: toWire(t.total_iva),
    total_fines: toWire(t.total_fines),
    total_fines_clean: toWire(t.total_fines_clean),
    total_debt_fines: toWire(t.total_debt_fines),
  };
}

export const statementRowToWire = (r: StatementRow): StatementRowWire => ({
  kind: r.kind,
  id: r.id,
  date: r.date,
  service_type_id: r.service_type_id,
  fine_type_id: r.fine_type_id,
  subtotal: toWire(r.subtotal),
  iva: toWire(r.iva),
  exempt: toWire(r.exempt),
  iva_percentage: opt(r.iva_percentage),
  fines: toWire(r.fines),
  interest: toWire(r.interest),
  total: toWire(r.total),
  interest_days: r.interest_days,
  interest_frozen: r.interest_frozen,
  fine_ids: [...r.fine_ids],
  fine_amounts: r.fine_amounts.map((a) => toWire(a)),
  interest_id: r.interest_id,
  rate: opt(r.rate),
  use_conversion_local: r.use_conversion_local,
  subtotal_bs: toWire(r.subtotal_bs),
  iva_bs: toWire(r.iva_bs),
  fines_bs: toWire(r.fines_bs),
  interest_bs: toWire(r.interest_bs),
  total_bs: toWire(r.total_bs),
});

export const statementToWire = (s: Statement): StatementWire => ({
  as_of: s.as_of,
  rate: opt(s.rate),
  bank_interest: opt(s.bank_interest),
  pending_months: s.pending_months,
  rows: s.rows.map(statementRowToWire),
  totals: totalsToWire(s.totals) as StatementWire['totals'],
  totals_bs: totalsToWire(s.totals_bs) as StatementWire['totals_bs'],
});

export const payoffQuoteToWire = (q: PayoffQuote): PayoffQuoteWire => ({
  pay_date: q.pay_date,
  rate: opt(q.rate),
  totals: totalsToWire(q.totals) as PayoffQuoteWire['totals'],
  totals_bs: totalsToWire(q.totals_bs) as PayoffQuoteWire['totals_bs'],
  total: toWire(q.total),
  total_bs: toWire(q.total_bs),
});
