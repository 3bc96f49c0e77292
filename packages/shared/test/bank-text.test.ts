// Statement amounts as banks write them: exact text with two decimals, or null (docs/reconciliation.md).
import { describe, expect, it } from 'vitest';
import { parseBankAmount } from '../src/money/index.ts';

describe('parseBankAmount', () => {
  it.each([
    ['580,00', '580.00'],
    ['580.00', '580.00'],
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1.234.567,8', '1234567.80'],
    ['1234,5', '1234.50'],
    ['1.234', '1234.00'],
    ['0.500', '0.50'],
    ['12', '12.00'],
    ['Bs. 580,00', '580.00'],
    ['Bs 1.160,00', '1160.00'],
    ['-35,00', '-35.00'],
    ['(35,00)', '-35.00'],
    ['35,00-', '-35.00'],
    ['580.0000000001', '580.00'],
    ['0,005', '0.01'],
  ])('%s → %s', (text, want) => expect(parseBankAmount(text)).toBe(want));

  it.each(['', 'abc', '1,2,3', '1.23.4', '12a', '--5', '1.234,56,7', null, undefined])('%s is not an amount', (text) =>
    expect(parseBankAmount(text as string)).toBeNull(),
  );
});
