// The account button (its accessible name starts with the name it shows: WCAG 2.5.3) and its menu.
// Without Mantine's initial-focus placeholder: an empty focusable div (role="presentation",
// tabindex="-1") inside role="menu", which axe reports as 'aria-required-children' (a menu may hold
// menu items alone). Opened with Enter, the focus goes to the first item and the arrows move
// through the others, as the WAI-ARIA menu button has it (e2e/keyboard.test.ts). 'Cerrar Sesión' is
// dark red text on the menu's usual hover (`c`, not `color`: Mantine's `color="red.9"` painted the
// focused item's background the same red as its text).
import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconLock, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { useLogout } from './useLogout.ts';

export function AccountMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const name = `${user?.full_name || user?.name || ''}${user?.box ? ` (${user.box})` : ''}`;
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton miw={0} maw={{ base: 120, sm: 320 }} py={4}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconUserCircle size={22} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={500} size="sm" truncate="end" data-testid="header-user" title={name}>
              {name}
            </Text>
            <VisuallyHidden>, menú de la cuenta</VisuallyHidden>
            <IconChevronDown size={16} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
          Mis Datos
        </Menu.Item>
        <Menu.Item component={Link} to="/password" leftSection={<IconLock size={16} aria-hidden />}>
          Cambiar Contraseña
        </Menu.Item>
        <Menu.Item c="red.9" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          Cerrar Sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
