// 'Administradores': the texts of the area and the permission-matrix rules the API and the web
// share (000 sections 2, 6 and 8).
import { describe, expect, it } from 'vitest';
import { ACTION_MAIN, MODULES, PERMISSION_CATALOG, withMainActions } from '../src/constants/index.ts';
import { LABELS, MSG } from '../src/messages/index.ts';
import { moderatorCreateSchema, moderatorEditSchema } from '../src/schemas/index.ts';
import { firstError } from './helpers.ts';

describe('texts of the administrators area', () => {
  it.each([
    [MSG.moderators.userCreated, 'Se ha creado correctamente el usuario'],
    [MSG.moderators.userUpdated, 'Se ha modificado correctamente el usuario'],
    [MSG.moderators.userDeleted, 'Se ha eliminado correctamente el usuario'],
    [MSG.moderators.confirmStatus, '¿Desea cambiar el estatus del administrador?'],
    [MSG.moderators.confirmDelete, '¿Desea eliminar el administrador?'],
    [MSG.moderators.selfStatus, 'No puede desactivar su propio usuario'],
    [MSG.moderators.selfDelete, 'No puede eliminar su propio usuario'],
    [MSG.moderators.selfRole, 'No puede cambiar su propio rol'],
    [MSG.moderators.invalidRole, 'El rol no es válido'],
    [MSG.server.adminOnly, 'Solo un administrador puede realizar esta acción'],
    [LABELS.titles.administrators, 'Administradores'],
    [LABELS.titles.createAdministrator, 'Crear Administrador'],
    [LABELS.titles.editUser, 'Editar usuario'],
  ])('%s', (got, want) => expect(got).toBe(want));
});

describe('permission matrix rules', () => {
  it("the 'Usuarios' module is shown as 'Administradores'", () => {
    expect(PERMISSION_CATALOG.find((m) => m.id === MODULES.MODERATORS)).toMatchObject({ name: 'Usuarios', label: 'Administradores' });
  });
  it('every module with actions has exactly one main action', () => {
    for (const m of PERMISSION_CATALOG.filter((x) => x.actions.length)) {
      expect(m.actions.filter((a) => a.main === ACTION_MAIN)).toHaveLength(1);
    }
  });
  it.each([
    [['create-users'], ['view-users', 'create-users']],
    [
      ['edit-iva', 'delete-bank-accounts'],
      ['view-tariff', 'edit-iva', 'view-bank-accounts', 'delete-bank-accounts'],
    ],
    [['view-cash'], ['view-cash']],
    [[], []],
  ] as const)('a secondary action turns on its main action: %j', (given, want) => {
    expect(withMainActions(given)).toEqual(want);
  });
});

describe('administrator form', () => {
  const PW = 'Clave.Segura1';
  const form = { name: 'Luis', username: 'luis', email: 'luis@example.com', password: PW, password_confirmation: PW, permissions: '[]' };
  it.each([
    [form, null],
    [{ ...form, box: 'Caja 2', role_id: '2' }, null],
    [{ ...form, name: '' }, 'Debe completar todos los campos requeridos'],
    [{ ...form, email: '' }, 'Debe ingresar el correo electrónico'],
    [{ ...form, email: 'luis' }, 'El correo electrónico no es válido'],
    [{ ...form, password: 'corta' }, 'La contraseña debe tener al menos 8 caracteres'],
    [{ ...form, phone: '04a' }, 'Solo se permiten números'],
    [{ ...form, role_id: 'x' }, 'Los datos enviados no son válidos'],
    [{ ...form, box: 'x'.repeat(61) }, 'El texto excede la longitud permitida'],
  ])('create %#', (v, msg) => expect(firstError(moderatorCreateSchema, v)).toBe(msg));
  it('edit keeps the password optional', () => {
    expect(firstError(moderatorEditSchema, { ...form, password: '', password_confirmation: '' })).toBeNull();
  });
});
