// The light first load (issue 29 item 5, docs/decisions/027-light-first-load.md), measured in
// Chromium over HTTP against the real portal serving the built app, on a cold cache: the bytes
// actually transferred (response bodies as sent: the portal sends the build's gzip -9 copies,
// apps/api/src/lib/web-files.ts; headers counted apart). /login carries ≤ 150 KB of JavaScript and
// ≤ 40 KB of CSS; a taxpayer's home after sign-in ≤ 250 KB of scripts and styles, and ≤ 250 KB with
// everything else it transfers (the page, the API's answers, the logo), and none of another
// screen's code; /register stays light too. The same budgets as the build's own check
// (scripts/measure-bundle.mjs, in the test line).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { BUDGETS } from '../scripts/measure-bundle.mjs';
// @ts-expect-error plain JavaScript module without types
import { transferred } from '../scripts/transferred.mjs';
import { webDist } from './support/build-web.ts';
import { newPage, shot, startE2E, type E2E } from './support/browser.ts';

type Transfer = {
  js: number;
  css: number;
  total: number;
  headers: number;
  compressed: number;
  files: { js: number; css: number; all: number };
  urls: string[];
};
const budgets = BUDGETS as { login: { js: number; css: number }; register: { js: number; css: number }; welcome: { total: number } };

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const measure = (to: string, session?: unknown) => transferred(e2e.browser, `${e2e.portal.url}${to}`, session) as Promise<Transfer>;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const names = (t: Transfer) => t.urls.map((u) => new URL(u).pathname);

describe('first load in Chromium', () => {
  it('/login: ≤ 150 KB of JavaScript and ≤ 40 KB of CSS on the wire, gzipped, no signed-in code', async () => {
    const t = await measure('/login');
    console.log(`/login: JS ${kb(t.js)}, CSS ${kb(t.css)}, all ${kb(t.total)} in ${t.files.all} requests (+ ${kb(t.headers)} of headers)`);
    expect(t.js).toBeLessThanOrEqual(budgets.login.js);
    expect(t.css).toBeLessThanOrEqual(budgets.login.css);
    // every script and stylesheet that has a gzipped copy in the build (all but a few of under
    // 200 bytes, which gzip would make larger) came gzipped
    const copies = t.urls.filter((u) => /\.(js|css)$/.test(u) && existsSync(path.join(webDist, `${new URL(u).pathname}.gz`)));
    expect(copies.length).toBeGreaterThan(0);
    expect(t.compressed).toBe(copies.length);
    expect(names(t).filter((n) => /SignedInFrame|SessionWatcher|HomeScreen|overlay-host|full-/.test(n))).toEqual([]);
    // and the screen is there, usable: the sign-in form
    const page = await newPage(e2e);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
  });

  it('/register stays light', async () => {
    const t = await measure('/register');
    console.log(`/register: JS ${kb(t.js)}, CSS ${kb(t.css)} in ${t.files.all} requests (+ ${kb(t.headers)} of headers)`);
    expect(t.js).toBeLessThanOrEqual(budgets.register.js);
    expect(t.css).toBeLessThanOrEqual(budgets.register.css);
  });

  it("a taxpayer's home after sign-in: ≤ 250 KB, without any other screen's code", async () => {
    const res = await fetch(`${e2e.portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'contribuyente', password: 'Demo.2026' }),
    });
    expect(res.status).toBe(200);
    const t = await measure('/welcome', await res.json());
    console.log(`/welcome: JS ${kb(t.js)} + CSS ${kb(t.css)}, all ${kb(t.total)} in ${t.files.all} requests (+ ${kb(t.headers)} of headers)`);
    expect(t.js + t.css).toBeLessThanOrEqual(budgets.welcome.total);
    // and everything the page transferred before it was idle: the page, the API's answers, the logo
    expect(t.total).toBeLessThanOrEqual(budgets.welcome.total);
    // the home's own chunk came, and no chunk of another screen (staff areas, other taxpayer screens)
    const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const screenFile = (k: string) => `/${manifest[k]!.file}`;
    const screens = Object.keys(manifest).filter((k) => /src\/features\/.*(Screen|Page|Route)\.tsx$/.test(k));
    expect(names(t)).toContain(screenFile(screens.find((k) => k.endsWith('ClientHomeScreen.tsx'))!));
    expect(
      names(t).filter((n) =>
        screens
          .filter((k) => !k.endsWith('ClientHomeScreen.tsx'))
          .map(screenFile)
          .includes(n),
      ),
    ).toEqual([]);
    expect(names(t).filter((n) => /StaffHome|full-/.test(n))).toEqual([]);
  });

  it('the light screens still look as they should (pictures: first-load-*)', async () => {
    const page = await newPage(e2e);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await shot(page, 'first-load-login');
    const phone = await newPage(e2e, { phone: true });
    await phone.goto('/login');
    await phone.getByRole('button', { name: 'Entrar' }).waitFor();
    await shot(phone, 'first-load-login-390');
  });
});
