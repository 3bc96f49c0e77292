// The uploaded files of a copy: every file under the upload folder except the staging area
// (ADR 019: a staged file belongs to a request still running, or to none), copied byte for byte and
// hashed on the way, and put back by a restore, checked again as they are written.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Tally, type FileEntry } from './manifest.ts';

/** Every regular file under `root`, relative with '/' separators, sorted; `skip` are absolute folders left out. */
export async function listFiles(root: string, skip: string[] = []): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name === '.staging' || skip.includes(full)) continue;
        await walk(full);
      } else if (e.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  await walk(root);
  return out.sort();
}

/** Copies `from` to `to` (folders made), through a temporary name; its size and sha256. */
export async function copyFile(from: string, to: string): Promise<{ size: number; sha256: string }> {
  await mkdir(path.dirname(to), { recursive: true });
  const tally = new Tally();
  const partial = `${to}.partial`;
  await pipeline(createReadStream(from), tally, createWriteStream(partial));
  await rename(partial, to);
  return { size: tally.bytes, sha256: tally.digest };
}

/**
 * The upload folder into `dest`. A file removed between the listing and its copy (a report file
 * replaced) is left out; the rows of the snapshot name only files committed before it (ADR 019).
 */
export async function copyUploads(uploadDir: string, dest: string, skip: string[]): Promise<FileEntry[]> {
  const files: FileEntry[] = [];
  for (const rel of await listFiles(uploadDir, skip)) {
    try {
      const sum = await copyFile(path.join(uploadDir, rel), path.join(dest, rel));
      files.push({ path: rel, ...sum });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return files;
}
