// The built web app's scripts and styles (lib/web-files.ts, docs/decisions/027-light-first-load.md):
// gzipped once at build time at level 9 and sent as they are to a client that accepts gzip, with
// the original's type and Vary: Accept-Encoding; the file as it is to a client that does not, and
// for a file without a gzipped copy. Read over plain HTTP (node:http), which does not inflate
// bodies on its own: the bytes below are the ones on the wire.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let dist: string;
// a script large enough to be worth compressing, and its copy as the build writes it
const script = Buffer.from(`export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'fila ${i}' }`).join(', ')}];\n`);
const scriptGz = gzipSync(script, { level: 9 });
const style = Buffer.from(`.a { color: red }\n`.repeat(200));
const styleGz = gzipSync(style, { level: 9 });
const small = Buffer.from('export const a = 1;\n');

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'aseo-web-files-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><body><div id="root"></div></body></html>');
  await writeFile(path.join(dist, 'assets/app-abc123.js'), script);
  await writeFile(path.join(dist, 'assets/app-abc123.js.gz'), scriptGz);
  await writeFile(path.join(dist, 'assets/app-abc123.css'), style);
  await writeFile(path.join(dist, 'assets/app-abc123.css.gz'), styleGz);
  await writeFile(path.join(dist, 'assets/small-abc123.js'), small);
  portal = await startTestPortal({ WEB_DIST: dist });
});
afterAll(async () => {
  await portal?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function get(to: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${portal.url}${to}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const vary = (a: Answer) => String(a.headers.vary ?? '').toLowerCase();

describe("the web app's files", () => {
  it('a browser that accepts gzip gets the copy gzipped at build time, as it is, with the script type', async () => {
    const a = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(a.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(vary(a)).toContain('accept-encoding');
    expect(a.headers['cache-control']).toBe('public, max-age=3600');
    expect(a.headers.etag).toBeTruthy();
    // the build's level-9 bytes themselves, not a copy compressed again on the way
    expect(a.body.equals(scriptGz)).toBe(true);
    expect(Number(a.headers['content-length'])).toBe(scriptGz.length);
    expect(gunzipSync(a.body).equals(script)).toBe(true);
  });

  it('a stylesheet likewise, with its own type', async () => {
    const a = await get('/assets/app-abc123.css', { 'Accept-Encoding': 'gzip' });
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(a.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(a.body.equals(styleGz)).toBe(true);
  });

  it('a client that does not accept gzip gets the file as it is, and the answer says it varies', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0']) {
      const a = await get('/assets/app-abc123.js', accept ? { 'Accept-Encoding': accept } : {});
      expect(a.status, accept).toBe(200);
      expect(a.headers['content-encoding'], accept).toBeUndefined();
      expect(a.headers['content-type'], accept).toBe('text/javascript; charset=utf-8');
      expect(vary(a), accept).toContain('accept-encoding');
      expect(a.body.equals(script), accept).toBe(true);
    }
  });

  it('a file without a gzipped copy goes as it is', async () => {
    const a = await get('/assets/small-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(a.body.equals(small)).toBe(true);
  });

  it('revalidates with its ETag (304) and answers HEAD with the headers alone', async () => {
    const first = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    const again = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // the plain file is another representation with another ETag
    const plain = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.etag).not.toBe(first.headers.etag);
    const head = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBe(scriptGz.length);
    expect(head.body.length).toBe(0);
  });

  it('a script that does not exist falls through to the app, not to a gzip header on a page', async () => {
    const a = await get('/assets/missing-abc123.js', { 'Accept-Encoding': 'identity' });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.headers['content-type']).toMatch(/^text\/html/);
    expect(a.body.toString()).toContain('<div id="root">');
    // and the gzipped copy itself is never asked for by name
    const gz = await get('/assets/missing-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-type']).toMatch(/^text\/html/);
  });
});
