// Account status (issue 12, reads): the client's 'Estado de Cuenta' list, 'Pagos Pendientes' of one
// property computed by statementOf (hand-computed case: fee with VAT, interest across a bankInterest
// change, a fine; as of a past day; a payoff quote), the staff 'Record de Cuenta' list with its
// filters and paging, the access rules (another taxpayer's property: 404; staff without
// permission: 403) and NO_RATE as a 422. The staff writes: account-record.test.ts.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfInstant, noRateError } from '@aseo/shared/billing';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { PROPERTY_TYPE } from '@aseo/shared/constants';
import { buildBill, buildFine, buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { statementOverEveryRow } from './support/statement-of.ts';

let portal: TestPortal;
const api = () => request(portal.url);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

type Ids = { A: number; B: number; C: number; codeA: string; codeC: string; janA: number };
let ids: Ids;
let t1: Awaited<ReturnType<typeof buildTaxpayer>>;
let t2: Awaited<ReturnType<typeof buildTaxpayer>>;
let t1Auth: Record<string, string>;
let admin: Awaited<ReturnType<typeof signedIn>>;
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const today = () => dayOfInstant(new Date());

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [
    ['2025-01-01', '50'],
    ['2026-03-01', '60'],
  ]);
  await setHistory(portal, 'conversion_dolar', [['2025-01-01', '36.5']]);
  await setHistory(portal, 'bankInterest', [
    ['2025-01-01', '12'],
    ['2026-02-16', '18'],
  ]);
  t1 = await buildTaxpayer(portal, { name: 'Ana', lastname: 'Pérez', business_name: 'Panadería Ana' });
  t2 = await buildTaxpayer(portal, { name: 'Zoila', lastname: 'Quintero', business_name: 'Zapatería Zoila' });
  const A = await buildProperty(portal, { user_id: t1.id });
  const B = await buildProperty(portal, { user_id: t1.id, property_type_id: PROPERTY_TYPE.RESIDENTIAL });
  const C = await buildProperty(portal, { user_id: t2.id });
  // the docs/billing.md example: 4.2900 UCD + 16 % VAT = 4.9764 a month
  const fee = { total: '4.2900', iva_percentage: '16.00' };
  const jan = await buildNotice(portal, { property_id: A.id, period: d('2026-01-01'), ...fee });
  await buildNotice(portal, { property_id: A.id, period: d('2026-02-01'), ...fee });
  await buildFine(portal, { property_id: A.id, notice_id: jan.id, amount: '1.5000', created_at: new Date('2026-02-10T15:00:00Z') });
  await buildNotice(portal, { property_id: C.id, period: d('2026-01-01') });
  // a third taxpayer with 17 properties, for paging
  const t3 = await buildTaxpayer(portal, { name: 'Paginado', lastname: 'Muchos' });
  for (let i = 0; i < 17; i++) await buildProperty(portal, { user_id: t3.id, property_type_id: PROPERTY_TYPE.INDUSTRIAL });
  await refreshBalanceOf(portal, [A.id, B.id, C.id]);
  ids = { A: A.id, B: B.id, C: C.id, codeA: A.code, codeC: C.code, janA: jan.id };
  t1Auth = bearer(await login(portal, t1.username, 'Clave.Segura1'));
  admin = await signedIn(portal, { level_id: 1 });
});
afterAll(() => portal?.close());

/** The statement of a property as statementOf computes it from rows read here with Prisma (not the API's SQL). */
const expectedStatement = (propertyId: number, asOf: string) => statementOverEveryRow(portal, propertyId, asOf);

