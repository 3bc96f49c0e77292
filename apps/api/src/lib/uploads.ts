// Uploads: multer keeps the file in memory (size-limited), then the content's magic bytes decide
// its type: the client's file name and MIME type are never trusted. Stored under the upload
// folder with a random name.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multer from 'multer';
import { fileTypeFromBuffer } from 'file-type';
import { MSG } from '@aseo/shared/messages';
import type { Config } from '../config.ts';
import { unprocessable } from './errors.ts';
import { scaleImage } from './image-scale.ts';

/** Accepted formats by detected type; 'cfb' is the container of legacy .doc and .xls files. */
export const UPLOAD_SETS = {
  default: ['jpg', 'png', 'gif'],
  extended: ['jpg', 'png', 'gif', 'pdf', 'cfb', 'docx', 'xlsx'],
  restricted: ['jpg', 'png', 'pdf'],
  spreadsheet: ['xlsx', 'cfb'],
} as const;
export type UploadSet = keyof typeof UPLOAD_SETS;

export function uploadMiddleware(cfg: Config) {
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: Math.floor(cfg.UPLOAD_MAX_MB * 1024 * 1024), files: 5, fields: 200 },
  });
}

export async function detectFileType(buffer: Buffer) {
  return (await fileTypeFromBuffer(buffer))?.ext;
}

/** Checks the content against the allowed set and stores it; returns the path relative to the upload folder. */
/** `maxSide`: photos (jpg, png) are scaled down to it and stripped of metadata (vouchers: 1000). */
export async function storeUpload(
  cfg: Config,
  file: { buffer: Buffer } | undefined,
  set: UploadSet,
  folder: string,
  opts: { maxSide?: number } = {},
): Promise<string> {
  if (!file) throw unprocessable(MSG.server.fileRequired);
  const ext = await detectFileType(file.buffer);
  if (!ext || !(UPLOAD_SETS[set] as readonly string[]).includes(ext)) throw unprocessable(MSG.common.invalidFileFormat);
  const now = new Date();
  const rel = path.posix.join(folder, String(now.getFullYear()), String(now.getMonth() + 1).padStart(2, '0'), `${randomUUID()}.${ext === 'cfb' ? 'bin' : ext}`);
  const abs = path.join(cfg.uploadDir, rel);
  await mkdir(path.dirname(abs), { recursive: true });
  const body = opts.maxSide && (ext === 'jpg' || ext === 'png') ? await scaleImage(file.buffer, ext, opts.maxSide) : file.buffer;
  await writeFile(abs, body);
  return rel;
}
