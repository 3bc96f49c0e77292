// The error body every failure answers: `{error, code, fields?}`. `error` is the Spanish text the
// spec's clients show; `code` a stable machine code; `fields` every failing field → its message.
import { z } from 'zod';
import { MSG } from '../messages/index.ts';

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  rule: 'RULE_VIOLATED',
  duplicate: 'DUPLICATE',
  invalidReference: 'INVALID_REFERENCE',
  invalidFile: 'INVALID_FILE',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  routeNotFound: 'ROUTE_NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  badRequest: 'BAD_REQUEST',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL',
  /** A call declared in its contract whose handler is not built yet (501). */
  notImplemented: 'NOT_IMPLEMENTED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The code a status answers with when the thrower names none. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ERROR_CODES.badRequest;
    case 401:
      return ERROR_CODES.unauthenticated;
    case 403:
      return ERROR_CODES.forbidden;
    case 404:
      return ERROR_CODES.notFound;
    case 413:
      return ERROR_CODES.payloadTooLarge;
    case 415:
      return ERROR_CODES.unsupportedMedia;
    case 429:
      return ERROR_CODES.tooManyRequests;
    case 422:
      return ERROR_CODES.rule;
    default:
      return status >= 500 ? ERROR_CODES.internal : ERROR_CODES.badRequest;
  }
}

export const errorResponse = z
  .object({
    error: z.string().meta({ description: 'Texto en español que la interfaz muestra' }),
    code: z.string().meta({ description: 'Código estable para programas' }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: 'Cada campo con error → su mensaje' }),
    status: z.string().optional().meta({ description: 'Estado del token cuando la sesión terminó' }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorResponse>;

type Issue = { path: readonly PropertyKey[]; message: string; code: string; values?: readonly unknown[] };

const GENERIC = new Set<string>([MSG.server.invalidData, 'Invalid input']);

/** The field path as the form names it: `property.size`, `emails.0.email`; '' for the body itself. */
export const fieldPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** One issue's message; a generic one names its field and, for a fixed set, the allowed values. */
export function issueMessage(issue: Issue): string {
  if (!GENERIC.has(issue.message)) return issue.message;
  const field = fieldPath(issue.path);
  if (!field) return MSG.server.invalidData;
  const allowed = issue.values?.length ? `; valores permitidos: ${issue.values.map(String).join(', ')}` : '';
  return `${MSG.server.invalidData}: el campo ${field} no es válido${allowed}`;
}

/** Every failing field with its first message (the body itself under '_'). */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = fieldPath(issue.path) || '_';
    out[key] ??= issueMessage(issue);
  }
  return out;
}
