// The manifest of a copy (README "Backups", ADR 026): what a folder under BACKUP_DIR holds and the
// checksums that let a restore refuse a damaged copy before it touches anything. `manifest.json`
// lists the migrations, every table (columns, rows, the sha256 of its .gz file and the digest of its
// rows), the sequences, and every uploaded file; `manifest.sha256` holds the manifest's own sha256.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const MANIFEST = 'manifest.json';
export const MANIFEST_SUM = 'manifest.sha256';
export const FORMAT = 'aseo-backup';
export const FORMAT_VERSION = 1;

export type TableEntry = {
  name: string;
  columns: string[];
  rows: number;
  /** bytes of the COPY text (uncompressed) */
  bytes: number;
  /** the file under tables/, gzip */
  file: string;
  /** sha256 of the .gz file as stored */
  sha256: string;
  /**
   * The rows' digest, whatever their order: the sum (8 lanes of 32 bits) of the sha256 of each
   * row's COPY line. A restored table read back gives the same (PostgreSQL does not keep a loaded
   * table's rows in the order of the file, so a hash of the whole text would not).
   */
  rows_digest: string;
};
export type SequenceEntry = { name: string; last_value: string | null };
export type FileEntry = { path: string; size: number; sha256: string };
export type MigrationEntry = { name: string; checksum: string };

export type Manifest = {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  server_version: string;
  /** the copy's data: COPY text format, UTF8, these session settings */
  settings: Record<string, string>;
  migrations: MigrationEntry[];
  tables: TableEntry[];
  sequences: SequenceEntry[];
  files: FileEntry[];
  totals: { rows: number; table_bytes: number; stored_bytes: number; files: number; file_bytes: number; seconds: number };
};

/**
 * The session settings under which every COPY is written and read back: the text form of dates,
 * intervals and floats, and every scan from the table's first page (a synchronized scan may start
 * where another scan of a large table stands, so the same table would read in another order).
 */
export const COPY_SETTINGS: Record<string, string> = {
  synchronize_seqscans: 'off',
  TimeZone: 'UTC',
  DateStyle: 'ISO, YMD',
  IntervalStyle: 'postgres',
  extra_float_digits: '1',
  client_encoding: 'UTF8',
  bytea_output: 'hex',
};

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * A pass-through stream that hashes what flows through it and counts its bytes and newlines (COPY
 * text: one line per row); with `rows`, also the order-free digest of its lines (TableEntry.rows_digest).
 */
export class Tally extends Transform {
  private readonly hash = createHash('sha256');
  private readonly lanes = new Uint32Array(8);
  private carry: Buffer[] = [];
  bytes = 0;
  lines = 0;
  digest = '';
  rowsDigest = '';
  constructor(private readonly rows = false) {
    super();
  }
  private row(line: Buffer) {
    const d = createHash('sha256').update(line).digest();
    for (let i = 0; i < 8; i++) this.lanes[i] = (this.lanes[i]! + d.readUInt32LE(i * 4)) >>> 0;
  }
  _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    let start = 0;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
      this.lines++;
      if (this.rows) {
        const piece = chunk.subarray(start, i + 1);
        this.row(this.carry.length ? Buffer.concat([...this.carry, piece]) : piece);
        this.carry = [];
      }
      start = i + 1;
    }
    if (this.rows && start < chunk.length) this.carry.push(Buffer.from(chunk.subarray(start)));
    done(null, chunk);
  }
  _flush(done: TransformCallback) {
    this.digest = this.hash.digest('hex');
    if (this.rows && this.carry.length) this.row(Buffer.concat(this.carry));
    this.rowsDigest = Buffer.from(this.lanes.buffer).toString('hex');
    done();
  }
}

/** A sink that only consumes (a stream read for its hash). */
export const drain = () => new Writable({ write: (_chunk, _enc, done) => done() });

/** sha256 and size of a file on disk. */
export async function fileSum(file: string): Promise<{ sha256: string; size: number }> {
  const tally = new Tally();
  await pipeline(createReadStream(file), tally, drain());
  return { sha256: tally.digest, size: tally.bytes };
}

export async function writeManifest(folder: string, manifest: Manifest) {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  await writeFile(path.join(folder, MANIFEST), text);
  await writeFile(path.join(folder, MANIFEST_SUM), `${sha256(text)}  ${MANIFEST}\n`);
}

/** Thrown when a copy cannot be used: the message is for the operator. */
export class BackupRefused extends Error {}

/** Reads a copy's manifest, refusing one whose manifest is missing, altered or not a copy of this portal. */
export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  let sum: string;
  try {
    text = await readFile(path.join(folder, MANIFEST), 'utf8');
    sum = (await readFile(path.join(folder, MANIFEST_SUM), 'utf8')).split(/\s+/)[0] ?? '';
  } catch {
    throw new BackupRefused(`${folder} no es una copia del portal: falta ${MANIFEST} o ${MANIFEST_SUM}`);
  }
  if (sha256(text) !== sum) throw new BackupRefused(`la copia ${folder} está dañada: ${MANIFEST} no coincide con su suma de verificación`);
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new BackupRefused(`${folder}: formato de copia desconocido (${manifest.format} ${manifest.version})`);
  }
  return manifest;
}

/** Checks every table file and every uploaded file of a copy against its manifest; the damaged ones, named. */
export async function damagedParts(folder: string, manifest: Manifest): Promise<string[]> {
  const bad: string[] = [];
  for (const t of manifest.tables) {
    const sum = await fileSum(path.join(folder, 'tables', t.file)).catch(() => null);
    if (sum?.sha256 !== t.sha256) bad.push(`tables/${t.file}`);
  }
  for (const f of manifest.files) {
    const sum = await fileSum(path.join(folder, 'files', f.path)).catch(() => null);
    if (sum?.sha256 !== f.sha256 || sum.size !== f.size) bad.push(`files/${f.path}`);
  }
  return bad;
}
