// Staff operations on a taxpayer's properties (issue 4): add a property to an existing taxpayer,
// a child property with the whole form, parent by code, disincorporation, the property lookup,
// the printable record, and who may do each; every change audited.
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

let doc = 40_000_000;
const shop = (patch: Record<string, unknown> = {}) => ({
  property_type_id: 1,
  property_use_id: 1,
  economic_activity_id: commercial,
  zone: 'Centro',
  street: 'Av. 5',
  size: '60',
  ...patch,
});
const form = (patch: Record<string, unknown> = {}) => ({
  name: 'Ferretería El Tornillo',
  username: uniq('po'),
  document_type_id: 1,
  document: String(doc++),
  fiscal_address: 'Av. 5',
  phone_code: '0414',
  phone: '5550101',
  email: 'tornillo@example.com',
  password: 'Clave.Segura1',
  password_confirmation: 'Clave.Segura1',
  emails: '[]',
  phones: '[]',
  property: JSON.stringify(shop()),
  ...patch,
});
async function taxpayer(patch: Record<string, unknown> = {}) {
  const res = await api().post('/api/admin/clients/create').set(admin.auth).send(form(patch));
  expect(res.status).toBe(200);
  const property = await portal.ctx.db.property.findFirstOrThrow({ where: { user_id: res.body.client.id } });
  return { client: res.body.client as { id: number; username: string; document: string }, property };
}
const audits = (subject: string, valueId: number) => portal.ctx.db.auditLog.findMany({ where: { subject_type: subject, value_id: String(valueId) } });

describe('properties for an existing taxpayer (staff)', () => {
  it('adds a property to the taxpayer named by user_id; needs create-clients', async () => {
    const { client } = await taxpayer();
    const res = await api()
      .post('/api/properties/create')
      .set(admin.auth)
      .send({ user_id: client.id, property: JSON.stringify(shop({ size: '33' })) });
    expect(res.status).toBe(200);
    expect(res.body.property).toMatchObject({ user_id: client.id, size: '33' });
    expect(res.body.property.code).toMatch(/^AU-\d{6}$/);
    expect(await audits('Property', res.body.property.id)).toHaveLength(1);

    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-clients'] });
    const refused = await api()
      .post('/api/properties/create')
      .set(viewer.auth)
      .send({ user_id: client.id, property: JSON.stringify(shop()) });
    expect(refused.status).toBe(403);
    const edit = await api()
      .post('/api/properties/edit')
      .set(viewer.auth)
      .send({ property: JSON.stringify({ ...shop(), id: res.body.property.id }) });
    expect(edit.status).toBe(403);
    const del = await api().post('/api/properties/delete').set(viewer.auth).send({ property_id: res.body.property.id });
    expect(del.status).toBe(403);
  });

  it('a staff property for a user that is not a taxpayer is refused', async () => {
    const res = await api()
      .post('/api/properties/create')
      .set(admin.auth)
      .send({ user_id: admin.user.id, property: JSON.stringify(shop()) });
    expect(res.status).toBe(422);
  });

  it("get-user with propertyId returns that property and the flat list; another taxpayer's property is 404", async () => {
    const a = await taxpayer();
    const b = await taxpayer();
    const res = await api().post('/api/admin/clients/get-user').set(admin.auth).send({ id: a.client.id, propertyId: a.property.id });
    expect(res.body.property).toMatchObject({ id: a.property.id, code: a.property.code });
    expect(res.body.secondary_properties.map((p: { id: number }) => p.id)).toEqual([a.property.id]);
    const other = await api().post('/api/admin/clients/get-user').set(admin.auth).send({ id: a.client.id, propertyId: b.property.id });
    expect(other.status).toBe(404);
  });
});

