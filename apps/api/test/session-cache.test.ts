// The session check (ADR 009): one statement that never reads the password hash, remembered a few
// seconds per user, and forgotten at once on this instance when the user changes (the `users`
// events, a password change); another instance forgets it within SESSION_CACHE.ttlMs. Statements
// are counted at the `pg` driver (support/statements.ts).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE } from '../src/lib/tokens.ts';
import { buildTaxpayer, login, signedIn, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { recordStatements } from './support/statements.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
let statements: ReturnType<typeof recordStatements>;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await signedIn(portal, { level_id: 1 });
  statements = recordStatements(portal.databaseUrl);
});
afterAll(async () => {
  statements?.stop();
  await portal?.close();
});
const api = () => request(portal.url);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PW = 'Clave.Segura1';
/** The session check's statement: the user by id with its permission codes. */
const isSessionCheck = (sql: string) => /FROM users u WHERE u\.id = \$1/.test(sql) && sql.includes('AS permissions');

describe('statements a request sends', () => {
  it('profile/get: the session check (one statement, no password) then the user (one statement); a second call skips the check', async () => {
    const { auth } = await signedIn(portal, { level_id: 2, permissions: ['view-clients'] });
    const first = await statements.during(async () => expect((await api().post('/api/profile/get').set(auth)).status).toBe(200));
    expect(first).toHaveLength(2);
    expect(isSessionCheck(first[0])).toBe(true);
    for (const sql of first) {
      expect(sql).not.toMatch(/password/i);
      expect(sql).not.toMatch(/IN \(NULL\)/i);
    }
    const second = await statements.during(async () => {
      const res = await api().post('/api/profile/get').set(auth);
      expect(res.status).toBe(200);
      expect(res.body.user.permissions).toEqual([{ code: 'view-clients', module_id: 1 }]);
    });
    expect(second).toHaveLength(1);
    expect(isSessionCheck(second[0])).toBe(false);
  });

  it('the Excel export checks the session once', async () => {
    const { auth } = await signedIn(portal, { level_id: 1 });
    const sent = await statements.during(async () => expect((await api().get('/api/admin/clients/excel').set(auth)).status).toBe(200));
    expect(sent.filter(isSessionCheck)).toHaveLength(1);
  });
});

describe('a change takes effect at once on this instance', () => {
  it('a deactivated taxpayer is refused on its next request, though its check was remembered', async () => {
    const client = await buildTaxpayer(portal);
    const token = await login(portal, client.username, client.plainPassword);
    expect((await api().post('/api/profile/get').set(bearer(token))).status).toBe(200);
    expect((await api().post('/api/admin/clients/status').set(admin.auth).send({ id: client.id, status: 0 })).status).toBe(200);
    const res = await api().post('/api/profile/get').set(bearer(token));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Lo sentimos, su usuario ha sido desactivado');
  });

  it('a deleted taxpayer is refused on its next request', async () => {
    const client = await buildTaxpayer(portal);
    const token = await login(portal, client.username, client.plainPassword);
    expect((await api().post('/api/profile/get').set(bearer(token))).status).toBe(200);
    expect((await api().post('/api/admin/clients/delete').set(admin.auth).send({ id: client.id })).status).toBe(200);
    expect((await api().post('/api/profile/get').set(bearer(token))).status).toBe(401);
  });

  it('a permission taken away is refused on the next request, a permission given is honoured', async () => {
    const created = await api()
      .post('/api/admin/moderators/create')
      .set(admin.auth)
      .send({
        name: 'Luis',
        lastname: 'Pérez',
        username: uniq('mod'),
        email: 'luis@example.com',
        phone_code: '0414',
        phone: '5551234',
        document_type_id: 1,
        document: '12345678',
        box: 'Caja 2',
        password: PW,
        password_confirmation: PW,
        permissions: JSON.stringify(['view-clients']),
      });
    expect(created.status).toBe(200);
    const { id, username } = created.body.user;
    const auth = bearer(await login(portal, username, PW));
    expect((await api().post('/api/admin/clients/get').set(auth).send({ page: 1 })).status).toBe(200);
    expect((await api().post('/api/admin/moderators/get').set(auth)).status).toBe(403);
    const edit = (permissions: string[]) =>
      api()
        .post('/api/admin/moderators/edit')
        .set(admin.auth)
        .send({
          id,
          name: 'Luis',
          lastname: 'Pérez',
          username,
          email: 'luis@example.com',
          phone_code: '0414',
          phone: '5551234',
          document_type_id: 1,
          document: '12345678',
          box: 'Caja 2',
          password: '',
          password_confirmation: '',
          permissions: JSON.stringify(permissions),
        });
    expect((await edit(['view-users'])).status).toBe(200);
    expect((await api().post('/api/admin/clients/get').set(auth).send({ page: 1 })).status).toBe(403);
    expect((await api().post('/api/admin/moderators/get').set(auth)).status).toBe(200);
  });

  it('a password change refuses the older token at once and opens the new one', async () => {
    const { user, auth } = await signedIn(portal, { level_id: 3 });
    expect((await api().post('/api/profile/get').set(auth)).status).toBe(200);
    const changed = await api()
      .post('/api/profile/password')
      .set(auth)
      .send({ current_password: user.plainPassword, password: 'Nueva.Clave2', password_confirmation: 'Nueva.Clave2' });
    expect(changed.status).toBe(200);
    expect((await api().post('/api/profile/get').set(auth)).status).toBe(401);
    expect((await api().post('/api/profile/get').set(bearer(changed.body.token))).status).toBe(200);
  });
});

describe('another instance on the same database', () => {
  it('refuses a deactivated user once its remembered check expires (SESSION_CACHE.ttlMs)', async () => {
    const other = await startTestPortal({ DATABASE_URL: portal.databaseUrl });
    try {
      const client = await buildTaxpayer(portal);
      const token = await login(portal, client.username, client.plainPassword);
      expect((await request(other.url).post('/api/profile/get').set(bearer(token))).status).toBe(200);
      const changedAt = Date.now();
      expect((await api().post('/api/admin/clients/status').set(admin.auth).send({ id: client.id, status: 0 })).status).toBe(200);
      expect((await api().post('/api/profile/get').set(bearer(token))).status).toBe(401);
      // the other instance got no event: it answers from memory until the entry expires, never later
      let status = 200;
      while (status === 200 && Date.now() - changedAt < SESSION_CACHE.ttlMs + 2000) {
        status = (await request(other.url).post('/api/profile/get').set(bearer(token))).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
