import { Badge, NavLink, ScrollArea } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { LEVELS } from '@aseo/shared/constants';
import { actsAsClient } from '../../../routes/guards.ts';
import { ADMIN_MENU, CLIENT_MENU, visibleMenu, type MenuItem } from '../../../routes/menus.ts';
import { useBadge } from '../../auth/api/badge.ts';
import { useLogout } from './useLogout.ts';

const isActive = (pathname: string, item: MenuItem) => pathname === item.path || pathname.startsWith(`${item.path}/`);

export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const badge = useBadge(user?.id);
  if (!user) return null;
  const client = actsAsClient(user);
  // staff and moderators with a parent see only what their permissions allow; taxpayers see their whole menu
  const items = visibleMenu(client ? CLIENT_MENU : ADMIN_MENU, user, user.level_id !== LEVELS.CLIENT);

  const go = (item: MenuItem) => {
    if (item.logout) return void logout();
    navigate(item.path);
    onNavigate();
  };

  return (
    <ScrollArea component="nav" aria-label="Menú principal">
      {items.map((item) => {
        const active = isActive(pathname, item) || Boolean(item.children?.some((c) => isActive(pathname, c)));
        const right = item.badge && badge.data ? <Badge size="sm" color="red" circle>{badge.data}</Badge> : undefined;
        if (!item.children) {
          return <NavLink key={item.path + item.label} label={item.label} active={active} rightSection={right} onClick={() => go(item)} />;
        }
        return (
          <NavLink key={item.path + item.label} label={item.label} active={active} opened={open && active} onClick={() => go(item.children![0])} childrenOffset={16}>
            {item.children.map((c) => (
              <NavLink key={c.path} label={c.label} active={isActive(pathname, c)} onClick={() => go(c)} />
            ))}
          </NavLink>
        );
      })}
    </ScrollArea>
  );
}
