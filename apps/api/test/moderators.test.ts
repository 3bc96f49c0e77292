// 'Administradores' over HTTP (spec 000 "Administrators", sections 6 and 7): list, modules, create
// and edit with the permission matrix, get-user, status, delete, download, roles; the admin-level
// rule, the secondary → main rule, audit rows, live sign-out and self-protection.
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EVENTS } from '@aseo/shared/constants';
import { createUser, login, signedIn, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
const sockets: Socket[] = [];
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await signedIn(portal, { level_id: 1, name: 'Ana' });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await portal?.close();
});
const api = () => request(portal.url);
const PW = 'Clave.Segura1';
const form = (patch: Record<string, unknown> = {}) => ({
  name: 'Luis',
  lastname: 'Pérez',
  username: uniq('mod'),
  email: 'luis@example.com',
  phone_code: '0414',
  phone: '5551234',
  document_type_id: 1,
  document: '12345678',
  box: 'Caja 2',
  password: PW,
  password_confirmation: PW,
  permissions: '[]',
  ...patch,
});
const create = (patch: Record<string, unknown> = {}) => api().post('/api/admin/moderators/create').set(admin.auth).send(form(patch));
const codes = (u: { permissions: { code: string }[] }) => u.permissions.map((p) => p.code).sort();
type Matrix = { id: number; name: string; actions: { id: number; name: string; code: string; main: number; active?: boolean }[] }[];
const actionId = (m: Matrix, code: string) => m.flatMap((x) => x.actions).find((a) => a.code === code)!.id;
let matrix: Matrix;

