// auth/check-code: whether a reset code is still valid.
import { authCalls as calls } from '@aseo/shared/contracts';
import { useCallQuery } from '../../../lib/call.ts';

export const useCheckCode = (code: string) => useCallQuery(calls.checkCode, { code }, { retry: false, quiet: true, select: (d) => d.result });
