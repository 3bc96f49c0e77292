// The statement of a property on a day and the payoff quote (docs/billing.md "The statement", "As
// of a date and payoff quotes"), table-driven with hand-computed figures.
import DecimalJs from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  BillingError,
  payoffQuote,
  payoffQuoteToWire,
  payoffQuoteWire,
  statementInput,
  statementInputToWire,
  statementOf,
  statementToWire,
  statementWire,
  type FineRow,
  type NoticeRow,
  type StatementRows,
} from '../src/billing/index.ts';

// A commercial property: every notice 4.2900 + VAT 0.6864 = 4.9764 UCD, clean service.
const notice = (id: number, period: string, extra: Partial<NoticeRow> = {}): NoticeRow => ({
  id,
  service_type_id: 1,
  period,
  total: '4.2900',
  iva: '0.6864',
  exempt: '0.0000',
  total_with_iva: '4.9764',
  iva_percentage: '16.00',
  conversion_petro: '50.00',
  use_conversion_local: 0,
  status: 1,
  settled_at: null,
  ...extra,
});
const fine = (id: number, created_at: string, amount: string, extra: Partial<FineRow> = {}): FineRow => ({
  id,
  notice_id: null,
  fine_type_id: 1,
  amount,
  created_at,
  status: 1,
  ...extra,
});
// UCD rate 50 until February, 60 from 1 March 2026; bankInterest 12 % a year throughout
const base = (notices: NoticeRow[], fines: FineRow[] = []): StatementRows => ({
  notices,
  fines,
  conversion_petro: [
    { valid_from: '2026-01-01', amount: '50.00' },
    { valid_from: '2026-03-01', amount: '60.00' },
  ],
  bankInterest: [{ valid_from: '2025-12-01', amount: '12.00' }],
});
const wireOf = (rows: StatementRows, asOf: string) => statementToWire(statementOf(statementInput(rows), asOf));
const rowsOf = (rows: StatementRows, asOf: string) =>
  wireOf(rows, asOf).rows.map((r) => [r.kind, r.id, r.subtotal, r.iva, r.fines, r.interest, r.total, r.rate, r.total_bs]);

describe('statement as of a past date after a UCD rate change', () => {
  // January billed (settled) on 5 March; February and March pending
  const rows = base([notice(1, '2026-01-01', { status: 0, settled_at: '2026-03-05' }), notice(2, '2026-02-01'), notice(3, '2026-03-01')]);

  it('as of 20 Feb 2026: January still pending with 20 days of interest, rate 50', () => {
    const s = wireOf(rows, '2026-02-20');
    // January: 20 days × 12 % = 240 percent-days; 4.9764 × 240 / 36000 = 0.033176 → 0.0332; total 4.9764 + 0.0332 = 5.0096
    // Bs at 50: 4.29 → 214.50, 0.6864 → 34.32, 0.0332 → 1.66; 214.50 + 34.32 + 1.66 = 250.48
    // February: not overdue; 214.50 + 34.32 = 248.82. March: period after the as-of day, not there yet
    expect(rowsOf(rows, '2026-02-20')).toEqual([
      ['notice', 1, '4.2900', '0.6864', '0.0000', '0.0332', '5.0096', '50.00000000', '250.48'],
      ['notice', 2, '4.2900', '0.6864', '0.0000', '0.0000', '4.9764', '50.00000000', '248.82'],
    ]);
    expect(s.rate).toBe('50.00000000');
    expect(s.pending_months).toBe(2);
    // 4.29 × 2 = 8.58; 0.6864 × 2 = 1.3728; 5.0096 + 4.9764 = 9.9860; Bs 250.48 + 248.82 = 499.30
    expect(s.totals).toEqual({ total_debt: '8.5800', total_iva: '1.3728', total_fines: '0.0000', total_fines_clean: '0.0332', total_debt_fines: '9.9860' });
    expect(s.totals_bs).toEqual({ total_debt: '429.00', total_iva: '68.64', total_fines: '0.00', total_fines_clean: '1.66', total_debt_fines: '499.30' });
  });

  it('as of 10 Mar 2026: January paid, rate 60', () => {
    const s = wireOf(rows, '2026-03-10');
    // February: 10 days × 12 = 120; 4.9764 × 120 / 36000 = 0.016588 → 0.0166; 4.9764 + 0.0166 = 4.9930
    // Bs at 60: 4.29 → 257.40, 0.6864 → 41.184 → 41.18, 0.0166 → 0.996 → 1.00; 299.58. March: 257.40 + 41.18 = 298.58
    expect(rowsOf(rows, '2026-03-10')).toEqual([
      ['notice', 2, '4.2900', '0.6864', '0.0000', '0.0166', '4.9930', '60.00000000', '299.58'],
      ['notice', 3, '4.2900', '0.6864', '0.0000', '0.0000', '4.9764', '60.00000000', '298.58'],
    ]);
    expect(s.totals.total_debt_fines).toBe('9.9694'); // 4.9930 + 4.9764
    expect(s.totals_bs.total_debt_fines).toBe('598.16'); // 299.58 + 298.58
  });

  it('a notice with use_conversion_local keeps its stored rate; its interest goes at the rate of the day', () => {
    const s = wireOf(base([notice(2, '2026-02-01', { use_conversion_local: 1, conversion_petro: '55.5' })]), '2026-03-10');
    // 4.29 × 55.5 = 238.095 → 238.10; 0.6864 × 55.5 = 38.0952 → 38.10; interest 0.0166 × 60 = 0.996 → 1.00
    expect(s.rows[0]).toMatchObject({ rate: '55.50000000', subtotal_bs: '238.10', iva_bs: '38.10', interest_bs: '1.00', total_bs: '277.20' });
  });
});

