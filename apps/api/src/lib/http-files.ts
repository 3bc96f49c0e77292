// The Content-Disposition of every file answer. Names often come from user data (a username):
// Node refuses a header with a line break or an emoji (a 500), and a quote or `;` would let the
// name add parameters of its own (`filename*=…evil.html`). So the name is rebuilt from letters,
// digits and dashes: an ASCII `filename` every client reads, and the UTF-8 one as RFC 5987 `filename*`.
// And the one way a stored file is sent (sendStoredFile): from its folder as `root`, so any data
// folder serves, a dot folder too (issue 25 item 5).
import path from 'node:path';
import type { Response } from 'express';
import { MIME_BY_EXTENSION } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { notFound } from './errors.ts';

const MAX_NAME = 80;

/** Letters and digits of any script, runs of anything else as one dash. */
const unicodeBase = (base: string) =>
  base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** The same in ASCII: accents dropped, lower case, [a-z0-9-] only. */
const asciiBase = (base: string) =>
  base
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** RFC 5987 ext-value characters: attr-char stays, everything else is percent-encoded UTF-8. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const cut = (text: string) => [...text].slice(0, MAX_NAME).join('').replace(/-+$/, '');

/** `attachment` header value for `fileName` ('contribuyente-José.pdf'): the extension is kept, the rest made safe. */
export function contentDisposition(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const rawExt = dot > 0 ? fileName.slice(dot + 1) : '';
  const ext = /^[a-z0-9]{1,8}$/i.test(rawExt) ? `.${rawExt.toLowerCase()}` : '';
  const base = ext ? fileName.slice(0, dot) : fileName;
  const ascii = cut(asciiBase(base)) || 'archivo';
  const unicode = cut(unicodeBase(base)) || ascii;
  return `attachment; filename="${ascii}${ext}"; filename*=UTF-8''${rfc5987(unicode)}${ext}`;
}

/** Sets the type and the safe Content-Disposition of a file answer. */
export function attachFile(res: Response, fileName: string, contentType: string) {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', contentDisposition(fileName));
}

/** The Content-Type of a stored file by its extension (stored files are checked by content, then named by it). */
export const contentTypeOf = (file: string) => MIME_BY_EXTENSION[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream';

/**
 * Sends the stored file `relative` (as the database keeps it, 'vouchers/ab12.png') from the folder
 * `root`, with the Content-Type of its extension; `download` makes it an attachment named
 * `download` + its extension (`contentType` overrides the type). Express's send, given a root, checks only the part below it: the root
 * may lie inside a dot folder (the default `.data`, a checkout under ~/.local) and still serve — an
 * absolute path crossing one answers 400 — while '..' in the relative part is refused (403) and so
 * is a dot file in it. A missing or refused file is a 404; a client gone mid-file ends quietly.
 */
export async function sendStoredFile(res: Response, root: string, relative: string, opts: { download?: string; contentType?: string } = {}) {
  const type = opts.contentType ?? contentTypeOf(relative);
  if (opts.download !== undefined) attachFile(res, `${opts.download}${path.extname(relative).toLowerCase()}`, type);
  else res.setHeader('Content-Type', type);
  await new Promise<void>((resolve, reject) =>
    res.sendFile(relative, { root, dotfiles: 'deny' }, (err?: Error & { status?: number }) => {
      if (!err || res.headersSent) return resolve();
      // the error answer is JSON, not the file's type or an attachment
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Disposition');
      reject(err.status === 404 || err.status === 403 || err.status === 400 ? notFound(MSG.server.notFound) : err);
    }),
  );
}
