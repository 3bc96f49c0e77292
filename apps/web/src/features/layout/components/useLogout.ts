import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { authTexts } from '@aseo/shared/messages';
import { confirm } from '../../../lib/dialogs.tsx';
import { session } from '../../../lib/session.ts';

/** '¿Desea cerrar sesión?' then clear the user and token and go to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    if (!(await confirm(authTexts.confirmLogout))) return;
    session.clear();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
