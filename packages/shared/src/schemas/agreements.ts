// Payment agreements, old and new "conventions" (spec 001 sections 4, 5 and 9).
import dayjs from 'dayjs';
import { z } from 'zod';
import { AGREEMENT_TYPES, BIWEEKLY_DAYS } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { id, todayYmd } from './common.ts';

/**
 * Minimum expiration of an old agreement: today + (quotas+1) months + 1 day (monthly), or
 * today + 15×(quotas+1) days + 1 day (biweekly). Dates as YYYY-MM-DD.
 */
export function minOldAgreementExpiration(today: string, quotas: number, type: number): string {
  const base = dayjs(today);
  const end = type === AGREEMENT_TYPES.BIWEEKLY ? base.add(BIWEEKLY_DAYS * (quotas + 1), 'day') : base.add(quotas + 1, 'month');
  return end.add(1, 'day').format('YYYY-MM-DD');
}

export const oldAgreementSchema = z.object({
  client_id: id(),
  property_id: id(),
  type: z.coerce.number().int().refine((t) => t === 1 || t === 2, MSG.server.invalidData),
  quotas: z.preprocess((v) => (v === '' || v === undefined ? 0 : v), z.coerce.number().int().gt(0, MSG.agreements.quotasPositive)),
  expiration_date: z.string().optional(),
});

export type NewAgreementInput = {
  number?: string | null;
  agreements: { position?: number; date?: string | null; payments: (number | string)[] }[];
};

/** First problem of a new agreement (convention), or null. Quota dates may not be before today. */
export function newAgreementError(v: NewAgreementInput, today = todayYmd()): string | null {
  const A = MSG.agreements;
  if (!v.number || !String(v.number).trim()) return A.correlativeRequired;
  if (!v.agreements?.length) return A.quotasPositive;
  if (v.agreements.some((q) => !q.payments?.length)) return A.quotasNeedPayments;
  if (v.agreements.some((q) => !q.date)) return A.quotaDateRequired;
  if (v.agreements.some((q) => String(q.date).slice(0, 10) < today)) return MSG.server.invalidDate;
  return null;
}

/** Changing a quota date sets every later quota one month after the previous one. */
export function cascadeQuotaDates(dates: string[], changedIndex: number, newDate: string): string[] {
  const out = [...dates];
  out[changedIndex] = newDate;
  for (let i = changedIndex + 1; i < out.length; i++) out[i] = dayjs(out[i - 1]).add(1, 'month').format('YYYY-MM-DD');
  return out;
}
