// 000 section 5: login, recover, reset, change password, client, register, profile, administrator.
import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  checkCodeSchema,
  clientCreateSchema,
  clientEditSchema,
  clientSchema,
  loginSchema,
  makeClientSchema,
  moderatorCreateSchema,
  moderatorEditSchema,
  profileClientSchema,
  profileSimpleSchema,
  recoverSchema,
  registerSchema,
  resetSchema,
} from '../src/schemas/index.ts';
import { normalizeUsername } from '../src/format/index.ts';
import { firstError } from './helpers.ts';

const PW = 'Clave.2026';

describe('login, recover, reset, change password', () => {
  it.each([
    [{ username: 'ana', password: 'x' }, null],
    [{ username: '', password: 'x' }, 'Debe ingresar el usuario'],
    [{ username: '   ', password: 'x' }, 'Debe ingresar el usuario'],
    [{ password: 'x' }, 'Debe ingresar el usuario'],
    [{ username: 'ana', password: '' }, 'Debe ingresar la contraseña'],
    [{ username: 'ana' }, 'Debe ingresar la contraseña'],
  ])('login %j → %j', (v, msg) => expect(firstError(loginSchema, v)).toBe(msg));
  it.each([
    [{ email: 'ana@example.com' }, null],
    [{ email: ' ana@example.com ', account: 'true' }, null],
    [{ email: '' }, 'Debe ingresar el correo electrónico'],
    [{}, 'Debe ingresar el correo electrónico'],
    [{ email: 'ana' }, 'El correo electrónico no es válido'],
  ])('recover %j → %j', (v, msg) => expect(firstError(recoverSchema, v)).toBe(msg));
  it('recover reads the account flag', () => expect(recoverSchema.parse({ email: 'a@b.co', account: 'true' }).account).toBe(1));
  it('check-code accepts any text and trims it', () => expect(checkCodeSchema.parse({ code: ' abc ' }).code).toBe('abc'));
  it.each([
    [{ code: 'x', password: PW, password_confirmation: PW }, null],
    [{ code: '', password: PW, password_confirmation: PW }, 'El código no es válido o ha expirado'],
    [{ code: 'x', password: '', password_confirmation: PW }, 'Debe ingresar la contraseña'],
    [{ code: 'x', password: PW, password_confirmation: '' }, 'Debe ingresar la contraseña'],
    [{ code: 'x', password: PW, password_confirmation: 'Otra.2026' }, 'Las contraseñas no coinciden'],
    [{ code: 'x', password: 'corta', password_confirmation: 'corta' }, 'La contraseña debe tener al menos 8 caracteres'],
    [{ code: 'x', password: 'a'.repeat(72), password_confirmation: 'a'.repeat(72) }, null],
    [{ code: 'x', password: 'a'.repeat(73), password_confirmation: 'a'.repeat(73) }, 'La contraseña no puede superar los 72 caracteres'],
    // 37 × 'ñ' is 37 characters but 74 bytes: bcrypt would drop the end
    [{ code: 'x', password: 'ñ'.repeat(37), password_confirmation: 'ñ'.repeat(37) }, 'La contraseña no puede superar los 72 caracteres'],
  ])('reset %#', (v, msg) => expect(firstError(resetSchema, v)).toBe(msg));
  it.each([
    [{ current_password: 'vieja', password: PW, password_confirmation: PW }, null],
    [{ current_password: '', password: PW, password_confirmation: PW }, 'Debe ingresar la contraseña'],
    [{ current_password: 'vieja', password: PW, password_confirmation: 'x' }, 'Las contraseñas no coinciden'],
    [{ current_password: 'vieja', password: '1234567', password_confirmation: '1234567' }, 'La contraseña debe tener al menos 8 caracteres'],
  ])('change password %#', (v, msg) => expect(firstError(changePasswordSchema, v)).toBe(msg));
});

const client = {
  name: 'Ana',
  document_type_id: 1,
  document: '12345678',
  fiscal_address: 'Calle 1',
  phone: '4141234567',
  email: 'ana@example.com',
  password: PW,
  password_confirmation: PW,
};

