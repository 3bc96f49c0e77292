// The number input's rule (spec 000 section 5, issue 11): the text typed → the value sent or a
// refusal; a separator is never dropped, digits are never joined across one.
import { describe, expect, it } from 'vitest';
import { MSG } from '@aseo/shared/messages';
import { handedValue, readNumber, sanitizeNumber, sentHint, type NumberMode } from '../../src/components/number-input.ts';

const INVALID = MSG.server.invalidNumber;
const TOO_LARGE = MSG.server.numberTooLarge;
const integer: NumberMode = { kind: 'integer' };
const decimal: NumberMode = { kind: 'decimal' };
const rate: NumberMode = { kind: 'decimal', precision: 4 };
const percent: NumberMode = { kind: 'decimal', precision: 2 };
const digits: NumberMode = { kind: 'digits' };

describe('readNumber: text typed → value sent or refusal', () => {
  it.each([
    // a lone ',' or '.' is the decimal separator
    ['7,5', percent, '7.5'],
    ['7.5', percent, '7.5'],
    ['150.5', percent, '150.5'],
    ['150,5', percent, '150.5'],
    ['61,25', rate, '61.25'],
    ['52.7500', rate, '52.7500'],
    ['1.234', rate, '1.234'],
    [',5', decimal, '0.5'],
    ['7,', decimal, '7'],
    ['12', decimal, '12'],
    [' 12,5 ', decimal, '12.5'],
    ['', decimal, ''],
    // Venezuelan grouping: '.' every three digits, ',' decimal
    ['1.234,56', percent, '1234.56'],
    ['1.234.567', decimal, '1234567'],
    ['12.345.678,9', decimal, '12345678.9'],
    // integers
    ['75', integer, '75'],
    ['', integer, ''],
    ['9999999999999', integer, '9999999999999'],
    // digits: identifiers keep their digits only
    ['0414-123.45.67', digits, '04141234567'],
  ] as const)('%j (%j) → %j', (text, mode, value) => expect(readNumber(text, mode)).toEqual({ ok: true, value }));

  it.each([
    // an integer field refuses any separator: "7,5" is never 75, "1.000" never 1
    ['7,5', integer, INVALID],
    ['7.5', integer, INVALID],
    ['1.000', integer, INVALID],
    ['7.5', { kind: 'decimal', precision: 0 }, INVALID],
    // ambiguous or malformed grouping is refused, not guessed
    ['1.2.3', decimal, INVALID],
    ['1,234.5', decimal, INVALID],
    ['1,234,567', decimal, INVALID],
    ['12.34,5', decimal, INVALID],
    ['1.234,5,6', decimal, INVALID],
    ['7,,5', decimal, INVALID],
    // more decimals than the precision
    ['61.12345', rate, INVALID],
    ['7,125', percent, INVALID],
    // not a number, and the cap
    ['-3', decimal, INVALID],
    ['12a', decimal, INVALID],
    ['10000000000000', integer, TOO_LARGE],
    ['10.000.000.000.000', decimal, TOO_LARGE],
  ] as const)('%j (%j) is refused: %s', (text, mode, message) => expect(readNumber(text, mode)).toEqual({ ok: false, message }));
});

describe('sanitizeNumber: the text kept after a keystroke', () => {
  it.each([
    ['12a3', '', digits, '123'],
    ['-12.5', '', digits, '125'],
    ['-3', '', decimal, '3'],
    ['12,5', '', decimal, '12,5'],
    ['1.2.3', '', decimal, '1.2.3'],
    ['7.5', '', integer, '7.5'],
    ['7,5', '', { kind: 'decimal', precision: 0 }, '7,5'],
    ['12.345', '', percent, '12.34'],
    ['61.12345', '', rate, '61.1234'],
    ['1.234,567', '', percent, '1.234,56'],
    ['52.75123', '52.7512', rate, '52.7512'],
    ['', '5', decimal, ''],
    // identifiers are not amounts: a bank account number has 20 digits
    ['01020000000000000001', '0102', digits, '01020000000000000001'],
    ['10000000000000', '999', integer, '999'],
    ['9999999999999.99', '1', percent, '9999999999999.99'],
  ] as const)('%j (prev %j, %j) → %j', (next, prev, mode, out) => expect(sanitizeNumber(next, prev, mode)).toBe(out));
});

describe('handedValue: what the form receives', () => {
  it.each([
    ['7,5', percent, '7.5'],
    ['1.234,56', percent, '1234.56'],
    ['75', integer, '75'],
    // refused: written so that no Number() or schema reads it as a number
    ['7.5', integer, '7,5'],
    ['1.000', integer, '1,000'],
    ['1.2.3', decimal, '1,2,3'],
  ] as const)('%j (%j) → %j', (text, mode, out) => expect(handedValue(text, mode)).toBe(out));

  it.each(['7.5', '7,5', '1.000', '150.5'])('an integer field never hands a number for %j', (text) => expect(Number(handedValue(text, integer))).toBeNaN());
});

describe('sentHint: the value shown under the field', () => {
  it.each([
    ['7,5', percent, 'Se enviará: 7.5'],
    ['1.234,56', percent, 'Se enviará: 1234.56'],
    ['7.5', percent, undefined],
    ['7.5', integer, undefined],
    ['', decimal, undefined],
  ] as const)('%j (%j) → %j', (text, mode, out) => expect(sentHint(text, mode)).toBe(out));
});
