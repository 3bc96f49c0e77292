// Uploads as the contract declares them (define.ts `UploadPolicy`, docs/decisions/019): the parser
// takes exactly the declared fields and counts, in memory and size-limited; the content's magic
// bytes decide a file's type (the client's name and MIME type are never trusted). A stored file is
// written to a staging folder under a random name and moved to its final path only after the
// request's transaction commits; a refused or replayed request deletes it, and a sweep removes
// what a crash left in staging.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { fileTypeFromBuffer } from 'file-type';
import type { Logger } from 'pino';
import type { StoredFileSet, UploadPolicy } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { Config } from '../config.ts';
import { unprocessable } from './errors.ts';
import { scaleImage } from './image-scale.ts';

/** Detected types accepted per set; 'cfb' is the container of legacy .doc and .xls files. */
export const UPLOAD_SETS: Record<StoredFileSet, readonly string[]> = {
  default: ['jpg', 'png', 'gif'],
  extended: ['jpg', 'png', 'gif', 'pdf', 'cfb', 'docx', 'xlsx'],
  restricted: ['jpg', 'png', 'pdf'],
};

/** Staged files older than this are left-overs of a crash: no request runs this long. */
export const STAGED_MAX_AGE_MS = 3600_000;
const SWEEP_EVERY_MS = 15 * 60_000;

export const stagingDir = (cfg: Config) => path.join(cfg.uploadDir, '.staging');

export async function detectFileType(buffer: Buffer) {
  return (await fileTypeFromBuffer(buffer))?.ext;
}

/** The multipart parser of a call: its declared fields and counts are multer's limits. */
export function uploadParser(cfg: Config, policy: UploadPolicy): RequestHandler {
  const fields = Object.entries(policy.fields).map(([name, maxCount]) => ({ name, maxCount }));
  const files = fields.reduce((n, f) => n + f.maxCount, 0);
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: Math.floor(cfg.UPLOAD_MAX_MB * 1024 * 1024), files, fields: 200 },
  }).fields(fields);
}

export type UploadedFile = {
  field: string;
  /** The client's file name (shown, never used as a path). */
  name: string;
  buffer: Buffer;
  /** A stored file: its path relative to the upload folder once committed (what a row stores). */
  path?: string;
};

/** A request's files: the handler reads them; `mount` commits or discards them around the handler. */
export type RequestUploads = {
  /** In the declared fields' order, each field's files in the order sent. */
  readonly files: readonly UploadedFile[];
  of(field: string): UploadedFile[];
  /** Only these final paths are kept on commit (default: every file); the others are deleted. */
  keepOnly(paths: Iterable<string | null | undefined>): void;
  /** After the handler succeeded: moves the kept files to their final paths, deletes the rest. */
  commit(log?: Logger): Promise<void>;
  /** After the handler failed: deletes every staged file. */
  discard(): Promise<void>;
};

const done = async () => {};
export const noUploads: RequestUploads = { files: [], of: () => [], keepOnly: () => {}, commit: done, discard: done };

/** The files multer parsed, in the policy's field order. */
function parsed(policy: UploadPolicy, req: Request): UploadedFile[] {
  const raw = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
  return Object.keys(policy.fields).flatMap((field) => (raw[field] ?? []).map((f) => ({ field, name: f.originalname, buffer: f.buffer })));
}

/** The type a file's content has if the set accepts it; refused otherwise. */
async function acceptedType(buffer: Buffer, set: StoredFileSet) {
  const ext = await detectFileType(buffer);
  if (!ext || !UPLOAD_SETS[set].includes(ext)) throw unprocessable(MSG.common.invalidFileFormat);
  return ext;
}

const removeQuietly = (abs: string) => unlink(abs).catch(() => {});

/**
 * Checks and stages a request's files. Every file's type is checked before any is written (a hostile
 * one refuses the request with nothing on disk); photos are scaled; each is written to the staging
 * folder and given its final path `<folder>/<year>/<month>/<uuid>.<ext>`.
 */
export async function stageUploads(cfg: Config, policy: UploadPolicy, req: Request): Promise<RequestUploads> {
  const files = parsed(policy, req);
  const by = (field: string) => files.filter((f) => f.field === field);
  if (policy.keep === 'read' || !files.length) return { ...noUploads, files, of: by };
  const types = [];
  for (const f of files) types.push(await acceptedType(f.buffer, policy.set));
  const bodies = [];
  for (const [i, f] of files.entries()) {
    const ext = types[i]!;
    bodies.push(policy.maxSide && (ext === 'jpg' || ext === 'png') ? await scaleImage(f.buffer, ext, policy.maxSide) : f.buffer);
  }
  const now = new Date();
  const folder = path.posix.join(policy.folder, String(now.getFullYear()), String(now.getMonth() + 1).padStart(2, '0'));
  const dir = stagingDir(cfg);
  await mkdir(dir, { recursive: true });
  const staged: (UploadedFile & { path: string; staged: string })[] = [];
  try {
    for (const [i, f] of files.entries()) {
      const name = `${randomUUID()}.${types[i] === 'cfb' ? 'bin' : types[i]}`;
      const abs = path.join(dir, name);
      await writeFile(abs, bodies[i]!, { flag: 'wx' });
      staged.push({ ...f, buffer: bodies[i]!, path: path.posix.join(folder, name), staged: abs });
    }
  } catch (err) {
    await Promise.all(staged.map((s) => removeQuietly(s.staged)));
    throw err;
  }
  let kept: Set<string> | undefined;
  return {
    files: staged,
    of: (field) => staged.filter((f) => f.field === field),
    keepOnly(paths) {
      kept = new Set([...paths].filter((p): p is string => !!p));
    },
    async commit(log) {
      for (const s of staged) {
        if (kept && !kept.has(s.path)) {
          await removeQuietly(s.staged);
          continue;
        }
        const target = path.join(cfg.uploadDir, s.path);
        try {
          await mkdir(path.dirname(target), { recursive: true });
          await rename(s.staged, target);
        } catch (err) {
          // the rows are committed and name this path: say so loudly, the staged copy stays for an hour
          log?.error({ err, staged: s.staged, path: s.path }, 'archivo confirmado que no se pudo mover a su lugar');
        }
      }
    },
    async discard() {
      await Promise.all(staged.map((s) => removeQuietly(s.staged)));
    },
  };
}

/** Removes staged files older than `maxAgeMs` (left by a crash between staging and commit); returns how many. */
export async function sweepStaging(cfg: Config, log?: Logger, maxAgeMs = STAGED_MAX_AGE_MS): Promise<number> {
  const dir = stagingDir(cfg);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  const now = Date.now();
  for (const name of names) {
    const abs = path.join(dir, name);
    try {
      const s = await stat(abs);
      if (!s.isFile() || now - s.mtimeMs <= maxAgeMs) continue;
      await unlink(abs);
      removed++;
    } catch {
      // gone meanwhile (committed or swept by another instance)
    }
  }
  if (removed) log?.info({ removed }, 'archivos temporales de carga eliminados');
  return removed;
}

/** Sweeps the staging folder now and every 15 minutes (the timer does not keep the process alive). */
export function startStagingSweep(cfg: Config, log: Logger) {
  const run = () => void sweepStaging(cfg, log).catch((err: unknown) => log.error({ err }, 'limpieza de archivos temporales de carga'));
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
