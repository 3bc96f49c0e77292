// Staff 'Record de Cuenta' (/admin/account-status/{propertyId?}, 000 section 2): every property with
// what it owes, filters (search on Enter), 'Exportar Excel' and 'Exportar Deudas', and per row
// 'Pagos Pendientes', the links to the taxpayer and the new cash desk, its child properties (with
// 'Atras' back), and the staff actions of components/admin.
import { ActionIcon, Anchor, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCash, IconDots, IconEye, IconHierarchy, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate, padId } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { useListState } from '../../../components/list-state.ts';
import { downloadDebtsExcel, downloadRecordExcel, NO_FILTERS, useRecordList, type AccountRow } from '../api/account-status.ts';
import { AccountFilterBar } from '../components/AccountFilterBar.tsx';
import { Amount } from '../components/Amount.tsx';
import { PaymentsModal } from '../components/PaymentsModal.tsx';
import { RecordMenuItems } from '../components/admin/RecordMenuItems.tsx';
import { useRecordFlows, type RecordFlows } from '../components/admin/use-record-actions.ts';

type Row = AccountRow & Record<string, unknown>;

function RowMenu({ row, flows, onPayments }: { row: AccountRow; flows: RecordFlows; onPayments: (r: AccountRow) => void }) {
  const navigate = useNavigate();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Pagos pendientes ${row.code}`} onClick={() => onPayments(row)}>
        <IconEye size={16} />
      </ActionIcon>
      <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`Acciones ${row.code}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconEye size={14} />} onClick={() => onPayments(row)}>
            Pagos Pendientes
          </Menu.Item>
          <Menu.Item leftSection={<IconUser size={14} />} onClick={() => navigate(`/admin/users/clients/edit/${row.user_id}`)}>
            Ver contribuyente
          </Menu.Item>
          <Menu.Item leftSection={<IconCash size={14} />} onClick={() => navigate(`/admin/cash-new/${row.id}/${row.code}`)}>
            Ir a caja
          </Menu.Item>
          {row.childs_count > 0 && (
            <Menu.Item leftSection={<IconHierarchy size={14} />} onClick={() => navigate(`/admin/account-status/${row.id}`)}>
              Propiedades hijas ({row.childs_count})
            </Menu.Item>
          )}
          <Menu.Divider />
          <RecordMenuItems row={row} flows={flows} />
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

export default function RecordScreen() {
  const params = useParams();
  const parentId = params.propertyId ? Number(params.propertyId) || undefined : undefined;
  const navigate = useNavigate();
  const list = useListState(NO_FILTERS);
  // another parent's child properties (or back to every property): the filters of the last list do not apply
  const { reset } = list;
  useEffect(() => reset(), [parentId, reset]);
  const query = useRecordList(list.page, list.filters, parentId);
  const flows = useRecordFlows();
  const [open, setOpen] = useState<AccountRow | null>(null);
  const [exporting, setExporting] = useState<'excel' | 'debts' | null>(null);
  const selected = query.data?.property_selected ?? null;
  const exportFile = async (kind: 'excel' | 'debts') => {
    setExporting(kind);
    await (kind === 'excel' ? downloadRecordExcel : downloadDebtsExcel)(list.filters, parentId).finally(() => setExporting(null));
  };

  return (
    <Stack>
      {parentId && (
        <Card withBorder>
          <Group justify="space-between">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                Propiedades hijas de
              </Text>
              <Text fw={700}>{selected ? `${selected.code} — ${selected.user.business_name || selected.user.full_name}` : '…'}</Text>
            </Stack>
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/admin/account-status')}>
              {MSG.common.back}
            </Button>
          </Group>
        </Card>
      )}
      <Card withBorder>
        <Stack gap="sm" mb="sm">
          <FilterBar justify="space-between">
            <AccountFilterBar filters={list.filters} onChange={list.setFilters} onReset={list.reset} searchOnEnter placeholder="Código, ID o nombre" />
            <FilterBar>
              <Button variant="default" loading={exporting === 'excel'} onClick={() => void exportFile('excel')}>
                Exportar Excel
              </Button>
              <Button variant="default" loading={exporting === 'debts'} onClick={() => void exportFile('debts')}>
                Exportar Deudas
              </Button>
            </FilterBar>
          </FilterBar>
        </Stack>
        <DataTable<Row>
          rows={(query.data?.properties.data ?? []) as Row[]}
          rowKey={(r) => r.id}
          columns={[
            { key: 'id', title: 'ID', render: (r) => padId(r.id) },
            {
              key: 'user',
              title: 'Usuario',
              primary: true,
              render: (r) => (
                <Anchor component={Link} to={`/admin/users/clients/edit/${r.user_id}`} size="sm" c="inherit" underline="always">
                  {r.user.full_name}
                </Anchor>
              ),
            },
            {
              key: 'code',
              title: 'Código',
              render: (r) => (
                <Anchor component={Link} to={`/admin/cash-new/${r.id}/${r.code}`} size="sm" c="inherit" underline="always" aria-label={`Caja ${r.code}`}>
                  {r.code}
                </Anchor>
              ),
            },
            { key: 'type', title: 'Tipo', render: (r) => r.type.name },
            { key: 'last_payment', title: 'Último pago', render: (r) => (r.last_payment ? formatDate(r.last_payment) : '—') },
            {
              key: 'fiscal',
              title: 'Datos fiscales',
              render: (r) => (
                <Stack gap={0}>
                  <Text size="sm">{r.user.full_document}</Text>
                  {r.user.business_name && (
                    <Text size="xs" c="dimmed">
                      {r.user.business_name}
                    </Text>
                  )}
                </Stack>
              ),
            },
            { key: 'total', title: 'Monto adeudado', render: (r) => <Amount ucd={r.total_record} bs={r.total_conversion_record} />, money: true },
            {
              key: 'pending_months',
              title: 'Meses pendientes',
              render: (r) => (
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{r.pending_months}</Text>
                  <StatusBadge kind="account" status={r.account_status} label={r.account_status_text} />
                  {r.status === 0 && (
                    <Badge color="gray" variant="outline" size="sm">
                      Inactivo
                    </Badge>
                  )}
                </Group>
              ),
            },
            {
              key: 'notified',
              title: 'Notificado',
              render: (r) => `${r.wasSent ? 'Si' : 'No'}${r.notification_date ? ` (${formatDate(r.notification_date)})` : ''}`,
            },
            { key: 'actions', title: 'Acciones', render: (r) => <RowMenu row={r} flows={flows} onPayments={setOpen} /> },
          ]}
        />
        <ListFooter data={query.data?.properties} page={list.page} onChange={list.setPage} />
      </Card>
      <PaymentsModal property={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
