// Reference data (prisma/src/reference-data.ts) is loaded at every start in set-based statements:
// a second load changes nothing and consumes no sequence value; permission actions follow the
// catalog of the code, other reference rows are kept as staff left them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { applyMigrations, BANKS, loadReferenceData } from '@aseo/db';
import { PERMISSION_CATALOG } from '@aseo/shared/constants';
import { createDb, type Db } from '../src/db.ts';

const name = `ref_${randomBytes(5).toString('hex')}`;
const adminUrl = () => inject('pgAdminUrl');
let db: Db;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  await c.query(sql);
  await c.end();
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  const url = adminUrl().replace(/\/postgres$/, `/${name}`);
  await applyMigrations(url);
  db = createDb(url, { DB_POOL_MAX: 2, DB_POOL_TIMEOUT_MS: 5000 });
});
afterAll(async () => {
  await db?.$disconnect();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const sequences = () =>
  db.$queryRaw<{ banks: bigint; actions: bigint; global_values: bigint; terms: bigint }[]>`
    SELECT (SELECT last_value FROM banks_id_seq) AS banks, (SELECT last_value FROM actions_id_seq) AS actions,
           (SELECT last_value FROM global_values_id_seq) AS global_values, (SELECT last_value FROM terms_id_seq) AS terms`;

describe('loadReferenceData', () => {
  it('loads every row once; a second load changes nothing and consumes no id', async () => {
    await loadReferenceData(db);
    const actions = PERMISSION_CATALOG.flatMap((m) => m.actions);
    expect(await db.bank.count()).toBe(BANKS.length);
    expect(await db.action.count()).toBe(actions.length);
    expect(await db.module.count()).toBe(PERMISSION_CATALOG.length);
    expect(await db.propertyUse.findMany({ orderBy: { id: 'asc' }, select: { id: true, selectable: true } })).toEqual([
      { id: 1, selectable: 1 },
      { id: 2, selectable: 1 },
      { id: 3, selectable: 1 },
      { id: 4, selectable: 0 },
    ]);
    expect((await db.globalValue.findMany({ orderBy: { key: 'asc' } })).map((g) => [g.key, g.amount.toString(), g.valid_from.toISOString()])).toEqual([
      ['iva', '16', '2000-01-01T00:00:00.000Z'],
      ['retention', '75', '2000-01-01T00:00:00.000Z'],
    ]);
    expect(await db.term.count()).toBe(1);
    // actions keep the catalog's order
    const first = await db.action.findFirst({ orderBy: { id: 'asc' } });
    expect(first?.code).toBe(PERMISSION_CATALOG[0].actions[0].code);

    const before = await sequences();
    await loadReferenceData(db);
    expect(await sequences()).toEqual(before);
    expect(await db.action.count()).toBe(actions.length);
    expect(await db.term.count()).toBe(1);
  });

  it('puts permission actions and modules back to the catalog, keeps what staff changed elsewhere', async () => {
    const [mod] = PERMISSION_CATALOG;
    const [action] = mod.actions;
    await db.action.update({ where: { code: action.code }, data: { name: 'otro', main: 1 - action.main } });
    await db.module.update({ where: { id: mod.id }, data: { name: 'otro' } });
    await db.bank.update({ where: { code: BANKS[0][0] }, data: { name: 'Banco renombrado' } });
    await loadReferenceData(db);
    expect(await db.action.findUnique({ where: { code: action.code }, select: { name: true, main: true } })).toEqual({ name: action.name, main: action.main });
    expect((await db.module.findUnique({ where: { id: mod.id } }))?.name).toBe(mod.name);
    expect((await db.bank.findUnique({ where: { code: BANKS[0][0] } }))?.name).toBe('Banco renombrado');
  });
});
