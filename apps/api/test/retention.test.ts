// Retention (YES / PROFORMA) is set by staff (DOMAIN "Who may declare what", issue 25): a taxpayer
// cannot give it to itself through 'Mis Datos' (before, a company set retention 1 there and then got
// a prefactura without paying), and the desk then treats it as what it is, a taxpayer billed as NO.
// One asked for at registration is a request that staff with create-clients confirm or refuse
// (audited, announced in real time); staff editing the taxpayer may set retention directly.
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE, RETENTION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { activityFor, buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let doc = 310_000_000 + Math.floor(Math.random() * 1_000_000);

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'retention', [['2025-01-01', '75']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
});
const sockets: Socket[] = [];
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await portal?.close();
});

/** A company (J document) billed as NO, owing January 2026 on a commercial property, signed in. */
async function company(retention: number = RETENTION.NO) {
  const t = await buildTaxpayer(portal, { document_type_id: DOCUMENT_TYPE.J, document: String(doc++), retention });
  const p = await buildProperty(portal, { user_id: t.id });
  const jan = await buildNotice(portal, { property_id: p.id, period: new Date('2026-01-01T00:00:00Z') });
  await refreshBalanceOf(portal, [p.id]);
  const auth = { Authorization: `Bearer ${await login(portal, t.username, t.plainPassword)}` };
  return { t, p, jan, auth };
}

/** 'Mis Datos' as the taxpayer's form sends it, with `retention` as given. */
const profileForm = (t: Awaited<ReturnType<typeof company>>['t'], retention: unknown) => ({
  name: t.name,
  lastname: t.lastname ?? '',
  username: t.username,
  document_type_id: String(t.document_type_id),
  document: t.document,
  fiscal_address: t.fiscal_address,
  phone_code: t.phone_code,
  phone: t.phone,
  email: t.email,
  ...(retention === undefined ? {} : { retention }),
  emails: '[]',
  phones: '[]',
});

/** The taxpayer's own payment at the desk with no voucher at all (what a prefactura is). */
const payWithoutVouchers = (auth: Record<string, string>, propertyId: number, noticeId: number) =>
  api()
    .post('/api/admin/bill/box/create/cash/payment')
    .set(auth)
    .field('property', String(propertyId))
    .field('invoices', JSON.stringify([{ type: 'Deuda', id: noticeId }]))
    .field('vouchers', '[]')
    .field('creditApply', 'false');

