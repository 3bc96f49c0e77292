import { afterAll, describe, expect, it } from 'vitest';
import {
  billNumberLabel,
  invoiceNumberText,
  receiptNumberText,
  solvencyNumberText,
  dbDateToYmd,
  documentLabel,
  formatBs,
  formatBsText,
  formatDate,
  formatDayMonth,
  formatInstantDate,
  formatNumber,
  formatPercent,
  formatPeriod,
  formatPeriodRange,
  formatPlain,
  formatRouteTime,
  formatUcd,
  formatUcdText,
  fromInputDate,
  fullName,
  isZeroWire,
  padId,
  parseDate,
  phoneLabel,
  taxpayerName,
  toApiDate,
  toApiDateTime,
} from '../src/format/index.ts';
import { bsText, dec, ucdText } from '../src/money/index.ts';

describe('numbers (000 section 9)', () => {
  it.each([
    [formatNumber('1234.56'), '$ 1.234,56'],
    [formatNumber('0'), '$ 0,00'],
    [formatNumber(0), '$ 0,00'],
    [formatNumber(null), '$ 0,00'],
    [formatNumber(''), '$ 0,00'],
    [formatNumber('-1234567.891'), '$ -1.234.567,89'],
    [formatNumber('-0.001'), '$ 0,00'],
    [formatNumber('999.995'), '$ 1.000,00'],
    [formatNumber('1000000'), '$ 1.000.000,00'],
    [formatNumber('12345678901234.5678', { decimals: 4, prefix: '' }), '12.345.678.901.234,5678'],
    [formatNumber('9999999999999.99'), '$ 9.999.999.999.999,99'],
    [formatNumber('1234.5', { decimals: 0 }), '$ 1.235'],
    [formatNumber(dec('0.1').plus('0.2')), '$ 0,30'],
    [formatBs('1234.5'), 'Bs. 1.234,50'],
    [formatBs('-50'), 'Bs. -50,00'],
    [formatBs('0.005'), 'Bs. 0,01'],
    [formatUcd('0.12345'), 'UCD 0,1235'],
    [formatUcd('1000'), 'UCD 1.000,0000'],
    [formatUcd('12345678.00005'), 'UCD 12.345.678,0001'],
    [formatUcd(0), 'UCD 0,0000'],
    [formatPercent('16'), '16,00 %'],
    [formatPercent('75'), '75,00 %'],
    [formatPercent('0.5'), '0,50 %'],
    [formatPlain('1234.5'), '1.234,50'],
  ])('%s', (got, want) => expect(got).toBe(want));
  it('refuses a non-numeric amount instead of showing a wrong one', () => expect(() => formatBs('abc')).toThrow());
  it.each([
    [7, '0007'],
    [12345, '12345'],
    ['42', '0042'],
    [0, '0000'],
  ])('padId(%s) = %s', (id, out) => expect(padId(id)).toBe(out));
  it('padId takes a width', () => expect(padId(7, 6)).toBe('000007'));
});

describe('money shown from its wire text, without decimal.js (the same text as formatBs / formatUcd)', () => {
  const bsCases = ['0', '0.00', '-0.00', '5', '1234.5', '1234.56', '-1234567.89', '1000000', '0.01', '-0.5', '007.10', '9999999999999999.99'];
  const ucdCases = ['0', '0.0000', '-0.0000', '12.5', '1000', '12345678.0001', '-3.1416', '0.0001'];
  it.each(bsCases)('Bs %s', (t) => expect(formatBsText(bsText.parse(t))).toBe(formatBs(t)));
  it.each(ucdCases)('UCD %s', (t) => expect(formatUcdText(ucdText.parse(t))).toBe(formatUcd(t)));
  it('null, undefined and empty text show as 0', () => {
    expect([formatBsText(null), formatBsText(undefined), formatUcdText(null)]).toEqual(['Bs. 0,00', 'Bs. 0,00', 'UCD 0,0000']);
  });
  it('zero is any text of zeros, with or without a sign', () => {
    expect(['0', '0.00', '-0.00', '000'].map((t) => isZeroWire('Bs', bsText.parse(t)))).toEqual([true, true, true, true]);
    expect(['0.01', '-1', '10'].map((t) => isZeroWire('Bs', bsText.parse(t)))).toEqual([false, false, false]);
    expect(isZeroWire('Ucd', ucdText.parse('0.0001'))).toBe(false);
  });
  it("refuses text that is not the unit's wire text (more places, exponent, comma)", () => {
    for (const t of ['1.234', '1e3', '12,5', 'abc', ' 1']) expect(() => formatBsText(t as never)).toThrow();
    expect(() => formatUcdText('1.00001' as never)).toThrow();
  });
});

