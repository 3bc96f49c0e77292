// The municipality's identity from configuration (public) and the staff home's figures (one query).
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildProperty, createUser, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { recordStatements } from './support/statements.ts';

let portal: TestPortal;
let logoDir: string;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
beforeAll(async () => {
  logoDir = await mkdtemp(path.join(os.tmpdir(), 'aseo-logo-'));
  await writeFile(path.join(logoDir, 'escudo.png'), PNG);
  portal = await startTestPortal({ MUNICIPALITY_NAME: 'Alcaldía de Prueba', MUNICIPALITY_LOGO: path.join(logoDir, 'escudo.png'), BRAND_COLOR: '#FAB005' });
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);

describe('portal/identity', () => {
  it('answers the configured name, logo and colour without a session', async () => {
    const res = await api().get('/api/portal/identity');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Alcaldía de Prueba', logo_url: '/api/portal/logo', brand_color: '#fab005' });
    const logo = await api().get(res.body.logo_url);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(logo.body as Buffer, PNG)).toBe(0);
  });

  it("without configuration: the default name and colour and the demo's seal; MUNICIPALITY_LOGO empty: no logo (and the logo call says 404)", async () => {
    const plain = await startTestPortal();
    const bare = await startTestPortal({ MUNICIPALITY_LOGO: '' });
    try {
      const res = await request(plain.url).get('/api/portal/identity');
      expect(res.body).toEqual({ name: 'Aseo Urbano', logo_url: '/api/portal/logo', brand_color: '#12b886' });
      const logo = await request(plain.url).get('/api/portal/logo').expect(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect((await request(bare.url).get('/api/portal/identity')).body).toEqual({ name: 'Aseo Urbano', logo_url: null, brand_color: '#12b886' });
      expect((await request(bare.url).get('/api/portal/logo')).status).toBe(404);
    } finally {
      await plain.close();
      await bare.close();
    }
  });

  it('a bad colour or a name too long stops the server naming the key', () => {
    expect(() => loadConfig({ BRAND_COLOR: 'teal' })).toThrow(/BRAND_COLOR/);
    expect(() => loadConfig({ MUNICIPALITY_NAME: 'x'.repeat(121) })).toThrow(/MUNICIPALITY_NAME/);
    expect(loadConfig({ BRAND_COLOR: '', MUNICIPALITY_NAME: ' ' })).toMatchObject({ BRAND_COLOR: '#12b886', MUNICIPALITY_NAME: 'Aseo Urbano' });
  });
});

describe('admin/home/get', () => {
  it("counts taxpayers, today's registrations, those to verify and active properties in one statement", async () => {
    const { auth } = await signedIn(portal, { level_id: 1 });
    const before = (await api().get('/api/admin/home/get').set(auth)).body;
    const client = await createUser(portal);
    await createUser(portal, { status: 3 });
    const old = await createUser(portal);
    await portal.ctx.db.user.update({ where: { id: old.id }, data: { created_at: new Date(Date.now() - 3 * 86_400_000) } });
    await createUser(portal, { level_id: 2 }); // staff are not taxpayers
    const gone = await createUser(portal);
    await portal.ctx.db.user.update({ where: { id: gone.id }, data: { deleted_at: new Date() } });
    await buildProperty(portal, { user_id: client.id });
    const off = await buildProperty(portal, { user_id: client.id });
    await portal.ctx.db.property.update({ where: { id: off.id }, data: { status: 0 } });

    const statements = recordStatements(portal.cfg.DATABASE_URL!);
    let res!: request.Response;
    const sql = await statements.during(async () => (res = await api().get('/api/admin/home/get').set(auth)));
    statements.stop();
    // besides the session check, one statement reads every figure
    expect(sql.filter((s) => /count\(/i.test(s))).toHaveLength(1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      taxpayers: before.taxpayers + 3,
      registered_today: before.registered_today + 2,
      pending_verification: before.pending_verification + 1,
      active_properties: before.active_properties + 1,
    });
    expect(Number.isNaN(Date.parse(res.body.as_of))).toBe(false);
  });

  it('is for staff only', async () => {
    const { auth } = await signedIn(portal);
    expect((await api().get('/api/admin/home/get').set(auth)).status).toBe(403);
    expect((await api().get('/api/admin/home/get')).status).toBe(401);
  });
});
