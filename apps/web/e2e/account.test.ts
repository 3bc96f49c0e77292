// Account journeys: register, recover → reset with the mailed code, change password, 'Mis Datos',
// and the 'desactivado' message when staff deactivate a signed-in taxpayer through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../../api/test/support/factories.ts';
import { resetCodeOf } from '../../api/test/support/smtp.ts';
import { createJourneyUsers, field, newPage, pick, shot, signIn, signInAs, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
let users: Awaited<ReturnType<typeof createJourneyUsers>>;

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${e2e.portal.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  users = await createJourneyUsers(e2e.portal);
  // the register form offers the economic activities staff have loaded
  await e2e.portal.ctx.db.economicActivity.create({
    data: { code: 'C001', name: 'Comercio al por menor de alimentos y bebidas', short: 'Alimentos', property_type_id: 1, size: '50' },
  });
});
afterAll(async () => e2e?.close());

describe('register', () => {
  it('shows field errors first, then creates the taxpayer with its property and goes to sign-in', async () => {
    const page = await newPage(e2e);
    // the screens the app moves to (react-router replaces the history entry)
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { movedTo: string[] }).movedTo = []);
      const replace = history.replaceState.bind(history);
      history.replaceState = (data, unused, url) => (url && seen.push(new URL(String(url), location.href).pathname), replace(data, unused, url));
    });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Registrarse' }).click();
    await page.waitForURL('**/register');
    await page.getByRole('button', { name: 'Crear Contribuyente' }).click();
    await page.getByText('Debe completar todos los campos requeridos').first().waitFor();
    await page.getByText('Debe ingresar todos los datos de las propiedades').first().waitFor();
    await shot(page, 'register-errors');

    await field(page, 'Nombre / Razón Social').fill('Bodega El Sol');
    await field(page, 'Cuenta').fill('bodegaelsol');
    // retention only for J documents, back to 'no' for any other type
    expect(await page.getByLabel('Agente de retención').count()).toBe(0);
    await pick(page, 'Tipo de documento', 'J-');
    await pick(page, 'Agente de retención', 'Si');
    await pick(page, 'Tipo de documento', 'V-');
    expect(await page.getByLabel('Agente de retención').count()).toBe(0);
    // V documents hold 8 digits: the rest of the typing is ignored
    await field(page, 'Documento').fill('87654321999');
    expect(await field(page, 'Documento').inputValue()).toBe('87654321');
    await field(page, 'Correo electrónico').fill('bodega@example.com');
    const phone = field(page, 'Teléfono');
    await phone.fill('55a51234');
    expect(await phone.inputValue()).toBe('5551234');
    await field(page, 'Dirección fiscal').fill('Calle Sucre 4');
    await page.getByRole('button', { name: 'Agregar correo' }).click();
    await page.getByLabel('Correo adicional 1').fill('ventas@example.com');
    await field(page, 'Contraseña').fill('Bodega.2026');
    await field(page, 'Confirmar contraseña').fill('Bodega.2026');
    await pick(page, 'Uso', 'Individual');
    await pick(page, 'Tipo', 'Comercial');
    // commercial: license and floor shown, NIC hidden
    expect(await page.getByLabel(/^NIC/).count()).toBe(0);
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
    // wait on what the picker shows, never on time: the calendar on March 2025 (its heading), then
    // that month's day 15 by its full name (a loaded machine may still be drawing November)
    await picker.getByRole('button', { name: 'marzo 2025', exact: true }).waitFor();
    await picker.getByRole('button', { name: '15 marzo 2025', exact: true }).click();
    expect(await field(page, 'Fecha de inicio').inputValue()).toBe('15/03/2025');
    // a refusal of the server (a taken account name) shows under its field, which takes the focus
    const taken = await createUser(e2e.portal, { level_id: 3 });
    await field(page, 'Cuenta').fill(taken.username);
    await page.getByRole('button', { name: 'Crear Contribuyente' }).click();
    await page.getByText('El usuario ya existe').waitFor();
    expect(await field(page, 'Cuenta').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await field(page, 'Cuenta').fill('bodegaelsol');
    await page.getByRole('button', { name: 'Crear Contribuyente' }).click();
    // a success is a toast (role=status, ADR 011): no click, the screen moves on
    await page.getByRole('status').filter({ hasText: 'Se ha creado correctamente el usuario' }).waitFor();
    await page.waitForURL('**/login');
    // spec 000 'Register': then the admin client list, whose guard sends a visitor on to sign-in
    expect((await page.evaluate(() => (window as unknown as { movedTo: string[] }).movedTo)).slice(-2)).toEqual(['/admin/users/clients', '/login']);
    await shot(page, 'register-success');

    const user = await e2e.portal.ctx.db.user.findUniqueOrThrow({ where: { username: 'bodegaelsol' }, include: { properties: true, emails: true } });
    expect(user.retention).toBe(0);
    expect(user.emails.map((m) => m.email)).toEqual(['ventas@example.com']);
    expect(user.properties).toHaveLength(1);
    expect(user.properties[0].size.toString()).toBe('64.5');
    expect(user.properties[0].date?.toISOString().slice(0, 10)).toBe('2025-03-15');
    await signIn(page, 'bodegaelsol', 'Bodega.2026');
    expect(new URL(page.url()).pathname).toBe('/welcome');
  });
});

