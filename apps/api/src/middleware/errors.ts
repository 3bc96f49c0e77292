// The one error path: every failure leaves as `{error: 'texto en español', code, fields?}` with
// its status. 422 for validation and business rules (`fields`: every failing field), 401/403/404/
// 413/429 likewise; a body that cannot be read 400/413/415; 500 without internals, and only a 500
// is logged at error level. Prisma's unique violations map through UNIQUE_MESSAGES.
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { ZodError } from 'zod';
import { BillingError } from '@aseo/shared/billing';
import { ERROR_CODES, fieldErrors, issueMessage, type ErrorBody, type ErrorCode } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { AppError } from '../lib/errors.ts';

type PrismaLikeError = {
  code?: string;
  meta?: { target?: unknown; modelName?: string; driverAdapterError?: { cause?: { constraint?: { fields?: string[]; index?: string } } } };
};

/**
 * Unique constraints → the message a user reads, by the constraint's field list (the order of the
 * table is the order of the checks: the first entry whose fields all appear wins).
 */
const UNIQUE_MESSAGES: { fields: string[]; message: string }[] = [
  { fields: ['username'], message: MSG.server.usernameTaken },
  { fields: ['document_type_id', 'document'], message: MSG.server.documentTaken },
  { fields: ['bank', 'number'], message: MSG.payments.referenceUsed },
  { fields: ['control_number'], message: MSG.payments.controlNumberExists },
];

function prismaError(err: unknown): { status: number; error: string; code: ErrorCode } | undefined {
  const e = err as PrismaLikeError;
  if (typeof e?.code !== 'string' || !/^P\d{4}$/.test(e.code)) return undefined;
  if (e.code === 'P2002') {
    const target = JSON.stringify(e.meta ?? {});
    const hit = UNIQUE_MESSAGES.find((u) => u.fields.every((f) => target.includes(f)));
    return { status: 422, error: hit?.message ?? MSG.server.duplicate, code: ERROR_CODES.duplicate };
  }
  if (e.code === 'P2025' || e.code === 'P2001') return { status: 404, error: MSG.server.notFound, code: ERROR_CODES.notFound };
  if (e.code === 'P2003') return { status: 422, error: MSG.server.invalidReference, code: ERROR_CODES.invalidReference };
  return undefined;
}

type Mapped = { status: number; error: string; code: ErrorCode };
const S = MSG.server;
const BODY_ERRORS: Record<string, Mapped> = {
  'entity.parse.failed': { status: 422, error: S.invalidData, code: ERROR_CODES.validation },
  'entity.too.large': { status: 413, error: S.payloadTooLarge, code: ERROR_CODES.payloadTooLarge },
  'parameters.too.many': { status: 413, error: S.tooManyFields, code: ERROR_CODES.payloadTooLarge },
  'charset.unsupported': { status: 415, error: S.unsupportedCharset, code: ERROR_CODES.unsupportedMedia },
  'encoding.unsupported': { status: 415, error: S.unsupportedEncoding, code: ERROR_CODES.unsupportedMedia },
};
const MULTER_ERRORS: Record<string, Mapped> = {
  LIMIT_FILE_SIZE: { status: 422, error: S.fileTooLarge, code: ERROR_CODES.invalidFile },
  LIMIT_FIELD_COUNT: { status: 413, error: S.tooManyFields, code: ERROR_CODES.payloadTooLarge },
  LIMIT_PART_COUNT: { status: 413, error: S.tooManyFields, code: ERROR_CODES.payloadTooLarge },
  LIMIT_FILE_COUNT: { status: 413, error: S.tooManyFields, code: ERROR_CODES.payloadTooLarge },
  LIMIT_FIELD_VALUE: { status: 413, error: S.payloadTooLarge, code: ERROR_CODES.payloadTooLarge },
};
const unreadableBody: Mapped = { status: 400, error: S.unreadableBody, code: ERROR_CODES.badRequest };
/** busboy's own errors are plain Errors: a malformed or cut multipart body, or the client gone while sending it. */
const BUSBOY_MESSAGE = /^(Multipart: |Malformed |Unexpected end of |Unsupported content type|Missing Content-Type|Request (aborted|closed|error))/;

/**
 * A request that could not be read is the client's fault, never a 500: body-parser's and raw-body's
 * http-errors by their `type` (a broken gzip has none: by status), the router's 400 for a path
 * parameter that is not valid percent-encoding, multer's limits by their code, busboy's parse
 * errors on a multipart request.
 */
function requestError(err: unknown, req: Request): (Mapped & { type: string }) | undefined {
  const e = err as { type?: unknown; status?: unknown };
  if (err instanceof multer.MulterError)
    return { type: err.code, ...(MULTER_ERRORS[err.code] ?? { status: 422, error: S.invalidFile, code: ERROR_CODES.invalidFile }) };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    const type = typeof e.type === 'string' ? e.type : `status.${e.status}`;
    if (BODY_ERRORS[type]) return { type, ...BODY_ERRORS[type] };
    if (e.status === 413) return { type, ...BODY_ERRORS['entity.too.large']! };
    if (e.status === 415) return { type, status: 415, error: S.unsupportedEncoding, code: ERROR_CODES.unsupportedMedia };
    return { type, ...unreadableBody };
  }
  if (err instanceof Error && !(err as { status?: unknown }).status && req.is('multipart') && BUSBOY_MESSAGE.test(err.message)) {
    return { type: 'multipart.malformed', ...unreadableBody };
  }
  return undefined;
}

const send = (res: Response, status: number, body: ErrorBody) => res.status(status).json(body);

export function notFoundHandler(_req: Request, res: Response) {
  send(res, 404, { error: MSG.server.routeNotFound, code: ERROR_CODES.routeNotFound });
}

export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  if (res.headersSent) {
    req.log?.error({ err }, 'error después de enviar la respuesta');
    return;
  }
  if (err instanceof AppError) {
    send(res, err.status, { error: err.message, code: err.code, ...err.extra });
    return;
  }
  // a statement with amounts and no UCD rate in force that day (its message names the day)
  if (err instanceof BillingError && err.code === 'NO_RATE') {
    send(res, 422, { error: err.message, code: ERROR_CODES.rule });
    return;
  }
  if (err instanceof ZodError) {
    const first = err.issues[0];
    send(res, 422, { error: first ? issueMessage(first) : MSG.server.invalidData, code: ERROR_CODES.validation, fields: fieldErrors(err.issues) });
    return;
  }
  const unreadable = requestError(err, req);
  if (unreadable) {
    req.log?.info({ type: unreadable.type, reason: (err as Error)?.message }, 'solicitud ilegible');
    send(res, unreadable.status, { error: unreadable.error, code: unreadable.code });
    return;
  }
  const mapped = prismaError(err);
  if (mapped) {
    send(res, mapped.status, { error: mapped.error, code: mapped.code });
    return;
  }
  req.log?.error({ err }, 'error no controlado');
  send(res, 500, { error: MSG.server.internal, code: ERROR_CODES.internal });
}
