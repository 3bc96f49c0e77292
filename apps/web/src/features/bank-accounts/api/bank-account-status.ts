// admin/bank-accounts/status and delete.
import { bankAccountsCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation } from '../../../lib/call.ts';

export const useBankAccountStatus = () => useCallMutation(calls.status);
export const useDeleteBankAccount = () => useCallMutation(calls.remove);
