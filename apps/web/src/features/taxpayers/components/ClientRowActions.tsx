// The actions of one 'Contribuyentes' row: view, and a menu with the rest, each shown only with
// its permission (create-clients: edit, add property, parent; delete-clients: disincorporate, delete).
import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconBuildingPlus, IconDots, IconDownload, IconEye, IconHierarchy, IconHistory, IconHomeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { useSession } from '../../../lib/session.ts';
import { can } from '@aseo/shared/policy';
import type { ClientRow } from '../api/clients.ts';
import { downloadClientPdf } from '../api/client-files.ts';

export type RowModal = 'view' | 'disincorporate' | 'parent' | 'history';

type Props = { client: ClientRow; onOpen: (modal: RowModal, c: ClientRow) => void; onDelete: (c: ClientRow) => void };

export function ClientRowActions({ client: c, onOpen, onDelete }: Props) {
  const { user } = useSession();
  const navigate = useNavigate();
  const mayCreate = can(user, P.CREATE_CLIENTS);
  const mayDelete = can(user, P.DELETE_CLIENTS);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Ver ${c.username}`} onClick={() => onOpen('view', c)}>
        <IconEye size={16} />
      </ActionIcon>
      {/* no focus placeholder: a role=presentation child with tabindex is refused inside role=menu (axe, critical) */}
      <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`Acciones ${c.username}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {mayCreate && (
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => navigate(`/admin/users/clients/edit/${c.id}`)}>
              Editar
            </Menu.Item>
          )}
          {mayCreate && (
            <Menu.Item leftSection={<IconBuildingPlus size={14} />} onClick={() => navigate(`/admin/users/clients/${c.id}/create-property`)}>
              Agregar propiedad
            </Menu.Item>
          )}
          {mayCreate && (
            <Menu.Item leftSection={<IconHierarchy size={14} />} onClick={() => onOpen('parent', c)}>
              Cambiar o agregar padre
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconHistory size={14} />} onClick={() => onOpen('history', c)}>
            Historial de actividad económica
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => void downloadClientPdf(c)}>
            Descargar
          </Menu.Item>
          {mayDelete && <Menu.Divider />}
          {mayDelete && (
            <Menu.Item leftSection={<IconHomeOff size={14} />} onClick={() => onOpen('disincorporate', c)}>
              Desincorporar propiedad
            </Menu.Item>
          )}
          {mayDelete && (
            <Menu.Item c="red.9" leftSection={<IconTrash size={14} />} onClick={() => onDelete(c)}>
              Eliminar
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
