// The sidebar menus of spec 000 "Layout": one definition, filtered by permission for staff. An
// item needs the permission of the route it opens (route table, else the shared route map).
import { LEVELS, routePermission } from '@aseo/shared/constants';
import {
  IconBuildingBank,
  IconCash,
  IconCertificate,
  IconChartBar,
  IconCreditCard,
  IconFileInvoice,
  IconHeartHandshake,
  IconHistory,
  IconHome,
  IconLogout,
  IconMessageQuestion,
  IconReceiptTax,
  IconRoute,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { MenuItem } from '../features/layout/components/Sidebar.tsx';
import { actsAsClient, can, type GuardUser } from './guards.ts';
import { ROUTES } from './table.ts';

export type { MenuItem };

/** The permission code the route behind a menu path needs, if any. */
export function menuPermission(path: string): string | undefined {
  // '/cash' opens '/cash/:id?'; an exact path wins over a longer route with parameters
  const route = ROUTES.find((r) => r.path === path) ?? ROUTES.find((r) => r.path.startsWith(`${path}/:`));
  return route?.permission ?? routePermission(path);
}

export const CLIENT_MENU: MenuItem[] = [
  { label: 'Mis Datos', path: '/client/profile', icon: IconUserCircle },
  { label: 'Inmuebles', path: '/properties', icon: IconHome },
  { label: 'Estado de Cuenta', path: '/account-status', icon: IconFileInvoice },
  { label: 'Realizar pago', path: '/cash', icon: IconCash },
  { label: 'Historial de Comprobantes', path: '/voucher-history', icon: IconHistory },
  // the spec's menu line says 'Certificado de Pago': the screen's own name is used (ADR 021)
  { label: 'Solvencia Aseo Urbano', path: '/urban-cleanliness', icon: IconCertificate },
  { label: 'Convenios de Pago', path: '/payment-agreements', icon: IconHeartHandshake },
  { label: 'Pagos', path: '/payments', icon: IconCreditCard },
  { label: 'Rutas y Horarios', path: '/routes-schedules', icon: IconRoute },
  { label: 'Dudas y Sugerencias', path: '/complaints-suggestions', badge: true, icon: IconMessageQuestion },
  { label: 'Salir', path: '/logout', logout: true, icon: IconLogout },
];

export const ADMIN_MENU: MenuItem[] = [
  {
    label: 'Usuarios',
    path: '/admin/users',
    icon: IconUsers,
    children: [
      { label: 'Contribuyentes', path: '/admin/users/clients' },
      { label: 'Administradores', path: '/admin/users/moderators' },
    ],
  },
  { label: 'Tarifas', path: '/admin/tariff', icon: IconReceiptTax },
  { label: 'Estado de Cuenta', path: '/admin/account-status', icon: IconFileInvoice },
  // the spec's admin menu has one 'cash' item and two desks: each gets its own way in
  { label: 'Caja', path: '/admin/cash', icon: IconCash },
  { label: 'Caja Nueva', path: '/admin/cash-new', icon: IconCash },
  { label: 'Historial de Comprobantes', path: '/admin/voucher-history', icon: IconHistory },
  { label: 'Solvencias Aseo Urbano', path: '/admin/urban-cleaning-solvencies', icon: IconCertificate },
  { label: 'Pagos', path: '/admin/payments', icon: IconCreditCard },
  {
    label: 'Convenios de Pago',
    path: '/admin/payment-agreements',
    icon: IconHeartHandshake,
    children: [
      { label: 'Convenios', path: '/admin/payment-agreements' },
      { label: 'Convenios (anteriores)', path: '/admin/payment-agreements-old' },
    ],
  },
  {
    label: 'Reportes',
    path: '/admin/reports',
    icon: IconChartBar,
    children: [
      { label: 'Libro de Ventas', path: '/admin/reports/sales-book' },
      { label: 'Cobranza Vencida', path: '/admin/reports/overdue-collection-report' },
      { label: 'Conciliación Bancaria', path: '/admin/reports/bank-reconciliation' },
      { label: 'Facturas Anuladas', path: '/admin/reports/voided-invoices' },
      { label: 'Auditoría', path: '/admin/reports/audit-report' },
    ],
  },
  { label: 'Cuentas Bancarias', path: '/admin/bank-accounts', icon: IconBuildingBank },
  { label: 'Rutas y Horarios', path: '/admin/routes-schedules', icon: IconRoute },
  { label: 'Dudas y Sugerencias', path: '/admin/complaints-suggestions', badge: true, icon: IconMessageQuestion },
  { label: 'Mis Datos', path: '/admin/profile', icon: IconUserCircle },
];

/**
 * The menu a user sees: staff items filtered by permission (a parent item stays while one of its
 * children is visible); clients see every client item, moderators with a parent only permitted ones.
 */
export function visibleMenu(menu: MenuItem[], user: GuardUser, filterByPermission: boolean): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of menu) {
    if (item.children) {
      const children = item.children.filter((c) => !filterByPermission || can(user, menuPermission(c.path)));
      if (children.length) out.push({ ...item, children });
      continue;
    }
    if (!filterByPermission || can(user, menuPermission(item.path))) out.push(item);
  }
  return out;
}

/** The sidebar of a signed-in user: staff and moderators with a parent see only what their permissions allow; taxpayers see their whole menu. */
export const menuFor = (user: NonNullable<GuardUser>): MenuItem[] =>
  visibleMenu(actsAsClient(user) ? CLIENT_MENU : ADMIN_MENU, user, user.level_id !== LEVELS.CLIENT);
