// Account status in the browser (issue 12): the taxpayer's 'Estado de Cuenta' (only its own
// properties, 'Pagos Pendientes' with its totals, the PDF whose text shows the total and whose QR
// opens the verification page, Bs amounts following a new UCD rate live) and the staff's 'Record de
// Cuenta' (search on Enter, status filter, child properties and 'Atras', 'Exportar Excel' with the
// filter, delete a fine with a reason, mark a payment paid, 'Calcular', send the statement to a real
// SMTP server; a moderator without the permission does not see the actions). 'Al día' and 'Si paga
// el' are pinned over HTTP (apps/api/test/account-status.test.ts), not here.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFine, buildNotice, buildProperty, createUser, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { pdfQr, pdfText } from '../../api/test/support/pdf.ts';
import { newPage, pick, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
let client: JourneyUser;
const ids = { A: 0, B: 0, child: 0, other: 0, codeA: '', codeB: '', codeOther: '', janA: 0, fineA: 0 };
const d = (day: string) => new Date(`${day}T00:00:00Z`);
let qrUrl = '';

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const portal = e2e.portal;
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  admin = await createUser(portal, { level_id: 1, name: 'Ana' });
  client = await createUser(portal, { level_id: 3, name: 'José', email: 'jose@example.com' });
  const other = await createUser(portal, { level_id: 3, name: 'Otro' });
  const A = await buildProperty(portal, { user_id: client.id });
  const B = await buildProperty(portal, { user_id: client.id });
  const child = await buildProperty(portal, { user_id: client.id, parent_id: A.id });
  const O = await buildProperty(portal, { user_id: other.id });
  const jan = await buildNotice(portal, { property_id: A.id, period: d('2026-01-01') });
  await buildNotice(portal, { property_id: A.id, period: d('2026-02-01') });
  const fine = await buildFine(portal, { property_id: A.id, notice_id: jan.id, amount: '2.0000' });
  await buildNotice(portal, { property_id: O.id, period: d('2026-01-01') });
  await refreshBalanceOf(portal, [A.id, B.id, child.id, O.id]);
  Object.assign(ids, { A: A.id, B: B.id, child: child.id, other: O.id, codeA: A.code, codeB: B.code, codeOther: O.code, janA: jan.id, fineA: fine.id });
});
afterAll(async () => e2e?.close());

const toastSaid = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
async function accept(page: Page, title: 'Confirmación', text?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  if (text) await dialog.getByText(text, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.waitFor({ state: 'detached' });
}
const rowOf = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });

