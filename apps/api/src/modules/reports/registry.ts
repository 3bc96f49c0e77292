// Every report the API serves (docs/reports.md): each <name>.report.ts exports one function that
// mounts its list, its Excel and PDF exports (report.ts) and its own calls. Add a report here.
import type { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { mountAuditReport } from './audit.report.ts';
import { mountSalesBookReport } from './sales-book.report.ts';
import { mountIncomeReport } from './income.report.ts';
import { mountRetentionsReport } from './retentions.report.ts';
import { mountVoidedInvoicesReport } from './voided-invoices.report.ts';
import { mountAgreementsReport } from './agreements.report.ts';
import { mountBankReconciliationReport } from './bank-reconciliation.report.ts';
import { mountOverdueCollectionReport } from './overdue-collection.report.ts';

export type MountReport = (r: Router, ctx: AppContext) => void;

export const REPORTS: readonly MountReport[] = [
  mountAuditReport,
  mountVoidedInvoicesReport,
  mountRetentionsReport,
  mountIncomeReport,
  mountSalesBookReport,
  mountBankReconciliationReport,
  mountAgreementsReport,
  mountOverdueCollectionReport,
];
