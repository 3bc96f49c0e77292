// 'Auditoría' (issue 28 item 6; docs/reports.md "Auditoría"): the list and its filters over HTTP on
// the real database, field / before / after of a real tariff change, never a password, the exports
// (start date required, head hash at the foot), the append-only hash chain and its verification,
// 'generate' as a pg-boss job with the requester's files, and export-reports-audit on every call.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyMigrations, migrationsDir } from '@aseo/db';
import { createDb } from '../src/db.ts';
import { verifyAuditChain } from '../src/modules/reports/audit-chain.ts';
import { activityFor, buildProperty, buildTaxpayer, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
let auditor: Awaited<ReturnType<typeof signedIn>>;
const sockets: Socket[] = [];
const api = () => request(portal.url);
const PATH = '/api/admin/reports/audit_report';
type Movement = {
  id: string;
  log_name: string;
  value_id: string;
  change: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
  properties: unknown;
  causer: { username: string } | null;
};
const list = async (query: Record<string, string | number>, who = auditor) => {
  const res = await api().get(PATH).query(query).set(who.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { movements: { data: Movement[]; total: number }; users: { id: number }[]; modules: { id: number; name: string }[] };
};
const ids = (b: { movements: { data: Movement[] } }) => b.movements.data.map((m) => m.value_id);
const row = (data: Record<string, unknown>) => portal.ctx.db.auditLog.create({ data: { description: 'updated', ...data } as never });

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await signedIn(portal, { level_id: 1 });
  auditor = await signedIn(portal, { level_id: 2, permissions: ['view-reports', 'export-reports-audit'] });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await portal?.close();
});

describe('the chain on a fresh database', () => {
  it('verifies ok, and UPDATE, DELETE and TRUNCATE on audit_logs are refused by the database', async () => {
    const res = await api().get(`${PATH}/verify`).set(auditor.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, broken: null });
    const r = await row({ value_id: 'x1', log_name: 'Prueba' });
    for (const sql of [
      `UPDATE audit_logs SET description = 'deleted' WHERE id = ${r.id}`,
      `DELETE FROM audit_logs WHERE id = ${r.id}`,
      'TRUNCATE audit_logs',
    ]) {
      await expect(portal.ctx.db.$executeRawUnsafe(sql), sql).rejects.toThrow(/no admite/);
    }
    // sealing is the one update allowed, and only once
    const sealed = await api().post(`${PATH}/verify`).set(auditor.auth);
    expect(sealed.body).toMatchObject({ ok: true, sealed: 1 });
    await expect(portal.ctx.db.$executeRawUnsafe(`UPDATE audit_logs SET chain_seq = chain_seq + 100 WHERE id = ${r.id}`)).rejects.toThrow(/no admite/);
  });
});

