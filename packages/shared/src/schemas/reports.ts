// Report filters (001 sections 2 and 5): audit export, overdue collections, bank reconciliation.
import { MSG } from '../messages/index.ts';
import { dateRangeError, formObject, isBlank, optionalDateText, optionalId, todayYmd, ymdOf } from './common.ts';

const S = MSG.server;

/** Audit export needs a start date. */
export const auditExportError = (v: { since?: string | null }): string | null => (isBlank(v.since) ? MSG.reports.auditStartRequired : null);

export const auditExportSchema = formObject({
  since: optionalDateText(),
  until: optionalDateText(),
  client_id: optionalId(),
  module_id: optionalId(),
}).superRefine((v, ctx) => {
  const e = auditExportError(v) ?? dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: [v.since ? 'until' : 'since'] });
});

/** Overdue report: from not after until, until not after today. */
export function overdueRangeError(v: { since?: string | null; until?: string | null }, today = todayYmd()): string | null {
  return dateRangeError(v.since, v.until) ?? (ymdOf(v.until) > today ? S.untilInFuture : null);
}

export function makeOverdueFiltersSchema(today: () => string = () => todayYmd()) {
  return formObject({ since: optionalDateText(), until: optionalDateText(), client_id: optionalId() }).superRefine((v, ctx) => {
    const e = overdueRangeError(v, today());
    if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
  });
}

/** Bank reconciliation default range: the first day of the current month to today. */
export function bankReconciliationDefaultRange(today = todayYmd()): { since: string; until: string } {
  return { since: `${today.slice(0, 8)}01`, until: today };
}

/** Since/until filters of the lists and reports: real dates, from not after to. */
export const dateRangeSchema = formObject({ since: optionalDateText(), until: optionalDateText() }).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
