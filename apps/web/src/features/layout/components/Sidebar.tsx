// The main menu: real links (Tab reaches each, Enter opens it, "open in a new tab" works), groups
// as disclosure buttons (aria-expanded) open while one of their screens is shown, an icon per item.
import { useState } from 'react';
import { Badge, NavLink, ScrollArea } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { useBadge } from '../../auth/index.ts';
import { useLogout } from './useLogout.ts';

/** One entry of the sidebar; the route layer (src/routes/menus.ts) decides which ones a user sees. */
export type MenuItem = { label: string; path: string; icon?: Icon; badge?: boolean; children?: MenuItem[]; logout?: boolean };

const isActive = (pathname: string, item: MenuItem) => pathname === item.path || pathname.startsWith(`${item.path}/`);

const iconOf = (item: MenuItem) => (item.icon ? <item.icon size={18} stroke={1.6} aria-hidden /> : undefined);

function MenuGroup({ item, pathname, onNavigate }: { item: MenuItem; pathname: string; onNavigate: () => void }) {
  const current = item.children!.some((c) => isActive(pathname, c));
  // a group opens with its screens and closes when the user leaves them; in between it toggles
  const [opened, setOpened] = useState(current);
  const [was, setWas] = useState(current);
  if (was !== current) {
    setWas(current);
    setOpened(current);
  }
  const id = `menu-${item.path.replace(/\W+/g, '-')}`;
  return (
    <NavLink
      component="button"
      type="button"
      label={item.label}
      leftSection={iconOf(item)}
      active={current && !opened}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={id}
      childrenOffset={28}
    >
      <div id={id}>
        {item.children!.map((c) => (
          <NavLink
            key={c.path}
            component={Link}
            to={c.path}
            label={c.label}
            active={isActive(pathname, c)}
            aria-current={isActive(pathname, c) ? 'page' : undefined}
            onClick={onNavigate}
          />
        ))}
      </div>
    </NavLink>
  );
}

export function Sidebar({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const badge = useBadge(user?.id);
  if (!user) return null;

  return (
    <ScrollArea component="nav" aria-label="Menú principal" type="auto">
      {items.map((item) => {
        if (item.children) return <MenuGroup key={item.path + item.label} item={item} pathname={pathname} onNavigate={onNavigate} />;
        const right =
          item.badge && badge.data ? (
            <Badge size="sm" color="red" circle aria-label={`${badge.data} sin leer`}>
              {badge.data}
            </Badge>
          ) : undefined;
        if (item.logout) {
          return <NavLink key={item.label} component="button" type="button" label={item.label} leftSection={iconOf(item)} onClick={() => void logout()} />;
        }
        const active = isActive(pathname, item);
        return (
          <NavLink
            key={item.path + item.label}
            component={Link}
            to={item.path}
            label={item.label}
            leftSection={iconOf(item)}
            rightSection={right}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </ScrollArea>
  );
}
