// Reconciliation in the browser (issue 14 items 6 and 7): while Luis has a pending transfer open,
// Marta's 'Pagos' shows it held by him, live, and her attempt is refused with his name; when he closes
// it the hold is gone. Then Marta imports the bank's CSV statement: the columns are guessed, two
// movements are proposed and one is listed with its reason; she confirms both in one step and the
// bills are reconciled.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS } from '@aseo/shared/constants';
import { createUser } from '../../api/test/support/factories.ts';
import { paymentsKit } from '../../api/test/support/payments.ts';
import { newPage, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let luis: JourneyUser;
let marta: JourneyUser;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
const perms = ['view-cash', 'view-payments', 'edit-payments-data'];

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const cashier = await createUser(e2e.portal, { level_id: 2, permissions: ['view-cash'] });
  const { login } = await import('../../api/test/support/factories.ts');
  const token = await login(e2e.portal, cashier.username, cashier.plainPassword);
  kit = await paymentsKit(e2e.portal, { Authorization: `Bearer ${token}` });
  luis = await createUser(e2e.portal, { level_id: 2, name: 'Luis', permissions: perms });
  marta = await createUser(e2e.portal, { level_id: 2, name: 'Marta', permissions: perms });
});
afterAll(async () => e2e?.close());

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** A bill por conciliar is named by its receipt number in 'Pagos' (DOMAIN "Bills", numbers at acceptance). */
const numberOf = async (id: number) => `R-${String((await e2e.portal.ctx.db.bill.findUniqueOrThrow({ where: { id } })).receipt_number).padStart(8, '0')}`;

describe('reconciliation', () => {
  it('a pending bill open by one staff member is shown held to another, live, and her action is refused with his name', async () => {
    const { bill, property } = await kit.pendingTransfer();
    const number = await numberOf(bill.id);
    const other = await newPage(e2e);
    await signInAs(other, marta);
    await visit(other, '/admin/payments');
    await other.getByLabel('Buscar').fill(property.code);
    await rowOf(other, number).filter({ hasText: 'Por conciliar' }).waitFor();
    await other.waitForFunction(() => document.documentElement.dataset.live === '1');

    const desk = await newPage(e2e);
    await signInAs(desk, luis);
    await visit(desk, '/admin/payments');
    await desk.getByLabel('Buscar').fill(property.code);
    await desk.getByRole('button', { name: `Acciones ${number}` }).click();
    await desk.getByRole('menuitem', { name: 'Conciliar' }).click();
    const modal = desk.getByRole('dialog', { name: new RegExp(`^Conciliar pago · ${number}`) });
    await modal.getByText(/^Reservado para usted hasta las \d{2}:\d{2}/).waitFor();

    await rowOf(other, number).filter({ hasText: 'En revisión: Luis Usuario' }).waitFor();
    await shot(other, 'payments-claimed');
    await other.getByRole('button', { name: `Acciones ${number}` }).click();
    await other.getByRole('menuitem', { name: 'Reversar' }).click();
    await other
      .getByText(/^Este pago lo está revisando Luis Usuario hasta las \d{2}:\d{2}/)
      .first()
      .waitFor();
    expect(await other.getByRole('dialog', { name: /Reversar pago/ }).count()).toBe(0);

    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await modal.waitFor({ state: 'detached' });
    await rowOf(other, number).filter({ hasNotText: 'En revisión' }).waitFor();
  });

  it("imports the bank's CSV statement, proposes 2 of 3 movements and reconciles both in one step", async () => {
    const a = await kit.pendingTransfer();
    const b = await kit.pendingTransfer();
    const c = await kit.pendingTransfer();
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');
    const csv = [
      'Estado de cuenta',
      'Fecha;Referencia;Descripción;Monto',
      `${day};${a.reference};TRANSF A;580,00`,
      `${day};${b.reference};TRANSF B;580,00`,
      `${day};${c.reference};TRANSF C;590,00`,
    ].join('\n');

    const page = await newPage(e2e);
    await signInAs(page, marta);
    await visit(page, '/admin/payments');
    await page.getByRole('link', { name: 'Estados de cuenta' }).click();
    await page.getByRole('heading', { name: 'Importar estado de cuenta' }).waitFor();
    await page
      .getByLabel(/^Cuenta bancaria/)
      .first()
      .click();
    await page.getByRole('option', { name: new RegExp(kit.account.number) }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'estado.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Leer archivo' }).click();
    await page.getByText('3 filas leídas.', { exact: false }).waitFor();
    expect(
      await page
        .getByLabel(/^Columna de la referencia/)
        .first()
        .inputValue(),
    ).toBe('Referencia');
    await page.getByRole('button', { name: 'Importar movimientos' }).click();
    await page.getByRole('status').filter({ hasText: 'Estado de cuenta importado: 2 por conciliar, 1 sin coincidencia, 0 ya importados' }).first().waitFor();
    await page.getByRole('heading', { name: 'Por conciliar (2)' }).waitFor();
    await rowOf(page, c.reference).filter({ hasText: 'tiene esta referencia pero su monto es' }).waitFor();
    await shot(page, 'statement-proposals');
    await page.getByRole('button', { name: 'Conciliar seleccionados (2)' }).click();
    await page.getByRole('status').filter({ hasText: 'Se conciliaron 2 movimientos' }).first().waitFor();
    await page.getByRole('heading', { name: 'Conciliados (2)' }).waitFor();
    await rowOf(page, 'estado.csv').filter({ hasText: 'Marta Usuario' }).waitFor();
    await shot(page, 'statement-confirmed');
    const statuses = await e2e.portal.ctx.db.bill.findMany({ where: { id: { in: [a.bill.id, b.bill.id, c.bill.id] } }, orderBy: { id: 'asc' } });
    expect(statuses.map((x) => x.status)).toEqual([BILL_STATUS.ACCEPTED, BILL_STATUS.ACCEPTED, BILL_STATUS.PENDING]);

    // on a 390 px phone the statement's movements are cards and nothing scrolls sideways
    const phone = await newPage(e2e, { phone: true });
    await signInAs(phone, marta);
    await visit(phone, '/admin/payments/bank-statements');
    await phone.getByRole('button', { name: /^Ver el estado de cuenta estado\.csv/ }).click();
    await phone.getByRole('heading', { name: 'Conciliados (2)' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'statement-phone');
  });
});
