// One Bs total for one debt (issue 26 item 1, done-when 1). A property with months at three UCD rates
// (two fixed by staff on their notices), two fines on one month and interest running: the taxpayer's
// 'Estado de Cuenta' list, its 'Pagos Pendientes', the statement PDF, the cajero's new desk and the
// stored bill all show the SAME Bs figure — the sum of the statement's Bs lines, which is not the UCD
// total × today's rate the list used to show.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS } from '@aseo/shared/constants';
import { formatBs } from '@aseo/shared/format';
import { bs, rate, ucd, ucdToBs } from '@aseo/shared/money';
import { buildFine, buildNotice, buildProperty, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { pdfText } from '../../api/test/support/pdf.ts';
import { createJourneyUsers, newPage, pick, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let users: { admin: JourneyUser; cashier: JourneyUser; client: JourneyUser };
const ids = { property: 0, code: '' };
let expected = '';
const d = (day: string) => new Date(`${day}T00:00:00Z`);

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  await setHistory(p, 'conversion_petro', [
    ['2025-01-01', '41.3737'],
    ['2026-06-01', '52.3377'],
  ]);
  await setHistory(p, 'iva', [['2025-01-01', '16']]);
  await setHistory(p, 'bankInterest', [['2025-01-01', '18']]);
  users = await createJourneyUsers(p);
  const prop = await buildProperty(p, { user_id: users.client.id });
  const fee = { total: '4.2937', iva: '0.6870', total_with_iva: '4.9807', iva_percentage: '16.00' };
  const jan = await buildNotice(p, { property_id: prop.id, period: d('2026-01-01'), ...fee, use_conversion_local: 1, conversion_petro: '41.3737' });
  await buildNotice(p, { property_id: prop.id, period: d('2026-02-01'), ...fee, use_conversion_local: 1, conversion_petro: '47.9131' });
  await buildNotice(p, { property_id: prop.id, period: d('2026-03-01'), ...fee });
  await buildFine(p, { property_id: prop.id, notice_id: jan.id, amount: '1.3333' });
  await buildFine(p, { property_id: prop.id, notice_id: jan.id, amount: '0.6667' });
  await refreshBalanceOf(p, [prop.id]);
  Object.assign(ids, { property: prop.id, code: prop.code });
});
afterAll(async () => e2e?.close());

const rowOf = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });
async function closed(modal: Locator) {
  await modal.waitFor({ state: 'detached', timeout: 10_000 });
}

describe('one Bs total for one debt', () => {
  it("the taxpayer's list, 'Pagos Pendientes' and the statement PDF show one figure", async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.client);
    await visit(page, '/account-status');
    const row = rowOf(page, ids.code);
    await row.waitFor();
    const listed = (await row.innerText()).match(/Bs\. [\d.,]+/)?.[0] ?? '';
    const ucdListed = (await row.innerText()).match(/UCD ([\d.,]+)/)?.[1] ?? '';
    expect(listed).toMatch(/^Bs\. /);
    expected = listed;
    // not the UCD total × today's rate (what the list used to show)
    const converted = formatBs(ucdToBs(ucd(ucdListed.replace(/\./g, '').replace(',', '.')), rate('52.3377')));
    expect(converted).not.toBe(listed);

    await page.getByRole('button', { name: `Pagos pendientes ${ids.code}` }).click();
    const modal = page.getByRole('dialog', { name: 'Pagos Pendientes' });
    await modal.getByTestId('total-bs').waitFor();
    expect(await modal.getByTestId('total-bs').innerText()).toBe(expected);
    await shot(page, 'one-total-payments');
    const [download] = await Promise.all([page.waitForEvent('download'), modal.getByRole('button', { name: 'Imprimir' }).click()]);
    const text = pdfText(await readFile((await download.path())!));
    expect(text).toContain(ids.code);
    expect(text).toContain(expected);
    await page.context().close();
  });

  it('the new desk asks for that figure and the stored bill keeps it', async () => {
    expect(expected).not.toBe('');
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await visit(page, '/admin/cash-new');
    const rateDialog = page.getByRole('dialog', { name: 'Valor de la UCD' });
    await rateDialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('combobox', { name: 'Buscar contribuyente o inmueble' }).fill(ids.code);
    await page.getByRole('option', { name: new RegExp(`^${ids.code} - `) }).click();
    await page.getByRole('region', { name: 'Datos del inmueble' }).getByText(ids.code).waitFor();
    await page.getByRole('button', { name: 'Agregar deuda' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar deuda' });
    for (const m of ['Ene', 'Feb', 'Mar']) await add.getByLabel(new RegExp(`^Aseo ${m} 2026`)).check();
    await add.getByRole('button', { name: 'Agregar' }).click();
    await closed(add);
    await page.getByTestId('summary-due').filter({ hasText: expected }).waitFor();
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
    await pick(page, 'Método de pago', 'Efectivo');
    await v.getByRole('button', { name: 'Agregar' }).click();
    await closed(v);
    await page.getByTestId('vouchers-total').filter({ hasText: expected }).waitFor();
    await shot(page, 'one-total-desk');
    await page.getByRole('button', { name: 'Procesar' }).click();
    await page.getByRole('dialog').getByText('Corfirmar ejecución de pago?').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se han guardado los datos correctamente' }).first().waitFor();
    const bill = await e2e.portal.ctx.db.bill.findFirstOrThrow({ where: { property_id: ids.property } });
    expect(bill.status).toBe(BILL_STATUS.ACCEPTED);
    expect(formatBs(bs(bill.total_bs.toFixed(2)))).toBe(expected);
    await page.context().close();
  });
});
