// Properties of the billing engine (fast-check): interest is additive over its pieces and rounded
// once, grows with time; a statement's totals are the sums of its rows; the wire round trip keeps it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, percent, round, sum, toWire, ucd } from '../src/money/index.ts';
import {
  accruedInterest,
  addDays,
  dayFromNumber,
  dayNumber,
  monthStart,
  overdueFrom,
  statementInput,
  statementInputToWire,
  statementOf,
  statementToWire,
  statementWire,
  type StatementRows,
} from '../src/billing/index.ts';

/** Text with `places` decimals from an integer count of the smallest unit (no float involved). */
const fixed = (n: number, places: number) => `${Math.floor(n / 10 ** places)}.${String(n % 10 ** places).padStart(places, '0')}`;
const ucdArb = fc.integer({ min: 0, max: 100_000_000 }).map((n) => fixed(n, 4));
const pctArb = fc.integer({ min: 0, max: 10_000 }).map((n) => fixed(n, 2));
const START = dayNumber('2024-01-01');
const periodArb = fc.integer({ min: 0, max: 1400 }).map((n) => monthStart(dayFromNumber(START + n)));

describe('interest properties', () => {
  it('at a constant rate, cutting the period at any day changes nothing: round4(T × r × days / 36000)', () => {
    fc.assert(
      fc.property(ucdArb, pctArb, periodArb, fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 900 }), (t, r, period, span, cut) => {
        const asOf = addDays(overdueFrom(period), span);
        const whole = accruedInterest(ucd(t), period, asOf, [{ from: '2020-01-01', amount: percent(r) }]);
        const split = accruedInterest(ucd(t), period, asOf, [
          { from: '2020-01-01', amount: percent(r) },
          { from: addDays(overdueFrom(period), cut % (span + 1)), amount: percent(r) },
        ]);
        const expected = round(
          'Ucd',
          new Decimal(t)
            .times(r)
            .times(span + 1)
            .div(36000),
        );
        expect(toWire(split.amount)).toBe(toWire(whole.amount));
        expect(toWire(whole.amount)).toBe(toWire(expected));
      }),
    );
  });

  it('across a change, each day counts at its own rate: round4(T × (r1 × n1 + r2 × n2) / 36000)', () => {
    fc.assert(
      fc.property(ucdArb, pctArb, pctArb, periodArb, fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 900 }), (t, r1, r2, period, span, cut) => {
        const first = overdueFrom(period);
        const n1 = cut % (span + 1);
        const n2 = span + 1 - n1;
        const got = accruedInterest(ucd(t), period, addDays(first, span), [
          { from: '2020-01-01', amount: percent(r1) },
          { from: addDays(first, n1), amount: percent(r2) },
        ]);
        const percentDays = new Decimal(r1).times(n1).plus(new Decimal(r2).times(n2));
        expect(toWire(got.amount)).toBe(toWire(round('Ucd', new Decimal(t).times(percentDays).div(36000))));
      }),
    );
  });

  it('never decreases as the as-of day moves on', () => {
    fc.assert(
      fc.property(ucdArb, pctArb, pctArb, periodArb, fc.integer({ min: -40, max: 700 }), fc.integer({ min: 0, max: 60 }), (t, r1, r2, period, offset, more) => {
        const h = [
          { from: '2024-01-01', amount: percent(r1) },
          { from: '2025-06-15', amount: percent(r2) },
        ];
        const a = addDays(overdueFrom(period), offset);
        expect(accruedInterest(ucd(t), period, addDays(a, more), h).amount.gte(accruedInterest(ucd(t), period, a, h).amount)).toBe(true);
      }),
    );
  });
});

const noticeArb = fc.record({
  period: periodArb,
  service_type_id: fc.constantFrom(1, 2),
  total: ucdArb,
  vat: fc.boolean(),
  local: fc.boolean(),
  rate: fc.integer({ min: 1, max: 100_000_000 }).map((n) => fixed(n, 4)),
  settled: fc.option(fc.integer({ min: 0, max: 1400 }), { nil: null }),
});
const fineArb = fc.record({
  notice: fc.option(fc.nat(20), { nil: null }),
  fine_type_id: fc.constantFrom(1, 2),
  amount: ucdArb,
  created: fc.integer({ min: 0, max: 1400 }),
  deleted: fc.option(fc.integer({ min: 0, max: 1400 }), { nil: null }),
  frozen: fc.option(fc.integer({ min: 0, max: 1400 }), { nil: null }),
});
const day = (n: number) => dayFromNumber(START + n);