describe('child property with the whole form (is_child)', () => {
  it('with the document of the parent owner it adds the child property to that taxpayer and updates its data', async () => {
    const { client, property } = await taxpayer();
    const res = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send(
        form({
          is_child: 1,
          username: client.username,
          document: client.document,
          name: 'Ferretería El Tornillo II',
          password: '',
          password_confirmation: '',
          property: JSON.stringify(shop({ parent_id: property.id, size: '12' })),
        }),
      );
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({ id: client.id, name: 'Ferretería El Tornillo II' });
    const tree = (await api().post('/api/admin/clients/get-user').set(admin.auth).send({ id: client.id })).body.user.properties;
    expect(tree).toHaveLength(1);
    expect(tree[0].childs).toHaveLength(1);
    expect(tree[0].childs[0].size).toBe('12');
  });

  it("with another registered taxpayer's document the child goes to that taxpayer, which keeps its account and password", async () => {
    const owner = await taxpayer();
    const occupant = await taxpayer({ name: 'Inquilino SA' });
    const body = form({
      is_child: 1,
      user_id: owner.client.id,
      username: owner.client.username,
      document: occupant.client.document,
      name: 'Inquilino SA',
      password: 'Otra.Clave99',
      password_confirmation: 'Otra.Clave99',
      property: JSON.stringify(shop({ parent_id: owner.property.id })),
    });
    expect((await api().post('/api/admin/clients/validate').set(admin.auth).send(body)).body).toEqual({ result: true });
    const res = await api().post('/api/admin/clients/create').set(admin.auth).send(body);
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({ id: occupant.client.id, username: occupant.client.username });
    const child = await portal.ctx.db.property.findFirstOrThrow({ where: { user_id: occupant.client.id, parent_id: owner.property.id } });
    expect(child.code).toMatch(/^AU-\d{6}$/);
    const login = await api().post('/api/auth/login').send({ username: occupant.client.username, password: 'Clave.Segura1' });
    expect(login.status).toBe(200);
  });

  it('with a new document it creates the occupant as a new taxpayer under the parent property', async () => {
    const { property } = await taxpayer();
    const res = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send(form({ is_child: 1, property: JSON.stringify(shop({ parent_id: property.id })) }));
    expect(res.status).toBe(200);
    const child = await portal.ctx.db.property.findFirstOrThrow({ where: { user_id: res.body.client.id } });
    expect(child.parent_id).toBe(property.id);
    const noPassword = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send(form({ is_child: 1, password: '', password_confirmation: '', property: JSON.stringify(shop({ parent_id: property.id })) }));
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.error).toBe('Debe ingresar la contraseña');
    const noParent = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send(form({ is_child: 1 }));
    expect(noParent.body.error).toBe('Debe indicar la propiedad padre');
  });
});

describe('properties/update/{id}/parent', () => {
  it('hangs the property under the code; own code, unknown code and cycles are refused', async () => {
    const a = await taxpayer();
    const b = await taxpayer();
    const url = (id: number) => `/api/properties/update/${id}/parent`;
    expect((await api().post(url(b.property.id)).set(admin.auth).send({ id: b.property.id, findParentId: '' })).body.error).toBe('El código es requerido');
    expect((await api().post(url(b.property.id)).set(admin.auth).send({ findParentId: b.property.code.toLowerCase() })).body.error).toBe(
      'El código debe ser diferente al de la propiedad',
    );
    expect((await api().post(url(b.property.id)).set(admin.auth).send({ findParentId: 'AU-999999' })).body.error).toBe('No se pudo agregar el padre');

    const ok = await api().post(url(b.property.id)).set(admin.auth).send({ id: b.property.id, findParentId: a.property.code });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Se ha actualizado correctamente el padre de la propiedad');
    expect(ok.body.property.parent_id).toBe(a.property.id);
    // a cannot now hang under b: b is its descendant
    const cycle = await api().post(url(a.property.id)).set(admin.auth).send({ findParentId: b.property.code });
    expect(cycle.status).toBe(422);
    expect(cycle.body.error).toBe('No se pudo agregar el padre');
    const [audit] = await audits('Property', b.property.id).then((r) => r.filter((x) => x.log_name === 'Propiedad padre'));
    expect(audit.user_id).toBe(admin.user.id);

    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-clients'] });
    expect((await api().post(url(b.property.id)).set(viewer.auth).send({ findParentId: a.property.code })).status).toBe(403);
  });
});

