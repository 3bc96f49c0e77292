// The reports in the browser (issue 28, "Done when"): the Libro de Ventas of the month with two bills
// paid at the desk and one annulled (its row 'Anulada' with 03-ANU, the summary, the tie-out and the
// gap check green), exported to Excel (read back) and PDF (its text read back); the audit report of a
// tariff change shows the field before and after, refuses its export without a start date and
// verifies the chain; 'Reportes' lists what each user may open (the audit report needs
// export-reports-audit, and its route sends a user without it away); every screen axe-clean and
// usable at 390 px.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthStart } from '@aseo/shared/billing';
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { formatDate, invoiceNumberText } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { activityFor, createUser, login } from '../../api/test/support/factories.ts';
import { paymentsKit } from '../../api/test/support/payments.ts';
import { pdfText } from '../../api/test/support/pdf.ts';
import { field, newPage, screenshotDir, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
let reader: JourneyUser;
const invoices: string[] = [];
let annulled = '';
const activity = { id: 0, before: '', after: 'Comercio al detal (tarifa revisada)' };

const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  const cashier = await createUser(p, { level_id: 2, permissions: ['view-cash'], box: 'Caja 1' });
  const kit = await paymentsKit(p, { Authorization: `Bearer ${await login(p, cashier.username, cashier.plainPassword)}` });
  admin = await createUser(p, { level_id: 1, name: 'Ana' });
  reader = await createUser(p, { level_id: 2, name: 'Rita', permissions: ['view-reports'] });
  const adminAuth = { Authorization: `Bearer ${await login(p, admin.username, admin.plainPassword)}`, 'content-type': 'application/json' };
  // three bills paid in cash at the desk (each accepted with its invoice number); the last is annulled
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const { p: property, jan } = await kit.owing();
    const bill = await kit.pay(property.id, jan.id, [cash('580.00')]);
    ids.push(bill.id);
    invoices.push(invoiceNumberText((await p.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } })).number!));
  }
  const cancel = await fetch(`${p.url}/api/admin/cash/payments/cancel`, {
    method: 'POST',
    headers: adminAuth,
    body: JSON.stringify({ bill_id: ids[2], comments: 'Error de caja' }),
  });
  expect(cancel.status, await cancel.clone().text()).toBe(200);
  annulled = invoices[2]!;
  // a tariff change: an activity's name (audited as 'Cambio de actividad' with its old and new values)
  const a = await activityFor(p, 1);
  const prices = await p.ctx.db.economicActivityPrice.findMany({ where: { economic_activity_id: a.id } });
  Object.assign(activity, { id: a.id, before: a.name });
  const edit = await fetch(`${p.url}/api/admin/economic-activities/edit`, {
    method: 'POST',
    headers: adminAuth,
    body: JSON.stringify({
      economic_activity_id: a.id,
      name: activity.after,
      size: String(a.size),
      tax_free: a.tax_free,
      prices: JSON.stringify(
        prices.map((x) => ({
          service_type_id: x.service_type_id,
          commercial_factor: String(x.commercial_factor),
          additional_coefficient: String(x.additional_coefficient),
          adjustment_factor: String(x.adjustment_factor),
        })),
      ),
    }),
  });
  expect(edit.status, await edit.clone().text()).toBe(200);
});
afterAll(async () => e2e?.close());