describe('client form', () => {
  it.each([
    [{}, null],
    [{ document_type_id: '1', phone: 4141234567 }, null],
    [{ document: '123456789' }, 'El documento excede la longitud permitida para su tipo'],
    [{ document_type_id: 2, document: '12345678901234567890' }, null],
    [{ document_type_id: 2, document: '123456789012345678901' }, 'El documento excede la longitud permitida para su tipo'],
    [{ document_type_id: 3, document: '1234567890' }, 'El documento excede la longitud permitida para su tipo'],
    [{ document_type_id: 4, document: '123456789' }, null],
    [{ document: '12a' }, 'Solo se permiten números'],
    [{ document: '' }, 'Debe completar todos los campos requeridos'],
    [{ document_type_id: '' }, 'Debe completar todos los campos requeridos'],
    [{ document_type_id: 7 }, 'Debe completar todos los campos requeridos'],
    [{ name: '' }, 'Debe completar todos los campos requeridos'],
    [{ name: 'A'.repeat(151) }, 'El texto excede la longitud permitida'],
    [{ fiscal_address: ' ' }, 'Debe completar todos los campos requeridos'],
    [{ phone: '' }, 'Debe completar todos los campos requeridos'],
    [{ phone: '0414-123' }, 'Solo se permiten números'],
    [{ email: '' }, 'Debe ingresar el correo electrónico'],
    [{ email: 'ana@' }, 'El correo electrónico no es válido'],
    [{ emails: ['otra@example.com'] }, null],
    [{ emails: '["otra@example.com"]' }, null],
    [{ emails: [''] }, 'Debe ingresar el correo electrónico'],
    [{ phones: [{ phone_code: '0414', phone: '1234567' }] }, null],
    [{ phones: [{ phone_code: '0212', phone: '' }] }, 'Debe completar todos los campos requeridos'],
    // an additional phone is entered like the main one: area code and number
    [{ phones: [{ phone: '' }] }, 'Debe seleccionar el código de área del teléfono'],
    [{ phones: [{ phone_code: '', phone: '1234567' }] }, 'Debe seleccionar el código de área del teléfono'],
    [{ phones: '[{"phone":"1234567"}]' }, 'Debe seleccionar el código de área del teléfono'],
    [{ phones: [{ phone_code: '9999', phone: '1234567' }] }, 'El código de área del teléfono no es válido'],
    [{ phone_code: '0414' }, null],
    [{ phone_code: '' }, null],
    [{ phone_code: '414' }, 'El código de área del teléfono no es válido'],
    [{ retention: 5, document_type_id: 3, document: '123456789' }, 'Los datos enviados no son válidos'],
    [{ password: '', password_confirmation: '' }, 'Debe ingresar la contraseña'],
    [{ password_confirmation: 'x' }, 'Las contraseñas no coinciden'],
    [{ password: 'corta', password_confirmation: 'corta' }, 'La contraseña debe tener al menos 8 caracteres'],
  ])('create %j → %j', (patch, msg) => expect(firstError(clientCreateSchema, { ...client, ...patch })).toBe(msg));
  it.each([
    [{ password: '', password_confirmation: '' }, null],
    [{ password: undefined, password_confirmation: undefined }, null],
    [{ password: PW, password_confirmation: '' }, 'Las contraseñas no coinciden'],
  ])('edit does not require the password %#', (patch, msg) => expect(firstError(clientEditSchema, { ...client, ...patch })).toBe(msg));
  it('makeClientSchema builds both variants; clientSchema is the register form', () => {
    expect(firstError(makeClientSchema({ requirePassword: true }), { ...client, password: '' })).toBe('Debe ingresar la contraseña');
    expect(firstError(makeClientSchema({ requirePassword: false }), { ...client, password: '', password_confirmation: '' })).toBeNull();
    expect(clientSchema).toBe(clientCreateSchema);
  });
  it.each([
    [1, 1, 0],
    [2, 2, 0],
    [3, 1, 1],
    [3, 2, 2],
    [3, '', 0],
    [4, 1, 0],
  ])('type %s with retention %j keeps %s', (t, r, out) => {
    const doc = t === 3 || t === 4 ? '123456789' : '12345678';
    const parsed = clientCreateSchema.parse({ ...client, document_type_id: t, document: doc, retention: r });
    expect(parsed.retention).toBe(out);
    expect(parsed.business_name).toBe('Ana');
  });
  it('blank optional fields come out undefined and lists empty', () => {
    expect(clientEditSchema.parse({ ...client, lastname: ' ', note: '', emails: '', phones: undefined })).toMatchObject({
      lastname: undefined,
      note: undefined,
      emails: [],
      phones: [],
    });
  });
});

const property = { property_type_id: 1, property_use_id: 1, economic_activity_id: 1, zone: 'Centro', street: 'Av. 1', size: '10' };

describe('register and profile', () => {
  it.each([
    [{ client: { ...client, username: 'ana' }, property }, null],
    [{ client, property }, 'Debe ingresar el usuario'],
    [{ client: { ...client, username: 'ana' }, property: { ...property, zone: '' } }, 'Debe ingresar todos los datos de las propiedades'],
    [{ client: { ...client, username: 'ana', name: '' }, property }, 'Debe completar todos los campos requeridos'],
  ])('register %#', (v, msg) => expect(firstError(registerSchema, v)).toBe(msg));
  it.each([
    [{ name: 'Ana', document_type_id: 1, document: '12345678', fiscal_address: 'Calle 1', phone: '4141234567', email: 'ana@example.com' }, null],
    [
      { name: 'Ana', document_type_id: 1, document: '123456789', fiscal_address: 'Calle 1', phone: '4141234567', email: 'ana@example.com' },
      'El documento excede la longitud permitida para su tipo',
    ],
    [
      { name: '', document_type_id: 1, document: '1', fiscal_address: 'Calle 1', phone: '1', email: 'ana@example.com' },
      'Debe completar todos los campos requeridos',
    ],
  ])('Mis Datos %#', (v, msg) => expect(firstError(profileClientSchema, v)).toBe(msg));
  it.each([
    [{ name: 'A', username: 'a', email: 'a@b.co' }, null],
    [{ name: 'A', username: 'a', email: 'a@b.co', document_type_id: 1, document: '12345678', phone: '4141234567' }, null],
    [{ name: 'A', username: '', email: 'a@b.co' }, 'Debe ingresar el usuario'],
    [{ name: 'A', username: 'a', email: 'a@b.co', document_type_id: 1, document: '123456789' }, 'El documento excede la longitud permitida para su tipo'],
    [{ name: 'A', username: 'a', email: 'a@b.co', document: '1' }, 'El documento excede la longitud permitida para su tipo'],
  ])('simple profile %#', (v, msg) => expect(firstError(profileSimpleSchema, v)).toBe(msg));
});

