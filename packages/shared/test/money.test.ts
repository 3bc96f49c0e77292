import DecimalJs from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  bs,
  bsToUcd,
  compare,
  dec,
  Decimal,
  discountOf,
  eq,
  fromWire,
  gt,
  gte,
  isAmount,
  isZero,
  lt,
  lte,
  max,
  max0,
  min,
  money,
  neg,
  percent,
  percentOf,
  rate,
  retentionAgentDue,
  retentionOf,
  round,
  roundTo,
  splitEvenly,
  sub,
  sum,
  toWire,
  ucd,
  ucdToBs,
  unitOf,
  vatOf,
  type MoneyUnit,
  type Ucd,
} from '../src/money/index.ts';

describe('constructors take wire text, a Decimal or a safe integer', () => {
  it.each<[MoneyUnit, string | number | Decimal, string]>([
    ['Ucd', '1.2345', '1.2345'],
    ['Ucd', '-0.0001', '-0.0001'],
    ['Ucd', '12', '12.0000'],
    ['Ucd', 7, '7.0000'],
    ['Ucd', dec('2.5'), '2.5000'],
    ['Bs', '1234.5', '1234.50'],
    ['Bs', '0', '0.00'],
    ['Bs', -3, '-3.00'],
    ['Bs', Number.MAX_SAFE_INTEGER, '9007199254740991.00'],
    ['Rate', '52.75', '52.75000000'],
    ['Rate', '0.12345678', '0.12345678'],
    ['Percent', '16', '16.00'],
    ['Percent', '16.5', '16.50'],
  ])('%s %j is %s on the wire', (unit, v, wire) => {
    const m = money(unit, v);
    expect(unitOf(m)).toBe(unit);
    expect(toWire(m)).toBe(wire);
  });

  it('takes a Decimal of another decimal.js copy (Prisma brings its own)', () => expect(toWire(ucd(new DecimalJs('3.25')))).toBe('3.2500'));
  it('does not change the Decimal it was given', () => {
    const d = dec('1.5');
    ucd(d);
    expect(() => unitOf(d as Ucd)).toThrow('not a money value');
  });
  it('decimal.js arithmetic on a money value answers a plain Decimal, without its unit or its JSON', () => {
    const fee = ucd('1.5');
    const product = fee.times(2) as Ucd;
    expect(() => unitOf(product)).toThrow('not a money value');
    expect(JSON.stringify({ product })).toBe('{"product":"3"}');
    expect([unitOf(fee), JSON.stringify(fee), JSON.stringify(bs('2'))]).toEqual(['Ucd', '"1.5000"', '"2.00"']);
  });
});

describe('constructors refuse floats, NaN, exponents, commas and excess decimals', () => {
  it.each<[string, () => unknown, string]>([
    ['0.1 + 0.2 (a float)', () => ucd(0.1 + 0.2), 'never as a float'],
    ['0.5 (a float)', () => bs(0.5), 'never as a float'],
    ['NaN', () => ucd(Number.NaN), 'NaN is not a safe integer'],
    ['Infinity', () => bs(Number.POSITIVE_INFINITY), 'Infinity is not a safe integer'],
    ['2^53 (not a safe integer)', () => ucd(2 ** 53), 'not a safe integer'],
    ["'1e3' (exponent)", () => ucd('1e3'), "'1e3' is not plain decimal text"],
    ["'1E-2' (exponent)", () => bs('1E-2'), 'not plain decimal text'],
    ["'12,5' (decimal comma)", () => ucd('12,5'), 'not plain decimal text'],
    ["'NaN'", () => ucd('NaN'), 'not plain decimal text'],
    ["'' (empty)", () => bs(''), 'not plain decimal text'],
    ["' 1' (spaces)", () => bs(' 1'), 'not plain decimal text'],
    ["'.5'", () => bs('.5'), 'not plain decimal text'],
    ["'1.23456' as UCD (5 decimals)", () => ucd('1.23456'), 'at most 4 decimals'],
    ["'1.234' as Bs (3 decimals)", () => bs('1.234'), 'at most 2 decimals'],
    ["'1.123456789' as a rate (9 decimals)", () => rate('1.123456789'), 'at most 8 decimals'],
    ["'16.125' as a percentage (3 decimals)", () => percent('16.125'), 'at most 2 decimals'],
    ['a Decimal with 3 decimals as Bs', () => bs(dec('1.005')), 'more than 2 decimals; round it first'],
    ['a NaN Decimal', () => ucd(new Decimal(Number.NaN)), 'NaN is not an amount'],
    ['null', () => ucd(null as never), 'null is not an amount'],
  ])('%s', (_n, f, message) => expect(f).toThrow(message));
});

