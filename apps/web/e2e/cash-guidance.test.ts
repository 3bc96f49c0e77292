// The desks that guide (issue 26 item 2), in the browser: the new desk's message follows the screen
// (the voucher message goes as receipts are added; an overpayment shows the yellow surplus note
// alone); 'Agregar multa' adds a new fine that is paid, with 'Multa' and 'Intereses' apart in the
// summary; March before February is refused at both desks with the month named — the screens do not
// let it be chosen, and when a screen is behind (a month back to pending) the server's refusal is
// shown; a debt or fine line is deleted with cash-record-fines-delete, and without it only 'Quitar'.
// Long journeys on a loaded machine: each has 150 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BILL_STATUS, FINE_TYPE } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { buildFine, buildNotice, buildProperty, createUser, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { createJourneyUsers, newPage, pick, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let users: { admin: JourneyUser; cashier: JourneyUser; client: JourneyUser };
let remover: JourneyUser;
const props = { errors: 0, fine: 0, order: 0, old: 0, erase: 0 };
const feb = fillMessage(MSG.cash.payEarlierMonth, { month: 'febrero 2026' });
const d = (day: string) => new Date(`${day}T00:00:00Z`);

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  await setHistory(p, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(p, 'iva', [['2025-01-01', '16']]);
  await setHistory(p, 'bankInterest', [['2025-01-01', '0']]);
  users = await createJourneyUsers(p);
  remover = await createUser(p, { level_id: 2, name: 'Rosa', box: 'Caja 3', permissions: ['view-cash', 'cash-record-fines-delete'] });
  const owing = async (months: string[]) => {
    const prop = await buildProperty(p, { user_id: users.client.id });
    const ids = [];
    for (const m of months) ids.push((await buildNotice(p, { property_id: prop.id, period: d(`2026-${m}-01`) })).id);
    return { id: prop.id, notices: ids };
  };
  props.errors = (await owing(['01'])).id;
  const fine = await owing(['01']);
  props.fine = fine.id;
  // January's interest, frozen at 1 UCD (50 Bs): the summary shows it apart from the fine
  await buildFine(p, { property_id: fine.id, notice_id: fine.notices[0], fine_type_id: FINE_TYPE.INTEREST, amount: '1.0000', frozen_at: new Date() });
  props.order = (await owing(['02', '03'])).id;
  props.old = (await owing(['02', '03'])).id;
  const erase = await owing(['01', '02']);
  props.erase = erase.id;
  await buildFine(p, { property_id: erase.id, amount: '1.0000' });
  await refreshBalanceOf(p, Object.values(props));
});
afterAll(async () => e2e?.close());

