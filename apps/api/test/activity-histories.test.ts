// Economic-activity history of a property (issue 4): every call at its path, the date rules
// (both required, from ≤ to, to not after today, no overlap), activity fitting the property type,
// permissions (reads view-clients, writes edit-economic-activity) and the audit rows.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { todayYmd } from '@aseo/shared/schemas';
import { signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
let propertyId: number;
let c001: number;
let c002: number;
let r001: number;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  admin = await signedIn(portal, { level_id: 1 });
  const db = portal.ctx.db;
  propertyId = (await db.property.findUniqueOrThrow({ where: { code: 'AU-000001' } })).id; // commercial
  [c001, c002, r001] = await Promise.all(['C001', 'C002', 'R001'].map(async (code) => (await db.economicActivity.findUniqueOrThrow({ where: { code } })).id));
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);
const base = '/api/admin/activity-histories';

describe('admin/activity-histories', () => {
  it('creates periods, lists them by property (newest first) and refuses overlaps', async () => {
    const first = await api()
      .post(`${base}/create`)
      .set(admin.auth)
      .send({ property_id: propertyId, economic_activity_id: c001, start: '01-01-2020', end: '31-12-2020' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Agregada al historial exitosamente');
    expect(first.body.history).toMatchObject({ property_id: propertyId, economic_activity_id: c001, start: '2020-01-01', end: '2020-12-31' });
    const second = await api().post(base).set(admin.auth).send({ property_id: propertyId, economic_activity_id: c002, start: '2021-01-01', end: '2021-06-30' });
    expect(second.status).toBe(200);
    const overlap = await api()
      .post(base)
      .set(admin.auth)
      .send({ property_id: propertyId, economic_activity_id: c002, start: '2020-12-31', end: '2021-01-15' });
    expect(overlap.status).toBe(422);
    expect(overlap.body.error).toBe('Las fechas se solapan con otro período del historial de la propiedad');

    const byPath = await api().get(`${base}/property/${propertyId}`).set(admin.auth);
    expect(byPath.body.histories.map((h: { start: string }) => h.start)).toEqual(['2021-01-01', '2020-01-01']);
    expect(byPath.body.histories[0].economic_activity).toMatchObject({ id: c002, code: 'C002' });
    const byName = await api().post(`${base}/getByProperty`).set(admin.auth).send({ property_id: propertyId });
    expect(byName.body.histories).toEqual(byPath.body.histories);
    const paged = await api().get(base).query({ property_id: propertyId, page: 1 }).set(admin.auth);
    expect(paged.body.histories.total).toBe(2);
    expect(paged.body.histories.data).toHaveLength(2);

    const audit = await portal.ctx.db.auditLog.findFirst({
      where: { subject_type: 'EconomicActivityHistory', value_id: String(first.body.history.id), description: 'created' },
    });
    expect(audit?.user_id).toBe(admin.user.id);
  });

  it('applies the date rules and the activity type', async () => {
    const send = (body: Record<string, unknown>) =>
      api()
        .post(base)
        .set(admin.auth)
        .send({ property_id: propertyId, economic_activity_id: c001, ...body });
    expect((await send({ start: '', end: '2019-01-01' })).body.error).toBe('La fecha desde y hasta son requeridas');
    expect((await send({ start: '2019-01-01' })).body.error).toBe('La fecha desde y hasta son requeridas');
    const order = await send({ start: '2019-05-01', end: '2019-01-01' });
    expect(order.status).toBe(422);
    expect(order.body.error).toMatch(/fecha/i);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const future = await send({ start: '2019-01-01', end: todayYmd(tomorrow) });
    expect(future.body.error).toBe('La fecha hasta no puede ser posterior a hoy');
    const wrongType = await send({ economic_activity_id: r001, start: '2018-01-01', end: '2018-02-01' });
    expect(wrongType.body.error).toBe('Ups!, Ocurrio un error');
    expect((await send({ property_id: 999999, start: '2018-01-01', end: '2018-02-01' })).status).toBe(404);
  });

  it('edits a period (PUT) and deletes it (DELETE and POST delete), audited', async () => {
    const created = await api()
      .post(base)
      .set(admin.auth)
      .send({ property_id: propertyId, economic_activity_id: c001, start: '2015-01-01', end: '2015-12-31' });
    const id = created.body.history.id;
    const put = await api()
      .put(`${base}/${id}`)
      .set(admin.auth)
      .send({ property_id: propertyId, economic_activity_id: c002, start: '2015-02-01', end: '2015-11-30' });
    expect(put.status).toBe(200);
    expect(put.body.history).toMatchObject({ economic_activity_id: c002, start: '2015-02-01', end: '2015-11-30' });
    // editing a period may not overlap another one, but may keep its own dates
    const clash = await api()
      .put(`${base}/${id}`)
      .set(admin.auth)
      .send({ property_id: propertyId, economic_activity_id: c002, start: '2015-02-01', end: '2020-06-01' });
    expect(clash.body.error).toBe('Las fechas se solapan con otro período del historial de la propiedad');
    const del = await api().delete(`${base}/${id}`).set(admin.auth);
    expect(del.body.message).toBe('Se ha eliminado correctamente del historial');
    expect((await api().delete(`${base}/${id}`).set(admin.auth)).status).toBe(404);
    const other = await api().post(base).set(admin.auth).send({ property_id: propertyId, economic_activity_id: c001, start: '2014-01-01', end: '2014-12-31' });
    expect((await api().post(`${base}/delete`).set(admin.auth).send({ id: other.body.history.id })).status).toBe(200);
    const rows = await portal.ctx.db.auditLog.findMany({ where: { subject_type: 'EconomicActivityHistory', value_id: String(id) }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.description)).toEqual(['created', 'updated', 'deleted']);
  });

  it('reads need view-clients, writes edit-economic-activity; clients get 403', async () => {
    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-clients'] });
    expect((await api().get(`${base}/property/${propertyId}`).set(viewer.auth)).status).toBe(200);
    const write = await api().post(base).set(viewer.auth).send({ property_id: propertyId, economic_activity_id: c001, start: '2010-01-01', end: '2010-02-01' });
    expect(write.status).toBe(403);
    const editor = await signedIn(portal, { level_id: 2, permissions: ['view-clients', 'edit-economic-activity'] });
    expect(
      (await api().post(base).set(editor.auth).send({ property_id: propertyId, economic_activity_id: c001, start: '2010-01-01', end: '2010-02-01' })).status,
    ).toBe(200);
    const client = await signedIn(portal);
    expect((await api().get(`${base}/property/${propertyId}`).set(client.auth)).status).toBe(403);
    expect((await api().post(`${base}/getByProperty`).set(client.auth).send({ property_id: propertyId })).status).toBe(403);
  });
});
