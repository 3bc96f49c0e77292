import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bsToUcd, compare, dec, Decimal, discountOf, eq, gt, gte, isAmount, isZero, lt, lte, max0, percentOf, retentionAgentDue, retentionOf, round2,
  round4, roundTo, splitEvenly, sum, toBsString, toFixedString, toUcdString, ucdToBs, vatOf,
} from '../src/money/index.ts';

describe('rounding is half-up', () => {
  it.each([
    ['1.005', '1.01'], ['1.004', '1.00'], ['2.675', '2.68'], ['-1.005', '-1.01'], ['0.125', '0.13'], ['1234567.895', '1234567.90'],
  ])('round2(%s) = %s', (v, out) => expect(round2(v).toFixed(2)).toBe(out));
  it.each([['0.12345', '0.1235'], ['0.12344', '0.1234'], ['9.99995', '10.0000']])('round4(%s) = %s', (v, out) => expect(round4(v).toFixed(4)).toBe(out));
});

describe('conversions and percentages (DOMAIN "Money")', () => {
  it.each([
    ['1.2345', '36.5', '45.06'],
    ['10', '52.75', '527.50'],
    ['0.0001', '52.75', '0.01'],
    ['3.3333', '100.1234', '333.74'],
  ])('ucdToBs(%s UCD, rate %s) = %s Bs', (ucd, rate, bs) => expect(ucdToBs(ucd, rate).toFixed(2)).toBe(bs));
  it('bsToUcd keeps 4 decimals and refuses a zero rate', () => {
    expect(bsToUcd('527.50', '52.75').toFixed(4)).toBe('10.0000');
    expect(() => bsToUcd('1', '0')).toThrow();
  });
  it.each([
    ['VAT 16 % of 100', () => vatOf('100', '16'), '16.00'],
    ['VAT 16 % of 12.3456', () => vatOf('12.3456', '16'), '1.98'],
    ['retention 75 % of VAT 16', () => retentionOf('16'), '12.00'],
    ['retention 75 % of 1.99', () => retentionOf('1.99'), '1.49'],
    ['discount 5 % of 33.33', () => discountOf('33.33', 5), '1.67'],
    ['percentOf with 4 places', () => percentOf('10.0001', '16', 4), '1.6000'],
  ])('%s', (_n, f, out) => expect(f().toString()).toBe(dec(out).toString()));
  it.each([
    ['100', '16', '104.00'],
    ['12.3456', '16', '12.84'],
    ['0', '16', '0.00'],
  ])('a retention agent with base %s and VAT %s %% pays %s now', (base, pct, out) => expect(retentionAgentDue(base, pct).toFixed(2)).toBe(out));
  it('max0 floors a credit note subtraction at 0', () => {
    expect(max0(dec('5').minus('7')).toString()).toBe('0');
    expect(max0('3.5').toString()).toBe('3.5');
  });
});

describe('comparisons and wire text', () => {
  it.each([
    [compare('1.10', '1.1'), 0], [compare('2', '10'), -1], [compare('-1', '-2'), 1],
  ])('compare %#', (got, want) => expect(got).toBe(want));
  it('comparison helpers use decimal values, not text', () => {
    expect([eq('1.50', '1.5'), gt('10', '9.99'), gte('1', '1.0'), lt('0.1', '0.10001'), lte('2', '2.00'), isZero('0.0000')]).toEqual([true, true, true, true, true, true]);
  });
  it.each([
    [toFixedString('1234.5'), '1234.50'], [toFixedString('1234.5', 4), '1234.5000'], [toFixedString('-0.005'), '-0.01'],
    [toBsString('0.125'), '0.13'], [toUcdString('1'), '1.0000'], [toUcdString(dec('2.00005')), '2.0001'], [toBsString(0), '0.00'],
  ])('wire text %#: %s', (got, want) => expect(got).toBe(want));
  it('a Decimal passes through dec unchanged', () => {
    const d = new Decimal('1.5');
    expect(dec(d)).toBe(d);
  });
});

