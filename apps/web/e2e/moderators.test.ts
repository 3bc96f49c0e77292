// 'Administradores' (spec 000 "Administrators", section 6): the admin creates an administrator
// through the permission matrix, that administrator sees only its permitted menu, is edited and
// then deactivated while signed in (signed out live); a moderator with view-users only looks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../api/test/support/factories.ts';
import { field, menuLabels, newPage, shot, signIn, signInAs, startE2E, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  admin = await createUser(e2e.portal, { level_id: 1, name: 'Ana' });
});
afterAll(async () => e2e?.close());

describe('Administradores', () => {
  it('create with the matrix, sign in as it, edit, deactivate: the second page is signed out live', async () => {
    const page = await newPage(e2e);
    await signInAs(page, admin);
    await page.goto('/admin/users/moderators');
    await page.getByRole('button', { name: 'Crear Administrador' }).click();
    await page.waitForURL('**/admin/users/moderators/create');
    await expect.poll(() => page.getByTestId('page-title').innerText()).toBe('Crear Administrador');

    await field(page, 'Nombre').fill('Carla');
    await field(page, 'Apellido').fill('Méndez');
    await field(page, 'Cuenta').fill('carla');
    await field(page, 'Correo electrónico').fill('carla@example.com');
    await field(page, 'Documento').fill('18765432');
    await field(page, 'Teléfono').fill('5550199');
    await field(page, 'Caja').fill('Caja 3');
    await field(page, 'Contraseña').fill('Carla.2026');
    await field(page, 'Confirmar contraseña').fill('Carla.2026');

    // 'Usuarios' is shown as 'Administradores'; a secondary action ticks its module's main one
    expect(await page.getByRole('group', { name: 'Usuarios' }).count()).toBe(0);
    const tariffs = page.getByRole('group', { name: 'Tarifas' });
    await tariffs.getByLabel('Editar IVA', { exact: true }).check();
    await expect.poll(() => tariffs.getByLabel('Ver', { exact: true }).isChecked()).toBe(true);
    const banks = page.getByRole('group', { name: 'Cuentas Bancarias' });
    await banks.getByLabel('Todo el módulo: Cuentas Bancarias').check();
    expect(await banks.getByLabel('Eliminar', { exact: true }).isChecked()).toBe(true);
    await banks.getByLabel('Todo el módulo: Cuentas Bancarias').uncheck();
    await banks.getByLabel('Crear y editar', { exact: true }).check();
    await page.getByRole('group', { name: 'Administradores' }).getByLabel('Ver', { exact: true }).check();
    // the global select-all ticks everything, and unticks it again
    await page.getByLabel('Seleccionar todos', { exact: true }).check();
    expect(await page.getByRole('group', { name: 'Caja' }).getByLabel('Ver', { exact: true }).isChecked()).toBe(true);
    await page.getByLabel('Seleccionar todos', { exact: true }).uncheck();
    expect(await tariffs.getByLabel('Ver', { exact: true }).isChecked()).toBe(false);
    await tariffs.getByLabel('Editar IVA', { exact: true }).check();
    await banks.getByLabel('Crear y editar', { exact: true }).check();
    await page.getByRole('group', { name: 'Administradores' }).getByLabel('Ver', { exact: true }).check();
    await shot(page, 'moderator-create');
    await page.getByRole('button', { name: 'Crear Administrador' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha creado correctamente el usuario' }).waitFor();
    await page.waitForURL('**/admin/users/moderators');

    const carla = await e2e.portal.ctx.db.user.findUniqueOrThrow({ where: { username: 'carla' }, include: { permissions: { include: { action: true } } } });
    expect(carla.permissions.map((p) => p.action.code).sort()).toEqual(['create-bank-accounts', 'edit-iva', 'view-bank-accounts', 'view-tariff', 'view-users']);
    expect(carla).toMatchObject({ level_id: 2, box: 'Caja 3', user_id: null });

    // signed in as carla in a second page: only the permitted menu items, no admin-only controls
    const second = await newPage(e2e);
    await signIn(second, 'carla', 'Carla.2026');
    expect(await menuLabels(second)).toEqual(['Usuarios', 'Tarifas', 'Cuentas Bancarias', 'Mis Datos']);
    await second.goto('/admin/users/moderators');
    await second.getByRole('cell', { name: 'carla', exact: true }).waitFor();
    expect(await second.getByRole('button', { name: 'Crear Administrador' }).count()).toBe(0);
    await second.waitForFunction(() => document.documentElement.dataset.live === '1');

    // the admin edits her: box and one more permission
    await page.getByLabel('Buscar').fill('carla');
    await page.getByRole('row').filter({ hasText: 'Carla Méndez' }).waitFor();
    await page.getByRole('button', { name: 'Editar carla' }).click();
    await page.waitForURL('**/admin/users/moderators/edit/*');
    await expect.poll(() => page.getByTestId('page-title').innerText()).toBe('Editar usuario');
    await expect.poll(() => field(page, 'Caja').inputValue()).toBe('Caja 3');
    expect(await page.getByRole('group', { name: 'Tarifas' }).getByLabel('Editar IVA', { exact: true }).isChecked()).toBe(true);
    await field(page, 'Caja').fill('Caja 4');
    await page.getByRole('group', { name: 'Rutas y Horarios' }).getByLabel('Subir rutas', { exact: true }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha modificado correctamente el usuario' }).waitFor();
    await page.waitForURL('**/admin/users/moderators');
    await page.getByRole('cell', { name: 'Caja 4' }).waitFor();
    // her open page picks up the new permission live: the menu gains 'Rutas y Horarios' without a reload
    await expect.poll(() => menuLabels(second), { timeout: 10_000 }).toContain('Rutas y Horarios');
    expect(await menuLabels(second)).toEqual(['Usuarios', 'Administradores', 'Tarifas', 'Cuentas Bancarias', 'Rutas y Horarios', 'Mis Datos']);

    // view and print
    await page.getByRole('button', { name: 'Ver carla' }).click();
    const view = page.getByRole('dialog', { name: 'Administrador' });
    await view.getByText('Subir rutas').waitFor();
    await shot(page, 'moderator-view');
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Imprimir carla' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^administrador-\d+\.pdf$/);

    // deactivated: the second page is signed out at once with the spec's text
    await page.getByRole('switch', { name: 'Estatus carla' }).click({ force: true });
    await page.getByText('¿Desea cambiar el estatus del administrador?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha cambiado el estatus correctamente' }).waitFor();
    await second.getByText('Lo sentimos, su usuario ha sido desactivado').waitFor();
    await second.getByRole('button', { name: 'Aceptar' }).click();
    await second.waitForURL('**/login');
    await page.locator('.mantine-Switch-label', { hasText: /^Inactivo$/ }).waitFor();
    await shot(page, 'moderators-list');
    const audit = await e2e.portal.ctx.db.auditLog.count({ where: { module_id: 2, value_id: String(carla.id) } });
    expect(audit).toBe(3);
  });

  it('a moderator with view-users sees the list, view and print, but no create, edit, status or delete', async () => {
    await createUser(e2e.portal, {
      level_id: 2,
      username: 'lector',
      password: 'Lector.2026',
      name: 'Lucía',
      permissions: ['view-users', 'create-users', 'delete-users'],
    });
    const page = await newPage(e2e);
    await signIn(page, 'lector', 'Lector.2026');
    await page.goto('/admin/users/moderators');
    await page.getByRole('cell', { name: admin.username, exact: true }).waitFor();
    await page.getByRole('button', { name: `Ver ${admin.username}` }).waitFor();
    await page.getByRole('button', { name: `Imprimir ${admin.username}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Crear Administrador' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Editar|Eliminar) / }).count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
    await shot(page, 'moderators-readonly');
    await page.goto('/admin/users/moderators/create');
    await page.waitForURL('**/welcome');
  });
});
