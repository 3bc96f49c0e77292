// admin/moderators/status: activate or deactivate; a deactivated user is signed out live.
import { moderatorsCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation } from '../../../lib/call.ts';

export const useModeratorStatus = () => useCallMutation(calls.status);
