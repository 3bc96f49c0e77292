// Notice amounts and interest (docs/billing.md "Notices", "Interest"), table-driven, with the
// arithmetic of every expected value written beside it.
import { describe, expect, it } from 'vitest';
import { percent, rate, toWire, ucd } from '../src/money/index.ts';
import type { TariffInput } from '../src/tariffs/index.ts';
import {
  accruedInterest,
  dayOfInstant,
  daysOverdue,
  instantOf,
  monthEnd,
  noticeAmounts,
  noticeAmountsToWire,
  overdueFrom,
  pieces,
  valueOn,
} from '../src/billing/index.ts';

// activity maximum area 50 m²; price: commercial factor 2.5, 0.02 per extra m², adjustment 1.1
const price = { commercial_factor: ucd('2.5000'), additional_coefficient: ucd('0.0200'), adjustment_factor: '1.1000' };
const commercial: TariffInput = { size: '120', property_type_id: 1, property_use_id: 1, activity: { size: '50', tax_free: 0 }, price, iva: percent('16') };
const r = rate('52.75');

describe('noticeAmounts', () => {
  it.each<[string, TariffInput, Record<string, string> | null]>([
    [
      // fee = (2.5 + 0.02 × (120 − 50)) × 1.1 = 3.9 × 1.1 = 4.29; VAT = 4.29 × 16 / 100 = 0.6864; 4.29 + 0.6864 = 4.9764
      'commercial with VAT',
      commercial,
      { total: '4.2900', iva: '0.6864', exempt: '0.0000', total_with_iva: '4.9764', iva_percentage: '16.00', conversion_petro: '52.75000000' },
    ],
    [
      // same fee 4.29; residential: no VAT, the whole fee is exempt; the VAT % in force is still stored
      'residential exempt',
      { ...commercial, property_type_id: 2 },
      { total: '4.2900', iva: '0.0000', exempt: '4.2900', total_with_iva: '4.2900', iva_percentage: '16.00', conversion_petro: '52.75000000' },
    ],
    [
      // commercial property of a tax-free activity: fee 4.29 exempt
      'tax-free activity',
      { ...commercial, activity: { size: '50', tax_free: 1 } },
      { total: '4.2900', iva: '0.0000', exempt: '4.2900', total_with_iva: '4.2900', iva_percentage: '16.00', conversion_petro: '52.75000000' },
    ],
    [
      // 40 m² ≤ 50: 2.5 × 1.1 = 2.75 per house × 12 houses = 33; residential → exempt
      'residential condominium with quantity_houses',
      { ...commercial, size: '40', property_type_id: 2, property_use_id: 2, quantity_houses: 12 },
      { total: '33.0000', iva: '0.0000', exempt: '33.0000', total_with_iva: '33.0000', iva_percentage: '16.00', conversion_petro: '52.75000000' },
    ],
    [
      // 2.75 × 16.5 / 100 = 0.45375 → half-up 0.4538; 2.75 + 0.4538 = 3.2038
      'VAT rounds half-up to 4 decimals',
      { ...commercial, size: '40', iva: percent('16.5') },
      { total: '2.7500', iva: '0.4538', exempt: '0.0000', total_with_iva: '3.2038', iva_percentage: '16.50', conversion_petro: '52.75000000' },
    ],
    ['zero fee: no notice', { ...commercial, price: { commercial_factor: ucd(0), additional_coefficient: ucd(0), adjustment_factor: '1' } }, null],
  ])('%s', (_name, input, expected) => {
    const n = noticeAmounts({ ...input, rate: r });
    expect(n && noticeAmountsToWire(n)).toEqual(expected);
  });
});

