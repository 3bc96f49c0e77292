// Public surface of the auth feature: the start-up re-check of the stored user, the badge count,
// and the card of the public screens (the document verification page uses it too).
export { checkOutcome, checkUser, recheckUser, type CheckAnswer } from './api/check-user.ts';
export { badgeKey, setBadge, useBadge } from './api/badge.ts';
export { AuthCard } from './routes/AuthCard.tsx';
