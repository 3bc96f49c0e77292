// The report of a /admin/reports/… route: each report's definition and screen load on their own
// (route-level split), the generic report screen shows it.
import { lazy, type ComponentType } from 'react';

const SCREENS: Record<string, ComponentType> = {
  '/admin/reports/sales-book': lazy(() => import('../definitions/sales-book.tsx')),
  '/admin/reports/income-report': lazy(() => import('../definitions/income.tsx')),
  '/admin/reports/retention-report': lazy(() => import('../definitions/retentions.tsx')),
  '/admin/reports/voided-invoices': lazy(() => import('../definitions/voided-invoices.tsx')),
  '/admin/reports/audit-report': lazy(() => import('../definitions/audit.tsx')),
  '/admin/reports/report-agreements': lazy(() => import('../definitions/agreements.tsx')),
  '/admin/reports/bank-reconciliation': lazy(() => import('../definitions/bank-reconciliation.tsx')),
  '/admin/reports/overdue-collection-report': lazy(() => import('../definitions/overdue-collection.tsx')),
};

export default function ReportRoute({ route }: { route: { path: string } }) {
  const Screen = SCREENS[route.path];
  return Screen ? <Screen /> : null;
}
