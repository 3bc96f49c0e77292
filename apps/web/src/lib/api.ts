// The API client: Bearer token from storage, 422 (and 429/413) → the server's Spanish error in a dialog,
// token statuses → session cleared and back to the root, anything else → 'revise su conexión'.
import axios, { AxiosError } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@aseo/shared/constants';
import { commonTexts, TOKEN_STATUS_TEXT } from '@aseo/shared/messages';
import { showError } from './dialogs.tsx';
import { session } from './session.ts';

export const api = axios.create({ baseURL: '/api', timeout: REQUEST_TIMEOUT_MS });

api.interceptors.request.use((config) => {
  const token = session.token();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

const SESSION_ENDED = new Set<string>(Object.values(TOKEN_STATUS_TEXT));

/** Set by tests of the interceptor and by the router: where "go to the root" navigates. */
export const navigation = { toRoot: () => window.location.assign('/') };

api.interceptors.response.use(
  (res) => res,
  (error: AxiosError<{ error?: string; status?: string }>) => {
    const data = error.response?.data;
    const status = error.response?.status;
    const quiet = (error.config as { quiet?: boolean } | undefined)?.quiet;
    // a query cancelled by a newer fetch of the same key (its signal aborted) is no failure
    if (axios.isCancel(error)) return Promise.reject(error);
    if (data?.status && SESSION_ENDED.has(data.status)) {
      session.clear();
      navigation.toRoot();
    } else if ((status === 422 || status === 429 || status === 413) && data?.error) {
      if (!quiet) void showError(data.error);
    } else if (!quiet) {
      console.error(error);
      void showError(commonTexts.connection);
    }
    return Promise.reject(error);
  },
);

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the error dialog (the caller handles it). */
    quiet?: boolean;
  }
}

/** The Spanish error text of a failed call, if the server sent one. */
export const errorText = (err: unknown) => (err as AxiosError<{ error?: string }>)?.response?.data?.error;
