// The form rules of section 5 as the staff calls enforce them (issue 4): document length per type
// on validate/create/edit, and the required property fields for every type and use on
// properties/create — each missing field refused with the spec's message, the complete form saved.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { PROPERTY_FIELDS, requiredPropertyFields } from '@aseo/shared/schemas';
import { signedIn, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
let ownerId: number;
const activityOf: Record<number, number> = {};
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  admin = await signedIn(portal, { level_id: 1 });
  ownerId = (await portal.ctx.db.user.findUniqueOrThrow({ where: { username: 'contribuyente' } })).id;
  for (const a of await portal.ctx.db.economicActivity.findMany({ where: { property_type_id: { not: null } }, orderBy: { code: 'asc' } })) {
    activityOf[a.property_type_id!] ??= a.id;
  }
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);

let doc = 60_000_000;
const client = (patch: Record<string, unknown> = {}) => ({
  name: 'Librería Andes',
  username: uniq('rl'),
  document_type_id: 1,
  document: String(doc++),
  fiscal_address: 'Calle 1',
  phone: '5550000',
  email: 'andes@example.com',
  password: 'Clave.Segura1',
  password_confirmation: 'Clave.Segura1',
  emails: '[]',
  phones: '[]',
  property: JSON.stringify({ property_type_id: 1, property_use_id: 1, economic_activity_id: activityOf[1], zone: 'Centro', street: 'Calle 1', size: '40' }),
  ...patch,
});

describe('document length per type', () => {
  const TOO_LONG = 'El documento excede la longitud permitida para su tipo';
  it.each([
    ['V', 1, 8],
    ['E', 2, 20],
    ['J', 3, 9],
    ['G', 4, 9],
  ])('%s accepts %#… up to its maximum and refuses one digit more on validate, create and edit', async (_t, type, max) => {
    const ok = '7'.repeat(max - 2) + String(doc++ % 100).padStart(2, '0');
    const long = `${ok}1`;
    expect(
      (
        await api()
          .post('/api/admin/clients/validate')
          .set(admin.auth)
          .send(client({ document_type_id: type, document: ok }))
      ).body,
    ).toEqual({ result: true });
    const bad = await api()
      .post('/api/admin/clients/validate')
      .set(admin.auth)
      .send(client({ document_type_id: type, document: long }));
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe(TOO_LONG);
    const create = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send(client({ document_type_id: type, document: long }));
    expect(create.body.error).toBe(TOO_LONG);
    const created = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send(client({ document_type_id: type, document: ok }));
    expect(created.status).toBe(200);
    const edit = await api()
      .post('/api/admin/clients/edit')
      .set(admin.auth)
      .send(client({ id: created.body.client.id, document_type_id: type, document: long, password: '', password_confirmation: '' }));
    expect(edit.body.error).toBe(TOO_LONG);
  });
});

const FILL: Record<(typeof PROPERTY_FIELDS)[number], string | number> = {
  property_use_id: 0,
  property_type_id: 0,
  economic_activity_id: 0,
  nic: '12345',
  catastral_id: 'CAT-1',
  license: 'LIC-9',
  zone: 'Centro',
  street: 'Av. Sucre',
  house_number: '10',
  floor: '2',
  size: '55',
  reference: 'Frente a la plaza',
  quantity_houses: 3,
};
const cases = [1, 2, 3, 4].flatMap((type) => [1, 2, 3].map((use) => [type, use] as const));

describe('required property fields by type and use (properties/create by staff)', () => {
  it.each(cases)('type %i with use %i: each required field missing is refused, the complete form is saved', async (type, use) => {
    const required = requiredPropertyFields(type, use);
    const full: Record<string, unknown> = { property_type_id: type, property_use_id: use, economic_activity_id: activityOf[type] };
    for (const f of required) if (!(f in full)) full[f] = FILL[f];
    for (const f of required.filter((x) => !['property_type_id', 'property_use_id'].includes(x))) {
      const res = await api()
        .post('/api/properties/create')
        .set(admin.auth)
        .send({ user_id: ownerId, property: JSON.stringify({ ...full, [f]: '' }) });
      expect({ f, status: res.status, error: res.body.error }).toEqual({ f, status: 422, error: 'Debe ingresar todos los datos de las propiedades' });
    }
    const ok = await api()
      .post('/api/properties/create')
      .set(admin.auth)
      .send({ user_id: ownerId, property: JSON.stringify(full) });
    expect(ok.status).toBe(200);
    const zero = await api()
      .post('/api/properties/create')
      .set(admin.auth)
      .send({ user_id: ownerId, property: JSON.stringify({ ...full, size: '0' }) });
    expect(zero.body.error).toBe('El campo metraje de la propiedad debe ser mayor a 0');
  });

  it('the exemptions of the spec hold', () => {
    expect(requiredPropertyFields(2, 2)).not.toEqual(expect.arrayContaining(['catastral_id']));
    expect(requiredPropertyFields(2, 2)).toContain('quantity_houses');
    expect(requiredPropertyFields(1, 1)).toEqual(['property_use_id', 'property_type_id', 'economic_activity_id', 'zone', 'street', 'size']);
    expect(requiredPropertyFields(3, 1)).toEqual(['property_use_id', 'property_type_id', 'economic_activity_id', 'zone', 'street', 'size']);
  });
});
