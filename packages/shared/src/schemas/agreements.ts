// Payment agreements, old and new "conventions" (001 sections 4, 5 and 9).
import { z } from 'zod';
import { AGREEMENT_TYPES, BIWEEKLY_DAYS } from '../constants/index.ts';
import { parseDate } from '../format/index.ts';
import { MSG } from '../messages/index.ts';
import {
  code,
  dateRangeError,
  dateText,
  formObject,
  id,
  int32,
  isBlank,
  jsonList,
  optionalDateText,
  optionalId,
  optionalText,
  todayYmd,
  ymdOf,
} from './common.ts';

const A = MSG.agreements;
const S = MSG.server;

/**
 * Minimum expiration of an old agreement: today + (quotas+1) months + 1 day (monthly), or
 * today + 15×(quotas+1) days + 1 day (biweekly). Dates as YYYY-MM-DD.
 */
export function minOldAgreementExpiration(today: string, quotas: number, type: number): string {
  const base = parseDate(today);
  if (!base) throw new Error(`invalid date: ${today}`);
  const periods = quotas + 1;
  const end = type === AGREEMENT_TYPES.BIWEEKLY ? base.add(BIWEEKLY_DAYS * periods, 'day') : base.add(periods, 'month');
  return end.add(1, 'day').format('YYYY-MM-DD');
}

const quotasCount = () =>
  z.preprocess(
    (v) => (isBlank(v) ? 0 : v),
    z.coerce.number({ error: A.quotasPositive }).int(A.quotasPositive).gt(0, A.quotasPositive).max(600, A.quotasPositive),
  );

/** Old agreement form: quotas above 0; the expiration, when given, not before the minimum. */
export function makeOldAgreementSchema(today: () => string = () => todayYmd()) {
  return formObject({
    client_id: id(),
    property_id: id(),
    type: code([AGREEMENT_TYPES.MONTHLY, AGREEMENT_TYPES.BIWEEKLY] as const),
    quotas: quotasCount(),
    /** What the form showed (debt total / quotas): accepted, never used (the server splits the total) */
    quota: z.unknown().optional(),
    record_number: optionalText(40),
    expiration_date: z.preprocess((v) => (isBlank(v) ? undefined : v), dateText().optional()),
  }).superRefine((v, ctx) => {
    if (v.expiration_date && v.expiration_date < minOldAgreementExpiration(today(), v.quotas, v.type)) {
      ctx.addIssue({ code: 'custom', message: S.expirationTooEarly, path: ['expiration_date'] });
    }
  });
}
export const oldAgreementSchema = makeOldAgreementSchema();

export type NewAgreementInput = {
  number?: string | null;
  agreements?:
    | readonly {
        position?: number;
        date?: string | null;
        payments?: readonly (number | string)[] | null;
        fines?: readonly (number | string)[] | null;
      }[]
    | null;
};

/** First problem of a new agreement (convention), or null. Quota dates may not be before today. */
export function newAgreementError(v: NewAgreementInput, today = todayYmd()): string | null {
  if (isBlank(v.number)) return A.correlativeRequired;
  const quotas = v.agreements ?? [];
  if (!quotas.length) return A.quotasPositive;
  if (quotas.some((q) => !q.payments?.length && !q.fines?.length)) return A.quotasNeedPayments;
  if (quotas.some((q) => isBlank(q.date))) return A.quotaDateRequired;
  if (quotas.some((q) => !ymdOf(q.date))) return S.invalidDate;
  if (quotas.some((q) => ymdOf(q.date) < today)) return S.dateBeforeToday;
  return null;
}

const quotaSchema = formObject({
  position: z.preprocess((v) => (isBlank(v) ? undefined : v), int32(S.invalidData).min(0, S.invalidData).optional()),
  date: optionalText(30),
  /** Notice ids: each month goes with its fines and interest */
  payments: z.preprocess((v) => (isBlank(v) ? [] : v), jsonList(id(S.invalidData))),
  /** Loose fines (of no pending month), by id */
  fines: z.preprocess((v) => (isBlank(v) ? [] : v), jsonList(id(S.invalidData))),
});

/** New agreement call: property, correlative number and quotas (JSON text accepted). */
export function makeNewAgreementSchema(today: () => string = () => todayYmd()) {
  return formObject({ property: id(S.invalidData), number: optionalText(40), agreements: jsonList(quotaSchema) })
    .superRefine((v, ctx) => {
      const e = newAgreementError(v, today());
      if (e) ctx.addIssue({ code: 'custom', message: e });
    })
    .transform((v) => ({ ...v, agreements: v.agreements.map((q, i) => ({ ...q, position: q.position ?? i + 1, date: ymdOf(q.date) })) }));
}
export const newAgreementSchema = makeNewAgreementSchema();

/**
 * Changing a quota date sets every later quota one month after the previous one, counted from the
 * changed date (so 31 Jan gives 28 Feb, then 31 Mar).
 */
export function cascadeQuotaDates(dates: readonly string[], changedIndex: number, newDate: string): string[] {
  const anchor = parseDate(newDate);
  if (!anchor) throw new Error(`invalid date: ${newDate}`);
  return dates.map((d, i) => (i < changedIndex ? d : anchor.add(i - changedIndex, 'month').format('YYYY-MM-DD')));
}

/** Selecting a debt item in the builder selects it and every earlier one. */
export const selectThrough = (count: number, index: number): boolean[] => Array.from({ length: count }, (_, i) => i <= index);

/** Agreement status change: only deactivation (0) is sent, with its reason (kept with the author and date). */
export const agreementStatusSchema = formObject({
  agreement_id: id(S.invalidData),
  status: code([0] as const, S.invalidStatus),
  reason: z.preprocess((v) => (isBlank(v) ? '' : String(v).trim()), z.string().min(3, A.reasonRequired).max(250, A.reasonRequired)),
});

/** The lists of both kinds: page, search (taxpayer code, document, name or correlative), since, until, status. */
export const agreementFiltersSchema = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), id(S.invalidData)),
  search: optionalText(100),
  since: optionalDateText(),
  until: optionalDateText(),
  status: z.preprocess((v) => (isBlank(v) ? undefined : v), code([0, 1, 2] as const, S.invalidStatus).optional()),
  property_id: optionalId(),
  user_id: optionalId(),
}).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
