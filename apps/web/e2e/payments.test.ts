// 'Pagos' in the browser (issue 14): the taxpayer sends two transfers; staff reconcile one and reject
// the other with a comment; the taxpayer's open 'Pagos' and 'Historial de Comprobantes' show both
// changes without reloading, and the rejected one's reason.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { buildNotice, buildProperty, createUser, login, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { newPage, pick, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';
import { todayYmd } from '@aseo/shared/schemas';

let e2e: E2E;
let client: JourneyUser;
let staff: JourneyUser;
const bills: { id: number; number: string; reference: string }[] = [];
let code = '';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  await setHistory(p, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(p, 'iva', [['2025-01-01', '16']]);
  await setHistory(p, 'bankInterest', [['2025-01-01', '0']]);
  await setHistory(p, 'retention', [['2025-01-01', '75']]);
  client = await createUser(p, { level_id: 3, name: 'Rosa' });
  staff = await createUser(p, { level_id: 2, name: 'Luis', box: 'Caja 3', permissions: ['view-cash', 'view-payments', 'edit-payments-data'] });
  const bank = await p.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  const account = await p.ctx.db.bankAccount.create({
    data: { name: 'Alcaldía', bank_id: bank.id, account_type_id: 1, document_type_id: 3, document: '200000010', number: '01020000000000000010' },
  });
  const property = await buildProperty(p, { user_id: client.id });
  code = property.code;
  const months = [];
  for (const m of ['01', '02']) months.push((await buildNotice(p, { property_id: property.id, period: new Date(`2026-${m}-01T00:00:00Z`) })).id);
  await refreshBalanceOf(p, [property.id]);
  const token = await login(p, client.username, client.plainPassword);
  for (const [i, id] of months.entries()) {
    const receipt = {
      payment_method_id: PAYMENT_METHOD.TRANSFER,
      amount_paid: '580.00',
      number: String(30_000_000 + i + Math.floor(Math.random() * 1_000_000) * 10),
      date: todayYmd(),
      bank_id: bank.id,
      bank_account_id: account.id,
      hasFile: true,
    };
    const form = new FormData();
    form.append('property_id', String(property.id));
    form.append('months', JSON.stringify([id]));
    form.append('receipts', JSON.stringify([receipt]));
    form.append('files', new Blob([PNG], { type: 'image/png' }), 'pago.png');
    const res = await fetch(`${p.url}/api/cash/payments/finish`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    const body = (await res.json()) as { bill: { id: number; receipt_number: number } };
    // por conciliar, a bill is named by its receipt number (the invoice number comes with the money)
    bills.push({ id: body.bill.id, number: `R-${String(body.bill.receipt_number).padStart(8, '0')}`, reference: receipt.number });
  }
});
afterAll(async () => e2e?.close());

const rowOf = (page: Page, number: string) => page.getByRole('row').filter({ hasText: number });
const closed = (modal: Locator) => modal.waitFor({ state: 'detached', timeout: 10_000 });

