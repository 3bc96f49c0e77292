// Debian's Chromium driven by playwright-core (never a downloaded browser), against a real portal:
// own database, the built web app, demo data, and an SMTP server that keeps what it receives.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { seedDemo } from '@aseo/db/seed';
import { startTestPortal, type TestPortal } from '../../../api/test/support/portal.ts';
import { startSmtp } from '../../../api/test/support/smtp.ts';
import { webDir, webDist } from './build-web.ts';

export const screenshotDir = path.resolve(webDir, '../../test-output/screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type E2E = { portal: TestPortal; smtp: Awaited<ReturnType<typeof startSmtp>>; browser: Browser; close(): Promise<void> };

export async function startE2E(): Promise<E2E> {
  const smtp = await startSmtp();
  const portal = await startTestPortal({ ...smtp.env, WEB_DIST: webDist, PUBLIC_URL: 'http://127.0.0.1' });
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    portal, smtp, browser,
    async close() {
      await browser.close();
      await portal.close();
      await smtp.close();
    },
  };
}

export async function newPage(e2e: E2E): Promise<Page> {
  const context = await e2e.browser.newContext({ baseURL: e2e.portal.url, viewport: { width: 1280, height: 860 }, locale: 'es-VE' });
  return context.newPage();
}

export async function signIn(page: Page, username: string, password = 'Demo.2026') {
  await page.goto('/login');
  await page.getByLabel('Cuenta').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByTestId('page-title').waitFor();
}

export async function shot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Visible labels of the sidebar (submenus of inactive items are closed). */
export async function menuLabels(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.waitFor();
  return nav.locator('.mantine-NavLink-label').filter({ visible: true }).allInnerTexts();
}
