// auth/register: the combined client + property form, JSON-text fields, every rule of section 5.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { uniq } from './support/factories.ts';

let portal: TestPortal;
let commercialActivity: number;
let residentialActivity: number;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  commercialActivity = (await portal.ctx.db.economicActivity.findUniqueOrThrow({ where: { code: 'C001' } })).id;
  residentialActivity = (await portal.ctx.db.economicActivity.findUniqueOrThrow({ where: { code: 'R002' } })).id;
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);

let doc = 20_000_000;
function form(property: Record<string, unknown> = {}, client: Record<string, unknown> = {}) {
  return {
    name: 'Inversiones La Plaza',
    lastname: '',
    username: uniq('reg'),
    document_type_id: '1',
    document: String(doc++),
    fiscal_address: 'Calle Real 10',
    phone_code: '0414',
    phone: '5551234',
    email: 'plaza@example.com',
    password: 'Clave.Segura1',
    password_confirmation: 'Clave.Segura1',
    retention: '0',
    emails: JSON.stringify(['ventas@example.com']),
    phones: JSON.stringify([{ phone_code: '0212', phone: '5550000' }]),
    property: JSON.stringify({
      property_type_id: 1,
      property_use_id: 1,
      economic_activity_id: commercialActivity,
      zone: 'Centro',
      street: 'Calle Real',
      size: '85.5',
      ...property,
    }),
    ...client,
  };
}

describe('auth/register', () => {
  it('creates the taxpayer and its property in one go, property code assigned', async () => {
    const body = form();
    const res = await api().post('/api/auth/register').type('form').send(body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se ha creado correctamente el usuario');
    expect(res.body.user).toMatchObject({ username: body.username, level_id: 3, status: 3, business_name: 'Inversiones La Plaza' });
    const props = await portal.ctx.db.property.findMany({ where: { user_id: res.body.user.id } });
    expect(props).toHaveLength(1);
    expect(props[0].code).toMatch(/^AU-\d{6}$/);
    expect(props[0].size.toString()).toBe('85.5');
    const login = await api().post('/api/auth/login').send({ username: body.username, password: 'Clave.Segura1' });
    expect(login.status).toBe(200);
  });

  it('a residential condominium needs quantity of houses but not NIC, cadastral id or reference', async () => {
    const base = { property_type_id: 2, property_use_id: 2, economic_activity_id: residentialActivity, house_number: '4B', size: '90' };
    const missing = await api().post('/api/auth/register').type('form').send(form(base));
    expect(missing.status).toBe(422);
    expect(missing.body.error).toBe('Debe ingresar todos los datos de las propiedades');
    const ok = await api()
      .post('/api/auth/register')
      .type('form')
      .send(form({ ...base, quantity_houses: 12 }));
    expect(ok.status).toBe(200);
  });

  it.each([
    ['size 0', { size: '0' }, 'El campo metraje de la propiedad debe ser mayor a 0'],
    ['missing zone', { zone: '' }, 'Debe ingresar todos los datos de las propiedades'],
    ['missing activity', { economic_activity_id: '' }, 'Debe ingresar todos los datos de las propiedades'],
  ])('refuses a property with %s', async (_n, patch, message) => {
    const res = await api().post('/api/auth/register').type('form').send(form(patch));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(message);
  });

  it.each([
    ['V longer than 8 digits', { document_type_id: '1', document: '123456789' }],
    ['J longer than 9 digits', { document_type_id: '3', document: '1234567890' }],
    ['letters in the document', { document: '12ab' }],
    ['no name', { name: '' }],
    ['no fiscal address', { fiscal_address: '' }],
    ['invalid e-mail', { email: 'no-es-correo' }],
    ['an empty additional e-mail', { emails: JSON.stringify(['']) }],
    ['mismatched passwords', { password_confirmation: 'Otra.Clave1' }],
    ['no password', { password: '', password_confirmation: '' }],
    ['malformed JSON in property', { property: '{"property_type_id":' }],
  ])('refuses %s with 422 and writes nothing', async (_n, patch) => {
    const body = form({}, patch);
    const res = await api().post('/api/auth/register').type('form').send(body);
    expect(res.status).toBe(422);
    expect(typeof res.body.error).toBe('string');
    expect(await portal.ctx.db.user.count({ where: { username: body.username } })).toBe(0);
  });

  it('accepts E documents up to 20 digits and keeps a retention request only for J', async () => {
    const e = await api()
      .post('/api/auth/register')
      .type('form')
      .send(form({}, { document_type_id: '2', document: '12345678901234567890', retention: '1' }));
    expect(e.status).toBe(200);
    expect(e.body.user.retention).toBe(0);
    const j = await api()
      .post('/api/auth/register')
      .type('form')
      .send(form({}, { document_type_id: '3', document: '301234567', retention: '1' }));
    expect(j.status).toBe(200);
    // asked for, not granted: staff confirm it (retention.test.ts)
    expect(j.body.user).toMatchObject({ retention: 0, retention_request: 1 });
  });

  it('refuses a taken username or document without a half-written record', async () => {
    const first = form();
    await api().post('/api/auth/register').type('form').send(first).expect(200);
    const sameUser = await api()
      .post('/api/auth/register')
      .type('form')
      .send({ ...form(), username: first.username });
    expect(sameUser.status).toBe(422);
    expect(sameUser.body.error).toBe('El usuario ya existe');
    // the refusal names its field, so the form shows it under 'Cuenta'
    expect(sameUser.body.fields).toEqual({ username: 'El usuario ya existe' });
    const sameDoc = await api()
      .post('/api/auth/register')
      .type('form')
      .send({ ...form(), document: first.document });
    expect(sameDoc.status).toBe(422);
    expect(sameDoc.body.error).toBe('Ya existe un contribuyente con ese documento');
    expect(sameDoc.body.fields).toEqual({ document: 'Ya existe un contribuyente con ese documento' });
  });

  it('an activity of another property type is refused and nothing is created', async () => {
    const body = form({ economic_activity_id: residentialActivity });
    const res = await api().post('/api/auth/register').type('form').send(body);
    expect(res.status).toBe(422);
    expect(await portal.ctx.db.user.count({ where: { username: body.username } })).toBe(0);
  });
});

describe('demo seed', () => {
  it('loads once: a second run changes nothing', async () => {
    const users = await portal.ctx.db.user.count();
    expect(await seedDemo(portal.ctx.db, { bcryptRounds: 4 })).toBe(false);
    expect(await portal.ctx.db.user.count()).toBe(users);
    const admin = await api().post('/api/auth/login').send({ username: 'admin', password: 'Demo.2026' });
    expect(admin.body.user.level_id).toBe(1);
    const cashier = await api().post('/api/auth/login').send({ username: 'cajero', password: 'Demo.2026' });
    expect(cashier.body.user).toMatchObject({ level_id: 2, user_id: null, box: 'Caja 1' });
    const codes = cashier.body.user.permissions.map((p: { code: string }) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['view-cash', 'view-payments', 'view-voucher-history', 'view-account-status']));
    const client = await api().post('/api/auth/login').send({ username: 'contribuyente', password: 'Demo.2026' });
    expect(client.body.user).toMatchObject({ level_id: 3, document_type_id: 1 });
    const types = await portal.ctx.db.property.findMany({ where: { user_id: client.body.user.id }, select: { property_type_id: true } });
    expect(types.map((t) => t.property_type_id).sort()).toEqual([1, 2]);
  });
});
