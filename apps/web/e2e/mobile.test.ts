// Phones (issue 11, item 2): at 390×844 every list turns its rows into cards whose actions stay
// on screen and tappable (44 px), the filters stack, the record count shows, and no screen scrolls
// sideways — the taxpayer list, the tariffs, the bank accounts and the taxpayer's properties.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, PHONE, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

/** A 390×844 touch screen whose every screen is checked for accessibility (support/browser.ts). */
const phonePage = () => newPage(e2e, { phone: true });

/** The page is no wider than the screen (nothing to scroll sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Every part of `selector` lies inside the screen's width. */
const outside = (page: Page, selector: string) =>
  page.$$eval(selector, (els) => els.filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).map((el) => el.outerHTML.slice(0, 80)));

describe('phones', () => {
  it('the taxpayer list: rows as cards, a row action reached from its card, the count, no sideways scroll', async () => {
    const page = await phonePage();
    await signIn(page, 'admin');
    await page.goto('/admin/users/clients');
    const card = page.getByTestId('row-card').filter({ hasText: 'contribuyente' });
    await card.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    // the card lists its columns as "Título: valor" pairs
    expect(await card.locator('dt').allInnerTexts()).toEqual(expect.arrayContaining(['ID', 'Cuenta', 'Documento', 'Correo', 'Estatus']));
    await expect.poll(() => page.getByTestId('list-count').innerText()).toMatch(/^1–\d+ de \d+$/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await outside(page, '[data-testid="row-card"] button, [data-testid="row-card"] a')).toEqual([]);

    // the filters are stacked: the status filter sits under the search box, as wide
    const search = await page.getByLabel('Buscar').boundingBox();
    const status = await page.getByRole('combobox', { name: 'Estatus' }).boundingBox();
    expect(status!.y).toBeGreaterThan(search!.y + search!.height - 1);
    expect(Math.abs(status!.width - search!.width)).toBeLessThan(2);
    await shot(page, 'mobile-taxpayers');

    const menu = card.getByRole('button', { name: 'Acciones contribuyente' });
    const box = (await menu.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await menu.tap();
    const edit = page.getByRole('menuitem', { name: 'Editar' });
    await edit.waitFor();
    expect((await edit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'mobile-taxpayer-actions');
    await edit.tap();
    await page.waitForURL('**/admin/users/clients/edit/*');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'mobile-taxpayer-edit');

    // 'Ver' from the card opens the taxpayer with its property tree, inside the screen
    await page.goto('/admin/users/clients');
    await card.getByRole('button', { name: 'Ver contribuyente' }).tap();
    const view = page.getByRole('dialog', { name: 'Contribuyente' });
    await view.getByText('Inmuebles').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'mobile-taxpayer-view');
  });

  it('tariffs and bank accounts fit the screen', async () => {
    const page = await phonePage();
    await signIn(page, 'admin');
    await page.goto('/admin/tariff');
    await page.getByTestId('row-card').first().waitFor();
    await expect.poll(() => page.getByTestId('list-count').innerText()).toMatch(/^1–\d+ de \d+$/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'mobile-tariffs');
    await page.getByTestId('row-card').first().getByRole('button', { name: /^Ver / }).tap();
    await page.getByTestId('tariff-example').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'mobile-tariff-activity');
    await page.keyboard.press('Escape');

    await page.goto('/admin/bank-accounts');
    await page.getByTestId('row-card').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await outside(page, '[data-testid="row-card"] button')).toEqual([]);
    await shot(page, 'mobile-bank-accounts');
  });

  it("the taxpayer's own properties: cards with their actions, no sideways scroll", async () => {
    const page = await phonePage();
    await signIn(page, 'contribuyente');
    await page.goto('/properties');
    const card = page.getByTestId('row-card').filter({ hasText: 'AU-000001' });
    await card.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const edit = card.getByRole('button', { name: 'Editar AU-000001' });
    expect((await edit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'mobile-properties');
    await edit.tap();
    await page.waitForURL('**/properties/edit/*');
    await page.getByLabel(/^Calle \/ Avenida/).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'mobile-property-edit');

    // a success is a toast (role=status) inside the screen, closing by itself
    await page.getByRole('button', { name: 'Guardar' }).tap();
    const toast = page.getByRole('status').filter({ hasText: 'Se ha creado correctamente la propiedad' });
    await toast.waitFor();
    // it slides in from the right: once in place it lies inside the screen
    await expect.poll(async () => (await toast.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        return box.x + box.width;
      })
      .toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'mobile-toast');
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
  });
});
