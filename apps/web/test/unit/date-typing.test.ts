// A date typed into the date field (issue 26 item 7): dd/mm/aaaa and its lenient forms, the real
// calendar, the field's range, and what the field keeps as the user types.
import { describe, expect, it } from 'vitest';
import { readTypedDate, typedDateText } from '../../src/components/date-range.ts';

const MIN = '1926-11-26';
const MAX = '2026-11-26';

describe('a typed date', () => {
  it.each([
    ['15/03/2025', '2025-03-15'],
    ['5/3/2025', '2025-03-05'],
    ['15-03-2025', '2025-03-15'],
    ['15.03.2025', '2025-03-15'],
    ['15032025', '2025-03-15'],
    [' 26/11/2026 ', '2026-11-26'],
    ['26/11/1926', '1926-11-26'],
    ['29/02/2024', '2024-02-29'],
  ])('%s is %s', (text, ymd) => expect(readTypedDate(text, MIN, MAX)).toEqual({ kind: 'date', value: ymd }));

  it('nothing typed is no date, not a refusal', () => expect(readTypedDate('  ', MIN, MAX)).toEqual({ kind: 'empty' }));

  it.each(['15/03', '15/03/25', '31/02/2025', '29/02/2025', '00/01/2025', '15/13/2025', 'hoy', '2025-03-15', '1/1/0999'])('%s is refused as no date', (text) =>
    expect(readTypedDate(text, MIN, MAX)).toEqual({ kind: 'refused', message: 'Fecha inválida: escríbala como dd/mm/aaaa' }),
  );

  it('after the field maximum (a payment date: today at most)', () =>
    expect(readTypedDate('27/11/2026', MIN, MAX)).toEqual({ kind: 'refused', message: 'La fecha no puede ser posterior al 26/11/2026' }));
  it("before the field minimum ('Hasta' after 'Desde')", () =>
    expect(readTypedDate('31/12/2025', '2026-01-01', MAX)).toEqual({ kind: 'refused', message: 'La fecha no puede ser anterior al 01/01/2026' }));
});

describe('the text kept while typing', () => {
  const typeKeys = (keys: string) => [...keys].reduce((text, key) => typedDateText(text + key, text), '');
  it.each([
    ['15032025', '15/03/2025'],
    ['15/03/2025', '15/03/2025'],
    ['1/3/2025', '1/3/2025'],
    ['1/03', '1/03/'],
    ['15//03', '15/03/'],
    ['/15', '15/'],
    ['15a03b2025', '15/03/2025'],
    ['15/03/20255', '15/03/2025'],
  ])('keys %s keep %s', (keys, text) => expect(typeKeys(keys)).toBe(text));
  it('a pasted or deleted text is kept as it is (digits and separators only)', () => {
    expect(typedDateText('15/03/2025', '')).toBe('15/03/2025');
    expect(typedDateText('15/0', '15/03')).toBe('15/0');
    expect(typedDateText('15', '15/')).toBe('15');
    expect(typedDateText('fecha 1-2-2025', '')).toBe('1-2-2025');
  });
});
