// admin/bank-accounts/get: the paged list with the form's reference lists.
import { bankAccountsCalls as calls } from '@aseo/shared/contracts';
import { useCallQuery, type Answer } from '../../../lib/call.ts';

export type BankAccountsPage = Answer<typeof calls.list>;
export type BankAccount = BankAccountsPage['accounts']['data'][number];

export const useBankAccounts = (page: number, search: string) => useCallQuery(calls.list, { page, search: search || undefined }, { keepPrevious: true });
