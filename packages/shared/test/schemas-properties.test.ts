// 000 section 5: property required fields by type and use, visibility, messages and defaults.
import { describe, expect, it } from 'vitest';
import { defaultTypeForm, propertySchema, requiredPropertyFields, showLicenseAndFloor, showNic, showQuantityHouses } from '../src/schemas/index.ts';
import { firstError } from './helpers.ts';

const BASE = ['property_use_id', 'property_type_id', 'economic_activity_id', 'zone', 'street', 'size'];

describe('required fields by type and use', () => {
  it.each([
    ['residential + condominium', 2, 2, [...BASE, 'house_number', 'quantity_houses']],
    ['residential + individual', 2, 1, [...BASE, 'nic', 'catastral_id', 'house_number', 'reference']],
    ['residential + shopping center', 2, 3, [...BASE, 'nic', 'catastral_id', 'house_number', 'reference']],
    ['commercial + individual', 1, 1, BASE],
    ['commercial + condominium', 1, 2, BASE],
    ['industrial + individual', 3, 1, BASE],
    ['industrial + condominium', 3, 2, [...BASE, 'nic']],
    ['government + individual', 4, 1, BASE],
    ['government + condominium', 4, 2, [...BASE, 'nic']],
    ['no type or use yet', undefined, undefined, [...BASE, 'catastral_id', 'license', 'house_number', 'floor', 'reference']],
  ])('%s', (_name, t, u, fields) => expect(requiredPropertyFields(t, u).sort()).toEqual([...fields].sort()));
  it('codes may arrive as text', () => expect(requiredPropertyFields('2', '2')).toEqual(requiredPropertyFields(2, 2)));
  it.each([
    [1, 1, false, true, false],
    [2, 1, true, false, false],
    [1, 2, true, true, false],
    [2, 2, true, false, true],
    [3, 3, false, true, false],
    [4, 2, true, true, false],
    ['2', '2', true, false, true],
    [undefined, undefined, false, true, false],
  ])('type %j use %j: NIC %s, license and floor %s, houses %s', (t, u, nic, lf, houses) => {
    expect(showNic(t, u)).toBe(nic);
    expect(showLicenseAndFloor(t)).toBe(lf);
    expect(showQuantityHouses(t, u)).toBe(houses);
  });
  it('secondary properties default to the commercial form', () => {
    expect(defaultTypeForm(true)).toBe('COMERCIAL');
    expect(defaultTypeForm(false)).toBe('ESTATE');
  });
});

const commercial = { property_type_id: 1, property_use_id: 1, economic_activity_id: 3, zone: 'Centro', street: 'Av. 1', size: '50' };
const condo = {
  property_type_id: 2,
  property_use_id: 2,
  economic_activity_id: 1,
  zone: 'Este',
  street: 'Calle 2',
  house_number: '4B',
  size: '80',
  quantity_houses: '12',
};
const house = { ...condo, property_use_id: 1, quantity_houses: undefined, nic: '123', catastral_id: 'C-1', reference: 'Frente a la plaza' };
const industry = { ...commercial, property_type_id: 3, property_use_id: 2, nic: '55' };

describe('property form messages', () => {
  it.each([
    ['commercial complete', commercial, null],
    ['condominium complete', condo, null],
    ['residential house complete', house, null],
    ['industrial in a condominium complete', industry, null],
    ['size 0', { ...commercial, size: '0' }, 'El campo metraje de la propiedad debe ser mayor a 0'],
    ['size negative', { ...commercial, size: '-3' }, 'El campo metraje de la propiedad debe ser mayor a 0'],
    ['size not a number', { ...commercial, size: 'diez' }, 'El campo metraje de la propiedad debe ser mayor a 0'],
    ['size with a decimal comma', { ...commercial, size: '12,5' }, null],
    ['size too large', { ...commercial, size: '10000000000000' }, 'El valor es demasiado grande'],
    ['size missing', { ...commercial, size: '' }, 'Debe ingresar todos los datos de las propiedades'],
    ['zone missing', { ...commercial, zone: '' }, 'Debe ingresar todos los datos de las propiedades'],
    ['street blank', { ...commercial, street: '   ' }, 'Debe ingresar todos los datos de las propiedades'],
    ['type missing', { ...commercial, property_type_id: '' }, 'Debe ingresar todos los datos de las propiedades'],
    ['activity missing', { ...commercial, economic_activity_id: undefined }, 'Debe ingresar todos los datos de las propiedades'],
    ['condominium without houses', { ...condo, quantity_houses: '' }, 'Debe ingresar todos los datos de las propiedades'],
    ['condominium with 0 houses', { ...condo, quantity_houses: 0 }, 'Debe ingresar todos los datos de las propiedades'],
    ['condominium without house number', { ...condo, house_number: '' }, 'Debe ingresar todos los datos de las propiedades'],
    ['residential house without NIC', { ...house, nic: '' }, 'Debe ingresar todos los datos de las propiedades'],
    ['residential house without reference', { ...house, reference: '' }, 'Debe ingresar todos los datos de las propiedades'],
    ['industrial in a condominium without NIC', { ...industry, nic: '' }, 'Debe ingresar todos los datos de las propiedades'],
    ['date DD-MM-YYYY', { ...commercial, date: '15-03-2026' }, null],
    ['date not real', { ...commercial, date: '31-02-2026' }, 'La fecha no es válida'],
    ['bad form type', { ...commercial, type_form: 'OTRO' }, 'Los datos enviados no son válidos'],
  ])('%s', (_name, v, msg) => expect(firstError(propertySchema, v)).toBe(msg));
  it('marks every missing field for the form', () => {
    const r = propertySchema.safeParse({ property_type_id: 1, property_use_id: 1 });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0])).toEqual(['economic_activity_id', 'zone', 'street', 'size']);
  });
  it.each([
    [{ ...commercial }, { owner: 1, type_form: 'ESTATE' }],
    [
      { ...commercial, date: '15-03-2026', owner: '0' },
      { owner: 0, date: '2026-03-15' },
    ],
    [
      { ...commercial, date: '2026-03-15', owner: false, type_form: 'COMERCIAL' },
      { owner: 0, date: '2026-03-15', type_form: 'COMERCIAL' },
    ],
    [{ ...condo }, { quantity_houses: 12, size: '80', property_type_id: 2 }],
  ])('defaults and normalisation %#', (v, out) => expect(propertySchema.parse(v)).toMatchObject(out));
});
