// The one reader of typed or sent amounts (issue 25 item 4): what a person types is read, every other
// shape is refused with its reason, never rounded, never a throw; the schemas built on it.
import { describe, expect, it } from 'vitest';
import { invoiceItem } from '../src/contracts/cash.ts';
import { MSG } from '../src/messages/index.ts';
import { bs, readMoneyText, ucd } from '../src/money/index.ts';
import { decimalText } from '../src/schemas/index.ts';
import { firstError } from './helpers.ts';

describe('readMoneyText', () => {
  it.each([
    ['160.58', '160.58'],
    ['160,58', '160.58'],
    ['160,5', '160.5'],
    ['160', '160'],
    [' 12 ', '12'],
    ['\t12\n', '12'],
    ['0', '0'],
    ['0.00', '0.00'],
    ['000580.00', '580.00'],
    ['9999999999999.99', '9999999999999.99'],
    [160.58, '160.58'],
    [580, '580'],
    [-0, '0'],
  ])('%j → %j', (value, text) => {
    expect(readMoneyText(value, 'Bs')).toEqual({ ok: true, text });
    // what it answers is wire text the money constructors take
    expect(bs(text).toFixed(2)).toBe(Number(text).toFixed(2));
  });

  it.each([
    '1e3',
    '1E3',
    '1e-2',
    '+160.58',
    '-160.58',
    '-0',
    '.5',
    ',5',
    '5.',
    '5,',
    '1,5.3',
    '1.5.3',
    '1.234,56',
    '1 000',
    '1\u00a0000',
    '1_000',
    '0x10',
    'NaN',
    'Infinity',
    '-Infinity',
    '١٢٣',
    '１２',
    '12abc',
    'Bs 12',
    '',
    '   ',
    '(12)',
  ])('text %j is not an amount', (value) => expect(readMoneyText(value, 'Bs')).toEqual({ ok: false, problem: 'invalid' }));

  it.each([
    [-1],
    [1e21],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [[]],
    [['12']],
    [[12]],
    [{}],
    [{ amount: '12' }],
    [true],
    [null],
    [undefined],
    [Symbol('12')],
  ])('value %s is not an amount', (value) => expect(readMoneyText(value, 'Bs')).toEqual({ ok: false, problem: 'invalid' }));

  it.each([
    ['1.999', 'Bs', 'places'],
    ['160,581', 'Bs', 'places'],
    [0.1 + 0.2, 'Bs', 'places'],
    ['1.12345', 'Ucd', 'places'],
    ['10000000000000', 'Bs', 'tooLarge'],
    ['99999999999999999999', 'Bs', 'tooLarge'],
    ['1' + '0'.repeat(400), 'Bs', 'tooLarge'],
    [1e13, 'Bs', 'tooLarge'],
  ] as const)('%j (%s) → %s', (value, unit, problem) => expect(readMoneyText(value, unit)).toEqual({ ok: false, problem }));

  it('takes a unit or a number of places', () => {
    expect(readMoneyText('1.1234', 'Ucd')).toEqual({ ok: true, text: '1.1234' });
    expect(readMoneyText('1.12345678', 'Rate')).toEqual({ ok: true, text: '1.12345678' });
    expect(readMoneyText('1.5', 0)).toEqual({ ok: false, problem: 'places' });
    expect(readMoneyText('1.123456789', Infinity)).toEqual({ ok: true, text: '1.123456789' });
    expect(ucd(readMoneyText('0012,5', 'Ucd').ok ? '12.5' : '0').toFixed(4)).toBe('12.5000');
  });
});

describe('the schemas built on it', () => {
  it('decimalText keeps its messages', () => {
    const four = decimalText({ places: 4, positive: MSG.server.invalidNumber });
    expect(four.parse(' 1,5 ')).toBe('1.5');
    expect(firstError(four, '1e3')).toBe(MSG.server.invalidNumber);
    expect(firstError(four, '1.12345')).toBe(MSG.server.invalidNumber);
    expect(firstError(four, '10000000000000')).toBe(MSG.server.numberTooLarge);
    expect(firstError(four, '0.0')).toBe(MSG.server.invalidNumber);
    expect(firstError(four, '')).toBe(MSG.server.requiredField);
  });

  it("a new service's amount (UCD, 4 decimals) on the desk", () => {
    const fresh = { type: 'Servicio', service_type_id: 1 };
    expect(invoiceItem.parse({ ...fresh, amount: '12,5' }).amount).toBe('12.5');
    expect(invoiceItem.parse({ ...fresh, amount: 3 }).amount).toBe('3');
    for (const amount of ['1e3', '1.12345', '+1', '.5', '0', ['1'], '10000000000000']) {
      expect(firstError(invoiceItem, { ...fresh, amount })).toBe(MSG.cash.serviceAmount);
    }
  });
});
