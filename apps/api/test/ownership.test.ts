// Ownership and uniqueness (issue 10): a taxpayer hangs properties only under its own (another's
// parent answers exactly like a missing one), one taxpayer per document held by the database under
// concurrent registrations, no taking another's document through the profile, a client's username
// read-only, look-alike usernames refused, and a sheet imported twice adds nothing the second time.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { buildProperty, buildTaxpayer, createUser, signedIn, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const NOT_FOUND = { error: 'El registro no existe', code: 'NOT_FOUND' };
const DOCUMENT_TAKEN = 'Ya existe un contribuyente con ese documento';

let portal: TestPortal;
let commercial: number;
beforeAll(async () => {
  // room for the parallel registrations below whatever the per-address registration limit is
  portal = await startTestPortal({ REGISTER_RATE_LIMIT_MAX: '1000' });
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  commercial = (await portal.ctx.db.economicActivity.findUniqueOrThrow({ where: { code: 'C001' } })).id;
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);
const db = () => portal.ctx.db;

const property = (patch: Record<string, unknown> = {}) => ({
  property_type_id: 1,
  property_use_id: 1,
  economic_activity_id: commercial,
  zone: 'Centro',
  street: 'Calle 9',
  size: '40',
  ...patch,
});

let doc = 70_000_000;
const registration = (client: Record<string, unknown> = {}, prop: Record<string, unknown> = {}) => ({
  name: 'Bodega La Esquina',
  username: uniq('own'),
  document_type_id: '1',
  document: String(doc++),
  fiscal_address: 'Calle Real 10',
  phone_code: '0414',
  phone: '5551234',
  email: 'esquina@example.com',
  password: 'Clave.Segura1',
  password_confirmation: 'Clave.Segura1',
  property: JSON.stringify(property(prop)),
  ...client,
});
const register = (body: Record<string, unknown>) => api().post('/api/auth/register').type('form').send(body);

describe("parent_id of a taxpayer's property", () => {
  it("another taxpayer's property answers exactly like a missing one, and its owner can still delete it", async () => {
    const owner = await signedIn(portal);
    const theirs = await buildProperty(portal, { user_id: owner.user.id });
    const me = await signedIn(portal);
    const create = (parentId: number) =>
      api()
        .post('/api/properties/create')
        .set(me.auth)
        .send({ property: property({ parent_id: parentId }) });
    const foreign = await create(theirs.id);
    const missing = await create(2_000_000_000);
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(missing.body).toEqual(foreign.body);
    expect(await db().property.count({ where: { user_id: me.user.id } })).toBe(0);
    const deleted = await api().post('/api/properties/delete').set(owner.auth).send({ property_id: theirs.id });
    expect(deleted.status).toBe(200);
  });

  it('its own property is a valid parent; editing never moves a property under another taxpayer', async () => {
    const me = await signedIn(portal);
    const mine = await buildProperty(portal, { user_id: me.user.id });
    const child = await api()
      .post('/api/properties/create')
      .set(me.auth)
      .send({ property: property({ parent_id: mine.id }) });
    expect(child.status).toBe(200);
    expect(child.body.property.parent_id).toBe(mine.id);
    const other = await buildTaxpayer(portal);
    const theirs = await buildProperty(portal, { user_id: other.id });
    const edited = await api()
      .post('/api/properties/edit')
      .set(me.auth)
      .send({ property: property({ id: child.body.property.id, parent_id: theirs.id }) });
    expect(edited.status).toBe(200);
    expect(edited.body.property.parent_id).toBe(mine.id);
  });

  it('a moderator acting on its parent account may use that account’s properties as parents, not others’', async () => {
    const account = await buildTaxpayer(portal);
    const accountProperty = await buildProperty(portal, { user_id: account.id });
    const helper = await signedIn(portal, { level_id: 2, user_id: account.id });
    const ok = await api()
      .post('/api/properties/create')
      .set(helper.auth)
      .send({ property: property({ parent_id: accountProperty.id }) });
    expect(ok.status).toBe(200);
    expect(ok.body.property).toMatchObject({ user_id: account.id, parent_id: accountProperty.id });
    const stranger = await buildProperty(portal, { user_id: (await buildTaxpayer(portal)).id });
    const refused = await api()
      .post('/api/properties/create')
      .set(helper.auth)
      .send({ property: property({ parent_id: stranger.id }) });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(NOT_FOUND);
  });

  it('self-registration cannot hang its property under anyone’s: same 404, nothing created', async () => {
    const theirs = await buildProperty(portal, { user_id: (await buildTaxpayer(portal)).id });
    const body = registration({}, { parent_id: theirs.id });
    const res = await register(body);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect(await register(registration({}, { parent_id: 2_000_000_000 })).then((r) => r.body)).toEqual(NOT_FOUND);
    expect(await db().user.count({ where: { username: body.username } })).toBe(0);
  });

  it("staff with create-clients may still hang a taxpayer's property under another's (shopping centres)", async () => {
    const centre = await buildProperty(portal, { user_id: (await buildTaxpayer(portal)).id });
    const shop = await buildTaxpayer(portal);
    const staff = await signedIn(portal, { level_id: 2, permissions: ['view-clients', 'create-clients'] });
    const res = await api()
      .post('/api/properties/create')
      .set(staff.auth)
      .send({ user_id: shop.id, property: property({ parent_id: centre.id }) });
    expect(res.status).toBe(200);
    expect(res.body.property).toMatchObject({ user_id: shop.id, parent_id: centre.id });
  });
});

describe('one taxpayer per document, in the database', () => {
  it('10 parallel registrations with one document: exactly one succeeds, the rest get the Spanish 422', async () => {
    const document = String(doc++);
    const results = await Promise.all(Array.from({ length: 10 }, () => register(registration({ document }))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.status === 422)) expect(r.body).toMatchObject({ error: DOCUMENT_TAKEN, code: expect.any(String) });
    expect(await db().user.count({ where: { level_id: 3, document_type_id: 1, document, deleted_at: null } })).toBe(1);
  });

  it('the index refuses a second taxpayer even past the services; deleted taxpayers and staff do not count', async () => {
    const first = await buildTaxpayer(portal);
    const copy = { document_type_id: first.document_type_id, document: first.document };
    await expect(buildTaxpayer(portal, copy)).rejects.toMatchObject({ code: 'P2002' });
    // another document type with the same number is another document
    await buildTaxpayer(portal, { document_type_id: 2, document: first.document });
    // staff may share it, and once the taxpayer is deleted the document is free again
    await createUser(portal, { level_id: 2 }).then((u) => db().user.update({ where: { id: u.id }, data: copy }));
    await db().user.update({ where: { id: first.id }, data: { deleted_at: new Date() } });
    const again = await register(registration({ document: first.document }));
    expect(again.status).toBe(200);
  });

  it("profile/update/client cannot take another taxpayer's document (422, same message as registration)", async () => {
    const other = await buildTaxpayer(portal);
    const me = await signedIn(portal);
    const res = await api().post('/api/profile/update/client').set(me.auth).send({
      name: 'Luis',
      document_type_id: other.document_type_id,
      document: other.document,
      fiscal_address: 'Calle 1',
      phone: '1234567',
      email: 'luis@example.com',
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(DOCUMENT_TAKEN);
    expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).document).toBe(me.user.document);
    // keeping its own document is fine
    const own = await api().post('/api/profile/update/client').set(me.auth).send({
      name: 'Luis',
      document_type_id: me.user.document_type_id,
      document: me.user.document,
      fiscal_address: 'Calle 1',
      phone: '1234567',
      email: 'luis@example.com',
    });
    expect(own.status).toBe(200);
  });

  it("nor can the simple profile (profile/update) of a client; staff's documents are not taxpayers'", async () => {
    const other = await buildTaxpayer(portal);
    const me = await signedIn(portal);
    const body = { name: 'Ana', username: me.user.username, document_type_id: other.document_type_id, document: other.document, email: 'ana@example.com' };
    const res = await api().post('/api/profile/update').set(me.auth).send(body);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(DOCUMENT_TAKEN);
    const staff = await signedIn(portal, { level_id: 1 });
    expect(
      (
        await api()
          .post('/api/profile/update')
          .set(staff.auth)
          .send({ ...body, username: staff.user.username })
      ).status,
    ).toBe(200);
  });
});

describe('usernames', () => {
  it("a client's username is read-only: profile/update ignores it; staff may change theirs", async () => {
    const me = await signedIn(portal);
    const res = await api()
      .post('/api/profile/update')
      .set(me.auth)
      .send({ name: 'Ana', username: uniq('nuevo'), email: 'ana@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe(me.user.username);
    expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).username).toBe(me.user.username);
    // not even to an account name that is taken: nothing is changed, so nothing is checked
    expect((await api().post('/api/profile/update').set(me.auth).send({ name: 'Ana', username: 'admin', email: 'ana@example.com' })).status).toBe(200);
    const viaClientForm = await api()
      .post('/api/profile/update/client')
      .set(me.auth)
      .send({
        name: 'Ana',
        username: uniq('otro'),
        document_type_id: me.user.document_type_id,
        document: me.user.document,
        fiscal_address: 'Calle 1',
        phone: '1234567',
        email: 'ana@example.com',
      });
    expect(viaClientForm.body.user.username).toBe(me.user.username);
    const staff = await signedIn(portal, { level_id: 1 });
    const renamed = uniq('jefe');
    const staffRes = await api().post('/api/profile/update').set(staff.auth).send({ name: 'Jefe', username: renamed, email: 'jefe@example.com' });
    expect(staffRes.body.user.username).toBe(renamed);
  });

  it.each([
    ['a zero-width space', 'admin\u200b', 'El usuario no puede contener caracteres invisibles ni de control'],
    ['a right-to-left mark', 'admin\u200f', 'El usuario no puede contener caracteres invisibles ni de control'],
    ['a right-to-left override', '\u202enimda', 'El usuario no puede contener caracteres invisibles ni de control'],
    ['a Cyrillic а', '\u0430dmin', 'El usuario no puede mezclar letras de distintos alfabetos'],
    ['a Greek ο', 'c\u03bfntribuyente', 'El usuario no puede mezclar letras de distintos alfabetos'],
  ])('registration refuses a look-alike username with %s', async (_n, username, message) => {
    const res = await register(registration({ username }));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(message);
    expect(res.body.fields).toMatchObject({ 'client.username': message });
    expect(await db().user.count({ where: { username } })).toBe(0);
  });

  it('staff forms refuse them too (taxpayer and administrator forms)', async () => {
    const admin = await signedIn(portal, { level_id: 1 });
    const taxpayer = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send({ ...registration({ username: 'caj\u0435ro' }), emails: '[]', phones: '[]' });
    expect(taxpayer.status).toBe(422);
    expect(taxpayer.body.error).toBe('El usuario no puede mezclar letras de distintos alfabetos');
    const moderator = await api().post('/api/admin/moderators/create').set(admin.auth).send({
      name: 'Luis',
      username: 'admin\u2060',
      email: 'luis@example.com',
      password: 'Clave.Segura1',
      password_confirmation: 'Clave.Segura1',
      permissions: '[]',
    });
    expect(moderator.status).toBe(422);
    expect(moderator.body.error).toBe('El usuario no puede contener caracteres invisibles ni de control');
  });

  it('usernames are stored NFKC-normalised and trimmed; full-width forms sign in and collide with the plain name', async () => {
    const body = registration({ username: ' ｅｓｑｕｉｎａ１ ' });
    const res = await register(body);
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe('esquina1');
    const login = await api().post('/api/auth/login').send({ username: 'ＥＳＱＵＩＮＡ１', password: 'Clave.Segura1' });
    expect(login.status).toBe(200);
    const twin = await register(registration({ username: 'Esquina1' }));
    expect(twin.status).toBe(422);
    expect(twin.body.error).toBe('El usuario ya existe');
  });

  it('the database holds one account per username in any letter case', async () => {
    const first = await buildTaxpayer(portal);
    await expect(buildTaxpayer(portal, { username: first.username.toUpperCase() })).rejects.toMatchObject({ code: 'P2002' });
  });
});

describe('importing the same sheet twice', () => {
  const HEADERS = [
    'Cuenta',
    'Nombre / Razón Social',
    'Tipo de documento',
    'Documento',
    'Correo',
    'Teléfono',
    'Dirección fiscal',
    'Tipo de inmueble',
    'Uso',
    'Actividad económica',
    'Metraje (m2)',
    'Zona / Urbanización',
    'Calle / Avenida',
    'Número de casa',
    'Catastro',
  ];
  const row = (username: string, document: string, patch: Record<string, unknown> = {}) => {
    const r: Record<string, unknown> = {
      Cuenta: username,
      'Nombre / Razón Social': `Comercio ${username}`,
      'Tipo de documento': 'J',
      Documento: document,
      Correo: `${username}@example.com`,
      Teléfono: '5551234',
      'Dirección fiscal': 'Av. Bolívar',
      'Tipo de inmueble': 'Comercial',
      Uso: 'Individual',
      'Actividad económica': 'C001',
      'Metraje (m2)': 45,
      'Zona / Urbanización': 'Centro',
      'Calle / Avenida': 'Av. Bolívar',
      ...patch,
    };
    return HEADERS.map((h) => r[h] ?? null);
  };
  async function workbook(rows: unknown[][]) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Hoja1');
    ws.addRow(HEADERS);
    rows.forEach((r) => ws.addRow(r));
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  it('adds nothing the second time: each row is refused with its Spanish reason and the property code', async () => {
    const admin = await signedIn(portal, { level_id: 1 });
    const upload = (file: Buffer) => api().post('/api/admin/clients/import/excel').set(admin.auth).attach('file', file, 'contribuyentes.xlsx');
    const file = await workbook([
      row('idem_uno', '310000001'),
      row('idem_uno', '310000001', { 'Número de casa': '2' }), // a second property of the same taxpayer
      row('idem_dos', '310000002', { Catastro: 'CAT-77' }),
    ]);
    const first = await upload(file);
    expect(first.status).toBe(200);
    expect(first.body.imported).toHaveLength(3);
    const codes = first.body.imported.map((r: { code: string }) => r.code);

    const second = await upload(file);
    expect(second.status).toBe(422);
    expect(second.body.imported).toEqual([]);
    expect(second.body.refused).toEqual(
      codes.map((code: string, i: number) => ({ row: i + 2, error: `El contribuyente ya tiene este inmueble (${code}); no se agregó de nuevo` })),
    );
    expect(await db().property.count({ where: { user: { document: { in: ['310000001', '310000002'] } } } })).toBe(3);

    // letter case and spacing of the address do not make another property; a catastral id decides alone
    const variants = await upload(
      await workbook([
        row('idem_uno', '310000001', { 'Zona / Urbanización': ' CENTRO ', 'Calle / Avenida': 'av. bolívar' }),
        row('idem_dos', '310000002', { Catastro: 'cat-77', 'Metraje (m2)': 50 }),
        row('idem_uno', '310000001', { 'Número de casa': '3' }), // really a new one
      ]),
    );
    expect(variants.status).toBe(200);
    expect(variants.body.refused.map((r: { row: number }) => r.row)).toEqual([2, 3]);
    expect(variants.body.imported.map((r: { row: number }) => r.row)).toEqual([4]);
  });
});
