// 'Rutas y Horarios' in the browser (issue 15): staff upload a routes file (one bad row listed
// with its reason and the spec's warning) and a taxpayer sees the new schedule — check marks read
// as 'Sí' / 'No', the time as hh:mm A — and its calendar link; at 390 px the routes are cards.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../api/test/support/factories.ts';
import { newPage, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
let client: JourneyUser;
const HEADER = ['Tipo de unidad', 'Número de ruta', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo', 'Turno', 'Descripción', 'Hora'];

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  admin = await createUser(e2e.portal, { level_id: 1, name: 'Ana' });
  client = await createUser(e2e.portal, { level_id: 3, name: 'José' });
});
afterAll(async () => e2e?.close());

async function routesFile(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Rutas');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'rutas-')), 'rutas.xlsx');
  await writeFile(file, Buffer.from(await wb.xlsx.writeBuffer()));
  return file;
}
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe("'Rutas y Horarios'", () => {
  it('staff upload a routes file: the good rows are saved, the bad one is listed with the warning', async () => {
    const page = await newPage(e2e);
    await signInAs(page, admin);
    await visit(page, '/admin/routes-schedules');
    await page.getByRole('button', { name: 'Subir XLS' }).click();
    const modal = page.getByRole('dialog', { name: 'Subir rutas' });
    const file = await routesFile([
      ['Compactador', '01', 'Si', 'No', 'Si', 'No', 'Si', 'No', 'No', 'Mañana', 'Centro y Av. Bolívar', '07:00 AM'],
      ['Volteo', '12', 'No', 'Si', 'No', 'Si', 'No', 'Si', 'No', 'Noche', 'Zona Industrial', '21:30'],
      ['Compactador', '02', 'Tal vez', 'No', 'No', 'No', 'No', 'No', 'No', '', '', ''],
    ]);
    await modal.locator('input[type=file]').setInputFiles(file);
    await modal.getByRole('button', { name: 'Subir' }).click();
    await modal.getByText('Se encontraron datos inválidos, algunos de los registros no se guardaron completamente').waitFor();
    expect(await modal.innerText()).toContain('Rutas guardadas: 2');
    expect(await rowOf(page, 'El valor de Lunes debe ser Si o No').innerText()).toMatch(/^4\s/);
    await shot(page, 'routes-upload');
    await modal.getByRole('button', { name: 'Aceptar' }).click();
    await rowOf(page, 'Zona Industrial').waitFor();
    await page.context().close();
  });

  it('a taxpayer sees the new schedule, check marks that say Sí/No, the time as hh:mm A, and the calendar link', async () => {
    const page = await newPage(e2e);
    await signInAs(page, client);
    await visit(page, '/routes-schedules');
    const volteo = rowOf(page, 'Zona Industrial');
    await volteo.waitFor();
    expect(await page.getByTestId('list-count').innerText()).toMatch(/de 2$/);
    expect(await volteo.innerText()).toContain('09:30 PM');
    const marks = await volteo.locator('svg[role=img]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(marks).toEqual(['No', 'Sí', 'No', 'Sí', 'No', 'Sí', 'No']);
    const href = await volteo.getByRole('link', { name: 'Agregar la ruta Volteo 12 a mi calendario' }).getAttribute('href');
    const ics = await (await fetch(href!)).text();
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH,SA');
    expect(await page.getByRole('button', { name: 'Subir XLS' }).count()).toBe(0);
    await shot(page, 'routes-client');
    const phone = await newPage(e2e, { phone: true });
    await signInAs(phone, client);
    await visit(phone, '/routes-schedules');
    await phone.getByTestId('row-card').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(phone, 'routes-client-390');
  });
});