describe("client 'Estado de Cuenta'", () => {
  it('lists only the taxpayer’s own properties, each owing what its statement says today', async () => {
    const res = await api().get('/api/account-status/get').set(t1Auth).expect(200);
    const rows = res.body.properties.data as { id: number; total_record: string; total_conversion_record: string; account_status: number }[];
    expect(rows.map((r) => r.id).sort()).toEqual([ids.A, ids.B].sort());
    const a = rows.find((r) => r.id === ids.A)!;
    // fees 8.5800 + VAT 1.3728 + fine 1.5000 + the interest running to today (no interest row stored
    // yet: the statement computes it), in Bs the sum of the statement's Bs lines — 'Pagos Pendientes'
    const expected = await expectedStatement(ids.A, today());
    expect(Number(expected.totals.total_fines_clean)).toBeGreaterThan(0);
    expect(a).toMatchObject({
      total_record: expected.totals.total_debt_fines,
      total_conversion_record: expected.totals_bs.total_debt_fines,
      account_status: 3,
      account_status_text: 'Impago',
      pending_months: 2,
    });
    expect(a).toMatchObject({ user: { full_document: expect.stringMatching(/^V-\d+$/), full_name: 'Ana Pérez', business_name: 'Panadería Ana' } });
    expect(rows.find((r) => r.id === ids.B)).toMatchObject({ total_record: '0.0000', account_status: 1, type: { name: 'Residencial' } });
    expect(res.body.conversion_petro.amount).toBe('60.00000000');
    // naming another taxpayer is refused; filters work on the own list
    await api().get('/api/account-status/get').query({ user_id: t2.id }).set(t1Auth).expect(403);
    const residential = await api().post('/api/account-status/get').set(t1Auth).send({ type: 2 }).expect(200);
    expect(residential.body.properties.data.map((r: { id: number }) => r.id)).toEqual([ids.B]);
    const byCode = await api().post('/api/account-status/get').set(t1Auth).send({ search: ids.codeC }).expect(200);
    expect(byCode.body.properties.total).toBe(0);
  });

  it('references: types, statuses and rates', async () => {
    const res = await api().get('/api/account-status/get-references').set(t1Auth).expect(200);
    expect(res.body.statuses).toEqual([
      { id: 1, name: 'Conciliado' },
      { id: 2, name: 'Por Conciliar' },
      { id: 3, name: 'Impago' },
    ]);
    expect(res.body.conversion_dolar.amount).toBe('36.50000000');
  });
});

