// Counts in words agree with their number (issue 26 item 7: the statement said "1 meses pendientes").
import { describe, expect, it } from 'vitest';
import { monthsCountText, pendingMonthsText } from '../src/format/index.ts';

describe('months in words', () => {
  it.each([
    [0, '0 meses pendientes'],
    [1, '1 mes pendiente'],
    [2, '2 meses pendientes'],
    [12, '12 meses pendientes'],
  ])('%i → %s', (n, text) => expect(pendingMonthsText(n)).toBe(text));
  it('another adjective agrees too', () => {
    expect(monthsCountText(1, 'vencido')).toBe('1 mes vencido');
    expect(monthsCountText(3, 'vencido')).toBe('3 meses vencidos');
  });
});
