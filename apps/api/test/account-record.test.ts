// The staff writes of the Record de Cuenta (issue 12 item 4/5) over HTTP on PostgreSQL: each call
// with its permission outcomes, its Spanish message, the rows it leaves (soft deletions with who
// and why), the balance row kept in the same transaction and its audit row; what may not change
// (processed, billed, inside an active agreement); 'Calcular' and 'Meses Pendientes' generating
// months once, even when called concurrently.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@aseo/shared/messages';
import { currentPeriod } from '../src/modules/billing/index.ts';
import { monthStart } from '../src/modules/account-status/account-record.tx.ts';
import { buildBill, buildFine, buildNotice, buildProperty, buildTaxpayer, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const A = MSG.accountStatus;
let portal: TestPortal;
const api = () => request(portal.url);
let admin: Awaited<ReturnType<typeof signedIn>>;
let taxpayer: Awaited<ReturnType<typeof buildTaxpayer>>;
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const base = '/api/admin/account-status';
/** The refusal names this message. */
const says = (message: string) => (r: request.Response) => expect(r.body.error).toBe(message);

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '36']]);
  admin = await signedIn(portal, { level_id: 1 });
  taxpayer = await buildTaxpayer(portal);
});
afterAll(() => portal?.close());

/** A property with pending notices of January and February 2026 (10 UCD + 16 % VAT each) and its balance row. */
async function owing() {
  const p = await buildProperty(portal, { user_id: taxpayer.id });
  const jan = await buildNotice(portal, { property_id: p.id, period: d('2026-01-01') });
  const feb = await buildNotice(portal, { property_id: p.id, period: d('2026-02-01') });
  await refreshBalanceOf(portal, [p.id]);
  return { p, jan, feb };
}
const balance = async (propertyId: number) =>
  (await portal.ctx.db.propertyBalance.findUniqueOrThrow({ where: { property_id: propertyId } })).total_debt_fines.toFixed(4);
const statement = async (propertyId: number) => (await api().post(`${base}/get-payments`).set(admin.auth).send({ id: propertyId }).expect(200)).body;
const audits = (propertyId: number, logName: string) => portal.ctx.db.auditLog.count({ where: { property_id: propertyId, module_id: 14, log_name: logName } });

