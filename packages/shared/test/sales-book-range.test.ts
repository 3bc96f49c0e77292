// The days a sales-book request covers (contracts/reports/sales-book.ts; docs/reports.md "Libro de
// Ventas"): the current month by default, a month or half-month with `report`, one missing end taken
// from the other's month; the filters refuse impossible dates and a reversed range.
import { describe, expect, it } from 'vitest';
import { salesBookRange, salesBookPeriodOf } from '../src/contracts/index.ts';
import { salesBookFilters } from '../src/contracts/reports/sales-book.ts';
import { MSG } from '../src/messages/index.ts';

describe('salesBookRange', () => {
  it('defaults to the current month, and takes a missing end from the other end’s month', () => {
    expect(salesBookRange({}, '2026-02-10')).toEqual({ since: '2026-02-01', until: '2026-02-28', report: null });
    expect(salesBookRange({ since: '2024-02-05' }, '2026-11-26')).toEqual({ since: '2024-02-05', until: '2024-02-29', report: null });
    expect(salesBookRange({ until: '2026-10-20' }, '2026-11-26')).toEqual({ since: '2026-10-01', until: '2026-10-20', report: null });
    expect(salesBookRange({ since: '2026-10-03', until: '2026-11-04' })).toEqual({ since: '2026-10-03', until: '2026-11-04', report: null });
  });
  it('with report: the month or half-month containing since (or today); until is ignored', () => {
    expect(salesBookRange({ report: 'month', since: '2026-10-17', until: '2026-10-18' })).toEqual({
      since: '2026-10-01',
      until: '2026-10-31',
      report: 'month',
    });
    expect(salesBookRange({ report: 'half', since: '2026-10-15' })).toEqual({ since: '2026-10-01', until: '2026-10-15', report: 'half' });
    expect(salesBookRange({ report: 'half' }, '2026-02-16')).toEqual({ since: '2026-02-16', until: '2026-02-28', report: 'half' });
    expect(salesBookPeriodOf('half', '2026-12-31')).toEqual({ since: '2026-12-16', until: '2026-12-31' });
  });
  it('the filters refuse impossible dates, a reversed range and unknown codes, naming the field', () => {
    const issue = (v: Record<string, unknown>) => {
      const r = salesBookFilters.safeParse(v);
      return r.success ? null : [r.error.issues[0]!.path.join('.'), r.error.issues[0]!.message];
    };
    expect(issue({ since: '2026-02-29' })).toEqual(['since', MSG.reports.salesBookSince]);
    expect(issue({ until: '2026-13-01' })).toEqual(['until', MSG.reports.salesBookUntil]);
    expect(issue({ since: '2026-11-02', until: '2026-11-01' })).toEqual(['until', MSG.server.dateRangeOrder]);
    expect(issue({ report: 'year' })).toEqual(['report', MSG.reports.salesBookReport]);
    expect(issue({ status: '3' })).toEqual(['status', MSG.reports.salesBookStatus]);
    expect(issue({ since: '01-11-2026', until: '30-11-2026', status: '2', type: '1', page: '2' })).toBeNull();
  });
});
