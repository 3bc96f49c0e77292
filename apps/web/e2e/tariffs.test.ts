// Tariffs, global values, discounts and bank accounts as an administrator uses them (issue 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, signIn, startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe('tariffs', () => {
  it('an admin edits the UCD rate and a second signed-in browser sees it without reloading', async () => {
    const editor = await newPage(e2e);
    const watcher = await newPage(e2e);
    await signIn(editor, 'admin');
    await signIn(watcher, 'admin');
    await watcher.goto('/admin/tariff');
    await watcher.getByTestId('rate-conversion_petro').getByText('Bs. 52,7500').waitFor();
    await watcher.locator('html[data-live="1"]').waitFor({ state: 'attached' });

    await editor.goto('/admin/tariff');
    await editor.getByRole('button', { name: 'Conversión UCD - Bs' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Conversión UCD - Bs' });
    await dialog.getByLabel('Monto (Bs.)').fill('61.12345');
    expect(await dialog.getByLabel('Monto (Bs.)').inputValue()).toBe('61.1234');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await editor.getByRole('status').filter({ hasText: 'Se ha modificado la conversión de la UCD' }).waitFor();
    await shot(editor, 'tariff-rate-saved');

    await watcher.getByTestId('rate-conversion_petro').getByText('Bs. 61,1234').waitFor();
    await shot(watcher, 'tariff-rate-seen-live');
  });

  it('a percentage above 100 shows the spec message and saves nothing', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'admin');
    await page.goto('/admin/tariff');
    await page.getByRole('button', { name: 'Porcentaje del IVA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Porcentaje del IVA' });
    await dialog.getByLabel('Porcentaje').fill('150');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Lo sentimos, el valor no puede ser mayor a 100').waitFor();
    await shot(page, 'tariff-over-100');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByTestId('rate-iva').getByText('16,00 %').waitFor();
  });

  it('views an activity with the worked example of its fee', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'admin');
    await page.goto('/admin/tariff');
    await page.getByRole('button', { name: 'Ver C001' }).click();
    await page
      .getByTestId('tariff-example')
      .first()
      .getByText(/Un inmueble de 120 m2/)
      .waitFor();
    await shot(page, 'tariff-activity-view');
  });

  it('creates, edits and deletes a discount with two activities', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'admin');
    await page.goto('/admin/tariff');
    await page.getByRole('button', { name: 'Descuentos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Descuentos' });
    await dialog.getByRole('button', { name: 'Crear descuento' }).click();
    await dialog.getByLabel('Porcentaje').fill('12');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Lo sentimos, ambas fechas son requeridas').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();

    for (const [label, day] of [
      ['Desde', '1'],
      ['Hasta', '28'],
    ] as const) {
      await dialog.getByLabel(label).click();
      const picker = page.getByRole('dialog', { name: 'Seleccionar fecha' });
      await picker.locator('button.mantine-DatePicker-day:not([data-outside]):not([data-hidden])', { hasText: new RegExp(`^${day}$`) }).click();
    }
    const activities = dialog.getByLabel('Actividades económicas');
    await activities.click();
    await page.getByRole('option', { name: /^C001 / }).click();
    await page.getByRole('option', { name: /^C003 / }).click();
    await dialog.getByText('Crear descuento', { exact: true }).click(); // close the dropdown
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha creado correctamente el descuento' }).waitFor();
    await dialog.getByText('12,00 %').waitFor();
    await shot(page, 'discount-created');
    const created = await e2e.portal.ctx.db.discount.findFirstOrThrow({ where: { deleted_at: null }, include: { items: true }, orderBy: { id: 'desc' } });
    expect(created.items).toHaveLength(2);

    await dialog
      .getByRole('button', { name: /^Editar descuento/ })
      .first()
      .click();
    await dialog.getByLabel('Porcentaje').fill('20');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha editado correctamente el descuento' }).waitFor();
    await dialog.getByText('20,00 %').waitFor();

    await dialog
      .getByRole('button', { name: /^Eliminar descuento/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha eliminado correctamente el descuento' }).waitFor();
    expect(await e2e.portal.ctx.db.discount.count({ where: { deleted_at: null } })).toBe(0);
  });
});

describe('bank accounts', () => {
  it('toggles a bank account after confirmation', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'admin');
    await page.goto('/admin/bank-accounts');
    const toggle = page.getByRole('switch').first();
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await page.getByText('¿Desea cambiar el estatus de la cuenta bancaria?').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    // a success is a toast (role=status) that needs no click and closes by itself (ADR 011)
    const toast = page.getByRole('status').filter({ hasText: 'Se ha cambiado el estatus correctamente' });
    await toast.waitFor();
    // the confirmation fades out; no success dialog takes its place
    await page.getByRole('dialog', { name: 'Confirmación' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByText('Inactiva', { exact: true }).first().waitFor();
    await shot(page, 'bank-account-toggled');
    expect(await e2e.portal.ctx.db.bankAccount.count({ where: { status: 0 } })).toBe(1);
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('a refused save marks its fields and focuses the first instead of one generic dialog', async () => {
    const page = await newPage(e2e);
    await signIn(page, 'admin');
    await page.goto('/admin/bank-accounts');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const modal = page.getByRole('dialog', { name: 'Crear cuenta bancaria' });
    const documentField = modal.getByLabel(/^Documento/);

    // the form's own check: each empty field says so under itself, no dialog
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await modal
      .getByLabel(/^Titular/)
      .and(page.locator('[aria-invalid="true"]'))
      .waitFor();
    expect(await page.locator('[data-dialog="error"]').count()).toBe(0);

    await modal.getByLabel(/^Titular/).fill('Alcaldía de Prueba');
    await modal.getByLabel(/^Banco/).click();
    await page.getByRole('option').first().click();
    await modal.getByLabel(/^Número de cuenta/).fill('01020000000000000001');
    expect(await modal.getByLabel(/^Número de cuenta/).inputValue()).toBe('01020000000000000001');
    await modal.getByLabel(/^Teléfono/).fill('2125550000');
    await modal.getByLabel(/^Tipo de cuenta/).click();
    await page.getByRole('option', { name: 'Corriente' }).click();
    await documentField.fill('123456789');
    // a rule only the server knows: the G type now allows 5 digits in the database
    const db = e2e.portal.ctx.db;
    await db.documentType.update({ where: { id: 4 }, data: { max_length: 5 } });
    try {
      await modal.getByRole('button', { name: 'Guardar' }).click();
      await modal.getByText('El documento excede la longitud permitida para su tipo').waitFor();
      expect(await documentField.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => documentField.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.locator('[data-dialog="error"]').count()).toBe(0);
      await shot(page, 'bank-account-field-error');
      expect(await db.bankAccount.count({ where: { name: 'Alcaldía de Prueba' } })).toBe(0);
    } finally {
      await db.documentType.update({ where: { id: 4 }, data: { max_length: 9 } });
    }
    // corrected, it saves: the modal closes and a toast says so
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se han guardado los cambios correctamente' }).waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect(await db.bankAccount.count({ where: { name: 'Alcaldía de Prueba' } })).toBe(1);
  });
});
