// Tables that show what matters (issue 26 item 4): on 'Historial de Comprobantes' (taxpayer and
// staff), 'Pagos' (both) and 'Dudas y Sugerencias' (both), every status badge reads its whole label
// (its text is the label, nothing cut: scrollWidth <= clientWidth, inside every box that clips it)
// at 1366 px and on a 390 px phone, each status in a colour of its own; 'Monto' is right-aligned and
// whole, and at 1366 px the table does not scroll sideways: staff 'Pagos' folds its secondary
// columns into the row's detail. The bank statement screens keep 'Acciones' and 'Monto' in view.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, BILL_STATUS_LABELS, PAYMENT_METHOD, SUGGESTION_STATUS, SUGGESTION_STATUS_LABELS } from '@aseo/shared/constants';
import { buildBill, buildProperty, buildVoucher, createUser, login, refreshBalanceOf } from '../../api/test/support/factories.ts';
import { paymentsKit } from '../../api/test/support/payments.ts';
import { newPage, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
let client: JourneyUser;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
const DESKTOP = { width: 1366, height: 768 };
const LABELS: Record<string, Record<number, string>> = { bill: BILL_STATUS_LABELS, suggestion: SUGGESTION_STATUS_LABELS };
const BILL_STATUSES = Object.values(BILL_STATUS);
const SUGGESTION_STATUSES = Object.values(SUGGESTION_STATUS);

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  const cashier = await createUser(p, { level_id: 2, permissions: ['view-cash'] });
  kit = await paymentsKit(p, { Authorization: `Bearer ${await login(p, cashier.username, cashier.plainPassword)}` });
  admin = await createUser(p, { level_id: 1, name: 'Ana' });
  client = await createUser(p, { level_id: 3, name: 'María Fernanda' });
  await p.ctx.db.user.update({ where: { id: client.id }, data: { lastname: 'Rodríguez de la Fuente' } });
  const property = await buildProperty(p, { user_id: client.id });
  // a bill in every status, one of them of seven figures, and one paid in cash plus a transfer
  for (const status of BILL_STATUSES) {
    const bill = await buildBill(p, { property_id: property.id, status, ...(status === BILL_STATUS.ACCEPTED ? { total_bs: '1234567.89' } : {}) });
    if (status !== BILL_STATUS.TO_PAY) await buildVoucher(p, { bill_id: bill.id });
  }
  const mixed = await buildBill(p, { property_id: property.id, status: BILL_STATUS.PENDING });
  await buildVoucher(p, { bill_id: mixed.id, payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '300.00' });
  await buildVoucher(p, { bill_id: mixed.id, amount_paid: '311.90' });
  await refreshBalanceOf(p, [property.id]);
  // a complaint in every status
  for (const status of SUGGESTION_STATUSES) {
    await p.ctx.db.suggestion.create({
      data: {
        user_id: client.id,
        zone: `Urb. La Floresta, calle ${status + 1}`,
        text: 'El camión de la basura no pasó esta semana por la calle principal.',
        status,
      },
    });
  }
});
afterAll(async () => e2e?.close());

type Report = {
  badges: { kind: string; status: string; text: string; tone: string; cut: boolean; hidden: boolean }[];
  amounts: { text: string; cut: boolean; hidden: boolean; align: string }[];
  regions: { scroll: number; client: number }[];
  page: { scroll: number; client: number };
};

/** What the screen shows of its badges, its 'Monto' cells (table) or fields (cards), and whether anything scrolls sideways. */
function measure(page: Page): Promise<Report> {
  return page.evaluate(() => {
    /** Hidden by a box that clips it (an overflow other than visible), or by the window's edge. */
    const clipped = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.left < -1 || r.right > window.innerWidth + 1) return true;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const b = a.getBoundingClientRect();
        if (r.left < b.left - 1 || r.right > b.right + 1) return true;
      }
      return false;
    };
    const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const badges = [...document.querySelectorAll<HTMLElement>('[data-testid="status-badge"]')].map((b) => ({
      kind: b.dataset.kind ?? '',
      status: b.dataset.status ?? '',
      text: b.innerText.trim(),
      tone: b.dataset.tone ?? '',
      cut: cut(b),
      hidden: clipped(b),
    }));
    const amounts: HTMLElement[] = [];
    for (const table of document.querySelectorAll('table')) {
      const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const col = heads.indexOf('Monto');
      if (col < 0) continue;
      for (const tr of table.querySelectorAll('tbody tr')) {
        const cells = tr.querySelectorAll<HTMLElement>(':scope > td');
        if (cells.length === heads.length) amounts.push(cells[col]!);
      }
    }
    for (const dt of document.querySelectorAll('[data-testid="row-card"] dt')) {
      if (dt.textContent?.trim() === 'Monto' && dt.nextElementSibling) amounts.push(dt.nextElementSibling as HTMLElement);
    }
    return {
      badges,
      amounts: amounts.map((a) => ({ text: a.innerText.trim(), cut: cut(a), hidden: clipped(a), align: getComputedStyle(a).textAlign })),
      regions: [...document.querySelectorAll('[role="region"][aria-label="Tabla de registros"]')].map((r) => ({
        scroll: r.scrollWidth,
        client: r.clientWidth,
      })),
      page: { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth },
    };
  });
}

