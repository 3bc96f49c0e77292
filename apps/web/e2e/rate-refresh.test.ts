// A new UCD rate reaches the open cash desks without reloading (issue 25 item 7): the real-time
// `petro` event refreshes every query area the shared refresh map names for it, the desks' included,
// so the bill being composed is computed with the rate 'Procesar' will charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FINE_TYPE } from '@aseo/shared/constants';
import { buildNotice, buildProperty, login, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { createJourneyUsers, newPage, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let users: { admin: JourneyUser; cashier: JourneyUser; client: JourneyUser };
const desk = { id: 0, code: '' };

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  await setHistory(p, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(p, 'iva', [['2025-01-01', '16']]);
  await setHistory(p, 'bankInterest', [['2025-01-01', '0']]);
  users = await createJourneyUsers(p);
  const prop = await buildProperty(p, { user_id: users.client.id });
  const jan = await buildNotice(p, { property_id: prop.id, period: new Date('2026-01-01T00:00:00Z') });
  await buildNotice(p, { property_id: prop.id, period: new Date('2026-02-01T00:00:00Z') });
  // January carries a fine of 2 UCD (no VAT)
  await p.ctx.db.fine.create({ data: { property_id: prop.id, notice_id: jan.id, fine_type_id: FINE_TYPE.FINE, amount: '2' } });
  await refreshBalanceOf(p, [prop.id]);
  Object.assign(desk, { id: prop.id, code: prop.code });
});
afterAll(async () => e2e?.close());

/** The admin sets a new UCD rate through the API (Tarifas' edit-petro). */
async function newRate(amount: string) {
  const token = await login(e2e.portal, users.admin.username, users.admin.plainPassword);
  const res = await fetch(`${e2e.portal.url}/api/admin/economic-activities/edit-petro`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount }),
  });
  expect(res.status).toBe(200);
}
/** The real-time link is up (the layout marks it), so the event cannot be missed. */
const live = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.live === '1');

describe('a new UCD rate while a desk is open', () => {
  it('the new desk shows the new Bs amounts of the bill being composed without reloading', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await visit(page, `/admin/cash-new/${users.client.id}/${desk.id}`);
    await page.getByRole('dialog', { name: 'Valor de la UCD' }).getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('region', { name: 'Datos del inmueble' }).getByText(desk.code).waitFor();
    await page.getByRole('button', { name: 'Agregar deuda' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar deuda' });
    await add.getByLabel(/^Aseo Ene 2026/).check();
    await add.getByRole('button', { name: 'Agregar' }).click();
    // (10 + 1.6 + 2) UCD × 50
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 680,00' }).waitFor();
    await live(page);
    const url = page.url();
    await newRate('60');
    // (10 + 1.6 + 2) UCD × 60, the line and the totals; the same page, the item still on the bill
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 816,00' }).waitFor();
    await page.getByRole('table', { name: 'Detalle de la factura' }).getByText('Bs. 816,00').waitFor();
    expect(await page.getByTestId('summary-base').innerText()).toMatch(/^Bs\. 600,00/);
    // the new desk, like the old one: 'Multa' and 'Intereses' apart
    expect(await page.getByTestId('summary-fines').innerText()).toMatch(/^Bs\. 120,00/);
    expect(await page.getByTestId('summary-interest').innerText()).toMatch(/^Bs\. 0,00/);
    expect(page.url()).toBe(url);
    await page.context().close();
  });

  it('the old desk shows the new Bs amounts of the ticked months without reloading', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await visit(page, `/admin/cash/${users.client.id}`);
    await page
      .getByLabel(/^Inmueble/)
      .first()
      .click();
    await page.getByRole('option', { name: new RegExp(`^${desk.code}`) }).click();
    await page.getByRole('checkbox', { name: 'Pagar Aseo Ene 2026' }).check();
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 816,00' }).waitFor();
    await live(page);
    await newRate('70');
    // (10 + 1.6 + 2) UCD × 70, January still ticked
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 952,00' }).waitFor();
    // the old desk: its fines by type, 'Multa' and 'Intereses' apart (001 "Old cash desk")
    expect(await page.getByTestId('summary-fines').innerText()).toMatch(/^Bs\. 140,00/);
    expect(await page.getByTestId('summary-interest').innerText()).toMatch(/^Bs\. 0,00/);
    const summary = page.getByRole('region', { name: 'Resumen de la factura' });
    for (const label of ['Multa', 'Intereses']) await summary.getByText(label, { exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Pagar Aseo Ene 2026' }).isChecked()).toBe(true);
    await page.context().close();
  });
});
