// The property form and its required fields by type and use (000 section 5).
import { z } from 'zod';
import { FORM_TYPES, MAX_NUMBER, PROPERTY_TYPE, PROPERTY_USE } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { dec, isAmount } from '../money/index.ts';
import { fromInputDate } from '../format/index.ts';
import { formObject, int32, isBlank, LONG_TEXT, optionalDateText, optionalId, optionalText } from './common.ts';

const P = MSG.properties;
const S = MSG.server;

export const PROPERTY_FIELDS = [
  'property_use_id',
  'property_type_id',
  'economic_activity_id',
  'nic',
  'catastral_id',
  'license',
  'zone',
  'street',
  'house_number',
  'floor',
  'size',
  'reference',
  'quantity_houses',
] as const;
export type PropertyField = (typeof PROPERTY_FIELDS)[number];
type Code = number | string | null | undefined;

const num = (v: Code) => (isBlank(v) ? undefined : Number(v));

/** NIC is shown when use or type is 2. */
export const showNic = (typeId?: Code, useId?: Code) => num(typeId) === 2 || num(useId) === 2;
/** License and floor are hidden when the type is 2 (residential). */
export const showLicenseAndFloor = (typeId?: Code) => num(typeId) !== PROPERTY_TYPE.RESIDENTIAL;
/** Quantity of houses only for a residential type with condominium use. */
export const showQuantityHouses = (typeId?: Code, useId?: Code) => num(typeId) === PROPERTY_TYPE.RESIDENTIAL && num(useId) === PROPERTY_USE.CONDOMINIUM;

const EXEMPT_RESIDENTIAL_CONDOMINIUM: PropertyField[] = ['catastral_id', 'nic', 'reference'];
const EXEMPT_COMMERCIAL: PropertyField[] = ['catastral_id', 'floor', 'nic', 'license', 'house_number', 'reference'];
const EXEMPT_INDUSTRIAL_GOVERNMENT: PropertyField[] = ['catastral_id', 'floor', 'license', 'house_number', 'reference'];

/** Fields the form must fill for a type and use: the full set less the exemptions and the hidden fields. */
export function requiredPropertyFields(typeId?: Code, useId?: Code): PropertyField[] {
  const t = num(typeId);
  const exempt = new Set<PropertyField>();
  if (t === PROPERTY_TYPE.RESIDENTIAL && num(useId) === PROPERTY_USE.CONDOMINIUM) EXEMPT_RESIDENTIAL_CONDOMINIUM.forEach((f) => exempt.add(f));
  if (t === PROPERTY_TYPE.COMMERCIAL) EXEMPT_COMMERCIAL.forEach((f) => exempt.add(f));
  if (t === PROPERTY_TYPE.INDUSTRIAL || t === PROPERTY_TYPE.GOVERNMENT) EXEMPT_INDUSTRIAL_GOVERNMENT.forEach((f) => exempt.add(f));
  // a field the form hides cannot be required
  if (!showNic(typeId, useId)) exempt.add('nic');
  if (!showLicenseAndFloor(typeId)) {
    exempt.add('license');
    exempt.add('floor');
  }
  if (!showQuantityHouses(typeId, useId)) exempt.add('quantity_houses');
  return PROPERTY_FIELDS.filter((f) => !exempt.has(f));
}

/** Secondary properties default to the commercial form, others to the estate form. */
export const defaultTypeForm = (secondary: boolean) => (secondary ? FORM_TYPES.COMERCIAL : FORM_TYPES.ESTATE);

const yesNo = (v: unknown) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v);

