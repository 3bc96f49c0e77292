// Excel import of taxpayers (issue 4): good rows imported, bad rows refused with their row and
// reason, nothing half-imported, a file that is not a spreadsheet refused, the template itself
// importable, and who may import.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
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
  'Código padre',
  'Fecha de inicio',
  'Número de casa',
  'Cantidad de casas',
];
async function workbook(rows: unknown[][], headers = HEADERS) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Hoja1');
  ws.addRow(headers);
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = (file: Buffer, name = 'contribuyentes.xlsx', auth = admin.auth) =>
  api().post('/api/admin/clients/import/excel').set(auth).attach('file', file, name);
const row = (username: string, document: string, patch: Partial<Record<string, unknown>> = {}) => {
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
    'Código padre': '',
    'Fecha de inicio': '',
    ...patch,
  };
  return HEADERS.map((h) => r[h]);
};

describe('admin/clients/import/excel', () => {
  it('imports the good rows and lists each refused row with its reason; nothing of a bad row is saved', async () => {
    const file = await workbook([
      row('imp_uno', '300000001'),
      row('imp_dos', '300000002', {
        'Tipo de inmueble': 'Residencial',
        Uso: 'Condominio',
        'Número de casa': '12',
        'Cantidad de casas': 4,
        'Actividad económica': 'R001',
        'Metraje (m2)': '120.5',
        'Fecha de inicio': new Date(Date.UTC(2024, 0, 15)),
      }),
      row('imp_uno_b', '300000001', { 'Metraje (m2)': 10, 'Código padre': 'AU-000001' }), // same document: a second property of imp_uno
      row('imp_mal1', '300000003', { 'Nombre / Razón Social': '' }),
      row('imp_mal2', '300000004', { 'Tipo de documento': 'X' }),
      row('imp_mal3', '300000005', { 'Actividad económica': 'Z999' }),
      row('imp_mal4', '300000006', { 'Metraje (m2)': 0 }),
      row('imp_dos', '300000007'), // account already taken by row 3
      row('imp_mal5', '1234567890'), // J allows 9 digits
      row('imp_mal6', '300000008', { 'Código padre': 'AU-999999' }),
      row('contribuyente', '300000009'), // the demo taxpayer's account
    ]);
    const res = await upload(file);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se ha importado correctamente los datos');
    expect(res.body.imported.map((r: { row: number; username: string }) => [r.row, r.username])).toEqual([
      [2, 'imp_uno'],
      [3, 'imp_dos'],
      [4, 'imp_uno'],
    ]);
    expect(res.body.imported.every((r: { code: string }) => /^AU-\d{6}$/.test(r.code))).toBe(true);
    expect(res.body.refused).toEqual([
      { row: 5, error: 'Debe completar todos los campos requeridos' },
      { row: 6, error: 'El valor «X» de la columna Tipo de documento no es válido' },
      { row: 7, error: 'El valor «Z999» de la columna Actividad económica no es válido' },
      { row: 8, error: 'El campo metraje de la propiedad debe ser mayor a 0' },
      { row: 9, error: 'El usuario ya existe' },
      { row: 10, error: expect.stringMatching(/documento/i) },
      { row: 11, error: 'No se pudo agregar el padre' },
      { row: 12, error: 'El usuario ya existe' },
    ]);

    const db = portal.ctx.db;
    const uno = await db.user.findUniqueOrThrow({ where: { username: 'imp_uno' }, include: { properties: { orderBy: { id: 'asc' } } } });
    expect(uno).toMatchObject({ level_id: 3, status: 1, document_type_id: 3, document: '300000001' });
    expect(uno.properties).toHaveLength(2);
    expect(uno.properties[1].parent_id).toBe((await db.property.findUniqueOrThrow({ where: { code: 'AU-000001' } })).id);
    const dos = await db.property.findFirstOrThrow({ where: { user: { username: 'imp_dos' } } });
    expect(dos.size.toString()).toBe('120.5');
    expect(dos.quantity_houses).toBe(4);
    expect(dos.date?.toISOString().slice(0, 10)).toBe('2024-01-15');
    for (const username of ['imp_mal1', 'imp_mal2', 'imp_mal3', 'imp_mal4', 'imp_mal5', 'imp_mal6']) {
      expect(await db.user.findUnique({ where: { username } })).toBeNull();
    }
    expect(await db.user.count({ where: { document: { in: ['300000003', '300000004', '300000005', '300000006', '300000007', '300000009'] } } })).toBe(0);
    const audits = await db.auditLog.count({ where: { log_name: 'Importación', user_id: admin.user.id } });
    expect(audits).toBe(3);
    // an imported account has no usable password until the taxpayer recovers it
    const login = await api().post('/api/auth/login').send({ username: 'imp_uno', password: '!import:' });
    expect(login.status).toBe(422);
  });

  it('a file where every row is bad is refused as a whole with the reasons', async () => {
    const res = await upload(await workbook([row('imp_todo_mal', '300000010', { Correo: 'no-es-correo' })]));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Ha ocurrido un error al importar los datos');
    expect(res.body.imported).toEqual([]);
    expect(res.body.refused).toEqual([{ row: 2, error: expect.any(String) }]);
  });

  it('refuses a file that is not a spreadsheet, one without the template columns, and an empty one', async () => {
    const text = await upload(Buffer.from('Cuenta,Nombre\nuno,Uno\n'), 'contribuyentes.xlsx');
    expect(text.status).toBe(422);
    expect(text.body.error).toBe('El archivo debe ser una hoja de cálculo de Excel (.xlsx)');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c626001000000ffff03000006000557bfabd40000000049454e44ae426082',
      'hex',
    );
    expect((await upload(png, 'foto.xlsx')).body.error).toBe('El archivo debe ser una hoja de cálculo de Excel (.xlsx)');
    const columns = await upload(await workbook([['a', 'b']], ['Cuenta', 'Nombre / Razón Social']));
    expect(columns.status).toBe(422);
    expect(columns.body.error).toMatch(/^El archivo no tiene las columnas de la plantilla: Tipo de documento, Documento/);
    expect((await upload(await workbook([]))).body.error).toBe('El archivo no contiene registros para importar');
    const none = await api().post('/api/admin/clients/import/excel').set(admin.auth).field('x', '1');
    expect(none.status).toBe(422);
  });

  it('the template downloads with the import columns and its example row imports', async () => {
    const res = await api().get('/api/admin/clients/import/template').set(admin.auth).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as ArrayBuffer);
    const headers = (wb.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(HEADERS));
    const imported = await upload(res.body as Buffer);
    expect(imported.status).toBe(200);
    expect(imported.body.imported).toEqual([expect.objectContaining({ row: 2, username: 'ejemplo01' })]);
  });

  it('needs create-clients', async () => {
    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-clients'] });
    const file = await workbook([row('imp_sinpermiso', '300000011')]);
    expect((await upload(file, 'a.xlsx', viewer.auth)).status).toBe(403);
    const client = await signedIn(portal);
    expect((await upload(file, 'a.xlsx', client.auth)).status).toBe(403);
    expect((await api().get('/api/admin/clients/import/template').set(viewer.auth)).status).toBe(403);
    expect(await portal.ctx.db.user.findUnique({ where: { username: 'imp_sinpermiso' } })).toBeNull();
  });
});