describe('the list', () => {
  it('filters by Caracas days, module, author and taxpayer, newest first', async () => {
    const other = await signedIn(portal, { level_id: 2 });
    const t = await buildTaxpayer(portal);
    const p = await buildProperty(portal, { user_id: t.id });
    const stranger = await buildProperty(portal, { user_id: (await buildTaxpayer(portal)).id });
    // 22:00 of March 9 in Caracas is already March 10 in UTC
    await row({ value_id: 'd-09', module_id: 3, user_id: admin.user.id, created_at: new Date('2020-03-10T02:00:00Z') });
    await row({ value_id: 'd-10', module_id: 1, user_id: other.user.id, property_id: p.id, created_at: new Date('2020-03-10T12:00:00Z') });
    await row({ value_id: String(t.id), subject_type: 'User', module_id: 1, user_id: admin.user.id, created_at: new Date('2020-03-11T12:00:00Z') });
    await row({ value_id: 'd-11b', module_id: 1, user_id: admin.user.id, property_id: stranger.id, created_at: new Date('2020-03-11T13:00:00Z') });

    expect(ids(await list({ since: '2020-03-09', until: '2020-03-09' }))).toEqual(['d-09']);
    expect(ids(await list({ since: '2020-03-10', until: '2020-03-11' }))).toEqual(['d-11b', String(t.id), 'd-10']);
    expect(ids(await list({ since: '2020-03-09', until: '2020-03-11', module_id: 3 }))).toEqual(['d-09']);
    expect(ids(await list({ since: '2020-03-09', until: '2020-03-11', user_id: other.user.id }))).toEqual(['d-10']);
    expect(ids(await list({ client_id: t.id }))).toEqual([String(t.id), 'd-10']);
    const body = await list({ since: '2020-03-09', until: '2020-03-11' });
    expect(body.movements.total).toBe(4);
    expect(body.users.map((u) => u.id)).toEqual(expect.arrayContaining([admin.user.id, other.user.id]));
    expect(body.modules).toContainEqual({ id: 3, name: expect.any(String) });
    const bad = await api().get(PATH).query({ since: '2020-03-11', until: '2020-03-09' }).set(auditor.auth);
    expect(bad.status).toBe(422);
  });

  it("a tariff change through the real call shows 'Cambio de actividad' with field, before and after", async () => {
    const a = await activityFor(portal, 2);
    const prices = [
      { service_type_id: 1, commercial_factor: '3.5', additional_coefficient: '0.03', adjustment_factor: '1' },
      { service_type_id: 2, commercial_factor: '1.75', additional_coefficient: '0.0125', adjustment_factor: '1.05' },
    ];
    const edit = await api()
      .post('/api/admin/economic-activities/edit')
      .set(admin.auth)
      .send({ economic_activity_id: a.id, name: 'Actividad renombrada', size: '120', tax_free: 0, prices: JSON.stringify(prices) });
    expect(edit.status).toBe(200);
    const body = await list({ module_id: 3, search: String(a.id) });
    const m = body.movements.data.find((x) => x.value_id === String(a.id))!;
    expect(m).toMatchObject({ log_name: 'Cambio de actividad', change: 'Cambio de actividad', causer: { username: admin.user.username } });
    expect(m.changes).toContainEqual({ field: 'name', before: a.name, after: 'Actividad renombrada' });
    expect(m.changes).toContainEqual({ field: 'size', before: expect.stringMatching(/^100/), after: expect.stringMatching(/^120/) });
    const price = m.changes.find((c) => c.field === 'prices')!;
    expect(price.before).not.toContain('"commercial_factor":"3.5');
    expect(price.after).toContain('"commercial_factor":"3.5');
  });

  it('never shows a password: a real password change, and an old row that stored one at any depth', async () => {
    const created = await api()
      .post('/api/admin/moderators/create')
      .set(admin.auth)
      .send({
        name: 'Ana',
        lastname: 'Díaz',
        username: `mod${Date.now().toString(36)}`,
        email: 'ana@example.com',
        phone_code: '0414',
        phone: '5551234',
        document_type_id: 1,
        document: '22333444',
        box: 'Caja 1',
        password: 'Clave.Segura1',
        password_confirmation: 'Clave.Segura1',
        permissions: '[]',
      });
    expect(created.status).toBe(200);
    const u = created.body.user as { id: number; username: string };
    const changed = await api().post('/api/admin/moderators/edit').set(admin.auth).send({
      id: u.id,
      username: u.username,
      name: 'Ana María',
      lastname: 'Díaz',
      email: 'ana@example.com',
      phone_code: '0414',
      phone: '5551234',
      document_type_id: 1,
      document: '22333444',
      box: 'Caja 1',
      password: 'Nueva.Clave2',
      password_confirmation: 'Nueva.Clave2',
      permissions: '[]',
    });
    expect(changed.status).toBe(200);
    await row({
      value_id: 'legacy-pw',
      module_id: 2,
      subject_type: 'User',
      old_values: {
        name: 'Viejo',
        password: '$2b$10$secretohashviejo',
        perfil: { password_confirmation: 'SECRETO-1', Password: 'SECRETO-2', ok: 1 },
        list: [{ current_password: 'SECRETO-3' }],
      },
      new_values: { name: 'Nuevo', password: '$2b$10$secretohashnuevo', token_version: 7 },
    });
    const body = await list({ module_id: 2 });
    const text = JSON.stringify(body);
    for (const secret of ['password', 'Password', 'secretohash', 'SECRETO', 'token_version', 'Nueva.Clave2']) expect(text, secret).not.toContain(secret);
    const legacy = body.movements.data.find((m) => m.value_id === 'legacy-pw')!;
    // jsonb keeps its keys in its own order (shorter first)
    expect(legacy.changes).toEqual([
      { field: 'list', before: '[{}]', after: null },
      { field: 'name', before: 'Viejo', after: 'Nuevo' },
      { field: 'perfil', before: '{"ok":1}', after: null },
    ]);
    const mine = body.movements.data.filter((m) => m.value_id === String(u.id)).map((m) => m.log_name);
    expect(mine).toEqual(expect.arrayContaining(['Cambio de contraseña', 'Usuario modificado']));
  });
});

