// Credit notes over HTTP on PostgreSQL (issue 14 item 5): a surplus makes a note the taxpayer sees
// with its balance; staff find it by code or owner; the amount edit is admin-level only and never
// below what was used (the balance follows); delete needs delete-credit-note and is refused once
// used; Excel; an audit row per write.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let cashier: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let viewer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash', 'view-voucher-history', 'delete-credit-note'] });
  viewer = await signedIn(portal, { level_id: 2, permissions: ['view-voucher-history'] });
  admin = await signedIn(portal, { level_id: 1 });
});
afterAll(() => portal?.close());

/** A taxpayer who paid January with 700 Bs (120 over: a note of 2.4 UCD) and owes February. */
async function withNote() {
  const t = await buildTaxpayer(portal, { business_name: `Panadería ${Date.now()}` });
  const p = await buildProperty(portal, { user_id: t.id });
  const jan = await buildNotice(portal, { property_id: p.id, period: new Date('2026-01-01T00:00:00Z') });
  const feb = await buildNotice(portal, { property_id: p.id, period: new Date('2026-02-01T00:00:00Z') });
  await refreshBalanceOf(portal, [p.id]);
  const pay = (id: number, amount: string, creditApply = false) =>
    api()
      .post('/api/admin/bill/box/create/cash/payment')
      .set(cashier.auth)
      .send({ property: p.id, invoices: [{ type: 'Deuda', id }], vouchers: [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount }], creditApply })
      .expect(200);
  await pay(jan.id, '700.00');
  const note = await portal.ctx.db.creditNote.findFirstOrThrow({ where: { user_id: t.id } });
  return { t, p, note, payFeb: (amount: string) => pay(feb.id, amount, true) };
}

describe('credit notes', () => {
  it('the taxpayer sees its note and balance; staff find it by code; another taxpayer sees none', async () => {
    const { t, p, note } = await withNote();
    const own = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
    const mine = await api().get('/api/credit-notes').set(own).expect(200);
    expect(mine.body.balance).toBe('2.4000');
    expect(mine.body.credit_notes.data).toEqual([
      expect.objectContaining({ id: note.id, amount: '2.4000', used: '0.0000', balance: '2.4000', property: { id: p.id, code: p.code } }),
    ]);
    // the spec's path (001 section 7 'admin/credit-notes get'), by GET or POST
    const staff = await api().get('/api/admin/credit-notes/get').query({ search: p.code }).set(viewer.auth).expect(200);
    expect(staff.body.credit_notes.data.map((n: { id: number }) => n.id)).toEqual([note.id]);
    const posted = await api().post('/api/admin/credit-notes/get').send({ search: p.code }).set(viewer.auth).expect(200);
    expect(posted.body.credit_notes.data.map((n: { id: number }) => n.id)).toEqual([note.id]);
    const stranger = await buildTaxpayer(portal);
    const theirs = await api()
      .get('/api/credit-notes')
      .set({ Authorization: `Bearer ${await login(portal, stranger.username, 'Clave.Segura1')}` })
      .expect(200);
    expect(theirs.body.credit_notes.data).toEqual([]);
    await api().get('/api/credit-notes').set(viewer.auth).expect(403);
  });

  it('the amount edit is admin-level only and never below what was used; the balance follows', async () => {
    const { note, payFeb } = await withNote();
    await payFeb('460.00'); // uses the whole 2.4 UCD (120 Bs)
    const edit = (amount: string, auth = admin.auth) => api().post('/api/admin/credit-notes/edit').set(auth).send({ credit_note_id: note.id, amount });
    await edit('5', cashier.auth).expect(403);
    const below = await edit('2.3999').expect(422);
    expect(below.body).toMatchObject({ error: MSG.creditNotes.belowUsed, fields: { amount: MSG.creditNotes.belowUsed } });
    await edit('3,5').expect(200, { message: 'Se ha actualizado la nota de crédito' });
    const after = await portal.ctx.db.creditNote.findUniqueOrThrow({ where: { id: note.id } });
    expect([after.amount.toFixed(4), after.balance.toFixed(4)]).toEqual(['3.5000', '1.1000']);
    expect(await portal.ctx.db.auditLog.count({ where: { module_id: 6, value_id: String(note.id) } })).toBe(1);
  });

  it('delete needs delete-credit-note and an unused note; Excel lists the notes', async () => {
    const a = await withNote();
    await api().post('/api/admin/credit-notes/delete').set(viewer.auth).send({ credit_note_id: a.note.id }).expect(403);
    await api()
      .post('/api/admin/credit-notes/delete')
      .set(cashier.auth)
      .send({ credit_note_id: a.note.id })
      .expect(200, { message: 'Se ha eliminado la nota de crédito' });
    expect((await portal.ctx.db.creditNote.findUniqueOrThrow({ where: { id: a.note.id } })).deleted_at).not.toBeNull();
    const b = await withNote();
    await b.payFeb('460.00');
    expect((await api().post('/api/admin/credit-notes/delete').set(cashier.auth).send({ credit_note_id: b.note.id }).expect(422)).body.error).toBe(
      MSG.creditNotes.usedNoDelete,
    );
    const xlsx = await api().get('/api/admin/credit-notes/excel').query({ search: b.p.code }).set(viewer.auth).expect(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
  });
});
