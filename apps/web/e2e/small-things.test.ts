// The small things of issue 26 item 7 that no other journey shows: one pending month reads '1 mes
// pendiente'; 'Historial de Comprobantes' speaks to staff about the taxpayers' bills (the taxpayer
// keeps 'sus facturas'); a taxpayer's row says its own status ('Activo'), the filter keeps 'Activos'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNotice, buildProperty, createUser, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { MSG } from '@aseo/shared/messages';
import { newPage, pick, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
let client: JourneyUser;
let code = '';

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  await setHistory(e2e.portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(e2e.portal, 'bankInterest', [['2025-01-01', '0']]);
  admin = await createUser(e2e.portal, { level_id: 1, name: 'Ana' });
  client = await createUser(e2e.portal, { level_id: 3, name: 'José' });
  const p = await buildProperty(e2e.portal, { user_id: client.id });
  await buildNotice(e2e.portal, { property_id: p.id, period: new Date('2026-01-01T00:00:00Z') });
  await refreshBalanceOf(e2e.portal, [p.id]);
  code = p.code;
});
afterAll(async () => e2e?.close());

describe('small things (issue 26 item 7)', () => {
  it("one pending month reads '1 mes pendiente'", async () => {
    const page = await newPage(e2e);
    await signInAs(page, client);
    await visit(page, '/account-status');
    await page.getByRole('button', { name: `Pagos pendientes ${code}` }).click();
    const modal = page.getByRole('dialog', { name: 'Pagos Pendientes' });
    await modal.getByText(/1 mes pendiente$/).waitFor();
    expect(await modal.getByText(/meses pendientes/).count()).toBe(0);
  });

  it("'Historial de Comprobantes' speaks to staff about the taxpayers' bills and to the taxpayer about its own", async () => {
    const staff = await newPage(e2e);
    await signInAs(staff, admin);
    await visit(staff, '/admin/voucher-history');
    await staff.getByText(MSG.voucherHistory.staffExplanation).waitFor();
    expect(await staff.getByText(/sus facturas/).count()).toBe(0);
    await shot(staff, 'voucher-history-staff-help');
    const taxpayer = await newPage(e2e);
    await signInAs(taxpayer, client);
    await visit(taxpayer, '/voucher-history');
    await taxpayer.getByText(MSG.voucherHistory.explanation).waitFor();
  });

  it("a taxpayer's row says its own status; the status filter keeps the plural", async () => {
    const page = await newPage(e2e);
    await signInAs(page, admin);
    await visit(page, '/admin/users/clients');
    const row = page.getByRole('row').filter({ hasText: client.username });
    await row
      .locator('.mantine-Switch-label')
      .filter({ hasText: /^Activo$/ })
      .waitFor();
    expect(
      await page
        .locator('.mantine-Switch-label')
        .filter({ hasText: /^Activos$/ })
        .count(),
    ).toBe(0);
    await pick(page, 'Estatus', 'Activos');
    await row
      .locator('.mantine-Switch-label')
      .filter({ hasText: /^Activo$/ })
      .waitFor();
  });
});
