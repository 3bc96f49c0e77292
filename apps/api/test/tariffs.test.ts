// Tariffs and global values (issue 5): every call, rule and permission outcome over HTTP.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { valueAt } from '../src/modules/tariffs/global-values.service.ts';
import { signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  admin = await signedIn(portal, { level_id: 1 });
});
afterAll(async () => portal?.close());
const api = () => request(portal.url);
const activity = (code: string) => portal.ctx.db.economicActivity.findUniqueOrThrow({ where: { code } });

describe('admin/economic-activities', () => {
  it('lists activities with prices, service types and the global values in force', async () => {
    const res = await api().get('/api/admin/economic-activities').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.activities.data.map((a: { code: string }) => a.code)).toEqual(['C001', 'C002', 'C003', 'C004', 'G001', 'I001', 'R001', 'R002']);
    expect(res.body.activities).toMatchObject({ current_page: 1, last_page: 1, total: 8 });
    expect(res.body.activities.data[0].prices).toHaveLength(2);
    expect(res.body.types.map((t: { id: number }) => t.id)).toEqual([1, 2]);
    expect(res.body).toMatchObject({
      iva: { amount: '16' },
      retention: { amount: '75' },
      conversion_petro: { amount: '52.75' },
      conversion_dolar: { amount: '45.2' },
      bankInterest: { amount: '12' },
    });
  });

  it('searches by code or name', async () => {
    const res = await api().post('/api/admin/economic-activities').set(admin.auth).send({ search: 'farm' });
    expect(res.body.activities.data.map((a: { code: string }) => a.code)).toEqual(['C003']);
  });

  it('views an activity with a worked example of the fee', async () => {
    const a = await activity('C001');
    const res = await api().get('/api/admin/economic-activities/view').query({ id: a.id, size: '120' }).set(admin.auth);
    expect(res.status).toBe(200);
    // (2.5 + 0.02 × 70) × 1 = 3.9 UCD + 16 % VAT = 4.524 UCD × 52.75 = 238.64 Bs
    expect(res.body.examples[0]).toMatchObject({ service_type_id: 1, fee: '3.9000', iva: '0.6240', total: '4.5240', total_bs: '238.64' });
  });

  it('edits name, area, tax-free flag and prices, with its audit row', async () => {
    const a = await activity('C002');
    const prices = [
      { service_type_id: 1, commercial_factor: '3.5', additional_coefficient: '0.03', adjustment_factor: '1' },
      { service_type_id: 2, commercial_factor: '1.75', additional_coefficient: '0.0125', adjustment_factor: '1.05' },
    ];
    const res = await api()
      .post('/api/admin/economic-activities/edit')
      .set(admin.auth)
      .send({ economic_activity_id: a.id, name: 'Restaurantes', size: '90', tax_free: 1, prices: JSON.stringify(prices) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se ha modificado la actividad económica');
    expect(res.body.activity).toMatchObject({ name: 'Restaurantes', size: '90', tax_free: 1 });
    expect(res.body.activity.prices[1]).toMatchObject({ commercial_factor: '1.75', additional_coefficient: '0.0125', adjustment_factor: '1.05' });
    const audit = await portal.ctx.db.auditLog.findFirst({ where: { module_id: 3, subject_type: 'Price', value_id: String(a.id) } });
    expect(audit?.user_id).toBe(admin.user.id);
    expect((audit?.old_values as { name: string }).name).toBe('Restaurantes, cafés y expendios de comida');
  });

  it.each([
    ['a price with 5 decimals', { commercial_factor: '1.12345' }],
    ['a negative factor', { commercial_factor: '-1' }],
    ['an unknown service type', { service_type_id: 9 }],
  ])('refuses %s with 422 and changes nothing', async (_n, patch) => {
    const a = await activity('C003');
    const prices = [{ service_type_id: 1, commercial_factor: '1', additional_coefficient: '0', adjustment_factor: '1', ...patch }];
    const res = await api()
      .post('/api/admin/economic-activities/edit')
      .set(admin.auth)
      .send({ economic_activity_id: a.id, name: 'X', size: '1', tax_free: 0, prices });
    expect(res.status).toBe(422);
    expect((await activity('C003')).name).toBe('Farmacias y droguerías');
  });

  it('exports the same rows as the list to Excel', async () => {
    const res = await api().get('/api/admin/economic-activities/excel').query({ search: 'vivienda' }).set(admin.auth).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body);
    const ws = wb.getWorksheet('Tarifas')!;
    const codes = ws.getColumn(1).values.slice(2);
    const list = await api().get('/api/admin/economic-activities').query({ search: 'vivienda' }).set(admin.auth);
    expect(codes).toEqual(list.body.activities.data.map((a: { code: string }) => a.code));
    expect(ws.getRow(1).getCell(1).value).toBe('Código');
  });
});