describe("'Pagos'", () => {
  it('staff reconcile one transfer and reject the other; the taxpayer sees both at once, and the reason', async () => {
    const taxpayer = await newPage(e2e);
    await signInAs(taxpayer, client);
    await visit(taxpayer, '/payments');
    await rowOf(taxpayer, bills[0]!.number).filter({ hasText: 'Por conciliar' }).waitFor();
    await taxpayer.waitForFunction(() => document.documentElement.dataset.live === '1');

    // the taxpayer's 'Historial de Comprobantes' is open too
    const history = await newPage(e2e);
    await signInAs(history, client);
    await visit(history, '/voucher-history');
    await rowOf(history, bills[0]!.reference).filter({ hasText: 'Por conciliar' }).waitFor();
    await history.waitForFunction(() => document.documentElement.dataset.live === '1');

    const desk = await newPage(e2e);
    await signInAs(desk, staff);
    await visit(desk, '/admin/payments');
    await desk.getByLabel('Buscar').fill(code);
    await desk.getByTestId('list-count').filter({ hasText: /de 2$/ }).waitFor();
    await shot(desk, 'payments-admin');
    await desk.getByRole('button', { name: `Acciones ${bills[0]!.number}` }).click();
    await desk.getByRole('menuitem', { name: 'Conciliar' }).click();
    const reconcile = desk.getByRole('dialog', { name: new RegExp(`^Conciliar pago · ${bills[0]!.number}`) });
    // prefilled as the portal writes amounts (decimal comma)
    expect(await reconcile.getByLabel(/^Monto pagado/).inputValue()).toBe('580,00');
    await reconcile.getByRole('button', { name: 'Guardar' }).click();
    await desk.getByRole('status').filter({ hasText: 'Se ha modificado el estatus del pago' }).first().waitFor();
    await rowOf(desk, bills[0]!.number).filter({ hasText: 'Conciliado' }).waitFor();

    await desk.getByRole('button', { name: `Acciones ${bills[1]!.number}` }).click();
    await desk.getByRole('menuitem', { name: 'Reversar' }).click();
    const reject = desk.getByRole('dialog', { name: new RegExp(`^Reversar pago · ${bills[1]!.number}`) });
    await reject.getByLabel('Comentario').fill('La referencia no aparece en el banco');
    await reject.getByRole('button', { name: 'Guardar' }).click();
    await rowOf(desk, bills[1]!.number).filter({ hasText: 'Reversado' }).waitFor();

    // the taxpayer's open list follows without reloading
    await rowOf(taxpayer, bills[0]!.number).filter({ hasText: 'Conciliado' }).waitFor();
    await rowOf(history, bills[0]!.reference).filter({ hasText: 'Conciliado' }).waitFor();
    await rowOf(history, bills[1]!.reference).filter({ hasText: 'Reversado' }).waitFor();
    await rowOf(taxpayer, bills[1]!.number).filter({ hasText: 'Reversado' }).waitFor();
    // reconciled: its fiscal invoice number now names it, the receipt number stays beside it
    const invoice = String((await e2e.portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bills[0]!.id } })).number).padStart(8, '0');
    await taxpayer.getByRole('link', { name: `Ver factura ${invoice}` }).waitFor();
    await taxpayer.getByRole('button', { name: `Motivo del rechazo ${bills[1]!.number}` }).click();
    await taxpayer.getByRole('dialog', { name: 'Pago rechazado' }).getByText('La referencia no aparece en el banco').waitFor();
    await shot(taxpayer, 'payments-client-rejected');
  });

  it("staff with view-payments but not view-cash list 'Pagos' without a failed call (the prefactura modal reads its methods only when opened)", async () => {
    const reader = await createUser(e2e.portal, { level_id: 2, name: 'Irma', permissions: ['view-payments'] });
    const page = await newPage(e2e);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    await signInAs(page, reader);
    await visit(page, '/admin/payments');
    await page.getByRole('row').filter({ hasText: code }).first().waitFor();
    expect(refused).toEqual([]);
    expect(await page.getByText(MSG.common.connection).count()).toBe(0);
    await page.context().close();
  });

  it("the taxpayer reads a payment's vouchers and registers a new payment from 'Pagos'", async () => {
    // February's payment was rejected in the first test: its month is due again
    const page = await newPage(e2e);
    await signInAs(page, client);
    await visit(page, '/payments');
    // January's payment was reconciled in the first test: its invoice number names it now
    const invoice = String((await e2e.portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bills[0]!.id } })).number).padStart(8, '0');
    await page.getByRole('button', { name: `Comprobantes ${invoice}` }).click();
    const list = page.getByRole('dialog', { name: `Comprobantes de pago · ${invoice}` });
    await list.getByRole('row').filter({ hasText: 'Transferencia' }).filter({ hasText: 'Bs. 580,00' }).waitFor();
    await list.getByRole('button', { name: /^Descargar comprobante/ }).waitFor();
    expect(await list.getByRole('button', { name: /^Eliminar comprobante/ }).count()).toBe(0); // staff only
    await shot(page, 'payments-client-vouchers');
    await page.keyboard.press('Escape');
    await closed(list);

    await page.getByRole('button', { name: 'Registrar Pago' }).click();
    const form = page.getByRole('dialog', { name: 'Registrar Pago' });
    await form
      .getByLabel(/^Inmueble/)
      .first()
      .click();
    await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
    await form.getByRole('checkbox', { name: 'Pagar Aseo Feb 2026' }).check();
    await form.getByTestId('summary-due').filter({ hasText: 'Bs. 580,00' }).waitFor();
    await form.getByRole('button', { name: 'Agregar', exact: true }).click();
    const v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
    await pick(page, 'Método de pago', 'Depósito');
    await v.getByLabel(/^Nro. de referencia/).fill(String(40_000_000 + Math.floor(Math.random() * 9_999_999)));
    await pick(page, 'Cuenta bancaria', 'Alcaldía · 01020000000000000010');
    await v.getByLabel(/^Fecha del pago/).click();
    const day = Number(todayYmd().slice(8, 10)); // the portal's day (Caracas), the form's latest
    await page
      .getByRole('dialog', { name: 'Seleccionar fecha' })
      .locator('button.mantine-DatePicker-day:not([data-outside])', { hasText: new RegExp(`^${day}$`) })
      .click();
    await v.locator('input[type="file"]').setInputFiles({ name: 'deposito.png', mimeType: 'image/png', buffer: PNG });
    await v.getByText(/\.png$/).waitFor();
    await v.getByRole('button', { name: 'Agregar' }).click();
    await closed(v);
    await shot(page, 'payments-client-register');
    await form.getByRole('button', { name: 'Enviar Pago' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha generado el recibo correspondiente' }).first().waitFor();
    await page.keyboard.press('Escape');
    await closed(form);
    // the list behind shows the new bill waiting for reconciliation, without reloading
    await page.getByRole('row').filter({ hasText: 'feb 2026' }).filter({ hasText: 'Por conciliar' }).waitFor();
  });

  it("a retention agent uploads its withholding voucher at 'Historial de Comprobantes'", async () => {
    const p = e2e.portal;
    const agent = await p.ctx.db.user.update({ where: { id: (await createUser(p, { level_id: 3, name: 'Agente' })).id }, data: { retention: 1 } });
    const property = await buildProperty(p, { user_id: agent.id });
    const jan = await buildNotice(p, { property_id: property.id, period: new Date('2026-01-01T00:00:00Z') });
    await refreshBalanceOf(p, [property.id]);
    const token = await login(p, staff.username, staff.plainPassword);
    const post = (path: string, body: unknown) =>
      fetch(`${p.url}/api${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ bill: { id: number; number: number } }>);
    const pre = await post('/admin/bill/box/create/cash/payment', { property: property.id, invoices: [{ type: 'Deuda', id: jan.id }], vouchers: [] });
    const done = await post('/admin/cash/payments/complete', {
      bill_id: pre.bill.id,
      receipts: [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '520.00' }],
    });
    const number = String(done.bill.number).padStart(8, '0');

    const page = await newPage(e2e);
    await signInAs(page, { ...agent, plainPassword: 'Clave.Segura1' } as JourneyUser);
    await visit(page, '/voucher-history');
    await page.getByRole('button', { name: `Adjuntar comprobante de retención ${number}` }).click();
    const modal = page.getByRole('dialog', { name: 'Comprobante de retención' });
    const today = todayYmd();
    const voucherNumber = `${today.slice(0, 4)}${today.slice(5, 7)}00000042`;
    await modal.getByLabel(/^Nro. de comprobante/).fill(voucherNumber);
    expect(await modal.getByLabel(/^Monto retenido/).inputValue()).toBe('60,00');
    await modal.locator('input[type="file"]').setInputFiles({ name: 'retencion.png', mimeType: 'image/png', buffer: PNG });
    await modal.getByText(/\.png$/).waitFor();
    await shot(page, 'withholding-upload');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha subido el archivo correctamente' }).first().waitFor();
    await page.getByRole('row').filter({ hasText: voucherNumber }).waitFor();
    await page.getByRole('button', { name: `Descargar comprobante de retención ${number}` }).waitFor();
    const stored = await p.ctx.db.withholdingVoucher.findUniqueOrThrow({ where: { bill_id: pre.bill.id } });
    expect([stored.number, stored.amount.toFixed(2), stored.percentage.toFixed(2)]).toEqual([voucherNumber, '60.00', '75.00']);
  });
});
