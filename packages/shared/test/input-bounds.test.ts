// Issue 10 (bad input): calendar dates are strict (no roll-over, no trailing garbage) and every
// integer field stays inside PostgreSQL's INTEGER range, each refusal with a Spanish message.
import { describe, expect, it } from 'vitest';
import { fromInputDate } from '../src/format/index.ts';
import { MSG } from '../src/messages/index.ts';
import {
  code,
  dateText,
  discountSchema,
  id,
  int32,
  integer,
  MAX_INT,
  makeNewAgreementSchema,
  moderatorFiltersSchema,
  optionalDateText,
  optionalId,
  pageQuery,
  permissionMatrixSchema,
  propertySchema,
} from '../src/schemas/index.ts';
import { firstError } from './helpers.ts';

const S = MSG.server;

describe('fromInputDate: a real calendar date or null', () => {
  it.each([
    ['2026-02-28', '2026-02-28'],
    ['2028-02-29', '2028-02-29'],
    ['2026-03-15 10:00', '2026-03-15'],
    ['2026-03-15 23:59:59', '2026-03-15'],
    ['2026-03-15T10:00:00.000Z', '2026-03-15'],
    ['2026-03-15T10:00:00-04:00', '2026-03-15'],
    [' 15/03/2026 ', '2026-03-15'],
    ['2026-02-30', null],
    ['2026-02-29', null],
    ['2026-04-31', null],
    ['2026-00-10', null],
    ['2026-01-00', null],
    ['0000-00-00', null],
    ['0999-01-01', null],
    ['99999-01-01', null],
    ['2026-1-1', null],
    ['x', null],
    ['2026-01-01 garbage', null],
    ['2026-01-01T25:00', null],
    ['2026-01-01 10:60', null],
    ['2026-01-01\u0000', null],
  ])('%j → %j', (v, out) => expect(fromInputDate(v)).toBe(out));

  it('is null for what is no text', () => {
    expect(fromInputDate(20260101 as unknown as string)).toBeNull();
    expect(fromInputDate(undefined)).toBeNull();
  });
});

describe('dateText refuses impossible dates with the Spanish message', () => {
  it.each(['2026-02-30', 'x', '31-02-2026', '2026-13-01', '2026-01-01 garbage', 20260101, true, [], {}])('%j', (v) => {
    expect(firstError(dateText(), v)).toBe(S.invalidDate);
    expect(firstError(optionalDateText(), v)).toBe(S.invalidDate);
  });
  it('keeps the date of a real date-time', () => expect(dateText().parse('2026-02-28 00:00:00')).toBe('2026-02-28'));
});

describe('discounts use the strict date', () => {
  const body = { amount: 10, start_date: '2026-11-01 00:00:00', expire_date: '2026-12-31', items: '[1]' };
  it('parses real dates to YYYY-MM-DD', () => expect(discountSchema.parse(body)).toMatchObject({ start_date: '2026-11-01', expire_date: '2026-12-31' }));
  it.each([
    ['start_date', 'x'],
    ['start_date', '2026-02-30'],
    ['expire_date', '2026-02-30'],
    ['expire_date', 'mañana'],
  ])('%s %j → la fecha no es válida', (field, value) => {
    const r = discountSchema.safeParse({ ...body, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === field)?.message).toBe(S.invalidDate);
  });
  it('still asks for both dates', () => expect(firstError(discountSchema, { ...body, start_date: '' })).toBe(MSG.tariffs.discountDatesRequired));
});

describe('integers stay inside the database INTEGER range', () => {
  const tooBig = [MAX_INT + 1, 3e9, '2147483648', '99999999999999999999', 1e308];
  it.each(tooBig)('id %j is refused', (v) => {
    expect(firstError(id(), v)).toBe(S.requiredField);
    expect(firstError(optionalId(), v)).toBe(S.invalidData);
  });
  it('the largest INTEGER is an id', () => expect(id().parse(MAX_INT)).toBe(MAX_INT));
  it.each([...tooBig, -(MAX_INT + 2), -3e9])('int32 %j → el valor es demasiado grande', (v) => expect(firstError(int32(), v)).toBe(S.numberTooLarge));
  it.each(['x', 1.5, 'NaN', 'Infinity', {}])('int32 %j → not a number', (v) => expect(firstError(int32(), v)).toBe(S.invalidNumber));
  it('int32 takes numeric text and both ends of the range', () => {
    expect(int32().parse(' 7 ')).toBe(7);
    expect(int32().parse(MAX_INT)).toBe(MAX_INT);
    expect(int32().parse(-MAX_INT - 1)).toBe(-MAX_INT - 1);
  });
  it.each(tooBig)('integer() %j → el valor es demasiado grande', (v) => expect(firstError(integer(), v)).toBe(S.numberTooLarge));
  it.each(tooBig)('code() %j is not one of the codes', (v) => expect(firstError(code([0, 1]), v)).toBe(S.invalidData));
  it('a page beyond the range', () => expect(firstError(pageQuery, { page: MAX_INT + 1 })).toBe(S.invalidData));

  it('quantity_houses', () => {
    const issue = propertySchema.safeParse({ quantity_houses: 3e9 }).error?.issues.find((i) => i.path[0] === 'quantity_houses');
    expect(issue?.message).toBe(S.numberTooLarge);
  });
  it('administrator filters and permission matrix', () => {
    expect(firstError(moderatorFiltersSchema, { status: 3e9 })).toBe(S.numberTooLarge);
    expect(firstError(moderatorFiltersSchema, { page: '-99999999999' })).toBe(S.numberTooLarge);
    expect(firstError(permissionMatrixSchema, [{ id: 3e9, actions: [] }])).toBe(S.numberTooLarge);
    expect(firstError(permissionMatrixSchema, [{ id: 1, actions: [{ id: '2147483648', active: 1 }] }])).toBe(S.numberTooLarge);
  });
  it('agreement quota position', () => {
    const r = makeNewAgreementSchema(() => '2026-01-01').safeParse({ property: 1, agreements: [{ position: 3e9, date: '2026-02-01', payments: [1] }] });
    expect(r.error?.issues[0]?.message).toBe(S.numberTooLarge);
  });
});
