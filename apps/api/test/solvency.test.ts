// Solvency certificates over HTTP on PostgreSQL (issue 15 item 3): refused with any debt (an
// agreement's too), issued once the debt is paid, one per property and month, numbers sequential
// under 20 concurrent requests, the PDF with its QR to /verificar (valid to the end of the month,
// 'Vencido' after, 'Anulado' once deleted), the lists and searches, and who may do what (a
// taxpayer reaches only its own properties and certificates: 404).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@aseo/shared/messages';
import { dayOfInstant } from '@aseo/shared/billing';
import { buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { pdfQr, pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

const V = MSG.solvency;
let portal: TestPortal;
const api = () => request(portal.url);
let admin: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof buildTaxpayer>>;
let auth: Record<string, string>;
let otherAuth: Record<string, string>;
const ids = { owing: 0, clean: 0, notice: 0, others: 0 };
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const base = '/api/urban-cleaning-solvencies';
const bytes = (req: request.Test) => req.buffer(true).parse(binaryBody);

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '12']]);
  admin = await signedIn(portal, { level_id: 1 });
  owner = await buildTaxpayer(portal, { name: 'Marta', lastname: 'Salas', business_name: 'Ferretería Marta' });
  const other = await buildTaxpayer(portal);
  const owing = await buildProperty(portal, { user_id: owner.id });
  const clean = await buildProperty(portal, { user_id: owner.id, floor: '2', house_number: '14' });
  const others = await buildProperty(portal, { user_id: other.id });
  const notice = await buildNotice(portal, { property_id: owing.id, period: d('2026-01-01') });
  await refreshBalanceOf(portal, [owing.id, clean.id, others.id]);
  Object.assign(ids, { owing: owing.id, clean: clean.id, notice: notice.id, others: others.id });
  auth = { Authorization: `Bearer ${await login(portal, owner.username, 'Clave.Segura1')}` };
  otherAuth = { Authorization: `Bearer ${await login(portal, other.username, 'Clave.Segura1')}` };
});
afterAll(() => portal?.close());

