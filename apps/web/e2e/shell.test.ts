// Sign in as each demo user and see exactly their menu; the guards' redirects; logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuLabels, newPage, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe('menus by user', () => {
  it('admin sees the whole admin menu and lands on /admin', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'admin');
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await menuLabels(page)).toEqual([
      'Usuarios', 'Tarifas', 'Estado de Cuenta', 'Caja', 'Historial de Comprobantes', 'Solvencias', 'Pagos', 'Convenios de Pago',
      'Reportes', 'Cuentas Bancarias', 'Rutas y Horarios', 'Dudas y Sugerencias', 'Mis Datos',
    ]);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Usuarios').click();
    await page.waitForURL('**/admin/users/clients');
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Administradores').waitFor();
    expect(await menuLabels(page)).toContain('Administradores');
    await shot(page, 'admin-menu');
  });

  it('cajero sees only its permitted items and its cash box in the header', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'cajero');
    expect(await menuLabels(page)).toEqual(['Estado de Cuenta', 'Caja', 'Historial de Comprobantes', 'Pagos', 'Mis Datos']);
    await expect(page.getByTestId('header-user').innerText()).resolves.toBe('María Cajera (Caja 1)');
    await page.goto('/admin/tariff');
    await page.waitForURL('**/welcome');
    await shot(page, 'cajero-menu');
  });

  it('contribuyente sees the client menu and lands on /welcome', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'contribuyente');
    expect(new URL(page.url()).pathname).toBe('/welcome');
    expect(await menuLabels(page)).toEqual([
      'Mis Datos', 'Inmuebles', 'Estado de Cuenta', 'Realizar pago', 'Historial de Comprobantes', 'Certificado de Pago',
      'Convenios de Pago', 'Pagos', 'Rutas y Horarios', 'Dudas y Sugerencias', 'Salir',
    ]);
    await shot(page, 'contribuyente-menu');
  });
});

describe('guards', () => {
  it('a client opening /admin lands on / (and from there on /welcome)', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'contribuyente');
    await page.goto('/admin/users/clients');
    await page.waitForURL('**/welcome');
    expect(await page.getByTestId('page-title').innerText()).toBe('Bienvenido');
    await shot(page, 'client-on-admin');
  });

  it('a visitor opening /properties lands on /login', async () => {
    const page = await newPage(e2e);
    await page.goto('/properties');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Entrar' }).isDisabled()).toBe(true);
    await shot(page, 'visitor-to-login');
  });

  it('a placeholder screen shows its title and No hay registros', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'admin');
    await page.goto('/admin/routes-schedules');
    expect(await page.getByTestId('page-title').innerText()).toBe('Rutas y Horarios');
    await page.getByText('No hay registros').waitFor();
  });

  it('logout asks for confirmation, Cancelar keeps the session, Aceptar ends it', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.getByText('¿Desea cerrar sesión?').waitFor();
    await shot(page, 'logout-confirm');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByRole('button', { name: 'Cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('aseo.token'))).toBeNull();
  });
});
