// A solvency about to lapse says so (issue 26 item 7): a valid certificate whose last day is at most
// 15 days away (SOLVENCY_EXPIRY_NOTICE_DAYS, docs/solvency.md) reads 'Por vencer' with
// `expires_soon` and its `valid_until` in the taxpayer's and the staff list; 'Vigente' before that,
// 'Vencida' after its day, 'Revocada' whatever its day.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOfInstant } from '@aseo/shared/billing';
import { SOLVENCY_EXPIRY_NOTICE_DAYS } from '@aseo/shared/constants';
import { solvencyStanding } from '../src/modules/solvency/solvency.query.ts';
import { buildProperty, buildTaxpayer, login, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

describe('the standing of a certificate on a day', () => {
  it.each([
    ['2026-11-30', false, '2026-11-14', 'Vigente', false],
    ['2026-11-30', false, '2026-11-15', 'Por vencer', true],
    ['2026-11-30', false, '2026-11-26', 'Por vencer', true],
    ['2026-11-30', false, '2026-11-30', 'Por vencer', true],
    ['2026-11-30', false, '2026-12-01', 'Vencida', false],
    ['2026-11-30', true, '2026-11-02', 'Revocada', false],
    ['2026-11-30', true, '2026-11-26', 'Revocada', false],
    ['2026-02-28', false, '2026-02-12', 'Vigente', false],
    ['2026-02-28', false, '2026-02-13', 'Por vencer', true],
  ] as const)('valid until %s, revoked %s, on %s: %s', (until, revoked, today, text, soon) =>
    expect(solvencyStanding(until, revoked, today)).toEqual({ status_text: text, expires_soon: soon }),
  );
  it('the notice starts 15 days before the last valid day', () => expect(SOLVENCY_EXPIRY_NOTICE_DAYS).toBe(15));
});

describe('the lists', () => {
  let portal: TestPortal;
  const api = () => request(portal.url);
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal?.close());

  it("a certificate within 15 days of its last day reads 'Por vencer' for the taxpayer and for staff", async () => {
    const owner = await buildTaxpayer(portal);
    const property = await buildProperty(portal, { user_id: owner.id });
    const today = dayOfInstant(new Date());
    const solvency = await portal.ctx.db.solvency.create({
      data: { number: 990_001, user_id: owner.id, property_id: property.id, crypt: 'expiry-crypt-1', verification_code: 'EXPIRY0001' },
    });
    const auth = { Authorization: `Bearer ${await login(portal, owner.username, 'Clave.Segura1')}` };
    const admin = await signedIn(portal, { level_id: 1 });
    const rowOf = async (validUntil: string, revoked = false) => {
      await portal.ctx.db.solvency.update({
        where: { id: solvency.id },
        data: { valid_until: new Date(`${validUntil}T00:00:00Z`), revoked_at: revoked ? new Date() : null },
      });
      const own = (await api().get('/api/urban-cleaning-solvencies/get').set(auth).expect(200)).body.solvencies.data[0];
      const staff = (await api().post('/api/admin/urban-cleaning-solvencies/get').set(admin.auth).send({ search: '990001' }).expect(200)).body.solvencies
        .data[0];
      expect(staff).toMatchObject({ status_text: own.status_text, expires_soon: own.expires_soon, valid_until: own.valid_until });
      return own as { status_text: string; expires_soon: boolean; valid_until: string };
    };

    expect(await rowOf(addDays(today, 16))).toEqual(expect.objectContaining({ status_text: 'Vigente', expires_soon: false }));
    expect(await rowOf(addDays(today, 15))).toEqual(expect.objectContaining({ status_text: 'Por vencer', expires_soon: true }));
    expect(await rowOf(addDays(today, 3))).toEqual(expect.objectContaining({ status_text: 'Por vencer', expires_soon: true, valid_until: addDays(today, 3) }));
    expect(await rowOf(today)).toEqual(expect.objectContaining({ status_text: 'Por vencer', expires_soon: true }));
    expect(await rowOf(addDays(today, -1))).toEqual(expect.objectContaining({ status_text: 'Vencida', expires_soon: false }));
    expect(await rowOf(addDays(today, 3), true)).toEqual(expect.objectContaining({ status_text: 'Revocada', expires_soon: false }));
  });
});