// Look-alike usernames (issue 10): NFKC + trim everywhere; invisible characters and mixed scripts refused on every form that sets one.
describe('usernames', () => {
  const INVISIBLE = 'El usuario no puede contener caracteres invisibles ni de control';
  const MIXED = 'El usuario no puede mezclar letras de distintos alfabetos';
  const forms = [
    ['register', (u: string) => ({ client: { ...client, username: u }, property }), registerSchema],
    ['client form', (u: string) => ({ ...client, username: u }), clientCreateSchema],
    ['simple profile', (u: string) => ({ name: 'A', username: u, email: 'a@b.co' }), profileSimpleSchema],
    [
      'administrator',
      (u: string) => ({ name: 'Luis', username: u, email: 'l@b.co', password: PW, password_confirmation: PW, permissions: [] }),
      moderatorCreateSchema,
    ],
  ] as const;
  const cases: [string, string | null][] = [
    ['José.Pérez_1', null],
    ['админ', null], // one script, whatever it is
    ['admin\u200b', INVISIBLE], // zero-width space
    ['ad\u200dmin', INVISIBLE], // zero-width joiner
    ['admin\u200f', INVISIBLE], // right-to-left mark
    ['\u202eadmin', INVISIBLE], // right-to-left override
    ['ad\u00admin', INVISIBLE], // soft hyphen
    ['admin\ufe0f', INVISIBLE], // variation selector
    ['ad\tmin', INVISIBLE],
    ['admin\u3164', INVISIBLE], // Hangul filler
    ['\u0430dmin', MIXED], // Cyrillic а
    ['p\u0430yp\u0430l', MIXED],
    ['\u03bfmar', MIXED], // Greek ο
  ];
  it.each(forms.flatMap(([name, build, schema]) => cases.map(([u, msg]) => [name, JSON.stringify(u), build(u), schema, msg] as const)))(
    '%s %s',
    (_n, _u, v, schema, msg) => expect(firstError(schema, v)).toBe(msg),
  );
  it('normalises NFKC and trims: full-width letters and ligatures become plain letters', () => {
    expect(profileSimpleSchema.parse({ name: 'A', username: ' ａｄｍｉｎ ', email: 'a@b.co' }).username).toBe('admin');
    expect(registerSchema.parse({ client: { ...client, username: 'ﬁle' }, property }).client.username).toBe('file');
    expect(normalizeUsername('\u00a0Ana\u2003')).toBe('Ana');
  });
  it('sign-in normalises the same way and refuses nothing for its characters (it just matches no account)', () => {
    expect(loginSchema.parse({ username: 'ａｄｍｉｎ', password: 'x' }).username).toBe('admin');
    expect(firstError(loginSchema, { username: 'admin\u200b', password: 'x' })).toBeNull();
  });
  it("'Mis Datos' does not check the read-only username", () => {
    expect(firstError(profileClientSchema, { ...client, username: 'admin\u200b' })).toBeNull();
  });
});

describe('administrator form', () => {
  const admin = { name: 'Luis', username: 'luis', email: 'luis@example.com', password: PW, password_confirmation: PW, permissions: ['view-cash', 'edit-ucd'] };
  it.each([
    [admin, null],
    [{ ...admin, permissions: '["view-cash"]' }, null],
    [{ ...admin, permissions: ['view-everything'] }, 'El permiso no es válido'],
    [{ ...admin, username: '' }, 'Debe ingresar el usuario'],
    [{ ...admin, password: '' }, 'Debe ingresar la contraseña'],
    [{ ...admin, password_confirmation: 'x' }, 'Las contraseñas no coinciden'],
  ])('create %#', (v, msg) => expect(firstError(moderatorCreateSchema, v)).toBe(msg));
  it('edit leaves the password optional and removes repeated codes', () => {
    const parsed = moderatorEditSchema.parse({ ...admin, password: '', password_confirmation: '', permissions: ['view-cash', 'view-cash'] });
    expect(parsed.password).toBeUndefined();
    expect(parsed.permissions).toEqual(['view-cash']);
  });
});
