// The taxpayer and administrator lists (ADR 009): one statement a page once the list's total is
// remembered, the same rows and total as Prisma's findMany + count over `clientWhere`, and a total
// that follows every write made through the API at once (the `users` events drop it).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { createCountCache, pageArgs } from '../src/lib/paging.ts';
import { createUserChanges } from '../src/modules/users/index.ts';
import { clientWhere, propertyCodeOwners, type ClientFilters } from '../src/modules/taxpayers/taxpayers.query.ts';
import { buildProperty, buildTaxpayer, signedIn, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { recordStatements } from './support/statements.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
let statements: ReturnType<typeof recordStatements>;
let commercial: number;
let code: string;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  admin = await signedIn(portal, { level_id: 1 });
  commercial = (await portal.ctx.db.economicActivity.findUniqueOrThrow({ where: { code: 'C003' } })).id;
  const names = ['Carolina', 'Carlos', 'María', 'Marisol', 'Ana_Luisa', '100% Pura', 'Pedro'];
  for (let i = 0; i < 24; i++) {
    const t = await buildTaxpayer(portal, { name: names[i % names.length], lastname: i % 3 ? 'Villalobos' : 'Pérez', status: i % 5 === 0 ? 0 : 1 });
    const p = await buildProperty(portal, { user_id: t.id, ...(i % 4 === 0 ? { economic_activity_id: commercial } : {}) });
    if (i === 7) code = p.code;
  }
  statements = recordStatements(portal.databaseUrl);
});
afterAll(async () => {
  statements?.stop();
  await portal?.close();
});
const api = () => request(portal.url);
type Page = { total: number; last_page: number; current_page: number; per_page: number; data: { id: number; properties_count: number }[] };
const list = async (f: ClientFilters) => {
  const res = await api().post('/api/admin/clients/get').set(admin.auth).send(f);
  expect(res.status).toBe(200);
  return res.body.users as Page;
};

describe('admin/clients/get', () => {
  it('answers the rows and total of the plain Prisma query for every filter', async () => {
    const cases: ClientFilters[] = [
      { page: 1 },
      { page: 2 },
      { page: 9 },
      { page: 1, status: 0 },
      { page: 1, economic_activity: commercial },
      { page: 1, search: 'carol' },
      { page: 1, search: 'VILLALOBOS', status: 1 },
      { page: 2, search: 'villalobos' },
      { page: 1, search: 'ana_' },
      { page: 1, search: '%' },
      { page: 1, search: 'V-3' },
      { page: 1, search: code.toLowerCase() },
      { page: 1, search: 'nadie-se-llama-asi' },
    ];
    for (const f of cases) {
      const got = await list(f);
      const where = clientWhere(f, await propertyCodeOwners(portal.ctx.db, f.search));
      const args = pageArgs(f.page);
      const [rows, total] = await Promise.all([
        portal.ctx.db.user.findMany({ where, orderBy: { id: 'desc' }, skip: args.skip, take: args.take, select: { id: true } }),
        portal.ctx.db.user.count({ where }),
      ]);
      expect({ f, ids: got.data.map((u) => u.id), total: got.total }).toEqual({ f, ids: rows.map((u) => u.id), total });
      expect(got.last_page).toBe(Math.max(1, Math.ceil(total / 15)));
    }
    const withCode = await list({ page: 1, search: code });
    expect(withCode.total).toBe(1);
    expect(withCode.data[0].properties_count).toBe(1);
  });

  it('sends one statement a page once the total is remembered, none of them a count', async () => {
    const f = { page: 1, status: 1, search: 'villa' };
    const first = await statements.during(() => list(f));
    expect(first.filter((s) => /count\(\*\)::int AS n/.test(s))).toHaveLength(1);
    for (const page of [1, 2]) {
      const sent = await statements.during(() => list({ ...f, page }));
      expect(sent).toHaveLength(1);
      expect(sent[0]).not.toMatch(/count\(\*\)::int AS n/);
    }
  });

  it('the total follows creations, status changes and deletions made through the API at once', async () => {
    const before = (await list({ page: 1 })).total;
    const inactive = (await list({ page: 1, status: 0 })).total;
    const created = await api()
      .post('/api/admin/clients/create')
      .set(admin.auth)
      .send({
        name: 'Nueva Contribuyente',
        username: uniq('tx'),
        document_type_id: 1,
        document: '29999001',
        fiscal_address: 'Av. 5',
        phone_code: '0414',
        phone: '5550101',
        email: 'nueva@example.com',
        password: 'Clave.Segura1',
        password_confirmation: 'Clave.Segura1',
        emails: '[]',
        phones: '[]',
        property: JSON.stringify({ property_type_id: 1, property_use_id: 1, economic_activity_id: commercial, zone: 'Centro', street: 'Av. 5', size: '75' }),
      });
    expect(created.status).toBe(200);
    const id = created.body.client.id;
    expect((await list({ page: 1 })).total).toBe(before + 1);
    expect((await list({ page: 1 })).data[0].id).toBe(id);
    await api().post('/api/admin/clients/status').set(admin.auth).send({ id, status: 0 }).expect(200);
    expect((await list({ page: 1, status: 0 })).total).toBe(inactive + 1);
    await api().post('/api/admin/clients/delete').set(admin.auth).send({ id }).expect(200);
    expect((await list({ page: 1 })).total).toBe(before);
    expect((await list({ page: 1, status: 0 })).total).toBe(inactive);
  });

  it('a page past the last one is empty and keeps the total', async () => {
    const all = await list({ page: 1 });
    const past = await list({ page: all.last_page + 3 });
    expect(past).toMatchObject({ data: [], total: all.total, last_page: all.last_page, current_page: all.last_page + 3 });
  });
});