describe('permission outcomes', () => {
  const calls: [string, (ids: { p: number; n: number; f: number }) => string, string, Record<string, unknown>?][] = [
    ['calculate-account-record', (i) => `calculate/${i.p}`, 'Calcular estado de cuenta'],
    ['account-record-months-update', (i) => `set-pending-months/${i.p}/2`, 'Meses pendientes'],
    ['calculate-account-record', (i) => `set-conversion-petro/${i.n}/61.5`, 'Valor UCD del aviso'],
    ['account-record-fines-update', (i) => `set-fine/${i.n}/2.5/1`, 'Multa del aviso'],
    ['account-record-fines-update', (i) => `set-fine/${i.n}/0.75/2`, 'Intereses del aviso'],
    ['calculate-account-record', (i) => `set-check/${i.n}/1`, 'Marca del aviso'],
    ['account-record-fines-delete', (i) => `remove-fine/${i.f}/1`, 'Multa eliminada', { comment: 'Multa mal cargada' }],
    ['account-record-fines-delete', (i) => `remove-all-fines/${i.p}`, 'Multas eliminadas', { comment: 'Condonadas' }],
    ['calculate-account-record', (i) => `set-status/${i.n}/0`, 'Marcado como pagado'],
    ['calculate-account-record', (i) => `remove-payment/${i.n}`, 'Aviso eliminado'],
    ['calculate-account-record', (i) => `remove-all/${i.p}`, 'Deuda eliminada'],
  ];
  it.each(calls)('%s → %s: 403 without it (nothing changes), 200 with it, audit row in the same transaction', async (permission, path, logName, body = {}) => {
    const { p, jan } = await owing();
    const fine = await buildFine(portal, { property_id: p.id, notice_id: jan.id, amount: '1.0000' });
    const ids = { p: p.id, n: jan.id, f: fine.id };
    const without = await signedIn(portal, { level_id: 2, permissions: ['view-account-status', 'view-account-record'] });
    const refused = await api()
      .post(`${base}/${path(ids)}`)
      .set(without.auth)
      .send(body)
      .expect(403);
    expect(refused.body.error).toBeTruthy();
    expect(await audits(p.id, logName)).toBe(0);
    const holder = await signedIn(portal, { level_id: 2, permissions: [permission] });
    const res = await api()
      .post(`${base}/${path(ids)}`)
      .set(holder.auth)
      .send(body)
      .expect(200);
    expect(typeof res.body.message).toBe('string');
    expect(await audits(p.id, logName)).toBe(1);
    const client = await signedIn(portal, { level_id: 3 });
    await api()
      .post(`${base}/${path(ids)}`)
      .set(client.auth)
      .send(body)
      .expect(403);
  });

  it('payments/status needs no specific permission, only staff; a client is refused', async () => {
    const { p } = await owing();
    const moderator = await signedIn(portal, { level_id: 2 });
    const off = await api().post(`${base}/${p.id}/payments/status`).set(moderator.auth).expect(200);
    expect(off.body.message).toBe(A.billingOff);
    expect((await portal.ctx.db.property.findUniqueOrThrow({ where: { id: p.id } })).status).toBe(0);
    await api().post(`${base}/calculate/${p.id}`).set(admin.auth).expect(422).expect(says(A.billingInactive));
    const on = await api().post(`${base}/${p.id}/payments/status`).set(moderator.auth).send({ status: 1 }).expect(200);
    expect(on.body.message).toBe(A.billingOn);
    await api()
      .post(`${base}/${p.id}/payments/status`)
      .set((await signedIn(portal, { level_id: 3 })).auth)
      .expect(403);
    await portal.ctx.db.property.update({ where: { id: p.id }, data: { disincorporated_at: new Date(), status: 0 } });
    await api().post(`${base}/${p.id}/payments/status`).set(moderator.auth).expect(422).expect(says(A.disincorporated));
  });
});

