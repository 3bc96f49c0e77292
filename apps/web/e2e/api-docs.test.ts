// The API reference renders in a real browser: Swagger UI served by the portal itself (no CDN),
// under the portal's CSP, listing the calls of the contracts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('API reference', () => {
  it('/api/docs shows the operations of the contracts', async () => {
    const page = await newPage(e2e);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${e2e.portal.url}/api/docs/`);
    await page.getByText('Aseo Urbano — API del portal de cobro').first().waitFor();
    // one document per area, chosen in the top bar (all of them: /api/openapi.json)
    const select = page.locator('select#select');
    await select.waitFor();
    expect(await select.locator('option').count()).toBeGreaterThan(15);
    await select.selectOption({ label: 'bank-accounts' });
    await page.locator('.opblock-tag', { hasText: 'bank-accounts' }).first().waitFor();
    // the area opens as the list of its calls with their paths (Swagger UI breaks paths with zero-width spaces)
    await page.locator('[data-path="/admin/bank-accounts/create"]').first().waitFor();
    await shot(page, 'api-docs');
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  });
});