describe("'Mis Datos' never changes retention", () => {
  it('a company asking for retention YES is refused naming `retention`; the desk then wants a voucher (it bills as NO)', async () => {
    const { t, p, jan, auth } = await company();
    const res = await api().post('/api/profile/update/client').set(auth).type('form').send(profileForm(t, '1'));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(MSG.profile.retentionByStaff);
    expect(res.body.fields).toEqual({ retention: MSG.profile.retentionByStaff });
    expect(await portal.ctx.db.user.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({ retention: RETENTION.NO, retention_request: null });

    const paid = await payWithoutVouchers(auth, p.id, jan.id);
    expect(paid.status).toBe(422);
    expect(paid.body.error).toBe('Debe agregar al menos 1 comprobante de pago');
    expect(await portal.ctx.db.bill.count({ where: { user_id: t.id } })).toBe(0);
  });

  it.each([
    ['PROFORMA asked by a NO', RETENTION.NO, '2'],
    ['NO asked by a YES', RETENTION.YES, '0'],
    ['YES asked by a PROFORMA', RETENTION.PROFORMA, '1'],
  ])('refuses %s and keeps the stored value', async (_n, stored, sent) => {
    const { t, auth } = await company(stored);
    const res = await api().post('/api/profile/update/client').set(auth).type('form').send(profileForm(t, sent));
    expect(res.status).toBe(422);
    expect(res.body.fields).toHaveProperty('retention');
    expect((await portal.ctx.db.user.findUniqueOrThrow({ where: { id: t.id } })).retention).toBe(stored);
  });

  it.each([
    ['sent back unchanged (YES)', RETENTION.YES, '1'],
    ['sent back unchanged (PROFORMA)', RETENTION.PROFORMA, '2'],
    ['sent back unchanged (NO)', RETENTION.NO, '0'],
    ['left out', RETENTION.YES, undefined],
    ['left blank', RETENTION.PROFORMA, ''],
  ])('accepts the rest of the form when retention is %s, and keeps it', async (_n, stored, sent) => {
    const { t, auth } = await company(stored);
    const res = await api()
      .post('/api/profile/update/client')
      .set(auth)
      .type('form')
      .send({ ...profileForm(t, sent), fiscal_address: 'Av. Nueva 2' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ retention: stored, retention_request: null, fiscal_address: 'Av. Nueva 2' });
  });

  it('a YES company that changes its document type keeps its retention (staff decide on it)', async () => {
    const { t, auth } = await company(RETENTION.YES);
    const res = await api()
      .post('/api/profile/update/client')
      .set(auth)
      .send({ ...profileForm(t, undefined), document_type_id: DOCUMENT_TYPE.V, document: String(40_000_000 + (doc++ % 1_000_000)) });
    expect(res.status).toBe(200);
    expect(res.body.user.retention).toBe(RETENTION.YES);
  });

  it('a retention agent set by staff still gets its prefactura without vouchers', async () => {
    const { p, jan, auth } = await company(RETENTION.YES);
    const paid = await payWithoutVouchers(auth, p.id, jan.id);
    expect(paid.status).toBe(200);
    expect(paid.body.bill.proforma_number).toBeGreaterThan(0);
  });
});

/** auth/register's form: a company (J) asking for `retention`, with its first property. */
async function registration(retention: string, documentType: number = DOCUMENT_TYPE.J) {
  const activity = await activityFor(portal, 1);
  return {
    name: 'Distribuidora El Sol',
    username: uniq('rt'),
    document_type_id: String(documentType),
    document: String(documentType === DOCUMENT_TYPE.J ? doc++ : 20_000_000 + (doc++ % 1_000_000)),
    fiscal_address: 'Calle Sol 1',
    phone_code: '0414',
    phone: '5551234',
    email: 'sol@example.com',
    password: 'Clave.Segura1',
    password_confirmation: 'Clave.Segura1',
    retention,
    emails: '[]',
    phones: '[]',
    property: JSON.stringify({ property_type_id: 1, property_use_id: 1, economic_activity_id: activity.id, zone: 'Centro', street: 'Calle Sol', size: '50' }),
  };
}
const register = async (retention: string, documentType?: number) => {
  const res = await api()
    .post('/api/auth/register')
    .type('form')
    .send(await registration(retention, documentType));
  expect(res.status).toBe(200);
  return portal.ctx.db.user.findUniqueOrThrow({ where: { id: res.body.user.id } });
};

describe('auth/register stores the retention asked for as a request', () => {
  it.each([
    ['YES', '1', RETENTION.YES],
    ['PROFORMA', '2', RETENTION.PROFORMA],
    ['NO', '0', null],
  ])('a company asking for %s bills as NO until staff decide', async (_n, sent, request) => {
    const user = await register(sent);
    expect(user).toMatchObject({ retention: RETENTION.NO, retention_request: request });
  });

  it('a natural person cannot ask for it (retention exists for J documents only)', async () => {
    expect(await register('1', DOCUMENT_TYPE.V)).toMatchObject({ retention: RETENTION.NO, retention_request: null });
  });

  it("'Mis Datos' shows the pending request and sending it back as retention is refused", async () => {
    const user = await register('1');
    const auth = { Authorization: `Bearer ${await login(portal, user.username, 'Clave.Segura1')}` };
    const got = await api().post('/api/profile/get').set(auth).send({ user_id: user.id }).expect(200);
    expect(got.body.user).toMatchObject({ retention: RETENTION.NO, retention_request: RETENTION.YES });
    const t = { ...user, plainPassword: 'Clave.Segura1' };
    const res = await api().post('/api/profile/update/client').set(auth).type('form').send(profileForm(t, '1'));
    expect(res.status).toBe(422);
    expect(res.body.fields).toHaveProperty('retention');
    const kept = await api().post('/api/profile/update/client').set(auth).type('form').send(profileForm(t, '0')).expect(200);
    expect(kept.body.user).toMatchObject({ retention: RETENTION.NO, retention_request: RETENTION.YES });
  });
});

describe('staff confirm or refuse a request', () => {
  const confirm = '/api/admin/clients/retention/confirm';
  const refuse = '/api/admin/clients/retention/refuse';
  const auditOf = (id: number) => portal.ctx.db.auditLog.findMany({ where: { module_id: 1, value_id: String(id), log_name: { startsWith: 'Retención' } } });

  it('who may decide: 401 without a session, 403 for the taxpayer and for staff without create-clients; nothing changes', async () => {
    const user = await register('1');
    const taxpayer = { Authorization: `Bearer ${await login(portal, user.username, 'Clave.Segura1')}` };
    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-clients'] });
    for (const path of [confirm, refuse]) {
      await api().post(path).send({ id: user.id }).expect(401);
      await api().post(path).set(taxpayer).send({ id: user.id }).expect(403);
      await api().post(path).set(viewer.auth).send({ id: user.id }).expect(403);
    }
    expect(await portal.ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ retention: RETENTION.NO, retention_request: RETENTION.YES });
    expect(await auditOf(user.id)).toHaveLength(0);
  });

  it('confirm: the request becomes the retention, audited, the taxpayer told in real time; then it gets its prefactura', async () => {
    const user = await register('2');
    const token = await login(portal, user.username, 'Clave.Segura1');
    const socket = connect(portal.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const told = new Promise((resolve) => socket.once('users', resolve));
    const staff = await signedIn(portal, { level_id: 2, permissions: ['view-clients', 'create-clients'] });
    const res = await api().post(confirm).set(staff.auth).send({ id: user.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG.taxpayers.retentionConfirmed,
      client: { id: user.id, retention: RETENTION.PROFORMA, retention_request: null },
    });
    expect(await told).toEqual({ action: 'update', user_id: user.id });
    const [audit, ...more] = await auditOf(user.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      user_id: staff.user.id,
      description: 'updated',
      log_name: 'Retención confirmada',
      old_values: { retention: RETENTION.NO, retention_request: RETENTION.PROFORMA },
      new_values: { retention: RETENTION.PROFORMA, retention_request: null },
    });
    // decided: a second decision finds no request
    const again = await api().post(refuse).set(staff.auth).send({ id: user.id });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(MSG.taxpayers.noRetentionRequest);
    // a PROFORMA taxpayer now gets its prefactura without vouchers
    const p = await buildProperty(portal, { user_id: user.id });
    const jan = await buildNotice(portal, { property_id: p.id, period: new Date('2026-01-01T00:00:00Z') });
    await refreshBalanceOf(portal, [p.id]);
    const paid = await payWithoutVouchers({ Authorization: `Bearer ${token}` }, p.id, jan.id);
    expect(paid.status).toBe(200);
    expect(paid.body.bill.proforma_number).toBeGreaterThan(0);
  });

  it('refuse: the request is dropped, the retention stays NO, audited', async () => {
    const user = await register('1');
    const admin = await signedIn(portal, { level_id: 1 });
    const res = await api().post(refuse).set(admin.auth).send({ id: user.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: MSG.taxpayers.retentionRefused, client: { retention: RETENTION.NO, retention_request: null } });
    expect(await auditOf(user.id)).toMatchObject([
      { user_id: admin.user.id, log_name: 'Retención rechazada', new_values: { retention: RETENTION.NO, retention_request: null } },
    ]);
  });

  it('an unknown or deleted taxpayer is 404; a taxpayer without a request is 422', async () => {
    const admin = await signedIn(portal, { level_id: 1 });
    await api().post(confirm).set(admin.auth).send({ id: 99_999_999 }).expect(404);
    const gone = await register('1');
    await portal.ctx.db.user.update({ where: { id: gone.id }, data: { deleted_at: new Date() } });
    await api().post(confirm).set(admin.auth).send({ id: gone.id }).expect(404);
    const none = await buildTaxpayer(portal);
    expect((await api().post(confirm).set(admin.auth).send({ id: none.id }).expect(422)).body.fields).toHaveProperty('retention_request');
  });

  it('the list: a filter for pending requests, their count whatever the filters, a badge field on each row', async () => {
    const admin = await signedIn(portal, { level_id: 1 });
    const waiting = await register('1');
    const list = (f: Record<string, unknown>) => api().post('/api/admin/clients/get').set(admin.auth).send(f).expect(200);
    const all = await list({});
    const pending = await list({ retention_request: 1 });
    const expected = await portal.ctx.db.user.count({ where: { level_id: 3, deleted_at: null, retention_request: { not: null } } });
    expect(all.body.retention_requests).toBe(expected);
    expect(pending.body.retention_requests).toBe(expected);
    expect(pending.body.users.total).toBe(expected);
    expect(pending.body.users.data.every((u: { retention_request: number | null }) => u.retention_request !== null)).toBe(true);
    expect(pending.body.users.data.map((u: { id: number }) => u.id)).toContain(waiting.id);
    // a decision drops the count at once (the users event clears the remembered one)
    await api().post(refuse).set(admin.auth).send({ id: waiting.id }).expect(200);
    expect((await list({})).body.retention_requests).toBe(expected - 1);
    const one = await api().post('/api/admin/clients/get-user').set(admin.auth).send({ id: waiting.id }).expect(200);
    expect(one.body.user).toMatchObject({ retention: RETENTION.NO, retention_request: null });
  });
});

