// Start-up re-check of the stored user (spec 000 "Guard behaviour") and the real-time link:
// an inactive user sees 'desactivado', a deleted one 'eliminado', both are signed out.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { REALTIME_EVENTS } from '@aseo/shared/realtime';
import { showWarning } from '../../../lib/dialogs.tsx';
import { session, useSession } from '../../../lib/session.ts';
import { openSocket } from '../../../lib/socket.ts';
import { badgeKey, recheckUser, setBadge } from '../../auth/index.ts';

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
    socket.on(REALTIME_EVENTS.users, (p) => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      // any change to the signed-in account re-reads it: status, deletion, and edited permissions (menu)
      if (p.user_id === session.user()?.id) void recheck();
    });
    socket.on(REALTIME_EVENTS.badge, (p) => setBadge(queryClient, p.MESSAGES));
    socket.on(REALTIME_EVENTS.messages, () => {
      void queryClient.invalidateQueries({ queryKey: ['suggestions'] });
      void queryClient.invalidateQueries({ queryKey: badgeKey });
    });
    // debt moved (a Record de Cuenta action, a payment): statements and balances are read again
    socket.on(REALTIME_EVENTS.movements, () => {
      void queryClient.invalidateQueries({ queryKey: ['movements'] });
      void queryClient.invalidateQueries({ queryKey: ['account-status'] });
      void queryClient.invalidateQueries({ queryKey: ['cash'] });
    });
    // a new UCD rate: every Bs amount shown is read again
    socket.on(REALTIME_EVENTS.petro, () => {
      void queryClient.invalidateQueries({ queryKey: ['tariffs'] });
      void queryClient.invalidateQueries({ queryKey: ['account-status'] });
    });
    return () => {
      delete document.documentElement.dataset.live;
      socket.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return null;
}
