// Account journeys: register, recover → reset with the mailed code, change password, and the
// 'desactivado' message when staff deactivate a signed-in taxpayer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../api/test/support/factories.ts';
import { resetCodeOf } from '../../api/test/support/smtp.ts';
import { field, newPage, pick, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${e2e.portal.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());


describe('register', () => {
  it('shows field errors first, then creates the taxpayer with its property and goes to sign-in', async () => {
    const page = await newPage(e2e);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Crear Contribuyente' }).click();
    await page.getByText('Debe completar todos los campos requeridos').first().waitFor();
    await page.getByText('Debe ingresar todos los datos de las propiedades').first().waitFor();
    await shot(page, 'register-errors');

    await field(page, 'Nombre / Razón Social').fill('Bodega El Sol');
    await field(page, 'Cuenta').fill('bodegaelsol');
    await field(page, 'Documento').fill('87654321999');
    expect(await field(page, 'Documento').inputValue()).toBe('87654321');
    await field(page, 'Correo electrónico').fill('bodega@example.com');
    const phone = field(page, 'Teléfono');
    await phone.fill('55a51234');
    expect(await phone.inputValue()).toBe('5551234');
    await field(page, 'Dirección fiscal').fill('Calle Sucre 4');
    await field(page, 'Contraseña').fill('Bodega.2026');
    await field(page, 'Confirmar contraseña').fill('Bodega.2026');
    await pick(page, 'Uso', 'Individual');
    await pick(page, 'Tipo', 'Comercial');
    await pick(page, 'Actividad económica', 'C001 - Comercio al por menor de alimentos y bebidas');
    await field(page, 'Zona / Urbanización').fill('Centro');
    await field(page, 'Calle / Avenida').fill('Calle Sucre');
    await field(page, 'Metraje (m2)').fill('64.5');
    // Spanish date picker: month and year dropdowns, then the day
    await field(page, 'Fecha de inicio').click();
    const picker = page.getByRole('dialog', { name: 'Seleccionar fecha' });
    await picker.getByLabel('Año').first().click();
    await picker.getByRole('option', { name: '2025', exact: true }).click();
    await picker.getByLabel('Mes').first().click();
    await picker.getByRole('option', { name: 'Marzo', exact: true }).click();
    await picker.locator('button.mantine-DatePicker-day:not([data-outside])', { hasText: /^15$/ }).click();
    expect(await field(page, 'Fecha de inicio').inputValue()).toBe('15/03/2025');
    await page.getByRole('button', { name: 'Crear Contribuyente' }).click();
    await page.getByText('Se ha creado correctamente el usuario').waitFor();
    await shot(page, 'register-success');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/login');
    const user = await e2e.portal.ctx.db.user.findUniqueOrThrow({ where: { username: 'bodegaelsol' }, include: { properties: true } });
    expect(user.properties).toHaveLength(1);
    expect(user.properties[0].size.toString()).toBe('64.5');
    expect(user.properties[0].date?.toISOString().slice(0, 10)).toBe('2025-03-15');
  });
});

describe('recover and reset', () => {
  it('recover → reset with the code from the mail → sign in with the new password', async () => {
    const page = await newPage(e2e);
    await page.goto('/recover');
    await page.getByLabel('Correo electrónico').fill('contribuyente@aseo.local');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Se le ha enviado un correo electrónico').waitFor();
    await shot(page, 'recover-sent');
    const code = resetCodeOf(await e2e.smtp.waitFor('contribuyente@aseo.local'));

    await page.goto(`/recover/${code}`);
    await page.getByLabel('Nueva contraseña').fill('Renovada.2026');
    await page.getByLabel('Repetir contraseña').fill('Renovada.2026');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Se ha cambiado su contraseña correctamente').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/login');
    await signIn(page, 'contribuyente', 'Renovada.2026');
    expect(new URL(page.url()).pathname).toBe('/welcome');
    await shot(page, 'reset-then-sign-in');
  });

  it('an invalid code sends the visitor away from the reset screen', async () => {
    const page = await newPage(e2e);
    await page.goto(`/recover/${'0'.repeat(48)}`);
    await page.waitForURL('**/login');
  });

  it('the account wording with #account=true', async () => {
    const page = await newPage(e2e);
    await page.goto('/recover#account=true');
    await page.getByText('Recuperar cuenta').waitFor();
  });
});

describe('change password', () => {
  it('changes it, keeps the session and the new password signs in', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'cajero');
    await page.getByRole('button', { name: 'Cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
    await page.getByText(/Evite contraseñas comunes/).waitFor();
    await page.getByLabel('Contraseña actual').fill('Demo.2026');
    await page.getByLabel('Nueva contraseña').fill('Cajero.Nueva1');
    await page.getByLabel('Confirmar contraseña').fill('Cajero.Nueva1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se ha actualizado la contraseña correctamente').waitFor();
    await shot(page, 'change-password');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.goto('/admin/payments');
    expect(await page.getByTestId('page-title').innerText()).toBe('Pagos');
    const res = await post('/api/auth/login', { username: 'cajero', password: 'Cajero.Nueva1' });
    expect(res.status).toBe(200);
  });
});

describe('deactivated while signed in', () => {
  async function signedInTaxpayer() {
    const page = await newPage(e2e);
    const u = await createUser(e2e.portal, { level_id: 3, password: 'Clave.Segura1' });
    await signIn(page, u.username, 'Clave.Segura1');
    return { page, id: u.id };
  }
  async function deactivate(id: number) {
    const admin = await post('/api/auth/login', { username: 'admin', password: 'Demo.2026' });
    expect((await post('/api/admin/clients/status', { id, status: 0 }, admin.body.token)).status).toBe(200);
  }

  it("on reload: shows 'desactivado' and signs the taxpayer out", async () => {
    const { page, id } = await signedInTaxpayer();
    await page.goto('about:blank'); // the page is closed while staff act (no live connection)
    await deactivate(id);
    await page.goto('/welcome');
    await page.getByText('Lo sentimos, su usuario ha sido desactivado').waitFor();
    await shot(page, 'deactivated');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('aseo.token'))).toBeNull();
  });

  it('while the page is open: the real-time event brings the same message without reloading', async () => {
    const { page, id } = await signedInTaxpayer();
    await page.locator('html[data-live="1"]').waitFor({ state: 'attached' });
    await deactivate(id);
    await page.getByText('Lo sentimos, su usuario ha sido desactivado').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('aseo.token'))).toBeNull();
  });
});