describe('no float path', () => {
  it('ten times 0.1 adds up to exactly 1', () => expect(sum(Array(10).fill('0.1')).toString()).toBe('1'));
  it('1.1 × 1.1 is exactly 1.21 (a float gives 1.2100000000000002)', () => expect(dec('1.1').times('1.1').toString()).toBe('1.21'));
  it('ucdToBs of 1.005 × 1 rounds half-up to 1.01 (a float rounds it to 1.00)', () => expect(ucdToBs('1.005', '1').toFixed(2)).toBe('1.01'));
  it('0.1 + 0.2 is exactly 0.3', () => expect(sum(['0.1', '0.2']).toString()).toBe('0.3'));
  it('keeps every digit of large amounts', () => {
    expect(sum(['12345678901234.5678', '0.0001']).toString()).toBe('12345678901234.5679');
    expect(toFixedString('12345678901234.5678', 4)).toBe('12345678901234.5678');
    expect(ucdToBs('12345678901234.5678', '1').toFixed(2)).toBe('12345678901234.57');
    expect(dec('12345678901234.5678').times('36.1234').toString()).toBe('445967897220856.78646652');
  });
  it.each([null, undefined, true, {}])('isAmount(%j) is false', (v) => expect(isAmount(v)).toBe(false));
  it.each(['abc', '', '1,2,3', 'NaN', 'Infinity', '1e'])('refuses %j', (v) => {
    expect(isAmount(v)).toBe(false);
    expect(() => dec(v)).toThrow();
  });
  it('refuses non-finite numbers', () => expect(() => dec(Number.NaN)).toThrow());
  it('accepts a comma as decimal separator', () => expect(dec('12,5').toString()).toBe('12.5'));
});

const amount4 = fc.bigInt({ min: 0n, max: 10n ** 14n }).map((n) => dec(n.toString()).div(10_000));
const rate = fc.bigInt({ min: 1n, max: 10n ** 10n }).map((n) => dec(n.toString()).div(10_000));

describe('properties (fast-check)', () => {
  it('half-up at .5: n + 0.5 units rounds away from zero at every precision', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }), (n, places) => {
        const unit = dec(10).pow(-places);
        const half = dec(n.toString()).plus('0.5').times(unit);
        const expected = n >= 0n ? dec(n.toString()).plus(1).times(unit) : dec(n.toString()).times(unit);
        expect(roundTo(half, places).eq(expected)).toBe(true);
      }),
    );
  });

  it('percentOf is exact math rounded half-up to 2 decimals', () => {
    fc.assert(
      fc.property(amount4, fc.integer({ min: 0, max: 10_000 }), (amount, pctHundredths) => {
        const pct = dec(pctHundredths).div(100);
        expect(percentOf(amount, pct).eq(amount.times(pct).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))).toBe(true);
      }),
    );
  });

  it('splitEvenly parts add up exactly to the total and differ by less than one unit', () => {
    fc.assert(
      fc.property(amount4, fc.integer({ min: 1, max: 48 }), (total, parts) => {
        const out = splitEvenly(total, parts);
        expect(out).toHaveLength(parts);
        expect(sum(out).eq(round4(total))).toBe(true);
        const spread = out.at(-1)!.minus(out[0]);
        expect(spread.gte(0) && spread.lt(dec(parts).times('0.0001'))).toBe(true);
      }),
    );
  });

  it('round2 of a sum differs from the sum of round2 by at most n × 0.005', () => {
    fc.assert(
      fc.property(fc.array(amount4, { minLength: 1, maxLength: 30 }), (xs) => {
        const diff = round2(sum(xs)).minus(sum(xs.map(round2))).abs();
        expect(diff.lte(dec(xs.length).times('0.005'))).toBe(true);
      }),
    );
  });

  it('UCD → Bs → UCD comes back within half a cent divided by the rate', () => {
    fc.assert(
      fc.property(amount4, rate, (ucd, r) => {
        const back = bsToUcd(ucdToBs(ucd, r), r);
        const bound = dec('0.005').div(r).plus('0.00005');
        expect(back.minus(ucd).abs().lte(bound)).toBe(true);
      }),
    );
  });

  it('ucdToBs always has at most 2 decimals and matches exact math rounded half-up', () => {
    fc.assert(
      fc.property(amount4, rate, (ucd, r) => {
        const bs = ucdToBs(ucd, r);
        expect(bs.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(bs.eq(ucd.times(r).toDecimalPlaces(2, 4))).toBe(true);
      }),
    );
  });
});
