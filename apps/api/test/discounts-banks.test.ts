// Discounts and bank accounts (issue 5): every call, rule and permission outcome over HTTP.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
let activities: number[];
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  admin = await signedIn(portal, { level_id: 1 });
  activities = (await portal.ctx.db.economicActivity.findMany({ orderBy: { code: 'asc' }, take: 3 })).map((a) => a.id);
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);

describe('discounts', () => {
  const body = () => ({ amount: 10, start_date: '2026-11-01 00:00:00', expire_date: '2026-12-31 00:00:00', items: JSON.stringify(activities.slice(0, 2)) });

  it('create, view, edit, list and delete a discount with two activities, each audited', async () => {
    const created = await api().post('/api/admin/discounts/create').set(admin.auth).send(body());
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Se ha creado correctamente el descuento');
    const id = created.body.discount.id;
    const view = await api().get(`/api/admin/discounts/${id}`).set(admin.auth);
    expect(view.body.discount).toMatchObject({ amount: '10', start_date: '2026-11-01', expire_date: '2026-12-31', items: activities.slice(0, 2) });
    expect(view.body.discount.economic_activities.map((a: { code: string }) => a.code)).toEqual(['C001', 'C002']);

    const edited = await api()
      .put(`/api/admin/discounts/${id}`)
      .set(admin.auth)
      .send({ ...body(), amount: 15, items: [activities[2]] });
    expect(edited.body.message).toBe('Se ha editado correctamente el descuento');
    expect(edited.body.discount).toMatchObject({ amount: '15', items: [activities[2]] });

    const list = await api().get('/api/admin/discounts').set(admin.auth);
    expect(list.body.discounts.data.map((d: { id: number }) => d.id)).toContain(id);

    const removed = await api().delete(`/api/admin/discounts/${id}`).set(admin.auth);
    expect(removed.body.message).toBe('Se ha eliminado correctamente el descuento');
    expect((await api().get(`/api/admin/discounts/${id}`).set(admin.auth)).status).toBe(404);
    const audit = await portal.ctx.db.auditLog.findMany({ where: { subject_type: 'Discount', value_id: String(id) }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => a.description)).toEqual(['created', 'updated', 'deleted']);
  });

  it.each([
    ['a percentage over 100', { amount: 101 }, 'Lo sentimos, el Porcentaje no puede ser mayor a 100'],
    ['a missing date', { expire_date: '' }, 'Lo sentimos, ambas fechas son requeridas'],
    ['from after to', { start_date: '2027-01-01 00:00:00' }, 'Lo sentimos, la fecha desde no puede ser mayor a la fecha hasta'],
    ['a decimal percentage', { amount: 5.5 }, 'El valor numérico no es válido'],
  ])('refuses %s', async (_n, patch, message) => {
    const res = await api()
      .post('/api/admin/discounts/create')
      .set(admin.auth)
      .send({ ...body(), ...patch });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(message);
  });

  it('refuses an unknown activity and writes nothing', async () => {
    const before = await portal.ctx.db.discount.count();
    const res = await api()
      .post('/api/admin/discounts/create')
      .set(admin.auth)
      .send({ ...body(), items: [999999] });
    expect(res.status).toBe(422);
    expect(await portal.ctx.db.discount.count()).toBe(before);
  });

  it('the percentage defaults to 5', async () => {
    const { amount: _a, ...rest } = body();
    const res = await api().post('/api/admin/discounts/create').set(admin.auth).send(rest);
    expect(res.body.discount.amount).toBe('5');
  });

  it.each([
    ['get', 'view-discount', (id: number) => api().get(`/api/admin/discounts/${id}`)],
    ['put', 'edit-discount', (id: number) => api().put(`/api/admin/discounts/${id}`).send(body())],
    ['delete', 'delete-discount', (id: number) => api().delete(`/api/admin/discounts/${id}`)],
  ])('%s needs %s', async (_n, code, call) => {
    const created = await api().post('/api/admin/discounts/create').set(admin.auth).send(body());
    const without = await signedIn(portal, { level_id: 2, permissions: ['view-tariff'] });
    expect((await call(created.body.discount.id).set(without.auth)).status).toBe(403);
    const withCode = await signedIn(portal, { level_id: 2, permissions: [code] });
    expect((await call(created.body.discount.id).set(withCode.auth)).status).toBe(200);
  });

  it('create needs create-discount; a client gets 403', async () => {
    const client = await signedIn(portal);
    expect((await api().post('/api/admin/discounts/create').set(client.auth).send(body())).status).toBe(403);
    const mod = await signedIn(portal, { level_id: 2, permissions: ['create-discount'] });
    expect((await api().post('/api/admin/discounts/create').set(mod.auth).send(body())).status).toBe(200);
  });
});