describe('interest rows: frozen, cached, waived', () => {
  const interest = (id: number, extra: Partial<FineRow>) => fine(id, '2026-02-05', '0.0000', { notice_id: 1, fine_type_id: 2, ...extra });
  const interestOf = (fines: FineRow[], asOf: string, n: NoticeRow = notice(1, '2026-01-01')) => {
    const r = wireOf(base([n], fines), asOf).rows[0];
    return r && [r.interest, r.interest_frozen, r.interest_id];
  };

  it('frozen when put into an agreement: the stored amount, not recomputed', () => {
    // frozen on 20 Feb at 20 days × 12: 4.9764 × 240 / 36000 = 0.0332 (stored)
    const rows = [interest(7, { amount: '0.0332', frozen_at: '2026-02-20' })];
    expect(interestOf(rows, '2026-03-10')).toEqual(['0.0332', true, 7]); // recomputed it would be 0.0630
    // before it was frozen it was still running: 10 days × 12 = 120; 4.9764 × 120 / 36000 = 0.016588 → 0.0166
    expect(interestOf(rows, '2026-02-10')).toEqual(['0.0166', false, 7]);
  });

  it('frozen after billing: the notice and its interest leave the statement on the bill day', () => {
    const billed = notice(1, '2026-01-01', { status: 0, settled_at: '2026-02-20' });
    const rows = [interest(7, { amount: '0.0332', frozen_at: '2026-02-20', status: 0, settled_at: '2026-02-20' })];
    expect(interestOf(rows, '2026-03-10', billed)).toBeUndefined();
    expect(interestOf(rows, '2026-02-20', billed)).toBeUndefined();
    // 19 days × 12 = 228; 4.9764 × 228 / 36000 = 0.0315172 → 0.0315
    expect(interestOf(rows, '2026-02-19', billed)).toEqual(['0.0315', false, 7]);
  });

  it('an unfrozen row only caches the last calculation; a deleted one waives the interest from its deletion', () => {
    // 38 days × 12 = 456; 4.9764 × 456 / 36000 = 0.0630344 → 0.0630 (the cached 9.9999 is ignored)
    expect(interestOf([interest(7, { amount: '9.9999' })], '2026-03-10')).toEqual(['0.0630', false, 7]);
    const deleted = [interest(7, { amount: '0.0100', deleted_at: '2026-02-15' })];
    // 12 days × 12 = 144; 4.9764 × 144 / 36000 = 0.0199056 → 0.0199
    expect(interestOf(deleted, '2026-02-12')).toEqual(['0.0199', false, 7]);
    expect(interestOf(deleted, '2026-02-20')).toEqual(['0.0000', false, null]);
  });
});

