// auth/login: token and user.
import { authCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation } from '../../../lib/call.ts';

export const useLogin = () => useCallMutation(calls.login);
