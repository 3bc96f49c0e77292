// admin/clients/status and delete.
import { taxpayersCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation } from '../../../lib/call.ts';

export const useClientStatus = () => useCallMutation(calls.status);
export const useDeleteClient = () => useCallMutation(calls.remove);
