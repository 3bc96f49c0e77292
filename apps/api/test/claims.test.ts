// The reconciliation queue's claims over HTTP on PostgreSQL (issue 14 item 6, DOMAIN
// "Reconciliation"): opening a pending bill claims it; every staff list shows who holds it; a second
// staff member's claim and actions are refused with the holder's name and time, and nothing changes;
// the holder renews and releases; a lapsed claim is ignored; acting on the bill drops the claim;
// only pending bills are claimed; racing claims leave exactly one holder; a taxpayer never sees it.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { login, signedIn } from './support/factories.ts';
import { paymentsKit, today } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
const api = () => request(portal.url);
type Staff = Awaited<ReturnType<typeof signedIn>>;
let ana: Staff;
let beto: Staff;
const perms = ['view-cash', 'view-payments', 'edit-payments-data', 'edit-payment-status'];

beforeAll(async () => {
  portal = await startTestPortal();
  const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  kit = await paymentsKit(portal, cashier.auth);
  ana = await signedIn(portal, { level_id: 2, permissions: perms, name: 'Ana' });
  beto = await signedIn(portal, { level_id: 2, permissions: perms, name: 'Beto' });
});
afterAll(() => portal?.close());

const claim = (id: number, who: Staff) => api().post('/api/admin/payments/claim').set(who.auth).send({ bill_id: id });
const release = (id: number, who: Staff) => api().post('/api/admin/payments/claim/release').set(who.auth).send({ bill_id: id });
const reconcile = (id: number, who: Staff) =>
  api()
    .post('/api/admin/cash/payments/status')
    .set(who.auth)
    .send({ bill_id: id, status: BILL_STATUS.ACCEPTED, reception_date: today(), amount_paid: '580.00' });
const rowOf = async (id: number, who: Staff) =>
  (
    await api()
      .get('/api/admin/payments')
      .query({ search: String(id) })
      .set(who.auth)
      .expect(200)
  ).body.bills.data.find((b: { id: number }) => b.id === id);
const holderRow = (id: number) => portal.ctx.db.billClaim.findUnique({ where: { bill_id: id } });

describe('reconciliation queue claims', () => {
  it('a second staff member is refused, by name and time, on the claim and on every action; nothing changes', async () => {
    const { bill } = await kit.pendingTransfer();
    const held = await claim(bill.id, ana).expect(200);
    expect(held.body.claim).toMatchObject({ bill_id: bill.id, user_id: ana.user.id, user_name: 'Ana Usuario' });
    expect(held.body.message).toMatch(/^Reservado para usted hasta las \d{2}:\d{2}/);
    expect(new Date(held.body.claim.expires_at).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);

    // beto's list shows the hold
    expect((await rowOf(bill.id, beto)).claim).toMatchObject({ user_id: ana.user.id, user_name: 'Ana Usuario' });

    const refused = await claim(bill.id, beto).expect(422);
    expect(refused.body.error).toMatch(/^Este pago lo está revisando Ana Usuario hasta las \d{2}:\d{2}: espere a que termine o elija otro pago$/);
    expect(refused.body.claim).toMatchObject({ user_id: ana.user.id });
    for (const action of [
      reconcile(bill.id, beto),
      api().post('/api/admin/cash/payments/status').set(beto.auth).send({ bill_id: bill.id, status: BILL_STATUS.REJECTED, comments: 'x' }),
      api().post('/api/admin/cash/payments/cancel').set(beto.auth).send({ bill_id: bill.id, comments: 'x' }),
      api().post(`/api/admin/bill/box/status/${bill.id}/${BILL_STATUS.REJECTED}`).set(beto.auth).send({}),
      api()
        .post(`/api/admin/bills/${bill.id}/control-number`)
        .set(beto.auth)
        .send({ control_number: `C-${bill.id}` }),
    ]) {
      const r = await action;
      expect(r.status, r.text).toBe(422);
      expect(r.body.error).toContain('Este pago lo está revisando Ana Usuario');
    }
    const after = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } });
    expect(after).toMatchObject({ status: BILL_STATUS.PENDING, control_number: null });
    expect(await portal.ctx.db.auditLog.count({ where: { module_id: 7, value_id: String(bill.id), subject_type: 'Bill' } })).toBe(0); // only ana's claim row

    // the holder acts: the bill leaves the queue and the claim goes with it
    await reconcile(bill.id, ana).expect(200);
    expect(await holderRow(bill.id)).toBeNull();
    expect((await rowOf(bill.id, beto)).claim).toBeNull();
  });

  it('the holder renews and releases; after a release or a lapse the other may claim and act', async () => {
    const { bill } = await kit.pendingTransfer();
    const first = await claim(bill.id, ana).expect(200);
    const renewed = await claim(bill.id, ana).expect(200);
    expect(new Date(renewed.body.claim.expires_at).getTime()).toBeGreaterThanOrEqual(new Date(first.body.claim.expires_at).getTime());
    expect(await release(bill.id, beto).expect(200)).toMatchObject({ body: { released: false } }); // not beto's to release
    expect((await holderRow(bill.id))?.user_id).toBe(ana.user.id);
    expect((await release(bill.id, ana).expect(200)).body.released).toBe(true);
    await claim(bill.id, beto).expect(200);

    // beto's claim lapses: ana may claim and act again
    await portal.ctx.db.$executeRaw`UPDATE bill_claims SET expires_at = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE bill_id = ${bill.id}`;
    expect((await rowOf(bill.id, ana)).claim).toBeNull();
    await reconcile(bill.id, ana).expect(200);
  });

  it('acting without claiming is allowed while nobody holds the bill; only pending bills are claimed; unknown bill 404', async () => {
    const { bill } = await kit.pendingTransfer();
    await reconcile(bill.id, beto).expect(200);
    expect((await claim(bill.id, ana).expect(422)).body.error).toBe(MSG.payments.notPending);
    await claim(2_000_000_000, ana).expect(404);
    expect((await claim(0, ana).expect(422)).body.error).toBeTruthy();
  });

  it('twenty racing claims from two staff members leave exactly one holder', async () => {
    const { bill } = await kit.pendingTransfer();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => claim(bill.id, i % 2 ? ana : beto)));
    const holder = (await holderRow(bill.id))!.user_id;
    const winners = answers.filter((a) => a.status === 200);
    expect(winners.every((a) => a.body.claim.user_id === holder)).toBe(true);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(20 - winners.length);
    expect(winners.length).toBeGreaterThanOrEqual(1);
  });

  it('a taxpayer never sees the hold; a staff member without view-payments cannot claim', async () => {
    const { bill, taxpayer } = await kit.pendingTransfer();
    await claim(bill.id, ana).expect(200);
    const token = await login(portal, taxpayer.username, 'Clave.Segura1');
    const own = await api()
      .get('/api/cash/payments')
      .set({ Authorization: `Bearer ${token}` })
      .expect(200);
    expect(own.body.bills.data.find((b: { id: number }) => b.id === bill.id).claim).toBeNull();
    const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
    await claim(bill.id, cashier).expect(403);
    await api().post('/api/admin/payments/claim').send({ bill_id: bill.id }).expect(401);
  });
});
