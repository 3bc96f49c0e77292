import { describe, expect, it } from 'vitest';
import {
  documentLabel, formatBs, formatDate, formatDayMonth, formatNumber, formatPercent, formatPeriod, formatPeriodRange, formatRouteTime,
  formatUcd, fromInputDate, fullName, padId, toApiDate, toApiDateTime,
} from '../src/format/index.ts';

describe('numbers (spec 000 section 9)', () => {
  it.each([
    [formatNumber('1234.56'), '$ 1.234,56'],
    [formatNumber('0'), '$ 0,00'],
    [formatNumber('-1234567.891'), '$ -1.234.567,89'],
    [formatNumber('999.995'), '$ 1.000,00'],
    [formatNumber('12345678901234.5678', { decimals: 4, prefix: '' }), '12.345.678.901.234,5678'],
    [formatBs('1234.5'), 'Bs. 1.234,50'],
    [formatUcd('0.12345'), 'UCD 0,1235'],
    [formatUcd('1000'), 'UCD 1.000,0000'],
    [formatPercent('16'), '16,00 %'],
    [formatNumber(null), '$ 0,00'],
  ])('%s', (got, want) => expect(got).toBe(want));
  it.each([[7, '0007'], [12345, '12345'], ['42', '0042']])('padId(%s) = %s', (id, out) => expect(padId(id)).toBe(out));
});

describe('dates', () => {
  it.each([
    [formatDate('2026-03-01'), '01/03/2026'],
    [formatDate('2026-12-31'), '31/12/2026'],
    [formatPeriod('2026-01-01'), 'ene 2026'],
    [formatPeriod('2026-09-30'), 'sep 2026'],
    [formatPeriod('2026-12-01'), 'dic 2026'],
    [formatDayMonth('2026-05-07'), '07 may'],
    [toApiDate('2026-02-28'), '2026-02-28'],
    [toApiDateTime('2026-02-28'), '2026-02-28 00:00:00'],
    [formatRouteTime('14:30'), '02:30 PM'],
    [formatRouteTime('07:05'), '07:05 AM'],
    [formatDate(null), ''],
  ])('%s → %s', (got, want) => expect(got).toBe(want));

  it('a YYYY-MM-DD date never shifts a day', () => {
    for (const d of ['2026-01-01', '2026-06-30', '2026-12-31']) expect(toApiDate(d)).toBe(d);
  });

  it.each([
    ['15-03-2026', '2026-03-15'], ['15/03/2026', '2026-03-15'], ['2026-03-15', '2026-03-15'],
    ['31-02-2026', null], ['hola', null], ['', null],
  ])('fromInputDate(%j) = %j', (v, out) => expect(fromInputDate(v)).toBe(out));

  it.each([
    ['2026-01-01', '2026-03-01', '2026-04-02', 'ene 2026 - mar 2026'],
    ['2026-02-01', '2026-02-28', '2026-04-02', 'feb 2026'],
    [null, null, '2026-04-02', 'abr 2026'],
  ])('period of a bill %s..%s', (since, until, created, out) => expect(formatPeriodRange(since, until, created)).toBe(out));
});

describe('names and documents', () => {
  it.each([[1, '12345678', 'V-12345678'], [3, '301234567', 'J-301234567'], [4, '200012345', 'G-200012345'], [1, '', '']])(
    'documentLabel(%s, %s)', (t, d, out) => expect(documentLabel(t, d)).toBe(out),
  );
  it('fullName skips blanks', () => {
    expect(fullName('Ana', 'Pérez')).toBe('Ana Pérez');
    expect(fullName('Comercial', null)).toBe('Comercial');
  });
});