/** The file a click downloads, with its suggested name. */
async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** The page does not scroll sideways (only a wide table's own region may). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('Libro de Ventas', () => {
  it("lists the month's invoices in order, the annulled one as 'Anulada' (03-ANU); summary, tie-out and gap check; Excel and PDF read back", async () => {
    const page = await newPage(e2e, { width: 1366 });
    await signInAs(page, admin);
    await visit(page, '/admin/reports');
    const cards = page.getByTestId('report-card');
    expect(await cards.count()).toBe(8);
    // every report is built: none is 'Próximamente' any more, Cobranza Vencida opens like the rest
    await page.getByRole('link', { name: 'Abrir Reporte de Cobranza Vencida' }).waitFor();
    expect(await page.getByText('Próximamente').count()).toBe(0);
    await shot(page, 'reports-index');
    await page.getByRole('link', { name: 'Abrir Libro de Ventas' }).click();
    await page.getByTestId('report-count').filter({ hasText: '3 registros' }).waitFor();

    const table = page.getByTestId('wide-report');
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    const texts = await rows.allInnerTexts();
    // in number order, each number once
    expect(texts.map((t) => invoices.find((n) => t.includes(n)))).toEqual(invoices);
    const voided = rows.filter({ hasText: annulled });
    expect(await voided.innerText()).toContain('Anulada');
    expect(await voided.innerText()).toContain('03-ANU');
    expect(await voided.innerText()).toContain('Bs. 0,00');
    for (const n of invoices.slice(0, 2)) expect(await rows.filter({ hasText: n }).innerText()).toMatch(/01-REG[\s\S]*Bs\. 580,00[\s\S]*Activa/);

    const summary = page.getByTestId('sales-book-summary');
    expect(await summary.innerText()).toContain('Bs. 1.160,00');
    expect(await page.getByTestId('sales-book-tie-out').getAttribute('data-ok')).toBe('1');
    expect(await page.getByTestId('sales-book-gaps').getAttribute('data-ok')).toBe('1');
    expect(await page.getByTestId('sales-book-period').innerText()).toContain('Período abierto');
    await shot(page, 'reports-sales-book');

    // status filter: only the annulled one (page 1 again), then 'Limpiar filtros'
    await page.getByRole('combobox', { name: 'Estatus' }).click();
    await page.getByRole('option', { name: 'Anulada', exact: true }).click();
    await page.getByTestId('report-count').filter({ hasText: '1 registro' }).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('2');
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByTestId('report-count').filter({ hasText: '3 registros' }).waitFor();

    const excel = await downloaded(page, 'Exportar Excel');
    expect(excel.name).toMatch(/^libro-de-ventas.*\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(excel.bytes as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((c) => void cells.push(String(c.text)))));
    for (const n of invoices) expect(cells).toContain(n);
    expect(cells).toContain('Anulada');
    expect(cells).toContain('03-ANU');

    const pdf = await downloaded(page, 'Exportar PDF');
    expect(pdf.name).toMatch(/^libro-de-ventas.*\.pdf$/);
    const text = pdfText(new Uint8Array(pdf.bytes));
    expect(text).toContain('Libro de Ventas');
    for (const n of invoices) expect(text).toContain(n);
    // the PDF's annulled row says so by its transaction type (its columns: the API's presenter)
    expect(text).toContain('03-ANU');
    expect(text).toMatch(/Página 1 de \d+/);

    // last month has ended: an administrator closes it (after confirming); the banner then says so
    const last = monthStart(addDays(monthStart(todayYmd()), -1));
    await page.goto(`/admin/reports/sales-book?since=${last}`);
    const banner = page.getByTestId('sales-book-period');
    await banner.filter({ hasText: 'Período abierto' }).waitFor();
    await page.getByRole('button', { name: 'Cerrar período' }).click();
    const ask = page.getByRole('dialog', { name: 'Confirmación' });
    await ask.getByText(/^¿Desea cerrar el período/).waitFor();
    await ask.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: MSG.reports.salesBookClosed }).first().waitFor();
    await banner.filter({ hasText: 'Período cerrado' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cerrar período' }).count()).toBe(0);
    await shot(page, 'reports-sales-book-closed');
    await mkdir(screenshotDir, { recursive: true });
    await writeFile(path.join(screenshotDir, 'reports-sales-book.pdf'), pdf.bytes);
    await page.context().close();
  });
});

