// auth/check-badge: unread messages of the complaints item, under the ['badge'] query key.
import type { QueryClient } from '@tanstack/react-query';
import { authCalls as calls } from '@aseo/shared/contracts';
import { useCallQuery, type Answer } from '../../../lib/call.ts';

export const badgeKey = calls.checkBadge.tags;

export const useBadge = (userId: number | undefined) =>
  useCallQuery(calls.checkBadge, { user_id: userId }, { enabled: Boolean(userId), quiet: true, select: (d) => d.MESSAGES });

/** A count pushed by the real-time link replaces the cached one without a request. */
export const setBadge = (qc: QueryClient, MESSAGES: number) => qc.setQueriesData<Answer<typeof calls.checkBadge>>({ queryKey: badgeKey }, { MESSAGES });
