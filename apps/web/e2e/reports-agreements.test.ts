// 'Reporte de Convenios' in the browser (issue 29 item 3; docs/reports.md "Convenios"): an old agreement
// whose first two quotas were moved into the past with SQL (en mora) and a convention, made through the
// real calls; the report shows both with their kind, status, 'En mora' and amounts, and the summary by
// kind × status; the kind filter; axe-clean, and at 390 px nothing sideways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayYmd } from '@aseo/shared/schemas';
import { buildNotice, buildProperty, buildTaxpayer, createUser, login, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { newPage, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let reader: JourneyUser;
let username = '';
const d = (day: string) => new Date(`${day}T00:00:00Z`);

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  await setHistory(p, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(p, 'iva', [['2025-01-01', '16']]);
  await setHistory(p, 'bankInterest', [['2025-01-01', '0']]);
  const staff = await createUser(p, { level_id: 2, permissions: ['view-payment-agreements'] });
  reader = await createUser(p, { level_id: 2, name: 'Rita', permissions: ['view-reports'] });
  const headers = { Authorization: `Bearer ${await login(p, staff.username, staff.plainPassword)}`, 'content-type': 'application/json' };
  const t = await buildTaxpayer(p, {});
  username = t.username;
  const owing = async (months: string[]) => {
    const prop = await buildProperty(p, { user_id: t.id });
    const ids: number[] = [];
    for (const m of months) ids.push((await buildNotice(p, { property_id: prop.id, period: d(`2026-${m}-01`) })).id);
    await refreshBalanceOf(p, [prop.id]);
    return { prop, ids };
  };
  const a = await owing(['01', '02', '03']);
  const old = await fetch(`${p.url}/api/admin/agreements/finish`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ client_id: t.id, property_id: a.prop.id, type: 1, quotas: 3 }),
  });
  expect(old.status, await old.clone().text()).toBe(200);
  const agreementId = ((await old.json()) as { agreement: { id: number } }).agreement.id;
  // moved by SQL: the first two quotas 40 and 10 days in the past, so the agreement is en mora
  await p.ctx.db.$executeRaw`UPDATE agreement_quotas SET date = current_date - 40 WHERE agreement_id = ${agreementId} AND position = 1`;
  await p.ctx.db.$executeRaw`UPDATE agreement_quotas SET date = current_date - 10 WHERE agreement_id = ${agreementId} AND position = 2`;
  const b = await owing(['01']);
  const conv = await fetch(`${p.url}/api/admin/conventions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ property: b.prop.id, number: `RC-${Date.now()}`, agreements: [{ position: 1, date: todayYmd(), payments: [b.ids[0]] }] }),
  });
  expect(conv.status, await conv.clone().text()).toBe(200);
}, 120_000);
afterAll(() => e2e?.close());

describe('Reporte de Convenios', () => {
  it('shows both kinds with status, en mora and amounts, the summary by kind × status, the kind filter; at 390 px', async () => {
    const page = await newPage(e2e);
    await signInAs(page, reader);
    await visit(page, `/admin/reports/report-agreements?search=${username}`);
    await page.getByTestId('agreements-summary-all').waitFor();
    await expect.poll(() => page.getByTestId('en-mora').count()).toBe(1);
    expect(await page.getByTestId('agreements-summary-agreement-1').innerText()).toContain('Convenio de pago · Activo');
    expect(await page.getByTestId('agreements-summary-convention-1').innerText()).toContain('Convenio · Activo');
    const all = await page.getByTestId('agreements-summary-all').innerText();
    expect(all).toContain('46,4000');
    expect(all).toContain('2.320,00');
    await shot(page, 'reports-agreements');

    await visit(page, `/admin/reports/report-agreements?search=${username}&kind=convention`);
    await expect.poll(() => page.getByTestId('agreements-summary-agreement-1').count()).toBe(0);
    expect(await page.getByTestId('en-mora').count()).toBe(0);

    const phone = await newPage(e2e, { phone: true });
    await signInAs(phone, reader);
    await visit(phone, `/admin/reports/report-agreements?search=${username}`);
    await phone.getByTestId('agreements-summary-all').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'reports-agreements-phone');
  }, 120_000);
});
