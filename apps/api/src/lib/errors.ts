// The one error type services throw. The error middleware turns it into `{error}` with its status.
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unprocessable = (message: string, extra?: Record<string, unknown>) => new AppError(422, message, extra);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const unauthorized = (message: string, status: string) => new AppError(401, message, { status });
