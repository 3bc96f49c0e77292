// Additional phones are entered like the main one (issue 11): an area code of the reference list
// and a number. The staff create and edit calls and 'Mis Datos' refuse an additional phone without
// its area code, name the field in `fields`, and write nothing.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { signedIn, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
let activityId: number;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  admin = await signedIn(portal, { level_id: 1 });
  activityId = (await portal.ctx.db.economicActivity.findFirstOrThrow({ where: { property_type_id: 1 } })).id;
});
afterAll(async () => portal?.close());

const api = () => request(portal.url);
let doc = 61_000_000;
const client = (phones: unknown[], patch: Record<string, unknown> = {}) => ({
  name: 'Ferretería Sucre',
  username: uniq('tel'),
  document_type_id: 1,
  document: String(doc++),
  fiscal_address: 'Calle 2',
  phone_code: '0414',
  phone: '5550000',
  email: 'sucre@example.com',
  password: 'Clave.Segura1',
  password_confirmation: 'Clave.Segura1',
  emails: '[]',
  phones: JSON.stringify(phones),
  property: JSON.stringify({ property_type_id: 1, property_use_id: 1, economic_activity_id: activityId, zone: 'Centro', street: 'Calle 2', size: '40' }),
  ...patch,
});

const NO_CODE = 'Debe seleccionar el código de área del teléfono';
const BAD_CODE = 'El código de área del teléfono no es válido';

describe('additional phones need their area code', () => {
  it.each([
    ['no area code', [{ phone: '5551234' }], 'phones.0.phone_code', NO_CODE],
    ['a blank area code', [{ phone_code: '', phone: '5551234' }], 'phones.0.phone_code', NO_CODE],
    ['an unknown area code', [{ phone_code: '0999', phone: '5551234' }], 'phones.0.phone_code', BAD_CODE],
    ['the second of two', [{ phone_code: '0212', phone: '5551234' }, { phone: '5554321' }], 'phones.1.phone_code', NO_CODE],
  ])('admin/clients/create with %s: 422 naming the field, nothing written', async (_what, phones, field, message) => {
    const body = client(phones);
    const res = await api().post('/api/admin/clients/create').set(admin.auth).send(body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields[field]).toBe(message);
    expect(await portal.ctx.db.user.count({ where: { username: body.username } })).toBe(0);
  });

  it('admin/clients/create stores area code and number of each additional phone', async () => {
    const body = client([{ phone_code: '0212', phone: '5551234' }]);
    const res = await api().post('/api/admin/clients/create').set(admin.auth).send(body);
    expect(res.status).toBe(200);
    const saved = await portal.ctx.db.user.findUniqueOrThrow({ where: { username: body.username }, include: { phones: true } });
    expect(saved.phones.map((p) => [p.phone_code, p.phone])).toEqual([['0212', '5551234']]);
  });

  it('a main phone with an unknown area code is refused too', async () => {
    const res = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send(client([], { phone_code: '123' }));
    expect(res.status).toBe(422);
    expect(res.body.fields.phone_code).toBe(BAD_CODE);
  });

  it("'Mis Datos' refuses an additional phone without area code", async () => {
    const { user, auth } = await signedIn(portal);
    const res = await api()
      .post('/api/profile/update/client')
      .set(auth)
      .send({
        name: 'Luis',
        username: user.username,
        document_type_id: 1,
        document: '12345678',
        fiscal_address: 'Av. 1',
        phone_code: '0414',
        phone: '1234567',
        email: 'luis@example.com',
        phones: [{ phone: '7654321' }],
      });
    expect(res.status).toBe(422);
    expect(res.body.fields['phones.0.phone_code']).toBe(NO_CODE);
    expect(await portal.ctx.db.userPhone.count({ where: { user_id: user.id } })).toBe(0);
  });
});
