// Staff work on an existing taxpayer (issue 4): add a property, a child property from the view
// tree, edit the child and the client part, set a parent, the economic-activity history,
// disincorporate, import from Excel and download the record.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayYmd } from '@aseo/shared/schemas';
import { createUser } from '../../api/test/support/factories.ts';
import { field, newPage, pick, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
let page: Page;
let userId: number;
const db = () => e2e.portal.ctx.db;
const propertyBy = (where: { street?: string; id?: number }) => db().property.findFirstOrThrow({ where: { ...where, deleted_at: null } });

beforeAll(async () => {
  e2e = await startE2E();
  page = await newPage(e2e);
  await signIn(page, 'admin');
  userId = (await db().user.findUniqueOrThrow({ where: { username: 'contribuyente' } })).id;
});
afterAll(async () => e2e?.close());

/** Waits for a success toast (role=status, ADR 011) with `text`; it closes by itself. */
const toastSaid = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** Waits for a dialog of the dialogs helper (Error, Confirmación) with `text` and presses Aceptar. */
async function answer(title: 'Error' | 'Confirmación', text: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(text, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A check of a modal: its message under the field, the field marked invalid, no error dialog. */
async function fieldSays(scope: Locator, label: RegExp, text: string) {
  await scope.getByText(text, { exact: true }).first().waitFor();
  expect(await scope.getByLabel(label).first().getAttribute('aria-invalid')).toBe('true');
  expect(await page.getByRole('dialog', { name: 'Error' }).count()).toBe(0);
}

/** Chooses an option of a select field inside a modal (the list behind has fields with the same labels). */
async function pickIn(scope: Locator, label: string, option: string) {
  await scope
    .getByLabel(new RegExp(`^${label}( \\*)?$`))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A fresh 'Contribuyentes' list (a step that failed may have left a modal open). */
const toList = () => page.goto('/admin/users/clients');

async function rowAction(item: string, username = 'contribuyente') {
  await toList();
  await page.getByRole('button', { name: `Acciones ${username}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function openTree(): Promise<Locator> {
  await toList();
  await page.getByRole('button', { name: 'Ver contribuyente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contribuyente' });
  await dialog.getByText('Inmuebles').waitFor();
  return dialog;
}

async function closeDialog(dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

async function saveAndBack(message: string) {
  await page.getByRole('button', { name: 'Guardar' }).click();
  await toastSaid(message);
  await page.waitForURL('**/admin/users/clients');
}

describe('Contribuyentes: trabajo del personal sobre un contribuyente', () => {
  let added: { id: number; code: string };
  let child: { id: number; code: string };

  it('adds a property to an existing taxpayer (property part only)', async () => {
    await rowAction('Agregar propiedad');
    await page.waitForURL(`**/admin/users/clients/${userId}/create-property`);
    expect(await field(page, 'Nombre / Razón Social').count()).toBe(0);
    await pick(page, 'Uso', 'Individual');
    await pick(page, 'Tipo', 'Comercial');
    await pick(page, 'Actividad económica', 'C002 - Restaurantes, cafés y expendios de comida');
    await field(page, 'Zona / Urbanización').fill('Centro');
    await field(page, 'Calle / Avenida').fill('Calle Urdaneta');
    await field(page, 'Metraje (m2)').fill('95');
    await shot(page, 'taxpayer-add-property');
    await saveAndBack('Se ha creado correctamente la propiedad');
    added = await propertyBy({ street: 'Calle Urdaneta' });
    expect(added).toMatchObject({ user_id: userId, parent_id: null });
  });

  it('adds a child property from the view tree and shows it indented under its parent', async () => {
    const tree = await openTree();
    await tree.getByRole('button', { name: `Agregar propiedad hija ${added.code}` }).click();
    await page.waitForURL(`**/admin/users/clients/${userId}/create-property/${added.id}`);
    await page.getByText(`Propiedad hija de ${added.code}`).waitFor();
    expect(await field(page, 'Nombre / Razón Social').inputValue()).toBe('José');
    expect(await field(page, 'Cuenta').inputValue()).toBe('contribuyente');
    await pick(page, 'Uso', 'Individual');
    await pick(page, 'Tipo', 'Comercial');
    await pick(page, 'Actividad económica', 'C003 - Farmacias y droguerías');
    await field(page, 'Zona / Urbanización').fill('Centro');
    await field(page, 'Calle / Avenida').fill('Pasaje Miranda');
    await field(page, 'Metraje (m2)').fill('40');
    await shot(page, 'taxpayer-child-form');
    await saveAndBack('Se ha creado correctamente la propiedad');
    child = await propertyBy({ street: 'Pasaje Miranda' });
    expect(child).toMatchObject({ user_id: userId, parent_id: added.id });

    const view = await openTree();
    const parentNode = view.locator(`[data-code="${added.code}"]`);
    const childNode = view.locator(`[data-code="${child.code}"]`);
    await childNode.waitFor();
    expect(await parentNode.getAttribute('data-level')).toBe('0');
    expect(await childNode.getAttribute('data-level')).toBe('1');
    const x = async (node: Locator, code: string) => (await node.getByText(code, { exact: true }).boundingBox())!.x;
    expect((await x(childNode, child.code)) - (await x(parentNode, added.code))).toBe(12);
    const order = await view.locator('[data-code]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-code')));
    expect(order.indexOf(child.code)).toBe(order.indexOf(added.code) + 1);
    await shot(page, 'taxpayer-tree-child');
    await closeDialog(view);
  });

  it('edits the child property from the tree', async () => {
    const tree = await openTree();
    await tree.getByRole('button', { name: `Editar ${child.code}` }).click();
    await page.waitForURL(`**/admin/users/clients/edit/${userId}/${child.id}`);
    expect(await field(page, 'Calle / Avenida').inputValue()).toBe('Pasaje Miranda');
    expect(await field(page, 'Nombre / Razón Social').count()).toBe(0);
    await field(page, 'Metraje (m2)').fill('55');
    await field(page, 'Calle / Avenida').fill('Pasaje Miranda, local 2');
    await saveAndBack('Se ha creado correctamente la propiedad');
    await page.goto(`/admin/users/clients/edit/${userId}/${child.id}`);
    await expect.poll(() => field(page, 'Calle / Avenida').inputValue()).toBe('Pasaje Miranda, local 2');
    expect(Number(await field(page, 'Metraje (m2)').inputValue())).toBe(55);
    expect((await propertyBy({ id: child.id })).size.toString()).toBe('55');
    await shot(page, 'taxpayer-edit-property');
  });

  it('edits the client part alone, without a password', async () => {
    await rowAction('Editar');
    await page.waitForURL(`**/admin/users/clients/edit/${userId}`);
    expect(await field(page, 'Metraje (m2)').count()).toBe(0);
    await field(page, 'Apellido').fill('Rodríguez Pérez');
    await field(page, 'Dirección fiscal').fill('Av. Bolívar, Edif. Centro, piso 3');
    await shot(page, 'taxpayer-edit-client');
    await saveAndBack('Se ha modificado correctamente el usuario');
    await page.getByText('José Rodríguez Pérez').waitFor();
    expect(await db().user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ fiscal_address: 'Av. Bolívar, Edif. Centro, piso 3' });
  });

  it('sets a parent by code, refusing the own code', async () => {
    const first = await db().property.findFirstOrThrow({ where: { user_id: userId, street: 'Av. Bolívar' } });
    await rowAction('Cambiar o agregar padre');
    const dialog = page.getByRole('dialog', { name: 'Propiedad padre' });
    await pickIn(dialog, 'Propiedad', first.code);
    await dialog.getByText('Padre actual: Ninguno').waitFor();
    // the modal's checks show under the field (no dialog on top of the modal)
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await fieldSays(dialog, /^Código del padre/, 'El código es requerido');
    await dialog.getByLabel(/^Código del padre/).fill(first.code);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await fieldSays(dialog, /^Código del padre/, 'El código debe ser diferente al de la propiedad');
    await dialog.getByLabel(/^Código del padre/).fill(added.code.slice(0, 7));
    await page.getByRole('option', { name: added.code }).click();
    expect(await dialog.getByLabel(/^Código del padre/).inputValue()).toBe(added.code);
    await shot(page, 'taxpayer-parent');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toastSaid('Se ha actualizado correctamente el padre de la propiedad');
    expect((await propertyBy({ id: first.id })).parent_id).toBe(added.id);
    const view = await openTree();
    expect(await view.locator(`[data-code="${first.code}"]`).getAttribute('data-level')).toBe('1');
    await closeDialog(view);
  });

  it('adds and deletes an economic-activity period', async () => {
    const first = await db().property.findFirstOrThrow({ where: { user_id: userId, street: 'Av. Bolívar' } });
    await rowAction('Historial de actividad económica');
    const dialog = page.getByRole('dialog', { name: 'Historial de actividad económica' });
    await pickIn(dialog, 'Propiedad', first.code);
    await dialog.getByText('No hay registros').waitFor();
    await pickIn(dialog, 'Actividad económica', 'C002 - Restaurantes, cafés y expendios de comida');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await fieldSays(dialog, /^Desde( \*)?$/, 'La fecha desde y hasta son requeridas');
    // the portal's today (Caracas), the latest day the form takes: from 20:00 there UTC is already tomorrow
    const [yyyy, mm, dd] = todayYmd().split('-') as [string, string, string];
    for (const [label, day] of [
      ['Desde', '1'],
      ['Hasta', String(Number(dd))],
    ] as const) {
      await dialog.getByLabel(new RegExp(`^${label}( \\*)?$`)).click();
      const picker = page.getByRole('dialog', { name: 'Seleccionar fecha' });
      await picker.locator('button.mantine-DatePicker-day:not([data-outside]):not([disabled])', { hasText: new RegExp(`^${day}$`) }).click();
      await picker.waitFor({ state: 'hidden' });
    }
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await toastSaid('Agregada al historial exitosamente');
    await dialog.getByRole('cell', { name: `01/${mm}/${yyyy}`, exact: true }).waitFor();
    await dialog.getByRole('cell', { name: /^C002 - / }).waitFor();
    await shot(page, 'taxpayer-activity-history');
    const saved = await db().economicActivityHistory.findFirstOrThrow({ where: { property_id: first.id } });
    expect(saved.start.toISOString().slice(0, 10)).toBe(`${yyyy}-${mm}-01`);

    await dialog.getByRole('button', { name: /^Eliminar período/ }).click();
    await answer('Confirmación', '¿Desea eliminar este período del historial?');
    await toastSaid('Se ha eliminado correctamente del historial');
    await dialog.getByText('No hay registros').waitFor();
    await closeDialog(dialog);
  });

  it('disincorporates a property with a required comment', async () => {
    const home = await db().property.findFirstOrThrow({ where: { user_id: userId, street: 'Calle 5' } });
    await rowAction('Desincorporar propiedad');
    const dialog = page.getByRole('dialog', { name: 'Desincorporar propiedad' });
    await pickIn(dialog, 'Propiedad', home.code);
    await dialog.getByRole('button', { name: 'Desincorporar' }).click();
    await fieldSays(dialog, /^Comentario/, 'Debe agregar un comentario');
    await dialog.getByLabel(/^Comentario/).fill('Inmueble demolido');
    await dialog.getByRole('button', { name: 'Desincorporar' }).click();
    await answer('Confirmación', '¿Desea desincorporar la propiedad?');
    await toastSaid('Comentario agregado exitosamente');
    await dialog.waitFor({ state: 'hidden' });
    expect(await propertyBy({ id: home.id })).toMatchObject({ status: 0, disincorporate: 'Inmueble demolido' });
    const view = await openTree();
    const node = view.locator(`[data-code="${home.code}"]`);
    await node.getByText('Desincorporada').waitFor();
    await node.getByText('Inmueble demolido').waitFor();
    await shot(page, 'taxpayer-tree-disincorporated');
    await closeDialog(view);
  });

  it('imports taxpayers from an .xlsx file and lists the refused rows', async () => {
    await page.goto('/admin/users/clients');
    await page.getByRole('button', { name: 'Importar Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar Excel' });
    const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Descargar plantilla' }).click()]);
    const tpl = new ExcelJS.Workbook();
    await tpl.xlsx.load((await readFile((await template.path())!)) as unknown as ArrayBuffer);
    const headers = (tpl.worksheets[0].getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers).toContain('Cuenta');

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Contribuyentes');
    ws.addRow(headers);
    const base = {
      'Tipo de documento': 'J',
      'Código de teléfono': '0414',
      Teléfono: '5550001',
      'Dirección fiscal': 'Calle Comercio 1',
      'Tipo de inmueble': 'Comercial',
      Uso: 'Individual',
      'Actividad económica': 'C001',
      'Metraje (m2)': '60',
      'Zona / Urbanización': 'Centro',
      'Calle / Avenida': 'Calle Comercio',
    };
    const rows: Record<string, string>[] = [
      { ...base, Cuenta: 'bodegasol', 'Nombre / Razón Social': 'Bodega El Sol', Documento: '301234567', Correo: 'bodegasol@example.com' },
      { ...base, Cuenta: 'ferrelux', 'Nombre / Razón Social': 'Ferretería Lux', Documento: '301234568', Correo: 'ferrelux@example.com', 'Metraje (m2)': '90' },
      {
        ...base,
        Cuenta: 'malaactividad',
        'Nombre / Razón Social': 'Sin Actividad',
        Documento: '301234569',
        Correo: 'mala@example.com',
        'Actividad económica': 'X999',
      },
      { ...base, Cuenta: 'sinmetraje', 'Nombre / Razón Social': 'Sin Metraje', Documento: '301234570', Correo: 'sinmetraje@example.com', 'Metraje (m2)': '0' },
    ];
    for (const r of rows) ws.addRow(headers.map((h) => r[h] ?? null));
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'import-')), 'contribuyentes.xlsx');
    await wb.xlsx.writeFile(file);

    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await dialog.getByText('Se ha importado correctamente los datos').waitFor();
    await dialog.getByText('Registros importados: 2').waitFor();
    await dialog.getByRole('columnheader', { name: 'Fila' }).waitFor();
    await dialog.getByRole('columnheader', { name: 'Motivo' }).waitFor();
    const refused = await dialog.locator('tbody tr').allInnerTexts();
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatch(/^4\s/);
    expect(refused[0]).toContain('X999');
    expect(refused[1]).toMatch(/^5\s/);
    expect(refused[1]).toContain('El campo metraje de la propiedad debe ser mayor a 0');
    await shot(page, 'taxpayers-import-result');
    expect(await db().user.count({ where: { username: { in: ['bodegasol', 'ferrelux'] } } })).toBe(2);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('cell', { name: 'ferrelux', exact: true }).waitFor();
  });

  it('downloads the taxpayer record as PDF', async () => {
    await page.goto('/admin/users/clients');
    await page.getByRole('button', { name: 'Acciones contribuyente' }).click();
    await page.getByRole('menuitem', { name: 'Descargar' }).waitFor();
    await shot(page, 'taxpayers-row-menu');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Descargar' }).click()]);
    expect(file.suggestedFilename()).toBe('contribuyente-contribuyente.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('Contribuyentes: acciones según permisos', () => {
  it('a moderator with view-clients only sees the read actions', async () => {
    await createUser(e2e.portal, { level_id: 2, username: 'lectura', password: 'Lectura.2026', permissions: ['view-clients'] });
    const reader = await newPage(e2e);
    await signIn(reader, 'lectura', 'Lectura.2026');
    await reader.goto('/admin/users/clients');
    await reader.getByRole('button', { name: 'Acciones contribuyente' }).click();
    const items = reader.getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual(['Historial de actividad económica', 'Descargar']);
    expect(await reader.getByRole('button', { name: 'Importar Excel' }).count()).toBe(0);
    await reader.keyboard.press('Escape');
    await reader.getByRole('button', { name: 'Ver contribuyente' }).click();
    const view = reader.getByRole('dialog', { name: 'Contribuyente' });
    await view.getByText('Inmuebles').waitFor();
    expect(await view.getByRole('button', { name: /^(Editar|Agregar propiedad hija) / }).count()).toBe(0);
    await reader.context().close();
  });
});
