// 'Contribuyentes': search, status and activity filters, paging, Excel, view, status, delete.
import { ActionIcon, Anchor, Button, Card, Group, Stack, Switch } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS as P, USER_STATUS_LABELS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { useListState } from '../../../components/list-state.ts';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { download } from '../../../lib/download.ts';
import { useSession } from '../../../lib/session.ts';
import { can } from '../../../routes/guards.ts';
import { clientsExcelUrl, useClients, useClientStatus, useDeleteClient, type ClientFilters, type ClientRow } from '../api/clients.ts';
import { ClientViewModal } from '../components/ClientViewModal.tsx';

const INITIAL: ClientFilters = { search: '', status: '', economic_activity: '' };
const STATUS_OPTIONS = Object.entries(USER_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export default function ClientsScreen() {
  const { user } = useSession();
  const navigate = useNavigate();
  const list = useListState(INITIAL);
  const query = useClients(list.page, list.filters);
  const status = useClientStatus();
  const remove = useDeleteClient();
  const [viewing, setViewing] = useState<number | null>(null);
  const mayDelete = can(user, P.DELETE_CLIENTS);

  const toggle = async (c: ClientRow) => {
    if (!(await confirm(MSG.common.confirmSure))) return;
    const res = await status.mutateAsync({ id: c.id, status: c.status === 0 ? 1 : 0 }).catch(() => null);
    if (res) await showSuccess(res.message);
  };
  const del = async (c: ClientRow) => {
    if (!(await confirm(MSG.common.confirmSure))) return;
    const res = await remove.mutateAsync({ id: c.id }).catch(() => null);
    if (res) await showSuccess(res.message);
  };

  return (
    <Stack>
      <Card withBorder>
        <Group justify="space-between" mb="sm" align="flex-end">
          <Group align="flex-end">
            <SearchInput label="Buscar" placeholder="Nombre, documento, cuenta o código" value={list.filters.search} onSearch={(search) => list.setFilters({ search })} w={300} />
            <SelectField label="Estatus" clearable searchable={false} data={STATUS_OPTIONS} value={list.filters.status || null} onChange={(v) => list.setFilters({ status: v ?? '' })} w={160} />
            <SelectField label="Actividad económica" clearable data={(query.data?.economic_activities ?? []).map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` }))}
              value={list.filters.economic_activity || null} onChange={(v) => list.setFilters({ economic_activity: v ?? '' })} w={280} />
            <Anchor component="button" onClick={list.reset} mb={8}>Limpiar filtros</Anchor>
          </Group>
          <Group>
            <Button variant="default" onClick={() => void download(clientsExcelUrl(list.filters), 'contribuyentes.xlsx')}>Exportar Excel</Button>
            {can(user, P.CREATE_CLIENTS) && <Button onClick={() => navigate('/admin/users/clients/create')}>Crear Contribuyente</Button>}
          </Group>
        </Group>
        <DataTable<ClientRow & Record<string, unknown>>
          rows={(query.data?.users.data ?? []) as (ClientRow & Record<string, unknown>)[]}
          rowKey={(c) => c.id}
          columns={[
            { key: 'number_format', title: 'ID' },
            { key: 'username', title: 'Cuenta' },
            { key: 'full_name', title: 'Nombre / Razón Social' },
            { key: 'full_document', title: 'Documento' },
            { key: 'email', title: 'Correo' },
            { key: 'properties_count', title: 'Inmuebles' },
            {
              key: 'status', title: 'Estatus', render: (c) => (
                <Switch checked={c.status !== 0} disabled={!mayDelete} label={c.status_text} aria-label={`Estatus ${c.username}`} onChange={() => void toggle(c)} />
              ),
            },
            {
              key: 'actions', title: 'Acciones', render: (c) => (
                <Group gap={4}>
                  <ActionIcon variant="subtle" aria-label={`Ver ${c.username}`} onClick={() => setViewing(c.id)}><IconEye size={16} /></ActionIcon>
                  {mayDelete && <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${c.username}`} onClick={() => void del(c)}><IconTrash size={16} /></ActionIcon>}
                </Group>
              ),
            },
          ]}
        />
        <Pager page={list.page} lastPage={query.data?.users.last_page ?? 1} onChange={list.setPage} />
      </Card>
      <ClientViewModal id={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
