// The new-agreement builder in the browser (issue 27 item 4; 001 section 4 "New-agreement builder",
// section 5 "New agreement"): staff build a convention of two quotas from three debts — ticking a
// debt ticks the earlier ones, unticking one unticks the later ones, 'Generar cuota' sums the ticked
// debts, a changed quota date moves the later quota a month after it — confirm, and see the success
// and the convention in the list. At 390 px the builder is full screen, and a correlative already
// used is refused under its field while the quotas stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import dayjs from 'dayjs';
import { MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { buildNotice, buildProperty, refreshBalanceOf, setHistory } from '../../api/test/support/factories.ts';
import { createJourneyUsers, field, newPage, shot, signInAs, startE2E, visit, type E2E, type JourneyUser } from './support/browser.ts';

let e2e: E2E;
let admin: JourneyUser;
const codes = { three: '', phone: '' };
const ids = { three: 0 };
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const dmy = (ymd: string) => dayjs(ymd).format('DD/MM/YYYY');
const CORRELATIVE = 'C-2026-001';

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const p = e2e.portal;
  await setHistory(p, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(p, 'iva', [['2025-01-01', '16']]);
  await setHistory(p, 'bankInterest', [['2025-01-01', '0']]);
  const users = await createJourneyUsers(p);
  admin = users.admin;
  const owing = async (months: string[]) => {
    const prop = await buildProperty(p, { user_id: users.client.id });
    for (const m of months) await buildNotice(p, { property_id: prop.id, period: d(`2026-${m}-01`), total: '2.0000' });
    return prop;
  };
  const three = await owing(['01', '02', '03']);
  const phone = await owing(['01', '02']);
  Object.assign(codes, { three: three.code, phone: phone.code });
  ids.three = three.id;
  await refreshBalanceOf(p, [three.id, phone.id]);
});
afterAll(async () => e2e?.close());