describe('admin/clients/{id}/disincorporate', () => {
  it('needs the comment, takes the property out once, audited; needs delete-clients', async () => {
    const { property } = await taxpayer();
    const url = `/api/admin/clients/${property.id}/disincorporate`;
    const empty = await api().post(url).set(admin.auth).send({ id: property.id, disincorporate: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe('Debe agregar un comentario');
    const creator = await signedIn(portal, { level_id: 2, permissions: ['view-clients', 'create-clients'] });
    expect((await api().post(url).set(creator.auth).send({ disincorporate: 'Local cerrado' })).status).toBe(403);
    const ok = await api().post(url).set(admin.auth).send({ id: property.id, disincorporate: 'Local cerrado desde marzo' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Comentario agregado exitosamente');
    const row = await portal.ctx.db.property.findUniqueOrThrow({ where: { id: property.id } });
    expect(row).toMatchObject({ status: 0, disincorporate: 'Local cerrado desde marzo' });
    expect(row.disincorporated_at).toBeInstanceOf(Date);
    expect((await audits('Property', property.id)).some((a) => a.log_name === 'Desincorporación')).toBe(true);
    const again = await api().post(url).set(admin.auth).send({ disincorporate: 'otra vez' });
    expect(again.body.error).toBe('La propiedad ya se encuentra desincorporada');
    // a disincorporated property cannot be a parent
    const other = await taxpayer();
    const parent = await api().post(`/api/properties/update/${other.property.id}/parent`).set(admin.auth).send({ findParentId: property.code });
    expect(parent.body.error).toBe('No se pudo agregar el padre');
    const child = await api()
      .post('/api/properties/create')
      .set(admin.auth)
      .send({ user_id: other.client.id, property: JSON.stringify(shop({ parent_id: property.id })) });
    expect(child.body.error).toBe('No se pudo agregar el padre');
  });
});

describe('admin/clients/get/properties and download/{id}', () => {
  it('finds properties by code prefix (at most 20) and by owner', async () => {
    const { client, property } = await taxpayer({ name: 'Óptica Visión' });
    const res = await api().post('/api/admin/clients/get/properties').set(admin.auth).send({ search: property.code });
    expect(res.body.properties).toEqual([expect.objectContaining({ id: property.id, code: property.code, user_id: client.id, owner_name: 'Óptica Visión' })]);
    const digits = await api()
      .get('/api/admin/clients/get/properties')
      .query({ search: property.code.slice(3) })
      .set(admin.auth);
    expect(digits.body.properties.map((p: { id: number }) => p.id)).toContain(property.id);
    const all = await api().post('/api/admin/clients/get/properties').set(admin.auth).send({});
    expect(all.body.properties.length).toBeLessThanOrEqual(20);
    const mine = await api().post('/api/admin/clients/get/properties').set(admin.auth).send({ user_id: client.id });
    expect(mine.body.properties.map((p: { id: number }) => p.id)).toEqual([property.id]);
    const client2 = await signedIn(portal);
    expect((await api().post('/api/admin/clients/get/properties').set(client2.auth).send({})).status).toBe(403);
  });

  it('downloads the taxpayer record as a PDF; clients and unknown ids are refused', async () => {
    const { client } = await taxpayer();
    const res = await api().get(`/api/admin/clients/download/${client.id}`).set(admin.auth).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`contribuyente-${client.username}.pdf`);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api().get('/api/admin/clients/download/999999').set(admin.auth)).status).toBe(404);
    const other = await signedIn(portal);
    expect((await api().get(`/api/admin/clients/download/${client.id}`).set(other.auth)).status).toBe(403);
    const staffUser = await createUser(portal, { level_id: 1 });
    expect((await api().get(`/api/admin/clients/download/${staffUser.id}`).set(admin.auth)).status).toBe(404);
  });
});