describe('recover and reset', () => {
  it('recover → reset with the code from the mail → sign in with the new password', async () => {
    const page = await newPage(e2e);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await page.waitForURL('**/recover');
    const send = page.getByRole('button', { name: 'Enviar' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Correo electrónico').fill(users.client.email!);
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Se le ha enviado un correo electrónico' }).waitFor();
    await page.waitForURL('**/login');
    await shot(page, 'recover-sent');
    const code = resetCodeOf(await e2e.smtp.waitFor(users.client.email!));

    await page.goto(`/recover/${code}`);
    const change = page.getByRole('button', { name: 'Cambiar contraseña' });
    await page.getByLabel('Nueva contraseña').fill('Renovada.2026');
    expect(await change.isDisabled()).toBe(true);
    await page.getByLabel('Repetir contraseña').fill('Renovada.2026');
    await change.click();
    await page.getByRole('status').filter({ hasText: 'Se ha cambiado su contraseña correctamente' }).waitFor();
    await page.waitForURL('**/login');
    await signIn(page, users.client.username, 'Renovada.2026');
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
  it('changes it, keeps the session with the new token and the old token stops working', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    const oldToken = await page.evaluate(() => localStorage.getItem('aseo.token'));
    await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
    await page.getByText(/Evite contraseñas comunes/).waitFor();
    await page.getByLabel('Contraseña actual').fill(users.cashier.plainPassword);
    await page.getByLabel('Nueva contraseña').fill('Cajero.Nueva1');
    await page.getByLabel('Confirmar contraseña').fill('Cajero.Nueva1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha actualizado la contraseña correctamente' }).waitFor();
    await shot(page, 'change-password');
    expect(await page.evaluate(() => localStorage.getItem('aseo.token'))).not.toBe(oldToken);
    await page.goto('/admin/payments');
    expect(await page.getByTestId('page-title').innerText()).toBe('Pagos');
    expect((await post('/api/auth/check-badge', { user_id: users.cashier.id }, oldToken!)).status).toBe(401);
    expect((await post('/api/auth/login', { username: users.cashier.username, password: 'Cajero.Nueva1' })).status).toBe(200);
  });
});

describe('Mis Datos', () => {
  it('the taxpayer saves the client form; its account and its retention are read-only', async () => {
    const u = await createUser(e2e.portal, { level_id: 3, name: 'Carmen' });
    const page = await newPage(e2e);
    await signInAs(page, u);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Mis Datos').click();
    await page.waitForURL('**/client/profile');
    await field(page, 'Cuenta').waitFor();
    await page.waitForFunction((name) => (document.querySelector('input[name="username"]') as HTMLInputElement)?.value === name, u.username);
    expect(await field(page, 'Cuenta').getAttribute('readonly')).not.toBeNull();
    await field(page, 'Dirección fiscal').fill('Av. Miranda 12');
    await field(page, 'Teléfono').fill('4241234');
    await pick(page, 'Tipo de documento', 'J-');
    // retention is staff's to set (issue 25): shown, not chosen, and not sent
    const retention = page.getByRole('textbox', { name: 'Agente de retención' });
    expect(await retention.inputValue()).toBe('No');
    expect(await retention.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se han guardado los datos correctamente').waitFor();
    await shot(page, 'client-profile-saved');
    const saved = await e2e.portal.ctx.db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(saved).toMatchObject({ fiscal_address: 'Av. Miranda 12', retention: 0, retention_request: null });
  });

  it('staff save the simple variant', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.admin);
    await page.goto('/profile');
    await page.waitForURL('**/admin/profile');
    await page.waitForFunction((name) => (document.querySelector('input[name="username"]') as HTMLInputElement)?.value === name, users.admin.username);
    await field(page, 'Apellido').fill('Pérez');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se ha actualizado el perfil correctamente').waitFor();
    expect(await page.getByTestId('header-user').innerText()).toBe('Ana Pérez');
    await shot(page, 'admin-profile-saved');
  });
});

describe('deactivated while signed in', () => {
  async function signedInTaxpayer() {
    const page = await newPage(e2e);
    const u = await createUser(e2e.portal, { level_id: 3 });
    await signInAs(page, u);
    return { page, id: u.id };
  }
  async function deactivate(id: number) {
    const token = await login(e2e.portal, users.admin.username, users.admin.plainPassword);
    expect((await post('/api/admin/clients/status', { id, status: 0 }, token)).status).toBe(200);
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
