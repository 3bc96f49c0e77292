// View modal of a taxpayer: its data and its properties as a tree (12 px per level).
import { Box, Modal, Stack, Text } from '@mantine/core';
import { useClient, type TreeProperty } from '../api/clients.ts';

function Tree({ nodes, level }: { nodes: TreeProperty[]; level: number }) {
  return (
    <>
      {nodes.map((p) => (
        <Box key={p.id} style={{ paddingLeft: level * 12 }} data-level={level}>
          <Text size="sm"><b>{p.code}</b> · {p.type.name} · {p.use.name} · {p.economic_activity.name}</Text>
          {p.childs.length > 0 && <Tree nodes={p.childs} level={level + 1} />}
        </Box>
      ))}
    </>
  );
}

export function ClientViewModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const client = useClient(id);
  const u = client.data;
  return (
    <Modal opened={Boolean(id)} onClose={onClose} title="Contribuyente" size="lg" centered>
      {u && (
        <Stack gap="xs">
          <Text><b>{u.full_name}</b> ({u.username})</Text>
          <Text size="sm">{u.full_document} · {u.email} · {u.full_phone}</Text>
          <Text size="sm">Estatus: {u.status_text}</Text>
          <Text fw={600} mt="sm">Inmuebles</Text>
          <Tree nodes={u.properties} level={0} />
        </Stack>
      )}
    </Modal>
  );
}
