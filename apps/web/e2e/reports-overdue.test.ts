// 'Reporte de Cobranza Vencida' in the browser (issue 29 item 1; docs/reports.md "Cobranza vencida"): a
// taxpayer with two properties owing months of 2026; as of 10/08/2026 the report shows each property
// with its months in their buckets and the summary; grouped by taxpayer, one row; the Excel export is
// downloaded and read back, the PDF too; axe-clean, and at 390 px nothing sideways.
import { readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNotice, buildProperty, buildTaxpayer, createUser, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { pdfText } from '../../api/test/support/pdf.ts';
import { newPage, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let reader: JourneyUser;
let client = 0;
const codes: string[] = [];
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const URL_OF = (extra = '') => `/admin/reports/overdue-collection-report?until=2026-08-10&client_id=${client}${extra}`;

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  await setHistory(p, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(p, 'iva', [['2025-01-01', '16']]);
  await setHistory(p, 'bankInterest', [['2025-01-01', '0']]);
  reader = await createUser(p, { level_id: 2, name: 'Rita', permissions: ['view-reports'] });
  const t = await buildTaxpayer(p, { business_name: 'Panadería La Esquina' });
  client = t.id;
  // first property: January (more than 180 days on 10/08), April (91–180), June (31–60), July (1–30), August (not due)
  const a = await buildProperty(p, { user_id: t.id });
  for (const m of ['01', '04', '06', '07', '08']) await buildNotice(p, { property_id: a.id, period: d(`2026-${m}-01`) });
  // second property: March only (91–180)
  const b = await buildProperty(p, { user_id: t.id });
  await buildNotice(p, { property_id: b.id, period: d('2026-03-01') });
  await refreshBalanceOf(p, [a.id, b.id]);
  codes.push(a.code, b.code);
}, 120_000);
afterAll(() => e2e?.close());

/** The file a click downloads, with its suggested name. */
async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

describe('Reporte de Cobranza Vencida', () => {
  it('shows each property aged into its buckets with the summary; the Excel read back; the PDF', async () => {
    const page = await newPage(e2e);
    await signInAs(page, reader);
    await visit(page, URL_OF());
    await page.getByTestId('overdue-summary-total').waitFor();
    // 6 months of 11,6 UCD (no interest): 69,6 UCD = 3.480,00 Bs
    await expect.poll(() => page.getByTestId('overdue-summary-total').innerText()).toContain('69,6000');
    expect(await page.getByTestId('overdue-summary-total').innerText()).toContain('3.480,00');
    expect(await page.getByTestId('overdue-summary-over_180').innerText()).toContain('11,6000');
    expect(await page.getByTestId('overdue-summary-d91_180').innerText()).toContain('23,2000');
    expect(await page.getByTestId('overdue-summary-d61_90').innerText()).toContain('0,0000');
    expect(await page.getByTestId('overdue-summary-current').innerText()).toContain('11,6000');
    expect(await page.getByTestId('overdue-counts').innerText()).toContain('Inmuebles con deuda: 2');
    for (const c of codes) await page.getByText(c, { exact: true }).first().waitFor();
    await shot(page, 'reports-overdue');

    const excel = await downloaded(page, 'Exportar Excel');
    expect(excel.name).toBe('cobranza-vencida-2026-08-10.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(excel.bytes as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Cobranza vencida')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    expect(header).toContain('Más de 180 días UCD');
    const col = (name: string) => header.indexOf(name);
    const rows = [2, 3].map((i) => sheet.getRow(i));
    expect(rows.map((r) => String(r.getCell(col('Código')).value))).toEqual(codes);
    expect(rows.map((r) => Number(r.getCell(col('Total UCD')).value))).toEqual([58, 11.6]);
    expect(Number(rows[0]!.getCell(col('Más de 180 días UCD')).value)).toBe(11.6);
    const summary: string[] = [];
    wb.getWorksheet('Resumen')!.eachRow((r) => r.eachCell((c) => void summary.push(String(c.text))));
    expect(summary).toContain('Reporte de Cobranza Vencida');

    const pdf = await downloaded(page, 'Exportar PDF');
    expect(pdf.name).toBe('cobranza-vencida-2026-08-10.pdf');
    await writeFile('/tmp/reports-overdue.pdf', pdf.bytes);
    const text = pdfText(new Uint8Array(pdf.bytes));
    expect(text).toContain('Reporte de Cobranza Vencida');
    for (const c of codes) expect(text).toContain(c);
  }, 120_000);

  it('grouped by taxpayer: one row with both properties; at 390 px nothing sideways', async () => {
    const page = await newPage(e2e);
    await signInAs(page, reader);
    await visit(page, URL_OF('&group=1'));
    await page.getByTestId('overdue-summary-total').waitFor();
    await page.getByText('Panadería La Esquina', { exact: false }).first().waitFor();
    await expect.poll(() => page.getByTestId('report-count').innerText()).toContain('1 registro');
    await shot(page, 'reports-overdue-grouped');

    const phone = await newPage(e2e, { phone: true });
    await signInAs(phone, reader);
    await visit(phone, URL_OF());
    await phone.getByTestId('overdue-summary-total').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'reports-overdue-phone');
  }, 120_000);
});
