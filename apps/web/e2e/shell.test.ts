// Sign in as an administrator, a cashier and a taxpayer (made by the factories) and see exactly
// their menus; the guards' redirects; no screen left as a placeholder; logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../src/routes/table.ts';
import { createJourneyUsers, menuLabels, newPage, shot, signInAs, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
let users: Awaited<ReturnType<typeof createJourneyUsers>>;
beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  users = await createJourneyUsers(e2e.portal);
});
afterAll(async () => e2e?.close());

const path = (page: { url(): string }) => new URL(page.url()).pathname;

describe('menus by user', () => {
  it('the administrator sees the whole admin menu and lands on /admin', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.admin);
    expect(path(page)).toBe('/admin');
    expect(await menuLabels(page)).toEqual([
      'Usuarios',
      'Tarifas',
      'Estado de Cuenta',
      'Caja',
      'Caja Nueva',
      'Historial de Comprobantes',
      'Solvencias Aseo Urbano',
      'Pagos',
      'Convenios de Pago',
      'Reportes',
      'Cuentas Bancarias',
      'Rutas y Horarios',
      'Dudas y Sugerencias',
      'Mis Datos',
    ]);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    // a group is a disclosure button; its items are links
    const usersGroup = nav.getByRole('button', { name: 'Usuarios' });
    expect(await usersGroup.getAttribute('aria-expanded')).toBe('false');
    await usersGroup.click();
    expect(await usersGroup.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Contribuyentes' }).getAttribute('href')).toBe('/admin/users/clients');
    await nav.getByRole('link', { name: 'Contribuyentes' }).click();
    await page.waitForURL('**/admin/users/clients');
    await nav.getByText('Administradores').waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Contribuyentes' }).getAttribute('aria-current')).toBe('page');
    // the submenu of the active item only
    expect(await menuLabels(page)).toEqual([
      'Usuarios',
      'Contribuyentes',
      'Administradores',
      'Tarifas',
      'Estado de Cuenta',
      'Caja',
      'Caja Nueva',
      'Historial de Comprobantes',
      'Solvencias Aseo Urbano',
      'Pagos',
      'Convenios de Pago',
      'Reportes',
      'Cuentas Bancarias',
      'Rutas y Horarios',
      'Dudas y Sugerencias',
      'Mis Datos',
    ]);
    await nav.getByRole('button', { name: 'Reportes' }).click();
    await nav.getByRole('link', { name: 'Libro de Ventas' }).click();
    await page.waitForURL('**/admin/reports/sales-book');
    await nav.getByText('Auditoría').waitFor();
    await nav.getByText('Contribuyentes').waitFor({ state: 'hidden' });
    // a screen with a parent: breadcrumb and back link to it, and the tab's title
    const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(await trail.getByRole('link', { name: 'Reportes' }).getAttribute('href')).toBe('/admin/reports');
    expect(await page.getByRole('link', { name: 'Volver a Reportes' }).getAttribute('href')).toBe('/admin/reports');
    expect(await page.title()).toBe('Libro de Ventas · Aseo Urbano');
    expect(await menuLabels(page)).toContain('Auditoría');
    await shot(page, 'admin-menu');
  });

  it('the cashier sees only its permitted items and its cash box in the header', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    expect(path(page)).toBe('/admin');
    expect(await menuLabels(page)).toEqual(['Estado de Cuenta', 'Caja', 'Caja Nueva', 'Historial de Comprobantes', 'Pagos', 'Mis Datos']);
    expect(await page.getByTestId('header-user').innerText()).toBe('María Usuario (Caja 1)');
    await shot(page, 'cashier-menu');
    // both desks have a way in: 'Caja' the old desk, 'Caja Nueva' the new one, each titled as its item
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    expect(await nav.getByRole('link', { name: 'Caja', exact: true }).getAttribute('href')).toBe('/admin/cash');
    expect(await nav.getByRole('link', { name: 'Caja Nueva', exact: true }).getAttribute('href')).toBe('/admin/cash-new');
    for (const [item, url] of [
      ['Caja', '**/admin/cash'],
      ['Caja Nueva', '**/admin/cash-new'],
    ] as const) {
      await nav.getByRole('link', { name: item, exact: true }).click();
      await page.waitForURL(url);
      await expect.poll(() => page.getByTestId('page-title').innerText()).toBe(item);
      await expect.poll(() => nav.getByRole('link', { name: item, exact: true }).getAttribute('aria-current')).toBe('page');
    }
    // an admin route without its permission
    await page.goto('/admin/tariff');
    await page.waitForURL('**/welcome');
    // a client route (staff without a parent)
    await page.goto('/properties');
    await page.waitForURL('**/welcome');
  });

  it('the taxpayer sees the client menu and lands on /welcome', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.client);
    expect(path(page)).toBe('/welcome');
    expect(await menuLabels(page)).toEqual([
      'Mis Datos',
      'Inmuebles',
      'Estado de Cuenta',
      'Realizar pago',
      'Historial de Comprobantes',
      'Solvencia Aseo Urbano',
      'Convenios de Pago',
      'Pagos',
      'Rutas y Horarios',
      'Dudas y Sugerencias',
      'Salir',
    ]);
    expect(await page.getByTestId('header-user').innerText()).toBe('José Usuario');
    await shot(page, 'client-menu');
    // one name for the certificate's screen: its menu item, its title and the tab's title (ADR 021)
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Solvencia Aseo Urbano' }).click();
    await page.waitForURL('**/urban-cleanliness');
    await expect.poll(() => page.getByTestId('page-title').innerText()).toBe('Solvencia Aseo Urbano');
    expect(await page.title()).toBe('Solvencia Aseo Urbano · Aseo Urbano');
  });
});

