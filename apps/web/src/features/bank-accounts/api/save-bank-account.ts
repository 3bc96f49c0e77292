// admin/bank-accounts/create and edit.
import { bankAccountsCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation } from '../../../lib/call.ts';

/** The form as the modal holds it (selects give text ids; the API reads them as numbers). */
export type BankAccountForm = {
  bank_account_id?: number;
  name: string;
  bank_id: string;
  document_type_id: string;
  document: string;
  number: string;
  phone: string;
  account_type_id: string;
};

export const useSaveBankAccount = () => {
  // quiet: a refusal is shown by the form on its fields (lib/form.ts), not by the API client
  const create = useCallMutation(calls.create, { quiet: true });
  const edit = useCallMutation(calls.edit, { quiet: true });
  return {
    mutateAsync: (v: BankAccountForm) => (v.bank_account_id ? edit.mutateAsync({ ...v, bank_account_id: v.bank_account_id }) : create.mutateAsync(v)),
    isPending: create.isPending || edit.isPending,
  };
};
