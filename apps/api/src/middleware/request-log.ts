// The request id and the one log line per API request (issue 11: in place of pino-http, which
// built a child logger and a copy of every header for each request, ≈ 5 % of the API's CPU under
// load). Each request gets an id (the caller's X-Request-Id, cut to 64 characters, or a new UUID),
// echoed in the answer; `req.log` is a child logger with that id, made only when something logs.
// The line: `request completed` (info) or, for a 5xx, `request errored` (error), with method, URL,
// remote address, status and milliseconds; `request aborted` (warn) when the client left first.
// Headers are not logged (the Authorization header never is).
import { randomUUID } from 'node:crypto';
import type { Express, RequestHandler } from 'express';
import type { Logger } from 'pino';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      id: string;
      /** A child logger with this request's id. */
      log: Logger;
    }
  }
}

export function requestLog(app: Express, log: Logger): RequestHandler {
  const children = new WeakMap<object, Logger>();
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: { id?: string }) {
      let child = children.get(this);
      if (!child) children.set(this, (child = log.child({ reqId: this.id })));
      return child;
    },
  });
  return (req, res, next) => {
    const sent = req.headers['x-request-id'];
    const id = (typeof sent === 'string' && sent.slice(0, 64)) || randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    if (!req.url.startsWith('/api')) return next();
    const start = performance.now();
    const line = () => ({
      req: { id, method: req.method, url: req.originalUrl, remoteAddress: req.socket.remoteAddress },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(performance.now() - start),
    });
    res.once('close', () => {
      if (!res.writableFinished) log.warn(line(), 'request aborted');
      else if (res.statusCode >= 500) log.error(line(), 'request errored');
      else log.info(line(), 'request completed');
    });
    next();
  };
}