const rowsArb = fc
  .record({
    notices: fc.uniqueArray(noticeArb, { maxLength: 12, selector: (n) => `${n.period}/${n.service_type_id}` }),
    fines: fc.array(fineArb, { maxLength: 8 }),
    rates: fc.array(fc.tuple(fc.integer({ min: 0, max: 1400 }), fc.integer({ min: 1, max: 100_000_000 })), { minLength: 1, maxLength: 4 }),
    interest: fc.array(fc.tuple(fc.integer({ min: 0, max: 1400 }), pctArb), { maxLength: 4 }),
  })
  .map(({ notices, fines, rates, interest }): StatementRows => ({
    notices: notices.map((n, i) => {
      const iva = n.vat ? round('Ucd', new Decimal(n.total).times(16).div(100)) : ucd(0);
      return {
        id: i + 1,
        service_type_id: n.service_type_id,
        period: n.period,
        total: n.total,
        iva: toWire(iva),
        exempt: n.vat ? '0.0000' : n.total,
        total_with_iva: toWire(sum('Ucd', [ucd(n.total), iva])),
        iva_percentage: '16.00',
        conversion_petro: n.rate,
        use_conversion_local: n.local ? 1 : 0,
        status: n.settled === null ? 1 : 0,
        settled_at: n.settled === null ? null : day(n.settled),
      };
    }),
    fines: fines.map((f, i) => ({
      id: 100 + i,
      notice_id: f.notice !== null && f.notice < notices.length ? f.notice + 1 : null,
      fine_type_id: f.fine_type_id,
      amount: f.amount,
      created_at: day(f.created),
      status: 1,
      deleted_at: f.deleted === null ? null : day(f.created + f.deleted),
      frozen_at: f.frozen === null ? null : day(f.frozen),
    })),
    conversion_petro: [
      { valid_from: '2023-12-01', amount: '1.0000' },
      ...rates.sort((a, b) => a[0] - b[0]).map(([d, r]) => ({ valid_from: day(d), amount: fixed(r, 4) })),
    ],
    bankInterest: interest.sort((a, b) => a[0] - b[0]).map(([d, r]) => ({ valid_from: day(d), amount: r })),
  }));

describe('statement properties', () => {
  it('totals are the sums of the rows, each row the sum of its columns, in UCD and in Bs; the wire keeps it', () => {
    fc.assert(
      fc.property(rowsArb, fc.integer({ min: 0, max: 1500 }), (rows, asOfN) => {
        const asOf = day(asOfN);
        const input = statementInput(rows);
        const s = statementOf(input, asOf);
        const col = <K extends 'subtotal' | 'iva' | 'fines' | 'interest' | 'total'>(k: K) =>
          toWire(
            sum(
              'Ucd',
              s.rows.map((r) => r[k]),
            ),
          );
        const colBs = <K extends 'subtotal_bs' | 'iva_bs' | 'fines_bs' | 'interest_bs' | 'total_bs'>(k: K) =>
          toWire(
            sum(
              'Bs',
              s.rows.map((r) => r[k]),
            ),
          );
        const w = statementToWire(s);
        expect(w.totals).toEqual({
          total_debt: col('subtotal'),
          total_iva: col('iva'),
          total_fines: col('fines'),
          total_fines_clean: col('interest'),
          total_debt_fines: col('total'),
        });
        expect(w.totals_bs).toEqual({
          total_debt: colBs('subtotal_bs'),
          total_iva: colBs('iva_bs'),
          total_fines: colBs('fines_bs'),
          total_fines_clean: colBs('interest_bs'),
          total_debt_fines: colBs('total_bs'),
        });
        for (const r of s.rows) {
          expect(toWire(r.total)).toBe(toWire(sum('Ucd', [r.subtotal, r.iva, r.fines, r.interest])));
          expect(toWire(r.total_bs)).toBe(toWire(sum('Bs', [r.subtotal_bs, r.iva_bs, r.fines_bs, r.interest_bs])));
        }
        const noticeRows = s.rows.filter((r) => r.kind === 'notice');
        expect(s.pending_months).toBe(new Set(noticeRows.map((r) => r.date)).size);
        expect(noticeRows.every((r) => r.date <= asOf)).toBe(true);
        expect(statementToWire(statementOf(statementInput(statementInputToWire(input)), asOf))).toEqual(w);
        expect(statementWire.strict().parse(w)).toEqual(w);
      }),
      { numRuns: 300 },
    );
  });
});
