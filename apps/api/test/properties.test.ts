// A taxpayer's own properties (issue 4): list, create, edit with use/type/activity locked,
// delete with the 'No es posible eliminar' case, and no reach into another taxpayer's.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let commercial: number;
let other: number;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  commercial = (await portal.ctx.db.economicActivity.findUniqueOrThrow({ where: { code: 'C001' } })).id;
  other = (await portal.ctx.db.economicActivity.findUniqueOrThrow({ where: { code: 'C003' } })).id;
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);
const prop = (patch: Record<string, unknown> = {}) => ({
  property_type_id: 1,
  property_use_id: 1,
  economic_activity_id: commercial,
  zone: 'Centro',
  street: 'Calle 3',
  size: '40',
  ...patch,
});

describe('properties (client)', () => {
  it('creates, lists and edits its own property; use, type and activity stay locked', async () => {
    const me = await signedIn(portal);
    const created = await api()
      .post('/api/properties/create')
      .set(me.auth)
      .send({ property: JSON.stringify(prop()) });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Se ha creado correctamente la propiedad');
    const id = created.body.property.id;
    const list = await api().post('/api/properties').set(me.auth).send({ page: 1 });
    expect(list.body.properties.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(list.body.properties.last_page).toBe(1);
    const edited = await api()
      .post('/api/properties/edit')
      .set(me.auth)
      .send({ property: JSON.stringify(prop({ id, size: '55.5', economic_activity_id: other, street: 'Calle 4' })) });
    expect(edited.status).toBe(200);
    expect(edited.body.property).toMatchObject({ size: '55.5', street: 'Calle 4', economic_activity_id: commercial });
    expect(await portal.ctx.db.auditLog.count({ where: { subject_type: 'Property', value_id: String(id) } })).toBe(0);
  });

  it.each([
    ['size 0', { size: '0' }, 'El campo metraje de la propiedad debe ser mayor a 0'],
    ['a missing street', { street: '' }, 'Debe ingresar todos los datos de las propiedades'],
  ])('refuses %s', async (_n, patch, message) => {
    const me = await signedIn(portal);
    const res = await api()
      .post('/api/properties/create')
      .set(me.auth)
      .send({ property: prop(patch) });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(message);
  });

  it("cannot list, view, edit or delete another taxpayer's property", async () => {
    const owner = await signedIn(portal);
    const intruder = await signedIn(portal);
    const created = await api()
      .post('/api/properties/create')
      .set(owner.auth)
      .send({ property: prop({ street: 'Secreta 1' }) });
    const id = created.body.property.id;
    expect((await api().post('/api/properties').set(intruder.auth).send({ user_id: owner.user.id })).status).toBe(403);
    const view = await api().post('/api/properties/view').set(intruder.auth).send({ property_id: id });
    expect(view.status).toBe(404);
    expect(JSON.stringify(view.body)).not.toContain('Secreta');
    expect(
      (
        await api()
          .post('/api/properties/edit')
          .set(intruder.auth)
          .send({ property: prop({ id, street: 'Robada' }) })
      ).status,
    ).toBe(404);
    expect((await api().post('/api/properties/delete').set(intruder.auth).send({ property_id: id })).status).toBe(404);
    expect((await portal.ctx.db.property.findUniqueOrThrow({ where: { id } })).street).toBe('Secreta 1');
  });

  it("deletes after confirmation, but not a property with notices ('No es posible eliminar')", async () => {
    const me = await signedIn(portal);
    const free = await api().post('/api/properties/create').set(me.auth).send({ property: prop() });
    const billed = await api().post('/api/properties/create').set(me.auth).send({ property: prop() });
    await portal.ctx.db.notice.create({
      data: {
        property_id: billed.body.property.id,
        service_type_id: 1,
        period: new Date('2026-01-01T00:00:00Z'),
        total: '1',
        total_with_iva: '1.16',
        conversion_petro: '52.75',
      },
    });
    const ok = await api().post('/api/properties/delete').set(me.auth).send({ property_id: free.body.property.id });
    expect(ok.body.message).toBe('Se ha eliminado correctamente la propiedad');
    const refused = await api().post('/api/properties/delete').set(me.auth).send({ property_id: billed.body.property.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('No es posible eliminar');
  });

  it('staff with view-clients read any taxpayer; with create-clients and edit-economic-activity they may reclassify, audited', async () => {
    const owner = await signedIn(portal);
    const created = await api().post('/api/properties/create').set(owner.auth).send({ property: prop() });
    const id = created.body.property.id;
    const staff = await signedIn(portal, { level_id: 2, permissions: ['view-clients', 'create-clients', 'edit-economic-activity'] });
    expect((await api().post('/api/properties').set(staff.auth).send({ user_id: owner.user.id })).body.properties.total).toBe(1);
    const res = await api()
      .post('/api/properties/edit')
      .set(staff.auth)
      .send({ property: prop({ id, economic_activity_id: other }) });
    expect(res.body.property.economic_activity_id).toBe(other);
    const audit = await portal.ctx.db.auditLog.findFirst({ where: { subject_type: 'Property', value_id: String(id) } });
    expect(audit?.user_id).toBe(staff.user.id);
  });

  it('activities are filtered by property type', async () => {
    const me = await signedIn(portal);
    const res = await api().get('/api/properties/activities').query({ property_type_id: 2 }).set(me.auth);
    expect(res.body.economic_activities.map((a: { code: string }) => a.code)).toEqual(['R001', 'R002']);
  });
});
