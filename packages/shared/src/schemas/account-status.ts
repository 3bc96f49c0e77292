// Account record (000 sections 2 and 5): filters, pending months, UCD and fine edits, reasons.
import { z } from 'zod';
import { MSG } from '../messages/index.ts';
import {
  dateRangeError,
  decimalText,
  formObject,
  integer,
  isBlank,
  LONG_TEXT,
  optionalDateText,
  optionalId,
  optionalText,
  requiredText,
  todayYmd,
} from './common.ts';

const S = MSG.server;

/** Filters of the account record: since, until, type, status, search (code, ID or name). */
export const accountStatusFiltersSchema = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  id: optionalId(),
  since: optionalDateText(),
  until: optionalDateText(),
  type: optionalId(),
  status: optionalId(),
  search: optionalText(100),
}).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});

/** Pending months: an integer ≥ 0 (precision 0). */
export const pendingMonthsSchema = formObject({ months: integer({ min: 0 }) });

/** UCD value of one payment, fine or interest amount: a non-negative amount of 4 decimals at most. */
export const ucdAmountSchema = formObject({ amount: decimalText({ places: 4 }) });

/** Reason for deleting fines or interest: not blank. */
export const deleteReasonSchema = formObject({ comment: requiredText(MSG.accountStatus.reasonRequired, LONG_TEXT) });

/** Notification date of the account-status mail: today or later. */
export function makeNotificationDateSchema(today: () => string = () => todayYmd()) {
  return formObject({ date: optionalDateText().refine((d) => !d || d >= today(), S.dateBeforeToday) });
}
