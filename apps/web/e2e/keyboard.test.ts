// Keyboard use (WCAG 2.1.1, 2.4.1, 2.4.7): from the top of the page, Tab reaches the skip link,
// then every item of the menu in order; Enter on 'Tarifas' opens that screen. Focus is visible.
// The account menu opens with Enter on its first item, the arrows move through the others, it is axe-clean while
// open (no 'aria-required-children': only menu items inside the menu), and Escape closes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.ts';
import { createJourneyUsers, newPage, shot, signInAs, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
let users: Awaited<ReturnType<typeof createJourneyUsers>>;
beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  users = await createJourneyUsers(e2e.portal);
});
afterAll(async () => e2e?.close());

/** What has the focus: its role-ish tag, its text, whether it sits in the main menu, and its outline. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.innerText || el?.getAttribute('aria-label') || '').trim(),
      href: el?.getAttribute('href') ?? null,
      inMenu: Boolean(el?.closest('nav[aria-label="Menú principal"]')),
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });

describe('keyboard', () => {
  it('Tab goes from the skip link through the menu to Tarifas, Enter opens it', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.admin);
    // start from the top of the document, as after a fresh load
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Saltar al contenido' });

    const seen: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      if (f.inMenu) {
        seen.push(f.text);
        // the focus is shown (Mantine's focus ring: a 2px outline in the primary colour)
        expect(f.outline).not.toMatch(/^none|\s0px$/);
      }
      if (f.inMenu && f.text === 'Tarifas') {
        expect(f).toMatchObject({ tag: 'a', href: '/admin/tariff' });
        break;
      }
    }
    // the group button, then the first link items, in the menu's order
    expect(seen).toEqual(['Usuarios', 'Tarifas']);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/tariff');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Tarifas');
    expect(await page.title()).toBe('Tarifas · Aseo Urbano');
  });

  it('a group opens with Enter and its links are reachable; the skip link moves the focus to the content', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.admin);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('button', { name: 'Usuarios' }).focus();
    await page.keyboard.press('Enter');
    expect(await nav.getByRole('button', { name: 'Usuarios' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Contribuyentes', href: '/admin/users/clients' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/users/clients');

    // a fresh load: the first Tab reaches the skip link, Enter moves the focus to the content
    await page.reload();
    await page.getByTestId('page-title').waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Saltar al contenido' });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenido');
    // the next Tab lands inside the screen, not in the menu
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMenu).toBe(false);
  });

  it('every menu entry of the taxpayer is a link with a real address, except Salir', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.client);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    const hrefs = await nav.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual([
      '/client/profile',
      '/properties',
      '/account-status',
      '/cash',
      '/voucher-history',
      '/urban-cleanliness',
      '/payment-agreements',
      '/payments',
      '/routes-schedules',
      '/complaints-suggestions',
    ]);
    expect(await nav.getByRole('button', { name: 'Salir' }).count()).toBe(1);
  });

  it('the account menu, open, as staff and as a taxpayer: keyboard usable and axe-clean', async () => {
    for (const [who, user] of [
      ['admin', users.admin],
      ['client', users.client],
    ] as const) {
      const page = await newPage(e2e);
      await signInAs(page, user);
      const button = page.getByRole('button', { name: /menú de la cuenta/i });
      const menu = page.getByRole('menu');
      const poll = (text: string, href?: string) => expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject(href ? { text, href } : { text });
      // Enter opens it with the focus on the first item once it has faded in (the WAI-ARIA menu
      // button); the arrows move on; Escape closes it and gives the focus back to the button
      await button.focus();
      await page.keyboard.press('Enter');
      await menu.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      // the menu holds its three items and nothing else a screen reader would have to skip
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Mis Datos', 'Cambiar Contraseña', 'Cerrar Sesión']);
      expect(await menu.evaluate((m) => [...m.children].map((c) => c.getAttribute('role')))).toEqual(['menuitem', 'menuitem', 'menuitem']);
      await poll('Mis Datos', '/profile');
      await page.keyboard.press('ArrowDown');
      await poll('Cambiar Contraseña', '/password');
      await page.keyboard.press('ArrowDown');
      await poll('Cerrar Sesión');
      // the focused 'Cerrar Sesión' is readable (it was red on red): axe on the open menu
      await checkA11y(page, `account-menu-logout-${who}`);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
      // open again: the picture runs axe on the open menu (shot fails on any serious or critical
      // finding; it is taken last, as a full-page picture may move the focus)
      await page.keyboard.press('Enter');
      await menu.waitFor();
      await poll('Mis Datos', '/profile');
      await shot(page, `account-menu-open-${who}`);
      await page.context().close();
    }
  });
});
