// The API client's failure handling (spec 000 section 8): 422 shows the server's text, a token
// status ends the session and goes to the root, anything else asks to check the connection.
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('../../src/lib/dialogs.tsx', () => ({ showError: (m: string) => void shown.push(m) }));

const { api, navigation } = await import('../../src/lib/api.ts');
const { session } = await import('../../src/lib/session.ts');

function answer(status: number, data: unknown) {
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const response = { data, status, statusText: '', headers: {}, config, request: {} };
    if (status < 400) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
}

beforeEach(() => {
  shown.length = 0;
  localStorage.clear();
  session.signIn('t0k3n', { id: 1, level_id: 3, user_id: null, username: 'u', name: 'U', status: 1, permissions: [] });
  navigation.toRoot = vi.fn();
});

describe('api client', () => {
  it('sends the stored token as a Bearer header, with base /api and the long timeout', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    api.defaults.adapter = async (config) => {
      seen = config;
      return { data: {}, status: 200, statusText: '', headers: {}, config, request: {} };
    };
    await api.post('/auth/check', {});
    expect(seen?.headers.get('Authorization')).toBe('Bearer t0k3n');
    expect(seen?.baseURL).toBe('/api');
    expect(seen?.timeout).toBe(1_200_000);
  });

  it("422 shows the response's error text", async () => {
    answer(422, { error: 'El número de referencia ha sido usado' });
    await expect(api.post('/x')).rejects.toBeInstanceOf(AxiosError);
    expect(shown).toEqual(['El número de referencia ha sido usado']);
    expect(session.token()).toBe('t0k3n');
  });

  it("429 (too many attempts) and 413 show the server's text too, not a connection error", async () => {
    answer(429, { error: 'Demasiados intentos, intente más tarde', code: 'TOO_MANY_REQUESTS' });
    await expect(api.post('/x')).rejects.toBeInstanceOf(AxiosError);
    answer(413, { error: 'La solicitud es demasiado grande', code: 'PAYLOAD_TOO_LARGE' });
    await expect(api.post('/x')).rejects.toBeInstanceOf(AxiosError);
    expect(shown).toEqual(['Demasiados intentos, intente más tarde', 'La solicitud es demasiado grande']);
  });

  it.each(['Token is Invalid', 'Token is Expired', 'Authorization Token not found'])('%s clears the session and goes to the root', async (status) => {
    answer(401, { status });
    await expect(api.post('/x')).rejects.toBeInstanceOf(AxiosError);
    expect(session.token()).toBeNull();
    expect(session.user()).toBeNull();
    expect(navigation.toRoot).toHaveBeenCalledOnce();
    expect(shown).toEqual([]);
  });

  it.each([
    [500, {}],
    [404, { error: 'x' }],
    [403, { error: 'No autorizado' }],
  ])("%s shows 'Por favor, revise su conexión'", async (status, data) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(status, data);
    await expect(api.post('/x')).rejects.toBeInstanceOf(AxiosError);
    expect(shown).toEqual(['Por favor, revise su conexión']);
  });

  it('a quiet call leaves the dialog to its caller', async () => {
    answer(422, { error: 'texto' });
    await expect(api.post('/x', {}, { quiet: true })).rejects.toBeInstanceOf(AxiosError);
    expect(shown).toEqual([]);
  });
});

describe('start-up re-check of the stored user', async () => {
  const { checkOutcome } = await import('../../src/features/auth/api/check-user.ts');
  const user = { id: 1, level_id: 3, user_id: null, username: 'u', name: 'U', permissions: [] };
  it.each([
    [{ deleted: true }, { signOut: 'Lo sentimos, su usuario ha sido eliminado' }],
    [{}, { signOut: 'Lo sentimos, su usuario ha sido eliminado' }],
    [{ user: { ...user, status: 0 } }, { signOut: 'Lo sentimos, su usuario ha sido desactivado' }],
    [{ user: { ...user, status: 1 } }, { refresh: { ...user, status: 1 } }],
    [{ user: { ...user, status: 3 } }, { refresh: { ...user, status: 3 } }],
  ])('%j → %j', (answer, outcome) => expect(checkOutcome(answer)).toEqual(outcome));
});
