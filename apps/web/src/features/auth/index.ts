// Public surface of the auth feature: the start-up re-check of the stored user and the badge count.
export { checkOutcome, checkUser, recheckUser, type CheckAnswer } from './api/check-user.ts';
export { badgeKey, setBadge, useBadge } from './api/badge.ts';