/** Waits for `count` badges, then checks each reads its whole label and 'Monto' is whole; at 1366 px no table scrolls sideways. */
async function checkScreen(page: Page, count: number, opts: { phone: boolean; kind: 'bill' | 'suggestion' }) {
  await page
    .getByTestId('status-badge')
    .nth(count - 1)
    .waitFor();
  const r = await measure(page);
  expect(r.badges).toHaveLength(count);
  for (const b of r.badges) {
    expect(b.kind).toBe(opts.kind);
    expect(b.text, `badge ${b.status}`).toBe(LABELS[b.kind]![Number(b.status)]);
    expect(b.cut, `badge '${b.text}' cut`).toBe(false);
    expect(b.hidden, `badge '${b.text}' out of view`).toBe(false);
  }
  // a colour per status: as many colours as statuses shown
  const statuses = new Set(r.badges.map((b) => b.status));
  expect(new Set(r.badges.map((b) => b.tone)).size).toBe(statuses.size);
  for (const a of r.amounts) {
    expect(a.text).toMatch(/^Bs\. [\d.]+,\d{2}$/);
    expect(a.cut, `'${a.text}' cut`).toBe(false);
    expect(a.hidden, `'${a.text}' out of view`).toBe(false);
    if (!opts.phone) expect(a.align).toBe('right');
  }
  expect(r.page.scroll).toBeLessThanOrEqual(r.page.client);
  if (!opts.phone) for (const region of r.regions) expect(region.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(region.client);
  return r;
}

const headers = (page: Page) => page.locator('thead th').allInnerTexts();

describe('tables at 1366 px', () => {
  it("staff 'Pagos': every status whole and in its colour, 'Monto' right-aligned, secondary columns in the row's detail", async () => {
    const page = await newPage(e2e, DESKTOP);
    await signInAs(page, admin);
    await visit(page, '/admin/payments');
    const r = await checkScreen(page, BILL_STATUSES.length + 1, { phone: false, kind: 'bill' });
    expect(r.amounts.map((a) => a.text)).toContain('Bs. 1.234.567,89');
    const shown = await headers(page);
    for (const title of ['Usuario', 'Código', 'Fecha', 'Factura / Convenio', 'Monto', 'Estatus', 'Acciones']) expect(shown).toContain(title);
    expect(shown).not.toContain('Contribuyente especial');
    await shot(page, 'tables-payments-admin-1366');

    // the folded columns are in the row's detail, with their values; the button closes it again
    const toggle = page.getByRole('button', { name: /^Más datos de / }).first();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = page.getByTestId('row-detail');
    await detail.getByText('Contribuyente especial').waitFor();
    await detail.getByText('Banco', { exact: true }).waitFor();
    await toggle.click();
    await detail.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await detail.waitFor();
    await shot(page, 'tables-payments-admin-detail');
  });

  it("staff 'Historial de Comprobantes' and the taxpayer's", async () => {
    const staff = await newPage(e2e, DESKTOP);
    await signInAs(staff, admin);
    await visit(staff, '/admin/voucher-history');
    await checkScreen(staff, BILL_STATUSES.length + 1, { phone: false, kind: 'bill' });
    for (const title of ['Fecha', 'N° de factura', 'Código', 'Estatus', 'Monto', 'Acciones']) expect(await headers(staff)).toContain(title);
    await shot(staff, 'tables-voucher-history-admin-1366');

    const taxpayer = await newPage(e2e, DESKTOP);
    await signInAs(taxpayer, client);
    await visit(taxpayer, '/voucher-history');
    await checkScreen(taxpayer, BILL_STATUSES.length + 1, { phone: false, kind: 'bill' });
    await shot(taxpayer, 'tables-voucher-history-client-1366');
  });

  it("the taxpayer's 'Pagos' and both sides of 'Dudas y Sugerencias'", async () => {
    const taxpayer = await newPage(e2e, DESKTOP);
    await signInAs(taxpayer, client);
    await visit(taxpayer, '/payments');
    await checkScreen(taxpayer, BILL_STATUSES.length + 1, { phone: false, kind: 'bill' });
    await shot(taxpayer, 'tables-payments-client-1366');
    await visit(taxpayer, '/complaints-suggestions');
    await checkScreen(taxpayer, SUGGESTION_STATUSES.length, { phone: false, kind: 'suggestion' });
    await shot(taxpayer, 'tables-suggestions-client-1366');

    const staff = await newPage(e2e, DESKTOP);
    await signInAs(staff, admin);
    await visit(staff, '/admin/complaints-suggestions');
    await checkScreen(staff, SUGGESTION_STATUSES.length, { phone: false, kind: 'suggestion' });
    await shot(staff, 'tables-suggestions-admin-1366');
  });
});

describe('tables on a 390 px phone', () => {
  it('staff: cards whose badges and amounts read whole', async () => {
    const page = await newPage(e2e, { phone: true });
    await signInAs(page, admin);
    for (const [path, count, kind, name] of [
      ['/admin/payments', BILL_STATUSES.length + 1, 'bill', 'payments-admin'],
      ['/admin/voucher-history', BILL_STATUSES.length + 1, 'bill', 'voucher-history-admin'],
      ['/admin/complaints-suggestions', SUGGESTION_STATUSES.length, 'suggestion', 'suggestions-admin'],
    ] as const) {
      await visit(page, path);
      await page.getByTestId('row-cards').waitFor();
      const r = await checkScreen(page, count, { phone: true, kind });
      if (kind === 'bill') expect(r.amounts).toHaveLength(count);
      await shot(page, `tables-${name}-390`);
    }
  });

  it('the taxpayer: cards whose badges and amounts read whole', async () => {
    const page = await newPage(e2e, { phone: true });
    await signInAs(page, client);
    for (const [path, count, kind, name] of [
      ['/payments', BILL_STATUSES.length + 1, 'bill', 'payments-client'],
      ['/voucher-history', BILL_STATUSES.length + 1, 'bill', 'voucher-history-client'],
      ['/complaints-suggestions', SUGGESTION_STATUSES.length, 'suggestion', 'suggestions-client'],
    ] as const) {
      await visit(page, path);
      await page.getByTestId('row-cards').waitFor();
      const r = await checkScreen(page, count, { phone: true, kind });
      if (kind === 'bill') expect(r.amounts).toHaveLength(count);
      await shot(page, `tables-${name}-390`);
    }
  });
});

describe('the bank statement import', () => {
  it("keeps 'Acciones' and 'Monto' in view at 1366 px, with a long file name", async () => {
    const a = await kit.pendingTransfer();
    const b = await kit.pendingTransfer();
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');
    const csv = [
      'Fecha;Referencia;Descripción;Monto',
      `${day};${a.reference};TRANSFERENCIA RECIBIDA DE OTRO BANCO A;580,00`,
      `${day};${b.reference};TRANSFERENCIA RECIBIDA DE OTRO BANCO B;581,00`,
    ].join('\n');
    const page = await newPage(e2e, DESKTOP);
    await signInAs(page, admin);
    await visit(page, '/admin/payments/bank-statements');
    await page
      .getByLabel(/^Cuenta bancaria/)
      .first()
      .click();
    await page.getByRole('option', { name: new RegExp(kit.account.number) }).click();
    const file = 'estado-de-cuenta-banco-de-venezuela-noviembre-2026.csv';
    await page.locator('input[type="file"]').setInputFiles({ name: file, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Leer archivo' }).click();
    await page.getByText('2 filas leídas.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Importar movimientos' }).click();
    await page.getByRole('heading', { name: 'Por conciliar (1)' }).waitFor();
    await page.getByRole('heading', { name: 'Sin coincidencia (1)' }).waitFor();
    // the long file name folds into the row's detail: the row is found by its 'Ver'
    const view = page.getByRole('button', { name: new RegExp(`^Ver el estado de cuenta ${file.replace(/\./g, '\\.')}`) });
    await view.waitFor();
    const r = await measure(page);
    for (const region of r.regions) expect(region.scroll, 'a statement table scrolls sideways').toBeLessThanOrEqual(region.client);
    expect(r.amounts.length).toBeGreaterThanOrEqual(2);
    for (const x of r.amounts) expect([x.cut, x.hidden, x.align]).toEqual([false, false, 'right']);
    const box = (await view.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    expect(await page.getByRole('columnheader', { name: 'Acciones' }).isVisible()).toBe(true);
    await shot(page, 'tables-statements-1366');
  }, 120_000);
});
