export * from './define.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './registry.ts';
export type { AccountRow } from './account-status.ts';
export { DOCUMENT_KINDS, type DocumentKind, type VerifiedDocument } from './documents.ts';
export { ROUTE_DAYS, ROUTE_DAY_LABELS, type RouteDay, type RouteRow } from './routes.ts';
export type { SolvencyRow } from './solvency.ts';
export type { BillSummary, DeskCard } from './cash.ts';
export type { BillDetail } from './bills.ts';
export type { BillRow, PaymentsFilters } from './payments.ts';
export type { CreditNoteRow } from './credit-notes.ts';
export type { HistoryRow } from './voucher-history.ts';
export { MAX_CONFIRM, STATEMENT_STATUS, type StatementMapping, type StatementMovement, type StatementStatus } from './statements.ts';
export { AGREEMENT_KINDS, type AgreementDetail, type AgreementKind, type AgreementQuotaWire, type AgreementRow } from './agreements.ts';
export { INCOME_GROUPS, INCOME_GROUP_LABELS, INCOME_VOUCHER_GROUPS } from './reports/income.ts';
export type { IncomeFilters, IncomeGroup, IncomeRow, IncomeSummary } from './reports/income.ts';
export { RETENTION_SECTIONS, RETENTION_SECTION_LABELS, type RetentionRow, type RetentionSection, type RetentionsFilters } from './reports/retentions.ts';
export type { VoidedInvoiceRow, VoidedInvoicesFilters } from './reports/voided-invoices.ts';
export { AGREEMENT_KIND_LABELS, type AgreementReportRow, type AgreementsReportFilters, type AgreementTotals } from './reports/agreements.ts';
export { OVERDUE_BUCKETS, type OverdueBucketKey, type OverdueCollectionFilters, type OverdueRow, type OverdueSummary } from './reports/overdue-collection.ts';
export {
  BANK_RECONCILIATION_SIDES,
  BANK_RECONCILIATION_SIDE_LABELS,
  type BankReconciliationFilters,
  type BankReconciliationRow,
  type BankReconciliationSide,
  type BankReconciliationTotal,
} from './reports/bank-reconciliation.ts';
export {
  AUDIT_FILE_STATUS_LABELS,
  type AuditChange,
  type AuditExportFilters,
  type AuditFile,
  type AuditFileStatus,
  type AuditMovement,
  type AuditReportAnswer,
  type AuditReportFilters,
  type AuditVerifyAnswer,
} from './reports/audit.ts';
export type { SalesBookRow, SalesBookFilters, SalesBookResponse, SalesBookSummary, SalesBookTieOut, SalesBookClosed } from './reports/sales-book.ts';
export { SALES_BOOK_REPORTS, SALES_BOOK_REPORT_LABELS, SALES_BOOK_TX, salesBookRange, periodOf as salesBookPeriodOf } from './reports/sales-book.ts';
export type { CollectionPeriod, StaffHome } from './staff-home.ts';
