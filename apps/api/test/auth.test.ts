import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ LOGIN_RATE_LIMIT_MAX: '5' });
});
afterAll(async () => portal?.close());

const api = () => request(portal.url);

describe('auth/login', () => {
  it('returns token and user with level and permissions', async () => {
    const u = await createUser(portal, { level_id: 2, permissions: ['view-cash', 'view-payments'], box: 'Caja 1' });
    const res = await api().post('/api/auth/login').send({ username: u.username, password: u.plainPassword });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ id: u.id, username: u.username, level_id: 2, box: 'Caja 1' });
    expect(res.body.user.permissions.map((p: { code: string }) => p.code).sort()).toEqual(['view-cash', 'view-payments']);
    expect(res.body.user).not.toHaveProperty('password');
    expect(res.body.user).not.toHaveProperty('token_version');
  });

  it('accepts the username in any letter case', async () => {
    const u = await createUser(portal, { username: 'MixedCase1' });
    const res = await api().post('/api/auth/login').send({ username: 'mixedcase1', password: u.plainPassword });
    expect(res.status).toBe(200);
  });

  it.each([
    ['wrong password', (u: { username: string }) => ({ username: u.username, password: 'otra-clave-123' })],
    ['unknown user', () => ({ username: 'nadie-con-este-usuario', password: 'otra-clave-123' })],
  ])('refuses %s with 422 and a Spanish error', async (_name, body) => {
    const u = await createUser(portal);
    const res = await api().post('/api/auth/login').send(body(u));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Usuario o contraseña incorrectos');
  });

  it('refuses an inactive user with the desactivado message', async () => {
    const u = await createUser(portal, { status: 0 });
    const res = await api().post('/api/auth/login').send({ username: u.username, password: u.plainPassword });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Lo sentimos, su usuario ha sido desactivado');
  });

  it('refuses a deleted user', async () => {
    const u = await createUser(portal);
    await portal.ctx.db.user.update({ where: { id: u.id }, data: { deleted_at: new Date() } });
    const res = await api().post('/api/auth/login').send({ username: u.username, password: u.plainPassword });
    expect(res.status).toBe(422);
  });

  it('requires both fields', async () => {
    const res = await api().post('/api/auth/login').send({ username: '', password: '' });
    expect(res.status).toBe(422);
    expect(typeof res.body.error).toBe('string');
  });

  it('refuses a password over 72 bytes instead of truncating it', async () => {
    const u = await createUser(portal);
    const res = await api()
      .post('/api/auth/login')
      .send({ username: u.username, password: u.plainPassword + 'x'.repeat(80) });
    expect(res.status).toBe(422);
  });

  it('rate-limits repeated attempts on one account with 429 and a Spanish message', async () => {
    const u = await createUser(portal);
    for (let i = 0; i < 5; i++) {
      await api().post('/api/auth/login').send({ username: u.username, password: 'mala-clave-000' });
    }
    const res = await api().post('/api/auth/login').send({ username: u.username, password: u.plainPassword });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('Demasiados intentos, intente de nuevo en unos minutos');
  });
});