describe('guards', () => {
  it('a taxpayer opening /admin lands on / (and from there on /welcome)', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.client);
    await page.goto('/admin');
    await page.waitForURL('**/welcome');
    expect(await page.getByTestId('page-title').innerText()).toBe('Bienvenido');
    await shot(page, 'client-on-admin');
  });

  it('a visitor opening /properties lands on /login', async () => {
    const page = await newPage(e2e);
    await page.goto('/properties');
    await page.waitForURL('**/login');
    const enter = page.getByRole('button', { name: 'Entrar' });
    expect(await enter.isDisabled()).toBe(true);
    await page.getByLabel('Cuenta').fill('alguien');
    expect(await enter.isDisabled()).toBe(true);
    await page.getByLabel('Contraseña').fill('x');
    expect(await enter.isDisabled()).toBe(false);
    await shot(page, 'visitor-to-login');
  });

  it('/profile and /admin/users redirect; unknown paths go to /', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.client);
    await page.goto('/profile');
    await page.waitForURL('**/client/profile');
    await page.goto('/no/existe');
    await page.waitForURL('**/welcome');
    const staff = await newPage(e2e);
    await signInAs(staff, users.admin);
    await staff.goto('/profile');
    await staff.waitForURL('**/admin/profile');
    await staff.goto('/admin/users');
    await staff.waitForURL('**/admin/users/clients');
  });

  it("no route of the table is a placeholder any more: the last one, Cobranza Vencida, shows its report, not 'En construcción'", async () => {
    expect(ROUTES.filter((r) => r.screen === 'placeholder').map((r) => r.path)).toEqual([]);
    const page = await newPage(e2e);
    await signInAs(page, users.admin);
    await page.goto('/admin/reports/overdue-collection-report');
    expect(await page.getByTestId('page-title').innerText()).toBe('Reporte de Cobranza Vencida');
    await page.getByTestId('overdue-summary-total').waitFor();
    expect(await page.getByText('En construcción').count()).toBe(0);
  });

  it('logout asks for confirmation, Cancelar keeps the session, Aceptar ends it', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.admin);
    await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.getByRole('dialog').getByText('¿Desea cerrar sesión?').waitFor();
    await shot(page, 'logout-confirm');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    expect(path(page)).toBe('/admin');
    expect(await page.evaluate(() => localStorage.getItem('aseo.token'))).not.toBeNull();
    await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('aseo.token'))).toBeNull();
  });

  it("the taxpayer's Salir confirms first", async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.client);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Salir').click();
    await page.getByRole('dialog').getByText('¿Desea cerrar sesión?').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/login');
  });
});
