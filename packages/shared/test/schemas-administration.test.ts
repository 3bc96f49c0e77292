// 000 section 5: tariffs, discounts, account record, bank accounts, complaints, solvency, history,
// parent, disincorporate, files, input sanitizers and list queries.
import { describe, expect, it } from 'vitest';
import {
  accountStatusFiltersSchema,
  activityHistorySchema,
  bankAccountSchema,
  capBelowMax,
  decimalOnly,
  deleteReasonSchema,
  digitsOnly,
  disincorporateSchema,
  discountSchema,
  economicActivityEditSchema,
  exchangeRateSchema,
  fileExtension,
  fileFormatError,
  limitDocument,
  makeAddParentSchema,
  makeNotificationDateSchema,
  pageQuery,
  pendingMonthsSchema,
  percentageSchema,
  scaledImageSize,
  solvencyDebtError,
  solvencySchema,
  statusChangeSchema,
  suggestionCreateSchema,
  suggestionMessageSchema,
  suggestionStatusSchema,
  ucdAmountSchema,
} from '../src/schemas/index.ts';
import { firstError } from './helpers.ts';

type Schema = Parameters<typeof firstError>[0];
const bank = {
  name: 'Alcaldía',
  bank_id: 1,
  document_type_id: 4,
  document: '200012345',
  number: '01020000000000000001',
  phone: '02121234567',
  account_type_id: 1,
};