describe('wire text and rounding', () => {
  it.each<[MoneyUnit, string, string]>([
    ['Bs', '1.005', '1.01'],
    ['Bs', '1.004', '1.00'],
    ['Bs', '2.675', '2.68'],
    ['Bs', '-1.005', '-1.01'],
    ['Bs', '0.125', '0.13'],
    ['Bs', '1234567.895', '1234567.90'],
    ['Ucd', '0.12345', '0.1235'],
    ['Ucd', '0.12344', '0.1234'],
    ['Ucd', '9.99995', '10.0000'],
    ['Percent', '16.125', '16.13'],
  ])('round(%s, %s) is %s: half-up', (unit, v, out) => expect(toWire(round(unit, dec(v)))).toBe(out));
  it('fromWire reads wire text back', () => expect(eq(fromWire('Ucd', toWire(ucd('1.5'))), ucd('1.5'))).toBe(true));
  it('a money value serialises as its wire text', () => expect(JSON.stringify({ total: ucd('2.75'), bs: bs(0) })).toBe('{"total":"2.7500","bs":"0.00"}'));
  it('keeps the value exact with every digit', () => expect(toWire(add(ucd('12345678901234.5678'), ucd('0.0001')))).toBe('12345678901234.5679'));
});

describe('conversions and percentages (DOMAIN "Money")', () => {
  it.each([
    ['1.2345', '36.5', '45.06'],
    ['10', '52.75', '527.50'],
    ['0.0001', '52.75', '0.01'],
    ['3.3333', '100.1234', '333.74'],
    ['1.005', '1', '1.01'],
    ['12345678901234.5678', '1', '12345678901234.57'],
  ])('ucdToBs(%s UCD, rate %s) = %s Bs', (u, r, out) => expect(toWire(ucdToBs(ucd(u), rate(r)))).toBe(out));
  it('bsToUcd keeps 4 decimals and refuses a zero rate', () => {
    expect(toWire(bsToUcd(bs('527.50'), rate('52.75')))).toBe('10.0000');
    expect(() => bsToUcd(bs(1), rate(0))).toThrow('rate must be positive');
  });
  it.each([
    ['VAT 16 % of Bs 100', () => vatOf(bs('100'), percent(16)), '16.00'],
    ['VAT 16 % of Bs 12.35', () => vatOf(bs('12.35'), percent(16)), '1.98'],
    ['VAT 16 % of UCD 12.3456 keeps 4 decimals', () => vatOf(ucd('12.3456'), percent(16)), '1.9753'],
    ['retention 75 % of VAT 16', () => retentionOf(bs('16')), '12.00'],
    ['retention 75 % of 1.99', () => retentionOf(bs('1.99')), '1.49'],
    ['retention 50 % of 1.99', () => retentionOf(bs('1.99'), percent(50)), '1.00'],
    ['discount 5 % of 33.33', () => discountOf(bs('33.33'), percent(5)), '1.67'],
    ['16 % of UCD 10.0001', () => percentOf(ucd('10.0001'), percent('16')), '1.6000'],
  ])('%s', (_n, f, out) => expect(toWire(f())).toBe(out));
  it.each([
    [bs('100'), '104.00'],
    [bs('12.35'), '12.84'],
    [bs('0'), '0.00'],
    [ucd('12.3456'), '12.8394'],
  ])('a retention agent with base %s and VAT 16 %% pays %s now', (base, out) => expect(toWire(retentionAgentDue(base, percent(16)))).toBe(out));
  it("splitEvenly splits in the total's unit", () => {
    expect(splitEvenly(ucd('100'), 3).map(toWire)).toEqual(['33.3333', '33.3333', '33.3334']);
    expect(splitEvenly(bs('100'), 3).map(toWire)).toEqual(['33.33', '33.33', '33.34']);
    expect(() => splitEvenly(ucd(1), 0)).toThrow('parts must be a positive integer');
  });
});

