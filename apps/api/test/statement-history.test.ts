// The statement read leaves a property's settled past out (ledger.statement.ts finesJsonSql): a fine
// settled before the statement's day, whose notice was settled before it too (or that has none), is
// not read — statementOf would not show it that day — while a statement as of an earlier day still
// reads it, and a fine of a notice still pending is read whatever its own state. The statement the
// API answers equals statementOf over every row of the property, on both days. An item taken into an
// agreement leaves it from the portal's (Caracas) day it was taken, not its UTC day.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfInstant } from '@aseo/shared/billing';
import { FINE_TYPE, NOTICE_STATUS } from '@aseo/shared/constants';
import { loadStatementRows } from '../src/modules/ledger/index.ts';
import { buildBill, buildFine, buildNotice, buildProperty, buildTaxpayer, setHistory, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { statementOverEveryRow } from './support/statement-of.ts';

let portal: TestPortal;
let admin: Awaited<ReturnType<typeof signedIn>>;
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const today = () => dayOfInstant(new Date());
let property: number;
let fines: { paidWithMonth: number; paidAlone: number; pendingMonthsPaid: number; open: number };

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '12']]);
  admin = await signedIn(portal, { level_id: 1 });
  const owner = await buildTaxpayer(portal, { name: 'Historia', lastname: 'Larga' });
  property = (await buildProperty(portal, { user_id: owner.id })).id;
  const jan = await buildNotice(portal, { property_id: property, period: d('2026-01-01') });
  const feb = await buildNotice(portal, { property_id: property, period: d('2026-02-01') });
  const mar = await buildNotice(portal, { property_id: property, period: d('2026-03-01') });
  const fine = (notice: number | null, day: string) =>
    buildFine(portal, { property_id: property, notice_id: notice, fine_type_id: FINE_TYPE.FINE, amount: '1.0000', created_at: new Date(`${day}T15:00:00Z`) });
  const paidWithMonth = await fine(jan.id, '2026-02-10');
  const paidAlone = await fine(null, '2026-02-12');
  const pendingMonthsPaid = await fine(feb.id, '2026-03-05');
  const open = await fine(mar.id, '2026-04-05');
  // January, its fine and the desk's fine paid on 1 Mar 2026; February's fine paid on its own the same day
  const bill = await buildBill(portal, { notices: [{ id: jan.id }], created_at: new Date('2026-03-01T14:00:00Z') });
  await portal.ctx.db.fine.updateMany({
    where: { id: { in: [paidWithMonth.id, paidAlone.id, pendingMonthsPaid.id] } },
    data: { status: NOTICE_STATUS.PROCESSED, bill_id: bill.id },
  });
  fines = { paidWithMonth: paidWithMonth.id, paidAlone: paidAlone.id, pendingMonthsPaid: pendingMonthsPaid.id, open: open.id };
});
afterAll(() => portal?.close());

const everyRow = (asOf: string) => statementOverEveryRow(portal, property, asOf);

const read = async (asOf: string) => (await loadStatementRows(portal.ctx.db, property, asOf, asOf)).fines.map((f) => f.id).sort((a, b) => a - b);

describe('the statement read and a property’s settled past', () => {
  it('today: the fines settled before today with their month, or alone, are not read', async () => {
    expect(await read(today())).toEqual([fines.pendingMonthsPaid, fines.open]);
  });

  it('as of a day before they were settled, they are read (the later fines did not exist yet)', async () => {
    expect(await read('2026-02-20')).toEqual([fines.paidWithMonth, fines.paidAlone]);
  });

  it('the API’s statement equals statementOf over every row, today and on a past day', async () => {
    for (const asOf of [today(), '2026-02-20', '2026-03-01']) {
      const res = await request(portal.url).get('/api/admin/account-status/get-payments').query({ id: property, as_of: asOf }).set(admin.auth).expect(200);
      const expected = await everyRow(asOf);
      expect(res.body.payments.data).toEqual(expected.rows);
      expect(res.body.total_debt_fines).toBe(expected.totals.total_debt_fines);
    }
  });
});

describe('an item taken into an agreement leaves the statement from the portal’s day it was taken (ADR 016)', () => {
  it('held at 22:00 in Caracas on 30 April (02:00 UTC of 1 May): out of the statement of 30 April, in it on the 29th', async () => {
    const owner = await buildTaxpayer(portal, { name: 'Convenio', lastname: 'Nocturno' });
    const p = (await buildProperty(portal, { user_id: owner.id })).id;
    const jan = await buildNotice(portal, { property_id: p, period: d('2026-01-01') });
    const fine = await buildFine(portal, { property_id: p, notice_id: null, fine_type_id: FINE_TYPE.FINE, amount: '2.0000', created_at: d('2026-02-02') });
    const at = new Date('2026-05-01T02:00:00Z');
    const agreement = await portal.ctx.db.agreement.create({
      data: {
        number: 900_000 + p,
        user_id: owner.id,
        property_id: p,
        type: 1,
        quantity_quotas: 1,
        total: '13.6000',
        quota_amount: '13.6000',
        expiration_date: d('2026-06-01'),
        conversion_petro: '50',
        crypt: `held-${p}-${Date.now()}`,
        created_at: at,
      },
    });
    await portal.ctx.db.agreementHold.createMany({
      data: [
        { notice_id: jan.id, agreement_id: agreement.id, created_at: at },
        { fine_id: fine.id, agreement_id: agreement.id, created_at: at },
      ],
    });
    const rows = async (asOf: string) => {
      const load = await loadStatementRows(portal.ctx.db, p, asOf, asOf);
      return { notices: load.notices.map((n) => n.id), fines: load.fines.map((f) => f.id) };
    };
    expect(await rows('2026-04-30')).toEqual({ notices: [], fines: [] });
    expect(await rows('2026-04-29')).toEqual({ notices: [jan.id], fines: [fine.id] });
  });
});
