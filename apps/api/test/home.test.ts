// The taxpayer's home (issue 26 item 6, docs/home.md): GET /api/home/client answers each of the
// caller's properties with the debt its statement shows today — the very figures of its own 'Pagos
// Pendientes' (the sum of the Bs lines, not UCD × rate) —, what is 'en conciliación', the months
// pending and overdue, the next due date (the end of a month, DOMAIN "Notices"), and its bills in
// review or rejected lately with the reason. Another taxpayer's properties and bills never appear; a
// moderator acting for the taxpayer sees the taxpayer's home; staff get 403, a visitor 401.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthEnd, monthStart } from '@aseo/shared/billing';
import { BILL_STATUS, NOTICE_STATUS, PROPERTY_TYPE } from '@aseo/shared/constants';
import { bs, rate, sum, ucd, ucdToBs } from '@aseo/shared/money';
import { todayYmd } from '@aseo/shared/schemas';
import {
  buildBill,
  buildFine,
  buildNotice,
  buildProperty,
  buildTaxpayer,
  createUser,
  login,
  refreshBalanceOf,
  setHistory,
  signedIn,
} from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const home = (auth?: Record<string, string>) => (auth ? api().get('/api/home/client').set(auth) : api().get('/api/home/client'));

/** The first day of the month `back` months before today's (UTC date of a notice period). */
function monthsAgo(back: number) {
  const [y, m] = todayYmd().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1));
}
const fee = { total: '4.2900', iva_percentage: '16.00' };
let receipt = 900_000;

let t1Auth: Record<string, string>;
let t2Auth: Record<string, string>;
const ids = { A: 0, B: 0, C: 0, codeA: '', codeB: '', codeC: '', pending: 0, rejected: 0, oldRejected: 0, otherPending: 0, otherRejected: 0 };

/** A bill of `status` taking `noticeId`; a rejected one gives its notice back, as a real rejection does. */
async function billOn(noticeId: number, status: number, extra: Record<string, unknown> = {}) {
  const bill = await buildBill(portal, { notices: [{ id: noticeId }], status, number: null, receipt_number: receipt++, amount_paid: '298.58', ...extra });
  if (status === BILL_STATUS.REJECTED) await portal.ctx.db.notice.update({ where: { id: noticeId }, data: { status: NOTICE_STATUS.PENDING, bill_id: null } });
  return bill;
}

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '60']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  const t1 = await buildTaxpayer(portal, { name: 'Ana', lastname: 'Pérez' });
  const t2 = await buildTaxpayer(portal, { name: 'Zoila', lastname: 'Quintero' });
  const A = await buildProperty(portal, { user_id: t1.id, zone: 'Centro', street: 'Calle 5', floor: '2', house_number: '14' });
  const B = await buildProperty(portal, { user_id: t1.id, property_type_id: PROPERTY_TYPE.RESIDENTIAL });
  const C = await buildProperty(portal, { user_id: t2.id });
  // A: six months back to today; one in a bill por conciliar, two given back by rejected bills
  const n = [];
  for (let back = 6; back >= 0; back--) n[back] = await buildNotice(portal, { property_id: A.id, period: monthsAgo(back), ...fee });
  await buildFine(portal, { property_id: A.id, notice_id: n[2]!.id, amount: '1.5000' });
  const pending = await billOn(n[3]!.id, BILL_STATUS.PENDING, { conversion_petro: '60' });
  const rejected = await billOn(n[4]!.id, BILL_STATUS.REJECTED, { rejected_at: new Date(), reject_comments: 'La referencia no aparece en el banco' });
  const oldRejected = await billOn(n[6]!.id, BILL_STATUS.REJECTED, { rejected_at: new Date(Date.now() - 45 * 86_400_000), reject_comments: 'Antiguo' });
  // B: this month already paid (marked by hand), nothing owed
  await buildNotice(portal, { property_id: B.id, period: monthsAgo(0), total: '2.0000', iva_percentage: '0', status: NOTICE_STATUS.PROCESSED });
  // C, another taxpayer's: debt, a bill in review and a rejected one
  const c = await buildNotice(portal, { property_id: C.id, period: monthsAgo(1), ...fee });
  const c2 = await buildNotice(portal, { property_id: C.id, period: monthsAgo(0), ...fee });
  const otherPending = await billOn(c.id, BILL_STATUS.PENDING);
  const otherRejected = await billOn(c2.id, BILL_STATUS.REJECTED, { rejected_at: new Date(), reject_comments: 'Ajeno' });
  await refreshBalanceOf(portal, [A.id, B.id, C.id]);
  Object.assign(ids, {
    A: A.id,
    B: B.id,
    C: C.id,
    codeA: A.code,
    codeB: B.code,
    codeC: C.code,
    pending: pending.id,
    rejected: rejected.id,
    oldRejected: oldRejected.id,
    otherPending: otherPending.id,
    otherRejected: otherRejected.id,
  });
  t1Auth = bearer(await login(portal, t1.username, 'Clave.Segura1'));
  t2Auth = bearer(await login(portal, t2.username, 'Clave.Segura1'));
});
afterAll(() => portal?.close());

