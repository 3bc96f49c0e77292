// Retention asked for at registration (issue 25): staff find the pending requests in 'Contribuyentes'
// (a filter with their count, a badge on the row), open the taxpayer and confirm it from the notice
// of the edit screen, by keyboard; the taxpayer's 'Mis Datos' shows its retention read-only with the
// request pending. Every screen is checked by axe (e2e/support/a11y.ts); the phone screens fit 390 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE, RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { buildTaxpayer } from '../../api/test/support/factories.ts';
import { newPage, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
const db = () => e2e.portal.ctx.db;
let doc = 320_000_000 + Math.floor(Math.random() * 1_000_000);

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

/** A company registered asking for `request`, still billed as NO. */
const requester = (name: string, request: number = RETENTION.YES) =>
  buildTaxpayer(e2e.portal, {
    name,
    business_name: name,
    lastname: null,
    document_type_id: DOCUMENT_TYPE.J,
    document: String(doc++),
    retention: RETENTION.NO,
    retention_request: request,
  });

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const toastSaid = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('retention requests', () => {
  it('staff find a pending request in the list and confirm it from the edit screen, by keyboard', async () => {
    const company = await requester('Ferretería Los Pinos C.A.');
    const page = await newPage(e2e);
    await signIn(page, 'admin');
    await page.goto('/admin/users/clients');

    // the filter names the count; checked with the keyboard, the list keeps only the pending requests
    const pending = await db().user.count({ where: { level_id: 3, deleted_at: null, retention_request: { not: null } } });
    const filter = page.getByRole('checkbox', { name: new RegExp(`^${MSG.taxpayers.retentionRequested}\\s*${pending}$`) });
    await filter.waitFor();
    await filter.focus();
    await page.keyboard.press('Space');
    expect(await filter.isChecked()).toBe(true);
    const row = page.getByRole('row').filter({ hasText: company.username });
    await row.getByText(MSG.taxpayers.retentionRequested, { exact: true }).waitFor();
    await page
      .getByRole('button', { name: `Acciones ${company.username}` })
      .first()
      .waitFor();
    await shot(page, 'retention-requests-list');

    // row menu → Editar, by keyboard
    await page.getByRole('button', { name: `Acciones ${company.username}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Editar' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/users/clients/edit/${company.id}`);
    const notice = page.getByRole('region', { name: MSG.taxpayers.retentionRequested });
    await notice.getByText(/solicitó al registrarse la retención «Si»/).waitFor();
    await shot(page, 'retention-request-notice');

    await notice.getByRole('button', { name: 'Confirmar' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirmación' });
    await dialog.getByText('¿Desea confirmar la retención «Si» solicitada por el contribuyente?', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).focus();
    await page.keyboard.press('Enter');
    await toastSaid(page, MSG.taxpayers.retentionConfirmed);
    await notice.waitFor({ state: 'detached' });
    // the form starts again from the saved taxpayer: its retention select now says 'Si'
    expect(await page.getByRole('combobox', { name: 'Agente de retención' }).inputValue()).toBe('Si');

    expect(await db().user.findUniqueOrThrow({ where: { id: company.id } })).toMatchObject({ retention: RETENTION.YES, retention_request: null });
    expect(await db().auditLog.count({ where: { module_id: 1, value_id: String(company.id), log_name: 'Retención confirmada' } })).toBe(1);
    await page.context().close();
  });

  it("on a 390 px phone: the list's filter and the taxpayer's read-only retention with its pending request", async () => {
    const company = await requester('Inversiones Mar Azul C.A.', RETENTION.PROFORMA);
    const staff = await newPage(e2e, { phone: true });
    await signIn(staff, 'admin');
    await staff.goto('/admin/users/clients');
    await staff.getByRole('checkbox', { name: new RegExp(`^${MSG.taxpayers.retentionRequested}`) }).check();
    await staff.getByTestId('row-card').filter({ hasText: company.business_name! }).getByText(MSG.taxpayers.retentionRequested, { exact: true }).waitFor();
    expect(await sideways(staff)).toBeLessThanOrEqual(0);
    await shot(staff, 'retention-requests-list-phone');
    await staff.goto(`/admin/users/clients/edit/${company.id}`);
    await staff.getByRole('region', { name: MSG.taxpayers.retentionRequested }).getByRole('button', { name: 'Rechazar' }).waitFor();
    expect(await sideways(staff)).toBeLessThanOrEqual(0);
    await shot(staff, 'retention-request-notice-phone');
    await staff.context().close();

    const page = await newPage(e2e, { phone: true });
    await signIn(page, company.username, company.plainPassword);
    await page.goto('/client/profile');
    const retention = page.getByRole('textbox', { name: 'Agente de retención' });
    await retention.waitFor();
    expect(await retention.inputValue()).toBe('No');
    expect(await retention.getAttribute('readonly')).not.toBeNull();
    await page.getByText(MSG.profile.retentionPending, { exact: false }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'retention-mis-datos-phone');
    // saving 'Mis Datos' leaves the retention and the request as they were
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toastSaid(page, MSG.profile.saved);
    expect(await db().user.findUniqueOrThrow({ where: { id: company.id } })).toMatchObject({ retention: RETENTION.NO, retention_request: RETENTION.PROFORMA });
    await page.context().close();
  });
});