describe('session guards', () => {
  const secret = 'test-secret-test-secret-test-secret-1234';

  it('no token: 401 with status Authorization Token not found', async () => {
    const res = await api().post('/api/profile/get');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('Authorization Token not found');
    expect(typeof res.body.error).toBe('string');
  });

  it('garbage token: 401 Token is Invalid', async () => {
    const res = await api().post('/api/profile/get').set('Authorization', 'Bearer abc.def.ghi');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('Token is Invalid');
  });

  it('token signed with another secret: Token is Invalid', async () => {
    const u = await createUser(portal);
    const forged = jwt.sign({ tv: 0 }, 'another-secret-another-secret-another', { subject: String(u.id) });
    const res = await api().post('/api/profile/get').set('Authorization', `Bearer ${forged}`);
    expect(res.body.status).toBe('Token is Invalid');
  });

  it('expired token: 401 Token is Expired', async () => {
    const u = await createUser(portal);
    const expired = jwt.sign({ tv: 0, exp: Math.floor(Date.now() / 1000) - 60 }, secret, { subject: String(u.id) });
    const res = await api().post('/api/profile/get').set('Authorization', `Bearer ${expired}`);
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('Token is Expired');
  });

  it('a token accepted before ends at its expiry all the same (a checked token is remembered until then)', async () => {
    const u = await createUser(portal);
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = jwt.sign({ tv: 0, exp }, secret, { subject: String(u.id) });
    const call = () => api().post('/api/profile/get').set('Authorization', `Bearer ${token}`);
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: exp * 1000 - 1 });
    try {
      expect((await call()).status).toBe(200);
      vi.setSystemTime(exp * 1000);
      const res = await call();
      expect(res.status).toBe(401);
      expect(res.body.status).toBe('Token is Expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a deactivated user loses its session at once', async () => {
    const { user, auth } = await signedIn(portal);
    await portal.ctx.db.user.update({ where: { id: user.id }, data: { status: 0 } });
    const res = await api().post('/api/profile/get').set(auth);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Lo sentimos, su usuario ha sido desactivado');
  });
});

describe('auth/check and auth/check-badge', () => {
  it('check returns the stored user, refreshed', async () => {
    const { user, auth } = await signedIn(portal);
    await portal.ctx.db.user.update({ where: { id: user.id }, data: { name: 'Nombre Nuevo' } });
    const res = await api().post('/api/auth/check').set(auth).send({ user_id: user.id });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, name: 'Nombre Nuevo', status: 1 });
  });

  it('check refuses an inactive user with 401 and the reason, so the web can say desactivado (never the user)', async () => {
    const { user, auth } = await signedIn(portal);
    await portal.ctx.db.user.update({ where: { id: user.id }, data: { status: 0 } });
    const res = await api().post('/api/auth/check').set(auth).send({ user_id: user.id });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'Lo sentimos, su usuario ha sido desactivado', status: 'Token is Invalid' });
    expect(res.body).not.toHaveProperty('user');
  });

  it('check answers a deleted flag once the user is deleted', async () => {
    const { user, auth } = await signedIn(portal);
    await portal.ctx.db.user.update({ where: { id: user.id }, data: { deleted_at: new Date() } });
    const res = await api().post('/api/auth/check').set(auth).send({ user_id: user.id });
    expect(res.body).toEqual({ deleted: true });
  });

  it('check refuses another user id', async () => {
    const { auth } = await signedIn(portal);
    const other = await createUser(portal);
    const res = await api().post('/api/auth/check').set(auth).send({ user_id: other.id });
    expect(res.status).toBe(403);
  });

  it('check-badge counts for the caller only', async () => {
    const { user, auth } = await signedIn(portal);
    const own = await api().post('/api/auth/check-badge').set(auth).send({ user_id: user.id });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ MESSAGES: 0 });
    const other = await createUser(portal);
    const res = await api().post('/api/auth/check-badge').set(auth).send({ user_id: other.id });
    expect(res.status).toBe(403);
  });
});

describe('reference calls', () => {
  it.each(['/api/auth/document-types', '/api/auth/phone-codes'])('%s lists the registration references', async (path) => {
    const res = await api().get(path);
    expect(res.status).toBe(200);
    expect(res.body.document_types.map((d: { id: number }) => d.id)).toEqual([1, 2, 3, 4]);
    expect(res.body.property_types.length).toBe(4);
    // the use 'Otro' is hidden from choices
    expect(res.body.property_uses.map((u: { name: string }) => u.name)).not.toContain('Otro');
    expect(res.body.codes.length).toBeGreaterThan(3);
    expect(Array.isArray(res.body.economic_activities)).toBe(true);
  });

  it('terms/get returns the terms text', async () => {
    const res = await api().post('/api/terms/get');
    expect(res.status).toBe(200);
    expect(typeof res.body.terms.text).toBe('string');
  });

  it('health reports the database', async () => {
    const res = await api().get('/api/health');
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('unknown API paths and malformed JSON get a Spanish error, never a stack trace', async () => {
    const missing = await api().get('/api/no-existe');
    expect(missing.status).toBe(404);
    expect(typeof missing.body.error).toBe('string');
    const bad = await api().post('/api/auth/login').set('Content-Type', 'application/json').send('{"username":');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.ts/);
  });
});
