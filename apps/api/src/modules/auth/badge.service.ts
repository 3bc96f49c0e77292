// Badge count of the complaints item: unread messages for a client; for staff who see complaints,
// unopened suggestions plus client messages not yet read.
import { LEVELS, PERMISSIONS } from '@aseo/shared/constants';
import type { AppContext } from '../../context.ts';
import { accountOwnerId, hasPermission, isStaff } from '../../middleware/auth.ts';
import type { SessionUser } from '../../lib/tokens.ts';

export function badgeService({ db }: AppContext) {
  async function count(user: SessionUser) {
    if (isStaff(user)) {
      if (!hasPermission(user, PERMISSIONS.VIEW_COMPLAINTS_SUGGESTIONS)) return { MESSAGES: 0 };
      const [unopened, unread] = await Promise.all([
        db.suggestion.count({ where: { deleted_at: null, viewed: 0 } }),
        db.suggestionMessage.count({ where: { viewed: 0, user: { level_id: LEVELS.CLIENT }, suggestion: { deleted_at: null } } }),
      ]);
      return { MESSAGES: unopened + unread };
    }
    const owner = accountOwnerId(user);
    const MESSAGES = await db.suggestionMessage.count({
      where: { viewed: 0, user_id: { not: owner }, suggestion: { user_id: owner, deleted_at: null } },
    });
    return { MESSAGES };
  }
  return { count };
}
