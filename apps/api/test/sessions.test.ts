// Sessions a token no longer holds (issue 10, class 5): auth/check and every session call refuse a
// token ended by a password change or a deactivation (reactivation does not revive it), a token
// without `exp`, with a `sub` that is no id or a stale version; `status` is exactly 0 or 1.
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTaxpayer, login, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let admin: Record<string, string>;
const secret = 'test-secret-test-secret-test-secret-1234';

beforeAll(async () => {
  portal = await startTestPortal();
  admin = (await signedIn(portal, { level_id: 1 })).auth;
});
afterAll(async () => portal?.close());

const api = () => request(portal.url);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const check = (token: string, user_id?: number) =>
  api()
    .post('/api/auth/check')
    .set(bearer(token))
    .send(user_id === undefined ? {} : { user_id });

async function signedInTaxpayer() {
  const user = await buildTaxpayer(portal);
  return { user, token: await login(portal, user.username, user.plainPassword) };
}

function expectEnded(res: request.Response, error = 'Debe iniciar sesión para continuar') {
  expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: { error, code: expect.any(String), status: 'Token is Invalid' } });
}

describe('auth/check with an ended token', () => {
  it('a password change ends the old token: 401, not the user; the new token still checks', async () => {
    const { user, token } = await signedInTaxpayer();
    const changed = await api()
      .post('/api/profile/password')
      .set(bearer(token))
      .send({ current_password: user.plainPassword, password: 'Otra.Clave2026', password_confirmation: 'Otra.Clave2026' });
    expect(changed.status).toBe(200);
    expectEnded(await check(token, user.id));
    expectEnded(await api().post('/api/profile/get').set(bearer(token)));
    const fresh = await check(changed.body.token, user.id);
    expect(fresh.status).toBe(200);
    expect(fresh.body.user).toMatchObject({ id: user.id, status: 1 });
  });

  it('a deactivated taxpayer: 401 with the reason (desactivado), never the user', async () => {
    const { user, token } = await signedInTaxpayer();
    await api().post('/api/admin/clients/status').set(admin).send({ id: user.id, status: 0 }).expect(200);
    const res = await check(token, user.id);
    expectEnded(res, 'Lo sentimos, su usuario ha sido desactivado');
    expect(res.body).not.toHaveProperty('user');
  });

  it("a reactivated taxpayer's old token stays ended (check and every call); a new sign-in works", async () => {
    const { user, token } = await signedInTaxpayer();
    await api().post('/api/admin/clients/status').set(admin).send({ id: user.id, status: 0 }).expect(200);
    await api().post('/api/admin/clients/status').set(admin).send({ id: user.id, status: 1 }).expect(200);
    expectEnded(await check(token, user.id));
    expectEnded(await api().post('/api/profile/get').set(bearer(token)));
    const again = await login(portal, user.username, user.plainPassword);
    expect((await check(again, user.id)).body.user).toMatchObject({ id: user.id, status: 1 });
  });

  it("a reactivated moderator's old token stays ended too", async () => {
    const victim = await signedIn(portal, { level_id: 2, permissions: ['view-users'] });
    await api().post('/api/admin/moderators/status').set(admin).send({ id: victim.user.id, status: 0 }).expect(200);
    await api().post('/api/admin/moderators/status').set(admin).send({ id: victim.user.id, status: 1 }).expect(200);
    expectEnded(await check(victim.token, victim.user.id));
  });

  it('a deleted taxpayer: check still says deleted (the web shows eliminado), every other call 401', async () => {
    const { user, token } = await signedInTaxpayer();
    await api().post('/api/admin/clients/delete').set(admin).send({ id: user.id }).expect(200);
    expect((await check(token, user.id)).body).toEqual({ deleted: true });
    expect((await api().post('/api/profile/get').set(bearer(token))).status).toBe(401);
  });
});

describe('tokens the portal did not sign as it signs', () => {
  const forge = (payload: object, opts: jwt.SignOptions = {}) => jwt.sign(payload, secret, opts);

  it.each([
    ['no exp', () => forge({ tv: 0 }, { subject: '1' })],
    ['a sub that is not a number', () => forge({ tv: 0 }, { subject: 'abc', expiresIn: '1h' })],
    ['a sub beyond any id', () => forge({ tv: 0 }, { subject: '99999999999', expiresIn: '1h' })],
    ['a negative sub', () => forge({ tv: 0 }, { subject: '-1', expiresIn: '1h' })],
    ['a sub with a fraction', () => forge({ tv: 0 }, { subject: '1.5', expiresIn: '1h' })],
    ['a numeric sub claim', () => forge({ tv: 0, sub: 1 }, { expiresIn: '1h' })],
    ['no token version', () => forge({}, { subject: '1', expiresIn: '1h' })],
    ['a text token version', () => forge({ tv: '0' }, { subject: '1', expiresIn: '1h' })],
    ['another algorithm', () => jwt.sign({ tv: 0 }, secret, { subject: '1', expiresIn: '1h', algorithm: 'HS512' })],
    ['alg none', () => jwt.sign({ tv: 0 }, null, { subject: '1', expiresIn: '1h', algorithm: 'none' })],
  ])('%s: 401 Token is Invalid on auth/check and on a session call, never 500', async (_name, make) => {
    const token = make();
    expectEnded(await check(token));
    expectEnded(await api().post('/api/profile/get').set(bearer(token)));
  });

  it('a token without exp for a real, current user is refused too', async () => {
    const { user } = await signedInTaxpayer();
    const forever = forge({ tv: 0 }, { subject: String(user.id) });
    expectEnded(await check(forever, user.id));
    expectEnded(await api().post('/api/profile/get').set(bearer(forever)));
  });

  it('a stale token version is refused even for an active user', async () => {
    const { user, token } = await signedInTaxpayer();
    await portal.ctx.db.user.update({ where: { id: user.id }, data: { token_version: { increment: 1 } } });
    expectEnded(await check(token, user.id));
  });

  it('the portal signs every token with exp, sub and tv', async () => {
    const { user, token } = await signedInTaxpayer();
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: String(user.id), tv: 0, exp: expect.any(Number) });
  });
});

describe('status is exactly 0 or 1', () => {
  it.each([
    ['an empty list', []],
    ['a list', [0]],
    ['false', false],
    ['true', true],
    ['empty text', ''],
    ['null', null],
    ['2', 2],
    ['0.5', 0.5],
    ['text', 'cero'],
  ])('%s: 422 El estatus no es válido and the taxpayer stays active', async (_name, status) => {
    const user = await buildTaxpayer(portal);
    const res = await api().post('/api/admin/clients/status').set(admin).send({ id: user.id, status });
    expect(res.status).toBe(422);
    expect(res.body.fields?.status).toBe('El estatus no es válido');
    expect((await portal.ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe(1);
  });

  it('numeric text still works ("0" deactivates)', async () => {
    const user = await buildTaxpayer(portal);
    await api().post('/api/admin/clients/status').set(admin).send({ id: user.id, status: '0' }).expect(200);
    expect((await portal.ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe(0);
  });

  it('moderators and bank accounts share the rule', async () => {
    const mod = await signedIn(portal, { level_id: 2 });
    const m = await api().post('/api/admin/moderators/status').set(admin).send({ id: mod.user.id, status: [] });
    expect(m.status).toBe(422);
    const b = await api().post('/api/admin/bank-accounts/status').set(admin).send({ bank_account_id: 1, status: [] });
    expect(b.status).toBe(422);
    expect(b.body.fields.status).toBe('El estatus no es válido');
  });
});
