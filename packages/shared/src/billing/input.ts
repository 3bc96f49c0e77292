// What a statement is computed from: a property's notices and fines (with the days they were
// settled or deleted, so a statement "as of" a past day sees them as they stood) and the dated
// histories of the UCD rate and bankInterest. Two ways in: rows as the API loads them from Prisma
// (Decimal amounts, Date columns) or as the web receives them (wire text); `statementInput` turns
// either into typed money and calendar days, `statementInputToWire` sends them back out.
import { z } from 'zod';
import { Decimal, money, percentText, rateText, toWire, ucdText, type MoneyUnit, type Percent, type Rate, type Ucd } from '../money/index.ts';
import { BillingError } from './errors.ts';
import { PORTAL_TIME_ZONE, toDay, type Day, type DayLike } from './days.ts';
import { compact, type History } from './history.ts';

export type StatementNotice = {
  id: number;
  service_type_id: number;
  /** First day of the month billed */
  period: Day;
  total: Ucd;
  iva: Ucd;
  exempt: Ucd;
  total_with_iva: Ucd;
  iva_percentage: Percent;
  conversion_petro: Rate;
  /** Shown in Bs at its own stored rate instead of the rate of the day */
  use_conversion_local: boolean;
  /** 1 pending, 0 processed (taken by a bill or marked paid) */
  status: number;
  /** The day it stopped being pending (bill date, agreement, manual mark); null while pending or unknown */
  settled_on: Day | null;
};

export type StatementFine = {
  id: number;
  notice_id: number | null;
  /** 1 fine (multa), 2 interest (intereses) */
  fine_type_id: number;
  amount: Ucd;
  created_on: Day;
  status: number;
  settled_on: Day | null;
  deleted_on: Day | null;
  /** Interest: the day it was frozen (billed, put into an agreement); its amount is final from then on */
  frozen_on: Day | null;
};

export type StatementInput = {
  notices: readonly StatementNotice[];
  fines: readonly StatementFine[];
  conversion_petro: History<Rate>;
  bankInterest: History<Percent>;
};

/** An amount as a row carries it: wire text, a Decimal (Prisma's too) or a safe integer. */
export type MoneyLike = string | number | Decimal | { toFixed(): string };

export type NoticeRow = {
  id: number;
  service_type_id: number;
  period: DayLike;
  total: MoneyLike;
  iva: MoneyLike;
  exempt: MoneyLike;
  total_with_iva: MoneyLike;
  iva_percentage: MoneyLike;
  conversion_petro: MoneyLike;
  use_conversion_local: number | boolean;
  status: number;
  settled_at?: DayLike | null;
};

export type FineRow = {
  id: number;
  notice_id?: number | null;
  fine_type_id: number;
  amount: MoneyLike;
  created_at: DayLike;
  status: number;
  settled_at?: DayLike | null;
  deleted_at?: DayLike | null;
  frozen_at?: DayLike | null;
};

/** A `global_values` row. */
export type GlobalValueRow = { valid_from: DayLike; amount: MoneyLike };

export type StatementRows = {
  notices: readonly NoticeRow[];
  fines: readonly FineRow[];
  /** conversion_petro rows in chronological order (valid_from, id) */
  conversion_petro: readonly GlobalValueRow[];
  /** bankInterest rows in chronological order (valid_from, id) */
  bankInterest: readonly GlobalValueRow[];
};

function amount<U extends MoneyUnit>(unit: U, value: MoneyLike, what: string) {
  try {
    if (typeof value === 'string' || typeof value === 'number' || value instanceof Decimal) return money(unit, value);
    // another decimal.js copy (Prisma's Decimal): through its plain text
    return money(unit, new Decimal(value.toFixed()));
  } catch (e) {
    throw new BillingError(`${what}: ${(e as Error).message}`);
  }
}