describe('rules and messages', () => {
  it.each<[string, Schema, unknown, string | null]>([
    ['VAT 16', percentageSchema, { amount: '16' }, null],
    ['VAT 100', percentageSchema, { amount: '100' }, null],
    ['VAT 100.01', percentageSchema, { amount: '100.01' }, 'Lo sentimos, el valor no puede ser mayor a 100'],
    ['VAT 150', percentageSchema, { amount: 150 }, 'Lo sentimos, el valor no puede ser mayor a 100'],
    ['VAT 3 decimals', percentageSchema, { amount: '16.125' }, 'El valor numérico no es válido'],
    ['VAT empty', percentageSchema, { amount: '' }, 'Debe completar todos los campos requeridos'],
    ['VAT negative', percentageSchema, { amount: '-1' }, 'El valor numérico no es válido'],
    ['rate 4 decimals', exchangeRateSchema, { amount: '52,7512' }, null],
    ['rate 5 decimals', exchangeRateSchema, { amount: '52.75123' }, 'El valor numérico no es válido'],
    ['rate 0', exchangeRateSchema, { amount: '0' }, 'El valor numérico no es válido'],
    ['rate 1e13', exchangeRateSchema, { amount: '10000000000000' }, 'El valor es demasiado grande'],
    [
      'discount 101 %',
      discountSchema,
      { amount: 101, start_date: '2026-01-01', expire_date: '2026-02-01' },
      'Lo sentimos, el Porcentaje no puede ser mayor a 100',
    ],
    ['discount 5.5 %', discountSchema, { amount: '5.5', start_date: '2026-01-01', expire_date: '2026-02-01' }, 'El valor numérico no es válido'],
    ['discount without start', discountSchema, { amount: 5, start_date: '', expire_date: '2026-02-01' }, 'Lo sentimos, ambas fechas son requeridas'],
    ['discount without end', discountSchema, { amount: 5, start_date: '2026-02-01' }, 'Lo sentimos, ambas fechas son requeridas'],
    [
      'discount from after to',
      discountSchema,
      { amount: 5, start_date: '2026-03-01', expire_date: '2026-02-01' },
      'Lo sentimos, la fecha desde no puede ser mayor a la fecha hasta',
    ],
    ['discount date-times', discountSchema, { amount: 5, start_date: '2026-01-01 00:00:00', expire_date: '2026-02-01 00:00:00', items: '[1,2]' }, null],
    ['discount same day', discountSchema, { amount: 5, start_date: '2026-01-01', expire_date: '2026-01-01' }, null],
    [
      'activity edit',
      economicActivityEditSchema,
      {
        economic_activity_id: 1,
        name: 'Comercio',
        size: '100',
        tax_free: '0',
        prices: '[{"service_type_id":1,"commercial_factor":"1.5","additional_coefficient":"0.01","adjustment_factor":"1"}]',
      },
      null,
    ],
    [
      'activity edit bad factor',
      economicActivityEditSchema,
      {
        economic_activity_id: 1,
        name: 'Comercio',
        size: '100',
        prices: [{ service_type_id: 1, commercial_factor: 'x', additional_coefficient: '0', adjustment_factor: '1' }],
      },
      'El valor numérico no es válido',
    ],
    ['pending months 3', pendingMonthsSchema, { months: '3' }, null],
    ['pending months 0', pendingMonthsSchema, { months: 0 }, null],
    ['pending months 1.5', pendingMonthsSchema, { months: '1.5' }, 'El valor numérico no es válido'],
    ['pending months -1', pendingMonthsSchema, { months: -1 }, 'El valor numérico no es válido'],
    ['UCD value', ucdAmountSchema, { amount: '1.2345' }, null],
    ['UCD value 5 decimals', ucdAmountSchema, { amount: '1.23456' }, 'El valor numérico no es válido'],
    ['reason blank', deleteReasonSchema, { comment: '  ' }, 'Lo sentimos, el motivo no puede estar vacío'],
    ['reason given', deleteReasonSchema, { comment: 'Cobro duplicado' }, null],
    ['filters from after to', accountStatusFiltersSchema, { since: '2026-02-01', until: '2026-01-01' }, 'La fecha desde no puede ser mayor a la fecha hasta'],
    ['filters', accountStatusFiltersSchema, { page: '2', since: '01-01-2026', until: '', status: '1', search: ' AU-1 ' }, null],
    ['suggestion without text', suggestionCreateSchema, { zone: 'Centro', text: '' }, 'Debe ingresar un mensaje'],
    ['suggestion', suggestionCreateSchema, { zone: 'Centro', text: 'Basura en la esquina' }, null],
    ['reply without text', suggestionMessageSchema, { suggestion_id: 1, text: ' ' }, 'Debe ingresar un mensaje'],
    ['reply', suggestionMessageSchema, { suggestion_id: '1', text: 'Gracias' }, null],
    ['suggestion back to pending', suggestionStatusSchema, { suggestion_id: 1, status: 0 }, 'El estatus no es válido'],
    ['suggestion resolved', suggestionStatusSchema, { suggestion_id: 1, status: '3' }, null],
    ['solvency without property', solvencySchema, { property_id: '' }, 'Debe seleccionar la propiedad'],
    ['solvency', solvencySchema, { property_id: '4' }, null],
    [
      'history without start',
      activityHistorySchema,
      { property_id: 1, economic_activity_id: 2, start: '', end: '2026-01-01' },
      'La fecha desde y hasta son requeridas',
    ],
    ['history without end', activityHistorySchema, { property_id: 1, economic_activity_id: 2, start: '2026-01-01' }, 'La fecha desde y hasta son requeridas'],
    [
      'history bad date',
      activityHistorySchema,
      { property_id: 1, economic_activity_id: 2, start: 'ayer', end: '2026-01-01' },
      'La fecha desde y hasta son requeridas',
    ],
    [
      'history without activity',
      activityHistorySchema,
      { property_id: 1, start: '2026-01-01', end: '2026-02-01' },
      'Debe completar todos los campos requeridos',
    ],
    [
      'history reversed',
      activityHistorySchema,
      { property_id: 1, economic_activity_id: 2, start: '2026-03-01', end: '2026-02-01' },
      'La fecha desde no puede ser mayor a la fecha hasta',
    ],
    ['history', activityHistorySchema, { property_id: 1, economic_activity_id: 2, start: '01-01-2026', end: '2026-02-01' }, null],
    ['disincorporate without comment', disincorporateSchema, { id: 3, disincorporate: '' }, 'Debe agregar un comentario'],
    ['disincorporate', disincorporateSchema, { id: 3, disincorporate: 'Demolido' }, null],
    ['parent without code', makeAddParentSchema('AU-000001'), { findParentId: '' }, 'El código es requerido'],
    ['parent is itself', makeAddParentSchema('AU-000001'), { findParentId: ' au-000001 ' }, 'El código debe ser diferente al de la propiedad'],
    ['parent', makeAddParentSchema('AU-000001'), { findParentId: 'AU-000002' }, null],
    ['bank account', bankAccountSchema, bank, null],
    ['bank account number with dashes', bankAccountSchema, { ...bank, number: '0102-0000' }, 'Solo se permiten números'],
    ['bank account phone with letters', bankAccountSchema, { ...bank, phone: '0212abc' }, 'Solo se permiten números'],
    ['bank account without owner', bankAccountSchema, { ...bank, name: '' }, 'Debe completar todos los campos requeridos'],
    ['bank account without bank', bankAccountSchema, { ...bank, bank_id: '' }, 'Debe completar todos los campos requeridos'],
    [
      'bank account document too long for V',
      bankAccountSchema,
      { ...bank, document_type_id: 1, document: '123456789' },
      'El documento excede la longitud permitida para su tipo',
    ],
    ['status change', statusChangeSchema, { id: '4', status: '0' }, null],
    ['status change without status', statusChangeSchema, { id: '4' }, 'El estatus no es válido'],
    ['status change with an empty list (no 0 by coercion)', statusChangeSchema, { id: '4', status: [] }, 'El estatus no es válido'],
    ['status change with a boolean', statusChangeSchema, { id: '4', status: false }, 'El estatus no es válido'],
    ['status change to 2', statusChangeSchema, { id: '4', status: 2 }, 'El estatus no es válido'],
    ['page 0', pageQuery, { page: '0' }, 'Los datos enviados no son válidos'],
  ])('%s', (_name, schema, v, msg) => expect(firstError(schema, v)).toBe(msg));
  it('discount percentage defaults to 5 and items to none', () => {
    expect(discountSchema.parse({ start_date: '2026-01-01', expire_date: '2026-01-31' })).toMatchObject({ amount: 5, items: [] });
  });
  it('page defaults to 1 and search is trimmed', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, search: undefined });
    expect(pageQuery.parse({ page: '3', search: '  ana ' })).toEqual({ page: 3, search: 'ana' });
  });
  it('the notification date is today or later', () => {
    const schema = makeNotificationDateSchema(() => '2026-11-23');
    expect(firstError(schema, { date: '2026-11-23' })).toBeNull();
    expect(firstError(schema, { date: '2026-11-22' })).toBe('La fecha no puede ser anterior a la fecha actual');
  });
  it.each([
    ['0', null],
    ['0.0000', null],
    ['0.01', 'La propiedad no se encuentra solvente'],
  ])('solvency with debt %s', (debt, msg) => expect(solvencyDebtError(debt)).toBe(msg));
});

