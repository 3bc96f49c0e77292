// Report filters (spec 001 section 5 "Other").
import { MSG } from '../messages/index.ts';
import { todayYmd } from './common.ts';

export function auditExportError(v: { since?: string | null }): string | null {
  return v.since ? null : MSG.reports.auditStartRequired;
}

/** Overdue report: from not after until, until not after today. */
export function overdueRangeError(v: { since?: string | null; until?: string | null }, today = todayYmd()): string | null {
  if (v.since && v.until && v.since.slice(0, 10) > v.until.slice(0, 10)) return MSG.reports.overdueFromAfterUntil;
  if (v.until && v.until.slice(0, 10) > today) return MSG.reports.overdueUntilFuture;
  return null;
}