describe("'Pagos Pendientes' (get-payments)", () => {
  it('as of 10 Mar 2026 gives the hand-computed statement', async () => {
    const res = await api().get('/api/admin/account-status/get-payments').query({ id: ids.A, as_of: '2026-03-10' }).set(t1Auth).expect(200);
    const b = res.body;
    // January: 38 days overdue, 15 at 12 % and 23 at 18 % → 4.9764 × 594 / 36000 = 0.0821;
    // February: 10 days at 18 % → 4.9764 × 180 / 36000 = 0.0249. Rate on 10 Mar: 60.
    expect(b.payments.data.map((r: Record<string, unknown>) => [r.date, r.subtotal, r.iva, r.fines, r.interest, r.total, r.total_bs])).toEqual([
      ['2026-01-01', '4.2900', '0.6864', '1.5000', '0.0821', '6.5585', '393.51'],
      ['2026-02-01', '4.2900', '0.6864', '0.0000', '0.0249', '5.0013', '300.07'],
    ]);
    expect(b).toMatchObject({
      total_debt: '8.5800',
      total_iva: '1.3728',
      total_fines: '1.5000',
      total_fines_clean: '0.1070',
      total_debt_fines: '11.5598',
      pending_months: 2,
      conversion_petro: { amount: '60.00000000' },
      payoff: null,
      processed: null,
    });
    expect(b.statement.totals_bs).toEqual({
      total_debt: '514.80',
      total_iva: '82.36',
      total_fines: '90.00',
      total_fines_clean: '6.42',
      total_debt_fines: '693.58',
    });
    expect(b.property).toMatchObject({ code: ids.codeA, owner: 'Panadería Ana', type: { name: 'Comercial' } });
    // the API's numbers are statementOf's on the same rows
    const expected = await expectedStatement(ids.A, '2026-03-10');
    const { rows: expectedRows, ...expectedSummary } = expected;
    expect(b.statement).toEqual(expectedSummary);
    expect(b.payments.data).toEqual(expectedRows);
  });

  it('today: equals statementOf over the same rows (interest running to today)', async () => {
    const res = await api().get('/api/admin/account-status/get-payments').query({ id: ids.A }).set(admin.auth).expect(200);
    const expected = await expectedStatement(ids.A, today());
    expect(res.body.payments.data).toEqual(expected.rows);
    expect(res.body.total_debt_fines).toBe(expected.totals.total_debt_fines);
    expect(res.body.statement.as_of).toBe(today());
  });

  it('a payoff quote for a later day', async () => {
    const res = await api()
      .get('/api/admin/account-status/get-payments')
      .query({ id: ids.A, as_of: '2026-03-10', pay_date: '2026-04-15' })
      .set(t1Auth)
      .expect(200);
    // January 74 days (15 × 12 + 59 × 18 = 1242) → 0.1717; February 46 × 18 = 828 → 0.1145
    expect(res.body.payoff).toMatchObject({ pay_date: '2026-04-15', total: '11.7390', total_bs: '704.33', rate: '60.00000000' });
    expect(res.body.total_debt_fines).toBe('11.5598');
  });

  it('pages its rows', async () => {
    const p2 = await api().get('/api/admin/account-status/get-payments').query({ id: ids.A, as_of: '2026-03-10', page: 2 }).set(t1Auth).expect(200);
    expect(p2.body.payments).toMatchObject({ data: [], total: 2, current_page: 2, last_page: 1 });
  });

  it('another taxpayer’s property answers 404, as does a missing one; the PDF too', async () => {
    await api().get('/api/admin/account-status/get-payments').query({ id: ids.C }).set(t1Auth).expect(404);
    await api().get('/api/admin/account-status/get-payments').query({ id: 99999999 }).set(t1Auth).expect(404);
    await api().get(`/api/admin/account-status/get-account-status/${ids.C}`).set(t1Auth).expect(404);
    const pdf = await api().get(`/api/admin/account-status/get-account-status/${ids.A}`).set(t1Auth).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('refuses an as-of day in the future and a bad status', async () => {
    const future = await api().get('/api/admin/account-status/get-payments').query({ id: ids.A, as_of: '2099-01-01' }).set(t1Auth).expect(422);
    expect(future.body.error).toBe(MSG.accountStatus.asOfFuture);
    await api().get('/api/admin/account-status/get-payments').query({ id: ids.A, status: 5 }).set(t1Auth).expect(422);
  });

  it('a day with amounts and no UCD rate in force: 422 with the Spanish message', async () => {
    const old = await buildProperty(portal, { user_id: t1.id });
    await buildNotice(portal, { property_id: old.id, period: d('2024-12-01') });
    const res = await api().get('/api/admin/account-status/get-payments').query({ id: old.id, as_of: '2024-12-31' }).set(t1Auth).expect(422);
    expect(res.body.error).toBe('Lo sentimos, no hay una tasa UCD vigente para el 31/12/2024');
    expect(res.body.error).toBe(fillMessage(MSG.accountStatus.noRate, { date: '31/12/2024' }));
    expect(noRateError('2024-12-31').message).toBe(res.body.error);
  });
});

describe("staff 'Record de Cuenta'", () => {
  it('needs view-account-status: 403 without it', async () => {
    const other = await signedIn(portal, { level_id: 2, permissions: ['view-clients'] });
    await api().get('/api/admin/account-status/get').set(other.auth).expect(403);
    await api().get('/api/admin/account-status/get-references').set(other.auth).expect(403);
    await api().get('/api/admin/account-status/get-payments').query({ id: ids.A }).set(other.auth).expect(403);
    await api().get(`/api/admin/account-status/get-account-status/${ids.A}`).set(other.auth).expect(403);
    await api().get('/api/admin/account-status/get').set(t1Auth).expect(403);
    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-account-status'] });
    await api().get('/api/admin/account-status/get').set(viewer.auth).expect(200);
    await api().get('/api/admin/account-status/get-payments').query({ id: ids.C }).set(viewer.auth).expect(200);
  });

  it('filters by status, type and search (code, property ID, owner name), and pages', async () => {
    const list = async (q: Record<string, unknown>) => (await api().post('/api/admin/account-status/get').set(admin.auth).send(q).expect(200)).body.properties;
    const idsOf = (p: { data: { id: number }[] }) => p.data.map((r) => r.id);
    expect(idsOf(await list({ status: 3 }))).toEqual(expect.arrayContaining([ids.A, ids.C]));
    expect(idsOf(await list({ status: 3 }))).not.toContain(ids.B);
    expect(idsOf(await list({ type: 2 }))).toEqual([ids.B]);
    expect(idsOf(await list({ search: ids.codeA.toLowerCase() }))).toEqual([ids.A]);
    // a number matches the property ID (and documents starting with it)
    expect(idsOf(await list({ search: String(ids.C), status: 3 }))).toContain(ids.C);
    expect(idsOf(await list({ search: 'zoila' }))).toEqual([ids.C]);
    const industrial1 = await list({ type: 3, page: 1 });
    const industrial2 = await list({ type: 3, page: 2 });
    expect(industrial1).toMatchObject({ total: 17, per_page: 15, last_page: 2 });
    expect(industrial1.data).toHaveLength(15);
    expect(industrial2.data).toHaveLength(2);
    const all = [...idsOf(industrial1), ...idsOf(industrial2)];
    expect(new Set(all).size).toBe(17);
    expect(all).toEqual([...all].sort((a, b) => b - a));
  });

  it('since/until filter on the last payment; a past as-of still sees what a later bill took', async () => {
    const bill = await buildBill(portal, { notices: [{ id: ids.janA }] });
    await refreshBalanceOf(portal, [ids.A]);
    expect(bill.property_id).toBe(ids.A);
    const list = async (q: Record<string, unknown>) =>
      (await api().post('/api/admin/account-status/get').set(admin.auth).send(q).expect(200)).body.properties.data.map((r: { id: number }) => r.id);
    expect(await list({ since: today() })).toEqual([ids.A]);
    expect(await list({ until: '2026-01-31' })).toEqual([]);
    expect(await list({ since: '2026-01-01', until: today() })).toEqual([ids.A]);
    await api().post('/api/admin/account-status/get').set(admin.auth).send({ since: '2026-05-01', until: '2026-04-01' }).expect(422);
    // 10 Mar 2026: January was still pending then
    const past = await api().get('/api/admin/account-status/get-payments').query({ id: ids.A, as_of: '2026-03-10' }).set(admin.auth).expect(200);
    expect(past.body.total_debt_fines).toBe('11.5598');
    // today: January is billed; its fine stays as a row of its own
    const now = await api().get('/api/admin/account-status/get-payments').query({ id: ids.A }).set(admin.auth).expect(200);
    expect(now.body.payments.data.map((r: { kind: string; date: string }) => [r.kind, r.date])).toEqual([
      ['notice', '2026-02-01'],
      ['fine', '2026-02-10'],
    ]);
    expect(now.body.payments.data).toEqual((await expectedStatement(ids.A, today())).rows);
    const processed = await api().get('/api/admin/account-status/get-payments').query({ id: ids.A, status: 0 }).set(admin.auth).expect(200);
    expect(processed.body.processed).toMatchObject({ total: 1, data: [{ id: ids.janA, date: '2026-01-01', bill_id: bill.id }] });
    expect(processed.body.payments.data).toEqual([]);
  });

  it('the child-properties view: property_selected and its children', async () => {
    const child = await buildProperty(portal, { user_id: t1.id, parent_id: ids.A });
    const res = await api().post('/api/admin/account-status/get').set(admin.auth).send({ id: ids.A }).expect(200);
    expect(res.body.property_selected).toMatchObject({ id: ids.A, childs_count: 1 });
    expect(res.body.properties.data.map((r: { id: number }) => r.id)).toEqual([child.id]);
    await api().post('/api/admin/account-status/get').set(admin.auth).send({ id: 99999999 }).expect(404);
  });
});