describe('fines and interest', () => {
  it('set-fine 1 edits the notice’s fine (extra ones are replaced, kept with the reason) and the balance follows', async () => {
    const { p, jan } = await owing();
    expect(await balance(p.id)).toBe('23.2000');
    const first = await buildFine(portal, { property_id: p.id, notice_id: jan.id, amount: '1.0000' });
    const second = await buildFine(portal, { property_id: p.id, notice_id: jan.id, amount: '2.0000' });
    const res = await api().post(`${base}/set-fine/${jan.id}/2.5/1`).set(admin.auth).expect(200);
    expect(res.body.message).toBe(A.fineSet);
    expect((await portal.ctx.db.fine.findUniqueOrThrow({ where: { id: first.id } })).amount.toFixed(4)).toBe('2.5000');
    const replaced = await portal.ctx.db.fine.findUniqueOrThrow({ where: { id: second.id } });
    expect(replaced).toMatchObject({ deleted_by: admin.user.id, delete_reason: A.replacedReason });
    expect(replaced.deleted_at).not.toBeNull();
    expect(await balance(p.id)).toBe('25.7000');
    const row = (await statement(p.id)).payments.data.find((r: { id: number }) => r.id === jan.id);
    expect(row).toMatchObject({ fines: '2.5000', fine_ids: [first.id] });
  });

  it('set-fine 2 fixes the interest (frozen: the calculation no longer moves it)', async () => {
    const { p, jan } = await owing();
    await api().post(`${base}/set-fine/${jan.id}/0.75/2`).set(admin.auth).expect(200, { message: A.interestSet });
    await api().post(`${base}/calculate/${p.id}`).set(admin.auth).expect(200);
    const row = (await statement(p.id)).payments.data.find((r: { id: number }) => r.id === jan.id);
    expect(row).toMatchObject({ interest: '0.7500', interest_frozen: true });
    const live = await portal.ctx.db.fine.findMany({ where: { notice_id: jan.id, fine_type_id: 2, deleted_at: null } });
    expect(live).toHaveLength(1);
  });

  it('remove-fine needs a reason, keeps the row with who and why, and only takes the named type', async () => {
    const { p, jan } = await owing();
    const fine = await buildFine(portal, { property_id: p.id, notice_id: jan.id, amount: '3.0000' });
    await refreshBalanceOf(portal, [p.id]);
    expect(await balance(p.id)).toBe('26.2000');
    const blank = await api().post(`${base}/remove-fine/${fine.id}/1`).set(admin.auth).send({ comment: '   ' }).expect(422);
    expect(blank.body).toMatchObject({ error: A.reasonRequired, fields: { comment: A.reasonRequired } });
    await api().post(`${base}/remove-fine/${fine.id}/2`).set(admin.auth).send({ comment: 'x' }).expect(404);
    const res = await api().post(`${base}/remove-fine/${fine.id}/1`).set(admin.auth).send({ comment: 'Cargada por error' }).expect(200);
    expect(res.body.message).toBe(A.fineRemoved);
    expect(await portal.ctx.db.fine.findUniqueOrThrow({ where: { id: fine.id } })).toMatchObject({
      deleted_by: admin.user.id,
      delete_reason: 'Cargada por error',
    });
    expect(await balance(p.id)).toBe('23.2000');
    await api().post(`${base}/remove-fine/${fine.id}/1`).set(admin.auth).send({ comment: 'otra vez' }).expect(404);
  });

  it('remove-all-fines deletes the payable fines of type 1 only, with the reason', async () => {
    const { p, jan, feb } = await owing();
    const f1 = await buildFine(portal, { property_id: p.id, notice_id: jan.id, amount: '1.0000' });
    const f2 = await buildFine(portal, { property_id: p.id, notice_id: feb.id, amount: '1.0000' });
    const interest = await buildFine(portal, { property_id: p.id, notice_id: jan.id, amount: '0.5000', fine_type_id: 2 });
    await api().post(`${base}/remove-all-fines/${p.id}`).set(admin.auth).send({ comment: '' }).expect(422);
    await api().post(`${base}/remove-all-fines/${p.id}`).set(admin.auth).send({ comment: 'Ordenanza 12' }).expect(200, { message: A.allFinesRemoved });
    const rows = await portal.ctx.db.fine.findMany({ where: { id: { in: [f1.id, f2.id, interest.id] } }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.delete_reason)).toEqual(['Ordenanza 12', 'Ordenanza 12', null]);
  });
});

