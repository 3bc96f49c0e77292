// 'Conciliación Bancaria' in the browser (issue 29 item 2): a statement of 5 movements imported and 3
// of them confirmed through the real calls, plus a transfer reconciled by hand; the report of the
// account shows the 3 pairs, the 2 movements without a payment with their reason, the payment
// without a movement and the account's totals with the difference explained and 0 unexplained; the
// DF column appears once an institution is chosen; axe-clean, and at 390 px nothing sideways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { createUser, login } from '../../api/test/support/factories.ts';
import { paymentsKit, today } from '../../api/test/support/payments.ts';
import { newPage, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let reader: JourneyUser;
let accountId = 0;
const dmy = (ymd: string) => ymd.split('-').reverse().join('/');

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  const cashier = await createUser(p, { level_id: 2, permissions: ['view-cash'], box: 'Caja 1' });
  const kit = await paymentsKit(p, { Authorization: `Bearer ${await login(p, cashier.username, cashier.plainPassword)}` });
  accountId = kit.account.id;
  const boss = await createUser(p, { level_id: 2, permissions: ['view-payments', 'edit-payments-data'] });
  reader = await createUser(p, { level_id: 2, name: 'Rita', permissions: ['view-reports'] });
  const auth = { Authorization: `Bearer ${await login(p, boss.username, boss.plainPassword)}` };
  const [a, b, c, d, hand] = [
    await kit.pendingTransfer(),
    await kit.pendingTransfer(),
    await kit.pendingTransfer(),
    await kit.pendingTransfer(),
    await kit.pendingTransfer(),
  ];
  const csv = [
    'Fecha;Referencia;Descripción;Monto',
    ...[a, b, c].map((x) => `${dmy(today())};${x.reference};TRANSF;580,00`),
    `${dmy(today())};98765432;DEPOSITO SIN PAGO;125,50`,
    `${dmy(today())};${d.reference};TRANSF;600,00`,
  ].join('\n');
  const form = new FormData();
  form.set('bank_account_id', String(kit.account.id));
  for (const [k, v] of Object.entries({ date_column: 'Fecha', reference_column: 'Referencia', amount_column: 'Monto', description_column: 'Descripción' }))
    form.set(k, v);
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'estado.csv');
  const imported = await fetch(`${p.url}/api/admin/bank-statements/import`, { method: 'POST', headers: auth, body: form });
  expect(imported.status, await imported.clone().text()).toBe(200);
  const ids = ((await imported.json()) as { movements: { id: number; status: string }[] }).movements.filter((m) => m.status === 'PROPOSED').map((m) => m.id);
  const json = { ...auth, 'content-type': 'application/json' };
  const confirmed = await fetch(`${p.url}/api/admin/bank-statements/confirm`, { method: 'POST', headers: json, body: JSON.stringify({ movement_ids: ids }) });
  expect(confirmed.status).toBe(200);
  const byHand = await fetch(`${p.url}/api/admin/cash/payments/status`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ bill_id: hand.bill.id, status: BILL_STATUS.ACCEPTED, reception_date: today(), amount_paid: '580.00' }),
  });
  expect(byHand.status, await byHand.clone().text()).toBe(200);
}, 120_000);
afterAll(() => e2e?.close());

describe('Conciliación Bancaria', () => {
  it('shows both sides, the reasons and the totals with the difference explained; the DF column with one institution; at 390 px', async () => {
    const page = await newPage(e2e);
    await signInAs(page, reader);
    await visit(page, `/admin/reports/bank-reconciliation?bank_account_id=${accountId}`);
    const totals = page.getByTestId(`bank-totals-${accountId}`);
    await totals.waitFor();
    await expect.poll(() => page.getByText('Conciliado', { exact: true }).count()).toBe(3);
    await expect.poll(() => page.getByText('Movimiento sin pago', { exact: true }).count()).toBe(2);
    expect(await page.getByText(MSG.statements.noVoucher).count()).toBe(1);
    expect(await page.getByText(MSG.reports.bankNoMovement).count()).toBe(1);
    const text = await totals.innerText();
    expect(text).toContain('Bs. 2.320,00');
    expect(text).toContain('Bs. 2.465,50');
    expect(text).toMatch(/No explicada\s+Bs\. 0,00/);
    expect(await page.getByRole('columnheader', { name: 'DF', exact: true }).count()).toBe(0);
    await shot(page, 'reports-bank-reconciliation');

    await visit(page, `/admin/reports/bank-reconciliation?bank_account_id=${accountId}&institution_id=2`);
    await page.getByRole('columnheader', { name: 'DF', exact: true }).waitFor();
    await expect.poll(() => totals.innerText()).toContain('Total DF');

    const phone = await newPage(e2e, { phone: true });
    await signInAs(phone, reader);
    await visit(phone, `/admin/reports/bank-reconciliation?bank_account_id=${accountId}`);
    await phone.getByTestId(`bank-totals-${accountId}`).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'reports-bank-reconciliation-phone');
  }, 120_000);
});
