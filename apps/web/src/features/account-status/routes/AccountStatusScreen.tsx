// The taxpayer's 'Estado de Cuenta' (/account-status, 000 section 2): its properties with what
// each owes, filters, paging, and 'Pagos Pendientes' per property. Amounts follow a new UCD rate
// live (the `petro` event reads the list again).
import { ActionIcon, Card, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@aseo/shared/format';
import { DataTable } from '../../../components/DataTable.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { useListState } from '../../../components/list-state.ts';
import { NO_FILTERS, useAccountList, type AccountRow } from '../api/account-status.ts';
import { AccountFilterBar } from '../components/AccountFilterBar.tsx';
import { Amount } from '../components/Amount.tsx';
import { PaymentsModal } from '../components/PaymentsModal.tsx';

type Row = AccountRow & Record<string, unknown>;

export default function AccountStatusScreen() {
  const list = useListState(NO_FILTERS);
  const query = useAccountList(list.page, list.filters);
  const [open, setOpen] = useState<AccountRow | null>(null);
  return (
    <Stack>
      <Card withBorder>
        <Stack gap="sm" mb="sm">
          <AccountFilterBar filters={list.filters} onChange={list.setFilters} onReset={list.reset} placeholder="Código del inmueble" />
        </Stack>
        <DataTable<Row>
          rows={(query.data?.properties.data ?? []) as Row[]}
          rowKey={(r) => r.id}
          columns={[
            { key: 'code', title: 'Código', primary: true },
            { key: 'type', title: 'Tipo', render: (r) => r.type.name },
            { key: 'last_payment', title: 'Fecha', render: (r) => (r.last_payment ? formatDate(r.last_payment) : '—') },
            { key: 'rif', title: 'RIF', render: (r) => r.user.full_document },
            { key: 'name', title: 'Nombre / Razón Social', render: (r) => r.user.business_name || r.user.full_name },
            { key: 'total', title: 'Monto Adecuado', render: (r) => <Amount ucd={r.total_record} bs={r.total_conversion_record} />, money: true },
            { key: 'status', title: 'Estatus', render: (r) => <StatusBadge kind="account" status={r.account_status} label={r.account_status_text} /> },
            {
              key: 'actions',
              title: 'Acciones',
              render: (r) => (
                <ActionIcon variant="subtle" aria-label={`Pagos pendientes ${r.code}`} onClick={() => setOpen(r)}>
                  <IconEye size={16} />
                </ActionIcon>
              ),
            },
          ]}
        />
        <ListFooter data={query.data?.properties} page={list.page} onChange={list.setPage} />
      </Card>
      <PaymentsModal property={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
