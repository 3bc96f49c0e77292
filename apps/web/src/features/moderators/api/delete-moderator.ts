// admin/moderators/delete: soft delete; the deleted user's sessions end.
import { moderatorsCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation } from '../../../lib/call.ts';

export const useDeleteModerator = () => useCallMutation(calls.remove);