async function workbook(res: request.Response) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.body as ArrayBuffer);
  const rows = (name: string) => {
    const out: unknown[][] = [];
    wb.getWorksheet(name)!.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
    return out;
  };
  return { rows: rows('Auditoría'), summary: rows('Resumen') };
}

describe('the exports', () => {
  it("refuse a missing start date: 422 'Debe seleccionar una fecha de inicio'", async () => {
    for (const kind of ['excel', 'pdf']) {
      const res = await api().get(`${PATH}/${kind}`).query({ until: '2020-03-11' }).set(auditor.auth);
      expect(res.status, kind).toBe(422);
      expect(res.body.error).toBe('Debe seleccionar una fecha de inicio');
    }
    const gen = await api().post(`${PATH}/generate`).set(auditor.auth).send({});
    expect(gen.status).toBe(422);
    expect(gen.body.error).toBe('Debe seleccionar una fecha de inicio');
  });

  it('the Excel has the rows of the filters and, at the foot, the verification and the head hash', async () => {
    const head = await api().get(`${PATH}/verify`).set(auditor.auth);
    expect(head.body.ok).toBe(true);
    const res = await api().get(`${PATH}/excel`).query({ since: '2020-03-09', until: '2020-03-11' }).set(auditor.auth).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('auditoria-2020-03-09-2020-03-11.xlsx');
    const { rows, summary } = await workbook(res);
    expect(rows[0]).toEqual([
      'Fecha y hora',
      'Módulo',
      'Evento',
      'Descripción',
      'Registro',
      'Inmueble',
      'Autor',
      'Cambios (campo: antes → después)',
      'N.º en la cadena',
    ]);
    expect(rows.slice(1).map((r) => r[4])).toHaveLength(4);
    expect(rows[rows.length - 1]![0]).toBe('09/03/2020 22:00');
    const foot = summary.map((r) => r.join(' ')).join('\n');
    expect(foot).toContain(`Hash de cabeza (registro n.º ${head.body.head_seq} de la cadena): ${head.body.head_hash}`);
    expect(foot).toContain('La cadena de auditoría está íntegra');
    // the export itself is audited
    const exported = await portal.ctx.db.auditLog.findFirst({ where: { log_name: 'Reporte exportado', user_id: auditor.user.id }, orderBy: { id: 'desc' } });
    expect(exported?.new_values).toMatchObject({ report: 'audit-report', format: 'excel', filters: { since: '2020-03-09' } });
  });

  it('the PDF is a PDF', async () => {
    const res = await api().get(`${PATH}/pdf`).query({ since: '2020-03-09' }).set(auditor.auth).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe("'generate audit report'", () => {
  it('runs as a job: the requester is told, sees the file and downloads it; another staff user gets 403', async () => {
    const s = connect(portal.url, { auth: { token: auditor.token }, transports: ['websocket'], reconnection: false });
    sockets.push(s);
    await new Promise<void>((resolve) => s.once('connect', () => resolve()));
    const told = new Promise<{ action: string; file_id: string }>((resolve) => s.once('reports', resolve));
    const res = await api().post(`${PATH}/generate`).set(auditor.auth).send({ since: '2020-03-09', until: '2020-03-11', module_id: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Se está generando el reporte de auditoría; le avisaremos cuando esté listo');
    const id = res.body.file.id as string;
    expect(res.body.file).toMatchObject({ status: 'pending', name: 'auditoria-2020-03-09-2020-03-11.xlsx', filters: { since: '2020-03-09', module_id: 1 } });
    expect(await told).toEqual({ action: 'ready', report: 'audit-report', file_id: id });
    const files = await api().get(`${PATH}/files`).set(auditor.auth);
    expect(files.body.files[0]).toMatchObject({ id, status: 'ready', rows: 3 });
    const requested = await portal.ctx.db.auditLog.findFirst({ where: { log_name: 'Reporte de auditoría solicitado', value_id: id } });
    expect(requested?.user_id).toBe(auditor.user.id);

    const download = (who: typeof auditor) => api().get(`${PATH}/files/${id}`).set(who.auth).buffer(true).parse(binaryBody);
    const mine = await download(auditor);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-disposition']).toContain('auditoria-2020-03-09-2020-03-11.xlsx');
    const { rows, summary } = await workbook(mine);
    expect(rows.slice(1).map((r) => r[4])).toEqual(['d-11b', expect.any(String), 'd-10']);
    expect(summary.map((r) => r.join(' ')).join('\n')).toContain('Hash de cabeza');
    const colleague = await signedIn(portal, { level_id: 2, permissions: ['view-reports', 'export-reports-audit'] });
    expect((await download(colleague)).status).toBe(403);
    expect((await api().get(`${PATH}/files`).set(colleague.auth)).body.files).toEqual([]);
    expect((await download(admin)).status).toBe(200);
    expect((await api().get(`${PATH}/files/3f0c2b9e-1d2a-4c3b-9a8b-7c6d5e4f3a2b`).set(auditor.auth)).status).toBe(404);
    expect((await readdir(path.join(portal.cfg.uploadDir, 'reports', 'audit', String(auditor.user.id)))).sort()).toEqual([`${id}.json`, `${id}.xlsx`]);
  });
});

describe('export-reports-audit', () => {
  it('every call answers 403 to a moderator with view-reports only', async () => {
    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-reports'] });
    const calls = [
      api().get(PATH),
      api().post(PATH),
      api().get(`${PATH}/excel`).query({ since: '2020-03-09' }),
      api().get(`${PATH}/pdf`).query({ since: '2020-03-09' }),
      api().get(`${PATH}/verify`),
      api().post(`${PATH}/generate`).send({ since: '2020-03-09' }),
      api().get(`${PATH}/files`),
      api().get(`${PATH}/files/3f0c2b9e-1d2a-4c3b-9a8b-7c6d5e4f3a2b`),
    ];
    for (const c of calls) expect((await c.set(viewer.auth)).status).toBe(403);
  });
});

describe('verification', () => {
  it('names exactly the row altered with SQL, and holds again once it is put back', async () => {
    await api().get(`${PATH}/verify`).set(auditor.auth); // seal everything so far
    const target = await portal.ctx.db.auditLog.findFirstOrThrow({ where: { value_id: 'd-10' } });
    const alter = (desc: string) =>
      portal.ctx.db.$transaction([
        portal.ctx.db.$executeRawUnsafe('ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_append_only'),
        portal.ctx.db.$executeRawUnsafe(`UPDATE audit_logs SET description = '${desc}' WHERE id = ${target.id}`),
        portal.ctx.db.$executeRawUnsafe('ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_append_only'),
      ]);
    await alter('deleted');
    const res = await api().get(`${PATH}/verify`).set(auditor.auth);
    expect(res.body.ok).toBe(false);
    expect(res.body.broken).toEqual({ id: String(target.id), chain_seq: String(target.chain_seq), created_at: '2020-03-10T12:00:00.000Z' });
    expect(res.body.message).toContain(`el registro ${target.id}`);
    await alter('updated');
    expect((await api().get(`${PATH}/verify`).set(auditor.auth)).body).toMatchObject({ ok: true, broken: null });
  });
});

describe('the migration', () => {
  it('chains the rows that existed before it, and they verify', async () => {
    const adminUrl = inject('pgAdminUrl');
    const name = `a_${Date.now().toString(36)}`;
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    const before = await mkdtemp(path.join(os.tmpdir(), 'aseo-migrations-'));
    const db = createDb(url, { DB_POOL_MAX: 2, DB_POOL_TIMEOUT_MS: 5000 });
    try {
      const all = (await readdir(migrationsDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
      for (const m of all.filter((m) => m < '20261126152059_reports_and_audit_chain'))
        await cp(path.join(migrationsDir, m), path.join(before, m), { recursive: true });
      await cp(path.join(migrationsDir, 'migration_lock.toml'), path.join(before, 'migration_lock.toml'));
      await applyMigrations(url, before);
      await db.$executeRawUnsafe(
        `INSERT INTO audit_logs (description, log_name, value_id, old_values, new_values, created_at) VALUES
         ('updated', 'Viejo 1', '1', '{"a": 1}', '{"a": 2}', '2024-01-01'), ('created', 'Viejo 2', '2', NULL, '{"b": "ñ"}', '2024-01-02')`,
      );
      await applyMigrations(url);
      const sealed = await db.$queryRawUnsafe<{ chain_seq: bigint; hash: string }[]>('SELECT chain_seq, hash FROM audit_logs ORDER BY id');
      expect(sealed.map((r) => Number(r.chain_seq))).toEqual([1, 2]);
      expect(await verifyAuditChain(db)).toMatchObject({ ok: true, checked: 2, sealed: 0, head_hash: sealed[1]!.hash });
    } finally {
      await db.$disconnect();
      await rm(before, { recursive: true, force: true });
      const d = new pg.Client({ connectionString: adminUrl });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    }
  });
});
