import { Badge, NavLink, ScrollArea } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { useBadge } from '../../auth/index.ts';
import { useLogout } from './useLogout.ts';

/** One entry of the sidebar; the route layer (src/routes/menus.ts) decides which ones a user sees. */
export type MenuItem = { label: string; path: string; badge?: boolean; children?: MenuItem[]; logout?: boolean };

const isActive = (pathname: string, item: MenuItem) => pathname === item.path || pathname.startsWith(`${item.path}/`);

export function Sidebar({ items, open, onNavigate }: { items: MenuItem[]; open: boolean; onNavigate: () => void }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const badge = useBadge(user?.id);
  if (!user) return null;

  const go = (item: MenuItem) => {
    if (item.logout) return void logout();
    navigate(item.path);
    onNavigate();
  };

  return (
    <ScrollArea component="nav" aria-label="Menú principal">
      {items.map((item) => {
        const active = isActive(pathname, item) || Boolean(item.children?.some((c) => isActive(pathname, c)));
        const right =
          item.badge && badge.data ? (
            <Badge size="sm" color="red" circle>
              {badge.data}
            </Badge>
          ) : undefined;
        if (!item.children) {
          return <NavLink key={item.path + item.label} label={item.label} active={active} rightSection={right} onClick={() => go(item)} />;
        }
        return (
          <NavLink
            key={item.path + item.label}
            label={item.label}
            active={active}
            opened={open && active}
            onClick={() => go(item.children![0])}
            childrenOffset={16}
          >
            {item.children.map((c) => (
              <NavLink key={c.path} label={c.label} active={isActive(pathname, c)} onClick={() => go(c)} />
            ))}
          </NavLink>
        );
      })}
    </ScrollArea>
  );
}
