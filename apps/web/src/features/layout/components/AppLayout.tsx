// The frame of every signed-in screen: a skip link, the header (menu toggle, the municipality,
// the screen's title as its one h1, the account menu), the sidebar, and the main region with the
// breadcrumb back to the parent screen (derived from the route table).
import type { ReactNode } from 'react';
import { ActionIcon, Anchor, AppShell, Box, Breadcrumbs, Burger, Divider, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { AccountMenu } from './AccountMenu.tsx';
import { Brand } from './Brand.tsx';
import { Sidebar, type MenuItem } from './Sidebar.tsx';
import classes from './layout.module.css';

/** What the frame shows of the current route (a route of src/routes/table.ts) and its parent screen. */
type FrameRoute = { title: string; parent?: { path: string; title: string } };

const MAIN_ID = 'contenido';

function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skip}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Saltar al contenido
    </a>
  );
}

export function AppLayout({ route, menu, children }: { route: FrameRoute; menu: MenuItem[]; children: ReactNode }) {
  const [mobileOpen, mobile] = useDisclosure(false);
  const [desktopOpen, desktop] = useDisclosure(true);
  const parent = route.parent;

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <Burger opened={mobileOpen} onClick={mobile.toggle} hiddenFrom="sm" size="sm" aria-label="Menú" aria-expanded={mobileOpen} />
            <ActionIcon variant="subtle" visibleFrom="sm" onClick={desktop.toggle} aria-label={desktopOpen ? 'Ocultar menú' : 'Mostrar menú'}>
              {desktopOpen ? <IconLayoutSidebarLeftCollapse size={20} aria-hidden /> : <IconLayoutSidebarLeftExpand size={20} aria-hidden />}
            </ActionIcon>
            <Box visibleFrom="md" w={200} miw={0} style={{ flexShrink: 0 }}>
              <Brand />
            </Box>
            <Divider orientation="vertical" visibleFrom="md" />
            {parent && (
              <ActionIcon component={Link} to={parent.path} variant="subtle" aria-label={`Volver a ${parent.title}`}>
                <IconArrowLeft size={20} aria-hidden />
              </ActionIcon>
            )}
            <Title order={1} size="h3" fz={{ base: 'lg', sm: 'h3' }} data-testid="page-title" lineClamp={1} miw={0}>
              {route.title}
            </Title>
          </Group>
          <AccountMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Box hiddenFrom="md" px="xs" pb="xs">
          <Brand />
        </Box>
        <Sidebar items={menu} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {parent && (
          <Box component="nav" aria-label="Ruta de navegación" mb="sm">
            <Breadcrumbs separator="›">
              <Anchor component={Link} to={parent.path} size="sm">
                {parent.title}
              </Anchor>
              <Text size="sm" aria-current="page">
                {route.title}
              </Text>
            </Breadcrumbs>
          </Box>
        )}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
