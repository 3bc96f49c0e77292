// The sidebar menus of spec 000 "Layout": one definition, filtered by permission for staff.
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { can, type GuardUser } from './guards.ts';

export type MenuItem = { label: string; path: string; permission?: string; badge?: boolean; children?: MenuItem[]; logout?: boolean };

export const CLIENT_MENU: MenuItem[] = [
  { label: 'Mis Datos', path: '/client/profile' },
  { label: 'Inmuebles', path: '/properties' },
  { label: 'Estado de Cuenta', path: '/account-status', permission: P.VIEW_ACCOUNT_STATUS },
  { label: 'Realizar pago', path: '/cash', permission: P.VIEW_CASH },
  { label: 'Historial de Comprobantes', path: '/voucher-history', permission: P.VIEW_VOUCHER_HISTORY },
  { label: 'Certificado de Pago', path: '/urban-cleanliness', permission: P.VIEW_URBAN_CLEANLINESS },
  { label: 'Convenios de Pago', path: '/payment-agreements', permission: P.VIEW_PAYMENT_AGREEMENTS },
  { label: 'Pagos', path: '/payments', permission: P.VIEW_PAYMENTS },
  { label: 'Rutas y Horarios', path: '/routes-schedules', permission: P.VIEW_ROUTES_SCHEDULES },
  { label: 'Dudas y Sugerencias', path: '/complaints-suggestions', permission: P.VIEW_COMPLAINTS_SUGGESTIONS, badge: true },
  { label: 'Salir', path: '/logout', logout: true },
];

export const ADMIN_MENU: MenuItem[] = [
  {
    label: 'Usuarios', path: '/admin/users',
    children: [
      { label: 'Contribuyentes', path: '/admin/users/clients', permission: P.VIEW_CLIENTS },
      { label: 'Administradores', path: '/admin/users/moderators', permission: P.VIEW_USERS },
    ],
  },
  { label: 'Tarifas', path: '/admin/tariff', permission: P.VIEW_TARIFF },
  { label: 'Estado de Cuenta', path: '/admin/account-status', permission: P.VIEW_ACCOUNT_STATUS },
  { label: 'Caja', path: '/admin/cash-new', permission: P.VIEW_CASH },
  { label: 'Historial de Comprobantes', path: '/admin/voucher-history', permission: P.VIEW_VOUCHER_HISTORY },
  { label: 'Solvencias', path: '/admin/urban-cleaning-solvencies', permission: P.VIEW_URBAN_CLEANLINESS },
  { label: 'Pagos', path: '/admin/payments', permission: P.VIEW_PAYMENTS },
  {
    label: 'Convenios de Pago', path: '/admin/payment-agreements', permission: P.VIEW_PAYMENT_AGREEMENTS,
    children: [
      { label: 'Convenios', path: '/admin/payment-agreements', permission: P.VIEW_PAYMENT_AGREEMENTS },
      { label: 'Convenios (anteriores)', path: '/admin/payment-agreements-old', permission: P.VIEW_PAYMENT_AGREEMENTS },
    ],
  },
  {
    label: 'Reportes', path: '/admin/reports', permission: P.VIEW_REPORTS,
    children: [
      { label: 'Libro de Ventas', path: '/admin/reports/sales-book', permission: P.VIEW_REPORTS },
      { label: 'Cobranza Vencida', path: '/admin/reports/overdue-collection-report', permission: P.VIEW_REPORTS },
      { label: 'Conciliación Bancaria', path: '/admin/reports/bank-reconciliation', permission: P.VIEW_REPORTS },
      { label: 'Facturas Anuladas', path: '/admin/reports/voided-invoices', permission: P.VIEW_REPORTS },
      { label: 'Auditoría', path: '/admin/reports/audit-report', permission: P.EXPORT_REPORTS_AUDIT },
    ],
  },
  { label: 'Cuentas Bancarias', path: '/admin/bank-accounts', permission: P.VIEW_BANK_ACCOUNTS },
  { label: 'Rutas y Horarios', path: '/admin/routes-schedules', permission: P.VIEW_ROUTES_SCHEDULES },
  { label: 'Dudas y Sugerencias', path: '/admin/complaints-suggestions', permission: P.VIEW_COMPLAINTS_SUGGESTIONS, badge: true },
  { label: 'Mis Datos', path: '/admin/profile' },
];

/**
 * The menu a user sees: staff items filtered by permission (a parent item stays while one of its
 * children is visible); clients see every client item, moderators with a parent only permitted ones.
 */
export function visibleMenu(menu: MenuItem[], user: GuardUser, filterByPermission: boolean): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of menu) {
    if (item.children) {
      const children = item.children.filter((c) => !filterByPermission || can(user, c.permission));
      if (children.length) out.push({ ...item, children });
      continue;
    }
    if (!filterByPermission || can(user, item.permission)) out.push(item);
  }
  return out;
}
