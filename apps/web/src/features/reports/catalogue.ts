// The reports of 'Reportes' (000 section 2 route table and admin menu, 001 section 2 "Reports";
// DOMAIN "Reports"): each with its route, its title (the route table's), the question it answers
// and who may open it. An entry with `soon` is listed as 'Próximamente', without a link.
import { PERMISSIONS as P, routePermission } from '@aseo/shared/constants';
import { can, type PolicyUser } from '@aseo/shared/policy';

export type ReportEntry = {
  key: string;
  path: string;
  title: string;
  /** What the report answers, one line. */
  answers: string;
  /** Not built yet: shown without a link. */
  soon?: boolean;
};

export const REPORTS: readonly ReportEntry[] = [
  {
    key: 'sales-book',
    path: '/admin/reports/sales-book',
    title: 'Libro de Ventas',
    answers: 'Cada factura emitida en el período, en orden de número, con sus montos fiscales, retenciones, totales y la revisión de números faltantes.',
  },
  {
    key: 'income-report',
    path: '/admin/reports/income-report',
    title: 'Reporte de Ingresos',
    answers: 'El dinero aceptado por día, medio de pago, cuenta bancaria, servicio o concepto.',
  },
  {
    key: 'retention-report',
    path: '/admin/reports/retention-report',
    title: 'Reporte de Retenciones',
    answers: 'Los comprobantes de retención recibidos y las facturas de agentes de retención que aún no tienen el suyo.',
  },
  {
    key: 'voided-invoices',
    path: '/admin/reports/voided-invoices',
    title: 'Facturas Anuladas',
    answers: 'Los pagos reversados y anulados: quién, cuándo y por qué.',
  },
  {
    key: 'audit-report',
    path: '/admin/reports/audit-report',
    title: 'Auditoría',
    answers: 'Los movimientos del personal con el detalle de cada cambio (campo, antes y después) y la integridad de la bitácora.',
  },
  {
    key: 'overdue-collection-report',
    path: '/admin/reports/overdue-collection-report',
    title: 'Reporte de Cobranza Vencida',
    answers: 'La deuda de cada inmueble o contribuyente a una fecha, por antigüedad: por vencer, 1 a 30, 31 a 60, 61 a 90, 91 a 180 y más de 180 días.',
  },
  {
    key: 'report-agreements',
    path: '/admin/reports/report-agreements',
    title: 'Reporte de Convenios',
    answers: 'Los convenios por tipo y estatus, cuotas pagadas, vencidas y en mora.',
  },
  {
    key: 'bank-reconciliation',
    path: '/admin/reports/bank-reconciliation',
    title: 'Conciliación Bancaria',
    answers: 'Los pagos aceptados de cada cuenta frente a los movimientos del estado de cuenta bancario.',
  },
];

/** The permission a report's route needs (view-reports; the audit report export-reports-audit). */
export const reportPermission = (path: string) => routePermission(path) ?? P.VIEW_REPORTS;

/** The reports a user may open, in the index's order. */
export const reportsFor = (user: PolicyUser | null | undefined) => REPORTS.filter((r) => can(user, reportPermission(r.path)));