describe('Auditoría', () => {
  it('shows a tariff change field by field; refuses the export without a start date; verifies the chain', async () => {
    const page = await newPage(e2e, { width: 1366 });
    await signInAs(page, admin);
    await visit(page, '/admin/reports/audit-report');
    await page.getByLabel('Buscar').fill('Cambio de actividad');
    const row = page.getByRole('row').filter({ hasText: 'Cambio de actividad' }).first();
    await row.waitFor();
    await row.getByRole('button', { name: /^Ver cambios/ }).click();
    const changes = page.getByTestId('audit-changes').first();
    const name = changes.getByRole('row').filter({ hasText: /^name/ });
    expect(await name.innerText()).toContain(activity.before);
    expect(await name.innerText()).toContain(activity.after);
    expect(await changes.innerText()).not.toMatch(/password/i);
    await shot(page, 'reports-audit-changes');

    // the export needs a start date: said before any call
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.getByText(MSG.reports.auditStartRequired).waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText(MSG.reports.auditStartRequired).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Verificar integridad' }).click();
    const verify = page.getByRole('dialog', { name: 'Integridad de la bitácora' });
    await verify.getByText('La cadena de registros está íntegra').waitFor();
    await shot(page, 'reports-audit-verify');
    await page.keyboard.press('Escape');
    await verify.waitFor({ state: 'hidden' });

    // with a start date: 'Generar reporte' says it will notify; the file appears, becomes ready and downloads
    await field(page, 'Desde').fill(formatDate(todayYmd()));
    await field(page, 'Desde').press('Tab');
    await page.getByRole('button', { name: 'Generar reporte' }).click();
    await page.getByRole('status').filter({ hasText: MSG.reports.auditGenerating }).first().waitFor();
    const file = page.getByTestId('audit-file').first();
    await file.getByText('Listo').waitFor({ timeout: 30_000 });
    const generated = await downloaded(page, 'Descargar');
    expect(generated.name).toMatch(/^auditoria.*\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(generated.bytes as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((c) => void cells.push(String(c.text)))));
    expect(cells.some((c) => c.includes(activity.after))).toBe(true);
    expect(cells.join(' ')).not.toMatch(/password/i);
    await shot(page, 'reports-audit-generated');
    await page.context().close();
  });

  it('without export-reports-audit: no audit card on the index, and its route sends the user away', async () => {
    const page = await newPage(e2e);
    await signInAs(page, reader);
    await visit(page, '/admin/reports');
    expect(await page.getByTestId('report-card').filter({ hasText: 'Auditoría' }).count()).toBe(0);
    expect(await page.getByTestId('report-card').filter({ hasText: 'Libro de Ventas' }).count()).toBe(1);
    await page.goto('/admin/reports/audit-report');
    await page.waitForURL((u) => !u.pathname.startsWith('/admin/reports/audit-report'));
    expect(new URL(page.url()).pathname).toBe('/welcome');
    // opened from another screen of the portal, it navigates back to it (001 section 2)
    await visit(page, '/admin/reports/sales-book');
    await page.evaluate(() => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: 'audit', idx }, '', '/admin/reports/audit-report');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await page.waitForURL((u) => u.pathname === '/admin/reports/sales-book');
    await page.getByRole('heading', { name: 'Libro de Ventas' }).first().waitFor();
    await page.context().close();
  });
});

describe('at 390 px', () => {
  it('the index, the sales book (its table scrolls in its own region), the voided invoices and the audit report fit the phone', async () => {
    const page = await newPage(e2e, { phone: true });
    await signInAs(page, admin);
    await visit(page, '/admin/reports');
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'reports-index-phone');

    await visit(page, '/admin/reports/sales-book');
    await page.getByTestId('report-count').filter({ hasText: '3 registros' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    const region = page.getByTestId('wide-report');
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // keyboard: the region takes the focus and scrolls with the arrow keys
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => (document.querySelector('[data-testid="wide-report"]')?.scrollLeft ?? 0) > 0);
    await shot(page, 'reports-sales-book-phone');

    await visit(page, '/admin/reports/voided-invoices');
    await page.getByTestId('report-count').filter({ hasText: '1 registro' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.getByTestId('row-card').filter({ hasText: annulled }).getByText('Error de caja').waitFor();
    await shot(page, 'reports-voided-phone');

    await visit(page, '/admin/reports/audit-report');
    await page.getByTestId('report-count').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'reports-audit-phone');

    await visit(page, '/admin/reports/income-report');
    await page.getByTestId('income-summary').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'reports-income-phone');

    await visit(page, '/admin/reports/retention-report');
    await page.getByTestId('report-count').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'reports-retentions-phone');
    await page.context().close();
  });
});
