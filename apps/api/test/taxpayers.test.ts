// Taxpayers as staff manage them (issue 4, first step): list, filters, one taxpayer with its
// property tree, validate, create, edit, status, delete, Excel; permissions and audit rows.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { createUser, signedIn, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
let commercial: number;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  admin = await signedIn(portal, { level_id: 1 });
  commercial = (await portal.ctx.db.economicActivity.findUniqueOrThrow({ where: { code: 'C003' } })).id;
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);

let doc = 30_000_000;
const form = (patch: Record<string, unknown> = {}) => ({
  name: 'Farmacia Central',
  username: uniq('tx'),
  document_type_id: 1,
  document: String(doc++),
  fiscal_address: 'Av. 5',
  phone_code: '0414',
  phone: '5550101',
  email: 'central@example.com',
  password: 'Clave.Segura1',
  password_confirmation: 'Clave.Segura1',
  note: 'Cliente desde 2020',
  emails: JSON.stringify([]),
  phones: JSON.stringify([]),
  property: JSON.stringify({ property_type_id: 1, property_use_id: 1, economic_activity_id: commercial, zone: 'Centro', street: 'Av. 5', size: '75' }),
  ...patch,
});

describe('admin/clients', () => {
  it('creates a taxpayer with its property (active), audited; validate answers first', async () => {
    const body = form();
    expect((await api().post('/api/admin/clients/validate').set(admin.auth).send(body)).body).toEqual({ result: true });
    const res = await api().post('/api/admin/clients/create').set(admin.auth).send(body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se ha creado correctamente el usuario');
    expect(res.body.client).toMatchObject({ username: body.username, status: 1, note: 'Cliente desde 2020' });
    const audit = await portal.ctx.db.auditLog.findFirst({ where: { module_id: 1, value_id: String(res.body.client.id), description: 'created' } });
    expect(audit?.user_id).toBe(admin.user.id);
    expect(JSON.stringify(audit?.new_values)).not.toContain('password');
    const again = await api()
      .post('/api/admin/clients/validate')
      .set(admin.auth)
      .send({ ...form(), document: body.document });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe('Ya existe un contribuyente con ese documento');
  });

  it('lists with search, status and activity filters and paging', async () => {
    const created = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send(form({ name: 'Zapatería Única' }));
    const byName = await api().post('/api/admin/clients/get').set(admin.auth).send({ search: 'zapatería' });
    expect(byName.body.users.data.map((u: { id: number }) => u.id)).toEqual([created.body.client.id]);
    const byDoc = await api()
      .get('/api/admin/clients/get')
      .query({ search: `V-${created.body.client.document}` })
      .set(admin.auth);
    expect(byDoc.body.users.data[0].id).toBe(created.body.client.id);
    const byActivity = await api().post('/api/admin/clients/get').set(admin.auth).send({ economic_activity: commercial });
    expect(byActivity.body.users.data.every((u: { properties_count: number }) => u.properties_count >= 1)).toBe(true);
    expect(byActivity.body.users.total).toBeGreaterThanOrEqual(2);
    await api().post('/api/admin/clients/status').set(admin.auth).send({ id: created.body.client.id, status: 0 }).expect(200);
    const inactive = await api().post('/api/admin/clients/get').set(admin.auth).send({ status: 0 });
    expect(inactive.body.users.data.map((u: { id: number }) => u.id)).toContain(created.body.client.id);
    const active = await api().post('/api/admin/clients/get').set(admin.auth).send({ status: 1 });
    expect(active.body.users.data.map((u: { id: number }) => u.id)).not.toContain(created.body.client.id);
    expect(active.body.economic_activities.length).toBe(8);
    expect(active.body.conversion_petro.amount).toBe('52.75');
  });

  it('get-user returns the taxpayer with its properties as a tree and the reference lists', async () => {
    const created = await api().post('/api/admin/clients/create').set(admin.auth).send(form());
    const id = created.body.client.id;
    const root = await portal.ctx.db.property.findFirstOrThrow({ where: { user_id: id } });
    await portal.ctx.db.property.create({
      data: {
        user_id: id,
        code: `AU-T${id}`,
        crypt: uniq('c'),
        property_type_id: 1,
        property_use_id: 1,
        economic_activity_id: commercial,
        size: '20',
        parent_id: root.id,
      },
    });
    const res = await api().post('/api/admin/clients/get-user').set(admin.auth).send({ id });
    expect(res.status).toBe(200);
    expect(res.body.user.properties).toHaveLength(1);
    expect(res.body.user.properties[0].childs.map((c: { code: string }) => c.code)).toEqual([`AU-T${id}`]);
    expect(res.body.document_types).toHaveLength(4);
  });

  it('edits the client part without requiring the password, audited', async () => {
    const created = await api().post('/api/admin/clients/create').set(admin.auth).send(form());
    const id = created.body.client.id;
    const res = await api()
      .post('/api/admin/clients/edit')
      .set(admin.auth)
      .send({
        ...form(),
        id,
        username: created.body.client.username,
        document: created.body.client.document,
        name: 'Farmacia Nueva',
        password: '',
        password_confirmation: '',
      });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se ha modificado correctamente el usuario');
    expect(res.body.client.name).toBe('Farmacia Nueva');
    const audit = await portal.ctx.db.auditLog.findFirst({ where: { module_id: 1, value_id: String(id), description: 'updated' } });
    expect((audit?.old_values as { name: string }).name).toBe('Farmacia Central');
  });

  it('deletes a taxpayer: gone from the list, its session ends, auth/check says deleted', async () => {
    const victim = await signedIn(portal);
    const res = await api().post('/api/admin/clients/delete').set(admin.auth).send({ id: victim.user.id });
    expect(res.body.message).toBe('Se ha eliminado correctamente el usuario');
    expect((await api().post('/api/profile/get').set(victim.auth)).status).toBe(401);
    const list = await api().post('/api/admin/clients/get').set(admin.auth).send({ search: victim.user.username });
    expect(list.body.users.data).toEqual([]);
  });

  it('exports the filtered list to Excel, read back with exceljs', async () => {
    await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send(form({ name: 'Exportable Uno' }));
    await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send(form({ name: 'Exportable Dos' }));
    const res = await api().get('/api/admin/clients/excel').query({ search: 'exportable' }).set(admin.auth).buffer(true).parse(binaryBody);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body);
    const names = wb.getWorksheet('Contribuyentes')!.getColumn(3).values.slice(2);
    const list = await api().post('/api/admin/clients/get').set(admin.auth).send({ search: 'exportable' });
    expect(names).toEqual(list.body.users.data.map((u: { full_name: string }) => u.full_name));
    expect(names).toHaveLength(2);
  });

  it.each([
    ['get', 'view-clients', (a: Record<string, string>) => api().post('/api/admin/clients/get').set(a)],
    ['create', 'create-clients', (a: Record<string, string>) => api().post('/api/admin/clients/create').set(a).send(form())],
    [
      'delete',
      'delete-clients',
      async (a: Record<string, string>) => {
        const u = await createUser(portal);
        return api().post('/api/admin/clients/delete').set(a).send({ id: u.id });
      },
    ],
  ] as const)('%s needs %s (moderator without → 403, with → 200, client → 403)', async (_n, code, call) => {
    const client = await signedIn(portal);
    expect((await call(client.auth)).status).toBe(403);
    const without = await signedIn(portal, { level_id: 2, permissions: ['view-tariff'] });
    expect((await call(without.auth)).status).toBe(403);
    const withCode = await signedIn(portal, { level_id: 2, permissions: [code] });
    expect((await call(withCode.auth)).status).toBe(200);
  });
});
