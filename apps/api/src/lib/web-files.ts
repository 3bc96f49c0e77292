// The built web app's files (WEB_DIST). The build writes a gzip -9 copy beside each script and
// stylesheet (`name.js.gz`, apps/web/vite.config.ts's `precompress`); a client that accepts gzip
// gets that copy as it is — Content-Encoding: gzip, the original's Content-Type, its own length and
// ETag — instead of a copy compressed on every request at zlib's default level (≈ 3 % larger:
// docs/decisions/027-light-first-load.md). A client that does not accept gzip, or a file without
// a copy (one gzip would not make smaller), gets the file as it is; the compression
// middleware leaves an answer that already has its encoding alone. Both carry
// Vary: Accept-Encoding and the same cache headers (one hour, ETag and Last-Modified).
import express, { type RequestHandler } from 'express';

const STATIC = { index: false, maxAge: '1h' } as const;
/** The types with a precompressed copy: what the build gzips. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export function webFiles(root: string): RequestHandler {
  const files = express.static(root, STATIC);
  const gzipped = express.static(root, STATIC);
  return (req, res, next) => {
    const type = (req.method === 'GET' || req.method === 'HEAD') && TYPES[/\.[a-z]+$/.exec(req.path)?.[0] ?? ''];
    if (!type) return files(req, res, next);
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') return files(req, res, next);
    const url = req.url;
    const q = url.indexOf('?');
    req.url = q < 0 ? `${url}.gz` : `${url.slice(0, q)}.gz${url.slice(q)}`;
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Type', type);
    gzipped(req, res, (err?: unknown) => {
      // no copy of this file: the file as it is
      req.url = url;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      if (err) return next(err);
      files(req, res, next);
    });
  };
}
