import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@aseo/shared/messages';
import { createUser, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);

describe('profile/get', () => {
  it('returns the caller', async () => {
    const { user, auth } = await signedIn(portal);
    const res = await api().post('/api/profile/get').set(auth).send({ user_id: user.id });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, username: user.username, number_format: String(user.id).padStart(4, '0') });
    expect(res.body.user.password).toBeUndefined();
  });

  it("a client cannot read another client's profile", async () => {
    const { auth } = await signedIn(portal);
    const other = await createUser(portal, { name: 'Secreto' });
    const res = await api().post('/api/profile/get').set(auth).send({ user_id: other.id });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('Secreto');
  });

  it('an administrator can read any profile', async () => {
    const { auth } = await signedIn(portal, { level_id: 1 });
    const other = await createUser(portal);
    const res = await api().get('/api/profile/get').query({ user_id: other.id }).set(auth);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(other.id);
  });
});

describe('profile/update (simple variant)', () => {
  const body = (username: string) => ({
    name: 'Ana',
    lastname: 'Pérez',
    username,
    document_type_id: 1,
    document: '12345678',
    email: 'ana@example.com',
    phone: '4141234567',
  });

  it('saves and writes the audit row for staff, without the password', async () => {
    const { user, auth } = await signedIn(portal, { level_id: 1 });
    const res = await api().post('/api/profile/update').set(auth).send(body(user.username));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se ha actualizado el perfil correctamente');
    expect(res.body.user.full_name).toBe('Ana Pérez');
    const audit = await portal.ctx.db.auditLog.findFirst({ where: { user_id: user.id, value_id: String(user.id) } });
    expect(audit).toMatchObject({ description: 'updated', module_id: 2 });
    expect(audit?.new_values).toMatchObject({ name: 'Ana', lastname: 'Pérez' });
    expect(JSON.stringify(audit?.old_values)).not.toContain('password');
  });

  it('does not audit a client editing itself', async () => {
    const { user, auth } = await signedIn(portal);
    await api().post('/api/profile/update').set(auth).send(body(user.username)).expect(200);
    expect(await portal.ctx.db.auditLog.count({ where: { user_id: user.id } })).toBe(0);
  });

  it('refuses a username already taken', async () => {
    const taken = await createUser(portal);
    const { auth } = await signedIn(portal, { level_id: 1 });
    const res = await api().post('/api/profile/update').set(auth).send(body(taken.username));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El usuario ya existe');
  });

  it('takes `_` and `%` in a username literally: a_b is free while axb exists', async () => {
    const stamp = Date.now().toString(36);
    await createUser(portal, { username: `wx${stamp}` });
    const { auth } = await signedIn(portal, { level_id: 1 });
    await api()
      .post('/api/profile/update')
      .set(auth)
      .send(body(`w_${stamp}`))
      .expect(200);
    await api().post('/api/profile/update').set(auth).send(body(`w%`)).expect(200);
  });
});

describe('profile/update/client', () => {
  it('saves the client form with additional emails and phones sent as JSON text', async () => {
    const { user, auth } = await signedIn(portal);
    const res = await api()
      .post('/api/profile/update/client')
      .set(auth)
      .type('form')
      .send({
        name: 'Comercial Los Andes',
        username: user.username,
        document_type_id: '3',
        document: '123456789',
        fiscal_address: 'Av. Principal',
        phone_code: '0414',
        phone: '1234567',
        email: 'andes@example.com',
        retention: '0', // sent back as stored (staff set it: retention.test.ts)
        emails: JSON.stringify(['otro@example.com']),
        phones: JSON.stringify([{ phone_code: '0212', phone: '7654321' }]),
      });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se han guardado los datos correctamente');
    expect(res.body.user.business_name).toBe('Comercial Los Andes');
    expect(res.body.user.emails.map((e: { email: string }) => e.email)).toEqual(['otro@example.com']);
    expect(res.body.user.phones[0]).toMatchObject({ phone_code: '0212', phone: '7654321' });
    expect(res.body.user).toMatchObject({ retention: 0, retention_request: null });
  });

  it('refuses a retention the taxpayer does not hold, whatever its document type (staff set it)', async () => {
    const { user, auth } = await signedIn(portal);
    const res = await api().post('/api/profile/update/client').set(auth).send({
      name: 'Luis',
      username: user.username,
      document_type_id: 1,
      document: '12340001', // one taxpayer per document: not the one the simple profile test took
      fiscal_address: 'Calle 1',
      phone: '1234567',
      email: 'luis@example.com',
      retention: 1,
    });
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({ retention: MSG.profile.retentionByStaff });
  });

  it.each([
    ['document too long for V', { document_type_id: 1, document: '123456789' }],
    ['letters in the document', { document_type_id: 1, document: '12A45' }],
    ['missing fiscal address', { fiscal_address: '' }],
  ])('refuses %s with 422', async (_n, patch) => {
    const { user, auth } = await signedIn(portal);
    const res = await api()
      .post('/api/profile/update/client')
      .set(auth)
      .send({
        name: 'Luis',
        username: user.username,
        document_type_id: 1,
        document: '12345678',
        fiscal_address: 'Calle 1',
        phone: '1234567',
        email: 'luis@example.com',
        ...patch,
      });
    expect(res.status).toBe(422);
    expect(typeof res.body.error).toBe('string');
  });
});

describe('profile/password', () => {
  it('changes the password, ends older tokens and hands a fresh one', async () => {
    const { user, auth } = await signedIn(portal);
    const res = await api()
      .post('/api/profile/password')
      .set(auth)
      .send({ current_password: user.plainPassword, password: 'Nueva.Clave2026', password_confirmation: 'Nueva.Clave2026' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se ha actualizado la contraseña correctamente');
    expect((await api().post('/api/profile/get').set(auth)).body.status).toBe('Token is Invalid');
    const fresh = await api().post('/api/profile/get').set('Authorization', `Bearer ${res.body.token}`);
    expect(fresh.status).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const { auth } = await signedIn(portal);
    const res = await api()
      .post('/api/profile/password')
      .set(auth)
      .send({ current_password: 'no-es-esta', password: 'Nueva.Clave2026', password_confirmation: 'Nueva.Clave2026' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('La contraseña actual no es correcta');
  });

  it('refuses a password longer than 72 bytes', async () => {
    const { user, auth } = await signedIn(portal);
    const long = 'ñ'.repeat(40); // 80 bytes in UTF-8
    const res = await api().post('/api/profile/password').set(auth).send({ current_password: user.plainPassword, password: long, password_confirmation: long });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('La contraseña no puede superar los 72 caracteres');
  });
});
