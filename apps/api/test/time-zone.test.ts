// A server set to Venezuela's time zone reads the same instants and days as one set to UTC: the
// hot reads that go straight to pg (lib/sql.ts) parse `timestamp` as UTC and `date` as a calendar
// day, as Prisma does. This file's process runs with TZ=America/Caracas (vitest forks a process per file).
process.env.TZ = 'America/Caracas';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@aseo/db/client';
import { createDb } from '../src/db.ts';
import { queryRows } from '../src/lib/sql.ts';
import { signedIn } from './support/factories.ts';
import { paymentsKit } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.close());

describe('time zone of the process', () => {
  it('is Caracas here, and the hot reads still give UTC instants and calendar days', async () => {
    expect(new Date('2026-11-24T02:00:00Z').getHours()).toBe(22); // the process really is at UTC-4
    const [row] = await queryRows<{ t: Date; d: Date }>(portal.ctx.db, Prisma.sql`SELECT '2026-11-24 02:00:00.5'::timestamp AS t, '2026-11-24'::date AS d`);
    expect(row!.t.toISOString()).toBe('2026-11-24T02:00:00.500Z');
    expect(row!.d.toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it("'Pagos' shows a bill's creation instant as Prisma stored it", async () => {
    const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
    const staff = await signedIn(portal, { level_id: 2, permissions: ['view-payments'] });
    const kit = await paymentsKit(portal, cashier.auth);
    const { bill } = await kit.pendingTransfer();
    const stored = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } });
    const res = await request(portal.url)
      .get('/api/admin/payments')
      .query({ search: String(bill.id) })
      .set(staff.auth)
      .expect(200);
    const row = res.body.bills.data.find((b: { id: number }) => b.id === bill.id);
    expect(row.created_at).toBe(stored.created_at.toISOString());
  });
});

describe('time zone of the database', () => {
  it('a database whose default zone is Caracas still gets UTC from CURRENT_TIMESTAMP in every portal session', async () => {
    const [{ db: name }] = await portal.ctx.db.$queryRaw<{ db: string }[]>`SELECT current_database() AS db`;
    await portal.ctx.db.$executeRawUnsafe(`ALTER DATABASE "${name}" SET TimeZone TO 'America/Caracas'`);
    const fresh = createDb(portal.cfg.DATABASE_URL!, portal.cfg); // new sessions: the database's default applies unless overridden
    try {
      const [viaPrisma] = await fresh.$queryRaw<{ tz: string }[]>`SELECT current_setting('TimeZone') AS tz`;
      const [viaPool] = await queryRows<{ tz: string }>(fresh, Prisma.sql`SELECT current_setting('TimeZone') AS tz`);
      expect([viaPrisma!.tz, viaPool!.tz]).toEqual(['UTC', 'UTC']);
      const [now] = await fresh.$queryRaw<{ t: Date }[]>`SELECT CURRENT_TIMESTAMP::timestamp AS t`;
      expect(Math.abs(now!.t.getTime() - Date.now())).toBeLessThan(60_000);
    } finally {
      await fresh.$disconnect();
      await portal.ctx.db.$executeRawUnsafe(`ALTER DATABASE "${name}" RESET TimeZone`);
    }
  });
});
