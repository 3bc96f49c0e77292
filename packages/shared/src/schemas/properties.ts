// The property form and its required fields by type and use (spec 000 section 5).
import { z } from 'zod';
import { FORM_TYPES, PROPERTY_TYPE, PROPERTY_USE } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { dec, isAmount } from '../money/index.ts';
import { optionalDateText, optionalId, optionalText } from './common.ts';

export const PROPERTY_FIELDS = [
  'property_use_id', 'property_type_id', 'economic_activity_id', 'nic', 'catastral_id', 'license',
  'zone', 'street', 'house_number', 'floor', 'size', 'reference', 'quantity_houses',
] as const;
export type PropertyField = (typeof PROPERTY_FIELDS)[number];

const n = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? undefined : Number(v));

/** NIC is shown when use or type is 2. */
export const showNic = (typeId?: number | string | null, useId?: number | string | null) => n(typeId) === 2 || n(useId) === 2;
/** License and floor are hidden when type is 2 (residential). */
export const showLicenseAndFloor = (typeId?: number | string | null) => n(typeId) !== PROPERTY_TYPE.RESIDENTIAL;
/** Quantity of houses only for residential type with condominium use. */
export const showQuantityHouses = (typeId?: number | string | null, useId?: number | string | null) =>
  n(typeId) === PROPERTY_TYPE.RESIDENTIAL && n(useId) === PROPERTY_USE.CONDOMINIUM;

const EXEMPT: Record<string, PropertyField[]> = {
  residentialCondominium: ['catastral_id', 'nic', 'reference'],
  commercial: ['catastral_id', 'floor', 'nic', 'license', 'house_number', 'reference'],
  industrialGovernment: ['catastral_id', 'floor', 'license', 'house_number', 'reference'],
};

/** Fields the form must fill for a type and use: the full set less the exemptions and hidden fields. */
export function requiredPropertyFields(typeId?: number | string | null, useId?: number | string | null): PropertyField[] {
  const t = n(typeId);
  const exempt = new Set<PropertyField>();
  if (t === PROPERTY_TYPE.RESIDENTIAL && n(useId) === PROPERTY_USE.CONDOMINIUM) EXEMPT.residentialCondominium.forEach((f) => exempt.add(f));
  if (t === PROPERTY_TYPE.COMMERCIAL) EXEMPT.commercial.forEach((f) => exempt.add(f));
  if (t === PROPERTY_TYPE.INDUSTRIAL || t === PROPERTY_TYPE.GOVERNMENT) EXEMPT.industrialGovernment.forEach((f) => exempt.add(f));
  if (!showNic(typeId, useId)) exempt.add('nic');
  if (!showLicenseAndFloor(typeId)) {
    exempt.add('license');
    exempt.add('floor');
  }
  if (!showQuantityHouses(typeId, useId)) exempt.add('quantity_houses');
  return PROPERTY_FIELDS.filter((f) => !exempt.has(f));
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Property payload (register, create, edit). Missing required field → one message; size ≤ 0 → another. */
export const propertySchema = z
  .object({
    id: optionalId(),
    property_use_id: optionalId(),
    property_type_id: optionalId(),
    economic_activity_id: optionalId(),
    owner: z.preprocess((v) => (v === undefined || v === '' || v === null ? 1 : v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v), z.coerce.number().int().min(0).max(1)),
    nic: optionalText(),
    catastral_id: optionalText(),
    license: optionalText(),
    zone: optionalText(),
    street: optionalText(),
    house_number: optionalText(),
    floor: optionalText(),
    size: z.preprocess((v) => (isBlank(v) ? undefined : String(v).trim().replace(',', '.')), z.string().optional()),
    reference: optionalText(),
    quantity_houses: z.preprocess((v) => (isBlank(v) ? undefined : v), z.coerce.number().int().optional()),
    date: optionalDateText(),
    vba_number: optionalText(),
    parent_id: optionalId(),
    type_form: z.preprocess((v) => (isBlank(v) ? FORM_TYPES.ESTATE : v), z.enum([FORM_TYPES.COMERCIAL, FORM_TYPES.ESTATE])),
  })
  .superRefine((v, ctx) => {
    const required = requiredPropertyFields(v.property_type_id, v.property_use_id);
    const missing = required.filter((f) => isBlank((v as Record<string, unknown>)[f]));
    if (missing.length) {
      // every missing field is marked in the form; the API answers with the (same) first message
      for (const f of missing) ctx.addIssue({ code: 'custom', message: MSG.properties.allDataRequired, path: [f] });
      return;
    }
    if (v.size !== undefined && (!isAmount(v.size) || dec(v.size).lte(0))) {
      ctx.addIssue({ code: 'custom', message: MSG.properties.sizePositive, path: ['size'] });
    }
    if (v.quantity_houses !== undefined && showQuantityHouses(v.property_type_id, v.property_use_id) && v.quantity_houses <= 0) {
      ctx.addIssue({ code: 'custom', message: MSG.properties.allDataRequired, path: ['quantity_houses'] });
    }
  });
export type PropertyInput = z.output<typeof propertySchema>;
