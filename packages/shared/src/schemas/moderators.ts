// Administrators' list filters and permission matrix (000 section 7 "Administrators"); the form
// itself is makeModeratorSchema (taxpayers.ts), the matrix travels beside it as `modules` JSON.
import { z } from 'zod';
import { MSG } from '../messages/index.ts';
import { formObject, id, int32, optionalId } from './common.ts';
import { moderatorCreateSchema, moderatorEditSchema } from './taxpayers.ts';

const S = MSG.server;

const optionalInt = z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : v), int32(S.invalidData).optional());

/** admin/moderators/get: page, status and a trimmed search. */
export const moderatorFiltersSchema = formObject({
  page: optionalInt,
  status: optionalInt,
  search: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), z.string().max(100, S.textTooLong).optional()),
});

const activeFlag = z.preprocess((v) => (v === true || v === 'true' || v === 1 || v === '1' ? 1 : 0), z.number());

/** The matrix as the form sends it: [{id, actions: [{id or code, active}]}]. */
export const permissionMatrixSchema = z.array(
  z.object(
    {
      id: int32(S.invalidData).optional(),
      actions: z.array(
        z.object(
          {
            id: int32(S.invalidData).positive(S.invalidData).optional(),
            code: z.string({ error: S.invalidData }).optional(),
            active: activeFlag,
          },
          { error: S.invalidData },
        ),
        { error: S.invalidData },
      ),
    },
    { error: S.invalidData },
  ),
  { error: S.invalidData },
);
export type PermissionMatrix = z.output<typeof permissionMatrixSchema>;

const parseJson = (v: string): unknown => {
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
};

/**
 * `modules`: the matrix as JSON text (or as is); missing or blank text means not sent (the codes of
 * `permissions` count then). Text that is not a matrix fails the body as a whole, with the matrix's
 * own issue paths, as before contracts (so the message stays the plain "datos no válidos").
 */
const matrixBody = formObject({ modules: z.unknown().optional() }).transform((v, ctx): { modules?: PermissionMatrix } => {
  const raw = v.modules;
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return { modules: undefined };
  const parsed = permissionMatrixSchema.safeParse(typeof raw === 'string' ? parseJson(raw) : raw);
  if (parsed.success) return { modules: parsed.data };
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** admin/moderators/create: the form plus the matrix. */
export const moderatorCreateRequest = z.intersection(matrixBody, moderatorCreateSchema);

/** admin/moderators/edit: the matrix, the administrator's id, then the form (password kept unless typed). */
export const moderatorEditRequest = z.intersection(matrixBody, z.intersection(formObject({ id: id(S.invalidData) }), moderatorEditSchema));

/** status, delete, download: the administrator's id. */
export const moderatorIdSchema = formObject({ id: id(S.invalidData) });

/** modules and get-user: an optional id (modules without one: the bare matrix). */
export const optionalModeratorId = formObject({ id: optionalId() });
