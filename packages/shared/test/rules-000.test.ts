// Every rule and message of spec 000 section 5, table-driven.
import { describe, expect, it } from 'vitest';
import {
  activityHistorySchema, bankAccountSchema, changePasswordSchema, clientCreateSchema, clientEditSchema, deleteReasonSchema,
  disincorporateSchema, discountSchema, exchangeRateSchema, fileFormatError, loginSchema, makeAddParentSchema,
  pendingMonthsSchema, percentageSchema, profileSimpleSchema, propertySchema, recoverSchema, requiredPropertyFields,
  resetSchema, showLicenseAndFloor, showNic, showQuantityHouses, solvencySchema, suggestionCreateSchema,
  suggestionMessageSchema, registerSchema,
} from '../src/schemas/index.ts';
import { capBelowMax, decimalOnly, digitsOnly, limitDocument } from '../src/schemas/inputs.ts';
import { documentMaxLength } from '../src/constants/index.ts';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

describe('login, recover, reset, change password', () => {
  it.each([
    [{ username: 'a', password: 'b' }, null],
    [{ username: '', password: 'b' }, 'Debe ingresar el usuario'],
    [{ username: '  ', password: 'b' }, 'Debe ingresar el usuario'],
    [{ username: 'a', password: '' }, 'Debe ingresar la contraseña'],
  ])('login %j', (v, msg) => expect(firstError(loginSchema.safeParse(v))).toBe(msg));
  it.each([
    [{ email: 'a@b.co' }, null],
    [{ email: '' }, 'Debe ingresar el correo electrónico'],
    [{ email: 'nope' }, 'El correo electrónico no es válido'],
  ])('recover %j', (v, msg) => expect(firstError(recoverSchema.safeParse(v))).toBe(msg));
  it.each([
    [{ code: 'x', password: 'Clave.2026', password_confirmation: 'Clave.2026' }, null],
    [{ code: 'x', password: '', password_confirmation: '' }, 'Debe ingresar la contraseña'],
    [{ code: 'x', password: 'Clave.2026', password_confirmation: 'Otra.2026' }, 'Las contraseñas no coinciden'],
    [{ code: 'x', password: 'corta', password_confirmation: 'corta' }, 'La contraseña debe tener al menos 8 caracteres'],
    [{ code: 'x', password: 'ñ'.repeat(37), password_confirmation: 'ñ'.repeat(37) }, 'La contraseña no puede superar los 72 caracteres'],
  ])('reset %#', (v, msg) => expect(firstError(resetSchema.safeParse(v))).toBe(msg));
  it('change password needs the current one', () => {
    expect(firstError(changePasswordSchema.safeParse({ current_password: '', password: 'Clave.2026', password_confirmation: 'Clave.2026' }))).toBe('Debe ingresar la contraseña');
  });
});

const client = {
  name: 'Ana', document_type_id: 1, document: '12345678', fiscal_address: 'Calle 1', phone: '4141234567',
  email: 'ana@example.com', password: 'Clave.2026', password_confirmation: 'Clave.2026',
};

describe('client form', () => {
  it.each([
    [1, 8], [2, 20], [3, 9], [4, 9], [undefined, 0], [9, 0],
  ])('document max length for type %s is %s', (t, n) => expect(documentMaxLength(t)).toBe(n));
  it.each([
    [{}, null],
    [{ document: '123456789' }, 'El documento excede la longitud permitida para su tipo'],
    [{ document_type_id: 2, document: '12345678901234567890' }, null],
    [{ document_type_id: 3, document: '1234567890' }, 'El documento excede la longitud permitida para su tipo'],
    [{ document: '12a' }, 'Solo se permiten números'],
    [{ name: '' }, 'Debe completar todos los campos requeridos'],
    [{ fiscal_address: ' ' }, 'Debe completar todos los campos requeridos'],
    [{ phone: '' }, 'Debe completar todos los campos requeridos'],
    [{ email: '' }, 'Debe ingresar el correo electrónico'],
    [{ emails: [''] }, 'Debe ingresar el correo electrónico'],
    [{ phones: [{ phone: '' }] }, 'Debe completar todos los campos requeridos'],
    [{ password: '', password_confirmation: '' }, 'Debe ingresar la contraseña'],
    [{ password_confirmation: 'x' }, 'Las contraseñas no coinciden'],
  ])('create %j', (patch, msg) => expect(firstError(clientCreateSchema.safeParse({ ...client, ...patch }))).toBe(msg));
  it('edit does not require the password', () => {
    expect(clientEditSchema.safeParse({ ...client, password: '', password_confirmation: '' }).success).toBe(true);
  });
  it.each([[1, 1, 0], [3, 1, 1], [3, 2, 2], [4, 1, 0]])('type %s with retention %s keeps %s', (t, r, out) => {
    const doc = t === 3 || t === 4 ? '123456789' : '12345678';
    const parsed = clientCreateSchema.parse({ ...client, document_type_id: t, document: doc, retention: r });
    expect(parsed.retention).toBe(out);
    expect(parsed.business_name).toBe('Ana');
  });
  it('register needs the account name', () => {
    const prop = { property_type_id: 1, property_use_id: 1, economic_activity_id: 1, zone: 'a', street: 'b', size: '10' };
    expect(firstError(registerSchema.safeParse({ client, property: prop }))).toBe('Debe ingresar el usuario');
    expect(registerSchema.safeParse({ client: { ...client, username: 'ana' }, property: prop }).success).toBe(true);
  });
  it('profile simple variant', () => {
    expect(profileSimpleSchema.safeParse({ name: 'A', username: 'a', email: 'a@b.co' }).success).toBe(true);
    expect(firstError(profileSimpleSchema.safeParse({ name: 'A', username: '', email: 'a@b.co' }))).toBe('Debe ingresar el usuario');
  });
});

