// 'Administradores': search, status filter, paging; view and print for whoever may see the list;
// create, edit, status and delete only for the admin level (spec 000 section 6).
import { ActionIcon, Anchor, Box, Button, Card, Group, Stack, Switch } from '@mantine/core';
import { IconEye, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { USER_STATUS, USER_STATUS_LABELS } from '@aseo/shared/constants';
import { LABELS, MSG } from '@aseo/shared/messages';
import { isAdminLevel } from '@aseo/shared/policy';
import { DataTable } from '../../../components/DataTable.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { useListState } from '../../../components/list-state.ts';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDeleteModerator } from '../api/delete-moderator.ts';
import { downloadModerator } from '../api/download-moderator.ts';
import { useModerators, type Moderator, type ModeratorFilters } from '../api/get-moderators.ts';
import { useModeratorStatus } from '../api/moderator-status.ts';
import { ModeratorViewModal } from '../components/ModeratorViewModal.tsx';

const INITIAL: ModeratorFilters = { search: '', status: '' };
const STATUS_OPTIONS = [USER_STATUS.ACTIVE, USER_STATUS.INACTIVE].map((s) => ({ value: String(s), label: USER_STATUS_LABELS[s] }));
type Row = Moderator & Record<string, unknown>;

export default function ModeratorsScreen() {
  const { user } = useSession();
  const navigate = useNavigate();
  const list = useListState(INITIAL);
  const query = useModerators(list.page, list.filters);
  const status = useModeratorStatus();
  const remove = useDeleteModerator();
  const [viewing, setViewing] = useState<number | null>(null);
  const isAdmin = Boolean(user && isAdminLevel(user));

  const toggle = async (m: Moderator) => {
    if (!(await confirm(MSG.moderators.confirmStatus))) return;
    const res = await status.mutateAsync({ id: m.id, status: m.status === USER_STATUS.INACTIVE ? USER_STATUS.ACTIVE : USER_STATUS.INACTIVE }).catch(() => null);
    if (res) void showSuccess(res.message);
  };
  const del = async (m: Moderator) => {
    if (!(await confirm(MSG.moderators.confirmDelete))) return;
    const res = await remove.mutateAsync({ id: m.id }).catch(() => null);
    if (res) void showSuccess(res.message);
  };

  return (
    <Stack>
      <Card withBorder>
        <Box mb="sm">
          <FilterBar justify="space-between">
            <FilterBar>
              <SearchInput
                label="Buscar"
                placeholder="Nombre, cuenta, correo o caja"
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
              <Anchor component="button" onClick={list.reset} mb={8} ta="left">
                {LABELS.buttons.clearFilters}
              </Anchor>
            </FilterBar>
            {isAdmin && <Button onClick={() => navigate('/admin/users/moderators/create')}>{LABELS.titles.createAdministrator}</Button>}
          </FilterBar>
        </Box>
        <DataTable<Row>
          rows={(query.data?.data ?? []) as Row[]}
          rowKey={(m) => m.id}
          columns={[
            { key: 'username', title: 'Cuenta' },
            { key: 'full_name', title: 'Nombre', primary: true },
            { key: 'email', title: 'Correo' },
            { key: 'box', title: 'Caja', render: (m) => m.box || '-' },
            { key: 'role', title: 'Rol', render: (m) => m.role?.name ?? '' },
            {
              key: 'status',
              title: 'Estatus',
              render: (m) =>
                isAdmin ? (
                  <Switch
                    checked={m.status !== USER_STATUS.INACTIVE}
                    disabled={m.id === user?.id}
                    label={m.status_text}
                    aria-label={`Estatus ${m.username}`}
                    onChange={() => void toggle(m)}
                  />
                ) : (
                  m.status_text
                ),
            },
            {
              key: 'actions',
              title: 'Acciones',
              render: (m) => (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Ver ${m.username}`} onClick={() => setViewing(m.id)}>
                    <IconEye size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={`Imprimir ${m.username}`} onClick={() => void downloadModerator(m)}>
                    <IconPrinter size={16} />
                  </ActionIcon>
                  {isAdmin && (
                    <ActionIcon variant="subtle" aria-label={`Editar ${m.username}`} onClick={() => navigate(`/admin/users/moderators/edit/${m.id}`)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  )}
                  {isAdmin && m.id !== user?.id && (
                    <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${m.username}`} onClick={() => void del(m)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ),
            },
          ]}
        />
        <ListFooter data={query.data} page={list.page} onChange={list.setPage} />
      </Card>
      <ModeratorViewModal id={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