describe('notices', () => {
  it('set-conversion-petro fixes the notice’s own rate (4 decimals) for its Bs amounts', async () => {
    const { p, jan } = await owing();
    await api().post(`${base}/set-conversion-petro/${jan.id}/61.12345`).set(admin.auth).expect(422);
    await api().post(`${base}/set-conversion-petro/${jan.id}/61.5`).set(admin.auth).expect(200, { message: A.rateSet });
    const row = (await statement(p.id)).payments.data.find((r: { id: number }) => r.id === jan.id);
    // 10 UCD × 61.5 = 615.00 Bs; VAT 1.6 × 61.5 = 98.40 Bs
    expect(row).toMatchObject({ rate: '61.50000000', use_conversion_local: true, subtotal_bs: '615.00', iva_bs: '98.40' });
  });

  it('set-status 0 marks paid (interest frozen, row leaves the pending list) and 1 brings it back; a billed notice stays', async () => {
    const { p, jan, feb } = await owing();
    const res = await api().post(`${base}/set-status/${jan.id}/0`).set(admin.auth).expect(200);
    expect(res.body.message).toBe('Se ha marcado como pagado con éxito');
    const s = await statement(p.id);
    expect(s.payments.data.map((r: { id: number }) => r.id)).toEqual([feb.id]);
    expect(await balance(p.id)).toBe('11.6000');
    const interest = await portal.ctx.db.fine.findFirst({ where: { notice_id: jan.id, fine_type_id: 2, deleted_at: null } });
    expect(interest?.frozen_at).not.toBeNull();
    expect(interest?.status).toBe(0);
    await api().post(`${base}/set-status/${jan.id}/1`).set(admin.auth).expect(200, { message: A.markedPending });
    expect(await balance(p.id)).not.toBe('11.6000');
    const billed = await buildBill(portal, { user_id: taxpayer.id, property_id: p.id, notices: [feb] });
    expect(billed.id).toBeGreaterThan(0);
    await api().post(`${base}/set-status/${feb.id}/1`).set(admin.auth).expect(422).expect(says(A.noticeInBill));
    await api().post(`${base}/set-fine/${feb.id}/1/1`).set(admin.auth).expect(422).expect(says(A.noticeNotPending));
    await api().post(`${base}/remove-payment/${feb.id}`).set(admin.auth).expect(422).expect(says(A.noticeNotPending));
  });

  it('a notice inside an active agreement cannot be changed or deleted, and remove-all leaves it', async () => {
    const { p, jan, feb } = await owing();
    await portal.ctx.db.agreement.create({
      data: {
        number: 900_000 + p.id,
        user_id: taxpayer.id,
        property_id: p.id,
        type: 1,
        quantity_quotas: 2,
        total: '11.6000',
        quota_amount: '5.8000',
        expiration_date: d('2026-12-31'),
        conversion_petro: '50',
        crypt: `agr-${p.id}`,
        items: { create: [{ notice_id: jan.id, amount: '11.6000' }] },
        holds: { create: [{ notice_id: jan.id }] },
      },
    });
    await api().post(`${base}/set-status/${jan.id}/0`).set(admin.auth).expect(422).expect(says(A.noticeInAgreement));
    await api().post(`${base}/remove-payment/${jan.id}`).set(admin.auth).expect(422).expect(says(A.noticeInAgreement));
    await api().post(`${base}/remove-all/${p.id}`).set(admin.auth).expect(200, { message: A.allRemoved });
    const left = await portal.ctx.db.notice.findMany({ where: { property_id: p.id, deleted_at: null } });
    expect(left.map((n) => n.id)).toEqual([jan.id]);
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: feb.id } })).toMatchObject({
      deleted_by: admin.user.id,
      delete_reason: A.removedReason,
    });
  });

  it('set-check flags a notice; a missing one is 404', async () => {
    const { jan } = await owing();
    await api().post(`${base}/set-check/${jan.id}/1`).set(admin.auth).expect(200, { message: A.checkSet });
    expect((await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: jan.id } })).check).toBe(1);
    await api().post(`${base}/set-check/99999999/1`).set(admin.auth).expect(404);
    await api().post(`${base}/set-check/${jan.id}/2`).set(admin.auth).expect(422);
  });
});

