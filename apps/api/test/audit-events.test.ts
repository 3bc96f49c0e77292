// The audit catalogue at work over HTTP on PostgreSQL (DOMAIN "Audit and real time", docs/audit.md):
// staff password changes (an administrator changing a staff member's or a client's password, a
// staff member changing or resetting its own) and the reconciliation queue's claims (take,
// release) write their rows in the same transaction, with the catalogue's module, subject,
// description and name, and never the password; a client changing its own password writes none;
// every row this file leaves names an event of the catalogue.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EVENTS, type AuditEvent } from '@aseo/shared/constants';
import { createUser, login, signedIn, uniq } from './support/factories.ts';
import { paymentsKit } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
const api = () => request(portal.url);
const PW = 'Clave.Segura1';
const NEW_PW = 'Nueva.Clave2026';

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await signedIn(portal, { level_id: 1 });
});
afterAll(() => portal?.close());

/** The rows of `event` about record `valueId`, oldest first. */
const rowsOf = (event: AuditEvent, valueId: number) =>
  portal.ctx.db.auditLog.findMany({ where: { log_name: AUDIT_EVENTS[event].name, value_id: String(valueId) }, orderBy: { id: 'asc' } });

/** One row of `event` by `userId` about `valueId`, with every catalogue field and no password anywhere. */
async function expectOneRow(event: AuditEvent, valueId: number, userId: number) {
  const rows = await rowsOf(event, valueId);
  expect(rows).toHaveLength(1);
  const e = AUDIT_EVENTS[event];
  expect(rows[0]).toMatchObject({ module_id: e.module, subject_type: e.subject, description: e.description, log_name: e.name, user_id: userId });
  const stored = JSON.stringify([rows[0]!.old_values, rows[0]!.new_values]);
  expect(stored).not.toMatch(/password|Clave|\$2[aby]\$/);
  return rows[0]!;
}

describe('staff password changes are audited, never the password', () => {
  it('an administrator changes a staff member’s password: the edit row and the password row', async () => {
    const created = await api()
      .post('/api/admin/moderators/create')
      .set(admin.auth)
      .send({
        name: 'Luis',
        lastname: 'Pérez',
        username: uniq('mod'),
        email: 'luis@example.com',
        document_type_id: 1,
        document: '12345678',
        password: PW,
        password_confirmation: PW,
        permissions: '[]',
      })
      .expect(200);
    const { id, username } = created.body.user;
    expect(await rowsOf('user.password-changed', id)).toHaveLength(0); // a new account is its creation row only
    const edit = (password: string) =>
      api()
        .post('/api/admin/moderators/edit')
        .set(admin.auth)
        .send({ id, name: 'Luis', username, email: 'luis@example.com', password, password_confirmation: password, permissions: '[]' })
        .expect(200);
    await edit('');
    expect(await rowsOf('user.password-changed', id)).toHaveLength(0); // no password typed, no password row
    await edit(NEW_PW);
    await expectOneRow('user.password-changed', id, admin.user.id);
    expect(await rowsOf('user.updated', id)).toHaveLength(2);
    await login(portal, username, NEW_PW);
  });

  it('an administrator changes a client’s password', async () => {
    const client = await createUser(portal, { level_id: 3 });
    await api()
      .post('/api/admin/clients/edit')
      .set(admin.auth)
      .send({
        id: client.id,
        name: 'Farmacia Central',
        username: client.username,
        document_type_id: 1,
        document: String(40_000_000 + client.id),
        fiscal_address: 'Av. 5',
        phone_code: '0414',
        phone: '5550101',
        email: 'central@example.com',
        password: NEW_PW,
        password_confirmation: NEW_PW,
        emails: '[]',
        phones: '[]',
      })
      .expect(200);
    await expectOneRow('client.password-changed', client.id, admin.user.id);
    const edited = (await rowsOf('client.updated', client.id))[0]!;
    expect(JSON.stringify(edited.new_values)).not.toContain('password');
  });

  it('a staff member changes its own password; a client doing so writes no row', async () => {
    const staff = await signedIn(portal, { level_id: 2 });
    const change = (who: { user: { plainPassword: string }; auth: { Authorization: string } }) =>
      api()
        .post('/api/profile/password')
        .set(who.auth)
        .send({ current_password: who.user.plainPassword, password: NEW_PW, password_confirmation: NEW_PW })
        .expect(200);
    await change(staff);
    await expectOneRow('profile.password-changed', staff.user.id, staff.user.id);
    const client = await signedIn(portal, { level_id: 3 });
    await change(client);
    expect(await portal.ctx.db.auditLog.count({ where: { user_id: client.user.id } })).toBe(0);
  });

  it('a staff member resets its own password with a recovery code', async () => {
    const staff = await createUser(portal, { level_id: 2 });
    const code = 'a'.repeat(48);
    await portal.ctx.db.passwordReset.create({
      data: { user_id: staff.id, code_hash: createHash('sha256').update(code).digest('hex'), expires_at: new Date(Date.now() + 3_600_000) },
    });
    await api().post('/api/auth/reset').send({ code, password: NEW_PW, password_confirmation: NEW_PW }).expect(200);
    await expectOneRow('profile.password-reset', staff.id, staff.id);
  });
});

describe('reconciliation claims are audited', () => {
  it('take and release write their rows on the bill; a refused claim and a release of nothing write none', async () => {
    const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
    const kit = await paymentsKit(portal, cashier.auth);
    const perms = ['view-cash', 'view-payments', 'edit-payments-data', 'edit-payment-status'];
    const ana = await signedIn(portal, { level_id: 2, permissions: perms });
    const beto = await signedIn(portal, { level_id: 2, permissions: perms });
    const { bill, property } = await kit.pendingTransfer();
    const claim = (who: typeof ana) => api().post('/api/admin/payments/claim').set(who.auth).send({ bill_id: bill.id });
    const release = (who: typeof ana) => api().post('/api/admin/payments/claim/release').set(who.auth).send({ bill_id: bill.id });

    const held = await claim(ana).expect(200);
    const taken = await expectOneRow('claim.taken', bill.id, ana.user.id);
    expect(taken.property_id).toBe(property.id);
    expect(new Date((taken.new_values as { expires_at: string }).expires_at).getTime()).toBe(new Date(held.body.claim.expires_at).getTime());
    await claim(beto).expect(422); // held by ana: refused, rolled back
    expect(await release(beto).expect(200)).toMatchObject({ body: { released: false } });
    expect(await portal.ctx.db.auditLog.count({ where: { user_id: beto.user.id } })).toBe(0);

    expect((await release(ana).expect(200)).body.released).toBe(true);
    await expectOneRow('claim.released', bill.id, ana.user.id);
    expect((await release(ana).expect(200)).body.released).toBe(false);
    expect(await rowsOf('claim.released', bill.id)).toHaveLength(1);
  });
});

describe('every row names an event of the catalogue', () => {
  it('module, subject, description and name of each row left by this file are one catalogue entry', async () => {
    const entries = new Set(Object.values(AUDIT_EVENTS).map((e) => `${e.module}|${e.subject}|${e.description}|${e.name}`));
    const rows = await portal.ctx.db.auditLog.findMany();
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows)
      expect(
        entries,
        JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
      ).toContain(`${r.module_id}|${r.subject_type}|${r.description}|${r.log_name}`);
  });
});
