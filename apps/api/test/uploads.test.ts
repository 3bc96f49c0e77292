// The upload path every file-taking call uses — the contract's policy → multer in memory with the
// declared fields and counts → magic-byte check → staged → moved when the handler succeeds, deleted
// when it fails — exercised over HTTP through `mount` and the real error handler.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express, { Router } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCall, type StoredFileSet } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { formObject } from '@aseo/shared/schemas';
import { loadConfig, type Config } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { mount } from '../src/lib/contract.ts';
import { unprocessable } from '../src/lib/errors.ts';
import { errorHandler } from '../src/middleware/errors.ts';

let dir: string;
let cfg: Config;
let app: express.Express;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1c8a10000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

/** A public call taking up to two `file`s of `set`; `fail=1` makes its handler throw after the files are staged, `keep=none` keeps none. */
const call = (set: StoredFileSet) =>
  defineCall({
    id: `test.upload-${set}`,
    summary: 'prueba',
    methods: ['POST'],
    path: `/upload/${set}`,
    access: { kind: 'public' },
    request: formObject({ fail: z.string().optional(), keep: z.string().optional() }),
    response: z.object({ paths: z.array(z.string()) }),
    body: 'multipart',
    upload: { keep: 'store', fields: { file: 2 }, set, folder: 'test' },
  });

async function allFiles() {
  if (!existsSync(cfg.uploadDir)) return [];
  const entries = await readdir(cfg.uploadDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(cfg.uploadDir, path.join(e.parentPath, e.name)));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-up-'));
  cfg = loadConfig({ DATA_DIR: dir, UPLOAD_MAX_MB: '0.01', LOG_LEVEL: 'silent' });
  app = express();
  const r = Router();
  for (const set of ['default', 'restricted'] as const) {
    mount(r, { cfg } as AppContext, call(set), ({ input, uploads }) => {
      if (!uploads.files.length) throw unprocessable(MSG.server.fileRequired);
      if (input.fail) throw unprocessable('falla después de preparar los archivos');
      if (input.keep === 'none') uploads.keepOnly([]);
      return { paths: uploads.files.map((f) => f.path!) };
    });
  }
  app.use(r);
  app.use(errorHandler);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('uploads', () => {
  it('stores a real image under a random name, never the client name, and nothing stays in staging', async () => {
    const res = await request(app).post('/upload/default').attach('file', PNG, 'foto.png');
    expect(res.status).toBe(200);
    const [stored] = res.body.paths;
    expect(stored).toMatch(/^test\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(path.join(cfg.uploadDir, stored))).toBe(true);
    expect((await allFiles()).filter((f) => f.startsWith('.staging'))).toEqual([]);
  });

  it.each([
    ['an executable named .png', EXE, 'foto.png', 'default'],
    ['an HTML page named .pdf', HTML, 'comprobante.pdf', 'restricted'],
    ['a real PDF where only images are allowed', PDF, 'foto.jpg', 'default'],
  ])('refuses %s with the spec message', async (_n, content, name, set) => {
    const res = await request(app).post(`/upload/${set}`).attach('file', content, name);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El formato del archivo no es válido');
  });

  it('accepts a PDF in the restricted set', async () => {
    const res = await request(app).post('/upload/restricted').attach('file', PDF, 'x.bin');
    expect(res.status).toBe(200);
    expect(res.body.paths[0]).toMatch(/\.pdf$/);
  });

  it('refuses a file over the size limit with 422', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(20_000)]);
    const res = await request(app).post('/upload/default').attach('file', big, 'big.png');
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El archivo es demasiado grande');
  });

  it('requires a file', async () => {
    const res = await request(app).post('/upload/default').field('x', '1');
    expect(res.status).toBe(422);
  });

  it('takes only the declared field and count', async () => {
    expect((await request(app).post('/upload/default').attach('other', PNG, 'a.png')).status).toBe(422);
    const three = request(app).post('/upload/default');
    for (let i = 0; i < 3; i++) three.attach('file', PNG, `${i}.png`);
    expect([413, 422]).toContain((await three).status);
  });

  it('leaves nothing behind when the handler fails, one file is hostile, or the handler keeps none', async () => {
    const before = await allFiles();
    await request(app).post('/upload/default').field('fail', '1').attach('file', PNG, 'a.png').expect(422);
    await request(app).post('/upload/default').attach('file', PNG, 'a.png').attach('file', EXE, 'b.png').expect(422);
    await request(app).post('/upload/default').field('keep', 'none').attach('file', PNG, 'a.png').expect(200);
    expect(await allFiles()).toEqual(before);
  });
});
