// Start-up re-check of the stored user (spec 000 "Guard behaviour") and the real-time link:
// an inactive user sees 'desactivado', a deleted one 'eliminado', both are signed out. What each
// event refreshes is the shared map (packages/shared/src/realtime/refresh.ts).
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isRefreshedBy, REALTIME_EVENTS } from '@aseo/shared/realtime';
import { showWarning } from '../../../lib/dialogs.tsx';
import { session, useSession } from '../../../lib/session.ts';
import { openSocket } from '../../../lib/socket.ts';
import { recheckUser, setBadge } from '../../auth/index.ts';

export function SessionWatcher() {
  const { token, user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const checking = useRef(false);

  async function recheck() {
    if (!userId || checking.current) return;
    checking.current = true;
    try {
      const outcome = await recheckUser(userId);
      if ('signOut' in outcome) {
        session.clear();
        await showWarning(outcome.signOut);
        navigate('/login', { replace: true });
      } else if (session.token()) {
        session.setUser(outcome.refresh);
      }
    } catch {
      // an invalid token already cleared the session through the API client
    } finally {
      checking.current = false;
    }
  }

  useEffect(() => {
    void recheck();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  useEffect(() => {
    if (!token) return;
    const socket = openSocket(token);
    // a marker of the live link (used by the browser tests instead of sleeping)
    socket.on('connect', () => (document.documentElement.dataset.live = '1'));
    socket.on('disconnect', () => delete document.documentElement.dataset.live);
    // every event re-reads the query areas the shared refresh map names for it, and nothing else
    for (const event of Object.values(REALTIME_EVENTS)) {
      socket.on(event, () => void queryClient.invalidateQueries({ predicate: (q) => isRefreshedBy(event, q.queryKey) }));
    }
    // any change to the signed-in account re-reads it: status, deletion, and edited permissions (menu)
    socket.on(REALTIME_EVENTS.users, (p) => {
      if (p.user_id === session.user()?.id) void recheck();
    });
    // the unread count travels in the event: it replaces the cached one without a request
    socket.on(REALTIME_EVENTS.badge, (p) => setBadge(queryClient, p.MESSAGES));
    return () => {
      delete document.documentElement.dataset.live;
      socket.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return null;
}