describe('bank accounts', () => {
  let bankId: number;
  beforeAll(async () => {
    bankId = (await portal.ctx.db.bank.findUniqueOrThrow({ where: { code: '0105' } })).id;
  });
  const form = () => ({
    name: 'Alcaldía',
    bank_id: bankId,
    document_type_id: 4,
    document: '200012345',
    number: '01050000110012345678',
    phone: '02125550000',
    account_type_id: 1,
  });

  it('lists with references, creates, edits, toggles and deletes, each audited', async () => {
    const list = await api().post('/api/admin/bank-accounts/get').set(admin.auth).send({ page: 1 });
    expect(list.status).toBe(200);
    expect(list.body.accounts.data).toHaveLength(2);
    expect(list.body.banks.length).toBeGreaterThan(10);
    expect(list.body.account_types.map((t: { id: number }) => t.id)).toEqual([1, 2]);
    expect(list.body.document_types).toHaveLength(4);

    const created = await api().post('/api/admin/bank-accounts/create').set(admin.auth).send(form());
    expect(created.body.message).toBe('Se han guardado los cambios correctamente');
    const id = created.body.account.id;
    expect(created.body.account).toMatchObject({ full_document: 'G-200012345', status: 1, bank: { code: '0105' } });

    const edited = await api()
      .post('/api/admin/bank-accounts/edit')
      .set(admin.auth)
      .send({ ...form(), bank_account_id: id, name: 'Tesorería Municipal' });
    expect(edited.body.account.name).toBe('Tesorería Municipal');

    const off = await api().post('/api/admin/bank-accounts/status').set(admin.auth).send({ bank_account_id: id, status: 0 });
    expect(off.body.message).toBe('Se ha cambiado el estatus correctamente');
    expect((await portal.ctx.db.bankAccount.findUniqueOrThrow({ where: { id } })).status).toBe(0);

    const search = await api().post('/api/admin/bank-accounts/get').set(admin.auth).send({ search: 'tesorería' });
    expect(search.body.accounts.data.map((a: { id: number }) => a.id)).toEqual([id]);

    await api().post('/api/admin/bank-accounts/delete').set(admin.auth).send({ bank_account_id: id }).expect(200);
    const after = await api().post('/api/admin/bank-accounts/get').set(admin.auth).send({ search: 'tesorería' });
    expect(after.body.accounts.data).toEqual([]);
    const audit = await portal.ctx.db.auditLog.findMany({ where: { module_id: 11, value_id: String(id) }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => a.description)).toEqual(['created', 'updated', 'updated', 'deleted']);
  });

  it.each([
    ['letters in the account number', { number: '0105-0000' }, 'Solo se permiten números'],
    ['letters in the phone', { phone: '0212-555' }, 'Solo se permiten números'],
    ['a missing owner', { name: '' }, 'Debe completar todos los campos requeridos'],
    ['a document too long for its type', { document_type_id: 1, document: '123456789' }, 'El documento excede la longitud permitida para su tipo'],
    ['an unknown bank', { bank_id: 99999 }, 'El registro relacionado no existe'],
  ])('refuses %s', async (_n, patch, message) => {
    const res = await api()
      .post('/api/admin/bank-accounts/create')
      .set(admin.auth)
      .send({ ...form(), ...patch });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(message);
  });

  const as = (auth: Record<string, string>) => ({
    get: () => api().post('/api/admin/bank-accounts/get').set(auth),
    create: () => api().post('/api/admin/bank-accounts/create').set(auth).send(form()),
    delete: async () => {
      const c = await api().post('/api/admin/bank-accounts/create').set(admin.auth).send(form());
      return api().post('/api/admin/bank-accounts/delete').set(auth).send({ bank_account_id: c.body.account.id });
    },
  });
  it.each([
    ['get', 'view-bank-accounts'],
    ['create', 'create-bank-accounts'],
    ['delete', 'delete-bank-accounts'],
  ] as const)('%s needs %s', async (call, code) => {
    const without = await signedIn(portal, { level_id: 2, permissions: ['view-tariff'] });
    expect((await as(without.auth)[call]()).status).toBe(403);
    const withCode = await signedIn(portal, { level_id: 2, permissions: [code] });
    expect((await as(withCode.auth)[call]()).status).toBe(200);
  });
});
