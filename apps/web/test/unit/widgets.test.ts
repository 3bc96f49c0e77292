// The rules behind each input widget (spec 000 sections 5 and 9).
import { describe, expect, it, vi } from 'vitest';
import { dateBounds, openingDay } from '../../src/components/date-range.ts';
import { fileFormatError, scaledSize } from '../../src/components/file-upload.ts';
import { pageItems } from '../../src/components/Pager.tsx';
import { nextListState } from '../../src/components/list-state.ts';
import { limitDocument } from '@aseo/shared/schemas';

// number input: see number-input.test.ts

describe('document input', () => {
  it.each([
    [1, '123456789', '12345678'],
    [2, '1'.repeat(25), '1'.repeat(20)],
    [3, '1234567890', '123456789'],
    [4, 'G-12', '12'],
    [null, '123', ''],
  ] as const)('type %s: %s → %s', (t, v, out) => expect(limitDocument(t, v)).toBe(out));
});

describe('file upload', () => {
  it.each([
    ['a.png', 'default', null],
    ['a.jpeg', 'default', null],
    ['a.pdf', 'default', 'El formato del archivo no es válido'],
    ['a.docx', 'extended', null],
    ['a.xls', 'extended', null],
    ['a.exe', 'extended', 'El formato del archivo no es válido'],
    ['a.pdf', 'restricted', null],
    ['a.gif', 'restricted', 'El formato del archivo no es válido'],
  ] as const)('%s in %s', (n, set, msg) => expect(fileFormatError(n, set)).toBe(msg));
  it.each([
    [4000, 3000, { width: 1000, height: 750 }],
    [800, 2000, { width: 400, height: 1000 }],
    [640, 480, { width: 640, height: 480 }],
    [1000, 1000, { width: 1000, height: 1000 }],
  ])('image %sx%s is scaled to %j', (w, h, out) => expect(scaledSize(w, h)).toEqual(out));
});

describe('date picker range', () => {
  it('100 years back from the max date', () => expect(dateBounds({ max: '2026-11-23' })).toEqual({ minDate: '1926-11-23', maxDate: '2026-11-23' }));
  it('10 years ahead when there is no max date', () => expect(dateBounds({ today: '2026-11-23' })).toEqual({ minDate: '1936-11-23', maxDate: '2036-11-23' }));
  it('an explicit min wins', () => expect(dateBounds({ min: '2026-11-23', max: '2026-12-31' }).minDate).toBe('2026-11-23'));
  it("without a max date, 'today' is the portal's day, not the browser's", () => {
    // 2026-11-26 02:00 UTC is still the 25th in Caracas: the default max is ten years from the 25th
    vi.useFakeTimers({ now: new Date('2026-11-26T02:00:00Z'), toFake: ['Date'] });
    try {
      expect(dateBounds().maxDate).toBe('2036-11-25');
      expect(openingDay(null, '1926-11-25', '2026-11-25')).toBe('2026-11-25');
    } finally {
      vi.useRealTimers();
    }
  });
  it('a calendar opens on its value, else today, kept inside the bounds', () => {
    expect(openingDay('2026-02-10', '1926-11-25', '2026-11-25', '2026-11-25')).toBe('2026-02-10');
    expect(openingDay(null, '1926-11-25', '2026-11-30', '2026-12-01')).toBe('2026-11-30');
    expect(openingDay(null, '2027-01-05', '2028-01-05', '2026-12-01')).toBe('2027-01-05');
    expect(openingDay(undefined, '2026-01-01', '2026-12-31', '2026-06-15')).toBe('2026-06-15');
  });
});

describe('pagination and list state', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, '…', 5]],
    [5, 10, [1, '…', 4, 5, 6, '…', 10]],
    [10, 10, [1, '…', 9, 10]],
    [3, 4, [1, 2, 3, 4]],
  ] as const)('page %s of %s', (p, last, out) => expect(pageItems(p, last)).toEqual(out));
  it('a filter change goes back to page 1; a page change keeps the filters', () => {
    const s = { page: 4, filters: { search: 'a', status: 1 } };
    expect(nextListState(s, { filters: { status: 0 } })).toEqual({ page: 1, filters: { search: 'a', status: 0 } });
    expect(nextListState(s, { page: 7 })).toEqual({ page: 7, filters: s.filters });
  });
});

describe('date picker dropdowns', async () => {
  const { monthOptions, yearOptions } = await import('../../src/components/date-range.ts');
  it('months in Spanish, indexed from 0', () => {
    expect(monthOptions()[0]).toEqual({ value: '0', label: 'Enero' });
    expect(monthOptions()).toHaveLength(12);
  });
  it('years of the range, newest first', () => {
    const years = yearOptions('1926-11-23', '2026-11-23');
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1926');
    expect(years).toHaveLength(101);
  });
});
