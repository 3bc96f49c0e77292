// The statement read of one day (the desk's, the ledger's, the debts of a list) carries the UCD rate's
// one entry in force that day instead of its whole history (ledger.statement.ts rateInForceSql): a
// portal that saves the day's rate every day has hundreds of entries a year. The entry is the one
// statementOf would pick from the history — the newest of that portal (Caracas) day or before, the
// last saved of one instant — and the statement is the same as over the whole history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingError, payoffQuote, statementInput, statementOf, statementToWire } from '@aseo/shared/billing';
import { loadStatementRows } from '../src/modules/ledger/index.ts';
import { buildNotice, buildProperty, buildTaxpayer, setHistory } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let property: number;

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'bankInterest', [['2025-01-01', '12']]);
  await portal.ctx.db.globalValue.deleteMany({ where: { key: 'conversion_petro' } });
  const rate = (at: string, amount: string) => portal.ctx.db.globalValue.create({ data: { key: 'conversion_petro', amount, valid_from: new Date(at) } });
  // a rate a day through November (hundreds a year, as a portal that saves the day's rate has them)
  for (let day = 1; day <= 19; day++) await rate(`2026-11-${String(day).padStart(2, '0')}T04:00:00Z`, String(50 + day));
  // two saved at one instant: the last saved holds
  await rate('2026-11-20T04:00:00Z', '80');
  await rate('2026-11-20T04:00:00Z', '81');
  // 03:30 UTC of the 25th is 23:30 of the 24th in Caracas: the 24th's rate
  await rate('2026-11-25T03:30:00Z', '90');
  // a rate saved ahead, for a day to come
  await rate('2027-06-01T04:00:00Z', '99');
  const owner = await buildTaxpayer(portal, { name: 'Tasa', lastname: 'Diaria' });
  property = (await buildProperty(portal, { user_id: owner.id })).id;
  await buildNotice(portal, { property_id: property, period: new Date('2026-09-01T00:00:00Z') });
});
afterAll(() => portal?.close());

const statementOn = (rows: Awaited<ReturnType<typeof loadStatementRows>>, asOf: string) => {
  try {
    return statementToWire(statementOf(statementInput(rows), asOf));
  } catch (e) {
    if (e instanceof BillingError) return e.code;
    throw e;
  }
};

describe('the rate in force, read alone', () => {
  it.each([
    ['2026-10-31', null],
    ['2026-11-01', '51'],
    ['2026-11-19', '69'],
    ['2026-11-20', '81'],
    ['2026-11-23', '81'],
    ['2026-11-24', '90'],
    ['2026-11-25', '90'],
    ['2027-05-31', '90'],
    ['2027-06-01', '99'],
  ])('as of %s: %s, and the statement of that day is the one over the whole history', async (asOf, amount) => {
    const inForce = await loadStatementRows(portal.ctx.db, property, asOf, asOf, { ratesOn: [asOf] });
    const whole = await loadStatementRows(portal.ctx.db, property, asOf, asOf);
    expect(whole.conversion_petro).toHaveLength(23);
    expect(inForce.conversion_petro.map((e) => e.amount)).toEqual(amount === null ? [] : [amount]);
    expect(statementOn(inForce, asOf)).toEqual(statementOn(whole, asOf));
  });
});

describe('the rates in force on two days (a statement and its payoff quote, account status)', () => {
  it.each([
    ['2026-11-19', '2026-11-24', ['69', '90']],
    ['2026-11-20', '2026-11-23', ['81']],
    ['2026-11-24', '2026-11-19', ['69', '90']],
    ['2026-10-31', '2027-06-01', ['99']],
  ])('as of %s, paid on %s: %j, and both the statement and the quote are the ones over the whole history', async (asOf, payDate, amounts) => {
    const upTo = payDate > asOf ? payDate : asOf;
    const inForce = await loadStatementRows(portal.ctx.db, property, asOf, upTo, { ratesOn: [asOf, payDate] });
    const whole = await loadStatementRows(portal.ctx.db, property, asOf, upTo);
    expect(inForce.conversion_petro.map((e) => e.amount)).toEqual(amounts);
    expect(statementOn(inForce, asOf)).toEqual(statementOn(whole, asOf));
    const quote = (rows: typeof whole) => {
      try {
        return payoffQuote(statementInput(rows), payDate);
      } catch (e) {
        if (e instanceof BillingError) return e.code;
        throw e;
      }
    };
    expect(quote(inForce)).toEqual(quote(whole));
  });
});