/** Typed money and calendar days from rows (Prisma's or the wire's); instants read in `timeZone`. */
export function statementInput(rows: StatementRows, { timeZone = PORTAL_TIME_ZONE }: { timeZone?: string } = {}): StatementInput {
  const day = (v: DayLike) => toDay(v, { timeZone });
  const optDay = (v: DayLike | null | undefined) => (v === null || v === undefined ? null : day(v));
  const notices = rows.notices.map((n) => {
    const at = `notice ${n.id}`;
    return {
      id: n.id,
      service_type_id: n.service_type_id,
      period: toDay(n.period, { dateOnly: true }),
      total: amount('Ucd', n.total, at),
      iva: amount('Ucd', n.iva, at),
      exempt: amount('Ucd', n.exempt, at),
      total_with_iva: amount('Ucd', n.total_with_iva, at),
      iva_percentage: amount('Percent', n.iva_percentage, at),
      conversion_petro: amount('Rate', n.conversion_petro, at),
      use_conversion_local: Number(n.use_conversion_local) === 1,
      status: n.status,
      settled_on: optDay(n.settled_at),
    };
  });
  const fines = rows.fines.map((f) => ({
    id: f.id,
    notice_id: f.notice_id ?? null,
    fine_type_id: f.fine_type_id,
    amount: amount('Ucd', f.amount, `fine ${f.id}`),
    created_on: day(f.created_at),
    status: f.status,
    settled_on: optDay(f.settled_at),
    deleted_on: optDay(f.deleted_at),
    frozen_on: optDay(f.frozen_at),
  }));
  const history = <U extends 'Rate' | 'Percent'>(unit: U, list: readonly GlobalValueRow[], key: string) =>
    compact(list.map((r) => ({ from: day(r.valid_from), amount: amount(unit, r.amount, key) })));
  return {
    notices,
    fines,
    conversion_petro: history('Rate', rows.conversion_petro, 'conversion_petro'),
    bankInterest: history('Percent', rows.bankInterest, 'bankInterest'),
  };
}

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida (YYYY-MM-DD)');
const flag = z.union([z.literal(0), z.literal(1)]);
const id = z.number().int();

/** The statement input on the wire (days as 'YYYY-MM-DD', amounts as text): what the API sends the web. */
export const statementRowsWire = z.object({
  notices: z.array(
    z.object({
      id,
      service_type_id: id,
      period: dayText,
      total: ucdText,
      iva: ucdText,
      exempt: ucdText,
      total_with_iva: ucdText,
      iva_percentage: percentText,
      conversion_petro: rateText,
      use_conversion_local: flag,
      status: flag,
      settled_at: dayText.nullable(),
    }),
  ),
  fines: z.array(
    z.object({
      id,
      notice_id: id.nullable(),
      fine_type_id: id,
      amount: ucdText,
      created_at: dayText,
      status: flag,
      settled_at: dayText.nullable(),
      deleted_at: dayText.nullable(),
      frozen_at: dayText.nullable(),
    }),
  ),
  conversion_petro: z.array(z.object({ valid_from: dayText, amount: rateText })),
  bankInterest: z.array(z.object({ valid_from: dayText, amount: percentText })),
});
export type StatementRowsWire = z.output<typeof statementRowsWire>;

const bit = (n: number) => (n === 1 ? 1 : 0);

/** The wire form of an input: `statementInput(statementInputToWire(x))` gives x back. */
export function statementInputToWire(input: StatementInput): StatementRowsWire {
  return {
    notices: input.notices.map((n) => ({
      id: n.id,
      service_type_id: n.service_type_id,
      period: n.period,
      total: toWire(n.total),
      iva: toWire(n.iva),
      exempt: toWire(n.exempt),
      total_with_iva: toWire(n.total_with_iva),
      iva_percentage: toWire(n.iva_percentage),
      conversion_petro: toWire(n.conversion_petro),
      use_conversion_local: n.use_conversion_local ? 1 : 0,
      status: bit(n.status),
      settled_at: n.settled_on,
    })),
    fines: input.fines.map((f) => ({
      id: f.id,
      notice_id: f.notice_id,
      fine_type_id: f.fine_type_id,
      amount: toWire(f.amount),
      created_at: f.created_on,
      status: bit(f.status),
      settled_at: f.settled_on,
      deleted_at: f.deleted_on,
      frozen_at: f.frozen_on,
    })),
    conversion_petro: input.conversion_petro.map((e) => ({ valid_from: e.from, amount: toWire(e.amount) })),
    bankInterest: input.bankInterest.map((e) => ({ valid_from: e.from, amount: toWire(e.amount) })),
  };
}
