// Every route of both documents with its guard and title (the header's h1 and the browser tab's
// title). Every screen is built; the 'placeholder' screen ('En construcción') stays for a route added
// before its screen (none today: e2e/shell.test.ts checks it). A route with `back`
// gets a breadcrumb and a back link to its parent screen (src/routes/trail.ts).
import { PERMISSIONS as P } from '@aseo/shared/constants';
import type { GuardKind } from './guards.ts';

export type ScreenKey =
  | 'login'
  | 'register'
  | 'recover'
  | 'reset'
  | 'welcome'
  | 'password'
  | 'adminProfile'
  | 'clientProfile'
  | 'adminHome'
  | 'placeholder'
  | 'clientEdit'
  | 'clientPropertyCreate'
  | 'moderators'
  | 'moderatorForm'
  | 'tariffs'
  | 'bankAccounts'
  | 'properties'
  | 'propertyForm'
  | 'clients'
  | 'clientCreate'
  | 'accountStatus'
  | 'accountRecord'
  | 'verify'
  | 'routesSchedules'
  | 'solvency'
  | 'suggestions'
  | 'suggestionView'
  | 'cash'
  | 'cashNew'
  | 'payments'
  | 'statements'
  | 'voucherHistory'
  | 'clientAgreements'
  | 'agreementsOld'
  | 'conventions'
  | 'reports'
  | 'report';

export type RouteDef = { path: string; guard: GuardKind; title: string; screen: ScreenKey; permission?: string; back?: boolean; adminOnly?: boolean };

