// Permission modules and codes of both documents (000 section 6, 001 section 6). The catalog
// seeds the database and drives the permission matrix; the route map drives the web guards.
export const MODULES = {
  CLIENTS: 1,
  MODERATORS: 2,
  TARIFF: 3,
  VOUCHER_RECORD: 4,
  CASH: 5,
  VOUCHER_HISTORY: 6,
  PAYMENTS: 7,
  URBAN_CLEANLINESS: 8,
  PAYMENT_AGREEMENTS: 9,
  REPORTS: 10,
  BANK_ACCOUNTS: 11,
  ROUTES_SCHEDULES: 12,
  COMPLAINTS_SUGGESTIONS: 13,
  ACCOUNT_STATUS: 14,
} as const;

export const PERMISSIONS = {
  VIEW_CLIENTS: 'view-clients',
  CREATE_CLIENTS: 'create-clients',
  DELETE_CLIENTS: 'delete-clients',
  VIEW_USERS: 'view-users',
  CREATE_USERS: 'create-users',
  DELETE_USERS: 'delete-users',
  VIEW_TARIFF: 'view-tariff',
  EDIT_TARIFF: 'edit-tariff',
  EDIT_IVA: 'edit-iva',
  EDIT_RETENTION: 'edit-retention',
  EDIT_DOLAR: 'edit-dolar',
  EDIT_PETRO: 'edit-petro',
  EDIT_INTEREST: 'edit-interest',
  EDIT_ECONOMIC_ACTIVITY: 'edit-economic-activity',
  VIEW_DISCOUNT: 'view-discount',
  CREATE_DISCOUNT: 'create-discount',
  EDIT_DISCOUNT: 'edit-discount',
  DELETE_DISCOUNT: 'delete-discount',
  VIEW_BANK_ACCOUNTS: 'view-bank-accounts',
  CREATE_BANK_ACCOUNTS: 'create-bank-accounts',
  DELETE_BANK_ACCOUNTS: 'delete-bank-accounts',
  VIEW_ROUTES_SCHEDULES: 'view-routes-schedules',
  UPLOAD_ROUTES: 'upload-routes',
  VIEW_COMPLAINTS_SUGGESTIONS: 'view-complaints-suggestions',
  VIEW_URBAN_CLEANLINESS: 'view-urban-cleanliness',
  VIEW_ACCOUNT_STATUS: 'view-account-status',
  VIEW_ACCOUNT_RECORD: 'view-account-record',
  MAIL_ACCOUNT_RECORD: 'mail-account-record',
  CALCULATE_ACCOUNT_RECORD: 'calculate-account-record',
  ACCOUNT_RECORD_FINES_DELETE: 'account-record-fines-delete',
  ACCOUNT_RECORD_FINES_UPDATE: 'account-record-fines-update',
  ACCOUNT_RECORD_MONTHS_UPDATE: 'account-record-months-update',
  VIEW_CASH: 'view-cash',
  EDIT_UCD: 'edit-ucd',
  CASH_RECORD_FINES_DELETE: 'cash-record-fines-delete',
  VIEW_VOUCHER_HISTORY: 'view-voucher-history',
  DELETE_CREDIT_NOTE: 'delete-credit-note',
  VIEW_PAYMENTS: 'view-payments',
  EDIT_PAYMENTS_DATA: 'edit-payments-data',
  EDIT_PAYMENT_STATUS: 'edit-payment-status',
  VIEW_PAYMENT_AGREEMENTS: 'view-payment-agreements',
  VIEW_REPORTS: 'view-reports',
  EXPORT_REPORTS_AUDIT: 'export-reports-audit',
} as const;
export type PermissionCode = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

type CatalogAction = { code: PermissionCode; name: string; main: 0 | 1 };
type CatalogModule = { id: number; name: string; label: string; actions: CatalogAction[] };

const P = PERMISSIONS;
const main = (code: PermissionCode, name: string): CatalogAction => ({ code, name, main: 1 });
const sec = (code: PermissionCode, name: string): CatalogAction => ({ code, name, main: 0 });