/** The new desk on a property, the UCD confirmed. */
async function newDesk(page: Page, propertyId: number) {
  await visit(page, `/admin/cash-new/${users.client.id}/${propertyId}`);
  await page.getByRole('dialog', { name: 'Valor de la UCD' }).getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('region', { name: 'Datos del inmueble' }).waitFor();
}
async function addDebt(page: Page, ...months: string[]) {
  await page.getByRole('button', { name: 'Agregar deuda' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar deuda' });
  for (const m of months) await add.getByLabel(new RegExp(`^Aseo ${m} 2026`)).check();
  await add.getByRole('button', { name: 'Agregar' }).click();
  await add.waitFor({ state: 'detached' });
}
/** A cash receipt of `amount` ('' keeps the amount the form proposes). */
async function addCash(page: Page, amount = '') {
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
  await pick(page, 'Método de pago', 'Efectivo');
  if (amount) await v.getByLabel(/^Monto pagado/).fill(amount);
  await v.getByRole('button', { name: 'Agregar' }).click();
  await v.waitFor({ state: 'detached' });
}
const summary = (page: Page) => page.getByRole('region', { name: 'Resumen de la factura' }).locator('..');
/** The red message under the summary (none: null). */
async function message(page: Page): Promise<string | null> {
  const alerts = page.locator('.mantine-Alert-root[role="alert"]');
  return (await alerts.count()) ? (await alerts.first().innerText()).trim() : null;
}
async function waitText(l: Locator, text: string) {
  await l.filter({ hasText: text }).first().waitFor();
}

describe('the new desk guides', () => {
  it('its message follows the screen: the voucher message goes as receipts are added; an overpayment shows the surplus note alone', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await newDesk(page, props.errors);
    await addDebt(page, 'Ene');
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 580,00' }).waitFor();
    await page.getByRole('button', { name: 'Procesar' }).click();
    await waitText(page.getByRole('alert'), MSG.cash.voucherRequired);
    // a receipt short of the total: the message becomes the one that applies now
    await addCash(page, '300,00');
    await waitText(page.getByRole('alert'), MSG.cash.completeTotal);
    expect(await page.getByText(MSG.cash.voucherRequired).count()).toBe(0);
    await shot(page, 'cash-guidance-short');
    // another one beyond the total: no red message, the yellow surplus note only
    await addCash(page, '400,00');
    await page.getByText(MSG.cash.surplusCreditNote, { exact: false }).waitFor();
    expect(await message(page)).toBeNull();
    for (const t of [MSG.cash.completeTotal, MSG.cash.voucherRequired, 'Falta por pagar']) expect(await page.getByText(t, { exact: false }).count()).toBe(0);
    expect(await summary(page).getByRole('status').allInnerTexts()).toEqual([expect.stringContaining(MSG.cash.surplusCreditNote)]);
    await shot(page, 'cash-guidance-surplus');
    await page.getByRole('button', { name: 'Procesar' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByTestId('print-bill').waitFor();
    const bill = await e2e.portal.ctx.db.bill.findFirstOrThrow({ where: { property_id: props.errors }, include: { credit_notes: true } });
    expect([bill.status, bill.credit_notes[0]?.amount.toFixed(4)]).toEqual([BILL_STATUS.ACCEPTED, '2.4000']);
    await page.context().close();
  }, 150_000);

  it("'Agregar multa' adds a new fine by amount and reason; it is paid, with 'Multa' and 'Intereses' apart in the summary", async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await newDesk(page, props.fine);
    await addDebt(page, 'Ene');
    // 580 + 50 of interest
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 630,00' }).waitFor();
    await page.getByRole('button', { name: 'Agregar multa' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar multa' });
    await modal.getByLabel(/^Monto de la multa \(UCD\)/).fill('2');
    await modal.getByLabel(/^Motivo/).fill('Desechos en la vía pública');
    await shot(page, 'cash-guidance-fine');
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Detalle de la factura' }).getByText('Multa: Desechos en la vía pública').waitFor();
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 730,00' }).waitFor();
    const box = page.getByRole('region', { name: 'Resumen de la factura' });
    for (const label of ['Multa', 'Intereses']) await box.getByText(label, { exact: true }).waitFor();
    expect(await page.getByTestId('summary-fines').innerText()).toMatch(/^Bs\. 100,00/);
    expect(await page.getByTestId('summary-interest').innerText()).toMatch(/^Bs\. 50,00/);
    await addCash(page);
    await page.getByRole('button', { name: 'Procesar' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByTestId('print-bill').waitFor();
    const bill = await e2e.portal.ctx.db.bill.findFirstOrThrow({ where: { property_id: props.fine } });
    expect([bill.status, bill.fines_total.toFixed(4), bill.interest_total.toFixed(4), bill.total_bs.toFixed(2)]).toEqual([
      BILL_STATUS.ACCEPTED,
      '2.0000',
      '1.0000',
      '730.00',
    ]);
    const fine = await e2e.portal.ctx.db.fine.findFirstOrThrow({ where: { property_id: props.fine, fine_type_id: FINE_TYPE.FINE } });
    expect([fine.bill_id, fine.comment]).toEqual([bill.id, 'Desechos en la vía pública']);
    await page.context().close();
  }, 150_000);
});

describe('oldest month first at both desks', () => {
  it('the new desk: March cannot be chosen before February (the month is named); a screen behind gets the server’s refusal', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await newDesk(page, props.order);
    await page.getByRole('button', { name: 'Agregar deuda' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar deuda' });
    const month = (m: string) => add.getByLabel(new RegExp(`^Aseo ${m} 2026`));
    expect(await month('Mar').isDisabled()).toBe(true);
    await add.getByText(feb).waitFor();
    await shot(page, 'cash-guidance-order-new');
    await month('Feb').check();
    expect(await month('Mar').isDisabled()).toBe(false);
    await month('Mar').check();
    // leaving February out takes March out too
    await month('Feb').uncheck();
    expect([await month('Mar').isChecked(), await month('Mar').isDisabled()]).toEqual([false, true]);
    await add.getByRole('button', { name: MSG.common.cancel }).click();
    // a screen that has not seen February (it was in a bill that has just been rejected): the server refuses
    await page.route(
      (url) => url.pathname.endsWith(`/property/${props.order}/payments-fines`),
      async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { data: { date: string }[] };
        await route.fulfill({ response: res, json: { data: body.data.filter((r) => !r.date.startsWith('2026-02')) } });
      },
    );
    await page.reload();
    await page.getByRole('dialog', { name: 'Valor de la UCD' }).getByRole('button', { name: 'Confirmar' }).click();
    await addDebt(page, 'Mar');
    await addCash(page);
    await page.getByRole('button', { name: 'Procesar' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.getByText(feb).waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    expect(await message(page)).toBe(feb);
    await shot(page, 'cash-guidance-order-refused');
    expect(await e2e.portal.ctx.db.bill.count({ where: { property_id: props.order } })).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  }, 150_000);

  it("the old desk: March's box stays off until February is ticked, the line under the list names February; a list behind gets the server's refusal", async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    const open = async () => {
      await visit(page, `/admin/cash/${users.client.id}`);
      await page
        .getByLabel(/^Inmueble/)
        .first()
        .click();
      await page
        .getByRole('option', { name: new RegExp(`^${(await e2e.portal.ctx.db.property.findUniqueOrThrow({ where: { id: props.old } })).code}`) })
        .click();
    };
    await open();
    const month = (m: string) => page.getByRole('checkbox', { name: `Pagar Aseo ${m} 2026` });
    expect(await month('Mar').isDisabled()).toBe(true);
    await page.getByTestId('months-order').filter({ hasText: feb }).waitFor();
    await shot(page, 'cash-guidance-order-old');
    await month('Feb').check();
    expect(await month('Mar').isDisabled()).toBe(false);
    expect(await page.getByTestId('months-order').count()).toBe(0);
    // a list that has not seen February: the server refuses and names it
    await page.route(
      (url) => url.pathname === '/api/admin/cash/payments',
      async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { payments: { date: string }[] };
        await route.fulfill({ response: res, json: { ...body, payments: body.payments.filter((r) => !r.date.startsWith('2026-02')) } });
      },
    );
    await open();
    await month('Mar').check();
    await page.getByTestId('summary-due').filter({ hasText: 'Bs. 580,00' }).waitFor();
    await addCash(page);
    await page.getByRole('button', { name: 'Enviar Pago' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('dialog', { name: 'Error' }).getByText(feb).waitFor();
    expect(await e2e.portal.ctx.db.bill.count({ where: { property_id: props.old } })).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  }, 150_000);
});

describe('deleting a debt or fine line (cash-record-fines-delete)', () => {
  it("without the permission: 'Quitar' only; the line leaves the bill, the debt stays", async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await newDesk(page, props.erase);
    await addDebt(page, 'Ene');
    const detail = page.getByRole('table', { name: 'Detalle de la factura' });
    await detail.getByText('Aseo Ene 2026').waitFor();
    expect(await detail.getByRole('button', { name: 'Eliminar Aseo Ene 2026' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Quitar Aseo Ene 2026 de la factura' }).click();
    await detail.getByText('Aseo Ene 2026').waitFor({ state: 'detached' });
    expect((await e2e.portal.ctx.db.notice.findMany({ where: { property_id: props.erase, deleted_at: null } })).length).toBe(2);
    await page.context().close();
  }, 150_000);

  it('with it: the fine is deleted with its reason and the month with its confirmation; both leave the account', async () => {
    const page = await newPage(e2e);
    await signInAs(page, remover);
    await newDesk(page, props.erase);
    await addDebt(page, 'Ene');
    await page.getByRole('button', { name: 'Agregar multa' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar multa' });
    await modal.getByRole('checkbox', { name: /^Multa .* · Bs\. 50,00$/ }).check();
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await modal.waitFor({ state: 'detached' });
    const detail = page.getByRole('table', { name: 'Detalle de la factura' });
    const fineLine = detail.getByRole('button', { name: /^Eliminar Multa / });
    await fineLine.waitFor();
    await shot(page, 'cash-guidance-delete');
    await fineLine.click();
    const reason = page.getByRole('dialog', { name: /^Eliminar Multa / });
    await reason.getByLabel(/^Motivo/).fill('Cargada por error');
    await reason.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: MSG.accountStatus.fineRemoved }).first().waitFor();
    await fineLine.waitFor({ state: 'detached' });
    await detail.getByRole('button', { name: 'Eliminar Aseo Ene 2026' }).click();
    await page
      .getByRole('dialog')
      .getByText(fillMessage(MSG.cash.confirmDeleteDebt, { name: 'Aseo Ene 2026' }))
      .waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: MSG.accountStatus.paymentRemoved }).first().waitFor();
    await detail.getByText('Aseo Ene 2026').waitFor({ state: 'detached' });
    const fine = await e2e.portal.ctx.db.fine.findFirstOrThrow({ where: { property_id: props.erase, notice_id: null } });
    expect([fine.deleted_by, fine.delete_reason]).toEqual([remover.id, 'Cargada por error']);
    const jan = await e2e.portal.ctx.db.notice.findFirstOrThrow({ where: { property_id: props.erase, period: d('2026-01-01') } });
    expect(jan.deleted_by).toBe(remover.id);
    // January gone, February is the oldest month: it can be chosen
    await page.getByRole('button', { name: 'Agregar deuda' }).click();
    expect(
      await page
        .getByRole('dialog', { name: 'Agregar deuda' })
        .getByLabel(/^Aseo Feb 2026/)
        .isDisabled(),
    ).toBe(false);
    await page.context().close();
  }, 150_000);
});
