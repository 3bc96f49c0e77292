// The taxpayer's 'Convenios de Pago' and the quotas at the desks in the browser (issue 27 items 5
// and 6): a taxpayer with old agreements and a convention (made by staff over HTTP) sees each in its
// tab with its status, quotas and what is left ('En mora' on the convention whose quotas are past
// due), opens the view modal, downloads the document (a PDF), finds its tab, filter and page again
// after leaving the screen, and pays quota 1 of an old agreement at 'Realizar pago' 'Convenios' with
// a deposit (it stays por conciliar); the cajero pays a quota at the old desk's 'Convenios' tab in
// cash, and at the new desk 'Agregar convenio' adds a convention quota line that cannot be taken
// off. Axe-clean at 1280 and 390 px.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { BILL_STATUS } from '@aseo/shared/constants';
import { formatBs } from '@aseo/shared/format';
import { rate, ucd, ucdToBs } from '@aseo/shared/money';
import { todayYmd } from '@aseo/shared/schemas';
import { buildNotice, buildProperty, login, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { pdfText } from '../../api/test/support/pdf.ts';
import { createJourneyUsers, newPage, pick, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let users: { admin: JourneyUser; cashier: JourneyUser; client: JourneyUser };
let staff: Record<string, string>;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
type Row = { id: number; number: string; number_format: string; crypt: string; quantity_quotas: number };
type Quota = { id: number; position: number; amount: string };
/** The old agreement the taxpayer pays, the one the cajero pays, and the convention. */
const made = {
  own: { code: '', id: 0, row: null as Row | null, quotas: [] as Quota[] },
  desk: { code: '', id: 0, row: null as Row | null, quotas: [] as Quota[] },
  convention: { code: '', id: 0, row: null as Row | null, quotas: [] as Quota[] },
};
const CONVENTION = `CV-${Date.now().toString(36).toUpperCase()}`;
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const bsOf = (amount: string) => formatBs(ucdToBs(ucd(amount), rate('50')));

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${e2e.portal.url}/api${path}`, {
    method,
    headers: { ...staff, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
const quotasOf = async (crypt: string) => ((await api('GET', `/agreements/view/${crypt}`)).agreement as { quotas: Quota[] }).quotas;

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  await setHistory(p, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(p, 'iva', [['2025-01-01', '16']]);
  await setHistory(p, 'bankInterest', [['2025-01-01', '0']]);
  users = await createJourneyUsers(p);
  staff = { Authorization: `Bearer ${await login(p, users.admin.username, users.admin.plainPassword)}` };
  const bank = await p.ctx.db.bank.findUniqueOrThrow({ where: { code: '0102' } });
  await p.ctx.db.bankAccount.create({
    data: { name: 'Alcaldía Recaudación', bank_id: bank.id, account_type_id: 1, document_type_id: 3, document: '200000009', number: '01020000000000000009' },
  });
  const owing = async (months: string[]) => {
    const prop = await buildProperty(p, { user_id: users.client.id });
    const notices = [];
    for (const m of months) notices.push(await buildNotice(p, { property_id: prop.id, period: d(`2026-${m}-01`) }));
    await refreshBalanceOf(p, [prop.id]);
    return { prop, notices };
  };
  // two old agreements over every debt of their property (3 and 2 monthly quotas)
  for (const [key, months] of [
    ['own', ['01', '02', '03']],
    ['desk', ['01', '02']],
  ] as const) {
    const { prop } = await owing([...months]);
    const res = await api('POST', '/admin/agreements/finish', { client_id: users.client.id, property_id: prop.id, type: 1, quotas: months.length });
    const row = res.agreement as Row;
    Object.assign(made[key], { code: prop.code, id: prop.id, row, quotas: await quotasOf(row.crypt) });
  }
  // a convention of two quotas, one month each
  const { prop, notices } = await owing(['01', '02']);
  const today = todayYmd();
  const res = await api('POST', '/admin/conventions', {
    property: prop.id,
    number: CONVENTION,
    agreements: [
      { position: 1, date: today, payments: [notices[0]!.id] },
      { position: 2, date: dayjs(today).add(1, 'month').format('YYYY-MM-DD'), payments: [notices[1]!.id] },
    ],
  });
  const row = res.convention as Row;
  // time passes: both quotas fall two and one months behind, so the convention is 'En mora' (DOMAIN "Default")
  const quotas = await quotasOf(row.crypt);
  for (const [i, q] of quotas.entries())
    await p.ctx.db.conventionQuota.update({
      where: { id: q.id },
      data: {
        date: d(
          dayjs(today)
            .subtract(2 - i, 'month')
            .format('YYYY-MM-DD'),
        ),
      },
    });
  Object.assign(made.convention, { code: prop.code, id: prop.id, row, quotas });
}, 120_000);
afterAll(async () => e2e?.close());

/** Waits for a modal to close; if it stays, fails with what it says. */
async function closed(modal: Locator) {
  const gone = await modal.waitFor({ state: 'detached', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (!gone) throw new Error(`the modal stayed open: ${await modal.innerText()}`);
}
async function pickToday(page: Page) {
  const picker = page.getByRole('dialog', { name: 'Seleccionar fecha' });
  await picker.locator('button.mantine-DatePicker-day:not([data-outside])', { hasText: new RegExp(`^${Number(todayYmd().slice(8, 10))}$`) }).click();
}
async function property(page: Page, code: string) {
  await page
    .getByLabel(/^Inmueble/)
    .first()
    .click();
  await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
}
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe("the taxpayer's 'Convenios de Pago'", () => {
  it('lists both kinds with status, quotas and what is left, opens the view and downloads the document', { timeout: 150_000 }, async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.client);
    await visit(page, '/payment-agreements');
    const own = made.own.row!;
    // the old agreements' tab: both, each with its property, 0 of N quotas and its status
    await page.getByRole('tab', { name: 'Convenios de Pago (2)' }).waitFor();
    await page.getByRole('tab', { name: 'Convenios (1)' }).waitFor();
    const ownRow = rowOf(page, own.number_format);
    await ownRow.waitFor();
    expect(await ownRow.innerText()).toContain(made.own.code);
    expect(await ownRow.innerText()).toContain('0 de 3');
    expect(await ownRow.getByTestId('status-badge').innerText()).toBe('Activo');
    expect(await page.getByTestId('list-count').innerText()).toBe('1–2 de 2');
    expect(await page.getByTestId('en-mora').count()).toBe(0);
    await shot(page, 'agreements-client-old');

    // 'Ver': the quota schedule of the agreement
    await ownRow.getByRole('button', { name: `Ver convenio ${own.number_format}` }).click();
    const view = page.getByRole('dialog');
    await view.getByText(own.number_format).first().waitFor();
    await view.getByText(bsOf(made.own.quotas[0]!.amount)).first().waitFor();
    await shot(page, 'agreements-client-view');
    await page.keyboard.press('Escape');
    await closed(view);

    // the conventions' tab, then 'Imprimir': the document as a PDF download
    await page.getByRole('tab', { name: 'Convenios (1)' }).click();
    const conv = made.convention.row!;
    const convRow = rowOf(page, conv.number_format);
    await convRow.waitFor();
    expect(await convRow.innerText()).toContain('0 de 2');
    // two quotas past their date: 'En mora' beside 'Activo'; the old agreements, up to date, have none
    expect(await convRow.getByTestId('en-mora').innerText()).toBe('En mora');
    expect(await convRow.getByTestId('status-badge').innerText()).toBe('Activo');
    await shot(page, 'agreements-client-conventions');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      convRow.getByRole('button', { name: `Imprimir convenio ${conv.number_format}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(CONVENTION);
    await page.context().close();
  });

  it('keeps its tab, filter and page in the history entry: Back to the screen shows the same list', async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.client);
    await visit(page, '/payment-agreements');
    const other = made.desk.row!;
    await page.getByLabel('Buscar').fill(other.number);
    // the search applies after its pause: one row left
    await page.getByTestId('list-count').filter({ hasText: '1–1 de 1' }).waitFor();
    await rowOf(page, made.own.row!.number_format).waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Pagos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pagos' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Convenios de Pago' }).waitFor();
    await rowOf(page, other.number_format).waitFor();
    expect(await page.getByLabel('Buscar').inputValue()).toBe(other.number);
    expect(await rowOf(page, made.own.row!.number_format).count()).toBe(0);
    // a reload keeps it too (the state lives in the history entry)
    await page.reload();
    await rowOf(page, other.number_format).waitFor();
    expect(await page.getByLabel('Buscar').inputValue()).toBe(other.number);
    await page.context().close();
  });

  it('on a 390 px phone the rows are cards with their actions, nothing scrolls sideways', async () => {
    const page = await newPage(e2e, { phone: true });
    await signInAs(page, users.client);
    await visit(page, '/payment-agreements');
    await page.getByTestId('row-card').first().waitFor();
    expect(await page.getByTestId('row-card').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'agreements-client-390');
    await page.getByRole('button', { name: `Ver convenio ${made.own.row!.number_format}` }).click();
    await page.getByRole('dialog').getByText(made.own.row!.number_format).first().waitFor();
    await shot(page, 'agreements-client-view-390');
    await page.context().close();
  });
});

