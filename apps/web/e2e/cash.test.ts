// The cash desks in the browser (issue 13): the cajero pays two months of a taxpayer at the new desk
// with a transfer and a cash receipt (the summary on screen equals the bill's stored totals), prints
// the invoice (its text shows number, control number, base, VAT and total); the taxpayer pays its
// own oldest month at 'Realizar pago' with a voucher upload; the old desk refuses ticking month 3
// before month 2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS } from '@aseo/shared/constants';
import { formatBs } from '@aseo/shared/format';
import { bs } from '@aseo/shared/money';
import { buildNotice, buildProperty, createUser, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { pdfText } from '../../api/test/support/pdf.ts';
import type { Locator, Page } from 'playwright-core';
import { createJourneyUsers, field, newPage, PHONE, pick, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';
import { todayYmd } from '@aseo/shared/schemas';

let e2e: E2E;
let users: { admin: JourneyUser; cashier: JourneyUser; client: JourneyUser };
const ids = { desk: 0, own: 0, old: 0, agent: 0, deskCode: '', ownCode: '', oldCode: '', agentCode: '' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  await setHistory(p, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(p, 'iva', [['2025-01-01', '16']]);
  await setHistory(p, 'bankInterest', [['2025-01-01', '0']]);
  users = await createJourneyUsers(p);
  const bank = await p.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  await p.ctx.db.bankAccount.create({
    data: { name: 'Alcaldía Recaudación', bank_id: bank.id, account_type_id: 1, document_type_id: 3, document: '200000009', number: '01020000000000000009' },
  });
  for (const key of ['desk', 'own', 'old'] as const) {
    const prop = await buildProperty(p, { user_id: users.client.id });
    for (const m of ['01', '02', '03']) await buildNotice(p, { property_id: prop.id, period: new Date(`2026-${m}-01T00:00:00Z`) });
    ids[key] = prop.id;
    ids[`${key}Code`] = prop.code;
  }
  // a retention agent's property: its bill is a prefactura until its payment data arrives
  const agent = await p.ctx.db.user.update({ where: { id: (await createUser(p, { level_id: 3, name: 'Agente' })).id }, data: { retention: 1 } });
  const agentProperty = await buildProperty(p, { user_id: agent.id });
  await buildNotice(p, { property_id: agentProperty.id, period: new Date('2026-01-01T00:00:00Z') });
  Object.assign(ids, { agent: agentProperty.id, agentCode: agentProperty.code });
  await refreshBalanceOf(p, [ids.desk, ids.own, ids.old, ids.agent]);
});
afterAll(async () => e2e?.close());

const today = () => todayYmd();
/** Waits for a modal to close; if it stays, fails with what it says. */
async function closed(modal: Locator) {
  const gone = await modal.waitFor({ state: 'detached', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (!gone) throw new Error(`the modal stayed open: ${await modal.innerText()}`);
}
/** Today in the open date picker. */
async function pickToday(page: Page) {
  const picker = page.getByRole('dialog', { name: 'Seleccionar fecha' });
  await picker.locator('button.mantine-DatePicker-day:not([data-outside])', { hasText: new RegExp(`^${Number(today().slice(8, 10))}$`) }).click();
}
/** Picks the property whose option starts with its code ('código - zona - calle'). */
async function property(page: Page, code: string) {
  await page
    .getByLabel(/^Inmueble/)
    .first()
    .click();
  await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
}

describe('cash desks', () => {
  it('the cajero pays two months with a transfer and a cash receipt at the new desk and prints the invoice', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await visit(page, '/admin/cash-new');
    const ucd = page.getByRole('dialog', { name: 'Valor de la UCD' });
    await ucd.getByText(/1 UCD = Bs\. ?50,00/).waitFor();
    await ucd.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('combobox', { name: 'Buscar contribuyente o inmueble' }).fill(ids.deskCode);
    await page.getByRole('option', { name: new RegExp(`^${ids.deskCode} - `) }).click();
    await page.getByRole('region', { name: 'Datos del inmueble' }).getByText(ids.deskCode).waitFor();
    await page.getByRole('button', { name: 'Agregar deuda' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar deuda' });
    await add.getByLabel(/^Aseo Ene 2026/).check();
    await add.getByLabel(/^Aseo Feb 2026/).check();
    await add.getByRole('button', { name: 'Agregar' }).click();
    // 2 × (10 + 1.6) UCD × 50 = 1.160,00 Bs
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 1.160,00' }).waitFor();
    // a transfer of 700 with its voucher file, then cash for the rest (proposed by the form)
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    let v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
    await pick(page, 'Método de pago', 'Transferencia');
    await v.getByLabel(/^Monto pagado/).fill('700,00');
    await v.getByLabel(/^Nro. de referencia/).fill('87654321');
    await pick(page, 'Cuenta bancaria', 'Alcaldía Recaudación · 01020000000000000009');
    await v.getByLabel(/^Fecha del pago/).click();
    await pickToday(page);
    await v.locator('input[type="file"]').setInputFiles({ name: 'transferencia.png', mimeType: 'image/png', buffer: PNG });
    await v.getByText(/\.png$/).waitFor();
    await v.getByRole('button', { name: 'Agregar' }).click();
    await closed(v);
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
    await pick(page, 'Método de pago', 'Efectivo');
    expect(await v.getByLabel(/^Monto pagado/).inputValue()).toMatch(/^460[.,]00$/);
    await v.getByRole('button', { name: 'Agregar' }).click();
    await page.getByTestId('vouchers-total').filter({ hasText: 'Bs. 1.160,00' }).waitFor();
    const shown = Object.fromEntries(
      await Promise.all(
        ['subtotal', 'base', 'iva', 'total', 'due'].map(async (k) => [k, (await page.getByTestId(`summary-${k}`).innerText()).match(/^Bs\. [\d.,]+/)?.[0]]),
      ),
    );
    await shot(page, 'cash-new-ready');
    await page.getByRole('button', { name: 'Procesar' }).click();
    await page.getByRole('dialog').getByText('Corfirmar ejecución de pago?').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se han guardado los datos correctamente' }).first().waitFor();
    const link = page.getByTestId('print-bill');
    await link.waitFor();
    await shot(page, 'cash-new-paid');
    const bill = await e2e.portal.ctx.db.bill.findFirstOrThrow({ where: { property_id: ids.desk }, include: { vouchers: true } });
    // a transfer waits for reconciliation; the figures on screen are the stored ones
    expect(bill.status).toBe(BILL_STATUS.PENDING);
    expect(bill.vouchers).toHaveLength(2);
    expect(shown).toEqual({
      subtotal: formatBs(bs(bill.subtotal_bs.toFixed(2))),
      base: formatBs(bs(bill.tax_base_bs.toFixed(2))),
      iva: formatBs(bs(bill.iva_bs.toFixed(2))),
      total: formatBs(bs(bill.total_bs.toFixed(2))),
      due: formatBs(bs(bill.due_bs.toFixed(2))),
    });
    // por conciliar: the printout is the payment's receipt, not a fiscal invoice (no invoice nor control number yet)
    expect(bill.number).toBeNull();
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    const text = pdfText(Buffer.from(await pdf.body()));
    for (const s of ['COMPROBANTE DE PAGO POR CONCILIAR', String(bill.receipt_number).padStart(8, '0'), '1.000,00', '160,00', '1.160,00'])
      expect(text).toContain(s);
    expect(text).not.toContain('FACTURA');
    await page.context().close();
  });

  it("the taxpayer pays its own oldest month at 'Realizar pago' with a voucher upload", async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.client);
    await visit(page, '/cash');
    await property(page, ids.ownCode);
    await page.getByRole('checkbox', { name: 'Pagar Aseo Ene 2026' }).check();
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 580,00' }).waitFor();
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
    // a taxpayer declares transfers and deposits only: cash and cards are taken at a desk (DOMAIN "Who may declare what")
    await field(page, 'Método de pago').first().click();
    await page.getByRole('option', { name: 'Depósito', exact: true }).waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Transferencia', 'Depósito']);
    await page.getByRole('option', { name: 'Depósito', exact: true }).click();
    await v.getByLabel(/^Nro. de referencia/).fill('11223344');
    await pick(page, 'Cuenta bancaria', 'Alcaldía Recaudación · 01020000000000000009');
    await v.getByLabel(/^Fecha del pago/).click();
    await pickToday(page);
    await v.getByRole('button', { name: 'Agregar' }).click();
    await v.getByText('Debe subir el comprobante de pago').waitFor();
    await v.locator('input[type="file"]').setInputFiles({ name: 'deposito.png', mimeType: 'image/png', buffer: PNG });
    await v.getByText(/\.png$/).waitFor();
    await v.getByRole('button', { name: 'Agregar' }).click();
    await closed(v);
    await shot(page, 'cash-client-ready');
    await page.getByRole('button', { name: 'Enviar Pago' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha generado el recibo correspondiente' }).first().waitFor();
    const bill = await e2e.portal.ctx.db.bill.findFirstOrThrow({ where: { property_id: ids.own }, include: { vouchers: true } });
    expect(bill.status).toBe(BILL_STATUS.PENDING);
    expect(bill.vouchers[0]!.file).toMatch(/\.png$/);
    // the paid month leaves the list; February is now the first one
    await page.getByRole('checkbox', { name: 'Pagar Aseo Ene 2026' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: 'Pagar Aseo Feb 2026' }).isDisabled()).toBe(false);
    await page.context().close();
  });

  it('the old desk refuses ticking month 3 before month 2, and unticking month 1 unticks the rest', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await visit(page, `/admin/cash/${users.client.id}`);
    await property(page, ids.oldCode);
    const month = (m: string) => page.getByRole('checkbox', { name: `Pagar Aseo ${m} 2026` });
    await month('Ene').check();
    expect(await month('Mar').isDisabled()).toBe(true);
    await month('Feb').check();
    expect(await month('Mar').isDisabled()).toBe(false);
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 1.160,00' }).waitFor();
    await shot(page, 'cash-old-ticked');
    await month('Ene').uncheck();
    expect(await month('Feb').isChecked()).toBe(false);
    expect(await month('Mar').isDisabled()).toBe(true);
    await page.context().close();
  });

  it("'Realizar pago' on a 390 px phone: the months, the summary and the button fit, nothing scrolls sideways", async () => {
    const page = await newPage(e2e, { phone: true });
    await signInAs(page, users.client);
    await visit(page, '/cash');
    await property(page, ids.oldCode);
    await page.getByRole('checkbox', { name: 'Pagar Aseo Ene 2026' }).check();
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 580,00' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const pay = await page.getByRole('button', { name: 'Enviar Pago' }).boundingBox();
    expect(pay!.x + pay!.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'cash-client-phone');
    await page.context().close();
  });

  it('the cajero adds a service of a new type, edits its amount and charges it in cash (accepted at once)', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await visit(page, `/admin/cash-new/${users.client.id}/${ids.desk}`);
    await page.getByRole('dialog', { name: 'Valor de la UCD' }).getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('region', { name: 'Datos del inmueble' }).getByText(ids.deskCode).waitFor();
    await page.getByRole('button', { name: 'Agregar servicio' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar servicio' });
    await modal.getByLabel('Nuevo tipo de servicio').fill('Poda de árboles');
    await modal.getByLabel(/^Monto \(UCD\)/).fill('2');
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 100,00' }).waitFor();
    await page.getByRole('button', { name: 'Editar monto de Poda de árboles' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar monto del servicio' });
    await edit.getByLabel(/^Monto \(UCD\)/).fill('3,5');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 175,00' }).waitFor();
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
    await pick(page, 'Método de pago', 'Efectivo');
    await v.getByRole('button', { name: 'Agregar' }).click();
    await closed(v);
    await page.getByRole('button', { name: 'Procesar' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByTestId('print-bill').waitFor();
    const bill = await e2e.portal.ctx.db.bill.findFirstOrThrow({ where: { property_id: ids.desk, services_total: { gt: 0 } } });
    expect([bill.status, bill.services_total.toFixed(4), bill.total_bs.toFixed(2)]).toEqual([BILL_STATUS.ACCEPTED, '3.5000', '175.00']);
    await page.context().close();
  });

  it("a retention agent's bill is a prefactura; 'Cargar datos de pago' numbers it (edit-payments-data)", async () => {
    const page = await newPage(e2e);
    await signInAs(page, await createUser(e2e.portal, { level_id: 2, name: 'Carla', box: 'Caja 2', permissions: ['view-cash', 'edit-payments-data'] }));
    await visit(page, `/admin/cash-new/0/${ids.agent}`);
    await page.getByRole('dialog', { name: 'Valor de la UCD' }).getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('region', { name: 'Datos del inmueble' }).getByText('Si', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Agregar deuda' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar deuda' });
    await add.getByLabel(/^Aseo Ene 2026/).check();
    await add.getByRole('button', { name: 'Agregar' }).click();
    // 580 − 75 % of the VAT (80) = 520
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 520,00' }).waitFor();
    await page.getByRole('button', { name: 'Procesar' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText(/^Prefactura N° \d+ · Por pagar/).waitFor();
    await page.getByRole('button', { name: 'Cargar datos de pago' }).click();
    const modal = page.getByRole('dialog', { name: 'Cargar datos de pago' });
    await modal.getByRole('button', { name: 'Agregar', exact: true }).click();
    const v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
    await pick(page, 'Método de pago', 'Efectivo');
    expect(await v.getByLabel(/^Monto pagado/).inputValue()).toMatch(/^520[.,]00$/);
    await v.getByRole('button', { name: 'Agregar' }).click();
    await closed(v);
    await shot(page, 'cash-prefactura-data');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(/^Factura N° \d+ · Conciliado/).waitFor();
    const bill = await e2e.portal.ctx.db.bill.findFirstOrThrow({ where: { property_id: ids.agent } });
    expect([bill.status, bill.number !== null, bill.amount_paid.toFixed(2)]).toEqual([BILL_STATUS.ACCEPTED, true, '520.00']);
    await page.context().close();
  });
});
