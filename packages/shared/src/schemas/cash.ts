// Cash desk rules (001 sections 2, 4 and 5): "Procesar" on the new desk, finishing on the old
// desk, and the order in which months are ticked.
import { z } from 'zod';
import { formatMonthYear } from '../format/index.ts';
import { fillMessage, MSG } from '../messages/index.ts';
import { dec, Decimal, type Amount } from '../money/index.ts';
import { isBlank } from './common.ts';
import { vouchersError, type VoucherInput } from './payments.ts';

/** The longest idempotency key: the column that stores it is varchar(80). */
export const IDEMPOTENCY_KEY_MAX = 80;

/** Whether an idempotency key (the Idempotency-Key header or `request_key`, trimmed) can be stored: 80 characters at most, no control character. */
export const isIdempotencyKey = (key: string) => [...key].length <= IDEMPOTENCY_KEY_MAX && !/\p{Cc}/u.test(key);

/** `request_key` of a payment call: optional, trimmed, refused with keyInvalid (which names it) when it cannot be stored. */
export const requestKeyText = () =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v),
    z.string({ error: MSG.cash.keyInvalid }).refine(isIdempotencyKey, MSG.cash.keyInvalid).optional(),
  );

export type NewCashProcessInput = {
  itemCount: number;
  totalToPay: Amount;
  voucherCount: number;
  creditApplied: boolean;
  retentionAgent: boolean;
  /** Total to pay left after the vouchers. */
  remainingAfterVouchers: Amount;
};

/** First message that stops "Procesar" on the new cash desk, or null. */
export function validateNewCashProcess(v: NewCashProcessInput): string | null {
  if (v.itemCount < 1) return MSG.cash.itemRequired;
  if (!dec(v.totalToPay).isZero() && v.voucherCount === 0 && !v.creditApplied && !v.retentionAgent) return MSG.cash.voucherRequired;
  if (!v.retentionAgent && !dec(v.remainingAfterVouchers).isZero()) return MSG.cash.completeTotal;
  return null;
}

export type OldCashFinishInput = {
  total: Amount;
  retention: boolean;
  /** Receipts with their amount in the currency of the total. */
  receipts: readonly VoucherInput[];
  today?: string;
};

/**
 * First message that stops finishing on the old cash desk, or null. Checked only when the total is
 * above 0 and retention is off: at least one receipt, each receipt's data (desk rules), and the
 * receipts may not add up to less than the total (more becomes a credit note).
 */
export function validateOldCashFinish(v: OldCashFinishInput): string | null {
  if (dec(v.total).lte(0) || v.retention) return null;
  if (v.receipts.length < 1) return MSG.cash.receiptRequired;
  const e = vouchersError(v.receipts, { today: v.today, context: 'desk' });
  if (e) return e;
  if (Decimal.sum(0, ...v.receipts.map((r) => dec(r.amount_paid as Amount))).lt(dec(v.total))) return MSG.cash.paidBelowTotal;
  return null;
}

/** A month can be ticked only when every earlier month is ticked. */
export const canTickMonth = (ticked: readonly boolean[], index: number) => ticked.slice(0, index).every(Boolean);

/**
 * Toggles month `index` of the notice list: ticking is refused (list unchanged) unless every earlier
 * month is ticked; unticking a month unticks every later one.
 */
export function toggleMonth(ticked: readonly boolean[], index: number): boolean[] {
  if (ticked[index]) return ticked.map((t, i) => (i < index ? t : false));
  if (!canTickMonth(ticked, index)) return [...ticked];
  return ticked.map((t, i) => (i === index ? true : t));
}

/** A pending notice a desk may bill: its id and its period ('YYYY-MM-DD', the first day of its month). */
export type PendingMonth = { id: number; date: string };

const monthOf = (date: string) => date.slice(0, 7);

/**
 * The ledger's oldest-first rule as the screens apply it (docs/cash.md "Oldest month first"; the
 * server's `assertOldestFirst` is the rule itself): the earliest period of a pending notice not in
 * `chosen` whose month is earlier than `date`'s month, or null when nothing earlier is left unpaid.
 */
export function earlierPendingMonth(pending: readonly PendingMonth[], chosen: ReadonlySet<number>, date: string): string | null {
  let first: string | null = null;
  for (const p of pending) if (!chosen.has(p.id) && monthOf(p.date) < monthOf(date) && (first === null || p.date < first)) first = p.date;
  return first;
}

/** The same rule for a whole selection: the earliest pending month left out before the latest chosen one, or null. */
export function oldestFirstGap(pending: readonly PendingMonth[], chosen: ReadonlySet<number>): string | null {
  const latest = pending
    .filter((p) => chosen.has(p.id))
    .map((p) => p.date)
    .sort()
    .at(-1);
  return latest ? earlierPendingMonth(pending, chosen, latest) : null;
}

/**
 * The chosen notices to drop so that the selection keeps the rule, as unticking a month unticks the
 * later ones: every chosen notice of a month after the first month left out.
 */
export function monthsAfterGap(pending: readonly PendingMonth[], chosen: ReadonlySet<number>): number[] {
  const out = pending.filter((p) => !chosen.has(p.id)).map((p) => monthOf(p.date));
  if (!out.length) return [];
  const gap = out.sort()[0]!;
  return pending.filter((p) => chosen.has(p.id) && monthOf(p.date) > gap).map((p) => p.id);
}

/** 'Debe pagar primero el mes de febrero 2026: …' for the period of that month. */
export const payEarlierMonthText = (date: string) => fillMessage(MSG.cash.payEarlierMonth, { month: formatMonthYear(date) });