describe('arithmetic and comparisons over one unit', () => {
  it('add, sub, neg, min, max and max0 keep the unit', () => {
    const out = [
      add(ucd('1.5'), ucd('0.0001')),
      sub(ucd(5), ucd(7)),
      neg(ucd('2')),
      min(ucd(1), ucd(2)),
      max(ucd(1), ucd(2)),
      max0(sub(ucd(5), ucd(7))),
      max0(ucd('3.5')),
    ];
    expect(out.map(toWire)).toEqual(['1.5001', '-2.0000', '-2.0000', '1.0000', '2.0000', '0.0000', '3.5000']);
    expect(out.every((m) => unitOf(m) === 'Ucd')).toBe(true);
  });
  it('sum is exact and 0 for none', () => {
    expect(
      toWire(
        sum(
          'Bs',
          Array.from({ length: 10 }, () => bs('0.1')),
        ),
      ),
    ).toBe('1.00');
    expect(toWire(sum('Ucd', [ucd('0.1'), ucd('0.2')]))).toBe('0.3000');
    expect(toWire(sum('Bs', []))).toBe('0.00');
  });
  it.each([
    [compare(ucd('1.10'), ucd('1.1')), 0],
    [compare(bs('2'), bs('10')), -1],
    [compare(ucd('-1'), ucd('-2')), 1],
  ])('compare %#', (got, want) => expect(got).toBe(want));
  it('comparison helpers use decimal values, not text', () => {
    expect([
      eq(bs('1.50'), bs('1.5')),
      gt(ucd('10'), ucd('9.99')),
      gte(ucd('1'), ucd('1.0')),
      lt(ucd('0.1'), ucd('0.1001')),
      lte(bs('2'), bs('2.00')),
      isZero(ucd('0.0000')),
    ]).toEqual([true, true, true, true, true, true]);
  });
  it.each<[string, () => unknown, string]>([
    ['add', () => add(ucd(1), bs(1) as never), 'cannot mix Ucd and Bs'],
    ['lt', () => lt(bs(1), ucd(1) as never), 'cannot mix Bs and Ucd'],
    ['sum', () => sum('Ucd', [ucd(1), bs(1) as never]), 'expected Ucd, got Bs'],
    ['ucdToBs', () => ucdToBs(bs(1) as never, rate(1)), 'expected Ucd, got Bs'],
    ['percentOf', () => percentOf(ucd(1), rate(16) as never), 'expected Percent, got Rate'],
    ['a Decimal cast to money', () => add(dec(1) as Ucd, ucd(1)), 'not a money value'],
  ])('%s refuses mixed units forced by a cast at run time', (_n, f, message) => expect(f).toThrow(message));
});

describe('the low-level decimal (schema parsing)', () => {
  it('a Decimal passes through dec unchanged', () => {
    const d = new Decimal('1.5');
    expect(dec(d)).toBe(d);
  });
  it('1.1 × 1.1 is exactly 1.21 (a float gives 1.2100000000000002)', () => expect(dec('1.1').times('1.1').toString()).toBe('1.21'));
  it.each([null, undefined, true, {}])('isAmount(%j) is false', (v) => expect(isAmount(v)).toBe(false));
  it.each(['abc', '', '1,2,3', 'NaN', 'Infinity', '1e'])('refuses %j', (v) => {
    expect(isAmount(v)).toBe(false);
    expect(() => dec(v)).toThrow();
  });
  it('refuses non-finite numbers', () => expect(() => dec(Number.NaN)).toThrow());
  it('reads a comma typed in a form as the decimal separator', () => expect(dec('12,5').toString()).toBe('12.5'));
  it('roundTo is half-up', () => expect(roundTo('-0.005', 2).toFixed(2)).toBe('-0.01'));
});

