import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const badgeKey = ['badge'] as const;

/** auth/check-badge: unread messages of the complaints item. */
export function useBadge(userId: number | undefined) {
  return useQuery({
    queryKey: badgeKey,
    enabled: Boolean(userId),
    queryFn: async () => (await api.post<{ MESSAGES: number }>('/auth/check-badge', { user_id: userId }, { quiet: true })).data.MESSAGES,
  });
}
