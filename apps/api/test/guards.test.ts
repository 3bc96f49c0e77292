// Guard outcomes over HTTP on a staff call (admin/clients/status needs delete-clients) and the
// audit row it writes in the same transaction.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);

describe('level and permission guards', () => {
  it.each([
    ['admin (passes every check)', { level_id: 1 }, 200],
    ['moderator with delete-clients', { level_id: 2, permissions: ['delete-clients'] }, 200],
    ['moderator without the code', { level_id: 2, permissions: ['view-clients'] }, 403],
    ['client (passes no permission check)', { level_id: 3 }, 403],
  ])('%s', async (_name, spec, status) => {
    const { auth } = await signedIn(portal, spec);
    const target = await createUser(portal);
    const res = await api().post('/api/admin/clients/status').set(auth).send({ id: target.id, status: 0 });
    expect(res.status).toBe(status);
    if (status === 403) {
      expect(res.body.error).toBe('No tiene permiso para realizar esta acción');
      const unchanged = await portal.ctx.db.user.findUniqueOrThrow({ where: { id: target.id } });
      expect(unchanged.status).toBe(1);
    } else {
      expect(res.body.message).toBe('Se ha cambiado el estatus correctamente');
    }
  });

  it('a moderator with a parent acts as a client: no staff calls', async () => {
    const parent = await createUser(portal);
    const { auth } = await signedIn(portal, { level_id: 2, user_id: parent.id, permissions: ['delete-clients'] });
    const res = await api().post('/api/admin/clients/status').set(auth).send({ id: parent.id, status: 0 });
    expect(res.status).toBe(403);
    expect((await portal.ctx.db.user.findUniqueOrThrow({ where: { id: parent.id } })).status).toBe(1);
  });

  it('refuses an invalid status value with 422 and changes nothing', async () => {
    const { auth } = await signedIn(portal, { level_id: 1 });
    const target = await createUser(portal);
    const res = await api().post('/api/admin/clients/status').set(auth).send({ id: target.id, status: 7 });
    expect(res.status).toBe(422);
    expect((await portal.ctx.db.user.findUniqueOrThrow({ where: { id: target.id } })).status).toBe(1);
  });

  it('answers 404 for a user that is not a taxpayer', async () => {
    const { auth } = await signedIn(portal, { level_id: 1 });
    const staff = await createUser(portal, { level_id: 2 });
    const res = await api().post('/api/admin/clients/status').set(auth).send({ id: staff.id, status: 0 });
    expect(res.status).toBe(404);
  });
});

describe('audit trail', () => {
  it('a staff change writes its audit row with old and new values', async () => {
    const { user: admin, auth } = await signedIn(portal, { level_id: 1 });
    const target = await createUser(portal);
    await api().post('/api/admin/clients/status').set(auth).send({ id: target.id, status: 0 }).expect(200);
    const rows = await portal.ctx.db.auditLog.findMany({ where: { value_id: String(target.id), user_id: admin.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ module_id: 1, description: 'updated', subject_type: 'User' });
    expect(rows[0].old_values).toEqual({ status: 1 });
    expect(rows[0].new_values).toEqual({ status: 0 });
  });
});