describe('admin/moderators/get', () => {
  it('one statement a page once the total is remembered; a new administrator counts at once', async () => {
    const get = async () => (await api().post('/api/admin/moderators/get').set(admin.auth).send({ page: 1 })).body.users as Page;
    const before = await get();
    const sent = await statements.during(get);
    expect(sent).toHaveLength(1);
    const pw = 'Clave.Segura1';
    const created = await api()
      .post('/api/admin/moderators/create')
      .set(admin.auth)
      .send({
        name: 'Luis',
        lastname: 'Pérez',
        username: uniq('mod'),
        email: 'luis@example.com',
        phone_code: '0414',
        phone: '5551234',
        document_type_id: 1,
        document: '12345678',
        box: 'Caja 2',
        password: pw,
        password_confirmation: pw,
        permissions: '[]',
      });
    expect(created.status).toBe(200);
    const after = await get();
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0].id).toBe(created.body.user.id);
  });
});

describe('createCountCache', () => {
  it('counts once for concurrent requests of one key, again after a change, and never keeps a count a change overtook', async () => {
    const changes = createUserChanges();
    const counts = createCountCache(changes);
    let calls = 0;
    let release!: (n: number) => void;
    const slow = () => {
      calls++;
      return new Promise<number>((r) => (release = r));
    };
    const both = Promise.all([counts.get('k', slow), counts.get('k', slow)]);
    release(5);
    expect(await both).toEqual([5, 5]);
    expect(calls).toBe(1);
    expect(await counts.get('k', async () => ++calls)).toBe(5);
    changes.changed(7);
    expect(await counts.get('k', async () => 40 + ++calls)).toBe(42);
    // a change while counting: this count is answered but not kept
    const pending = counts.get('j', slow);
    changes.changed(0);
    release(1);
    expect(await pending).toBe(1);
    expect(await counts.get('j', async () => 2)).toBe(2);
    // without change notices nothing is kept
    const uncached = createCountCache();
    expect(await uncached.get('k', async () => 1)).toBe(1);
    expect(await uncached.get('k', async () => 2)).toBe(2);
  });
});
