// The taxpayer's home in the browser (issue 26 item 6, docs/home.md): 'Bienvenido' shows each
// property's debt — the very Bs figure of its statement ('Pagos Pendientes') —, the next due date,
// the payment in review and the rejected one with its reason; 'Pagar' (reached with the keyboard)
// opens 'Realizar pago' on that property; the screen fits a 390 px phone. Staff keep their own home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthEnd } from '@aseo/shared/billing';
import { BILL_STATUS, NOTICE_STATUS } from '@aseo/shared/constants';
import { formatBs, formatDate } from '@aseo/shared/format';
import { add, bs } from '@aseo/shared/money';
import { todayYmd } from '@aseo/shared/schemas';
import { buildBill, buildNotice, buildProperty, createUser, login, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { newPage, PHONE, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
let client: JourneyUser;
const ids = { A: 0, B: 0, codeA: '', codeB: '', debtA: '', debtB: '' };
const month = (m: string) => new Date(`2026-${m}-01T00:00:00Z`);

/** The Bs total of the property's statement today, as its owner's 'Pagos Pendientes' answers it. */
async function statementBs(token: string, propertyId: number) {
  const res = await fetch(`${e2e.portal.url}/api/admin/account-status/get-payments?id=${propertyId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { statement: { totals_bs: { total_debt_fines: string } } }).statement.totals_bs.total_debt_fines;
}

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  // months at two rates, with interest: the home must show the statement's sum of Bs lines
  await setHistory(p, 'conversion_petro', [
    ['2025-01-01', '50'],
    ['2026-03-01', '60'],
  ]);
  await setHistory(p, 'bankInterest', [['2025-01-01', '12']]);
  admin = await createUser(p, { level_id: 1, name: 'Ana' });
  client = await createUser(p, { level_id: 3, name: 'José' });
  const A = await buildProperty(p, { user_id: client.id, zone: 'Centro', street: 'Calle 5', house_number: '14' });
  const B = await buildProperty(p, { user_id: client.id });
  for (const m of ['01', '02', '03']) await buildNotice(p, { property_id: A.id, period: month(m), total: '4.2900' });
  await buildNotice(p, { property_id: A.id, period: month('02'), total: '3.1000', use_conversion_local: 1, conversion_petro: '50', service_type_id: 2 });
  // April of A waits in a bill por conciliar; January of B came back from a rejected one
  const april = await buildNotice(p, { property_id: A.id, period: month('04'), total: '4.2900' });
  await buildBill(p, { notices: [{ id: april.id }], status: BILL_STATUS.PENDING, number: null, receipt_number: 700_001, amount_paid: '298.58' });
  const jan = await buildNotice(p, { property_id: B.id, period: month('01') });
  await buildBill(p, {
    notices: [{ id: jan.id }],
    status: BILL_STATUS.REJECTED,
    number: null,
    receipt_number: 700_002,
    amount_paid: '611.90',
    rejected_at: new Date(),
    reject_comments: 'La referencia no coincide con el banco',
  });
  await p.ctx.db.notice.update({ where: { id: jan.id }, data: { status: NOTICE_STATUS.PENDING, bill_id: null } });
  await refreshBalanceOf(p, [A.id, B.id]);
  const token = await login(p, client.username, client.plainPassword);
  Object.assign(ids, { A: A.id, B: B.id, codeA: A.code, codeB: B.code, debtA: await statementBs(token, A.id), debtB: await statementBs(token, B.id) });
});
afterAll(async () => e2e?.close());

const card = (page: import('playwright-core').Page, code: string) =>
  page.getByTestId('home-property').filter({ has: page.getByRole('heading', { name: code }) });

describe("the taxpayer's home", () => {
  it("shows each property's debt as its statement prices it, the next due date, and the payments in review or rejected", async () => {
    const page = await newPage(e2e);
    await signInAs(page, client);
    await visit(page, '/welcome');
    const a = card(page, ids.codeA);
    await a
      .getByTestId('home-debt')
      .filter({ hasText: formatBs(bs(ids.debtA)) })
      .waitFor();
    expect(await a.innerText()).toContain('Centro, Calle 5, N° 14');
    expect(await a.innerText()).toContain(formatDate(monthEnd(todayYmd())));
    expect(await a.innerText()).toMatch(/En conciliación\s+Bs\. [\d.,]+ \(1 pago\)/);
    await card(page, ids.codeB)
      .getByTestId('home-debt')
      .filter({ hasText: formatBs(bs(ids.debtB)) })
      .waitFor();
    expect(await page.getByTestId('home-total-debt').innerText()).toBe(formatBs(add(bs(ids.debtA), bs(ids.debtB))));
    const review = page.getByTestId('home-in-review');
    expect(await review.count()).toBe(1);
    expect(await review.innerText()).toContain('R-00700001');
    expect(await review.getByTestId('status-badge').innerText()).toBe('Por conciliar');
    const rejected = page.getByTestId('home-rejected');
    expect(await rejected.innerText()).toContain('Motivo: La referencia no coincide con el banco');
    expect(await rejected.getByTestId('status-badge').innerText()).toBe('Reversado');
    await shot(page, 'home-client');
    await page.context().close();
  });

  it("'Pagar', reached with the keyboard, opens 'Realizar pago' on that property", async () => {
    const page = await newPage(e2e);
    await signInAs(page, client);
    await visit(page, '/welcome');
    const pay = page.getByRole('link', { name: `Pagar ${ids.codeA}` });
    await pay.waitFor();
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await pay.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/cash?property=${ids.A}`);
    await page.getByTestId('page-title').filter({ hasText: 'Realizar pago' }).waitFor();
    // two properties: nothing would be chosen without ?property=
    await page.getByRole('checkbox', { name: 'Pagar Aseo Ene 2026' }).waitFor();
    expect(
      await page
        .getByLabel(/^Inmueble/)
        .first()
        .inputValue(),
    ).toMatch(new RegExp(`^${ids.codeA}`));
    await shot(page, 'home-pay-desk');
    await page.context().close();
  });

  it('fits a 390 px phone: the cards stack, nothing scrolls sideways, every Pagar is on screen', async () => {
    const page = await newPage(e2e, { phone: true });
    await signInAs(page, client);
    await visit(page, '/welcome');
    await card(page, ids.codeA).getByTestId('home-debt').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const code of [ids.codeA, ids.codeB]) {
      const box = await page.getByRole('link', { name: `Pagar ${code}` }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await shot(page, 'home-client-phone');
    await page.context().close();
  });

  it('staff keep their home of the day', async () => {
    const page = await newPage(e2e);
    await signInAs(page, admin);
    await visit(page, '/welcome');
    await page.getByText('así va el día').waitFor();
    expect(await page.getByTestId('home-property').count()).toBe(0);
    await page.context().close();
  });
});
