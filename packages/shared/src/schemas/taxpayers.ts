// The client (taxpayer) form, register, profile and administrator forms (spec 000 section 5).
import { z } from 'zod';
import { DOCUMENT_TYPE, documentMaxLength, RETENTION } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { code, email, id, optionalId, optionalText, password, requiredText } from './common.ts';
import { propertySchema } from './properties.ts';

const S = MSG.server;

const emailList = z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : v), z.array(email()));
const phoneItem = z.object({ phone_code: optionalText(), phone: requiredText().pipe(z.string().regex(/^\d+$/, S.digitsOnly)) });
const phoneList = z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : v), z.array(phoneItem));

const clientFields = {
  name: requiredText(),
  lastname: optionalText(),
  username: optionalText(),
  document_type_id: code([1, 2, 3, 4] as const, S.requiredField),
  document: requiredText().pipe(z.string().regex(/^\d+$/, S.digitsOnly)),
  fiscal_address: requiredText(),
  phone_code: optionalText(),
  phone: requiredText().pipe(z.string().regex(/^\d+$/, S.digitsOnly)),
  email: email(),
  emails: emailList,
  phones: phoneList,
  retention: z.preprocess((v) => (v === '' || v === undefined || v === null ? 0 : v), z.coerce.number().int().refine((r) => [0, 1, 2].includes(r), S.invalidData)),
  note: optionalText(),
};

type ClientShape = { document_type_id: number; document: string; retention: number; name: string };

/** Document length by type; retention only for J (reset to no otherwise); name copied to business_name. */
function clientRules<T extends ClientShape>(schema: z.ZodType<T, unknown>) {
  return schema
    .refine((v) => v.document.length <= documentMaxLength(v.document_type_id), { message: S.documentTooLong, path: ['document'] })
    .transform((v) => ({
      ...v,
      retention: v.document_type_id === DOCUMENT_TYPE.J ? v.retention : RETENTION.NO,
      business_name: v.name,
    }));
}

const optionalPassword = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), password().optional());
const optionalConfirmation = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional());

/** Client form; password and confirmation required on register, optional on edit. */
export function makeClientSchema(opts: { requirePassword: boolean }) {
  const base = z
    .object({ ...clientFields, password: optionalPassword(), password_confirmation: optionalConfirmation() })
    .refine((v) => !opts.requirePassword || Boolean(v.password), { message: S.passwordRequired, path: ['password'] })
    .refine((v) => (v.password ?? '') === (v.password_confirmation ?? ''), { message: S.passwordsMismatch, path: ['password_confirmation'] });
  return clientRules(base);
}

export const clientCreateSchema = makeClientSchema({ requirePassword: true });
export const clientEditSchema = makeClientSchema({ requirePassword: false });

/** Register: client (with its account name) + one property. */
export const registerSchema = z
  .object({ client: makeClientSchema({ requirePassword: true }), property: propertySchema })
  .refine((v) => Boolean(v.client.username), { message: S.usernameRequired, path: ['client', 'username'] });

/** Client 'Mis Datos': the client form without password (username read-only, no proforma). */
export const profileClientSchema = clientRules(
  z.object(clientFields) as unknown as z.ZodType<z.output<z.ZodObject<typeof clientFields>> & ClientShape>,
);

/** Simple variant: name, lastname, account, document type and number, email, phone. */
export const profileSimpleSchema = z
  .object({
    name: requiredText(),
    lastname: optionalText(),
    username: requiredText(S.usernameRequired),
    document_type_id: optionalId(),
    document: optionalText().pipe(z.string().regex(/^\d+$/, S.digitsOnly).optional()),
    email: email(),
    phone_code: optionalText(),
    phone: optionalText().pipe(z.string().regex(/^\d+$/, S.digitsOnly).optional()),
  })
  .refine((v) => !v.document || (v.document_type_id !== undefined && v.document.length <= documentMaxLength(v.document_type_id)), {
    message: S.documentTooLong,
    path: ['document'],
  });

/** Administrator (moderator) form with the permission matrix (ids of actions). */
export function makeModeratorSchema(opts: { requirePassword: boolean }) {
  const pw = opts.requirePassword ? password() : z.preprocess((v) => (v === '' || v === null ? undefined : v), password().optional());
  return z
    .object({
      name: requiredText(),
      lastname: optionalText(),
      username: requiredText(S.usernameRequired),
      email: email(),
      phone: optionalText(),
      document_type_id: optionalId(),
      document: optionalText(),
      box: optionalText(),
      role_id: optionalId(),
      password: pw,
      password_confirmation: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional()),
      permissions: z.preprocess((v) => (v === undefined || v === '' ? [] : v), z.array(id())),
    })
    .refine((v) => (v.password ?? '') === (v.password_confirmation ?? ''), { message: S.passwordsMismatch, path: ['password_confirmation'] });
}

/** Disincorporate a property: comment required. */
export const disincorporateSchema = z.object({ disincorporate: requiredText(MSG.taxpayers.disincorporateRequired) });

/** Add or change a parent property: code required and different from the property's own code. */
export function makeAddParentSchema(ownCode: string) {
  return z.object({
    findParentId: requiredText(MSG.taxpayers.parentCodeRequired).refine((c) => c.trim().toLowerCase() !== ownCode.trim().toLowerCase(), MSG.taxpayers.parentCodeDifferent),
  });
}

/** Economic-activity history: property, activity and both dates required. */
export const activityHistorySchema = z.object({
  property_id: id(),
  economic_activity_id: id(),
  start: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: MSG.taxpayers.historyDatesRequired })).pipe(z.string().regex(/^(\d{4}-\d{2}-\d{2}|\d{2}[-/]\d{2}[-/]\d{4})/, MSG.taxpayers.historyDatesRequired)),
  end: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: MSG.taxpayers.historyDatesRequired })).pipe(z.string().regex(/^(\d{4}-\d{2}-\d{2}|\d{2}[-/]\d{2}[-/]\d{4})/, MSG.taxpayers.historyDatesRequired)),
});
