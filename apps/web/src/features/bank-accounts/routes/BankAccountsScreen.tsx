// 'Cuentas Bancarias': search, paging, create and edit modals, active/inactive toggle, delete.
import { ActionIcon, Box, Button, Card, Group, Stack, Switch } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BANK_ACCOUNT_STATUS_TEXT, labelOf, PERMISSIONS as P } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { useListState } from '../../../components/list-state.ts';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { useSession } from '../../../lib/session.ts';
import { can } from '@aseo/shared/policy';
import { useBankAccounts, type BankAccount } from '../api/get-bank-accounts.ts';
import { useBankAccountStatus, useDeleteBankAccount } from '../api/bank-account-status.ts';
import { BankAccountModal } from '../components/BankAccountModal.tsx';

const INITIAL = { search: '' };

export default function BankAccountsScreen() {
  const { user } = useSession();
  const list = useListState(INITIAL);
  const query = useBankAccounts(list.page, list.filters.search);
  const [editing, setEditing] = useState<{ account: BankAccount | null } | null>(null);
  const status = useBankAccountStatus();
  const remove = useDeleteBankAccount();
  const canEdit = can(user, P.CREATE_BANK_ACCOUNTS);

  const toggle = async (a: BankAccount) => {
    if (!(await confirm(MSG.bankAccounts.confirmStatus))) return;
    const res = await status.mutateAsync({ bank_account_id: a.id, status: a.status ? 0 : 1 }).catch(() => null);
    if (res) void showSuccess(res.message);
  };
  const del = async (a: BankAccount) => {
    if (!(await confirm(MSG.bankAccounts.confirmDelete))) return;
    const res = await remove.mutateAsync({ bank_account_id: a.id }).catch(() => null);
    if (res) void showSuccess(res.message);
  };

  return (
    <Stack>
      <Card withBorder>
        <Box mb="sm">
          <FilterBar justify="space-between">
            <SearchInput
              placeholder="Buscar (titular, banco, número)"
              aria-label="Buscar"
              value={list.filters.search}
              onSearch={(search) => list.setFilters({ search })}
              w={filterWidth(320)}
            />
            {canEdit && <Button onClick={() => setEditing({ account: null })}>Crear cuenta</Button>}
          </FilterBar>
        </Box>
        <DataTable<BankAccount & Record<string, unknown>>
          rows={(query.data?.accounts.data ?? []) as (BankAccount & Record<string, unknown>)[]}
          rowKey={(a) => a.id}
          columns={[
            { key: 'name', title: 'Titular', primary: true },
            { key: 'bank', title: 'Banco', render: (a) => a.bank.name },
            { key: 'account_type', title: 'Tipo', render: (a) => a.account_type.name },
            { key: 'full_document', title: 'Documento' },
            { key: 'number', title: 'Número' },
            { key: 'phone', title: 'Teléfono' },
            {
              key: 'status',
              title: 'Estatus',
              render: (a) => (
                <Switch
                  checked={a.status === 1}
                  disabled={!canEdit}
                  label={labelOf(BANK_ACCOUNT_STATUS_TEXT, a.status)}
                  aria-label={`Estatus ${a.number}`}
                  onChange={() => void toggle(a)}
                />
              ),
            },
            {
              key: 'actions',
              title: 'Acciones',
              render: (a) => (
                <Group gap={4}>
                  {canEdit && (
                    <ActionIcon variant="subtle" aria-label={`Editar ${a.number}`} onClick={() => setEditing({ account: a })}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  )}
                  {can(user, P.DELETE_BANK_ACCOUNTS) && (
                    <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${a.number}`} onClick={() => void del(a)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ),
            },
          ]}
        />
        <ListFooter data={query.data?.accounts} page={list.page} onChange={list.setPage} />
      </Card>
      <BankAccountModal opened={Boolean(editing)} account={editing?.account ?? null} refs={query.data} onClose={() => setEditing(null)} />
    </Stack>
  );
}
