// The permission each admin route of both documents needs (000 section 2, 001 section 2), for
// the web guards. Child paths inherit their nearest listed prefix.
import { PERMISSIONS as P, type PermissionCode } from './permissions.ts';

export const ROUTE_PERMISSIONS: Readonly<Record<string, PermissionCode>> = {
  '/admin/users': P.VIEW_CLIENTS,
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

/** Permission a path needs (the longest matching prefix), or undefined for open admin pages. */
export function routePermission(pathname: string): PermissionCode | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const keys = Object.keys(ROUTE_PERMISSIONS).filter((k) => path === k || path.startsWith(`${k}/`));
  const best = keys.sort((a, b) => b.length - a.length)[0];
  return best ? ROUTE_PERMISSIONS[best] : undefined;
}
