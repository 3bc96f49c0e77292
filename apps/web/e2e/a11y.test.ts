// Every screen of the route table a visitor, the demo administrator and the demo taxpayer can
// open ('En construcción' placeholders included) passes axe-core (no serious or critical
// violation) with exactly one h1; the shell fits a 390 px phone. Pictures of the homes, Tarifas and
// the taxpayer list at 1280 and 390 px.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES, type RouteDef } from '../src/routes/table.ts';
import { a11yProblems, settle } from './support/a11y.ts';
import { newPage, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
let ids: { client: number; property: number; moderator: number };
beforeAll(async () => {
  e2e = await startE2E();
  const db = e2e.portal.ctx.db;
  const client = await db.user.findFirstOrThrow({ where: { username: 'contribuyente' } });
  const property = await db.property.findFirstOrThrow({ where: { user_id: client.id } });
  const moderator = await db.user.findFirstOrThrow({ where: { username: 'cajero' } });
  ids = { client: client.id, property: property.id, moderator: moderator.id };
  // a live recovery code, so the reset screen shows its form (an unknown code sends the visitor away)
  const hash = createHash('sha256').update(RESET_CODE).digest('hex');
  await db.passwordReset.create({ data: { user_id: client.id, code_hash: hash, expires_at: new Date(Date.now() + 3_600_000) } });
});

const RESET_CODE = 'codigo-de-prueba-a11y';
afterAll(async () => e2e?.close());

/** A path of the table with its parameters filled with demo rows (optional ones left out). */
function pathOf(route: RouteDef): string {
  const value: Record<string, number | string> = {
    id: route.path.includes('moderators') ? ids.moderator : route.path.startsWith('/properties') ? ids.property : ids.client,
  };
  if (route.path.includes('/complaints-suggestions/view/')) value.id = 1;
  return route.path
    .replace(/\/:[A-Za-z]+\?/g, '')
    .replace(/:([A-Za-z]+)/g, (_m, name: string) => String(name === 'code' ? RESET_CODE : (value[name] ?? ids.property)));
}

/** Opens each path and collects what fails; the screen must be the one asked for (no guard redirect). */
async function sweep(page: Page, routes: RouteDef[]) {
  const failures: string[] = [];
  for (const route of routes) {
    const to = pathOf(route);
    await page.goto(to);
    await page.locator('h1').first().waitFor();
    await settle(page);
    const at = new URL(page.url()).pathname;
    if (at !== to) failures.push(`${to}: redirected to ${at}`);
    const problems = await a11yProblems(page);
    if (problems.length) failures.push(`${to} (${await page.title()}):\n${problems.join('\n')}`);
    expect(await page.locator('h1').count(), to).toBe(1);
    expect(await page.title(), to).toMatch(new RegExp(`^${route.title.replace(/[()]/g, '\\$&')} · `));
  }
  return failures;
}

describe('axe-core on every screen of the route table', () => {
  it('a visitor: sign-in, registration and password recovery', async () => {
    const page = await newPage(e2e, { watch: false });
    const failures = await sweep(
      page,
      ROUTES.filter((r) => r.guard === 'noAuth'),
    );
    expect(failures).toEqual([]);
  }, 300_000);

  it('the demo administrator: every staff screen', async () => {
    const page = await newPage(e2e, { watch: false });
    await signIn(page, 'admin');
    const failures = await sweep(
      page,
      ROUTES.filter((r) => r.guard === 'admin' || r.guard === 'auth'),
    );
    expect(failures).toEqual([]);
  }, 300_000);

  it('the demo taxpayer: every taxpayer screen', async () => {
    const page = await newPage(e2e, { watch: false });
    await signIn(page, 'contribuyente');
    const failures = await sweep(
      page,
      ROUTES.filter((r) => r.guard === 'client' || r.guard === 'auth'),
    );
    expect(failures).toEqual([]);
  }, 300_000);
});

/** Nothing wider than the window: the page does not scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the shell at 1280 and 390 px', () => {
  it('staff home with real figures and its money cards; Tarifas; Contribuyentes', async () => {
    for (const phone of [false, true]) {
      const page = await newPage(e2e, { phone });
      const size = phone ? '390' : '1280';
      await signIn(page, 'admin');
      expect(new URL(page.url()).pathname).toBe('/admin');
      const taxpayers = await e2e.portal.ctx.db.user.count({ where: { level_id: 3, deleted_at: null } });
      const card = page.getByRole('region', { name: 'Contribuyentes', exact: true });
      await expect.poll(() => card.innerText()).toContain(taxpayers.toLocaleString('es-VE'));
      // the money cards (issue 29 item 4): real figures with the link to their list
      for (const label of ['Recaudado hoy', 'Pagos por conciliar', 'Solvencias emitidas']) {
        const money = page.getByRole('region', { name: label, exact: true });
        await money.getByRole('link').waitFor();
        expect(await money.innerText()).not.toContain('En construcción');
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `home-admin-${size}`);
      await page.goto('/admin/tariff');
      await page.getByRole('heading', { level: 1, name: 'Tarifas' }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `tariffs-${size}`);
      await page.goto('/admin/users/clients');
      await page.getByRole('heading', { level: 1, name: 'Contribuyentes' }).waitFor();
      await shot(page, `clients-${size}`);
    }
  }, 240_000);

  it("the taxpayer's welcome; at 390 px the header fits and the user's name is cut with an ellipsis", async () => {
    for (const phone of [false, true]) {
      const page = await newPage(e2e, { phone });
      await signIn(page, 'contribuyente');
      await page.getByText('Bienvenido,').waitFor();
      expect(await page.getByText('Contribuyentes e inmuebles').count()).toBe(0);
      const header = page.locator('header');
      const fits = await header.evaluate((h) => h.scrollWidth <= h.clientWidth);
      expect(fits).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      if (phone) {
        await e2e.portal.ctx.db.user.updateMany({
          where: { username: 'contribuyente' },
          data: { name: 'Maria Fernanda de los Ángeles', lastname: 'Rodríguez Villalobos' },
        });
        await page.reload();
        const name = page.getByTestId('header-user');
        await name.waitFor();
        expect(await name.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
        expect(await header.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
        // the account button still says whose account it is
        expect(await page.getByRole('button', { name: /menú de la cuenta/i }).count()).toBe(1);
      }
      await shot(page, `home-client-${phone ? '390' : '1280'}`);
    }
  }, 240_000);
});