describe('files', () => {
  it.each([
    ['foto.JPG', 'default', null],
    ['foto.gif', 'default', null],
    ['doc.pdf', 'default', 'El formato del archivo no es válido'],
    ['doc.pdf', 'restricted', null],
    ['foto.gif', 'restricted', 'El formato del archivo no es válido'],
    ['hoja.xlsx', 'extended', null],
    ['carta.doc', 'extended', null],
    ['sin-extension', 'extended', 'El formato del archivo no es válido'],
    ['virus.exe', 'extended', 'El formato del archivo no es válido'],
    ['foto.jpg.exe', 'default', 'El formato del archivo no es válido'],
  ] as const)('%s in %s', (name, set, msg) => expect(fileFormatError(name, set)).toBe(msg));
  it('uses the default set', () => expect(fileFormatError('a.pdf')).toBe('El formato del archivo no es válido'));
  it.each([
    ['a.B.PnG', 'png'],
    ['noext', ''],
  ])('extension of %s', (n, e) => expect(fileExtension(n)).toBe(e));
  it.each([
    [4000, 3000, 1000, 750],
    [3000, 4000, 750, 1000],
    [800, 600, 800, 600],
    [1000, 1000, 1000, 1000],
    [1001, 10, 1000, 10],
  ])('image %sx%s scales to %sx%s', (w, h, ow, oh) => expect(scaledImageSize(w, h)).toEqual({ width: ow, height: oh }));
});

describe('input sanitizers (000 section 5)', () => {
  it.each([
    [digitsOnly('12a-3 4'), '1234'],
    [digitsOnly(''), ''],
    [decimalOnly('12.3.4'), '12.34'],
    [decimalOnly('-5,25'), '5.25'],
    [decimalOnly('1.23456', 4), '1.2345'],
    [decimalOnly('7.9', 0), '7'],
    [decimalOnly('abc'), ''],
    [decimalOnly(''), ''],
    [capBelowMax('99999999999999', '5'), '5'],
    [capBelowMax('9999999999999', '5'), '9999999999999'],
    [capBelowMax('9999999999999.99', '5'), '9999999999999.99'],
    [capBelowMax('10000000000000', '5'), '5'],
    [capBelowMax('', '5'), ''],
    [limitDocument(1, '123456789'), '12345678'],
    [limitDocument(1, '1234'), '1234'],
    [limitDocument(2, '1'.repeat(25)), '1'.repeat(20)],
    [limitDocument(3, 'J-1234567890'), '123456789'],
    [limitDocument(4, '1234567890'), '123456789'],
    [limitDocument(undefined, '123'), ''],
  ])('%#: %j', (got, want) => expect(got).toBe(want));
});