describe('staff editing the taxpayer set retention directly', () => {
  const edit = async (auth: Record<string, string>, user: { id: number; username: string; document: string | null }, retention: number, phone = '5551234') =>
    api().post('/api/admin/clients/edit').set(auth).send({
      id: user.id,
      name: 'Distribuidora El Sol',
      username: user.username,
      document_type_id: DOCUMENT_TYPE.J,
      document: user.document,
      fiscal_address: 'Calle Sol 1',
      phone_code: '0414',
      phone,
      email: 'sol@example.com',
      retention,
      emails: '[]',
      phones: '[]',
    });

  it('an unrelated edit keeps the request; setting a retention decides it (cleared)', async () => {
    const staff = await signedIn(portal, { level_id: 2, permissions: ['view-clients', 'create-clients'] });
    const user = await register('1');
    expect((await edit(staff.auth, user, RETENTION.NO, '5559999')).body.client).toMatchObject({ retention: RETENTION.NO, retention_request: RETENTION.YES });
    expect((await edit(staff.auth, user, RETENTION.PROFORMA)).body.client).toMatchObject({ retention: RETENTION.PROFORMA, retention_request: null });
    const other = await register('1');
    expect((await edit(staff.auth, other, RETENTION.YES)).body.client).toMatchObject({ retention: RETENTION.YES, retention_request: null });
  });
});