describe('property required fields by type and use', () => {
  it.each([
    [2, 2, ['property_use_id', 'property_type_id', 'economic_activity_id', 'zone', 'street', 'house_number', 'size', 'quantity_houses']],
    [1, 1, ['property_use_id', 'property_type_id', 'economic_activity_id', 'zone', 'street', 'size']],
    [1, 2, ['property_use_id', 'property_type_id', 'economic_activity_id', 'zone', 'street', 'size']],
    [3, 1, ['property_use_id', 'property_type_id', 'economic_activity_id', 'zone', 'street', 'size']],
    [4, 2, ['property_use_id', 'property_type_id', 'economic_activity_id', 'nic', 'zone', 'street', 'size']],
    [2, 1, ['property_use_id', 'property_type_id', 'economic_activity_id', 'nic', 'catastral_id', 'zone', 'street', 'house_number', 'size', 'reference']],
  ])('type %s use %s', (t, u, fields) => expect(requiredPropertyFields(t, u).sort()).toEqual([...fields].sort()));
  it.each([
    [1, 1, false, true, false], [2, 1, true, false, false], [1, 2, true, true, false], [2, 2, true, false, true], [3, 3, false, true, false],
  ])('visibility type %s use %s: nic %s, license/floor %s, houses %s', (t, u, nic, lf, houses) => {
    expect(showNic(t, u)).toBe(nic);
    expect(showLicenseAndFloor(t)).toBe(lf);
    expect(showQuantityHouses(t, u)).toBe(houses);
  });
  const commercial = { property_type_id: 1, property_use_id: 1, economic_activity_id: 3, zone: 'Centro', street: 'Av', size: '50' };
  it.each([
    [{}, null],
    [{ size: '0' }, 'El campo metraje de la propiedad debe ser mayor a 0'],
    [{ size: '-3' }, 'El campo metraje de la propiedad debe ser mayor a 0'],
    [{ size: '' }, 'Debe ingresar todos los datos de las propiedades'],
    [{ zone: '' }, 'Debe ingresar todos los datos de las propiedades'],
    [{ property_type_id: 2, property_use_id: 2, house_number: '1' }, 'Debe ingresar todos los datos de las propiedades'],
    [{ property_type_id: 2, property_use_id: 2, house_number: '1', quantity_houses: 4 }, null],
    [{ date: '15-03-2026' }, null],
  ])('property %j', (patch, msg) => expect(firstError(propertySchema.safeParse({ ...commercial, ...patch }))).toBe(msg));
  it('defaults: owner yes, form type estate, date normalised', () => {
    const p = propertySchema.parse({ ...commercial, date: '15-03-2026' });
    expect(p).toMatchObject({ owner: 1, type_form: 'ESTATE', date: '2026-03-15' });
  });
});