describe("'Calcular' and 'Meses Pendientes'", () => {
  const current = currentPeriod();
  const monthsSince = (start: string) => {
    const [y, m] = start.split('-').map(Number) as [number, number];
    const [cy, cm] = current.split('-').map(Number) as [number, number];
    return (cy - y) * 12 + (cm - m) + 1;
  };

  it('calculate generates every missing month from the start to now, at today’s rates, once, with the overdue interest', async () => {
    const p = await buildProperty(portal, { user_id: taxpayer.id, date: d('2026-01-15') });
    const months = monthsSince('2026-01') * 2; // two service types with a price
    const res = await api().post(`${base}/calculate/${p.id}`).set(admin.auth).expect(200);
    expect(res.body.message).toBe('El estado de cuenta del contribuyente ha sido calculado');
    const notices = await portal.ctx.db.notice.findMany({ where: { property_id: p.id }, orderBy: [{ period: 'asc' }, { service_type_id: 'asc' }] });
    expect(notices).toHaveLength(months);
    expect(notices[0]!.period.toISOString().slice(0, 10)).toBe('2026-01-01');
    expect(notices.at(-1)!.period.toISOString().slice(0, 10)).toBe(monthStart(current));
    expect(notices.every((n) => n.conversion_petro.toFixed(4) === '50.0000' && n.iva_percentage.toFixed(2) === '16.00')).toBe(true);
    const interest = await portal.ctx.db.fine.findMany({ where: { property_id: p.id, fine_type_id: 2 } });
    expect(interest.length).toBeGreaterThan(0);
    expect(interest.every((f) => f.frozen_at === null && f.amount.gt(0))).toBe(true);
    // the balance row equals the statement the modal shows
    const s = await statement(p.id);
    expect(await balance(p.id)).toBe(s.total_debt_fines);
    await api().post(`${base}/calculate/${p.id}`).set(admin.auth).expect(200);
    expect(await portal.ctx.db.notice.count({ where: { property_id: p.id } })).toBe(months);
  });

  it('ten concurrent calculations write each notice and interest row once', async () => {
    const p = await buildProperty(portal, { user_id: taxpayer.id, date: d('2026-03-01') });
    const results = await Promise.all(Array.from({ length: 10 }, () => api().post(`${base}/calculate/${p.id}`).set(admin.auth)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await portal.ctx.db.notice.count({ where: { property_id: p.id } })).toBe(monthsSince('2026-03') * 2);
    const interest = await portal.ctx.db.fine.groupBy({ by: ['notice_id'], where: { property_id: p.id, fine_type_id: 2, deleted_at: null }, _count: true });
    expect(interest.every((g) => g._count === 1)).toBe(true);
  });

  it('a deleted month is not generated again by calculate; set-pending-months restores it with what went with it', async () => {
    const p = await buildProperty(portal, { user_id: taxpayer.id, date: d(`${monthStart(current, -2)}`) });
    await api().post(`${base}/calculate/${p.id}`).set(admin.auth).expect(200);
    const [oldest] = await portal.ctx.db.notice.findMany({ where: { property_id: p.id }, orderBy: [{ period: 'asc' }, { id: 'asc' }] });
    const fine = await buildFine(portal, { property_id: p.id, notice_id: oldest!.id, amount: '1.0000' });
    await api().post(`${base}/remove-payment/${oldest!.id}`).set(admin.auth).expect(200, { message: A.paymentRemoved });
    expect((await portal.ctx.db.fine.findUniqueOrThrow({ where: { id: fine.id } })).deleted_at).not.toBeNull();
    await api().post(`${base}/calculate/${p.id}`).set(admin.auth).expect(200);
    expect((await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: oldest!.id } })).deleted_at).not.toBeNull();
    await api()
      .post(`${base}/set-pending-months/${p.id}/121`)
      .set(admin.auth)
      .expect(422)
      .expect((r) => expect(r.body).toMatchObject({ error: A.tooManyMonths, fields: { b: A.tooManyMonths } }));
    await api().post(`${base}/set-pending-months/${p.id}/3`).set(admin.auth).expect(200, { message: A.monthsSet });
    expect(await portal.ctx.db.notice.findUniqueOrThrow({ where: { id: oldest!.id } })).toMatchObject({ deleted_at: null, delete_reason: null });
    expect(await portal.ctx.db.fine.findUniqueOrThrow({ where: { id: fine.id } })).toMatchObject({ deleted_at: null });
  });

  it('set-pending-months N ensures the N latest months and never deletes older debt', async () => {
    const { p } = await owing(); // January and February 2026
    await api().post(`${base}/set-pending-months/${p.id}/2`).set(admin.auth).expect(200);
    const periods = (await portal.ctx.db.notice.findMany({ where: { property_id: p.id, deleted_at: null }, select: { period: true } })).map((n) =>
      n.period.toISOString().slice(0, 10),
    );
    expect(periods).toEqual(expect.arrayContaining(['2026-01-01', '2026-02-01', monthStart(current), monthStart(current, -1)]));
  });
});
