// Route guards as one pure function of (route, user), so every redirect of spec 000 section 2 is
// table-tested. Returns where to go instead, or null to render the route.
import { LEVELS, routePermission } from '@aseo/shared/constants';
import { actsAsClient, can, isAdminLevel } from '@aseo/shared/policy';

export type GuardKind = 'open' | 'noAuth' | 'auth' | 'admin' | 'client';
export type GuardUser = { level_id: number; user_id: number | null; status?: number; permissions: { code: string }[] } | null;
export type GuardRoute = { path: string; guard: GuardKind; permission?: string; /** admin level only (administrator create/edit) */ adminOnly?: boolean };

// The policy itself (can, actsAsClient, isAdminLevel) is the shared one the API enforces.
export { actsAsClient, can, isAdminLevel };

/** Where a guard sends a user back to the page it came from (`/welcome` when there is none). */
export const BACK = 'back';
/** 001 section 2: without export-reports-audit the audit report navigates the user back. */
const SENT_BACK = new Set(['/admin/reports/audit-report']);

export function guardRedirect(route: GuardRoute, user: GuardUser): string | null {
  switch (route.guard) {
    case 'open':
      return null;
    case 'noAuth':
      return user ? '/' : null;
    case 'auth':
      return user ? null : '/login';
    case 'admin': {
      if (!user) return '/login';
      if (actsAsClient(user)) return '/';
      if (route.adminOnly && !isAdminLevel(user)) return '/welcome';
      const code = route.permission ?? routePermission(route.path);
      if (can(user, code)) return null;
      return SENT_BACK.has(route.path) ? BACK : '/welcome';
    }
    case 'client': {
      if (!user) return '/login';
      if (!actsAsClient(user)) return '/';
      if (user.level_id === LEVELS.MODERATOR && route.permission && !can(user, route.permission)) return '/welcome';
      return null;
    }
  }
}

/** Where '/' and '/profile' send a visitor or a user. */
export const rootRedirect = (user: GuardUser) => (user ? '/welcome' : '/login');
export const profileRedirect = (user: GuardUser) => (user && actsAsClient(user) ? '/client/profile' : '/admin/profile');
