// The one authorization policy, used by the API's guards and by the web's menus and route guards.
// Admin (level 1) passes every permission check; a moderator (2) passes with the code; a client
// (3) passes none. A moderator with a parent user acts for that client and is not staff.
import { hasPermission, LEVELS, type PermissionCode } from '../constants/index.ts';
import type { Access } from '../contracts/define.ts';

type Permission = string | { code: string };
export type PolicyUser = {
  id?: number;
  level_id: number;
  user_id?: number | null;
  permissions: readonly Permission[];
};

/** Admin passes every check; a moderator passes with the code; a client passes none; no code: anyone. */
export const can = (user: PolicyUser | null | undefined, permission?: string): boolean => !permission || hasPermission(user, permission as PermissionCode);

/** Staff: administrators, and moderators without a parent user. */
export const isStaff = (user: Pick<PolicyUser, 'level_id' | 'user_id'>) =>
  user.level_id === LEVELS.ADMIN || (user.level_id === LEVELS.MODERATOR && !user.user_id);

/** A client, or a moderator with a parent user (it works on its parent's account, with the client menu). */
export const actsAsClient = (user: Pick<PolicyUser, 'level_id' | 'user_id'>) =>
  user.level_id === LEVELS.CLIENT || (user.level_id === LEVELS.MODERATOR && Boolean(user.user_id));

export const isAdminLevel = (user: Pick<PolicyUser, 'level_id'>) => user.level_id === LEVELS.ADMIN;

/** Staff holding the permission (if one is named). */
export const canStaff = (user: PolicyUser | null | undefined, permission?: string) => Boolean(user && isStaff(user) && can(user, permission));

/** The account a client-side call acts on: a moderator with a parent acts on its parent's account. */
export const accountOwnerId = (user: Required<Pick<PolicyUser, 'id' | 'level_id' | 'user_id'>>) =>
  user.level_id === LEVELS.MODERATOR && user.user_id ? user.user_id : user.id;

/**
 * Whether a user id sent by the caller is allowed: its own account (or its parent's), or any
 * account for staff holding `staffPermission` (for admins when no permission is named).
 */
export function ownsOrMayName(
  user: Required<Pick<PolicyUser, 'id' | 'level_id' | 'user_id'>> & PolicyUser,
  userId: number | undefined,
  staffPermission?: string,
) {
  if (userId === undefined || userId === user.id || userId === accountOwnerId(user)) return true;
  if (staffPermission) return isStaff(user) && can(user, staffPermission);
  return user.level_id === LEVELS.ADMIN;
}

/** Whether the contract's access rule lets this user call it at all (ownership is checked with the input). */
export function allows(access: Access, user: PolicyUser | null | undefined): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'session':
      return Boolean(user);
    case 'staff':
      return canStaff(user, access.permission);
    case 'admin':
      return Boolean(user && isAdminLevel(user));
  }
}