describe('dates', () => {
  it.each([
    [formatDate('2026-03-01'), '01/03/2026'],
    [formatDate('2026-12-31'), '31/12/2026'],
    [formatDate('2026-12-31 23:59:59'), '31/12/2026'],
    [formatDate(new Date(2026, 0, 5)), '05/01/2026'],
    [formatPeriod('2026-01-01'), 'ene 2026'],
    [formatPeriod('2026-09-30'), 'sep 2026'],
    [formatPeriod('2026-12-01'), 'dic 2026'],
    [formatDayMonth('2026-05-07'), '07 may'],
    [formatDayMonth('2026-02-14'), '14 feb'],
    [toApiDate('2026-02-28'), '2026-02-28'],
    [toApiDate(new Date(2026, 1, 28)), '2026-02-28'],
    [toApiDateTime('2026-02-28'), '2026-02-28 00:00:00'],
    [toApiDateTime('2026-02-28 13:45:10'), '2026-02-28 13:45:10'],
    [formatRouteTime('14:30'), '02:30 PM'],
    [formatRouteTime('07:05'), '07:05 AM'],
    [formatRouteTime('00:15:00'), '12:15 AM'],
    [formatRouteTime('12:00'), '12:00 PM'],
    [formatRouteTime('Mañana'), 'Mañana'],
    [formatRouteTime(null), ''],
    [formatDate(null), ''],
    [formatDate(''), ''],
    [formatDate('2026-02-31'), ''],
    [formatDate('hola'), ''],
    [dbDateToYmd(new Date('2026-01-01T00:00:00Z')), '2026-01-01'],
    [dbDateToYmd(null), ''],
  ])('%s → %s', (got, want) => expect(got).toBe(want));

  it.each([
    ['15-03-2026', '2026-03-15'],
    ['15/03/2026', '2026-03-15'],
    ['2026-03-15', '2026-03-15'],
    ['2026-03-15 10:00:00', '2026-03-15'],
    ['29-02-2028', '2028-02-29'],
    ['29-02-2026', null],
    ['31-02-2026', null],
    ['2026-13-01', null],
    ['hola', null],
    ['', null],
    [null, null],
  ])('fromInputDate(%j) = %j', (v, out) => expect(fromInputDate(v)).toBe(out));

  it.each([
    ['2026-01-01', '2026-03-01', '2026-04-02', 'ene 2026 - mar 2026'],
    ['2025-12-01', '2026-01-31', '2026-04-02', 'dic 2025 - ene 2026'],
    ['2026-02-01', '2026-02-28', '2026-04-02', 'feb 2026'],
    ['2026-02-01', null, '2026-04-02', 'feb 2026'],
    [null, null, '2026-04-02', 'abr 2026'],
    [null, null, null, ''],
  ])('period of a bill %s..%s created %s: %s', (since, until, created, out) => expect(formatPeriodRange(since, until, created)).toBe(out));
});

describe('a YYYY-MM-DD date never shifts a day, in any time zone', () => {
  const original = process.env.TZ;
  afterAll(() => {
    process.env.TZ = original;
  });
  it.each(['America/Caracas', 'Pacific/Pago_Pago', 'Pacific/Kiritimati', 'UTC', 'Asia/Tokyo'])('%s', (tz) => {
    process.env.TZ = tz;
    for (const d of ['2026-01-01', '2026-03-08', '2026-06-30', '2026-11-01', '2026-12-31']) {
      expect(toApiDate(d)).toBe(d);
      expect(formatDate(d)).toBe(`${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`);
      expect(parseDate(d)!.date()).toBe(Number(d.slice(8, 10)));
    }
    expect(formatPeriod('2026-01-01')).toBe('ene 2026');
    expect(fromInputDate('01-01-2026')).toBe('2026-01-01');
  });
});

