// A date can be typed (issue 26 item 7): dd/mm/aaaa into the taxpayer's new-property form, within
// the field's limit (a start date is today at most, the portal's day), with a Spanish message for a
// date that does not exist or lies after the limit, and the typed day is the one saved; the calendar
// opened by the same click follows what is typed. Staff's 'Pagos' filters send a typed range.
import dayjs from 'dayjs';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@aseo/shared/format';
import { todayYmd } from '@aseo/shared/schemas';
import { field, newPage, pick, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe('typing a date', () => {
  it('a typed start date is accepted and saved; a day that does not exist or lies after today is refused in Spanish', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'contribuyente');
    await page.goto('/properties/create');
    const date = field(page, 'Fecha de inicio');
    const picker = page.getByRole('dialog', { name: 'Seleccionar fecha' });

    // typed key by key, the slashes come by themselves; the calendar the click opened shows that month
    await date.click();
    await picker.waitFor();
    await date.pressSequentially('15032025');
    expect(await date.inputValue()).toBe('15/03/2025');
    await picker.getByRole('button', { name: 'marzo 2025', exact: true }).waitFor();
    expect(await picker.getByRole('button', { name: '15 marzo 2025', exact: true }).getAttribute('data-selected')).toBe('true');
    await date.press('Escape');
    await picker.waitFor({ state: 'hidden' });

    // a day that does not exist: the message shows once the field is left, and nothing is kept
    await date.fill('31/02/2025');
    await date.press('Tab');
    await page.getByText('Fecha inválida: escríbala como dd/mm/aaaa').waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');

    // after the field's limit (the portal's today)
    const tomorrow = dayjs(todayYmd()).add(1, 'day').format('YYYY-MM-DD');
    await date.fill(formatDate(tomorrow));
    await date.press('Tab');
    await page.getByText(`La fecha no puede ser posterior al ${formatDate(todayYmd())}`).waitFor();
    await shot(page, 'date-typed-refused');

    // a good date clears the message as soon as it is whole
    await date.fill('15/03/2025');
    await page.getByText(/La fecha no puede ser posterior/).waitFor({ state: 'detached' });
    expect(await date.getAttribute('aria-invalid')).not.toBe('true');
    await date.press('Tab');
    expect(await date.inputValue()).toBe('15/03/2025');

    await pick(page, 'Uso', 'Individual');
    await pick(page, 'Tipo', 'Comercial');
    await field(page, 'Actividad económica').first().click();
    await page.getByRole('option').first().click();
    await field(page, 'Zona / Urbanización').fill('Centro');
    await field(page, 'Calle / Avenida').fill('Calle Fecha Escrita');
    await field(page, 'Metraje (m2)').fill('45');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha creado correctamente la propiedad' }).waitFor();
    const saved = await e2e.portal.ctx.db.property.findFirstOrThrow({ where: { street: 'Calle Fecha Escrita' } });
    expect(saved.date?.toISOString().slice(0, 10)).toBe('2025-03-15');
  });

  it("staff type the 'Pagos' range: the list is asked for those days", async () => {
    const page = await newPage(e2e);
    const asked: URLSearchParams[] = [];
    page.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && url.searchParams.has('since')) asked.push(url.searchParams);
    });
    await signIn(page, 'admin');
    await page.goto('/admin/payments');
    await field(page, 'Desde').fill('01/01/2026');
    await field(page, 'Hasta').fill('2/1/2026');
    await field(page, 'Hasta').press('Tab');
    expect(await field(page, 'Hasta').inputValue()).toBe('02/01/2026');
    await expect.poll(() => asked.some((q) => q.get('since') === '2026-01-01' && q.get('until') === '2026-01-02')).toBe(true);
  });
});
