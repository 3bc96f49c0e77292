import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type BankAccount = {
  id: number; name: string; bank_id: number; account_type_id: number; document_type_id: number; document: string; full_document: string;
  number: string; phone: string | null; status: number; bank: { id: number; name: string }; account_type: { id: number; name: string };
};
type Named = { id: number; name: string };
export type BankAccountsPage = {
  accounts: { data: BankAccount[]; last_page: number };
  banks: Named[]; account_types: Named[]; document_types: (Named & { prefix: string; max_length: number })[];
};

export const useBankAccounts = (page: number, search: string) =>
  useQuery({
    queryKey: ['bank-accounts', page, search],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.post<BankAccountsPage>('/admin/bank-accounts/get', { page, search: search || undefined })).data,
  });

function useCall<V>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: V) => (await api.post<{ message: string }>(`/admin/bank-accounts/${path}`, v)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['bank-accounts'] }),
  });
}

export type BankAccountForm = { bank_account_id?: number; name: string; bank_id: string; document_type_id: string; document: string; number: string; phone: string; account_type_id: string };
export const useSaveBankAccount = () => {
  const create = useCall<BankAccountForm>('create');
  const edit = useCall<BankAccountForm>('edit');
  return { mutateAsync: (v: BankAccountForm) => (v.bank_account_id ? edit : create).mutateAsync(v), isPending: create.isPending || edit.isPending };
};
export const useBankAccountStatus = () => useCall<{ bank_account_id: number; status: number }>('status');
export const useDeleteBankAccount = () => useCall<{ bank_account_id: number }>('delete');
