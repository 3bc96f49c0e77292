// The Content-Disposition of every file answer. Names often come from user data (a username):
// Node refuses a header with a line break or an emoji (a 500), and a quote or `;` would let the
// name add parameters of its own (`filename*=…evil.html`). So the name is rebuilt from letters,
// digits and dashes: an ASCII `filename` every client reads, and the UTF-8 one as RFC 5987 `filename*`.
import type { Response } from 'express';

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
