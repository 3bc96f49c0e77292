// Type tests: UCD, Bs, rates and percentages do not mix. Checked by `tsc -p tsconfig.json` (which
// includes test/): an @ts-expect-error line that type-checks fails the build. The lines that run
// also show the run-time guard behind the types.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatBs, formatUcd } from '../src/format/index.ts';
import {
  add,
  bs,
  bsText,
  dec,
  fromWire,
  lt,
  max0,
  percent,
  percentOf,
  rate,
  sum,
  toWire,
  ucd,
  ucdToBs,
  bsToUcd,
  vatOf,
  type Bs,
  type BsText,
  type Percent,
  type Rate,
  type Ucd,
  type UcdText,
} from '../src/money/index.ts';

const u = ucd('10.5');
const b = bs('3.25');
const r = rate('52.75');
const p = percent('16');

describe('money types', () => {
  it('each constructor and function gives the unit it promises', () => {
    expectTypeOf(u).toEqualTypeOf<Ucd>();
    expectTypeOf(b).toEqualTypeOf<Bs>();
    expectTypeOf(r).toEqualTypeOf<Rate>();
    expectTypeOf(p).toEqualTypeOf<Percent>();
    expectTypeOf(add(u, u)).toEqualTypeOf<Ucd>();
    expectTypeOf(max0(b)).toEqualTypeOf<Bs>();
    expectTypeOf(sum('Bs', [b, b])).toEqualTypeOf<Bs>();
    expectTypeOf(ucdToBs(u, r)).toEqualTypeOf<Bs>();
    expectTypeOf(bsToUcd(b, r)).toEqualTypeOf<Ucd>();
    expectTypeOf(vatOf(b, p)).toEqualTypeOf<Bs>();
    expectTypeOf(percentOf(u, p)).toEqualTypeOf<Ucd>();
    expectTypeOf(toWire(u)).toEqualTypeOf<UcdText>();
    expectTypeOf(toWire(b)).toEqualTypeOf<BsText>();
    expectTypeOf(fromWire('Bs', bsText.parse('1.50'))).toEqualTypeOf<Bs>();
  });

  it('Ucd and Bs are not each other, and a plain Decimal is neither', () => {
    expectTypeOf<Bs>().not.toExtend<Ucd>();
    expectTypeOf<Ucd>().not.toExtend<Bs>();
    expectTypeOf<Rate>().not.toExtend<Percent>();
    expectTypeOf(dec('1')).not.toExtend<Ucd>();
    expectTypeOf<UcdText>().not.toExtend<BsText>();
  });

  it('mixing units does not type-check', () => {
    // @ts-expect-error a Bs amount cannot be added to a UCD amount
    expect(() => add(u, b)).toThrow('cannot mix Ucd and Bs');
    // @ts-expect-error ucdToBs converts a UCD amount, not a Bs one
    expect(() => ucdToBs(b, r)).toThrow('expected Ucd, got Bs');
    // @ts-expect-error the rate comes second
    expect(() => ucdToBs(u, u)).toThrow('expected Rate, got Ucd');
    // @ts-expect-error UCD and Bs amounts are not compared
    expect(() => lt(u, b)).toThrow('cannot mix');
    // @ts-expect-error a sum has one unit
    expect(() => sum('Ucd', [u, b])).toThrow('expected Ucd, got Bs');
    // @ts-expect-error a percentage of a rate means nothing
    expect(() => percentOf(r, p)).toThrow('not of a Rate');
    // @ts-expect-error the percentage must be a Percent, not a Bs amount
    expect(() => vatOf(u, b)).toThrow('expected Percent, got Bs');
    // @ts-expect-error a Bs amount is not a UCD amount
    const _x: Ucd = bs('1');
    // @ts-expect-error a plain Decimal is not money: build it with ucd() or round('Ucd', …)
    const _y: Ucd = dec('1');
    // @ts-expect-error the JavaScript + operator does not apply to money values
    const _z = u + b;
    // @ts-expect-error Bs wire text is not UCD wire text
    expect(() => fromWire('Ucd', toWire(b))).not.toThrow();
    // @ts-expect-error a UCD amount is not shown as Bs
    expect(formatBs(u)).toBe('Bs. 10,50');
    expect(formatUcd(u)).toBe('UCD 10,5000');
  });
});
