// auth/reset: the new password for a valid reset code.
import { authCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation } from '../../../lib/call.ts';

export const useResetPassword = () => useCallMutation(calls.reset);
