// Numeric inputs never drop a separator (issue 11): the discount percentage refuses "7,5" and "7.5"
// with the spec's message (precision 0) and never sends 75; a rate typed with a decimal comma
// reaches the API as 61.25. Every request body is watched, not only the last one.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

/** The JSON bodies the page posts to paths ending with `suffix`. */
function bodiesTo(page: Page, suffix: RegExp) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (r.method() !== 'GET' && suffix.test(new URL(r.url()).pathname)) bodies.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
  });
  return bodies;
}

describe('decimal input', () => {
  it('the discount percentage refuses "7,5" and "7.5" with the spec message and never sends 75', async () => {
    const page = await newPage(e2e);
    const sent = bodiesTo(page, /\/api\/admin\/discounts/);
    await signIn(page, 'admin');
    await page.goto('/admin/tariff');
    await page.getByRole('button', { name: 'Descuentos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Descuentos' });
    await dialog.getByRole('button', { name: 'Crear descuento' }).click();
    for (const [label, day] of [
      ['Desde', '1'],
      ['Hasta', '28'],
    ] as const) {
      await dialog.getByLabel(label).click();
      const picker = page.getByRole('dialog', { name: 'Seleccionar fecha' });
      await picker.locator('button.mantine-DatePicker-day:not([data-outside]):not([data-hidden])', { hasText: new RegExp(`^${day}$`) }).click();
    }
    const percent = dialog.getByLabel('Porcentaje');

    for (const typed of ['7,5', '7.5']) {
      await percent.fill('');
      await percent.pressSequentially(typed);
      expect(await percent.inputValue()).toBe(typed);
      await dialog.getByText('El valor numérico no es válido').waitFor();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await page.locator('[data-dialog="error"]', { hasText: 'El valor numérico no es válido' }).waitFor();
      await shot(page, `discount-decimal-refused-${typed === '7,5' ? 'comma' : 'dot'}`);
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await page.locator('[data-dialog="error"]').waitFor({ state: 'detached' });
    }
    expect(sent).toEqual([]);
    expect(await e2e.portal.ctx.db.discount.count({ where: { deleted_at: null } })).toBe(0);

    // a whole percentage still goes through, as a number
    await percent.fill('7');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha creado correctamente el descuento' }).waitFor();
    expect(sent.map((b) => b.amount)).toEqual([7]);
    expect(sent.some((b) => Number(b.amount) === 75)).toBe(false);
    const created = await e2e.portal.ctx.db.discount.findFirstOrThrow({ where: { deleted_at: null }, orderBy: { id: 'desc' } });
    expect(Number(created.amount)).toBe(7);
  });

  it('a rate typed with a decimal comma reaches the API as 61.25', async () => {
    const page = await newPage(e2e);
    const sent = bodiesTo(page, /\/edit-petro$/);
    await signIn(page, 'admin');
    await page.goto('/admin/tariff');
    await page.getByRole('button', { name: 'Conversión UCD - Bs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conversión UCD - Bs' });
    const amount = dialog.getByLabel('Monto (Bs.)');
    await amount.fill('');
    await amount.pressSequentially('61,25');
    expect(await amount.inputValue()).toBe('61,25');
    await dialog.getByText('Se enviará: 61.25').waitFor();
    await shot(page, 'rate-decimal-comma');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se ha modificado la conversión de la UCD').waitFor();
    expect(sent).toEqual([{ amount: '61.25' }]);
    await page.getByTestId('rate-conversion_petro').getByText('Bs. 61,2500').waitFor();
  });
});