/** Modules with their actions; `name` is stored, `label` is shown ('Usuarios' shows as 'Administradores'). */
export const PERMISSION_CATALOG: CatalogModule[] = [
  { id: 1, name: 'Contribuyentes', label: 'Contribuyentes', actions: [main(P.VIEW_CLIENTS, 'Ver'), sec(P.CREATE_CLIENTS, 'Crear y editar'), sec(P.DELETE_CLIENTS, 'Eliminar y desactivar')] },
  { id: 2, name: 'Usuarios', label: 'Administradores', actions: [main(P.VIEW_USERS, 'Ver'), sec(P.CREATE_USERS, 'Crear y editar'), sec(P.DELETE_USERS, 'Eliminar')] },
  {
    id: 3, name: 'Tarifas', label: 'Tarifas',
    actions: [
      main(P.VIEW_TARIFF, 'Ver'), sec(P.EDIT_TARIFF, 'Editar tarifa'), sec(P.EDIT_IVA, 'Editar IVA'),
      sec(P.EDIT_RETENTION, 'Editar retención'), sec(P.EDIT_DOLAR, 'Editar conversión dólar'),
      sec(P.EDIT_PETRO, 'Editar conversión UCD'), sec(P.EDIT_INTEREST, 'Editar interés bancario'),
      sec(P.EDIT_ECONOMIC_ACTIVITY, 'Editar actividad económica'), sec(P.VIEW_DISCOUNT, 'Ver descuentos'),
      sec(P.CREATE_DISCOUNT, 'Crear descuentos'), sec(P.EDIT_DISCOUNT, 'Editar descuentos'), sec(P.DELETE_DISCOUNT, 'Eliminar descuentos'),
    ],
  },
  { id: 4, name: 'Registro de Comprobantes', label: 'Registro de Comprobantes', actions: [] },
  { id: 5, name: 'Caja', label: 'Caja', actions: [main(P.VIEW_CASH, 'Ver'), sec(P.EDIT_UCD, 'Editar valor UCD'), sec(P.CASH_RECORD_FINES_DELETE, 'Eliminar multas y deudas')] },
  { id: 6, name: 'Historial de Comprobantes', label: 'Historial de Comprobantes', actions: [main(P.VIEW_VOUCHER_HISTORY, 'Ver'), sec(P.DELETE_CREDIT_NOTE, 'Eliminar notas de crédito')] },
  { id: 7, name: 'Pagos', label: 'Pagos', actions: [main(P.VIEW_PAYMENTS, 'Ver'), sec(P.EDIT_PAYMENTS_DATA, 'Editar datos de pago'), sec(P.EDIT_PAYMENT_STATUS, 'Cambiar estatus')] },
  { id: 8, name: 'Solvencias', label: 'Solvencias', actions: [main(P.VIEW_URBAN_CLEANLINESS, 'Ver')] },
  { id: 9, name: 'Convenios de Pago', label: 'Convenios de Pago', actions: [main(P.VIEW_PAYMENT_AGREEMENTS, 'Ver')] },
  { id: 10, name: 'Reportes', label: 'Reportes', actions: [main(P.VIEW_REPORTS, 'Ver'), sec(P.EXPORT_REPORTS_AUDIT, 'Auditoría')] },
  { id: 11, name: 'Cuentas Bancarias', label: 'Cuentas Bancarias', actions: [main(P.VIEW_BANK_ACCOUNTS, 'Ver'), sec(P.CREATE_BANK_ACCOUNTS, 'Crear y editar'), sec(P.DELETE_BANK_ACCOUNTS, 'Eliminar')] },
  { id: 12, name: 'Rutas y Horarios', label: 'Rutas y Horarios', actions: [main(P.VIEW_ROUTES_SCHEDULES, 'Ver'), sec(P.UPLOAD_ROUTES, 'Subir rutas')] },
  { id: 13, name: 'Dudas y Sugerencias', label: 'Dudas y Sugerencias', actions: [main(P.VIEW_COMPLAINTS_SUGGESTIONS, 'Ver')] },
  {
    id: 14, name: 'Estado de Cuenta', label: 'Estado de Cuenta',
    actions: [
      main(P.VIEW_ACCOUNT_STATUS, 'Ver'), sec(P.VIEW_ACCOUNT_RECORD, 'Ver record de cuenta'),
      sec(P.MAIL_ACCOUNT_RECORD, 'Enviar correo'), sec(P.CALCULATE_ACCOUNT_RECORD, 'Calcular'),
      sec(P.ACCOUNT_RECORD_FINES_DELETE, 'Eliminar multas'), sec(P.ACCOUNT_RECORD_FINES_UPDATE, 'Editar multas'),
      sec(P.ACCOUNT_RECORD_MONTHS_UPDATE, 'Editar meses pendientes'),
    ],
  },
];

/** Permission each admin route needs (route prefix → code); the most specific prefix wins. */
export const ROUTE_PERMISSIONS: Record<string, PermissionCode> = {
  '/admin/users/clients': P.VIEW_CLIENTS,
  '/admin/users/moderators': P.VIEW_USERS,
  '/admin/tariff': P.VIEW_TARIFF,
  '/admin/account-status': P.VIEW_ACCOUNT_STATUS,
  '/admin/payments': P.VIEW_PAYMENTS,
  '/admin/reports': P.VIEW_REPORTS,
  '/admin/reports/audit-report': P.EXPORT_REPORTS_AUDIT,
  '/admin/voucher-history': P.VIEW_VOUCHER_HISTORY,
  '/admin/complaints-suggestions': P.VIEW_COMPLAINTS_SUGGESTIONS,
  '/admin/routes-schedules': P.VIEW_ROUTES_SCHEDULES,
  '/admin/bank-accounts': P.VIEW_BANK_ACCOUNTS,
  '/admin/urban-cleaning-solvencies': P.VIEW_URBAN_CLEANLINESS,
  '/admin/payment-agreements-old': P.VIEW_PAYMENT_AGREEMENTS,
  '/admin/payment-agreements': P.VIEW_PAYMENT_AGREEMENTS,
  '/admin/cash': P.VIEW_CASH,
  '/admin/cash-new': P.VIEW_CASH,
};

export function routePermission(pathname: string): PermissionCode | undefined {
  const keys = Object.keys(ROUTE_PERMISSIONS).filter((k) => pathname === k || pathname.startsWith(`${k}/`));
  const best = keys.sort((a, b) => b.length - a.length)[0];
  return best ? ROUTE_PERMISSIONS[best] : undefined;
}