describe('fines and pending months', () => {
  const rows = base(
    [notice(1, '2026-01-01'), notice(2, '2026-01-01', { service_type_id: 2 }), notice(3, '2026-02-01'), notice(4, '2026-03-01')],
    [
      fine(11, '2026-02-05', '2.0000', { notice_id: 3, deleted_at: '2026-02-25' }),
      fine(12, '2026-02-10', '1.2500'),
      fine(13, '2026-02-28', '0.5000'),
      fine(14, '2026-01-20', '3.0000', { status: 0, settled_at: '2026-01-25' }),
    ],
  );

  it('a notice with two fines prices each fine on its own (a bill takes each as a line): Bs is the sum of theirs', () => {
    const two = base([notice(1, '2026-01-01')], [fine(21, '2026-01-10', '1.3333', { notice_id: 1 }), fine(22, '2026-01-11', '0.6667', { notice_id: 1 })]);
    const row = wireOf({ ...two, conversion_petro: [{ valid_from: '2025-01-01T04:00:00Z', amount: '52.3377' }] }, '2026-01-20').rows[0]!;
    // 1.3333 × 52.3377 = 69.78 and 0.6667 × 52.3377 = 34.89: 104.67 (2.0000 × 52.3377 would round to 104.68)
    expect(row).toMatchObject({ fines: '2.0000', fine_ids: [21, 22], fine_amounts: ['1.3333', '0.6667'], fines_bs: '104.67' });
  });

  it('as of 20 Feb: a fine deleted later still counts, one created later does not', () => {
    const s = wireOf(rows, '2026-02-20');
    expect(s.rows.filter((r) => r.id === 3 && r.kind === 'notice')[0]).toMatchObject({ fines: '2.0000', fine_ids: [11] });
    expect(s.rows.filter((r) => r.kind === 'fine').map((r) => [r.id, r.fines, r.total])).toEqual([[12, '1.2500', '1.2500']]);
    expect(s.totals.total_fines).toBe('3.2500'); // 2.0000 + 1.2500
    // months: January (two service types) and February; March not started
    expect(s.pending_months).toBe(2);
  });

  it('as of 10 Mar: the deleted fine is gone, the later one counts', () => {
    const s = wireOf(rows, '2026-03-10');
    expect(s.rows.filter((r) => r.kind === 'fine').map((r) => r.id)).toEqual([12, 13]);
    expect(s.totals.total_fines).toBe('1.7500'); // 1.2500 + 0.5000
    expect(s.pending_months).toBe(3);
    expect(s.totals_bs.total_fines).toBe('105.00'); // 1.25 × 60 = 75.00; 0.5 × 60 = 30.00
  });

  it('a notice processed with no settle day is never pending; a paid month does not count', () => {
    const s = wireOf(base([notice(1, '2026-01-01', { status: 0 }), notice(2, '2026-02-01', { status: 0, settled_at: '2026-02-10' })]), '2026-03-10');
    expect([s.rows.length, s.pending_months, s.totals.total_debt_fines]).toEqual([0, 0, '0.0000']);
  });
});

describe('payoff quote', () => {
  it('if paid on 15 Apr 2026: interest runs to that day, at the latest known rate', () => {
    const q = payoffQuote(statementInput(base([notice(2, '2026-02-01'), notice(3, '2026-03-01')])), '2026-04-15');
    // February: 1 Mar–15 Apr = 46 days × 12 = 552; 4.9764 × 552 / 36000 = 0.0763048 → 0.0763
    // March: 1–15 Apr = 15 days × 12 = 180; 4.9764 × 180 / 36000 = 0.024882 → 0.0249
    // UCD: 4.9764 × 2 + 0.0763 + 0.0249 = 10.0540
    // Bs at 60: February 257.40 + 41.18 + 4.58 (0.0763 × 60 = 4.578) = 303.16; March 257.40 + 41.18 + 1.49 (1.494) = 300.07
    const w = payoffQuoteToWire(q);
    expect([w.total, w.total_bs, w.rate, w.totals.total_fines_clean]).toEqual(['10.0540', '603.23', '60.00000000', '0.1012']);
    expect(payoffQuoteWire.strict().parse(w)).toEqual(w);
  });
});

describe('input from Prisma rows and the wire', () => {
  it('reads Decimal amounts, date columns at UTC midnight and instants in Caracas time', () => {
    const prismaLike: StatementRows = {
      notices: [{ ...notice(1, '2026-01-01'), period: new Date('2026-01-01T00:00:00Z'), total: new DecimalJs('4.29'), iva_percentage: new DecimalJs('16') }],
      // 02:00 UTC on 1 March is 22:00 on 28 February in Caracas (UTC−4)
      fines: [{ ...fine(5, '', '1.5'), created_at: new Date('2026-03-01T02:00:00Z') }],
      conversion_petro: [{ valid_from: new Date('2026-01-01T12:00:00Z'), amount: new DecimalJs('50.00000000') }],
      bankInterest: [{ valid_from: new Date('2025-12-01T12:00:00Z'), amount: new DecimalJs('12.00000000') }],
    };
    const input = statementInput(prismaLike);
    expect([input.notices[0].period, input.fines[0].created_on, input.conversion_petro[0].from]).toEqual(['2026-01-01', '2026-02-28', '2026-01-01']);
    expect(statementInputToWire(statementInput(statementInputToWire(input)))).toEqual(statementInputToWire(input));
    const s = statementToWire(statementOf(input, '2026-02-28'));
    expect(statementWire.strict().parse(s)).toEqual(s);
  });

  it('refuses a float amount and a bad day, and names what is missing a rate', () => {
    expect(() => statementInput(base([notice(1, '2026-01-01', { total: 4.29 })]))).toThrow(BillingError);
    expect(() => statementInput(base([notice(1, '2026-02-30')]))).toThrow(/invalid day/);
    const noRate = { ...base([notice(1, '2026-01-01')]), conversion_petro: [] };
    expect(() => statementOf(statementInput(noRate), '2026-02-01')).toThrow('Lo sentimos, no hay una tasa UCD vigente para el 01/02/2026');
    expect(statementOf(statementInput({ ...noRate, notices: [] }), '2026-02-01').rate).toBeNull();
  });
});
