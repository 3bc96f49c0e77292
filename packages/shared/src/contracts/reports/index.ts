// The reports' calls (001 sections 2 and 7; DOMAIN "Reports"; docs/reports.md): each report's
// contract file gives its filters, rows and list answer; reportCalls gives it the list and the two
// exports. Every report named below is mounted by the API and has its screen on the web.
import type { AnyCall } from '../define.ts';
import { salesBookCalls } from './sales-book.ts';

export { REPORT_TAGS, reportCalls, type ReportSpec } from './define-report.ts';
import { auditReportCalls } from './audit.ts';
import { incomeCalls } from './income.ts';
import { retentionsCalls } from './retentions.ts';
import { voidedInvoicesCalls } from './voided-invoices.ts';
import { agreementsReportCalls } from './agreements.ts';
import { bankReconciliationCalls } from './bank-reconciliation.ts';
import { overdueCollectionCalls } from './overdue-collection.ts';

type Prefixed<P extends string, C extends Record<string, AnyCall>> = {
  [K in keyof C & string as K extends 'list' ? P : `${P}${Capitalize<K>}`]: C[K];
};

/** A report's calls in the flat area map: `salesBook`, `salesBookExcel`, `salesBookPdf`, `salesBookClose`… */
export function prefixed<const P extends string, C extends Record<string, AnyCall>>(prefix: P, calls: C): Prefixed<P, C> {
  return Object.fromEntries(Object.entries(calls).map(([k, c]) => [k === 'list' ? prefix : `${prefix}${k[0]!.toUpperCase()}${k.slice(1)}`, c])) as Prefixed<
    P,
    C
  >;
}

// each report adds its line here (and its contract file beside this one)
export const reportsCalls = {
  ...prefixed('auditReport', auditReportCalls),
  ...prefixed('voidedInvoices', voidedInvoicesCalls),
  ...prefixed('retentions', retentionsCalls),
  ...prefixed('income', incomeCalls),
  ...prefixed('salesBook', salesBookCalls),
  ...prefixed('agreementsReport', agreementsReportCalls),
  ...prefixed('bankReconciliation', bankReconciliationCalls),
  ...prefixed('overdueCollection', overdueCollectionCalls),
};
