// The client (taxpayer) form, register, profile, administrator form and the property-tree modals
// of the taxpayer list (000 section 5).
import { z } from 'zod';
import { DOCUMENT_TYPE, isPermissionCode, PHONE_CODES, RETENTION, type PermissionCode } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import {
  checkDocumentLength,
  code,
  dateRangeError,
  dateText,
  digits,
  email,
  flag,
  formObject,
  id,
  isBlank,
  jsonList,
  LONG_TEXT,
  optionalDigits,
  optionalId,
  optionalText,
  optionalUsername,
  password,
  requiredText,
  username,
  withJsonFields,
} from './common.ts';
import { propertySchema } from './properties.ts';

const S = MSG.server;
const T = MSG.taxpayers;

/** An area code of the reference list (auth/phone-codes); an additional phone must have one. */
const areaCode = (required: boolean) => {
  const known = z.string({ error: T.phoneCodeRequired }).refine((c) => (PHONE_CODES as readonly string[]).includes(c), T.phoneCodeInvalid);
  return z.preprocess((v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.trim() : v), required ? known : known.optional());
};

/** An additional phone: area code and number, as the main phone is entered. */
const phoneItem = formObject({ phone_code: areaCode(true), phone: digits(S.requiredField, 20) });

const clientFields = {
  name: requiredText(S.requiredField, 150),
  lastname: optionalText(150),
  username: optionalUsername(),
  document_type_id: code([1, 2, 3, 4] as const, S.requiredField),
  document: digits(S.requiredField), // its length is checked by type
  fiscal_address: requiredText(S.requiredField, LONG_TEXT),
  phone_code: areaCode(false),
  phone: digits(S.requiredField, 20),
  email: email(),
  emails: jsonList(email()),
  phones: jsonList(phoneItem),
  retention: z.preprocess((v) => (isBlank(v) ? RETENTION.NO : v), code([RETENTION.NO, RETENTION.YES, RETENTION.PROFORMA] as const)),
  note: optionalText(LONG_TEXT),
};

type ClientShape = { document_type_id: number; retention: number; name: string };

/** Retention only means something for type J (else it is reset to no); name is copied to business_name. */
const normalizeClient = <T extends ClientShape>(v: T) => ({
  ...v,
  retention: v.document_type_id === DOCUMENT_TYPE.J ? v.retention : RETENTION.NO,
  business_name: v.name,
});

const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);
const confirmation = () => blankAsMissing(z.string({ error: S.passwordRequired }).optional());

const clientFormFields = { ...clientFields, password: blankAsMissing(password().optional()), password_confirmation: confirmation() };

function checkClientForm(
  v: { document_type_id?: number; document?: string; password?: string; password_confirmation?: string },
  ctx: z.RefinementCtx,
  requirePassword: boolean,
) {
  checkDocumentLength(v, ctx);
  if (requirePassword && !v.password) ctx.addIssue({ code: 'custom', message: S.passwordRequired, path: ['password'] });
  if ((v.password ?? '') !== (v.password_confirmation ?? '')) ctx.addIssue({ code: 'custom', message: S.passwordsMismatch, path: ['password_confirmation'] });
}

/** Client form; password and confirmation required on register, optional on edit. */
export function makeClientSchema(opts: { requirePassword: boolean }) {
  return formObject(clientFormFields)
    .superRefine((v, ctx) => checkClientForm(v, ctx, opts.requirePassword))
    .transform(normalizeClient);
}

export const clientCreateSchema = makeClientSchema({ requirePassword: true });
export const clientEditSchema = makeClientSchema({ requirePassword: false });
/** The client form as registered (password required): the same schema as clientCreateSchema. */
export const clientSchema = clientCreateSchema;

/** The staff form's flags: a child-property form (is_child) opened for taxpayer user_id. */
const staffClientFlags = { is_child: flag(), user_id: optionalId() };

/** The staff calls' bodies: emails, phones and property may come as JSON text (form posts). */
const withJsonText = <T extends z.ZodType>(schema: T) => withJsonFields(['emails', 'phones', 'property'], schema);

/** admin/clients/validate: the client part as create, edit (id) or the child-property form will check it; only a new taxpayer needs a password. */
export const clientValidateSchema = withJsonText(
  formObject({ ...clientFormFields, ...staffClientFlags, id: optionalId() })
    .superRefine((v, ctx) => checkClientForm(v, ctx, !v.id && !v.is_child))
    .transform(normalizeClient),
);

/**
 * admin/clients/create: the client part and its first property (none sent: an empty one); a
 * child-property form may leave the password blank (an existing taxpayer keeps its own). The
 * client part is checked whole before the property, as the form shows it.
 */
export const clientCreateFormSchema = withJsonText(
  z.intersection(
    formObject({ ...clientFormFields, ...staffClientFlags })
      .superRefine((v, ctx) => checkClientForm(v, ctx, !v.is_child))
      .transform(normalizeClient),
    formObject({ property: z.preprocess((v) => v ?? {}, propertySchema) }),
  ),
);

