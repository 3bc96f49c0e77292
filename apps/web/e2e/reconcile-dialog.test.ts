// 'Conciliar' sees what it reconciles (issue 26 item 3): a bill paid at the desk in Bs. 300,00 cash
// plus a Bs. 280,00 transfer shows both methods and the transfer's reference in staff 'Pagos'; its
// reconcile dialog lists both vouchers (method, bank, reference, date, declared amount) with the
// transfer's photo, proposes the declared amount and the transfer's day; reconciling opens the
// invoice, now a FACTURA with its number. On a 390 px phone the dialog fills the screen and a PDF
// voucher is previewed with its link to open it full size.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, PAYMENT_METHOD } from '@aseo/shared/constants';
import { formatDate } from '@aseo/shared/format';
import { todayYmd } from '@aseo/shared/schemas';
import { addDays } from '@aseo/shared/billing';
import { createUser, login } from '../../api/test/support/factories.ts';
import { paymentsKit } from '../../api/test/support/payments.ts';
import { pdfText } from '../../api/test/support/pdf.ts';
import { voucherPdf, voucherPng } from '../../api/test/support/voucher-images.ts';
import { newPage, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let luis: JourneyUser;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
let cashierAuth: Record<string, string>;
const mixed = { id: 0, number: '', code: '', reference: '', day: '' };
const pdfBill = { id: 0, number: '', code: '', reference: '' };

/** Pays a month at the new desk with these vouchers and files (one per voucher marked hasFile, in order). */
async function payAtDesk(propertyId: number, noticeId: number, vouchers: Record<string, unknown>[], files: { data: Buffer; name: string; type: string }[]) {
  const form = new FormData();
  form.append('property', String(propertyId));
  form.append('invoices', JSON.stringify([{ type: 'Deuda', id: noticeId }]));
  form.append('vouchers', JSON.stringify(vouchers));
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = await fetch(`${e2e.portal.url}/api/admin/bill/box/create/cash/payment`, { method: 'POST', headers: cashierAuth, body: form });
  expect(res.status).toBe(200);
  const { bill } = (await res.json()) as { bill: { id: number; status: number } };
  expect(bill.status).toBe(BILL_STATUS.PENDING);
  const stored = await e2e.portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } });
  return { id: bill.id, number: `R-${String(stored.receipt_number).padStart(8, '0')}` };
}

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const cashier = await createUser(e2e.portal, { level_id: 2, permissions: ['view-cash'] });
  cashierAuth = { Authorization: `Bearer ${await login(e2e.portal, cashier.username, cashier.plainPassword)}` };
  kit = await paymentsKit(e2e.portal, cashierAuth);
  luis = await createUser(e2e.portal, { level_id: 2, name: 'Luis', permissions: ['view-cash', 'view-payments', 'edit-payments-data'] });

  // January: Bs. 300,00 in cash and a Bs. 280,00 transfer made three days ago, with its photo
  const a = await kit.owing();
  const transfer = { ...kit.transfer('280.00'), date: addDays(todayYmd(), -3) };
  const photo = await voucherPng(kit.bank.name, transfer.number, '280,00');
  const paid = await payAtDesk(
    a.p.id,
    a.jan.id,
    [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '300.00' }, transfer],
    [{ data: photo, name: 'pago.png', type: 'image/png' }],
  );
  Object.assign(mixed, { ...paid, code: a.p.code, reference: transfer.number, day: transfer.date });

  // another taxpayer's transfer, its voucher a PDF
  const b = await kit.owing();
  const t = kit.transfer('580.00');
  const pdf = await voucherPdf(kit.bank.name, t.number, '580,00');
  Object.assign(pdfBill, {
    ...(await payAtDesk(b.p.id, b.jan.id, [t], [{ data: pdf, name: 'pago.pdf', type: 'application/pdf' }])),
    code: b.p.code,
    reference: t.number,
  });
});
afterAll(async () => e2e?.close());

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** The 'Medio de pago' cell of a row, in the row or, when the table folded that column, in the row's detail. */
async function methodsCell(page: Page, row: Locator) {
  const inline = row.getByTestId('payment-methods');
  const more = row.getByRole('button', { name: /^Más datos de/ });
  await inline.or(more).first().waitFor();
  // the table folds its columns in the frames after the rows appear
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  if (await inline.count()) return inline.innerText();
  await more.click();
  return page.getByTestId('row-detail').getByTestId('payment-methods').innerText();
}