describe('global values', () => {
  it.each([
    ['edit-iva', 'iva', '12', 'Se ha modificado el porcentaje del IVA'],
    ['edit-retention', 'retention', '75', 'Se ha modificado el porcentaje de retención'],
    ['edit-bankInterest', 'bankInterest', '10.5', 'Se ha modificado el interés bancario'],
    ['edit-dolar', 'conversion_dolar', '46.1234', 'Se ha modificado la conversión del dólar'],
    ['edit-petro', 'conversion_petro', '53.5', 'Se ha modificado la conversión de la UCD'],
  ])('%s saves a new dated value', async (path, key, amount, message) => {
    const res = await api().post(`/api/admin/economic-activities/${path}`).set(admin.auth).send({ amount });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(message);
    expect(Number(res.body[key].amount)).toBe(Number(amount));
  });

  it.each([
    ['edit-iva', '100.5', 'Lo sentimos, el valor no puede ser mayor a 100'],
    ['edit-retention', '101', 'Lo sentimos, el valor no puede ser mayor a 100'],
    ['edit-bankInterest', '250', 'Lo sentimos, el valor no puede ser mayor a 100'],
    ['edit-petro', '53.12345', 'El valor numérico no es válido'],
    ['edit-dolar', '0', 'El valor numérico no es válido'],
    ['edit-petro', 'abc', 'El valor numérico no es válido'],
  ])('%s refuses %s', async (path, amount, message) => {
    const res = await api().post(`/api/admin/economic-activities/${path}`).set(admin.auth).send({ amount });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(message);
  });

  it.each([
    ['edit-iva', 'edit-iva'],
    ['edit-retention', 'edit-retention'],
    ['edit-bankInterest', 'edit-interest'],
    ['edit-dolar', 'edit-dolar'],
    ['edit-petro', 'edit-petro'],
  ])('%s needs %s: a moderator with another code gets 403, with it 200', async (path, code) => {
    const without = await signedIn(portal, { level_id: 2, permissions: ['view-tariff', 'edit-tariff'] });
    expect((await api().post(`/api/admin/economic-activities/${path}`).set(without.auth).send({ amount: '10' })).status).toBe(403);
    const withCode = await signedIn(portal, { level_id: 2, permissions: ['view-tariff', code] });
    expect((await api().post(`/api/admin/economic-activities/${path}`).set(withCode.auth).send({ amount: '10' })).status).toBe(200);
  });

  it('keeps the history: the value in force on a past date is read back', async () => {
    const db = portal.ctx.db;
    await api().post('/api/admin/economic-activities/edit-petro').set(admin.auth).send({ amount: '60' }).expect(200);
    // the database stamps valid_from (its clock, not the API's): the instants come from the rows
    const t1 = (await db.globalValue.findFirstOrThrow({ where: { key: 'conversion_petro' }, orderBy: { id: 'desc' } })).valid_from;
    const t0 = new Date(t1.getTime() - 1);
    await api().post('/api/admin/economic-activities/edit-petro').set(admin.auth).send({ amount: '70' }).expect(200);
    expect(await valueAt(db, 'conversion_petro', new Date('2026-02-01T00:00:00Z'))).toBe('52.75');
    expect(await valueAt(db, 'conversion_petro', t1)).toBe('60');
    expect(await valueAt(db, 'conversion_petro')).toBe('70');
    expect(Number(await valueAt(db, 'conversion_petro', t0))).toBeLessThan(60);
    const history = await api().get('/api/admin/economic-activities/history/conversion_petro').set(admin.auth);
    expect(history.body.history.slice(0, 2).map((h: { amount: string }) => h.amount)).toEqual(['70', '60']);
    expect(history.body.history[0].user.id).toBe(admin.user.id);
  });

  it('a UCD rate change reaches signed-in browsers as the petro event', async () => {
    const client = await signedIn(portal);
    const socket = connect(portal.url, { auth: { token: client.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const got = new Promise((resolve) => socket.once('petro', resolve));
    await api().post('/api/admin/economic-activities/edit-petro').set(admin.auth).send({ amount: '80.5' }).expect(200);
    expect(await got).toEqual({ amount: '80.5', key: 'conversion_petro' });
    socket.close();
  });
});

describe('permissions on the list', () => {
  it.each([
    ['client', { level_id: 3 }, 403],
    ['moderator without view-tariff', { level_id: 2, permissions: ['view-clients'] }, 403],
    ['moderator with view-tariff', { level_id: 2, permissions: ['view-tariff'] }, 200],
  ])('%s → %s', async (_n, spec, status) => {
    const u = await signedIn(portal, spec);
    expect((await api().get('/api/admin/economic-activities').set(u.auth)).status).toBe(status);
  });
  it('editing an activity needs edit-tariff', async () => {
    const u = await signedIn(portal, { level_id: 2, permissions: ['view-tariff'] });
    const a = await activity('C001');
    const res = await api()
      .post('/api/admin/economic-activities/edit')
      .set(u.auth)
      .send({ economic_activity_id: a.id, name: 'X', size: '1', tax_free: 0, prices: [] });
    expect(res.status).toBe(403);
  });
});
