// The tariff engine, table-driven (DOMAIN.md "Tariff").
import { describe, expect, it } from 'vitest';
import { percent, rate, toWire, ucd } from '../src/money/index.ts';
import { monthlyFee, tariffExample, type TariffInput } from '../src/tariffs/index.ts';

const price = { commercial_factor: ucd('2.5000'), additional_coefficient: ucd('0.0200'), adjustment_factor: '1.1000' };
const base: TariffInput = { size: '40', property_type_id: 1, property_use_id: 1, activity: { size: '50', tax_free: 0 }, price, iva: percent('16') };

describe('monthlyFee', () => {
  it.each<[string, TariffInput, Record<'fee' | 'iva' | 'exempt' | 'total', string>]>([
    ['commercial within the maximum area: commercial factor × adjustment', base, { fee: '2.7500', iva: '0.4400', exempt: '0.0000', total: '3.1900' }],
    [
      'size above the maximum area adds the coefficient per extra m²',
      { ...base, size: '120' },
      { fee: '4.2900', iva: '0.6864', exempt: '0.0000', total: '4.9764' },
    ],
    ['size exactly at the maximum area adds nothing', { ...base, size: '50' }, { fee: '2.7500', iva: '0.4400', exempt: '0.0000', total: '3.1900' }],
    [
      'tax-free activity: no VAT, the fee is exempt',
      { ...base, activity: { size: '50', tax_free: 1 } },
      { fee: '2.7500', iva: '0.0000', exempt: '2.7500', total: '2.7500' },
    ],
    ['residential: no VAT', { ...base, property_type_id: 2 }, { fee: '2.7500', iva: '0.0000', exempt: '2.7500', total: '2.7500' }],
    [
      'residential condominium: × quantity of houses',
      { ...base, property_type_id: 2, property_use_id: 2, quantity_houses: 12 },
      { fee: '33.0000', iva: '0.0000', exempt: '33.0000', total: '33.0000' },
    ],
    [
      'commercial condominium is not multiplied',
      { ...base, property_use_id: 2, quantity_houses: 12 },
      { fee: '2.7500', iva: '0.4400', exempt: '0.0000', total: '3.1900' },
    ],
    [
      'zero price: zero fee (no notice)',
      { ...base, price: { commercial_factor: ucd(0), additional_coefficient: ucd(0), adjustment_factor: '1' } },
      { fee: '0.0000', iva: '0.0000', exempt: '0.0000', total: '0.0000' },
    ],
    [
      'fractional sizes round half-up to 4 decimals',
      { ...base, size: '50.005', price: { ...price, additional_coefficient: ucd('0.0100') } },
      { fee: '2.7501', iva: '0.4400', exempt: '0.0000', total: '3.1901' },
    ],
    [
      'a VAT of 16.5 % rounds half-up to 4 decimals (0.45375 → 0.4538)',
      { ...base, iva: percent('16.5') },
      { fee: '2.7500', iva: '0.4538', exempt: '0.0000', total: '3.2038' },
    ],
  ])('%s', (_n, input, out) => {
    const r = monthlyFee(input);
    expect({ fee: toWire(r.fee), iva: toWire(r.iva), exempt: toWire(r.exempt), total: toWire(r.total) }).toEqual(out);
  });

  it('the worked example converts the total at the rate, as wire text', () => {
    expect(tariffExample({ ...base, size: '120', rate: rate('52.75') })).toEqual({
      fee: '4.2900',
      iva: '0.6864',
      exempt: '0.0000',
      total: '4.9764',
      total_bs: '262.51',
    });
  });
});