describe("taxpayer 'Estado de Cuenta'", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(e2e);
    await signInAs(page, client);
  });

  it('lists only its own properties with what each owes, in UCD and Bs', async () => {
    await visit(page, '/account-status');
    await rowOf(page, ids.codeA).waitFor();
    expect(await page.getByTestId('list-count').innerText()).toMatch(/de 3$/);
    expect(await page.getByText(ids.codeOther).count()).toBe(0);
    // 2 × (10 + 1.60) + fine 2 = 25.2000 UCD; × 50 = 1.260,00 Bs
    const a = rowOf(page, ids.codeA);
    expect(await a.innerText()).toContain('UCD 25,2000');
    expect(await a.innerText()).toContain('Bs. 1.260,00');
    expect(await a.innerText()).toMatch(/impago/i);
    await shot(page, 'account-status-client');
  });

  it("'Pagos Pendientes' shows the totals and rows; the PDF's text shows the total", async () => {
    await page.getByRole('button', { name: `Pagos pendientes ${ids.codeA}` }).click();
    const modal = page.getByRole('dialog', { name: 'Pagos Pendientes' });
    await modal.getByTestId('total-ucd').filter({ hasText: 'UCD 25,2000' }).waitFor();
    expect(await modal.getByTestId('total-bs').innerText()).toBe('Bs. 1.260,00');
    expect(await modal.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    await shot(page, 'account-status-client-payments');
    const [download] = await Promise.all([page.waitForEvent('download'), modal.getByRole('button', { name: 'Imprimir' }).click()]);
    const pdf = await readFile((await download.path())!);
    const text = pdfText(pdf);
    expect(text).toContain('Estado de Cuenta');
    expect(text).toContain(ids.codeA);
    expect(text).toContain('UCD 25,2000 / Bs. 1.260,00');
    qrUrl = pdfQr(pdf) ?? '';
    expect(qrUrl).toMatch(/\/verificar\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
  });

  it('the QR of the PDF opens the public verification page, which shows the document standing', async () => {
    const visitor = await newPage(e2e);
    await visit(visitor, new URL(qrUrl).pathname);
    await visitor.getByTestId('document-status').filter({ hasText: 'Vigente' }).waitFor();
    const shown = await visitor.getByTestId('verified-document').innerText();
    expect(shown).toContain(ids.codeA);
    expect(shown).toContain('UCD 25,2000 / Bs. 1.260,00');
    await shot(visitor, 'verify-document');
    await visitor.getByLabel('Código de verificación').fill('ZZZZ-ZZZZ-ZZ');
    await visitor.getByRole('button', { name: 'Verificar' }).click();
    await visitor.getByText('No encontramos un documento con ese código').waitFor();
    await visitor.context().close();
  });

  it('a new UCD rate set by staff changes the Bs amounts on the open list without reloading', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Pagos Pendientes' }).waitFor({ state: 'detached' });
    const login = await page.request.post('/api/auth/login', { data: { username: admin.username, password: admin.plainPassword } });
    const { token } = (await login.json()) as { token: string };
    const res = await page.request.post('/api/admin/economic-activities/edit-petro', { data: { amount: '60' }, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    // 25.2 × 60 = 1.512,00 Bs
    await rowOf(page, ids.codeA).filter({ hasText: 'Bs. 1.512,00' }).waitFor();
  });
});

describe("staff 'Record de Cuenta'", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(e2e);
    await signInAs(page, admin);
  });
  const search = async (text: string) => {
    const box = page.getByRole('textbox', { name: 'Buscar' });
    await box.fill(text);
    await box.press('Enter');
  };

  it('searches on Enter, filters by status, opens the child properties and goes back', async () => {
    await visit(page, '/admin/account-status');
    await search(ids.codeA);
    await page.getByTestId('list-count').filter({ hasText: /de 1$/ }).waitFor();
    await rowOf(page, ids.codeA).waitFor();
    await page.getByRole('button', { name: `Acciones ${ids.codeA}` }).click();
    await page.getByRole('menuitem', { name: /Propiedades hijas/ }).click();
    await page.waitForURL(`**/admin/account-status/${ids.A}`);
    await page.getByText('Propiedades hijas de').waitFor();
    await page.getByTestId('list-count').filter({ hasText: /de 1$/ }).waitFor();
    await shot(page, 'account-record-children');
    await page.getByRole('button', { name: 'Atras' }).click();
    await page.waitForURL('**/admin/account-status');
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await pick(page, 'Estatus', 'Impago');
    await page.getByTestId('list-count').filter({ hasText: /de 2$/ }).waitFor();
    await rowOf(page, ids.codeOther).waitFor();
    expect(await rowOf(page, ids.codeB).count()).toBe(0);
    await shot(page, 'account-record');
    // the export takes the same filter: the owing properties, not the paid one
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)).buffer as ArrayBuffer);
    const codes: unknown[] = [];
    wb.worksheets[0]!.eachRow((row, n) => n > 1 && codes.push(row.getCell(4).value));
    expect(codes).toContain(ids.codeA);
    expect(codes).toContain(ids.codeOther);
    expect(codes).not.toContain(ids.codeB);
  });

  it('deletes a fine with a reason, marks a payment paid, calculates and sends the statement', async () => {
    await visit(page, '/admin/account-status');
    await search(ids.codeA);
    await page.getByRole('button', { name: `Pagos pendientes ${ids.codeA}` }).click();
    const modal = page.getByRole('dialog', { name: 'Pagos Pendientes' });
    await modal.getByTestId('total-ucd').filter({ hasText: 'UCD 25,2000' }).waitFor();

    await modal.getByRole('button', { name: /^Acciones aviso ene/ }).click();
    await page.getByRole('menuitem', { name: 'Eliminar multa' }).click();
    const reason = page.getByRole('dialog', { name: 'Eliminar multa' });
    await reason.getByRole('button', { name: 'Aceptar' }).click();
    await reason.getByText('Lo sentimos, el motivo no puede estar vacío').waitFor();
    await reason.getByLabel(/^Motivo/).fill('Cargada por error');
    await reason.getByRole('button', { name: 'Aceptar' }).click();
    await accept(page, 'Confirmación', '¿Está seguro?');
    await toastSaid(page, 'Se ha eliminado correctamente la multa');
    await modal.getByTestId('total-ucd').filter({ hasText: 'UCD 23,2000' }).waitFor();
    const fine = await e2e.portal.ctx.db.fine.findUniqueOrThrow({ where: { id: ids.fineA } });
    expect(fine).toMatchObject({ delete_reason: 'Cargada por error', deleted_by: admin.id });

    await modal.getByRole('button', { name: /^Acciones aviso ene/ }).click();
    await page.getByRole('menuitem', { name: 'Marcar como pagado' }).click();
    await accept(page, 'Confirmación');
    await toastSaid(page, 'Se ha marcado como pagado con éxito');
    await modal.getByTestId('total-ucd').filter({ hasText: 'UCD 11,6000' }).waitFor();
    expect(await modal.getByRole('button', { name: /^Acciones aviso ene/ }).count()).toBe(0);

    await modal.getByRole('button', { name: 'Calcular' }).click();
    await accept(page, 'Confirmación');
    await toastSaid(page, 'El estado de cuenta del contribuyente ha sido calculado');
    await shot(page, 'account-record-payments');

    await modal.getByRole('button', { name: 'Enviar estado de cuenta' }).click();
    await accept(page, 'Confirmación');
    await toastSaid(page, 'El email fue enviado');
    const mail = await e2e.smtp.waitFor('jose@example.com');
    expect(mail.raw).toContain(ids.codeA);
    expect(mail.raw).toContain(`Content-Type: application/pdf; name=estado-de-cuenta-${ids.codeA}.pdf`);
  });

  it('a moderator with view-account-status only sees no actions', async () => {
    const viewer = await createUser(e2e.portal, { level_id: 2, name: 'Lectora', permissions: ['view-account-status'] });
    const p = await newPage(e2e);
    await signInAs(p, viewer);
    await visit(p, '/admin/account-status');
    await p.getByRole('button', { name: `Acciones ${ids.codeA}` }).click();
    await p.getByRole('menuitem', { name: 'Pagos Pendientes' }).waitFor();
    expect(await p.getByRole('menuitem', { name: 'Calcular' }).count()).toBe(0);
    expect(await p.getByRole('menuitem', { name: 'Eliminar toda la deuda' }).count()).toBe(0);
    await p.getByRole('menuitem', { name: 'Pagos Pendientes' }).click();
    const modal = p.getByRole('dialog', { name: 'Pagos Pendientes' });
    await modal.getByTestId('total-ucd').waitFor();
    expect(await modal.getByRole('button', { name: 'Calcular' }).count()).toBe(0);
    expect(await modal.getByRole('button', { name: /^Acciones aviso/ }).count()).toBe(0);
    await p.context().close();
  });
});
