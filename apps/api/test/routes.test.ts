// 'Rutas y Horarios' over HTTP on PostgreSQL (issue 15 item 2): the lists and their filters, every
// permission outcome, the upload (good rows saved, bad rows listed with their reason and not saved,
// routes missing from the file made inactive, the same file twice changes nothing), a disguised
// file refused before it is read, the template, and the calendar feed read back with node-ical.
import ExcelJS from 'exceljs';
import ical from 'node-ical';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@aseo/shared/messages';
import { signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let admin: Awaited<ReturnType<typeof signedIn>>;
let client: Awaited<ReturnType<typeof signedIn>>;
const R = MSG.routes;
const HEADER = ['Tipo de unidad', 'Número de ruta', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo', 'Turno', 'Descripción', 'Hora'];

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await signedIn(portal, { level_id: 1 });
  client = await signedIn(portal, { level_id: 3 });
});
afterAll(() => portal?.close());

async function xlsx(rows: unknown[][], header = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Rutas');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = (file: Buffer, name = 'rutas.xlsx', auth = admin.auth) => api().post('/api/admin/routes/read').set(auth).attach('file', file, name);
const routes = async () => portal.ctx.db.collectionRoute.findMany({ orderBy: [{ route_type: 'asc' }, { route_number: 'asc' }] });

describe('the routes file', () => {
  it('saves the good rows, lists the bad ones with their reason, and the lists show the routes', async () => {
    const file = await xlsx([
      ['Compactador', '01', 'Si', 'No', 'Sí', 'no', 'X', '', '', 'Mañana', 'Centro', '07:00 AM'],
      ['Compactador', '02', 1, 0, 1, 0, 1, 0, 0, 'Tarde', 'Los Pinos', '14:30'],
      ['Volteo', '07', 'No', 'Si', 'No', 'Si', 'No', 'Si', 'No', 'Noche', 'Zona Industrial', '9:15 pm'],
      ['', '03', 'Si', 'No', 'No', 'No', 'No', 'No', 'No', '', '', ''],
      ['Compactador', '04', 'Quizás', 'No', 'No', 'No', 'No', 'No', 'No', '', '', ''],
      ['Compactador', '05', 'Si', 'No', 'No', 'No', 'No', 'No', 'No', '', '', '25:00'],
      ['compactador', '01', 'Si', 'No', 'No', 'No', 'No', 'No', 'No', '', '', ''],
    ]);
    const res = await upload(file).expect(200);
    expect(res.body).toMatchObject({ message: R.invalidRows, errors: true, saved: 3, deactivated: 0 });
    expect(res.body.invalid).toEqual([
      { row: 5, error: R.typeRequired },
      { row: 6, error: 'El valor de Lunes debe ser Si o No' },
      { row: 7, error: R.badHour },
      { row: 8, error: 'La ruta compactador 01 ya aparece en la fila 2' },
    ]);
    const saved = await routes();
    expect(saved.map((r) => [r.route_type, r.route_number, r.monday, r.tuesday, r.wednesday, r.friday, r.hour, r.status])).toEqual([
      ['Compactador', '01', 1, 0, 1, 1, '07:00', 1],
      ['Compactador', '02', 1, 0, 1, 1, '14:30', 1],
      ['Volteo', '07', 0, 1, 0, 0, '21:15', 1],
    ]);
    const list = await api().get('/api/routes').set(client.auth).expect(200);
    expect(list.body.routes.total).toBe(3);
    expect(list.body.route_types).toEqual(['Compactador', 'Volteo']);
    const saturday = await api().get('/api/routes').query({ day: 'saturday' }).set(client.auth).expect(200);
    expect(saturday.body.routes.data.map((r: { route_number: string }) => r.route_number)).toEqual(['07']);
    const search = await api().post('/api/routes').set(client.auth).send({ search: 'pinos' }).expect(200);
    expect(search.body.routes.data.map((r: { route_number: string }) => r.route_number)).toEqual(['02']);
    const byType = await api().post('/api/admin/routes').set(admin.auth).send({ route_type: 'Volteo' }).expect(200);
    expect(byType.body.routes.total).toBe(1);
    const audit = await portal.ctx.db.auditLog.count({ where: { module_id: 12, log_name: 'Carga de rutas' } });
    expect(audit).toBe(1);
  });

  it('a new file replaces the routes it names; the ones it does not name become inactive (staff still see them)', async () => {
    const file = await xlsx([['COMPACTADOR', '01', 'No', 'No', 'No', 'No', 'No', 'Si', 'Si', 'Fin de semana', 'Centro', '06:00']]);
    const res = await upload(file).expect(200);
    expect(res.body).toMatchObject({ message: R.uploaded, errors: false, saved: 1, deactivated: 2, invalid: [] });
    const all = await routes();
    expect(all.map((r) => [r.route_number, r.status, r.saturday])).toEqual([
      ['01', 1, 1],
      ['02', 0, 0],
      ['07', 0, 1],
    ]);
    expect((await api().get('/api/routes').set(client.auth).expect(200)).body.routes.total).toBe(1);
    expect((await api().get('/api/admin/routes').set(admin.auth).expect(200)).body.routes.total).toBe(3);
    expect((await api().get('/api/admin/routes').query({ status: 0 }).set(admin.auth).expect(200)).body.routes.total).toBe(2);
    // the same file again: nothing new
    const again = await upload(file).expect(200);
    expect(again.body).toMatchObject({ saved: 1, deactivated: 0 });
    expect(await portal.ctx.db.collectionRoute.count()).toBe(3);
  });

  it('a file with no valid row changes nothing', async () => {
    const before = await routes();
    const res = await upload(await xlsx([['', '', 'Si']])).expect(200);
    expect(res.body).toMatchObject({ errors: true, saved: 0, deactivated: 0 });
    expect(await routes()).toEqual(before);
  });

  it('refuses a disguised file, a file without the columns, an empty one, and no file', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6d6b10000000049454e44ae426082',
      'hex',
    );
    const disguised = await upload(png, 'rutas.xlsx').expect(422);
    expect(disguised.body.error).toBe(R.notSpreadsheet);
    expect((await upload(Buffer.from('Tipo de unidad;Número de ruta\nA;1\n'), 'rutas.xlsx').expect(422)).body.error).toBe(R.notSpreadsheet);
    const noColumns = await upload(await xlsx([['A', '1']], ['Ruta', 'Número'])).expect(422);
    expect(noColumns.body.error).toMatch(/^Faltan las columnas Tipo de unidad, Número de ruta, Lunes/);
    expect((await upload(await xlsx([])).expect(422)).body.error).toBe(R.empty);
    expect((await api().post('/api/admin/routes/read').set(admin.auth).expect(422)).body.error).toBe(MSG.server.fileRequired);
  });

  it('permissions: view-routes-schedules lists, upload-routes uploads; a client only reads the active routes', async () => {
    const file = await xlsx([['Compactador', '01', 'Si', 'No', 'No', 'No', 'No', 'No', 'No', '', '', '']]);
    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-routes-schedules'] });
    await api().get('/api/admin/routes').set(viewer.auth).expect(200);
    await upload(file, 'rutas.xlsx', viewer.auth).expect(403);
    const uploader = await signedIn(portal, { level_id: 2, permissions: ['upload-routes'] });
    await api().get('/api/admin/routes').set(uploader.auth).expect(403);
    await upload(file, 'rutas.xlsx', uploader.auth).expect(200);
    await upload(file, 'rutas.xlsx', client.auth).expect(403);
    await api().get('/api/admin/routes').set(client.auth).expect(403);
    await api().get('/api/routes').expect(401);
    await api().get('/api/admin/routes/template').set(viewer.auth).expect(403);
  });

  it('the template opens with the header and an example row', async () => {
    const res = await api().get('/api/admin/routes/template').set(admin.auth).buffer(true).parse(binaryBody).expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(ws.getRow(2).getCell(1).value).toBe('Compactador');
  });
});