describe("an instant's date is the portal's day (ADR 016), in any time zone", () => {
  const original = process.env.TZ;
  afterAll(() => {
    process.env.TZ = original;
  });
  it.each(['America/Caracas', 'UTC', 'Asia/Tokyo', 'Pacific/Pago_Pago'])('%s', (tz) => {
    process.env.TZ = tz;
    // 00:29 UTC of the 29th is 20:29 of the 28th in Caracas
    expect(formatInstantDate('2026-11-29T00:29:00.000Z')).toBe('28/11/2026');
    expect(formatInstantDate(new Date('2026-11-29T04:00:00Z'))).toBe('29/11/2026');
    expect(formatInstantDate('2026-12-31T12:00:00Z')).toBe('31/12/2026');
    expect(formatInstantDate(null)).toBe('');
    expect(formatInstantDate('not a date')).toBe('');
  });
});

describe('names and documents', () => {
  it.each([
    [1, '12345678', 'V-12345678'],
    [2, '81234567', 'E-81234567'],
    [3, '301234567', 'J-301234567'],
    [4, '200012345', 'G-200012345'],
    ['1', '12345678', 'V-12345678'],
    [9, '123', '123'],
    [1, '', ''],
    [1, null, ''],
  ])('documentLabel(%j, %j) = %j', (t, d, out) => expect(documentLabel(t, d)).toBe(out));
  it.each([
    ['Ana', 'Pérez', 'Ana Pérez'],
    ['Comercial', null, 'Comercial'],
    [' Ana ', ' ', 'Ana'],
    [null, null, ''],
  ])('fullName(%j, %j) = %j', (n, l, out) => expect(fullName(n, l)).toBe(out));
  it.each([
    ['0414', '1234567', '0414-1234567'],
    [null, '1234567', '1234567'],
    ['0414', '', ''],
  ])('phoneLabel(%j, %j) = %j', (c, p, out) => expect(phoneLabel(c, p)).toBe(out));
  // the name a document prints (issue 26): a company's business name, else name and last name
  it.each([
    [1, 'José', 'Rodríguez', 'José', 'José Rodríguez'],
    [1, 'José', 'Rodríguez', null, 'José Rodríguez'],
    [1, 'Marta', 'Salas', 'Ferretería Marta', 'Ferretería Marta'],
    [3, 'Pedro', 'Pérez', 'Inversiones Pérez, C.A.', 'Inversiones Pérez, C.A.'],
    [4, 'Ente Público', null, '', 'Ente Público'],
    [1, null, null, 'Solo Razón', 'Solo Razón'],
  ])('taxpayerName(type %j, %j, %j, business %j) = %j', (type, name, lastname, business, out) =>
    expect(taxpayerName({ document_type_id: type, name, lastname, business_name: business })).toBe(out),
  );
});

describe('bill and certificate numbers (DOMAIN "Bills": the invoice number only once accepted)', () => {
  it.each([
    [{ number: 7, proforma_number: null, receipt_number: 12 }, '00000007'],
    [{ number: null, proforma_number: 3, receipt_number: 12 }, 'P-00000003'],
    [{ number: null, proforma_number: null, receipt_number: 12 }, 'R-00000012'],
    [{ number: null, proforma_number: null, receipt_number: null }, ''],
  ])('%o is named %s', (bill, label) => expect(billNumberLabel(bill)).toBe(label));
  it('a certificate has 6 digits, an invoice 8', () => {
    expect([solvencyNumberText(1), invoiceNumberText(1), receiptNumberText(1)]).toEqual(['000001', '00000001', 'R-00000001']);
  });
});
