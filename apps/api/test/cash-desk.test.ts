// The new desk's reads over HTTP on PostgreSQL (issue 13 item 5, part): payment methods (no debit
// for a taxpayer), banks and accounts; service types and a new one (staff only, once per name); the
// bank reference check; the property search (a taxpayer finds only its own); a property's debts
// with today's interest; who may call them.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_STATUS, AUDIT_EVENTS, PAYMENT_METHOD, PROPERTY_TYPE, RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import {
  buildCreditNote,
  buildFine,
  buildNotice,
  buildProperty,
  buildTaxpayer,
  buildVoucher,
  login,
  refreshBalanceOf,
  setHistory,
  signedIn,
} from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof buildTaxpayer>>;
let ownerAuth: Record<string, string>;
const ids = { mine: 0, other: 0, code: '', otherCode: '', notice: 0 };

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '12']]);
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  owner = await buildTaxpayer(portal, { name: 'Inés', lastname: 'Marcano', business_name: 'Kiosko Inés' });
  const other = await buildTaxpayer(portal);
  const mine = await buildProperty(portal, { user_id: owner.id });
  const theirs = await buildProperty(portal, { user_id: other.id });
  const n = await buildNotice(portal, { property_id: mine.id, period: new Date('2026-01-01T00:00:00Z') });
  await buildFine(portal, { property_id: mine.id, notice_id: n.id, amount: '1.0000' });
  await refreshBalanceOf(portal, [mine.id, theirs.id]);
  Object.assign(ids, { mine: mine.id, other: theirs.id, code: mine.code, otherCode: theirs.code, notice: n.id });
  ownerAuth = { Authorization: `Bearer ${await login(portal, owner.username, 'Clave.Segura1')}` };
});
afterAll(() => portal?.close());

