// The signed-in session: token and user in localStorage under fixed keys, observable by React.
import { useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@aseo/shared/constants';

export type SessionUser = {
  id: number;
  level_id: number;
  user_id: number | null;
  username: string;
  name: string;
  lastname?: string | null;
  full_name?: string;
  box?: string | null;
  status: number;
  retention?: number;
  permissions: { code: string }[];
  [key: string]: unknown;
};

type Session = { token: string | null; user: SessionUser | null };

const listeners = new Set<() => void>();
let current: Session = read();

function read(): Session {
  try {
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    return { token, user: token && raw ? (JSON.parse(raw) as SessionUser) : null };
  } catch {
    return { token: null, user: null };
  }
}

function emit() {
  current = read();
  listeners.forEach((l) => l());
}

export const session = {
  get: () => current,
  token: () => current.token,
  user: () => current.user,
  signIn(token: string, user: SessionUser) {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    emit();
  },
  setToken(token: string) {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    emit();
  },
  setUser(user: SessionUser) {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    emit();
  },
  clear() {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
    emit();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

/** Where the sign-in screen wants to land once the session exists (consumed by the guard). */
let landing: string | null = null;
export const postLogin = {
  set: (path: string) => (landing = path),
  /** Read during render (renders may repeat); cleared once a signed-in screen has rendered. */
  peek: () => landing,
  clear: () => (landing = null),
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
