// The staff agreement lists in the browser (issue 27 items 3, 4, 7): 'Nuevo Convenio' over a
// property with three pending months (the spec's message for no quotas, the live quota amount with
// the last quota's remainder and the minimum expiration), the new agreement in 'Convenios de Pago'
// with its columns, its view (the quota schedule), 'Exportar Excel', deactivation with its reason
// (the status history says it); the conventions list with an active convention; every screen
// axe-clean at desktop and at 390 px.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@aseo/shared/format';
import { addDays } from '@aseo/shared/billing';
import { minOldAgreementExpiration, todayYmd } from '@aseo/shared/schemas';
import { buildNotice, buildProperty, createUser, login, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { field, newPage, pick, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
let client: JourneyUser;
const codes = { old: '', convention: '' };
const conventionNumber = 'CV-2026-001';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  await setHistory(e2e.portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(e2e.portal, 'bankInterest', [['2025-01-01', '0']]);
  admin = await createUser(e2e.portal, { level_id: 1, name: 'Ana' });
  client = await createUser(e2e.portal, { level_id: 3, name: 'Josefina' });
  const old = await buildProperty(e2e.portal, { user_id: client.id });
  const conv = await buildProperty(e2e.portal, { user_id: client.id });
  // three months of 11,60 UCD each (10 + 16 % VAT): 34,80 UCD, which 7 quotas do not divide evenly
  for (let i = 0; i < 3; i++) await buildNotice(e2e.portal, { property_id: old.id });
  const notices = [await buildNotice(e2e.portal, { property_id: conv.id }), await buildNotice(e2e.portal, { property_id: conv.id })];
  await refreshBalanceOf(e2e.portal, [old.id, conv.id]);
  Object.assign(codes, { old: old.code, convention: conv.code });
  // a convention of two quotas, one month apart, made through the API (the builder has its own test)
  const token = await login(e2e.portal, admin.username, admin.plainPassword);
  const quotas = notices.map((n, i) => ({ position: i + 1, date: addDays(todayYmd(), 30 * (i + 1)), payments: [n.id] }));
  const res = await fetch(`${e2e.portal.url}/api/admin/conventions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ property: conv.id, number: conventionNumber, agreements: quotas }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
});
afterAll(async () => e2e?.close());

const rowOf = (page: import('playwright-core').Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('staff agreements', () => {
  it("creates an old agreement in 'Nuevo Convenio', lists it with its columns, views its quotas and exports the list", async () => {
    const page = await newPage(e2e);
    await signInAs(page, admin);
    await visit(page, '/admin/payment-agreements-old');
    await page.getByText('No hay registros').first().waitFor();
    // no rows: no export
    expect(await page.getByRole('button', { name: 'Exportar Excel' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Exportar PDF' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Nuevo Convenio' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo Convenio' });
    await modal.getByRole('button', { name: 'Generar convenio' }).click();
    await modal.getByText('El campo cantidad de cuotas debe ser mayor a 0').waitFor();

    await modal.getByLabel(/^Contribuyente/).fill('Josefina');
    await page.getByRole('option', { name: /Josefina Usuario/ }).click();
    await modal.getByLabel(/^Inmueble/).click();
    await page.getByRole('option', { name: new RegExp(`^${codes.old} ·`) }).click();
    await modal.getByTestId('agreement-debt').filter({ hasText: 'UCD 34,8000' }).waitFor();
    expect(await modal.getByTestId('agreement-debt').innerText()).toContain('Bs. 1.740,00');

    // 7 quotas: 4,9714 each, the last takes the remainder (4,9716); the minimum expiration follows
    await field(page, 'Cantidad de cuotas').fill('7');
    await modal.getByTestId('quota-amount').filter({ hasText: 'UCD 4,9714' }).waitFor();
    expect(await modal.getByTestId('last-quota').innerText()).toContain('UCD 4,9716');
    expect(await modal.getByTestId('min-expiration').innerText()).toBe(formatDate(minOldAgreementExpiration(todayYmd(), 7, 1)));
    await pick(page, 'Tipo', 'Quincenal');
    await modal
      .getByTestId('min-expiration')
      .filter({ hasText: formatDate(minOldAgreementExpiration(todayYmd(), 7, 2)) })
      .waitFor();
    await shot(page, 'agreements-old-new');

    // 3 monthly quotas of 11,60 UCD: no remainder to show
    await pick(page, 'Tipo', 'Mensual');
    await field(page, 'Cantidad de cuotas').fill('3');
    await modal.getByTestId('quota-amount').filter({ hasText: 'UCD 11,6000' }).waitFor();
    expect(await modal.getByTestId('last-quota').count()).toBe(0);
    await field(page, 'Nro. de Acta').fill('ACTA-27');
    await modal.getByRole('button', { name: 'Generar convenio' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha creado correctamente el convenio' }).first().waitFor();
    await modal.waitFor({ state: 'hidden' });

    const row = rowOf(page, codes.old);
    await row.waitFor();
    const due = formatDate(minOldAgreementExpiration(todayYmd(), 3, 1));
    // the secondary columns (record number, tax id, period, quota amount…) fold into the row's detail at this width
    await row.getByRole('button', { name: /^Más datos de / }).click();
    const text = `${await row.innerText()}\n${await page.getByTestId('row-detail').innerText()}`;
    for (const cell of [formatDate(todayYmd()), 'V-', 'ACTA-27', 'UCD 34,8000', 'Bs. 1.740,00', 'UCD 11,6000', due, 'Activo']) expect(text).toContain(cell);
    await page.getByTestId('agreements-count').filter({ hasText: '1 convenio' }).waitFor();
    await page.getByRole('button', { name: 'Exportar PDF' }).waitFor();
    await shot(page, 'agreements-old-list');

    // the view: the quota schedule, three pending quotas at today's rate
    const menu = row.getByRole('button', { name: /^Acciones / });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Ver convenio' }).click();
    const view = page.getByRole('dialog', { name: 'Convenio de Pago' });
    const schedule = view.getByTestId('agreement-schedule');
    for (const k of ['1/3', '2/3', '3/3']) await schedule.getByRole('row', { name: new RegExp(`^${k} `) }).waitFor();
    expect(await schedule.getByTestId('quota-state').allInnerTexts()).toEqual(['Pendiente', 'Pendiente', 'Pendiente']);
    expect(await view.getByTestId('agreement-fields').innerText()).toContain('tasa de hoy');
    await shot(page, 'agreements-old-view');
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });

    // the Excel export: the agreement's row
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('convenios.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)).buffer as ArrayBuffer);
    const cells: string[] = [];
    wb.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
    expect(cells).toContain(codes.old);
    await page.context().close();
  });

  it('attaches the signed copy, then deactivates the agreement with its reason; the view keeps the reason in the status history', async () => {
    const page = await newPage(e2e);
    await signInAs(page, admin);
    await visit(page, '/admin/payment-agreements-old');
    const row = rowOf(page, codes.old).first();
    // no signed copy yet: nothing to download; attaching one offers it
    await row.getByRole('button', { name: /^Acciones / }).click();
    expect(await page.getByRole('menuitem', { name: 'Descargar copia firmada' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Adjuntar copia firmada' }).click();
    const attach = page.getByRole('dialog', { name: 'Adjuntar copia firmada' });
    await attach.locator('input[type="file"]').setInputFiles({ name: 'convenio-firmado.png', mimeType: 'image/png', buffer: PNG });
    await attach.getByRole('button', { name: 'Subir' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha subido el archivo correctamente' }).first().waitFor();
    await attach.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: /^Acciones / }).click();
    await page.getByRole('menuitem', { name: 'Descargar copia firmada' }).waitFor();
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: /^Acciones / }).click();
    await page.getByRole('menuitem', { name: 'Desactivar convenio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desactivar convenio' });
    await dialog.getByText('¿Esta seguro de cambiar el estado al convenio de pago?').waitFor();
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await dialog.getByText('Indique el motivo del cambio de estado').waitFor();
    await shot(page, 'agreements-old-deactivate');
    await field(page, 'Motivo').fill('El contribuyente pidió anularlo');
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha cambiado el estatus correctamente' }).first().waitFor();
    await row.getByTestId('status-badge').filter({ hasText: 'Inactivo' }).waitFor();

    await row.getByRole('button', { name: /^Acciones / }).click();
    expect(await page.getByRole('menuitem', { name: 'Desactivar convenio' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Ver convenio' }).click();
    const view = page.getByRole('dialog', { name: 'Convenio de Pago' });
    await view.getByText('El contribuyente pidió anularlo').waitFor();
    expect(await view.getByTestId('agreement-fields').innerText()).toContain('tasa guardada');
    await page.context().close();
  });

  it('lists the conventions with their status and actions, and both lists fit a phone (390 px)', async () => {
    const page = await newPage(e2e);
    await signInAs(page, admin);
    await visit(page, '/admin/payment-agreements');
    const row = rowOf(page, conventionNumber);
    await row.waitFor();
    const text = await row.innerText();
    for (const cell of [codes.convention, 'UCD 23,2000', 'Activo']) expect(text).toContain(cell);
    expect(await page.getByRole('button', { name: 'Exportar PDF' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Exportar Excel' }).waitFor();
    await shot(page, 'agreements-conventions');
    await row.getByRole('button', { name: /^Acciones / }).click();
    await page.getByRole('menuitem', { name: 'Ver convenio' }).click();
    const view = page.getByRole('dialog', { name: 'Convenio de Pago' });
    await view
      .getByTestId('agreement-schedule')
      .getByRole('row', { name: /^2\/2 / })
      .waitFor();
    await page.context().close();

    const phone = await newPage(e2e, { phone: true });
    await signInAs(phone, admin);
    await visit(phone, '/admin/payment-agreements-old');
    await phone.getByTestId('row-card').first().waitFor();
    await shot(phone, 'agreements-old-phone');
    await phone.getByRole('button', { name: 'Nuevo Convenio' }).click();
    await phone.getByRole('dialog', { name: 'Nuevo Convenio' }).waitFor();
    await shot(phone, 'agreements-old-new-phone');
    await phone.keyboard.press('Escape');
    await visit(phone, '/admin/payment-agreements');
    await phone.getByTestId('row-card').filter({ hasText: conventionNumber }).waitFor();
    await shot(phone, 'agreements-conventions-phone');
    await phone
      .getByTestId('row-card')
      .filter({ hasText: conventionNumber })
      .getByRole('button', { name: /^Acciones / })
      .click();
    await phone.getByRole('menuitem', { name: 'Ver convenio' }).click();
    await phone.getByRole('dialog', { name: 'Convenio de Pago' }).getByTestId('agreement-schedule').waitFor();
    await shot(phone, 'agreements-view-phone');
    await phone.context().close();
  });
});
