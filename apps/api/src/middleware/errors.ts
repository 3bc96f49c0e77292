// The one error path: every failure leaves as `{error: 'texto en español', code, fields?}` with
// its status. 422 for validation and business rules (`fields`: every failing field), 401/403/404/
// 413/429 likewise, 500 without internals. Prisma's unique violations map through UNIQUE_MESSAGES.
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { ZodError } from 'zod';
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
  if (err instanceof ZodError) {
    const first = err.issues[0];
    send(res, 422, { error: first ? issueMessage(first) : MSG.server.invalidData, code: ERROR_CODES.validation, fields: fieldErrors(err.issues) });
    return;
  }
  if (err instanceof multer.MulterError) {
    const error = err.code === 'LIMIT_FILE_SIZE' ? MSG.server.fileTooLarge : MSG.server.invalidFile;
    send(res, 422, { error, code: ERROR_CODES.invalidFile });
    return;
  }
  const bodyError = err as { type?: string; status?: number };
  if (bodyError?.type === 'entity.parse.failed') {
    send(res, 422, { error: MSG.server.invalidData, code: ERROR_CODES.validation });
    return;
  }
  if (bodyError?.type === 'entity.too.large') {
    send(res, 413, { error: MSG.server.payloadTooLarge, code: ERROR_CODES.payloadTooLarge });
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