/** Property payload (register, create, edit). Missing required fields → one message; size ≤ 0 → another. */
export const propertySchema = formObject({
  id: optionalId(),
  property_use_id: optionalId(),
  property_type_id: optionalId(),
  economic_activity_id: optionalId(),
  owner: z.preprocess(
    (v) => (isBlank(v) ? 1 : yesNo(v)),
    z.coerce.number({ error: S.invalidData }).int(S.invalidData).min(0, S.invalidData).max(1, S.invalidData),
  ),
  nic: optionalText(40),
  catastral_id: optionalText(60),
  license: optionalText(60),
  zone: optionalText(150),
  street: optionalText(200),
  house_number: optionalText(40),
  floor: optionalText(20),
  size: z.preprocess((v) => (isBlank(v) ? undefined : String(v).trim().replace(',', '.')), z.string({ error: P.sizePositive }).optional()),
  reference: optionalText(LONG_TEXT),
  quantity_houses: z.preprocess((v) => (isBlank(v) ? undefined : v), int32(P.allDataRequired).optional()),
  date: optionalDateText(),
  vba_number: optionalText(40),
  parent_id: optionalId(),
  type_form: z.preprocess((v) => (isBlank(v) ? FORM_TYPES.ESTATE : v), z.enum([FORM_TYPES.COMERCIAL, FORM_TYPES.ESTATE], { error: S.invalidData })),
}).superRefine((v, ctx) => {
  const required = requiredPropertyFields(v.property_type_id, v.property_use_id);
  const missing = required.filter((f) => isBlank(v[f]));
  if (missing.length) {
    // every missing field is marked in the form; the API answers with the (same) first message
    for (const f of missing) ctx.addIssue({ code: 'custom', message: P.allDataRequired, path: [f] });
    return;
  }
  if (v.size !== undefined) {
    if (!isAmount(v.size) || dec(v.size).lte(0)) ctx.addIssue({ code: 'custom', message: P.sizePositive, path: ['size'] });
    else if (dec(v.size).gte(MAX_NUMBER)) ctx.addIssue({ code: 'custom', message: S.numberTooLarge, path: ['size'] });
  }
  if (v.quantity_houses !== undefined && showQuantityHouses(v.property_type_id, v.property_use_id) && v.quantity_houses <= 0) {
    ctx.addIssue({ code: 'custom', message: P.allDataRequired, path: ['quantity_houses'] });
  }
});
export type PropertyInput = z.output<typeof propertySchema>;

/** JSON text as the form posts send it; blank is missing, what is not JSON stays text for the schema to refuse. */
const fromJsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** What properties/create and edit send: the property as JSON text (or an object) under `property`. */
export type PropertyBodyWire = { user_id?: number | string; property: string | Record<string, unknown> };

/**
 * properties/create and edit: `property` as JSON text or an object; a body without it is the
 * property itself. Text that is not JSON answers 'invalid data' like any malformed body.
 */
export const propertyBodySchema = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (v: PropertyBodyWire, ctx) => {
      if (!v || typeof v !== 'object') return v;
      const property = fromJsonText(v.property);
      if (typeof property === 'string') {
        ctx.addIssue({ code: 'custom', message: S.invalidData, input: v.property });
        return v;
      }
      return { ...v, property: property ?? v };
    },
    formObject({ ...shape, property: propertySchema }),
  );

/** properties/{id}/can-be-sent: 0 or 1 (booleans and their text accepted); missing toggles the flag. */
export const sendFlag = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v),
    z.coerce.number({ error: S.invalidData }).int().min(0, S.invalidData).max(1, S.invalidData).optional(),
  );

/** properties/{id}/notification-sent: a date (DD-MM-YYYY or YYYY-MM-DD) with an optional time after it. */
export const notificationDateSchema = formObject({
  date: z.preprocess((v) => (v === undefined || v === null ? '' : String(v).trim()), z.string()),
}).transform(({ date: raw }, ctx) => {
  const date = fromInputDate(raw.slice(0, 10));
  if (!date) {
    ctx.addIssue({ code: 'custom', message: S.requiredField, path: ['date'] });
    return z.NEVER;
  }
  return { date, time: /\d{2}:\d{2}(:\d{2})?$/.exec(raw.slice(10))?.[0] };
});