describe('tariffs, account record, bank accounts, complaints, solvency, history, parent, disincorporate', () => {
  it.each([
    [percentageSchema, { amount: '16' }, null],
    [percentageSchema, { amount: '100' }, null],
    [percentageSchema, { amount: '100.01' }, 'Lo sentimos, el valor no puede ser mayor a 100'],
    [exchangeRateSchema, { amount: '52.7512' }, null],
    [exchangeRateSchema, { amount: '52.75123' }, 'El valor numérico no es válido'],
    [exchangeRateSchema, { amount: '0' }, 'El valor numérico no es válido'],
    [discountSchema, { amount: 101, start_date: '2026-01-01', expire_date: '2026-02-01' }, 'Lo sentimos, el Porcentaje no puede ser mayor a 100'],
    [discountSchema, { amount: 5, start_date: '', expire_date: '2026-02-01' }, 'Lo sentimos, ambas fechas son requeridas'],
    [discountSchema, { amount: 5, start_date: '2026-03-01', expire_date: '2026-02-01' }, 'Lo sentimos, la fecha desde no puede ser mayor a la fecha hasta'],
    [discountSchema, { amount: 5, start_date: '2026-01-01 00:00:00', expire_date: '2026-02-01 00:00:00' }, null],
    [pendingMonthsSchema, { months: '3' }, null],
    [pendingMonthsSchema, { months: '1.5' }, 'El valor numérico no es válido'],
    [deleteReasonSchema, { comment: '  ' }, 'Lo sentimos, el motivo no puede estar vacío'],
    [suggestionCreateSchema, { zone: 'Centro', text: '' }, 'Debe ingresar un mensaje'],
    [suggestionMessageSchema, { suggestion_id: 1, text: '' }, 'Debe ingresar un mensaje'],
    [solvencySchema, { property_id: '' }, 'Debe seleccionar la propiedad'],
    [solvencySchema, { property_id: '4' }, null],
    [activityHistorySchema, { property_id: 1, economic_activity_id: 2, start: '', end: '2026-01-01' }, 'La fecha desde y hasta son requeridas'],
    [activityHistorySchema, { property_id: 1, economic_activity_id: 2, start: '2026-01-01', end: '2026-02-01' }, null],
    [disincorporateSchema, { disincorporate: '' }, 'Debe agregar un comentario'],
    [makeAddParentSchema('AU-000001'), { findParentId: '' }, 'El código es requerido'],
    [makeAddParentSchema('AU-000001'), { findParentId: 'au-000001' }, 'El código debe ser diferente al de la propiedad'],
    [makeAddParentSchema('AU-000001'), { findParentId: 'AU-000002' }, null],
    [bankAccountSchema, { name: 'Alcaldía', bank_id: 1, document_type_id: 4, document: '200', number: '0102', phone: '0212', account_type_id: 1 }, null],
    [bankAccountSchema, { name: 'Alcaldía', bank_id: 1, document_type_id: 4, document: '200', number: '01-02', phone: '0212', account_type_id: 1 }, 'Solo se permiten números'],
  ] as const)('%#: %j', (schema, v, msg) => expect(firstError((schema as unknown as { safeParse: (x: unknown) => never }).safeParse(v))).toBe(msg));
  it('discount percentage defaults to 5', () => {
    expect(discountSchema.parse({ start_date: '2026-01-01', expire_date: '2026-01-31' }).amount).toBe(5);
  });
});

describe('files and input sanitizers', () => {
  it.each([
    ['foto.JPG', 'default', null], ['foto.gif', 'default', null], ['doc.pdf', 'default', 'El formato del archivo no es válido'],
    ['doc.pdf', 'restricted', null], ['foto.gif', 'restricted', 'El formato del archivo no es válido'],
    ['hoja.xlsx', 'extended', null], ['carta.doc', 'extended', null], ['sin-extension', 'extended', 'El formato del archivo no es válido'],
  ] as const)('%s in %s', (name, set, msg) => expect(fileFormatError(name, set)).toBe(msg));
  it.each([
    [digitsOnly('12a-3 4'), '1234'],
    [decimalOnly('12.3.4'), '12.34'],
    [decimalOnly('-5,25'), '5.25'],
    [decimalOnly('1.23456', 4), '1.2345'],
    [decimalOnly('7.9', 0), '7'],
    [decimalOnly(''), ''],
    [capBelowMax('99999999999999', '5'), '5'],
    [capBelowMax('9999999999999', '5'), '9999999999999'],
    [capBelowMax('10000000000000', '5'), '5'],
    [limitDocument(1, '123456789'), '12345678'],
    [limitDocument(3, 'J-1234567890'), '123456789'],
    [limitDocument(undefined, '123'), ''],
  ])('%#: %s', (got, want) => expect(got).toBe(want));
});
