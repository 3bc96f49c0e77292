// The portal's day is Caracas's (ADR 016), whatever the browser's zone: from 20:00 in Caracas a
// browser on UTC is already on tomorrow, and its date pickers must still offer the portal's today as
// the latest day and open on the portal's month. The browser's clock is fixed at such an hour; the
// server keeps its own (real) clock — nothing here is submitted.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, PHONE, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

/** The taxpayer's new-property form with its 'Fecha de inicio' calendar open (max: the portal's today). */
async function openStartDate(page: Page) {
  await signIn(page, 'contribuyente');
  await page.goto('/properties/create');
  await page.getByLabel('Fecha de inicio').click();
  return page.getByRole('dialog', { name: 'Seleccionar fecha' });
}

const dayButton = (picker: ReturnType<Page['getByRole']>, day: number) =>
  picker.locator('button.mantine-DatePicker-day:not([data-outside])', { hasText: new RegExp(`^${day}$`) });

describe("the portal's day in a browser on another zone", () => {
  it('at 22:00 in Caracas (02:00 UTC of the 26th) the 25th is the latest day, the 26th is not offered', async () => {
    const page = await newPage(e2e, { timezoneId: 'UTC' });
    await page.clock.setFixedTime(new Date('2026-11-26T02:00:00Z'));
    const picker = await openStartDate(page);
    expect(await picker.getByLabel('Mes').first().inputValue()).toBe('Noviembre');
    expect(await dayButton(picker, 25).isEnabled()).toBe(true);
    expect(await dayButton(picker, 26).isDisabled()).toBe(true);
    // the calendar's arrows are named for a screen reader (the open calendar passes axe: shot below)
    await picker.getByRole('button', { name: 'Mes anterior' }).waitFor();
    await picker.getByRole('button', { name: 'Mes siguiente' }).waitFor();
    await dayButton(picker, 25).click();
    expect(await page.getByLabel('Fecha de inicio').inputValue()).toBe('25/11/2026');
  });

  it("on the last evening of a month the calendar opens on the portal's month, not on the browser's next one", async () => {
    const page = await newPage(e2e, { timezoneId: 'UTC' });
    await page.clock.setFixedTime(new Date('2026-12-01T02:00:00Z'));
    const picker = await openStartDate(page);
    expect(await picker.getByLabel('Mes').first().inputValue()).toBe('Noviembre');
    expect(await picker.getByLabel('Año').first().inputValue()).toBe('2026');
    expect(await dayButton(picker, 30).isEnabled()).toBe(true);
    await shot(page, 'portal-day-month-end');
    await dayButton(picker, 30).click();
    expect(await page.getByLabel('Fecha de inicio').inputValue()).toBe('30/11/2026');
  });

  it('on a 390 px phone the open calendar fits the screen', async () => {
    const page = await newPage(e2e, { phone: true });
    const picker = await openStartDate(page);
    const box = (await picker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
