// View modal of an administrator: its data and the permissions it holds, by module.
import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { MSG } from '@aseo/shared/messages';
import { useModerator } from '../api/get-moderator.ts';
import { moduleLabel } from './permission-matrix.ts';

export function ModeratorViewModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useModerator(id);
  const u = query.data?.user;
  const granted = (query.data?.modules ?? []).map((m) => ({ ...m, actions: m.actions.filter((a) => a.active) })).filter((m) => m.actions.length);
  return (
    <Modal opened={Boolean(id)} onClose={onClose} title="Administrador" size="lg" centered>
      {u && (
        <Stack gap="xs">
          <Text>
            <b>{u.full_name}</b> ({u.username})
          </Text>
          <Text size="sm">{[u.full_document, u.email, u.full_phone].filter(Boolean).join(' · ')}</Text>
          <Text size="sm">
            Caja: {u.box || '-'} · Rol: {u.role?.name ?? '-'} · Estatus: {u.status_text}
          </Text>
          <Text fw={600} mt="sm">
            {MSG.moderators.permissionsTitle}
          </Text>
          {granted.length === 0 && (
            <Text size="sm" c="dimmed">
              {MSG.moderators.noPermissions}
            </Text>
          )}
          {granted.map((m) => (
            <Group key={m.id} gap={6} align="center">
              <Text size="sm" fw={500} w={190}>
                {moduleLabel(m.name)}
              </Text>
              {m.actions.map((a) => (
                <Badge key={a.id} variant={a.main === 1 ? 'filled' : 'light'} size="sm" tt="none">
                  {a.name}
                </Badge>
              ))}
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