describe('agreement quotas at the desks', () => {
  it("the taxpayer pays quota 1 at 'Realizar pago' 'Convenios' with a deposit: it waits for reconciliation", { timeout: 120_000 }, async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.client);
    await visit(page, '/cash');
    await property(page, made.own.code);
    // no invoice pending (every month is in the agreement): the 'Convenios' tab is there
    await page.getByRole('tab', { name: 'Convenios' }).click();
    const q1 = made.own.quotas[0]!;
    const line = page.getByTestId('agreement-quota').filter({ hasText: made.own.row!.number });
    await line.filter({ hasText: 'Cuota 1/3' }).waitFor();
    expect(await line.innerText()).toContain(bsOf(q1.amount));
    // the only agreement to pay is chosen already
    expect(await page.getByRole('radio', { name: `Pagar convenio ${made.own.row!.number_format} cuota 1/3` }).isChecked()).toBe(true);
    await page
      .getByTestId('summary-due')
      .filter({ hasText: bsOf(q1.amount) })
      .waitFor();
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
    await pick(page, 'Método de pago', 'Depósito');
    await v.getByLabel(/^Nro. de referencia/).fill('55667788');
    await pick(page, 'Cuenta bancaria', 'Alcaldía Recaudación · 01020000000000000009');
    await v.getByLabel(/^Fecha del pago/).click();
    await pickToday(page);
    await v.locator('input[type="file"]').setInputFiles({ name: 'deposito.png', mimeType: 'image/png', buffer: PNG });
    await v.getByText(/\.png$/).waitFor();
    await v.getByRole('button', { name: 'Agregar' }).click();
    await closed(v);
    await shot(page, 'agreements-cash-client');
    await page.getByRole('button', { name: 'Enviar Pago' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha generado el recibo correspondiente' }).first().waitFor();
    const bill = await e2e.portal.ctx.db.bill.findFirstOrThrow({ where: { property_id: made.own.id }, include: { vouchers: true } });
    expect(bill.status).toBe(BILL_STATUS.PENDING);
    expect(bill.vouchers[0]!.file).toMatch(/\.png$/);
    // the view says quota 1 is in reconciliation (not paid: 0 of 3 reconciled)
    const after = (await api('GET', `/agreements/view/${made.own.row!.crypt}`)).agreement as {
      bills_count: number;
      quotas: { position: number; in_reconciliation: boolean; paid: boolean }[];
    };
    expect(after.bills_count).toBe(0);
    expect(after.quotas.find((q) => q.position === 1)).toMatchObject({ in_reconciliation: true, paid: false });
    await page.context().close();
  });

  it("the cajero pays a quota at the old desk's 'Convenios' tab in cash: the quota is paid", { timeout: 120_000 }, async () => {
    const page = await newPage(e2e);
    await signInAs(page, users.cashier);
    await visit(page, `/admin/cash/${users.client.id}`);
    await property(page, made.desk.code);
    await page.getByRole('tab', { name: 'Convenios' }).click();
    const q1 = made.desk.quotas[0]!;
    await page.getByTestId('agreement-quota').filter({ hasText: 'Cuota 1/2' }).waitFor();
    await page
      .getByTestId('summary-due')
      .filter({ hasText: bsOf(q1.amount) })
      .waitFor();
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
    await pick(page, 'Método de pago', 'Efectivo');
    await v.getByRole('button', { name: 'Agregar' }).click();
    await closed(v);
    await shot(page, 'agreements-cash-old');
    await page.getByRole('button', { name: 'Enviar Pago' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se ha generado el recibo correspondiente' }).first().waitFor();
    const bill = await e2e.portal.ctx.db.bill.findFirstOrThrow({ where: { property_id: made.desk.id } });
    expect(bill.status).toBe(BILL_STATUS.ACCEPTED);
    // the next quota is the one left
    await page.getByTestId('agreement-quota').filter({ hasText: 'Cuota 2/2' }).waitFor();
    const after = (await api('GET', `/agreements/view/${made.desk.row!.crypt}`)).agreement as { bills_count: number };
    expect(after.bills_count).toBe(1);
    await page.context().close();
  });

  it("the old desk on a 390 px phone: the 'Convenios' tab fits", async () => {
    const page = await newPage(e2e, { phone: true });
    await signInAs(page, users.cashier);
    await visit(page, `/admin/cash/${users.client.id}`);
    await property(page, made.own.code);
    await page.getByRole('tab', { name: 'Convenios' }).click();
    await page.getByTestId('agreement-quota').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'agreements-cash-old-390');
    await page.context().close();
  });

  it(
    "the new desk's 'Agregar convenio' adds the convention's next quota, a line that cannot be taken off; paid in cash, its bill is accepted",
    { timeout: 120_000 },
    async () => {
      const page = await newPage(e2e);
      await signInAs(page, users.cashier);
      await visit(page, '/admin/cash-new');
      const ucdModal = page.getByRole('dialog', { name: 'Valor de la UCD' });
      await ucdModal.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByRole('combobox', { name: 'Buscar contribuyente o inmueble' }).fill(made.convention.code);
      await page.getByRole('option', { name: new RegExp(`^${made.convention.code} - `) }).click();
      await page.getByRole('region', { name: 'Datos del inmueble' }).getByText(made.convention.code).waitFor();
      await page.getByRole('button', { name: 'Agregar convenio' }).click();
      const add = page.getByRole('dialog', { name: 'Agregar convenio' });
      await pick(page, 'Convenio', `${CONVENTION} (2 cuotas pendientes)`);
      await add.getByRole('button', { name: 'Agregar cuota' }).click();
      await closed(add);
      const detail = page.getByRole('table', { name: 'Detalle de la factura' });
      const line = detail.getByRole('row').filter({ hasText: `Cuota 1/2 del convenio ${CONVENTION}` });
      await line.waitFor();
      expect(await line.innerText()).toContain('Cuota');
      // neither 'Quitar' nor 'Eliminar': an agreement's line stays on the bill
      expect(await line.getByRole('button').count()).toBe(0);
      await shot(page, 'agreements-cash-new');
      // paid in cash: the quota's bill is accepted at once and its line names the quota
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
      const v = page.getByRole('dialog', { name: 'Agregar comprobante de pago' });
      await pick(page, 'Método de pago', 'Efectivo');
      await v.getByRole('button', { name: 'Agregar' }).click();
      await closed(v);
      await page.getByRole('button', { name: 'Procesar' }).click();
      await page.getByRole('dialog').getByText('Corfirmar ejecución de pago?').waitFor();
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await page.getByRole('status').filter({ hasText: 'Se han guardado los datos correctamente' }).first().waitFor();
      const quota = await e2e.portal.ctx.db.conventionQuota.findFirstOrThrow({
        where: { convention: { number: CONVENTION }, position: 1 },
        include: { bill: { include: { lines: true } } },
      });
      expect(quota.bill?.status).toBe(BILL_STATUS.ACCEPTED);
      expect(quota.bill?.lines.map((l) => l.name)).toEqual([`Cuota 1/2 del convenio ${CONVENTION}`]);
      await page.context().close();
    },
  );
});