describe('new desk reads', () => {
  it('payment methods: staff see debit, a taxpayer does not; banks and active accounts', async () => {
    const staff = await api().get('/api/admin/bill/box/payment-methods').set(cashier.auth).expect(200);
    expect(staff.body.methods.map((m: { id: number }) => m.id)).toContain(PAYMENT_METHOD.DEBIT);
    expect(staff.body.banks.length).toBeGreaterThan(5);
    const client = await api().get('/api/admin/bill/box/payment-methods').set(ownerAuth).expect(200);
    expect(client.body.methods.map((m: { id: number }) => m.id)).not.toContain(PAYMENT_METHOD.DEBIT);
    await api()
      .get('/api/admin/bill/box/payment-methods')
      .set((await signedIn(portal, { level_id: 2 })).auth)
      .expect(403);
  });

  it('service types: created once per name (any letter case), staff with view-cash only', async () => {
    const a = await api().post('/api/admin/bill/box/service-types').set(cashier.auth).send({ name: 'Recolección de escombros' }).expect(200);
    const b = await api().post('/api/admin/bill/box/service-types').set(cashier.auth).send({ name: 'RECOLECCIÓN DE ESCOMBROS' }).expect(200);
    expect(b.body.service_type.id).toBe(a.body.service_type.id);
    const list = await api().get('/api/admin/bill/box/service-types').set(cashier.auth).expect(200);
    expect(list.body.service_types.filter((t: { name: string }) => /escombros/i.test(t.name))).toHaveLength(1);
    await api().post('/api/admin/bill/box/service-types').set(cashier.auth).send({ name: '  ' }).expect(422);
    await api().post('/api/admin/bill/box/service-types').set(ownerAuth).send({ name: 'Otro' }).expect(403);
  });

  it('a bank reference already used is refused; a new one passes; 8 digits exactly', async () => {
    const used = await buildVoucher(portal);
    const refused = await api().post('/api/admin/bill/box/voucher/validate').set(cashier.auth).send({ bank_id: used.bank_id, number: used.number }).expect(422);
    expect(refused.body).toMatchObject({ error: MSG.payments.referenceUsed, fields: { number: MSG.payments.referenceUsed } });
    await api().post('/api/admin/bill/box/voucher/validate').set(cashier.auth).send({ bank_id: used.bank_id, number: '99999999' }).expect(200, { valid: true });
    const short = await api().post('/api/admin/bill/box/voucher/validate').set(cashier.auth).send({ bank_id: used.bank_id, number: '1234' }).expect(422);
    expect(short.body.error).toBe(MSG.payments.referenceDigits);
  });

  it('property search: staff by code or owner; a taxpayer only its own', async () => {
    const byName = await api().get('/api/admin/bill/box/properties').query({ search: 'Marcano' }).set(cashier.auth).expect(200);
    expect(byName.body.properties).toEqual({ [String(ids.mine)]: `${ids.code} - Kiosko Inés` });
    const byCode = await api().get('/api/admin/bill/box/properties').query({ search: ids.otherCode }).set(cashier.auth).expect(200);
    expect(Object.keys(byCode.body.properties)).toEqual([String(ids.other)]);
    const own = await api().get('/api/admin/bill/box/properties').query({ search: ids.otherCode }).set(ownerAuth).expect(200);
    expect(own.body.properties).toEqual({});
    const all = await api().get('/api/admin/bill/box/properties').set(ownerAuth).expect(200);
    expect(Object.keys(all.body.properties)).toEqual([String(ids.mine)]);
  });

  it("a property's debts: the notice with its fine and today's interest; another taxpayer's is 404", async () => {
    const res = await api().get(`/api/admin/bill/box/property/${ids.mine}/payments-fines`).set(cashier.auth).expect(200);
    const row = res.body.data.find((r: { kind: string; id: number }) => r.kind === 'notice' && r.id === ids.notice);
    expect(row).toMatchObject({ subtotal: '10.0000', iva: '1.6000', fines: '1.0000' });
    expect(Number(row.interest)).toBeGreaterThan(0);
    await api().get(`/api/admin/bill/box/property/${ids.other}/payments-fines`).set(ownerAuth).expect(404);
    await api().get(`/api/admin/bill/box/property/${ids.mine}/payments-fines`).set(ownerAuth).expect(200);
  });

  it('the property card: the property as the desk shows it, with the UCD, VAT, discount, retention and credit in force', async () => {
    await setHistory(portal, 'iva', [['2025-01-01', '16']]);
    await setHistory(portal, 'retention', [['2025-01-01', '75']]);
    const agent = await buildTaxpayer(portal, { retention: RETENTION.YES, business_name: 'Agente C.A.' });
    const shop = await buildProperty(portal, { user_id: agent.id });
    await buildCreditNote(portal, { user_id: agent.id, amount: '2.5000' });
    await buildCreditNote(portal, { user_id: agent.id, amount: '1.2500' });
    const res = await api().get(`/api/admin/bill/box/property/${shop.id}`).set(cashier.auth).expect(200);
    expect(res.body).toMatchObject({
      property: {
        id: shop.id,
        code: shop.code,
        user_id: agent.id,
        name: 'Agente C.A.',
        retention: RETENTION.YES,
        retention_text: 'Si',
        exempt: false,
        condominium: false,
      },
      conversion_petro: '50.00000000',
      iva: '16.00',
      retention_percent: '75.00',
      credit: '3.7500',
      conventions: [],
    });
    expect(res.body.property.document).toMatch(/^[VEJGP]-\d+/);
    // the with-petro form answers the same card
    const petro = await api().get(`/api/admin/bill/box/property/${shop.id}/1/with-petro`).set(cashier.auth).expect(200);
    expect(petro.body).toEqual(res.body);
    const home = await buildProperty(portal, { user_id: owner.id, property_type_id: PROPERTY_TYPE.RESIDENTIAL });
    const mine = await api().get(`/api/admin/bill/box/property/${home.id}`).set(ownerAuth).expect(200);
    expect(mine.body.property).toMatchObject({ exempt: true, retention: RETENTION.NO, retention_text: 'No' });
    expect(mine.body.credit).toBe('0.0000');
    await api().get(`/api/admin/bill/box/property/${shop.id}`).set(ownerAuth).expect(404);
    await api()
      .get(`/api/admin/bill/box/property/${shop.id}`)
      .set((await signedIn(portal, { level_id: 2 })).auth)
      .expect(403);
  });

  it("a convention's quotas: pending ones open, paid ones closed; another taxpayer's is 404", async () => {
    const db = portal.ctx.db;
    const c = await db.convention.create({
      data: {
        number: `CV-${Date.now()}`,
        user_id: owner.id,
        property_id: ids.mine,
        total: '20.0000',
        conversion_petro: '50',
        crypt: `c${Date.now().toString(16)}`,
        status: AGREEMENT_STATUS.ACTIVE,
        quotas: {
          create: [
            { position: 1, date: new Date('2026-10-01T00:00:00Z'), total: '10.0000', status: 0 },
            { position: 2, date: new Date('2026-11-01T00:00:00Z'), total: '10.0000' },
          ],
        },
      },
    });
    const res = await api().get(`/api/admin/conventions/${c.id}`).set(cashier.auth).expect(200);
    expect(res.body.convention).toMatchObject({ id: c.id, total: '20.0000', status: AGREEMENT_STATUS.ACTIVE });
    expect(res.body.convention_quotas.map((q: { position: number; status: number; date: string }) => [q.position, q.status, q.date])).toEqual([
      [1, 0, '2026-10-01'],
      [2, 1, '2026-11-01'],
    ]);
    const card = await api().get(`/api/admin/bill/box/property/${ids.mine}`).set(cashier.auth).expect(200);
    expect(card.body.conventions).toEqual([{ id: c.id, number: c.number, pending_quotas: 1 }]);
    await api().get(`/api/admin/conventions/${c.id}`).set(ownerAuth).expect(200);
    const stranger = await buildTaxpayer(portal);
    await api()
      .get(`/api/admin/conventions/${c.id}`)
      .set({ Authorization: `Bearer ${await login(portal, stranger.username, 'Clave.Segura1')}` })
      .expect(404);
  });

  it('the UCD value changes from the desk only with edit-ucd, as a dated global value (audited)', async () => {
    await api().post('/api/admin/bill/box/ucd').set(cashier.auth).send({ amount: '55' }).expect(403);
    const editor = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'edit-ucd'] });
    const bad = await api().post('/api/admin/bill/box/ucd').set(editor.auth).send({ amount: 'abc' }).expect(422);
    expect(bad.body.error).toBeTruthy();
    const ok = await api().post('/api/admin/bill/box/ucd').set(editor.auth).send({ amount: '55,5' }).expect(200);
    expect(Number(ok.body.conversion_petro.amount)).toBe(55.5);
    const petro = await api().get('/api/admin/cash/payments/petro').set(cashier.auth).expect(200);
    expect(petro.body.conversion_petro).toBe('55.50000000');
    expect(await portal.ctx.db.auditLog.count({ where: { user_id: editor.user.id, log_name: AUDIT_EVENTS['global-value.ucd-updated'].name } })).toBe(1);
    await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  });
});
