// Permission modules and codes of both documents (000 section 6, 001 section 6). The catalog
// seeds the database and drives the permission matrix. Action names are ours.
import { LABELS } from '../messages/labels.ts';
import { ACTION_MAIN, LEVELS } from './statuses.ts';

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

export type CatalogAction = { code: PermissionCode; name: string; main: 0 | 1 };
export type CatalogModule = { id: number; name: string; label: string; actions: CatalogAction[] };

const P = PERMISSIONS;
const main = (code: PermissionCode, name: string): CatalogAction => ({ code, name, main: 1 });
const sec = (code: PermissionCode, name: string): CatalogAction => ({ code, name, main: 0 });
const mod = (id: number, name: string, actions: CatalogAction[], label: string = name): CatalogModule => ({ id, name, label, actions });

// The catalog is built in a function marked pure: a bundle that never reads it (the web's first
// load, which needs PERMISSIONS alone) leaves it and the screen titles it names (LABELS) out.
/** Modules with their actions; `name` is stored, `label` is shown ('Usuarios' shows as 'Administradores'). */
export const PERMISSION_CATALOG: readonly CatalogModule[] = /* @__PURE__ */ ((T = LABELS.titles) => [
  mod(1, T.taxpayers, [main(P.VIEW_CLIENTS, 'Ver'), sec(P.CREATE_CLIENTS, 'Crear y editar'), sec(P.DELETE_CLIENTS, 'Eliminar y desactivar')]),
  mod(2, 'Usuarios', [main(P.VIEW_USERS, 'Ver'), sec(P.CREATE_USERS, 'Crear y editar'), sec(P.DELETE_USERS, 'Eliminar')], T.administrators),
  mod(3, T.tariffs, [
    main(P.VIEW_TARIFF, 'Ver'),
    sec(P.EDIT_TARIFF, 'Editar tarifa'),
    sec(P.EDIT_IVA, 'Editar IVA'),
    sec(P.EDIT_RETENTION, 'Editar retención'),
    sec(P.EDIT_DOLAR, 'Editar conversión dólar'),
    sec(P.EDIT_PETRO, 'Editar conversión UCD'),
    sec(P.EDIT_INTEREST, 'Editar interés bancario'),
    sec(P.EDIT_ECONOMIC_ACTIVITY, 'Editar actividad económica'),
    sec(P.VIEW_DISCOUNT, 'Ver descuentos'),
    sec(P.CREATE_DISCOUNT, 'Crear descuentos'),
    sec(P.EDIT_DISCOUNT, 'Editar descuentos'),
    sec(P.DELETE_DISCOUNT, 'Eliminar descuentos'),
  ]),
  mod(4, 'Registro de Comprobantes', []),
  mod(5, T.cash, [main(P.VIEW_CASH, 'Ver'), sec(P.EDIT_UCD, 'Editar valor UCD'), sec(P.CASH_RECORD_FINES_DELETE, 'Eliminar multas y deudas')]),
  mod(6, T.voucherHistory, [main(P.VIEW_VOUCHER_HISTORY, 'Ver'), sec(P.DELETE_CREDIT_NOTE, 'Eliminar notas de crédito')]),
  mod(7, T.payments, [main(P.VIEW_PAYMENTS, 'Ver'), sec(P.EDIT_PAYMENTS_DATA, 'Editar datos de pago'), sec(P.EDIT_PAYMENT_STATUS, 'Cambiar estatus')]),
  mod(8, 'Solvencias', [main(P.VIEW_URBAN_CLEANLINESS, 'Ver')]),
  mod(9, T.agreements, [main(P.VIEW_PAYMENT_AGREEMENTS, 'Ver')]),
  mod(10, 'Reportes', [main(P.VIEW_REPORTS, 'Ver'), sec(P.EXPORT_REPORTS_AUDIT, 'Auditoría')]),
  mod(11, T.bankAccounts, [main(P.VIEW_BANK_ACCOUNTS, 'Ver'), sec(P.CREATE_BANK_ACCOUNTS, 'Crear y editar'), sec(P.DELETE_BANK_ACCOUNTS, 'Eliminar')]),
  mod(12, T.routesSchedules, [main(P.VIEW_ROUTES_SCHEDULES, 'Ver'), sec(P.UPLOAD_ROUTES, 'Subir rutas')]),
  mod(13, T.suggestions, [main(P.VIEW_COMPLAINTS_SUGGESTIONS, 'Ver')]),
  mod(14, 'Estado de Cuenta', [
    main(P.VIEW_ACCOUNT_STATUS, 'Ver'),
    sec(P.VIEW_ACCOUNT_RECORD, 'Ver record de cuenta'),
    sec(P.MAIL_ACCOUNT_RECORD, 'Enviar correo'),
    sec(P.CALCULATE_ACCOUNT_RECORD, 'Calcular'),
    sec(P.ACCOUNT_RECORD_FINES_DELETE, 'Eliminar multas'),
    sec(P.ACCOUNT_RECORD_FINES_UPDATE, 'Editar multas'),
    sec(P.ACCOUNT_RECORD_MONTHS_UPDATE, 'Editar meses pendientes'),
  ]),
])();

export const ALL_PERMISSION_CODES: readonly PermissionCode[] = Object.values(PERMISSIONS);
export const isPermissionCode = (code: unknown): code is PermissionCode => ALL_PERMISSION_CODES.includes(code as PermissionCode);

/** Module of a permission code. */
export const moduleOf = (code: PermissionCode) => PERMISSION_CATALOG.find((m) => m.actions.some((a) => a.code === code));

/** Ticking a secondary action also turns on the main action of its module (000 section 6). */
export function withMainActions(codes: readonly PermissionCode[]): PermissionCode[] {
  const out = new Set(codes);
  for (const code of codes) {
    const main = moduleOf(code)?.actions.find((a) => a.main === ACTION_MAIN);
    if (main) out.add(main.code);
  }
  return ALL_PERMISSION_CODES.filter((c) => out.has(c));
}

/**
 * Admin (level 1) passes every check; a moderator (2) only with the code in its list; a client (3)
 * passes none.
 */
export function hasPermission(
  user: { level_id: number; permissions?: readonly (string | { code: string })[] | null } | null | undefined,
  code: PermissionCode,
): boolean {
  if (!user) return false;
  if (user.level_id === LEVELS.ADMIN) return true;
  if (user.level_id !== LEVELS.MODERATOR) return false;
  return (user.permissions ?? []).some((p) => (typeof p === 'string' ? p : p.code) === code);
}
