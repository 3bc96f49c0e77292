// auth/recover: mails a reset link; `account` makes the mail speak of the account.
import { authCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation } from '../../../lib/call.ts';

export const useRecover = () => useCallMutation(calls.recover);
