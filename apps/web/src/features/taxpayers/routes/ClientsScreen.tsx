// 'Contribuyentes': search, status and activity filters, paging, Excel export and import, and the
// row actions (view, edit, add property, parent, activity history, download, status, disincorporate, delete).
// Retention requests made at registration wait for staff: a filter with their count, a badge on the row.
import { Anchor, Badge, Button, Card, Checkbox, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS as P, USER_STATUS_LABELS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { useListState } from '../../../components/list-state.ts';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { useSession } from '../../../lib/session.ts';
import { can } from '@aseo/shared/policy';
import { useClients, type ClientFilters, type ClientRow } from '../api/clients.ts';
import { downloadClientsExcel } from '../api/client-files.ts';
import { useClientStatus, useDeleteClient } from '../api/client-status.ts';
import { ActivityHistoryModal } from '../components/ActivityHistoryModal.tsx';
import { ClientRowActions, type RowModal } from '../components/ClientRowActions.tsx';
import { ClientViewModal } from '../components/ClientViewModal.tsx';
import { DisincorporateModal } from '../components/DisincorporateModal.tsx';
import { ImportClientsModal } from '../components/ImportClientsModal.tsx';
import { ParentModal } from '../components/ParentModal.tsx';

const INITIAL: ClientFilters = { search: '', status: '', economic_activity: '', retention_request: '' };
const STATUS_OPTIONS = Object.entries(USER_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export default function ClientsScreen() {
  const { user } = useSession();
  const navigate = useNavigate();
  const list = useListState(INITIAL);
  const query = useClients(list.page, list.filters);
  const status = useClientStatus();
  const remove = useDeleteClient();
  const [open, setOpen] = useState<{ modal: RowModal; client: ClientRow } | null>(null);
  const [importing, setImporting] = useState(false);
  const mayCreate = can(user, P.CREATE_CLIENTS);
  const mayDelete = can(user, P.DELETE_CLIENTS);
  const openFor = (modal: RowModal) => (open?.modal === modal ? open.client : null);
  const close = () => setOpen(null);
  const pendingRequests = query.data?.retention_requests ?? 0;

  const toggle = async (c: ClientRow) => {
    if (!(await confirm(MSG.taxpayers.confirmStatus))) return;
    const res = await status.mutateAsync({ id: c.id, status: c.status === 0 ? 1 : 0 }).catch(() => null);
    if (res) void showSuccess(res.message);
  };
  const del = async (c: ClientRow) => {
    if (!(await confirm(MSG.taxpayers.confirmDelete))) return;
    const res = await remove.mutateAsync({ id: c.id }).catch(() => null);
    if (res) void showSuccess(res.message);
  };

  return (
    <Stack>
      <Card withBorder>
        <Stack gap="sm" mb="sm">
          <FilterBar justify="space-between">
            <FilterBar>
              <SearchInput
                label="Buscar"
                placeholder="Nombre, documento, cuenta o código"
                value={list.filters.search}
                onSearch={(search) => list.setFilters({ search })}
                w={filterWidth(300)}
              />
              <SelectField
                label="Estatus"
                clearable
                searchable={false}
                data={STATUS_OPTIONS}
                value={list.filters.status || null}
                onChange={(v) => list.setFilters({ status: v ?? '' })}
                w={filterWidth(160)}
              />
              <SelectField
                label="Actividad económica"
                clearable
                data={(query.data?.economic_activities ?? []).map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` }))}
                value={list.filters.economic_activity || null}
                onChange={(v) => list.setFilters({ economic_activity: v ?? '' })}
                w={filterWidth(280)}
              />
              <Checkbox
                mb={8}
                checked={list.filters.retention_request === '1'}
                onChange={(ev) => list.setFilters({ retention_request: ev.currentTarget.checked ? '1' : '' })}
                label={
                  <Group gap={6} wrap="nowrap" component="span">
                    {MSG.taxpayers.retentionRequested}
                    <Badge component="span" color={pendingRequests ? 'orange' : 'gray'} variant="filled" size="sm">
                      {pendingRequests}
                    </Badge>
                  </Group>
                }
              />
              <Anchor component="button" onClick={list.reset} mb={8} ta="left">
                Limpiar filtros
              </Anchor>
            </FilterBar>
            <FilterBar>
              <Button variant="default" onClick={() => void downloadClientsExcel(list.filters)}>
                Exportar Excel
              </Button>
              {mayCreate && (
                <Button variant="default" onClick={() => setImporting(true)}>
                  Importar Excel
                </Button>
              )}
              {mayCreate && <Button onClick={() => navigate('/admin/users/clients/create')}>Crear Contribuyente</Button>}
            </FilterBar>
          </FilterBar>
        </Stack>
        <DataTable<ClientRow & Record<string, unknown>>
          rows={(query.data?.users.data ?? []) as (ClientRow & Record<string, unknown>)[]}
          rowKey={(c) => c.id}
          columns={[
            { key: 'number_format', title: 'ID' },
            { key: 'username', title: 'Cuenta' },
            {
              key: 'full_name',
              title: 'Nombre / Razón Social',
              primary: true,
              render: (c) =>
                c.retention_request === null ? (
                  c.full_name
                ) : (
                  <Group gap={6} component="span">
                    <Text component="span" inherit>
                      {c.full_name}
                    </Text>
                    {/* whole, never cut short: the table gives the column room for it */}
                    <Badge component="span" color="orange" variant="light" size="sm" tt="none" styles={{ label: { overflow: 'visible' } }}>
                      {MSG.taxpayers.retentionRequested}
                    </Badge>
                  </Group>
                ),
            },
            { key: 'full_document', title: 'Documento' },
            { key: 'email', title: 'Correo' },
            { key: 'properties_count', title: 'Inmuebles' },
            {
              key: 'status',
              title: 'Estatus',
              render: (c) => (
                <Switch
                  checked={c.status !== 0}
                  disabled={!mayDelete}
                  label={c.status_text}
                  aria-label={`Estatus ${c.username}`}
                  onChange={() => void toggle(c)}
                />
              ),
            },
            {
              key: 'actions',
              title: 'Acciones',
              render: (c) => <ClientRowActions client={c} onOpen={(modal, client) => setOpen({ modal, client })} onDelete={(client) => void del(client)} />,
            },
          ]}
        />
        <ListFooter data={query.data?.users} page={list.page} onChange={list.setPage} />
      </Card>
      <ClientViewModal id={openFor('view')?.id ?? null} onClose={close} />
      <DisincorporateModal client={openFor('disincorporate')} onClose={close} />
      <ParentModal client={openFor('parent')} onClose={close} />
      <ActivityHistoryModal client={openFor('history')} onClose={close} />
      <ImportClientsModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
