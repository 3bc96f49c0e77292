// The one error type services throw. The error middleware turns it into `{error, code}` with its
// status (plus `extra`, e.g. the token `status` of a 401).
import { defaultErrorCode, ERROR_CODES, type ErrorCode } from '@aseo/shared/contracts';

export class AppError extends Error {
  public readonly code: ErrorCode;
  constructor(
    public readonly status: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? defaultErrorCode(status);
  }
}

export const unprocessable = (message: string, extra?: Record<string, unknown>, code?: ErrorCode) => new AppError(422, message, extra, code);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const unauthorized = (message: string, status: string) => new AppError(401, message, { status });
export const invalidFile = (message: string) => new AppError(422, message, {}, ERROR_CODES.invalidFile);
