// A certificate stands while the bills that paid it stand (issue 25, DOMAIN "Certificates"): staff
// reject ('Cambiar estatus' → Reversado) in 'Pagos' a reconciled payment whose month backed a solvency
// certificate; the confirmation names the certificate it revokes before anything changes, and
// afterwards the certificate's public /verificar page says 'Revocada'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { createUser, login } from '../../api/test/support/factories.ts';
import { paymentsKit, today } from '../../api/test/support/payments.ts';
import { field, newPage, pick, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let staff: JourneyUser;
let kit: Awaited<ReturnType<typeof paymentsKit>>;

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const cashier = await createUser(e2e.portal, { level_id: 2, permissions: ['view-cash'] });
  kit = await paymentsKit(e2e.portal, { Authorization: `Bearer ${await login(e2e.portal, cashier.username, cashier.plainPassword)}` });
  staff = await createUser(e2e.portal, {
    level_id: 2,
    name: 'Marta',
    permissions: ['view-cash', 'view-payments', 'edit-payments-data', 'edit-payment-status'],
  });
});
afterAll(async () => e2e?.close());

describe('certificate revocation', () => {
  // Known flake (2 of 3 clean-clone runs on 2026-11-26, never alone, not reproduced since): after
  // 'Guardar' the toast showed but the row had not turned 'Reversado' within 30 s. Suspected: the
  // option clicked while the dropdown moved ('Anulado' chosen; `pick` now checks what the select
  // shows). The value and the database are asserted before the list, so a recurrence says which
  // side failed; one retry meanwhile, so a real failure still fails twice.
  it('rejecting a reconciled payment names the certificate it backs; the certificate then reads Revocada on /verificar', { retry: 1 }, async () => {
    const p = e2e.portal;
    const { bill, taxpayer, property } = await kit.pendingTransfer();
    const staffAuth = { Authorization: `Bearer ${await login(p, staff.username, staff.plainPassword)}`, 'content-type': 'application/json' };
    const reconciled = await fetch(`${p.url}/api/admin/cash/payments/status`, {
      method: 'POST',
      headers: staffAuth,
      body: JSON.stringify({ bill_id: bill.id, status: BILL_STATUS.ACCEPTED, amount_paid: '580.00', reception_date: today() }),
    });
    expect(reconciled.status).toBe(200);
    const owner = { Authorization: `Bearer ${await login(p, taxpayer.username, 'Clave.Segura1')}`, 'content-type': 'application/json' };
    const issued = await fetch(`${p.url}/api/urban-cleaning-solvencies/create`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ property_id: property.id }),
    });
    const certificate = ((await issued.json()) as { solvency: { number_format: string; verification_code: string } }).solvency;
    const invoice = String((await p.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } })).number).padStart(8, '0');

    const page = await newPage(e2e);
    await signInAs(page, staff);
    await visit(page, '/admin/payments');
    await page.getByLabel('Buscar').fill(property.code);
    await page.getByRole('row').filter({ hasText: invoice }).filter({ hasText: 'Conciliado' }).waitFor();
    await page.getByRole('button', { name: `Acciones ${invoice}` }).click();
    await page.getByRole('menuitem', { name: 'Cambiar estatus' }).click();
    const modal = page.getByRole('dialog', { name: new RegExp(`^Cambiar estatus · ${invoice}`) });
    await pick(page, 'Nuevo estatus', 'Reversado');
    await modal.getByText(fillMessage(MSG.payments.revokesSolvencies, { numbers: certificate.number_format })).waitFor();
    await shot(page, 'payments-reject-revokes-certificate');
    await modal.getByLabel('Comentario').fill('El banco devolvió la transferencia');
    expect(await field(page, 'Nuevo estatus').first().inputValue()).toBe('Reversado');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: MSG.payments.statusChanged }).first().waitFor();
    // the change is in the database before the list is looked at: a failure below is the screen's
    expect((await p.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } })).status).toBe(BILL_STATUS.REJECTED);
    await page.getByRole('row').filter({ hasText: invoice }).filter({ hasText: 'Reversado' }).waitFor();
    expect((await p.ctx.db.solvency.findFirstOrThrow({ where: { verification_code: certificate.verification_code } })).revoked_at).not.toBeNull();

    const visitor = await newPage(e2e);
    await visit(visitor, `/verificar/${certificate.verification_code}`);
    await visitor.getByTestId('document-status').filter({ hasText: 'Revocada' }).waitFor();
    expect(await visitor.getByTestId('verified-document').innerText()).toContain(certificate.number_format);
    await shot(visitor, 'solvency-verify-revoked');
    await page.context().close();
    await visitor.context().close();
  });
});
