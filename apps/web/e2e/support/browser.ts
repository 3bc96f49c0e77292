// Debian's Chromium driven by playwright-core (never a downloaded browser), against a real portal:
// own database, the built web app, demo data (unless a file makes its own users with the
// factories), and an SMTP server that keeps what it receives.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { seedDemo } from '@aseo/db/seed';
import { createUser } from '../../../api/test/support/factories.ts';
import { startTestPortal, type TestPortal } from '../../../api/test/support/portal.ts';
import { startSmtp } from '../../../api/test/support/smtp.ts';
import { checkA11y, watchScreens } from './a11y.ts';
import { webDir, webDist } from './build-web.ts';

export { checkA11y };

export const screenshotDir = path.resolve(webDir, '../../test-output/screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type E2E = { portal: TestPortal; smtp: Awaited<ReturnType<typeof startSmtp>>; browser: Browser; close(): Promise<void> };

/** `host: '0.0.0.0'` listens on every address of the machine (the portal answers 127.0.0.1 alone otherwise). */
export async function startE2E(opts: { demo?: boolean; host?: string } = {}): Promise<E2E> {
  const smtp = await startSmtp();
  const portal = await startTestPortal({ ...smtp.env, WEB_DIST: webDist, PUBLIC_URL: 'http://127.0.0.1', ...(opts.host ? { HOST: opts.host } : {}) });
  if (opts.demo !== false) await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    portal,
    smtp,
    browser,
    async close() {
      await browser.close();
      await portal.close();
      await smtp.close();
    },
  };
}

/** A phone's viewport (an iPhone 12-14 in CSS pixels). */
export const PHONE = { width: 390, height: 844 };

/**
 * A page of its own browser context (a desktop window, or a phone with `phone: true`). Every screen it shows is checked for accessibility (axe-core,
 * serious and critical violations, and one h1: support/a11y.ts); a finding fails the test.
 */
export async function newPage(e2e: E2E, opts: { width?: number; height?: number; phone?: boolean; watch?: boolean; timezoneId?: string } = {}): Promise<Page> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.portal.url,
    viewport: opts.phone ? PHONE : { width: opts.width ?? 1280, height: opts.height ?? 860 },
    locale: 'es-VE',
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
    // no fades (the theme respects the setting): a closing modal or picker leaves the page at once,
    // and the accessibility checks running beside the test do not make it linger
    reducedMotion: 'reduce',
    ...(opts.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  // `watch: false` for a test that checks each screen itself (e2e/a11y.test.ts)
  if (opts.watch !== false) await watchScreens(page);
  return page;
}

/** Opens `path`, waits for its screen (its h1) and checks it. */
export async function visit(page: Page, to: string) {
  await page.goto(to);
  await page.locator('h1').first().waitFor();
  await checkA11y(page);
}

export async function signIn(page: Page, username: string, password = 'Demo.2026') {
  await page.goto('/login');
  await page.getByLabel('Cuenta').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByTestId('page-title').waitFor();
  await checkA11y(page);
}

/** A full-page picture under test-output/screenshots, after the page as shown (open modals included) passed the accessibility check. */
export async function shot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  // modals and menus fade in: the check and the picture wait for their transitions (the end state)
  await checkA11y(page, `${name} (${new URL(page.url()).pathname})`);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Visible labels of the sidebar (submenus of inactive items are closed). */
export async function menuLabels(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.waitFor();
  return nav.locator('.mantine-NavLink-label').filter({ visible: true }).allInnerTexts();
}

/** A form field by its label, with or without the required asterisk. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

/**
 * Chooses an option of a select field. When the select then shows ANOTHER of its options (a click
 * that landed while the dropdown was still moving, on a loaded machine) the choice is made again, at
 * most three times. A multi-select's input stays empty; a label that is not an option is left alone.
 */
export async function pick(page: Page, label: string, option: string) {
  const input = field(page, label).first();
  for (let attempt = 1; ; attempt++) {
    await input.click();
    const choice = page.getByRole('option', { name: option, exact: true });
    await choice.waitFor();
    const others = (await page.getByRole('option').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== option);
    await choice.click();
    const shown = await input.inputValue().catch(() => option);
    if (!others.includes(shown) || attempt === 3) return;
  }
}

export type JourneyUser = Awaited<ReturnType<typeof createUser>>;

/**
 * The three kinds of user of the journeys, written by the API's factories (tests do not seed the
 * README's demo accounts): an administrator (level 1), a cashier (level 2, no parent, a cash box
 * and the cash-desk permissions) and a taxpayer (level 3).
 */
export async function createJourneyUsers(portal: TestPortal) {
  const admin = await createUser(portal, { level_id: 1, name: 'Ana' });
  const cashier = await createUser(portal, {
    level_id: 2,
    name: 'María',
    box: 'Caja 1',
    permissions: ['view-cash', 'view-payments', 'view-voucher-history', 'view-account-status'],
  });
  const client = await createUser(portal, { level_id: 3, name: 'José' });
  return { admin, cashier, client };
}

export const signInAs = (page: Page, user: JourneyUser) => signIn(page, user.username, user.plainPassword);
