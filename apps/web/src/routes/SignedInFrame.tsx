// The frame of the signed-in screens as a chunk of its own (router.tsx loads it lazily): the
// layout, the menus with their icons and the frame's Mantine styles, none of which /login needs.
import type { ReactNode } from 'react';
import '../styles/frame.ts';
import { AppLayout } from '../features/layout/components/AppLayout.tsx';
import type { SessionUser } from '../lib/session.ts';
import { menuFor } from './menus.ts';
import type { RouteDef } from './table.ts';
import { parentOf } from './trail.ts';

export default function SignedInFrame({ route, user, children }: { route: RouteDef; user: SessionUser | null; children: ReactNode }) {
  return (
    <AppLayout route={{ title: route.title, parent: parentOf(route) }} menu={user ? menuFor(user) : []}>
      {children}
    </AppLayout>
  );
}
