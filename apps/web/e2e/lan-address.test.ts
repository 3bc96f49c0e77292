// The portal opened the way a town hall's intranet opens it: http://<the machine's LAN address>:<port>,
// plain HTTP, not loopback. The page must not ask the browser to upgrade to HTTPS (a blank page).
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../api/test/support/factories.ts';
import { shot, startE2E, type E2E } from './support/browser.ts';

/** A non-loopback IPv4 address of this machine, if it has one (none is created for the test). */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal && !a.address.startsWith('169.254.'))?.address;

let e2e: E2E;
let origin: string;

describe.skipIf(!lanAddress)(
  `the portal at a LAN address over HTTP${lanAddress ? ` (${lanAddress})` : ' (skipped: this machine has no non-loopback IPv4 address)'}`,
  () => {
    beforeAll(async () => {
      e2e = await startE2E({ demo: false, host: '0.0.0.0' });
      origin = `http://${lanAddress}:${new URL(e2e.portal.url).port}`;
    });
    afterAll(() => e2e?.close());

    it('shows the sign-in screen, and a user signs in from there', async () => {
      const context = await e2e.browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 860 }, locale: 'es-VE' });
      const page = await context.newPage();
      const res = await page.goto('/login');
      expect(res?.status()).toBe(200);
      expect(res?.headers()['strict-transport-security']).toBeUndefined();
      expect(res?.headers()['content-security-policy'] ?? '').not.toMatch(/upgrade-insecure-requests/);
      await page.getByLabel('Cuenta').waitFor();
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      expect(new URL(page.url()).origin).toBe(origin);
      await shot(page, 'lan-address-login');

      const admin = await createUser(e2e.portal, { level_id: 1, name: 'Ana' });
      await page.getByLabel('Cuenta').fill(admin.username);
      await page.getByLabel('Contraseña').fill(admin.plainPassword);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByTestId('page-title').waitFor();
      expect(new URL(page.url()).origin).toBe(origin);
      await context.close();
    });
  },
);
