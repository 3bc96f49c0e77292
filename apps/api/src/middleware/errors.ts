// The one error path: every failure leaves as `{error: 'texto en español'}` with its status.
// 422 for validation and business rules, 401/403/404/413/429 likewise, 500 without internals.
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { ZodError } from 'zod';
import { MSG } from '@aseo/shared/messages';
import { AppError } from '../lib/errors.ts';

type PrismaLikeError = { code?: string; meta?: { target?: unknown; modelName?: string } };

function prismaError(err: unknown): { status: number; error: string } | undefined {
  const e = err as PrismaLikeError;
  if (typeof e?.code !== 'string' || !/^P\d{4}$/.test(e.code)) return undefined;
  if (e.code === 'P2002') {
    const target = JSON.stringify(e.meta ?? {});
    if (target.includes('username')) return { status: 422, error: MSG.server.usernameTaken };
    if (target.includes('number') && target.includes('bank')) return { status: 422, error: MSG.payments.referenceUsed };
    if (target.includes('control_number')) return { status: 422, error: MSG.payments.controlNumberExists };
    return { status: 422, error: MSG.server.duplicate };
  }
  if (e.code === 'P2025' || e.code === 'P2001') return { status: 404, error: MSG.server.notFound };
  if (e.code === 'P2003') return { status: 422, error: MSG.server.invalidReference };
  return undefined;
}

export function notFoundHandler(_req: Request, res: Response) {
  res.status(404).json({ error: MSG.server.routeNotFound });
}

export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  if (err instanceof AppError) {
    res.status(err.status).json({ error: err.message, ...err.extra });
    return;
  }
  if (err instanceof ZodError) {
    res.status(422).json({ error: err.issues[0]?.message ?? MSG.server.invalidData });
    return;
  }
  if (err instanceof multer.MulterError) {
    const error = err.code === 'LIMIT_FILE_SIZE' ? MSG.server.fileTooLarge : MSG.server.invalidFile;
    res.status(422).json({ error });
    return;
  }
  const bodyError = err as { type?: string; status?: number };
  if (bodyError?.type === 'entity.parse.failed') {
    res.status(422).json({ error: MSG.server.invalidData });
    return;
  }
  if (bodyError?.type === 'entity.too.large') {
    res.status(413).json({ error: MSG.server.payloadTooLarge });
    return;
  }
  const mapped = prismaError(err);
  if (mapped) {
    res.status(mapped.status).json({ error: mapped.error });
    return;
  }
  req.log?.error({ err }, 'error no controlado');
  res.status(500).json({ error: MSG.server.internal });
}