export const ROUTES: RouteDef[] = [
  { path: '/login', guard: 'noAuth', title: 'Iniciar Sesión', screen: 'login' },
  { path: '/register', guard: 'noAuth', title: 'Crear Contribuyente', screen: 'register' },
  { path: '/recover', guard: 'noAuth', title: 'Recuperar Contraseña', screen: 'recover' },
  { path: '/recover/:code', guard: 'noAuth', title: 'Restablecer Contraseña', screen: 'reset' },
  { path: '/verificar/:code?', guard: 'open', title: 'Verificación de documentos', screen: 'verify' },
  { path: '/welcome', guard: 'auth', title: 'Bienvenido', screen: 'welcome' },
  { path: '/password', guard: 'auth', title: 'Cambiar Contraseña', screen: 'password' },
  { path: '/admin/profile', guard: 'admin', title: 'Mis Datos', screen: 'adminProfile' },
  { path: '/client/profile', guard: 'client', title: 'Mis Datos', screen: 'clientProfile' },

  { path: '/properties', guard: 'client', title: 'Inmuebles', screen: 'properties' },
  { path: '/properties/create', guard: 'client', title: 'Crear Inmueble', screen: 'propertyForm', back: true },
  { path: '/properties/edit/:id', guard: 'client', title: 'Editar Inmueble', screen: 'propertyForm', back: true },
  { path: '/account-status', guard: 'client', title: 'Estado de Cuenta', screen: 'accountStatus', permission: P.VIEW_ACCOUNT_STATUS },
  { path: '/cash/:id?', guard: 'client', title: 'Realizar pago', screen: 'cash', permission: P.VIEW_CASH },
  { path: '/voucher-history', guard: 'client', title: 'Historial de Comprobantes', screen: 'voucherHistory', permission: P.VIEW_VOUCHER_HISTORY },
  { path: '/urban-cleanliness', guard: 'client', title: 'Solvencia Aseo Urbano', screen: 'solvency', permission: P.VIEW_URBAN_CLEANLINESS },
  { path: '/payment-agreements', guard: 'client', title: 'Convenios de Pago', screen: 'clientAgreements', permission: P.VIEW_PAYMENT_AGREEMENTS },
  { path: '/payments', guard: 'client', title: 'Pagos', screen: 'payments', permission: P.VIEW_PAYMENTS },
  { path: '/routes-schedules', guard: 'client', title: 'Rutas y Horarios', screen: 'routesSchedules', permission: P.VIEW_ROUTES_SCHEDULES },
  { path: '/complaints-suggestions', guard: 'client', title: 'Dudas y Sugerencias', screen: 'suggestions', permission: P.VIEW_COMPLAINTS_SUGGESTIONS },
  {
    path: '/complaints-suggestions/view/:id',
    guard: 'client',
    title: 'Dudas y Sugerencias',
    screen: 'suggestionView',
    permission: P.VIEW_COMPLAINTS_SUGGESTIONS,
    back: true,
  },

  { path: '/admin', guard: 'admin', title: 'Inicio', screen: 'adminHome' },
  { path: '/admin/users/clients', guard: 'admin', title: 'Contribuyentes', screen: 'clients' },
  { path: '/admin/users/clients/create', guard: 'admin', title: 'Crear Contribuyente', screen: 'clientCreate', permission: P.CREATE_CLIENTS, back: true },
  {
    path: '/admin/users/clients/edit/:id/:propertyId?',
    guard: 'admin',
    title: 'Editar Contribuyente',
    screen: 'clientEdit',
    permission: P.CREATE_CLIENTS,
    back: true,
  },
  {
    path: '/admin/users/clients/:id/create-property/:propertyId?',
    guard: 'admin',
    title: 'Crear Propiedad',
    screen: 'clientPropertyCreate',
    permission: P.CREATE_CLIENTS,
    back: true,
  },
  { path: '/admin/users/moderators', guard: 'admin', title: 'Administradores', screen: 'moderators' },
  // only the admin level creates and edits administrators (spec 000 section 6)
  { path: '/admin/users/moderators/create', guard: 'admin', title: 'Crear Administrador', screen: 'moderatorForm', back: true, adminOnly: true },
  { path: '/admin/users/moderators/edit/:id', guard: 'admin', title: 'Editar usuario', screen: 'moderatorForm', back: true, adminOnly: true },
  { path: '/admin/tariff', guard: 'admin', title: 'Tarifas', screen: 'tariffs' },
  { path: '/admin/account-status/:propertyId?', guard: 'admin', title: 'Record de Cuenta', screen: 'accountRecord' },
  { path: '/admin/payments', guard: 'admin', title: 'Pagos', screen: 'payments', permission: P.VIEW_PAYMENTS },
  // ours (docs/reconciliation.md): the bank statement import beside the reconciliation queue
  {
    path: '/admin/payments/bank-statements',
    guard: 'admin',
    title: 'Estados de Cuenta Bancarios',
    screen: 'statements',
    permission: P.VIEW_PAYMENTS,
    back: true,
  },
  // the reports (issue 28; features/reports): view-reports, the audit report export-reports-audit (the shared route map)
  { path: '/admin/reports', guard: 'admin', title: 'Reportes', screen: 'reports' },
  { path: '/admin/reports/sales-book', guard: 'admin', title: 'Libro de Ventas', screen: 'report', back: true },
  { path: '/admin/reports/overdue-collection-report', guard: 'admin', title: 'Reporte de Cobranza Vencida', screen: 'report', back: true },
  { path: '/admin/reports/income-report', guard: 'admin', title: 'Reporte de Ingresos', screen: 'report', back: true },
  { path: '/admin/reports/report-agreements', guard: 'admin', title: 'Reporte de Convenios', screen: 'report', back: true },
  { path: '/admin/reports/retention-report', guard: 'admin', title: 'Reporte de Retenciones', screen: 'report', back: true },
  { path: '/admin/reports/bank-reconciliation', guard: 'admin', title: 'Conciliación Bancaria', screen: 'report', back: true },
  { path: '/admin/reports/voided-invoices', guard: 'admin', title: 'Facturas Anuladas', screen: 'report', back: true },
  { path: '/admin/reports/audit-report', guard: 'admin', title: 'Auditoría', screen: 'report', back: true },
  { path: '/admin/voucher-history', guard: 'admin', title: 'Historial de Comprobantes', screen: 'voucherHistory', permission: P.VIEW_VOUCHER_HISTORY },
  { path: '/admin/complaints-suggestions', guard: 'admin', title: 'Bandeja', screen: 'suggestions', permission: P.VIEW_COMPLAINTS_SUGGESTIONS },
  {
    path: '/admin/complaints-suggestions/view/:id',
    guard: 'admin',
    title: 'Ver Dudas y Sugerencias',
    screen: 'suggestionView',
    permission: P.VIEW_COMPLAINTS_SUGGESTIONS,
    back: true,
  },
  { path: '/admin/routes-schedules', guard: 'admin', title: 'Rutas y Horarios', screen: 'routesSchedules', permission: P.VIEW_ROUTES_SCHEDULES },
  { path: '/admin/bank-accounts', guard: 'admin', title: 'Cuentas Bancarias', screen: 'bankAccounts' },
  { path: '/admin/urban-cleaning-solvencies', guard: 'admin', title: 'Solvencias Aseo Urbano', screen: 'solvency', permission: P.VIEW_URBAN_CLEANLINESS },
  { path: '/admin/payment-agreements-old', guard: 'admin', title: 'Convenios de Pago', screen: 'agreementsOld', permission: P.VIEW_PAYMENT_AGREEMENTS },
  { path: '/admin/payment-agreements', guard: 'admin', title: 'Convenios de Pago', screen: 'conventions', permission: P.VIEW_PAYMENT_AGREEMENTS },
  { path: '/admin/cash/:id?', guard: 'admin', title: 'Caja', screen: 'cash', permission: P.VIEW_CASH },
  { path: '/admin/cash-new/:id?/:urb?', guard: 'admin', title: 'Caja Nueva', screen: 'cashNew', permission: P.VIEW_CASH },
];
