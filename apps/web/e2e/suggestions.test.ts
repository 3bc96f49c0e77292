// 'Dudas y Sugerencias' in the browser (issue 15): a taxpayer sends a complaint; staff see it in the
// 'Bandeja' and answer; the taxpayer's sidebar badge changes without reloading and the thread shows
// the reply; staff move it to 'Resuelto' and the taxpayer's reply form disappears, live.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../api/test/support/factories.ts';
import { newPage, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
let client: JourneyUser;
let taxpayer: Page;
let staff: Page;

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  admin = await createUser(e2e.portal, { level_id: 1, name: 'Ana' });
  client = await createUser(e2e.portal, { level_id: 3, name: 'José' });
});
afterAll(async () => e2e?.close());

const live = (page: Page) => page.locator('html[data-live="1"]').waitFor({ state: 'attached' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const badge = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' }).getByText(/^\d+$/);

describe('a complaint answered live', () => {
  it('the taxpayer sends it; staff open it in the Bandeja and answer; the badge and the thread follow without reloading', async () => {
    taxpayer = await newPage(e2e);
    await signInAs(taxpayer, client);
    await visit(taxpayer, '/complaints-suggestions');
    await taxpayer.getByRole('button', { name: 'Enviar' }).click();
    await taxpayer.getByText('Debe indicar la zona').waitFor();
    await taxpayer.getByLabel(/^Zona/).fill('Urb. Los Pinos');
    await taxpayer.getByLabel(/^Detalle/).fill('El camión no pasó el martes y la basura sigue en la esquina.');
    await taxpayer.getByRole('button', { name: 'Enviar' }).click();
    await toast(taxpayer, 'Se ha creado correctamente la denuncia/sugerencia');
    await taxpayer.getByRole('row').filter({ hasText: 'Urb. Los Pinos' }).waitFor();
    await live(taxpayer);
    expect(await badge(taxpayer).count()).toBe(0);

    staff = await newPage(e2e);
    await signInAs(staff, admin);
    await visit(staff, '/admin/complaints-suggestions');
    await staff.getByRole('row').filter({ hasText: client.username }).waitFor();
    await shot(staff, 'suggestions-inbox');
    const id = (await e2e.portal.ctx.db.suggestion.findFirstOrThrow({ where: { user_id: client.id } })).id;
    await staff.getByRole('button', { name: `Abrir solicitud ${id}` }).click();
    await staff.getByText('El camión no pasó el martes').waitFor();
    await staff.getByPlaceholder('Escribe un mensaje...').fill('Hoy mismo enviamos la unidad. Disculpe las molestias.');
    await staff.getByRole('button', { name: 'Enviar' }).click();
    await staff.getByTestId('thread').getByText('Hoy mismo enviamos la unidad').waitFor();

    // the taxpayer, still on its list, sees the badge count and the highlight without reloading
    await badge(taxpayer).filter({ hasText: '1' }).waitFor();
    await taxpayer.getByText('1 mensajes sin leer').waitFor({ state: 'attached' });
    await shot(taxpayer, 'suggestions-client-badge');
    await taxpayer.getByRole('button', { name: `Abrir solicitud ${id}` }).click();
    await taxpayer.getByTestId('thread').getByText('Hoy mismo enviamos la unidad').waitFor();
    await badge(taxpayer).waitFor({ state: 'detached' });
    await shot(taxpayer, 'suggestions-client-thread');
  });

  it("staff move it to 'Resuelto' (after the confirmation) and the taxpayer's reply form disappears", async () => {
    await taxpayer.getByPlaceholder('Escribe un mensaje...').waitFor();
    await staff.getByRole('button', { name: /^Cambiar estatus/ }).click();
    await staff.getByRole('menuitem', { name: 'Resuelto' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Confirmación' });
    await dialog.getByText('¿Desea cambiar el estatus de la solicitud?').waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await toast(staff, 'Se ha cambiado el estatus de la solicitud');
    await staff
      .getByTestId('suggestion-status')
      .filter({ hasText: /resuelto/i })
      .waitFor();
    expect(await staff.getByRole('button', { name: /^Cambiar estatus/ }).count()).toBe(0);
    await taxpayer.getByPlaceholder('Escribe un mensaje...').waitFor({ state: 'detached' });
    await taxpayer.getByText('La solicitud fue resuelta: la conversación está cerrada.').waitFor();
    await shot(taxpayer, 'suggestions-client-resolved');
  });
});