/** admin/clients/edit: the taxpayer and its client part (password kept unless typed). */
export const clientUpdateSchema = withJsonText(z.intersection(formObject({ id: id() }), clientEditSchema));

const listNumber = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.coerce.number({ error: S.invalidData }).int(S.invalidData).min(0, S.invalidData).max(2_147_483_647, S.invalidData).optional(),
  );

/** The taxpayer list's filters (admin/clients/get and its Excel export). */
export const clientListQuery = formObject({
  page: listNumber(),
  /** 1: only the taxpayers with a retention request waiting for staff (issue 25). */
  retention_request: flag(),
  status: listNumber(),
  economic_activity: listNumber(),
  search: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined),
    z.string({ error: S.invalidData }).max(100, S.textTooLong).optional(),
  ),
});

/** admin/clients/retention/confirm and /refuse: the taxpayer whose retention request staff decide. */
export const retentionRequestDecision = formObject({ id: id() });

/** admin/clients/get-user: the taxpayer and, optionally, one of its properties (either spelling). */
export const clientDetailQuery = formObject({ id: optionalId(), propertyId: optionalId(), property_id: optionalId() });

/** admin/clients/get/properties: a code prefix (40 characters at most) and, optionally, the owner. */
export const propertySearchQuery = formObject({
  search: z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 40) : undefined), z.string().optional()),
  user_id: optionalId(),
});

/** Register: the client (with its account name) and one property. */
export const registerSchema = formObject({ client: clientCreateSchema, property: propertySchema }).refine((v) => Boolean(v.client.username), {
  message: S.usernameRequired,
  path: ['client', 'username'],
});

/**
 * Client 'Mis Datos': the client form without password (the username is read-only: the API ignores it).
 * Retention is staff's to set (DOMAIN "Who may declare what"): it may be left out or sent back as
 * stored; the API refuses any other value, so it is kept as sent (not reset by document type).
 */
export const profileClientSchema = formObject({
  ...clientFields,
  username: optionalText(60),
  retention: z.preprocess((v) => (isBlank(v) ? undefined : v), code([RETENTION.NO, RETENTION.YES, RETENTION.PROFORMA] as const).optional()),
})
  .superRefine(checkDocumentLength)
  .transform((v) => ({ ...v, business_name: v.name }));

/** The simple profile: name, lastname, account, document type and number, email, phone. */
export const profileSimpleSchema = formObject({
  name: requiredText(S.requiredField, 150),
  lastname: optionalText(150),
  username: username(),
  document_type_id: optionalId(),
  document: optionalDigits(),
  email: email(),
  phone_code: optionalText(8),
  phone: optionalDigits(20),
}).superRefine(checkDocumentLength);

const permissionCodes = jsonList(z.string({ error: S.invalidPermission }).refine(isPermissionCode, S.invalidPermission)).transform(
  (codes) => [...new Set(codes)] as PermissionCode[],
);

/** Administrator (moderator) form with the permission matrix as a list of permission codes. */
export function makeModeratorSchema(opts: { requirePassword: boolean }) {
  return formObject({
    name: requiredText(S.requiredField, 150),
    lastname: optionalText(150),
    username: username(),
    email: email(),
    phone_code: optionalText(8),
    phone: optionalDigits(20),
    document_type_id: optionalId(),
    document: optionalDigits(),
    box: optionalText(60),
    role_id: optionalId(),
    password: opts.requirePassword ? password() : blankAsMissing(password().optional()),
    password_confirmation: confirmation(),
    permissions: permissionCodes,
  }).superRefine((v, ctx) => {
    checkDocumentLength(v, ctx);
    if ((v.password ?? '') !== (v.password_confirmation ?? '')) ctx.addIssue({ code: 'custom', message: S.passwordsMismatch, path: ['password_confirmation'] });
  });
}
export const moderatorCreateSchema = makeModeratorSchema({ requirePassword: true });
export const moderatorEditSchema = makeModeratorSchema({ requirePassword: false });

/** Disincorporate a property: comment required. */
export const disincorporateSchema = formObject({ id: optionalId(), disincorporate: requiredText(T.disincorporateRequired, LONG_TEXT) });

/** Add or change a parent: the code is required and differs from the property's own code. */
export function makeAddParentSchema(ownCode: string) {
  const own = ownCode.trim().toLowerCase();
  return formObject({
    id: optionalId(),
    findParentId: requiredText(T.parentCodeRequired, 20).refine((c) => c.toLowerCase() !== own, T.parentCodeDifferent),
  });
}

const historyDate = () => z.preprocess((v) => (isBlank(v) ? undefined : v), dateText(T.historyDatesRequired));

/** Economic-activity history: property, activity and both dates required; from not after to. */
export const activityHistorySchema = formObject({
  property_id: id(),
  economic_activity_id: id(),
  start: historyDate(),
  end: historyDate(),
}).superRefine((v, ctx) => {
  const e = dateRangeError(v.start, v.end);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['end'] });
});
