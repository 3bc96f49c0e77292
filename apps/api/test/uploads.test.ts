// The upload path every file-taking call uses (multer in memory → magic-byte check → store),
// exercised over HTTP through the real middleware and error handler.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { storeUpload, uploadMiddleware, type UploadSet } from '../src/lib/uploads.ts';
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

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-up-'));
  cfg = loadConfig({ DATA_DIR: dir, UPLOAD_MAX_MB: '0.01', LOG_LEVEL: 'silent' });
  app = express();
  app.post('/upload/:set', uploadMiddleware(cfg).single('file'), async (req, res) => {
    res.json({ path: await storeUpload(cfg, req.file, req.params.set as UploadSet, 'test') });
  });
  app.use(errorHandler);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('uploads', () => {
  it('stores a real image under a random name, never the client name', async () => {
    const res = await request(app).post('/upload/default').attach('file', PNG, 'foto.png');
    expect(res.status).toBe(200);
    expect(res.body.path).toMatch(/^test\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(path.join(cfg.uploadDir, res.body.path))).toBe(true);
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
    expect(res.body.path).toMatch(/\.pdf$/);
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
});
