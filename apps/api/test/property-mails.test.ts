// The account-statement mail flags of a property (issue 4, section 7: properties/{id}/can-be-sent,
// refresh, manual-sent, notification-sent, properties/send-mails): the mail really leaves through
// SMTP, a property is never mailed twice (even with two sends at once), and the rules and
// permissions hold.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { instantOf } from '@aseo/shared/billing';
import { todayYmd } from '@aseo/shared/schemas';
import { formatBs, formatUcd } from '@aseo/shared/format';
import { buildNotice, refreshBalanceOf, signedIn, uniq } from './support/factories.ts';
import { pdfQr, pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { startSmtp } from './support/smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
let commercial: number;
beforeAll(async () => {
  smtp = await startSmtp();
  portal = await startTestPortal(smtp.env);
  await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
  admin = await signedIn(portal, { level_id: 1 });
  commercial = (await portal.ctx.db.economicActivity.findUniqueOrThrow({ where: { code: 'C003' } })).id;
  // the demo properties are not part of these sends
  await portal.ctx.db.property.updateMany({ data: { can_be_sent: 0 } });
});
afterAll(async () => {
  await portal?.close();
  await smtp?.close();
});
const api = () => request(portal.url);

let doc = 50_000_000;
async function propertyOf(email: string) {
  const res = await api()
    .post('/api/admin/clients/create')
    .set(admin.auth)
    .send({
      name: 'Bodegón Sol',
      username: uniq('pm'),
      document_type_id: 1,
      document: String(doc++),
      fiscal_address: 'Calle 3',
      phone: '5551111',
      email,
      password: 'Clave.Segura1',
      password_confirmation: 'Clave.Segura1',
      emails: '[]',
      phones: '[]',
      property: JSON.stringify({ property_type_id: 1, property_use_id: 1, economic_activity_id: commercial, zone: 'Centro', street: 'Calle 3', size: '50' }),
    });
  expect(res.status).toBe(200);
  return portal.ctx.db.property.findFirstOrThrow({ where: { user_id: res.body.client.id } });
}
/** The decoded body of the first MIME part of this content type (base64, as nodemailer writes attachments). */
function attachment(raw: string, type: string): Uint8Array {
  const at = raw.indexOf(`Content-Type: ${type}`);
  expect(at).toBeGreaterThan(-1);
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4);
  return new Uint8Array(Buffer.from(body.slice(0, body.indexOf('--')).replace(/\s+/g, ''), 'base64'));
}
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

