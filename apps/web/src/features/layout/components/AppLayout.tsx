// The frame of every signed-in screen: header (title, back arrow, user and cash box, account
// menu) and the collapsible sidebar with the client or admin menu.
import type { ReactNode } from 'react';
import { ActionIcon, AppShell, Burger, Group, Menu, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconChevronDown, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { Sidebar, type MenuItem } from './Sidebar.tsx';
import { useLogout } from './useLogout.ts';

/** What the frame shows of the current route (a route of src/routes/table.ts). */
type FrameRoute = { title: string; back?: boolean };

export function AppLayout({ route, menu, children }: { route: FrameRoute; menu: MenuItem[]; children: ReactNode }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const [mobileOpen, mobile] = useDisclosure(false);
  const [desktopOpen, desktop] = useDisclosure(true);
  const name = user?.full_name || user?.name || '';

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={mobileOpen} onClick={mobile.toggle} hiddenFrom="sm" size="sm" aria-label="Menú" />
            <ActionIcon variant="subtle" visibleFrom="sm" onClick={desktop.toggle} aria-label={desktopOpen ? 'Ocultar menú' : 'Mostrar menú'}>
              {desktopOpen ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
            </ActionIcon>
            {route.back && (
              <ActionIcon variant="subtle" onClick={() => navigate(-1)} aria-label="Atrás">
                <IconArrowLeft size={20} />
              </ActionIcon>
            )}
            <Title order={3} data-testid="page-title">
              {route.title}
            </Title>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton aria-label="Menú de la cuenta">
                <Group gap={4} wrap="nowrap">
                  <Text fw={500} data-testid="header-user">
                    {name}
                    {user?.box ? ` (${user.box})` : ''}
                  </Text>
                  <IconChevronDown size={16} />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => navigate('/profile')}>Mis Datos</Menu.Item>
              <Menu.Item onClick={() => navigate('/password')}>Cambiar Contraseña</Menu.Item>
              <Menu.Item color="red" onClick={() => void logout()}>
                Cerrar Sesión
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Sidebar items={menu} open={desktopOpen || mobileOpen} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
