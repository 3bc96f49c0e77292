// View modal of a taxpayer: its data and its properties as a tree (12 px per level). Staff with
// create-clients edit a property or add a child property from its node.
import { Badge, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { useSession } from '../../../lib/session.ts';
import { can } from '@aseo/shared/policy';
import { useClient, type TreeProperty } from '../api/clients.ts';

const INDENT_PX = 12;

/** The tree in reading order, each node with its depth. */
function flatten(nodes: TreeProperty[], level = 0): { node: TreeProperty; level: number }[] {
  return nodes.flatMap((node) => [{ node, level }, ...flatten(node.childs ?? [], level + 1)]);
}

function PropertyNode({ p, level, actions }: { p: TreeProperty; level: number; actions?: { edit: () => void; addChild: () => void } }) {
  const disincorporated = p.status === 0;
  return (
    <Box style={{ paddingLeft: level * INDENT_PX }} data-level={level} data-code={p.code}>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Group gap={6}>
            <Text size="sm" fw={700} c={disincorporated ? 'dimmed' : undefined}>
              {p.code}
            </Text>
            {disincorporated && (
              <Badge color="gray" size="sm">
                Desincorporada
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {[p.type?.name, p.use?.name, p.economic_activity?.name].filter(Boolean).join(' · ')}
          </Text>
          {disincorporated && p.disincorporate && (
            <Text size="xs" c="dimmed" fs="italic">
              {p.disincorporate}
            </Text>
          )}
        </Stack>
        {actions && (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" leftSection={<IconPencil size={12} />} aria-label={`Editar ${p.code}`} onClick={actions.edit}>
              Editar
            </Button>
            {!disincorporated && (
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPlus size={12} />}
                aria-label={`Agregar propiedad hija ${p.code}`}
                onClick={actions.addChild}
              >
                Agregar propiedad hija
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Box>
  );
}

export function ClientViewModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useClient(id);
  const u = client.data?.user;
  const mayChange = can(user, P.CREATE_CLIENTS);
  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  return (
    <Modal opened={Boolean(id)} onClose={onClose} title="Contribuyente" size="xl" centered>
      {u && (
        <Stack gap="xs">
          <Text>
            <b>{u.full_name}</b> ({u.username})
          </Text>
          <Text size="sm">
            {u.full_document} · {u.email} · {u.full_phone}
          </Text>
          <Text size="sm">Estatus: {u.status_text}</Text>
          <Text fw={600} mt="sm">
            Inmuebles
          </Text>
          <Stack gap="sm">
            {flatten(u.properties).map(({ node, level }) => (
              <PropertyNode
                key={node.id}
                p={node}
                level={level}
                actions={
                  mayChange
                    ? {
                        edit: () => go(`/admin/users/clients/edit/${u.id}/${node.id}`),
                        addChild: () => go(`/admin/users/clients/${u.id}/create-property/${node.id}`),
                      }
                    : undefined
                }
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