describe('the calendar feed', () => {
  it('is a weekly event on the route’s days at its hour in Caracas, public; an inactive route is 404', async () => {
    await upload(await xlsx([['Compactador', '09', 'Si', 'No', 'Si', 'No', 'Si', 'No', 'No', 'Noche', 'Centro', '09:30 PM']])).expect(200);
    const route = await portal.ctx.db.collectionRoute.findFirstOrThrow({ where: { route_number: '09' } });
    const res = await api().get(`/api/routes/${route.id}/calendar.ics`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const parsed = ical.sync.parseICS(res.text);
    const event = Object.values(parsed).find((c) => c?.type === 'VEVENT') as ical.VEvent;
    expect(event.summary).toBe('Recolección de basura: ruta Compactador 09');
    expect(event.rrule?.options.byweekday?.map(String)).toEqual(['MO', 'WE', 'FR']);
    expect(event.start.tz).toBe('America/Caracas');
    // 21:30 in Caracas is 01:30 UTC the next day
    expect(event.start.toISOString()).toBe('2026-01-06T01:30:00.000Z');
    // the first week: Monday 5, Wednesday 7 and Friday 9 January at 21:30 in Caracas
    const week = event.rrule!.between(new Date('2026-01-05T00:00:00Z'), new Date('2026-01-12T00:00:00Z'), true);
    expect(week.map((d) => new Date(d).toISOString())).toEqual(['2026-01-06T01:30:00.000Z', '2026-01-08T01:30:00.000Z', '2026-01-10T01:30:00.000Z']);
    const old = await portal.ctx.db.collectionRoute.findFirstOrThrow({ where: { status: 0 } });
    await api().get(`/api/routes/${old.id}/calendar.ics`).expect(404);
  });
});
