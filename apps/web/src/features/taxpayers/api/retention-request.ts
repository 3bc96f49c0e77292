// admin/clients/retention/confirm and /refuse: staff decide the retention a taxpayer asked for at
// registration (under 'users': the list, its count and the taxpayer refresh).
import { taxpayersCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation } from '../../../lib/call.ts';

export const useConfirmRetention = () => useCallMutation(calls.confirmRetention);
export const useRefuseRetention = () => useCallMutation(calls.refuseRetention);