describe('issuing', () => {
  it('validate-debt tells the debt; a property with debt is refused, without one it is issued', async () => {
    const owing = await api().post(`${base}/validate-debt`).set(auth).send({ property_id: ids.owing }).expect(200);
    expect(owing.body).toMatchObject({ solvent: false, message: V.notSolvent });
    expect(Number(owing.body.debt)).toBeGreaterThan(11.6);
    expect((await api().post(`${base}/validate-debt`).set(auth).send({ property_id: ids.clean }).expect(200)).body).toMatchObject({
      debt: '0.0000',
      solvent: true,
    });
    const refused = await api().post(`${base}/create`).set(auth).send({ property_id: ids.owing }).expect(422);
    expect(refused.body).toMatchObject({ error: V.notSolvent, fields: { property_id: V.notSolvent } });
    const missing = await api().post(`${base}/create`).set(auth).send({}).expect(422);
    expect(missing.body.error).toBe(V.propertyRequired);
    const res = await api().post(`${base}/create`).set(auth).send({ property_id: ids.clean }).expect(200);
    expect(res.body.message).toBe('Solvencia generada exitosamente');
    const today = dayOfInstant(new Date());
    const [y, m] = today.split('-').map(Number) as [number, number];
    expect(res.body.solvency).toMatchObject({
      valid_until: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10),
      // valid to the month's end: 'Por vencer' in its last 15 days (solvency-expiry.test.ts)
      status_text: new Date(Date.UTC(y, m, 0)).getUTCDate() - Number(today.slice(8, 10)) <= 15 ? 'Por vencer' : 'Vigente',
      user: { full_name: 'Ferretería Marta' },
      property: { id: ids.clean, floor: '2', house_number: '14' },
    });
    // asking again the same month answers the same certificate
    const again = await api().post(`${base}/create`).set(auth).send({ property_id: ids.clean }).expect(200);
    expect(again.body.solvency.id).toBe(res.body.solvency.id);
    expect(await portal.ctx.db.auditLog.count({ where: { module_id: 8, log_name: 'Solvencia emitida' } })).toBe(1);
  });

  it('is issued once the debt is paid; a debt inside an active agreement still counts', async () => {
    const agreed = await buildProperty(portal, { user_id: owner.id });
    const n = await buildNotice(portal, { property_id: agreed.id, period: d('2026-01-01') });
    await portal.ctx.db.agreement.create({
      data: {
        number: 800_000 + agreed.id,
        user_id: owner.id,
        property_id: agreed.id,
        type: 1,
        quantity_quotas: 1,
        total: '11.6',
        quota_amount: '11.6',
        expiration_date: d('2026-12-31'),
        conversion_petro: '50',
        crypt: `agr-s-${agreed.id}`,
        items: { create: [{ notice_id: n.id, amount: '11.6' }] },
        holds: { create: [{ notice_id: n.id }] },
        quotas: { create: [{ position: 1, date: d('2026-12-31'), amount: '11.6' }] },
      },
    });
    await api().post(`${base}/create`).set(auth).send({ property_id: agreed.id }).expect(422);
    // staff mark the owing notice paid (Record de Cuenta): the debt is gone
    await api().post(`/api/admin/account-status/set-status/${ids.notice}/0`).set(admin.auth).expect(200);
    const res = await api().post(`${base}/create`).set(auth).send({ property_id: ids.owing }).expect(200);
    expect(res.body.solvency.property.id).toBe(ids.owing);
  });

  it('twenty concurrent requests for twenty properties take consecutive numbers, none twice', async () => {
    const t = await buildTaxpayer(portal);
    const props = [];
    for (let i = 0; i < 20; i++) props.push(await buildProperty(portal, { user_id: t.id }));
    const before = (await portal.ctx.db.solvency.aggregate({ _max: { number: true } }))._max.number ?? 0;
    const res = await Promise.all(props.map((p) => api().post(`${base}/create`).set(admin.auth).send({ property_id: p.id, user_id: t.id })));
    expect(res.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = res.map((r) => r.body.solvency.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });
});

describe('access', () => {
  it('a taxpayer reaches only its own properties and certificates; staff need view-urban-cleanliness', async () => {
    await api().post(`${base}/validate-debt`).set(otherAuth).send({ property_id: ids.clean }).expect(404);
    await api().post(`${base}/create`).set(otherAuth).send({ property_id: ids.clean }).expect(404);
    const mine = await api().get(`${base}/get`).set(auth).expect(200);
    expect(mine.body.solvencies.data.every((s: { user: { id: number } }) => s.user.id === owner.id)).toBe(true);
    expect((await api().get(`${base}/get`).set(otherAuth).expect(200)).body.solvencies.total).toBe(0);
    const file = mine.body.solvencies.data[0].file as string;
    await bytes(api().get(`${base}/download/${file}`).set(otherAuth)).expect(404);
    const props = await api().get(`${base}/get-properties`).set(auth).expect(200);
    expect(props.body.properties.map((p: { id: number }) => p.id)).toContain(ids.clean);
    const moderator = await signedIn(portal, { level_id: 2 });
    await api().post('/api/admin/urban-cleaning-solvencies/get').set(moderator.auth).expect(403);
    await api().post(`${base}/validate-debt`).set(moderator.auth).send({ property_id: ids.clean }).expect(403);
    await api().post('/api/admin/urban-cleaning-solvencies/delete').set(auth).send({ solvency_id: 1 }).expect(403);
  });

  it('staff search by taxpayer, property code and number', async () => {
    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-urban-cleanliness'] });
    const byName = await api().post('/api/admin/urban-cleaning-solvencies/get').set(viewer.auth).send({ search: 'Ferretería' }).expect(200);
    expect(byName.body.solvencies.total).toBe(2);
    const code = byName.body.solvencies.data[0].property.code as string;
    const byCode = await api().post('/api/admin/urban-cleaning-solvencies/get').set(viewer.auth).send({ search: code }).expect(200);
    expect(byCode.body.solvencies.data.map((s: { property: { code: string } }) => s.property.code)).toEqual([code]);
    const number = byName.body.solvencies.data[0].number as number;
    const byNumber = await api()
      .post('/api/admin/urban-cleaning-solvencies/get')
      .set(viewer.auth)
      .send({ search: String(number) })
      .expect(200);
    expect(byNumber.body.solvencies.data.map((s: { number: number }) => s.number)).toContain(number);
  });
});

describe('the certificate as a document', () => {
  it('its PDF carries the data and a QR to /verificar; valid to the month end, Vencido after, Anulado once deleted', async () => {
    const list = await api().get(`${base}/get`).set(auth).query({ search: '' }).expect(200);
    const s = list.body.solvencies.data.find((x: { property: { id: number } }) => x.property.id === ids.clean);
    const pdf = new Uint8Array((await bytes(api().get(`${base}/download/${s.file}`).set(auth)).expect(200)).body as Buffer);
    const text = pdfText(pdf);
    expect(text).toContain('Solvencia de Aseo Urbano');
    expect(text).toContain(s.number_format);
    expect(text).toContain('Ferretería Marta');
    expect(text).toContain(V.notice.slice(0, 40));
    const qr = pdfQr(pdf)!;
    expect(qr).toBe(`${portal.ctx.cfg.PUBLIC_URL}/verificar/${s.verification_code}`);
    const ok = await api().get(`/api/verificar/${s.verification_code}`).expect(200);
    expect(ok.body).toMatchObject({ kind: 'solvency', kind_label: 'Solvencia de Aseo Urbano', valid: true, status_text: 'Vigente' });
    expect(ok.body.note).toMatch(/^Válida hasta el \d{2}\/\d{2}\/\d{4}$/);
    await portal.ctx.db.solvency.update({ where: { id: s.id }, data: { valid_until: d('2026-01-31') } });
    expect((await api().get(`/api/verificar/${s.verification_code}`).expect(200)).body).toMatchObject({ valid: false, status_text: 'Vencido' });
    const del = await api().post('/api/admin/urban-cleaning-solvencies/delete').set(admin.auth).send({ solvency_id: s.id }).expect(200);
    expect(del.body.message).toBe(V.deleted);
    expect((await api().get(`/api/verificar/${s.verification_code}`).expect(200)).body).toMatchObject({ valid: false, status_text: 'Anulado' });
    expect((await api().get(`${base}/get`).set(auth).expect(200)).body.solvencies.data.map((x: { id: number }) => x.id)).not.toContain(s.id);
    await api().post('/api/admin/urban-cleaning-solvencies/delete').set(admin.auth).send({ solvency_id: s.id }).expect(404);
  });
});