describe('GET /api/home/client', () => {
  it("shows each property's debt exactly as its own 'Pagos Pendientes' prices it today, and what is en conciliación", async () => {
    const res = await home(t1Auth).expect(200);
    const b = res.body;
    const today = todayYmd();
    expect(b).toMatchObject({ as_of: today, rate: '60.00000000', properties_total: 2, rejected_days: 30 });
    expect(b.properties.map((p: { code: string }) => p.code)).toEqual([ids.codeA, ids.codeB].sort());
    const a = b.properties.find((p: { id: number }) => p.id === ids.A);
    // pending: 6 and 4 months ago (given back by the rejections), 5, 2 (with the fine), 1 and this month; 3 sits in the bill por conciliar
    const statement = await api().get('/api/admin/account-status/get-payments').query({ id: ids.A }).set(t1Auth).expect(200);
    expect(a).toMatchObject({
      code: ids.codeA,
      address: 'Centro, Calle 5, Piso 2, N° 14',
      type: 'Comercial',
      status: 1,
      debt: statement.body.statement.totals.total_debt_fines,
      debt_bs: statement.body.statement.totals_bs.total_debt_fines,
      pending_months: statement.body.pending_months,
      reconciling: statement.body.reconciling.total,
      reconciling_bs: statement.body.reconciling.total_bs,
      reconciling_bills: 1,
    });
    // the hand-computed figures: 6 months of 4.9764 UCD (257.40 + 41.18 Bs each) and a fine of 1.5 UCD (90.00 Bs)
    expect(a).toMatchObject({ debt: '31.3584', debt_bs: '1881.48', pending_months: 6, overdue_months: 5, next_due: monthEnd(today) });
    // the sum of the Bs lines, which here is not UCD × rate (1881.50): a taxpayer who transfers it is not short
    const rows = statement.body.payments.data as { total_bs: string }[];
    expect(a.debt_bs).toBe(
      sum(
        'Bs',
        rows.map((r) => bs(r.total_bs)),
      ).toFixed(2),
    );
    expect(ucdToBs(ucd(a.debt), rate('60')).toFixed(2)).not.toBe(a.debt_bs);
    const bProp = b.properties.find((p: { id: number }) => p.id === ids.B);
    // this month settled: the next one falls due at the end of next month
    expect(bProp).toMatchObject({
      type: 'Residencial',
      debt: '0.0000',
      debt_bs: '0.00',
      pending_months: 0,
      overdue_months: 0,
      next_due: monthEnd(addDays(monthEnd(today), 1)),
      reconciling_bills: 0,
    });
    expect(b.totals).toEqual({ debt: a.debt, debt_bs: a.debt_bs, reconciling_bs: a.reconciling_bs, agreement_bs: '0.00', with_debt: 1 });
  });

  it('lists its bills por conciliar and the ones rejected in the last 30 days with the reason, never another taxpayer’s', async () => {
    const b = (await home(t1Auth).expect(200)).body;
    expect(b.in_review_total).toBe(1);
    expect(b.in_review).toEqual([
      expect.objectContaining({ id: ids.pending, status: BILL_STATUS.PENDING, status_text: 'Por conciliar', property: { id: ids.A, code: ids.codeA } }),
    ]);
    expect(b.in_review[0].number_format).toMatch(/^R-\d{8}$/);
    expect(b.rejected_total).toBe(1);
    expect(b.rejected).toEqual([
      expect.objectContaining({
        id: ids.rejected,
        status: BILL_STATUS.REJECTED,
        status_text: 'Reversado',
        reject_comments: 'La referencia no aparece en el banco',
        amount_paid: '298.58',
      }),
    ]);
    expect(b.rejected[0].rejected_at).toEqual(expect.any(String));
    const everything = JSON.stringify(b);
    for (const theirs of [ids.codeC]) expect(everything).not.toContain(theirs);
    const billIds = [...b.in_review, ...b.rejected].map((x: { id: number }) => x.id);
    expect(billIds).not.toContain(ids.otherPending);
    expect(billIds).not.toContain(ids.otherRejected);
    expect(billIds).not.toContain(ids.oldRejected);
  });

  it('the other taxpayer sees only its own property and bills', async () => {
    const b = (await home(t2Auth).expect(200)).body;
    expect(b.properties.map((p: { id: number }) => p.id)).toEqual([ids.C]);
    expect(b.in_review.map((x: { id: number }) => x.id)).toEqual([ids.otherPending]);
    expect(b.rejected.map((x: { id: number }) => x.id)).toEqual([ids.otherRejected]);
    expect(b.rejected[0].reject_comments).toBe('Ajeno');
    expect(JSON.stringify(b)).not.toContain(ids.codeA);
  });

  it("a moderator acting for the taxpayer sees the taxpayer's home; staff 403; a visitor 401", async () => {
    const t1 = await portal.ctx.db.property.findUniqueOrThrow({ where: { id: ids.A }, select: { user_id: true } });
    const helper = await createUser(portal, { level_id: 2, user_id: t1.user_id });
    const helperHome = (await home(bearer(await login(portal, helper.username, helper.plainPassword))).expect(200)).body;
    expect(helperHome.properties.map((p: { id: number }) => p.id).sort()).toEqual([ids.A, ids.B].sort());
    const admin = await signedIn(portal, { level_id: 1 });
    const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-payments', 'view-account-status'] });
    for (const staff of [admin, cashier]) expect((await home(staff.auth).expect(403)).body.error).toBeTruthy();
    await home().expect(401);
  });

  it('a taxpayer with no property gets empty lists and zero totals', async () => {
    const t = await buildTaxpayer(portal);
    const b = (await home(bearer(await login(portal, t.username, 'Clave.Segura1'))).expect(200)).body;
    expect(b).toMatchObject({
      properties: [],
      properties_total: 0,
      totals: { debt: '0.0000', debt_bs: '0.00', reconciling_bs: '0.00', with_debt: 0 },
      in_review: [],
      in_review_total: 0,
      rejected: [],
      rejected_total: 0,
    });
    expect(monthStart(b.as_of)).toBe(monthStart(todayYmd()));
  });
});