const units = fc.constantFrom<MoneyUnit>('Ucd', 'Bs', 'Rate', 'Percent');
const places = { Ucd: 4, Bs: 2, Rate: 8, Percent: 2 } as const;
const amount4 = fc.bigInt({ min: 0n, max: 10n ** 14n }).map((n) => ucd(dec(n.toString()).div(10_000)));
const rates = fc.bigInt({ min: 1n, max: 10n ** 10n }).map((n) => rate(dec(n.toString()).div(10_000)));
const pcts = fc.integer({ min: 0, max: 10_000 }).map((n) => percent(dec(n).div(100)));

describe('properties (fast-check)', () => {
  it('every non-integer float is refused by every constructor', () => {
    fc.assert(
      fc.property(
        units,
        fc.double().filter((x) => !Number.isSafeInteger(x)),
        (unit, x) => {
          expect(() => money(unit, x)).toThrow();
        },
      ),
    );
  });

  it('wire text comes back to the same value, and text with more places than the unit is refused', () => {
    fc.assert(
      fc.property(units, fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 9 }), (unit, n, p) => {
        const text = dec(n.toString()).div(dec(10).pow(p)).toFixed(p);
        if (p > places[unit]) expect(() => money(unit, text)).toThrow('at most');
        else expect(eq(fromWire(unit, toWire(money(unit, text))), money(unit, text))).toBe(true);
      }),
    );
  });

  it('half-up at .5: n + 0.5 units rounds away from zero at every precision', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }), (n, p) => {
        const unit = dec(10).pow(-p);
        const half = dec(n.toString()).plus('0.5').times(unit);
        const expected = n >= 0n ? dec(n.toString()).plus(1).times(unit) : dec(n.toString()).times(unit);
        expect(roundTo(half, p).eq(expected)).toBe(true);
      }),
    );
  });

  it("percentOf is exact math rounded half-up to the amount's places", () => {
    fc.assert(
      fc.property(amount4, pcts, (amount, pct) => {
        expect(percentOf(amount, pct).eq(amount.times(pct).div(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP))).toBe(true);
        const inBs = round('Bs', amount);
        expect(percentOf(inBs, pct).eq(inBs.times(pct).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))).toBe(true);
      }),
    );
  });

  it('add and sub undo each other', () => {
    fc.assert(fc.property(amount4, amount4, (a, b) => eq(sub(add(a, b), b), a) && eq(add(sub(a, b), b), a)));
  });

  it('splitEvenly parts add up exactly to the total and differ by less than one unit', () => {
    fc.assert(
      fc.property(amount4, fc.integer({ min: 1, max: 48 }), (total, parts) => {
        const out = splitEvenly(total, parts);
        expect(out).toHaveLength(parts);
        expect(eq(sum('Ucd', out), total)).toBe(true);
        const spread = sub(out.at(-1)!, out[0]);
        expect(spread.gte(0) && spread.lt(dec(parts).times('0.0001'))).toBe(true);
      }),
    );
  });

  it('rounding a sum to 2 decimals differs from the sum of the rounded parts by at most n × 0.005', () => {
    fc.assert(
      fc.property(fc.array(amount4, { minLength: 1, maxLength: 30 }), (xs) => {
        const diff = round('Bs', sum('Ucd', xs))
          .minus(Decimal.sum(0, ...xs.map((x) => round('Bs', x))))
          .abs();
        expect(diff.lte(dec(xs.length).times('0.005'))).toBe(true);
      }),
    );
  });

  it('UCD → Bs → UCD comes back within half a cent divided by the rate', () => {
    fc.assert(
      fc.property(amount4, rates, (u, r) => {
        const back = bsToUcd(ucdToBs(u, r), r);
        const bound = dec('0.005').div(r).plus('0.00005');
        expect(sub(back, u).abs().lte(bound)).toBe(true);
      }),
    );
  });

  it('ucdToBs always has at most 2 decimals and matches exact math rounded half-up', () => {
    fc.assert(
      fc.property(amount4, rates, (u, r) => {
        const out = ucdToBs(u, r);
        expect(out.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(out.eq(u.times(r).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))).toBe(true);
      }),
    );
  });
});
