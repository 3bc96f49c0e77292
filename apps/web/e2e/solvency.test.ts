// Solvency in the browser (issue 15): a taxpayer picks a property with debt (told it is not
// solvent, 'Generar' disabled), then one without, generates the certificate, downloads its PDF,
// and the PDF's QR opens a verification page that shows it 'Vigente'; staff find it by number,
// view it, and delete it — the page then says 'Anulado'. A certificate within 15 days of its last day
// reads 'Por vencer', with the taxpayer's notice.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@aseo/shared/billing';
import { formatDate } from '@aseo/shared/format';
import { todayYmd } from '@aseo/shared/schemas';
import { buildNotice, buildProperty, createUser, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { pdfQr, pdfText } from '../../api/test/support/pdf.ts';
import { newPage, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
let client: JourneyUser;
const codes = { owing: '', clean: '' };
let qrPath = '';
let number = '';

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  await setHistory(e2e.portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(e2e.portal, 'bankInterest', [['2025-01-01', '0']]);
  admin = await createUser(e2e.portal, { level_id: 1, name: 'Ana' });
  client = await createUser(e2e.portal, { level_id: 3, name: 'José' });
  const owing = await buildProperty(e2e.portal, { user_id: client.id });
  const clean = await buildProperty(e2e.portal, { user_id: client.id });
  await buildNotice(e2e.portal, { property_id: owing.id, period: new Date('2026-01-01T00:00:00Z') });
  await refreshBalanceOf(e2e.portal, [owing.id, clean.id]);
  Object.assign(codes, { owing: owing.code, clean: clean.code });
});
afterAll(async () => e2e?.close());

describe('solvency', () => {
  it('a taxpayer is refused with debt, then generates the certificate and downloads its PDF', async () => {
    const page = await newPage(e2e);
    await signInAs(page, client);
    await visit(page, '/urban-cleanliness');
    await page.getByText('La solvencia es válida para trámites municipales').waitFor();
    await page.getByRole('button', { name: 'Solicitar Solvencia' }).click();
    const modal = page.getByRole('dialog', { name: 'Solicitar Solvencia' });
    const choose = async (code: string) => {
      await modal.getByLabel(/^Inmueble/).click();
      await page.getByRole('option', { name: new RegExp(`^${code} ·`) }).click();
    };
    await choose(codes.owing);
    await modal.getByText('La propiedad no se encuentra solvente').waitFor();
    expect(await modal.getByRole('button', { name: 'Generar' }).isDisabled()).toBe(true);
    await shot(page, 'solvency-refused');
    await choose(codes.clean);
    await modal.getByText('La propiedad está solvente').waitFor();
    await modal.getByRole('button', { name: 'Generar' }).click();
    await page.getByRole('status').filter({ hasText: 'Solvencia generada exitosamente' }).first().waitFor();
    const view = page.getByRole('dialog', { name: 'Solvencia de Aseo Urbano' });
    await view.getByText(codes.clean).waitFor();
    number = (await view.locator('dd').first().innerText()).trim();
    expect(number).toMatch(/^\d{6}$/);
    await shot(page, 'solvency-view');
    const [download] = await Promise.all([page.waitForEvent('download'), view.getByRole('button', { name: 'Imprimir' }).click()]);
    const pdf = await readFile((await download.path())!);
    expect(pdfText(pdf)).toContain(number);
    qrPath = new URL(pdfQr(pdf)!).pathname;
    expect(qrPath).toMatch(/^\/verificar\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    await page.keyboard.press('Escape');
    await page.getByRole('row').filter({ hasText: number }).waitFor();
    await page.context().close();
  });

  it("a certificate about to lapse says so: the notice with its last day, 'Por vencer' on its row (issue 26 item 7)", async () => {
    const s = await e2e.portal.ctx.db.solvency.findUniqueOrThrow({ where: { number: Number(number) } });
    const lastDay = addDays(todayYmd(), 5);
    await e2e.portal.ctx.db.solvency.update({ where: { id: s.id }, data: { valid_until: new Date(`${lastDay}T00:00:00Z`) } });
    try {
      const page = await newPage(e2e);
      await signInAs(page, client);
      await visit(page, '/urban-cleanliness');
      const notice = page.getByTestId('solvency-expiring');
      await notice.getByText(`Su solvencia vence el ${formatDate(lastDay)} (inmueble ${codes.clean}, solvencia N° ${number})`).waitFor();
      expect(await page.getByRole('row').filter({ hasText: number }).getByTestId('status-badge').innerText()).toBe('Por vencer');
      await shot(page, 'solvency-expiring');
      // further away than 15 days: 'Vigente', no notice
      await e2e.portal.ctx.db.solvency.update({ where: { id: s.id }, data: { valid_until: new Date(`${addDays(todayYmd(), 40)}T00:00:00Z`) } });
      await page.reload();
      await page.getByRole('row').filter({ hasText: number }).getByTestId('status-badge').filter({ hasText: 'Vigente' }).waitFor();
      expect(await notice.count()).toBe(0);
      await page.context().close();
    } finally {
      await e2e.portal.ctx.db.solvency.update({ where: { id: s.id }, data: { valid_until: s.valid_until } });
    }
  });

  it("the QR opens the verification page: 'Vigente'; after staff delete it: 'Anulado'", async () => {
    const visitor = await newPage(e2e);
    await visit(visitor, qrPath);
    await visitor.getByTestId('document-status').filter({ hasText: 'Vigente' }).waitFor();
    expect(await visitor.getByTestId('verified-document').innerText()).toContain(number);
    await shot(visitor, 'solvency-verify');

    const staff = await newPage(e2e);
    await signInAs(staff, admin);
    await visit(staff, '/admin/urban-cleaning-solvencies');
    await staff.getByLabel('Buscar').fill(String(Number(number)));
    await staff.getByTestId('list-count').filter({ hasText: /de 1$/ }).waitFor();
    await staff.getByRole('button', { name: `Ver solvencia ${number}` }).click();
    await staff.getByRole('dialog', { name: 'Solvencia de Aseo Urbano' }).getByText('José Usuario').waitFor();
    await shot(staff, 'solvency-admin-view');
    await staff.keyboard.press('Escape');
    await staff.getByRole('button', { name: `Eliminar solvencia ${number}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Confirmación' });
    await dialog.getByText('¿Desea eliminar esta solvencia?').waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await staff.getByRole('status').filter({ hasText: 'Se ha eliminado correctamente la solvencia' }).first().waitFor();

    await visitor.reload();
    await visitor.getByTestId('document-status').filter({ hasText: 'Anulado' }).waitFor();
  });
});
