// Staff manage taxpayers (issue 4, first step): create with a property, deactivate and
// reactivate, export the list; a moderator without create-clients sees no create button.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../api/test/support/factories.ts';
import { field, newPage, pick, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe('Contribuyentes', () => {
  it('an admin creates a taxpayer with a property, deactivates and reactivates it, and exports the list', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'admin');
    await page.goto('/admin/users/clients');
    await page.getByRole('button', { name: 'Crear Contribuyente' }).click();
    await field(page, 'Nombre / Razón Social').fill('Panadería La Espiga');
    await field(page, 'Cuenta').fill('laespiga');
    await field(page, 'Documento').fill('41234567');
    await field(page, 'Correo electrónico').fill('espiga@example.com');
    await field(page, 'Teléfono').fill('5552233');
    await field(page, 'Dirección fiscal').fill('Calle Páez 8');
    await field(page, 'Nota').fill('Registrado en taquilla');
    await field(page, 'Contraseña').fill('Espiga.2026');
    await field(page, 'Confirmar contraseña').fill('Espiga.2026');
    await pick(page, 'Uso', 'Individual');
    await pick(page, 'Tipo', 'Comercial');
    await pick(page, 'Actividad económica', 'C001 - Comercio al por menor de alimentos y bebidas');
    await field(page, 'Zona / Urbanización').fill('Centro');
    await field(page, 'Calle / Avenida').fill('Calle Páez');
    await field(page, 'Metraje (m2)').fill('80');
    await page.getByRole('button', { name: 'Crear Contribuyente' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha creado correctamente el usuario' }).waitFor();
    await page.waitForURL('**/admin/users/clients');

    await page.getByLabel('Buscar').fill('espiga');
    await page.getByText('Panadería La Espiga').waitFor();
    // the search applies after its 1 s debounce: the other taxpayer leaves the table
    await page.getByText('José Rodríguez').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Ver laespiga' }).click();
    await page
      .getByRole('dialog', { name: 'Contribuyente' })
      .getByText(/^AU-\d{6}$/)
      .waitFor();
    await shot(page, 'taxpayer-view');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Contribuyente' }).waitFor({ state: 'hidden' });

    const status = page.getByRole('switch', { name: 'Estatus laespiga' });
    const toggleStatus = async () => {
      await status.click({ force: true });
      await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      // the success is a toast that closes by itself (ADR 011)
      const done = page.getByRole('status').filter({ hasText: 'Se ha cambiado el estatus correctamente' });
      await done.waitFor();
      await done.waitFor({ state: 'detached' });
    };
    await toggleStatus();
    await page.locator('.mantine-Switch-label', { hasText: /^Inactivo$/ }).waitFor();
    await toggleStatus();
    await page.locator('.mantine-Switch-label', { hasText: /^Inactivo$/ }).waitFor({ state: 'detached' });
    await shot(page, 'taxpayers-list');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    expect(wb.getWorksheet('Contribuyentes')!.getColumn(2).values.slice(2)).toEqual(['laespiga']);
    const audit = await e2e.portal.ctx.db.auditLog.count({
      where: { module_id: 1, value_id: String((await e2e.portal.ctx.db.user.findUniqueOrThrow({ where: { username: 'laespiga' } })).id) },
    });
    expect(audit).toBe(3);
  });

  it('a moderator without create-clients sees no create button and the API answers 403', async () => {
    await createUser(e2e.portal, { level_id: 2, username: 'consulta', password: 'Consulta.2026', permissions: ['view-clients'] });
    const page = await newPage(e2e);
    await signIn(page, 'consulta', 'Consulta.2026');
    await page.goto('/admin/users/clients');
    await page.getByText('contribuyente', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Crear Contribuyente' }).count()).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('aseo.token'));
    const res = await fetch(`${e2e.portal.url}/api/admin/clients/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(res.status).toBe(403);
    await page.goto('/admin/users/clients/create');
    await page.waitForURL('**/welcome');
  });
});