describe("'Conciliar'", () => {
  it("lists both methods in 'Pagos', shows every voucher with its photo in the dialog, and opens the invoice after reconciling", async () => {
    const page = await newPage(e2e, { width: 1366, height: 900 });
    await signInAs(page, luis);
    await visit(page, '/admin/payments');
    await page.getByLabel('Buscar').fill(mixed.code);
    const row = rowOf(page, mixed.number);
    await row.filter({ hasText: 'Por conciliar' }).waitFor();
    // the method cell names every voucher, the transfer with its reference
    const methods = await methodsCell(page, row);
    expect(methods).toContain('Efectivo');
    expect(methods).toContain(`Transferencia ${mixed.reference}`);

    await page.getByRole('button', { name: `Acciones ${mixed.number}` }).click();
    await page.getByRole('menuitem', { name: 'Conciliar' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Conciliar pago · ${mixed.number}`) });
    const transfer = dialog.getByRole('region', { name: `Comprobante Transferencia ${mixed.reference}` });
    const photo = transfer.getByRole('img', { name: `Comprobante Transferencia ${mixed.reference}` });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    const facts = await transfer.innerText();
    for (const s of ['Transferencia', kit.bank.name, mixed.reference, formatDate(mixed.day), 'Bs. 280,00']) expect(facts).toContain(s);
    expect(facts).not.toContain('280.00');
    const cash = await dialog.getByRole('region', { name: /^Comprobante Efectivo/ }).innerText();
    for (const s of ['Efectivo', 'Bs. 300,00', 'Sin archivo adjunto']) expect(cash).toContain(s);
    await transfer.getByRole('link', { name: `Abrir en tamaño completo: Comprobante Transferencia ${mixed.reference}` }).waitFor();
    // prefilled as the spec says: the amount paid (declared), and the day of the transfer
    expect(await dialog.getByLabel(/^Monto pagado/).inputValue()).toBe('580,00');
    expect(await dialog.getByLabel(/^Fecha de recepción/).inputValue()).toBe(formatDate(mixed.day));
    await shot(page, 'reconcile-dialog');

    // 'Guardar' accepts the payment and opens its invoice in another window: the PDF the page fetched
    // (now a FACTURA with its fiscal number) shown there by the browser's viewer
    const opened = page.context().waitForEvent('page');
    const fetched = page.waitForResponse((r) => r.url().includes('/api/admin/cash/print/'));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const invoice = await opened;
    await page.getByRole('status').filter({ hasText: 'Se ha modificado el estatus del pago' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const bill = await e2e.portal.ctx.db.bill.findUniqueOrThrow({ where: { id: mixed.id } });
    expect(bill.status).toBe(BILL_STATUS.ACCEPTED);
    const pdf = await fetched;
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    expect(text).toContain('FACTURA');
    expect(text).toContain(String(bill.number).padStart(8, '0'));
    expect(text).not.toContain('POR CONCILIAR');
    await invoice.waitForURL(/^blob:/);
    await rowOf(page, String(bill.number).padStart(8, '0')).filter({ hasText: 'Conciliado' }).waitFor();
  });

  it('on a 390 px phone the dialog fills the screen and previews a PDF voucher with its link to open it', async () => {
    const phone = await newPage(e2e, { phone: true });
    await signInAs(phone, luis);
    await visit(phone, '/admin/payments');
    await phone.getByLabel('Buscar').fill(pdfBill.code);
    await phone.getByRole('button', { name: `Acciones ${pdfBill.number}` }).click();
    await phone.getByRole('menuitem', { name: 'Conciliar' }).click();
    const dialog = phone.getByRole('dialog', { name: new RegExp(`^Conciliar pago · ${pdfBill.number}`) });
    const name = `Comprobante Transferencia ${pdfBill.reference}`;
    const voucher = dialog.getByRole('region', { name });
    const preview = voucher.locator(`iframe[title="${name}"]`);
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    expect(await voucher.getByRole('link', { name: `Abrir en tamaño completo: ${name}` }).getAttribute('href')).toMatch(/^blob:/);
    const facts = await voucher.innerText();
    for (const s of [kit.bank.name, pdfBill.reference, 'Bs. 580,00']) expect(facts).toContain(s);
    // full screen, nothing sideways
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await dialog.getByLabel(/^Monto pagado/).scrollIntoViewIfNeeded();
    await shot(phone, 'reconcile-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await e2e.portal.ctx.db.bill.findUniqueOrThrow({ where: { id: pdfBill.id } })).status).toBe(BILL_STATUS.PENDING);
  });
});
