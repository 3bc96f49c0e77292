// 'Inmuebles': the taxpayer's properties with the joint-liability note.
import { ActionIcon, Alert, Button, Card, Group, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { useDeleteProperty, useOwnProperties, type Property } from '../api/properties.ts';

export default function PropertiesScreen() {
  const [page, setPage] = useState(1);
  const list = useOwnProperties(page);
  const remove = useDeleteProperty();
  const navigate = useNavigate();

  const del = async (p: Property) => {
    if (!(await confirm(MSG.properties.confirmDelete))) return;
    const res = await remove.mutateAsync(p.id).catch(() => null);
    if (res) void showSuccess(res.message);
  };

  return (
    <Stack>
      <Alert color="yellow" variant="light">
        {MSG.properties.jointLiability}
      </Alert>
      <Card withBorder>
        <Group justify="flex-end" mb="sm">
          <Button onClick={() => navigate('/properties/create')}>Agregar inmueble</Button>
        </Group>
        <DataTable<Property & Record<string, unknown>>
          rows={(list.data?.data ?? []) as (Property & Record<string, unknown>)[]}
          rowKey={(p) => p.id}
          columns={[
            { key: 'code', title: 'Código', primary: true },
            { key: 'nic', title: 'NIC', render: (p) => p.nic ?? '' },
            { key: 'use', title: 'Uso', render: (p) => p.use.name },
            { key: 'type', title: 'Tipo', render: (p) => p.type.name },
            { key: 'activity', title: 'Actividad', render: (p) => p.economic_activity.name },
            {
              key: 'actions',
              title: 'Acciones',
              render: (p) => (
                <Group gap={4}>
                  <ActionIcon variant="subtle" aria-label={`Editar ${p.code}`} onClick={() => navigate(`/properties/edit/${p.id}`)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${p.code}`} onClick={() => void del(p)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ),
            },
          ]}
        />
        <ListFooter data={list.data} page={page} onChange={setPage} />
      </Card>
    </Stack>
  );
}
