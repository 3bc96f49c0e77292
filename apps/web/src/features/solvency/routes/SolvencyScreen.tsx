// 'Solvencia Aseo Urbano' (taxpayer, /urban-cleanliness) and 'Solvencias Aseo Urbano' (staff,
// /admin/urban-cleaning-solvencies), 000 section 2: the certificates (date, taxpayer, code, number),
// search, paging, view, print; the taxpayer requests one ('Solicitar Solvencia'), staff delete one.
import { ActionIcon, Alert, Button, Card, Group, Stack } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatInstantDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { useListState } from '../../../components/list-state.ts';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { downloadSolvency, useDeleteSolvency, useSolvencies, type SolvencyItem } from '../api/solvency.ts';
import { ExpiringSolvencies } from '../components/ExpiringSolvencies.tsx';
import { RequestSolvencyModal } from '../components/RequestSolvencyModal.tsx';
import { SolvencyViewModal } from '../components/SolvencyViewModal.tsx';

type Row = SolvencyItem & Record<string, unknown>;
const INITIAL = { search: '' };

export default function SolvencyScreen({ route }: { route: { guard: string } }) {
  const staff = route.guard === 'admin';
  const list = useListState(INITIAL);
  const query = useSolvencies(staff, list.page, list.filters.search);
  const remove = useDeleteSolvency();
  const [viewing, setViewing] = useState<SolvencyItem | null>(null);
  const [requesting, setRequesting] = useState(false);
  const print = (s: SolvencyItem) => void downloadSolvency(s, staff);
  const del = async (s: SolvencyItem) => {
    if (!(await confirm(MSG.solvency.confirmDelete))) return;
    const res = await remove.mutateAsync({ solvency_id: s.id }).catch(() => null);
    if (res) void showSuccess(res.message);
  };

  return (
    <Stack>
      {!staff && (
        <Alert color="blue" variant="light" title="Importante">
          {MSG.solvency.notice}
        </Alert>
      )}
      {!staff && <ExpiringSolvencies rows={query.data?.solvencies.data ?? []} />}
      <Card withBorder>
        <Stack gap="sm" mb="sm">
          <FilterBar justify="space-between">
            <SearchInput
              label="Buscar"
              placeholder={staff ? 'Buscar (Contribuyente, Código, No Solvencia)' : 'Código o N° de solvencia'}
              value={list.filters.search}
              onSearch={(search) => list.setFilters({ search })}
              w={filterWidth(340)}
            />
            {!staff && <Button onClick={() => setRequesting(true)}>Solicitar Solvencia</Button>}
          </FilterBar>
        </Stack>
        <DataTable<Row>
          rows={(query.data?.solvencies.data ?? []) as Row[]}
          rowKey={(s) => s.id}
          columns={[
            { key: 'created_at', title: 'Fecha', render: (s) => formatInstantDate(s.created_at) },
            { key: 'user', title: 'Contribuyente', render: (s) => s.user.full_name },
            { key: 'code', title: 'Código', render: (s) => s.property.code },
            { key: 'number_format', title: 'N° Solvencia', primary: true },
            { key: 'status_text', title: 'Estatus', render: (s) => <StatusBadge kind="solvency" status={s.status_text} /> },
            {
              key: 'actions',
              title: 'Acciones',
              render: (s) => (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Ver solvencia ${s.number_format}`} onClick={() => setViewing(s)}>
                    <IconEye size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={`Imprimir solvencia ${s.number_format}`} onClick={() => print(s)}>
                    <IconDownload size={16} />
                  </ActionIcon>
                  {staff && (
                    <ActionIcon variant="subtle" color="red" aria-label={`Eliminar solvencia ${s.number_format}`} onClick={() => void del(s)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ),
            },
          ]}
        />
        <ListFooter data={query.data?.solvencies} page={list.page} onChange={list.setPage} />
      </Card>
      <SolvencyViewModal solvency={viewing} onClose={() => setViewing(null)} onPrint={print} />
      {!staff && (
        <RequestSolvencyModal
          opened={requesting}
          onClose={() => setRequesting(false)}
          onIssued={(s) => {
            setRequesting(false);
            setViewing(s);
          }}
        />
      )}
    </Stack>
  );
}