describe('days', () => {
  it.each([
    ['2026-01-01', '2026-01-31', '2026-02-01'],
    ['2026-02-01', '2026-02-28', '2026-03-01'],
    ['2028-02-01', '2028-02-29', '2028-03-01'], // leap year
    ['2026-12-01', '2026-12-31', '2027-01-01'],
  ])('a notice of %s is due on %s and overdue from %s', (period, end, from) => {
    expect(monthEnd(period)).toBe(end);
    expect(overdueFrom(period)).toBe(from);
  });

  it.each([
    ['2026-01-15', 0],
    ['2026-01-31', 0],
    ['2026-02-01', 1],
    ['2026-03-10', 38], // 28 days of February + 10 of March
  ])('days overdue of January 2026 on %s: %i', (asOf, days) => expect(daysOverdue('2026-01-01', asOf)).toBe(days));

  it.each([
    ['2026-11-26', '00:00', 'America/Caracas', '2026-11-26T04:00:00.000Z'],
    ['2026-11-26', '23:59:59', 'America/Caracas', '2026-11-27T03:59:59.000Z'],
    ['2026-12-31', '20:30', 'America/Caracas', '2027-01-01T00:30:00.000Z'],
    ['2026-11-26', '00:00', 'UTC', '2026-11-26T00:00:00.000Z'],
    ['2026-03-08', '03:30', 'America/New_York', '2026-03-08T07:30:00.000Z'], // the hour after the spring-forward gap
    ['2026-07-01', '12:00', 'Europe/Madrid', '2026-07-01T10:00:00.000Z'],
  ])('%s %s in %s is the instant %s', (day, time, zone, iso) => {
    const at = instantOf(day, time, zone);
    expect(at.toISOString()).toBe(iso);
    expect(dayOfInstant(at, zone)).toBe(day);
  });

  it("an instant asked for again, in one zone or another, has its own zone's day each time", () => {
    // 02:30 UTC: the 27th in Caracas, the 28th in UTC and Madrid — asked twice each, in turns
    const at = new Date('2026-11-28T02:30:00Z');
    const zones = ['America/Caracas', 'UTC', 'Europe/Madrid', 'America/Caracas', 'UTC', 'Europe/Madrid'];
    expect(zones.map((z) => dayOfInstant(new Date(at.getTime()), z))).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-28',
      '2026-11-27',
      '2026-11-28',
      '2026-11-28',
    ]);
    // thousands of other instants in between still answer each one's day
    for (let h = 0; h < 5000; h++) dayOfInstant(new Date(at.getTime() + h * 3_600_000));
    expect(dayOfInstant(new Date(at.getTime() + 2 * 3_600_000))).toBe('2026-11-28');
    expect(dayOfInstant(at)).toBe('2026-11-27');
    expect(() => dayOfInstant(new Date(Number.NaN))).toThrow();
  });

  it("every millisecond of a minute has its day: the last second before Caracas' midnight, the first after it, and a minute that holds a midnight", () => {
    // 03:59 UTC is 23:59 in Caracas: the whole minute is the 26th, the next one the 27th (asked in turns: remembered by minute)
    const minute = Date.parse('2026-11-27T03:59:00Z');
    for (let round = 0; round < 2; round++)
      for (const ms of [0, 1, 30_000, 59_999, 60_000, 60_001, 119_999])
        expect(dayOfInstant(new Date(minute + ms))).toBe(ms < 60_000 ? '2026-11-26' : '2026-11-27');
    // Monrovia's offset was −0:44:30 until 1972: its midnight fell at 00:44:30 UTC, inside a minute
    const monrovia = (iso: string) => dayOfInstant(new Date(iso), 'Africa/Monrovia');
    for (let round = 0; round < 2; round++) {
      expect(monrovia('1970-01-01T00:44:10Z')).toBe('1969-12-31');
      expect(monrovia('1970-01-01T00:44:29.999Z')).toBe('1969-12-31');
      expect(monrovia('1970-01-01T00:44:30Z')).toBe('1970-01-01');
      expect(monrovia('1970-01-01T00:44:50Z')).toBe('1970-01-01');
    }
  });

  it('a day or time that does not exist is refused', () => {
    expect(() => instantOf('2026-02-30')).toThrow();
    expect(() => instantOf('2026-11-26', '24:00')).toThrow();
    expect(() => instantOf('2026-11-26', '9:00')).toThrow();
  });
});

const hist = (...entries: [string, string][]) => entries.map(([from, amount]) => ({ from, amount: percent(amount) }));

describe('history', () => {
  it('the value in force is the newest from that day or earlier; the last one of a day wins', () => {
    const h = hist(['2026-01-01', '10'], ['2026-02-16', '18'], ['2026-02-16', '20']);
    expect(valueOn(h, '2025-12-31')).toBeNull();
    expect(toWire(valueOn(h, '2026-02-15')!)).toBe('10.00');
    expect(toWire(valueOn(h, '2026-02-16')!)).toBe('20.00');
  });

  it('pieces cut the days where the value changes', () => {
    const p = pieces(hist(['2025-12-01', '12'], ['2026-02-16', '18']), '2026-02-01', '2026-03-10');
    expect(p.map((x) => [x.from, x.to, x.days, x.amount && toWire(x.amount)])).toEqual([
      ['2026-02-01', '2026-02-15', 15, '12.00'],
      ['2026-02-16', '2026-03-10', 23, '18.00'],
    ]);
  });
});

describe('accruedInterest: total_with_iva × Σ(bankInterest% of each day) / 36000, rounded once to 4 decimals half-up', () => {
  const twelveThenEighteen = hist(['2025-12-01', '12'], ['2026-02-16', '18']);
  it.each<[string, string, string, ReturnType<typeof hist>, string, number]>([
    // not yet overdue on the last day of its month
    ['due day', '4.9764', '2026-01-31', twelveThenEighteen, '0.0000', 0],
    // 1 day at 12 %: 4.9764 × 12 / 36000 = 0.0016588 → 0.0017
    ['first overdue day', '4.9764', '2026-02-01', twelveThenEighteen, '0.0017', 1],
    // Feb 1–15 at 12 % (15 days) + Feb 16–Mar 10 at 18 % (23 days): 15×12 + 23×18 = 594 percent-days;
    // 4.9764 × 594 / 36000 = 2955.9816 / 36000 = 0.0821106 → 0.0821
    ['across a bankInterest change', '4.9764', '2026-03-10', twelveThenEighteen, '0.0821', 38],
    // 1000 × 594 / 36000 = 16.5 exactly
    ['large amount, exact', '1000.0000', '2026-03-10', twelveThenEighteen, '16.5000', 38],
    // no rate before 2026-02-16: those 15 days count 0; 23 × 18 = 414; 4.9764 × 414 / 36000 = 0.0572286 → 0.0572
    ['days before the first rate bear none', '4.9764', '2026-03-10', hist(['2026-02-16', '18']), '0.0572', 38],
    // 2 days at 10 % with a redundant entry on day 2: 0.09 × 20 / 36000 = 0.00005 → 0.0001 (rounding each
    // day alone would give 0.000025 → 0.0000 twice = 0.0000)
    ['rounded once, not per piece', '0.0900', '2026-02-02', hist(['2026-01-01', '10'], ['2026-02-02', '10']), '0.0001', 2],
  ])('%s', (_name, total, asOf, history, expected, days) => {
    const i = accruedInterest(ucd(total), '2026-01-01', asOf, history);
    expect(toWire(i.amount)).toBe(expected);
    expect(i.days).toBe(days);
  });

  it('leap February: a notice of February 2028 is 1 day overdue on 1 March', () => {
    // 100 × 36 × 1 / 36000 = 0.1
    expect(toWire(accruedInterest(ucd('100'), '2028-02-01', '2028-03-01', hist(['2020-01-01', '36'])).amount)).toBe('0.1000');
  });
});