describe('admin/moderators', () => {
  it('modules: every module with actions, main action first; roles: Administrador and Moderador', async () => {
    const res = await api().post('/api/admin/moderators/modules').set(admin.auth);
    expect(res.status).toBe(200);
    matrix = res.body.modules;
    expect(matrix.find((m) => m.id === 2)).toMatchObject({
      name: 'Usuarios',
      actions: [
        { code: 'view-users', main: 1 },
        { code: 'create-users', main: 0 },
        { code: 'delete-users', main: 0 },
      ],
    });
    expect(matrix.every((m) => m.actions.length > 0 && m.actions[0].main === 1)).toBe(true);
    expect(matrix[0].actions[0]).not.toHaveProperty('active');
    const roles = await api().get('/api/admin/roles/get').set(admin.auth);
    expect(roles.body.roles).toEqual([
      { id: 1, name: 'Administrador', level_id: 1 },
      { id: 2, name: 'Moderador', level_id: 2 },
    ]);
  });

  it('creates from the matrix: a secondary action turns on its main action; audited; staff told', async () => {
    const modules = JSON.stringify([
      {
        id: 2,
        actions: [
          { id: actionId(matrix, 'create-users'), active: 1 },
          { id: actionId(matrix, 'view-users'), active: 0 },
        ],
      },
      { id: 3, actions: [{ code: 'edit-iva', active: true }] },
    ]);
    const res = await create({ modules, permissions: undefined });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se ha creado correctamente el usuario');
    expect(res.body.user).toMatchObject({ level_id: 2, role_id: 2, box: 'Caja 2', status: 1, full_document: 'V-12345678', full_phone: '0414-5551234' });
    expect(codes(res.body.user)).toEqual(['create-users', 'edit-iva', 'view-tariff', 'view-users']);
    const audit = await portal.ctx.db.auditLog.findFirst({ where: { module_id: 2, value_id: String(res.body.user.id), description: 'created' } });
    expect(audit?.user_id).toBe(admin.user.id);
    expect(JSON.stringify(audit?.new_values)).not.toContain('password');
    const token = await login(portal, res.body.user.username, PW);
    expect(
      (
        await api()
          .post('/api/admin/moderators/get')
          .set({ Authorization: `Bearer ${token}` })
      ).status,
    ).toBe(200);
  });

  it('creates from a list of codes too, with the same rule; role 1 makes an administrator', async () => {
    const res = await create({ permissions: JSON.stringify(['delete-bank-accounts']) });
    expect(codes(res.body.user)).toEqual(['delete-bank-accounts', 'view-bank-accounts']);
    const adminRole = await create({ role_id: 1 });
    expect(adminRole.body.user).toMatchObject({ level_id: 1, role_id: 1, role: { id: 1, name: 'Administrador' } });
  });

  it.each([
    [{ name: '' }, 'Debe completar todos los campos requeridos'],
    [{ username: '' }, 'Debe ingresar el usuario'],
    [{ email: '' }, 'Debe ingresar el correo electrónico'],
    [{ email: 'luis@' }, 'El correo electrónico no es válido'],
    [{ password: '', password_confirmation: '' }, 'Debe ingresar la contraseña'],
    [{ password: 'corta', password_confirmation: 'corta' }, 'La contraseña debe tener al menos 8 caracteres'],
    [{ password: 'ñ'.repeat(40), password_confirmation: 'ñ'.repeat(40) }, 'La contraseña no puede superar los 72 caracteres'],
    [{ password_confirmation: 'Otra.Clave1' }, 'Las contraseñas no coinciden'],
    [{ document: '123456789' }, 'El documento excede la longitud permitida para su tipo'],
    [{ phone: '0414-55' }, 'Solo se permiten números'],
    [{ box: 'x'.repeat(61) }, 'El texto excede la longitud permitida'],
    [{ permissions: JSON.stringify(['view-everything']) }, 'El permiso no es válido'],
    [{ modules: JSON.stringify([{ id: 2, actions: [{ id: 999999, active: 1 }] }]) }, 'El permiso no es válido'],
    [{ modules: JSON.stringify([{ id: 2, actions: [{ code: 'view-everything', active: 1 }] }]) }, 'El permiso no es válido'],
    [{ modules: '{no es json' }, 'Los datos enviados no son válidos'],
    [{ modules: JSON.stringify({ id: 2 }) }, 'Los datos enviados no son válidos'],
    [{ role_id: 3 }, 'El rol no es válido'],
    [{ role_id: 'x' }, 'Los datos enviados no son válidos: el campo role_id no es válido'],
  ])('create refuses %j with its message', async (patch, message) => {
    const res = await create(patch);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(message);
  });

  it('usernames are unique in any letter case, clients included', async () => {
    const client = await createUser(portal, { level_id: 3 });
    const res = await create({ username: client.username.toUpperCase() });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El usuario ya existe');
  });

  it('lists staff only (levels 1 and 2 without parent), with search, status and paging', async () => {
    const tag = uniq('Lista');
    for (let i = 0; i < 16; i++) await createUser(portal, { level_id: 2, name: `${tag} ${i}`, box: i === 3 ? `Caja ${tag}` : null });
    await createUser(portal, { level_id: 3, name: `${tag} cliente` });
    const parent = await createUser(portal, { level_id: 3 });
    await createUser(portal, { level_id: 2, name: `${tag} hijo`, user_id: parent.id });
    const first = await api().post('/api/admin/moderators/get').set(admin.auth).send({ search: tag });
    expect(first.body.users).toMatchObject({ total: 16, last_page: 2, current_page: 1, per_page: 15 });
    expect(first.body.users.data[0]).not.toHaveProperty('password');
    // accounts written without a role show the role their level gives
    expect(first.body.users.data[0]).toMatchObject({ level_id: 2, role_id: 2, role: { id: 2, name: 'Moderador' } });
    const second = await api().get('/api/admin/moderators/get').query({ search: tag, page: 2 }).set(admin.auth);
    expect(second.body.users.data).toHaveLength(1);
    const byBox = await api()
      .post('/api/admin/moderators/get')
      .set(admin.auth)
      .send({ search: `caja ${tag}` });
    expect(byBox.body.users.data.map((u: { name: string }) => u.name)).toEqual([`${tag} 3`]);
    const one = first.body.users.data[0];
    await api().post('/api/admin/moderators/status').set(admin.auth).send({ id: one.id, status: 0 }).expect(200);
    const inactive = await api().post('/api/admin/moderators/get').set(admin.auth).send({ search: tag, status: 0 });
    expect(inactive.body.users.data.map((u: { id: number }) => u.id)).toEqual([one.id]);
    // a row says its own status; the plural 'Inactivos' is the filter's label
    expect(inactive.body.users.data[0].status_text).toBe('Inactivo');
  });

  it('get-user and modules?id mark the granted actions; clients are not found', async () => {
    const created = await create({ permissions: JSON.stringify(['view-cash', 'edit-ucd']) });
    const id = created.body.user.id;
    const res = await api().post('/api/admin/moderators/get-user').set(admin.auth).send({ id });
    expect(res.body.user).toMatchObject({ id, username: created.body.user.username, email: 'luis@example.com' });
    const cash = res.body.modules.find((m: { id: number }) => m.id === 5);
    expect(cash.actions.map((a: { code: string; active: boolean }) => [a.code, a.active])).toEqual([
      ['view-cash', true],
      ['edit-ucd', true],
      ['cash-record-fines-delete', false],
    ]);
    const mods = await api().get('/api/admin/moderators/modules').query({ id }).set(admin.auth);
    expect(mods.body.modules).toEqual(res.body.modules);
    const client = await createUser(portal, { level_id: 3 });
    expect((await api().post('/api/admin/moderators/get-user').set(admin.auth).send({ id: client.id })).status).toBe(404);
  });

  it('edits without the password: fields, box and permissions replaced, audited with old and new', async () => {
    const created = await create({ permissions: JSON.stringify(['view-cash']) });
    const { id, username } = created.body.user;
    const moderator = await login(portal, username, PW);
    const res = await api()
      .post('/api/admin/moderators/edit')
      .set(admin.auth)
      .send(
        form({
          id,
          username,
          name: 'Luisa',
          box: 'Caja 9',
          password: '',
          password_confirmation: '',
          modules: JSON.stringify([{ id: 14, actions: [{ code: 'calculate-account-record', active: 1 }] }]),
        }),
      );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se ha modificado correctamente el usuario');
    expect(res.body.user).toMatchObject({ name: 'Luisa', box: 'Caja 9' });
    expect(codes(res.body.user)).toEqual(['calculate-account-record', 'view-account-status']);
    const audit = await portal.ctx.db.auditLog.findFirst({ where: { module_id: 2, value_id: String(id), description: 'updated' } });
    expect(audit).toMatchObject({ user_id: admin.user.id, old_values: { name: 'Luis', box: 'Caja 2' }, new_values: { name: 'Luisa', box: 'Caja 9' } });
    // no password change: the session goes on, with the new permissions at once
    const auth = { Authorization: `Bearer ${moderator}` };
    expect((await api().post('/api/admin/moderators/get').set(auth)).status).toBe(403);
    const withPassword = await api()
      .post('/api/admin/moderators/edit')
      .set(admin.auth)
      .send(form({ id, username, password: 'Nueva.Clave2', password_confirmation: 'Nueva.Clave2' }));
    expect(withPassword.status).toBe(200);
    expect((await api().post('/api/profile/get').set(auth)).status).toBe(401);
    await login(portal, username, 'Nueva.Clave2');
    const taken = await api()
      .post('/api/admin/moderators/edit')
      .set(admin.auth)
      .send(form({ id, username: admin.user.username.toUpperCase() }));
    expect(taken.body.error).toBe('El usuario ya existe');
    expect(
      (
        await api()
          .post('/api/admin/moderators/edit')
          .set(admin.auth)
          .send(form({ id: 'x' }))
      ).body.error,
    ).toBe('Los datos enviados no son válidos: el campo id no es válido');
  });

  it('deactivating ends the session live: users event after commit, token refused, audited', async () => {
    const victim = await signedIn(portal, { level_id: 2, permissions: ['view-users'] });
    const socket = connect(portal.url, { auth: { token: victim.token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const event = new Promise((resolve) => socket.once('users', resolve));
    const res = await api().post('/api/admin/moderators/status').set(admin.auth).send({ id: victim.user.id, status: 0 });
    expect(res.body.message).toBe('Se ha cambiado el estatus correctamente');
    expect(await event).toEqual({ action: 'change-status', user_id: victim.user.id, status: 0 });
    const refused = await api().post('/api/admin/moderators/get').set(victim.auth);
    expect(refused.status).toBe(401);
    expect(refused.body.status).toBe('Token is Invalid');
    // the start-up check tells the web why (inactive), without the user
    expect((await api().post('/api/auth/check').set(victim.auth).send({ user_id: victim.user.id })).body).toMatchObject({
      error: 'Lo sentimos, su usuario ha sido desactivado',
      status: 'Token is Invalid',
    });
    const audit = await portal.ctx.db.auditLog.findFirst({
      where: { module_id: 2, value_id: String(victim.user.id), log_name: AUDIT_EVENTS['user.status-changed'].name },
    });
    expect(audit).toMatchObject({ old_values: { status: 1 }, new_values: { status: 0 } });
    // reactivated, the old token stays dead: a new sign-in is needed
    await api().post('/api/admin/moderators/status').set(admin.auth).send({ id: victim.user.id, status: 1 }).expect(200);
    expect((await api().post('/api/admin/moderators/get').set(victim.auth)).status).toBe(401);
    await login(portal, victim.user.username, victim.user.plainPassword);
    expect((await api().post('/api/admin/moderators/status').set(admin.auth).send({ id: victim.user.id, status: 3 })).body.error).toBe(
      'El estatus no es válido',
    );
  });

  it('deletes softly: users event, session ended, gone from the list, auth/check says deleted, audited', async () => {
    const victim = await signedIn(portal, { level_id: 2, permissions: ['view-users'] });
    const socket = connect(portal.url, { auth: { token: victim.token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const event = new Promise((resolve) => socket.once('users', resolve));
    const res = await api().post('/api/admin/moderators/delete').set(admin.auth).send({ id: victim.user.id });
    expect(res.body.message).toBe('Se ha eliminado correctamente el usuario');
    expect(await event).toEqual({ action: 'delete', user_id: victim.user.id });
    expect((await api().post('/api/admin/moderators/get').set(victim.auth)).status).toBe(401);
    expect((await api().post('/api/auth/check').set(victim.auth).send({ user_id: victim.user.id })).body).toEqual({ deleted: true });
    const list = await api().post('/api/admin/moderators/get').set(admin.auth).send({ search: victim.user.username });
    expect(list.body.users.data).toEqual([]);
    expect(await portal.ctx.db.auditLog.count({ where: { module_id: 2, value_id: String(victim.user.id), description: 'deleted' } })).toBe(1);
    expect((await api().post('/api/admin/moderators/delete').set(admin.auth).send({ id: victim.user.id })).status).toBe(404);
  });

  it('an administrator may not deactivate, delete or demote itself', async () => {
    const self = await api().post('/api/admin/moderators/status').set(admin.auth).send({ id: admin.user.id, status: 0 });
    expect(self.status).toBe(422);
    expect(self.body.error).toBe('No puede desactivar su propio usuario');
    const del = await api().post('/api/admin/moderators/delete').set(admin.auth).send({ id: admin.user.id });
    expect(del.body.error).toBe('No puede eliminar su propio usuario');
    const demote = await api()
      .post('/api/admin/moderators/edit')
      .set(admin.auth)
      .send(form({ id: admin.user.id, username: admin.user.username, role_id: 2, password: '', password_confirmation: '' }));
    expect(demote.body.error).toBe('No puede cambiar su propio rol');
    expect((await api().post('/api/profile/get').set(admin.auth)).status).toBe(200);
  });

  it('download/{id} answers a PDF sheet', async () => {
    const created = await create({ permissions: JSON.stringify(['create-users']) });
    const res = await api().get(`/api/admin/moderators/download/${created.body.user.id}`).set(admin.auth).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((res.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
    expect((await api().get('/api/admin/moderators/download/999999').set(admin.auth)).status).toBe(404);
  });
});

describe('who may do what', () => {
  let target: number;
  beforeAll(async () => {
    target = (await createUser(portal, { level_id: 2 })).id;
  });
  const reads: [string, (a: Record<string, string>) => request.Test][] = [
    ['get', (a) => api().post('/api/admin/moderators/get').set(a)],
    ['modules', (a) => api().post('/api/admin/moderators/modules').set(a)],
    ['get-user', (a) => api().post('/api/admin/moderators/get-user').set(a).send({ id: target })],
    ['download', (a) => api().get(`/api/admin/moderators/download/${target}`).set(a)],
    ['roles', (a) => api().post('/api/admin/roles/get').set(a)],
  ];
  const writes: [string, (a: Record<string, string>) => request.Test][] = [
    ['create', (a) => api().post('/api/admin/moderators/create').set(a).send(form())],
    [
      'edit',
      (a) =>
        api()
          .post('/api/admin/moderators/edit')
          .set(a)
          .send(form({ id: target })),
    ],
    ['status', (a) => api().post('/api/admin/moderators/status').set(a).send({ id: target, status: 1 })],
    ['delete', (a) => api().post('/api/admin/moderators/delete').set(a).send({ id: 999999 })],
  ];

  it.each(reads)('%s: admin and a moderator with view-users yes; without it, with a parent, or a client no', async (_n, call) => {
    expect((await call(admin.auth)).status).toBe(200);
    expect((await call((await signedIn(portal, { level_id: 2, permissions: ['view-users'] })).auth)).status).toBe(200);
    expect((await call((await signedIn(portal, { level_id: 2, permissions: ['view-clients', 'create-users'] })).auth)).status).toBe(403);
    const parent = await createUser(portal, { level_id: 3 });
    expect((await call((await signedIn(portal, { level_id: 2, user_id: parent.id, permissions: ['view-users'] })).auth)).status).toBe(403);
    expect((await call((await signedIn(portal)).auth)).status).toBe(403);
  });

  it.each(writes)('%s: the admin level only, not a moderator holding every users permission', async (_n, call) => {
    const moderator = await signedIn(portal, { level_id: 2, permissions: ['view-users', 'create-users', 'delete-users'] });
    const refused = await call(moderator.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Solo un administrador puede realizar esta acción');
    expect((await call((await signedIn(portal)).auth)).status).toBe(403);
    expect((await call({})).status).toBe(401);
  });

  it('an admin gets through the same writes', async () => {
    expect((await writes[0][1](admin.auth)).status).toBe(200);
    expect((await writes[1][1](admin.auth)).status).toBe(200);
    expect((await writes[2][1](admin.auth)).status).toBe(200);
    expect((await writes[3][1](admin.auth)).status).toBe(404);
  });
});