describe('property mail flags', () => {
  it('can-be-sent sets or toggles the flag, audited; needs mail-account-record', async () => {
    const p = await propertyOf('flag@example.com');
    const off = await api().post(`/api/properties/${p.id}/can-be-sent`).set(admin.auth).send({ canBeSent: 0 });
    expect(off.body).toMatchObject({ message: 'La propiedad quedó marcada para no enviar el estado de cuenta', property: { canBeSent: 0 } });
    const toggled = await api().post(`/api/properties/${p.id}/can-be-sent`).set(admin.auth).send({});
    expect(toggled.body.property.canBeSent).toBe(1);
    expect((await api().post(`/api/properties/${p.id}/can-be-sent`).set(admin.auth).send({ canBeSent: 7 })).status).toBe(422);
    const audits = await portal.ctx.db.auditLog.count({ where: { subject_type: 'Property', value_id: String(p.id), module_id: 14 } });
    expect(audits).toBe(2);
    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-account-record'] });
    expect((await api().post(`/api/properties/${p.id}/can-be-sent`).set(viewer.auth).send({})).status).toBe(403);
    const mailer = await signedIn(portal, { level_id: 2, permissions: ['mail-account-record'] });
    expect((await api().post(`/api/properties/${p.id}/can-be-sent`).set(mailer.auth).send({ canBeSent: 1 })).status).toBe(200);
    expect((await api().post('/api/properties/999999/can-be-sent').set(admin.auth).send({})).status).toBe(404);
  });

  it('notification-sent takes today or later, never a past date', async () => {
    const p = await propertyOf('fecha@example.com');
    const past = await api().post(`/api/properties/${p.id}/notification-sent`).set(admin.auth).send({ date: '2020-01-01' });
    expect(past.status).toBe(422);
    expect(past.body.error).toBe('La fecha de notificación no puede ser anterior a hoy');
    expect((await api().post(`/api/properties/${p.id}/notification-sent`).set(admin.auth).send({})).status).toBe(422);
    const today = await api()
      .post(`/api/properties/${p.id}/notification-sent`)
      .set(admin.auth)
      .send({ date: `${todayYmd()} 00:00:00` });
    expect(today.status).toBe(200);
    expect(today.body.message).toBe('Se ha guardado la fecha de notificación');
    // the day starts at midnight in Caracas (04:00 UTC), whatever the server's zone
    expect(today.body.property.notification_date).toBe(`${todayYmd()}T04:00:00.000Z`);
    const at = await api()
      .post(`/api/properties/${p.id}/notification-sent`)
      .set(admin.auth)
      .send({ date: `${todayYmd()} 21:30` });
    expect(at.body.property.notification_date).toBe(instantOf(todayYmd(), '21:30').toISOString());
    const bad = await api()
      .post(`/api/properties/${p.id}/notification-sent`)
      .set(admin.auth)
      .send({ date: `${todayYmd()} 25:10` });
    expect([bad.status, bad.body.error, bad.body.fields]).toEqual([422, 'La fecha no es válida', { date: 'La fecha no es válida' }]);
  });

  it('manual-sent mails the statement once; refresh allows it again; a property not marked is refused', async () => {
    const p = await propertyOf('manual@example.com');
    const sent = await api().post(`/api/properties/${p.id}/manual-sent`).set(admin.auth);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('El email fue enviado');
    const mail = await smtp.waitFor('manual@example.com');
    expect(mail.raw).toContain(p.code);
    expect((await portal.ctx.db.property.findUniqueOrThrow({ where: { id: p.id } })).was_sent).toBe(1);
    const twice = await api().post(`/api/properties/${p.id}/manual-sent`).set(admin.auth);
    expect(twice.status).toBe(422);
    expect(twice.body.error).toBe('No es posible enviar el mail, verifique no haya sido enviado antes o que este marcado para enviar');
    const refreshed = await api().post(`/api/properties/${p.id}/refresh`).set(admin.auth);
    expect(refreshed.body.property).toMatchObject({ wasSent: 0, notification_date: null });
    expect((await api().post(`/api/properties/${p.id}/manual-sent`).set(admin.auth)).status).toBe(200);
    await api().post(`/api/properties/${p.id}/refresh`).set(admin.auth);
    await api().post(`/api/properties/${p.id}/can-be-sent`).set(admin.auth).send({ canBeSent: 0 });
    expect((await api().post(`/api/properties/${p.id}/manual-sent`).set(admin.auth)).status).toBe(422);
    expect(mailsTo('manual@example.com')).toHaveLength(2);
  });

  it('the mail carries the statement of statementOf, with its PDF attached (text and QR of an issued document)', async () => {
    const p = await propertyOf('pdf@example.com');
    await buildNotice(portal, { property_id: p.id, period: new Date('2026-01-01T00:00:00Z'), total: '10.0000', iva_percentage: '16.00' });
    await refreshBalanceOf(portal, [p.id]);
    const statement = await api().post('/api/admin/account-status/get-payments').set(admin.auth).send({ id: p.id }).expect(200);
    await api().post(`/api/properties/${p.id}/manual-sent`).set(admin.auth).expect(200);
    const mail = await smtp.waitFor('pdf@example.com');
    const total = formatUcd(statement.body.statement.totals.total_debt_fines);
    expect(mail.raw).toContain(`Deuda total: ${total}`);
    const pdf = attachment(mail.raw, 'application/pdf');
    const text = pdfText(pdf);
    expect(text).toContain(p.code);
    expect(text).toContain(`${total} / ${formatBs(statement.body.statement.totals_bs.total_debt_fines)}`);
    const code = /\/verificar\/([0-9A-Z-]+)$/.exec(pdfQr(pdf) ?? '')?.[1];
    expect(await portal.ctx.db.issuedDocument.count({ where: { code, kind: 'statement', record_id: p.id } })).toBe(1);
  });

  it('two sends at once mail the taxpayer only once', async () => {
    const p = await propertyOf('doble@example.com');
    const [a, b] = await Promise.all([
      api().post(`/api/properties/${p.id}/manual-sent`).set(admin.auth),
      api().post(`/api/properties/${p.id}/manual-sent`).set(admin.auth),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    await smtp.waitFor('doble@example.com');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('doble@example.com')).toHaveLength(1);
  });

  it('send-mails sends every due property, skips scheduled-later and unmarked ones, then has nothing left', async () => {
    const due = await propertyOf('lote1@example.com');
    const later = await propertyOf('lote2@example.com');
    const unmarked = await propertyOf('lote3@example.com');
    const tomorrow = todayYmd(new Date(Date.now() + 86_400_000));
    await api().post(`/api/properties/${later.id}/notification-sent`).set(admin.auth).send({ date: tomorrow }).expect(200);
    await api().post(`/api/properties/${unmarked.id}/can-be-sent`).set(admin.auth).send({ canBeSent: 0 }).expect(200);
    const res = await api().post('/api/properties/send-mails').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.message).toMatch(/^Se han enviado \d+ correos de estado de cuenta$/);
    await smtp.waitFor('lote1@example.com');
    expect(mailsTo('lote2@example.com')).toHaveLength(0);
    expect(mailsTo('lote3@example.com')).toHaveLength(0);
    expect((await portal.ctx.db.property.findUniqueOrThrow({ where: { id: due.id } })).was_sent).toBe(1);
    const nothing = await api().post('/api/properties/send-mails').set(admin.auth);
    expect(nothing.body).toMatchObject({ status: false, message: 'No hay propiedades marcadas para enviar el estado de cuenta' });
    const client = await signedIn(portal);
    expect((await api().post('/api/properties/send-mails').set(client.auth)).status).toBe(403);
  });
});
