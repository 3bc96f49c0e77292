// Route guards as one pure function of (route, user), so every redirect of spec 000 section 2 is
// table-tested. Returns where to go instead, or null to render the route.
import { LEVELS, routePermission } from '@aseo/shared/constants';

export type GuardKind = 'open' | 'noAuth' | 'auth' | 'admin' | 'client';
export type GuardUser = { level_id: number; user_id: number | null; status?: number; permissions: { code: string }[] } | null;
export type GuardRoute = { path: string; guard: GuardKind; permission?: string; /** admin level only (administrator create/edit) */ adminOnly?: boolean };

/** A moderator with a parent user works on the parent's (client) account and sees the client menu. */
export const actsAsClient = (u: NonNullable<GuardUser>) =>
  u.level_id === LEVELS.CLIENT || (u.level_id === LEVELS.MODERATOR && Boolean(u.user_id));

export const isAdminLevel = (u: NonNullable<GuardUser>) => u.level_id === LEVELS.ADMIN;

/** Admin passes every check; a moderator passes with the code; a client passes none. */
export function can(u: GuardUser, code?: string) {
  if (!code) return true;
  if (!u) return false;
  if (u.level_id === LEVELS.ADMIN) return true;
  if (u.level_id === LEVELS.MODERATOR) return u.permissions.some((p) => p.code === code);
  return false;
}

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
      return can(user, code) ? null : '/welcome';
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