const builder = (page: Page) => page.getByRole('dialog', { name: 'Nuevo convenio' });
const box = (page: Page, name: string) => builder(page).getByRole('checkbox', { name });
async function openBuilder(page: Page, code: string) {
  await visit(page, '/admin/payment-agreements');
  await page.getByRole('button', { name: 'Nuevo convenio' }).click();
  const b = builder(page);
  await b.waitFor();
  await b.getByRole('combobox', { name: /^Inmueble/ }).fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} - `) }).click();
  await b.getByRole('group', { name: 'Deudas del inmueble' }).waitFor();
}
async function ticked(page: Page, names: string[]) {
  return Promise.all(names.map((n) => box(page, n).isChecked()));
}
const text = (page: Page, id: string) => builder(page).getByTestId(id).innerText();

describe('the convention builder', () => {
  it('builds two quotas from three debts, moves the later date, confirms and lists the convention', { timeout: 150_000 }, async () => {
    const page = await newPage(e2e);
    await signInAs(page, admin);
    await openBuilder(page, codes.three);
    const months = ['Aseo Enero 2026', 'Aseo Febrero 2026', 'Aseo Marzo 2026'];
    expect(await text(page, 'debts-count')).toBe('3 deudas');

    // ticking February ticks January; unticking January unticks February; Space on a focused box works
    await box(page, months[1]!).check();
    expect(await ticked(page, months)).toEqual([true, true, false]);
    await box(page, months[0]!).click();
    expect(await ticked(page, months)).toEqual([false, false, false]);
    await box(page, months[0]!).focus();
    await page.keyboard.press('Space');
    expect(await ticked(page, months)).toEqual([true, false, false]);
    await shot(page, 'convention-builder-ticked');

    const b = builder(page);
    await b.getByRole('button', { name: 'Generar cuota' }).click();
    expect(await text(page, 'quotas-count')).toBe('1 cuota');
    expect(await text(page, 'debts-count')).toBe('2 deudas');
    // the two left: ticking March takes February with it, and the quota sums both
    await box(page, months[2]!).check();
    expect(await ticked(page, months.slice(1))).toEqual([true, true]);
    await b.getByRole('button', { name: 'Generar cuota' }).click();
    expect(await text(page, 'quotas-count')).toBe('2 cuotas');
    expect(await text(page, 'debts-count')).toBe('0 deudas');
    const q1 = await text(page, 'quota-1-total');
    const q2 = await text(page, 'quota-2-total');
    expect(q1).toMatch(/UCD/);
    expect(q2).not.toBe(q1); // two months against one

    // undoing goes from the end: 'Devolver' gives March back, 'Quitar cuota' gives the rest of quota 2 back
    await b.getByRole('button', { name: 'Devolver Aseo Marzo 2026 a la lista' }).click();
    expect(await text(page, 'debts-count')).toBe('1 deuda');
    expect(await b.getByRole('button', { name: 'Quitar cuota 1' }).count()).toBe(0);
    await b.getByRole('button', { name: 'Quitar cuota 2' }).click();
    expect(await text(page, 'quotas-count')).toBe('1 cuota');
    expect(await text(page, 'debts-count')).toBe('2 deudas');
    await box(page, months[2]!).check();
    await b.getByRole('button', { name: 'Generar cuota' }).click();
    expect(await text(page, 'quota-2-total')).toBe(q2);

    // the dates: today and a month later; quota 1 moved, quota 2 follows a month after it
    const today = todayYmd();
    const date1 = field(page, 'Fecha de la cuota 1');
    const date2 = field(page, 'Fecha de la cuota 2');
    expect(await date1.inputValue()).toBe(dmy(today));
    expect(await date2.inputValue()).toBe(dmy(dayjs(today).add(1, 'month').format('YYYY-MM-DD')));
    const moved = dayjs(today).add(5, 'day').format('YYYY-MM-DD');
    await date1.fill(dmy(moved));
    await date1.press('Enter');
    await expect.poll(() => date2.inputValue()).toBe(dmy(dayjs(moved).add(1, 'month').format('YYYY-MM-DD')));
    await shot(page, 'convention-builder-quotas');

    // the correlative is required (under its field), then the spec's confirmation and success
    await b.getByRole('button', { name: 'Generar convenio' }).click();
    await b.getByText(MSG.agreements.correlativeRequired).waitFor();
    await field(page, 'Nro. de correlativo').fill(CORRELATIVE);
    await b.getByRole('button', { name: 'Generar convenio' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmación' });
    await confirm.getByText(MSG.agreements.confirmCreate, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: MSG.agreements.created }).first().waitFor();
    await b.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: CORRELATIVE });
    await row.first().waitFor();
    expect(await row.first().innerText()).toContain(codes.three);
    await shot(page, 'convention-builder-listed');
    // what was saved is what the screen built: January in quota 1 on the moved date, February and March a month later
    const saved = await e2e.portal.ctx.db.convention.findFirstOrThrow({
      where: { number: CORRELATIVE },
      include: { quotas: { orderBy: { position: 'asc' }, include: { items: { include: { notice: true } } } } },
    });
    expect(saved.property_id).toBe(ids.three);
    expect(
      saved.quotas.map((q) => [q.position, q.date.toISOString().slice(0, 10), q.items.map((i) => i.notice!.period.toISOString().slice(0, 7)).sort()]),
    ).toEqual([
      [1, moved, ['2026-01']],
      [2, dayjs(moved).add(1, 'month').format('YYYY-MM-DD'), ['2026-02', '2026-03']],
    ]);
    await page.context().close();
  });

  it('at 390 px: full screen, and a used correlative is refused while the quotas stay', { timeout: 150_000 }, async () => {
    const page = await newPage(e2e, { phone: true });
    await signInAs(page, admin);
    await openBuilder(page, codes.phone);
    const b = builder(page);
    await box(page, 'Aseo Febrero 2026').check();
    await b.getByRole('button', { name: 'Generar cuota' }).click();
    expect(await text(page, 'quotas-count')).toBe('1 cuota');
    // nothing wider than the phone
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot(page, 'convention-builder-phone');

    await field(page, 'Nro. de correlativo').fill(CORRELATIVE);
    await b.getByRole('button', { name: 'Generar convenio' }).click();
    await page.getByRole('dialog', { name: 'Confirmación' }).getByRole('button', { name: 'Aceptar' }).click();
    const error = page.locator('[data-dialog="error"]');
    await error.waitFor();
    const said = (await error.innerText()).trim();
    expect(said).toBe(MSG.agreements.numberTaken);
    await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Aceptar' }).click();
    // still open with its quota, the refusal under the correlative, which has the focus (in view on the phone)
    expect(await text(page, 'quotas-count')).toBe('1 cuota');
    await b.getByText(said).first().waitFor();
    await expect.poll(() => field(page, 'Nro. de correlativo').evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, 'convention-builder-phone-refused');
    await page.context().close();
  });
});
