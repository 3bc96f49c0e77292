// The last copies' outcome, for the staff home (`backupStatus`) and the operator: a small JSON file
// beside the copies (BACKUP_DIR/status.json), written by the daily job and by `pnpm backup`. A
// failed copy is logged, leaves no folder, and stays here with its message until the next one.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { runBackup, type BackupOptions } from './backup.service.ts';
import { pruneBackups } from './retention.ts';

export type BackupRun = {
  /** when it started (ISO) */
  at: string;
  ok: boolean;
  message: string;
  /** the copy's folder; null when it failed */
  folder: string | null;
  seconds: number;
  /** bytes written (tables compressed + files); null when it failed */
  bytes: number | null;
};
export type BackupStatus = {
  /** the last copy, whatever its outcome */
  last: BackupRun | null;
  /** the last copy that succeeded */
  last_ok: BackupRun | null;
  /** 'off' or the daily job's cron (Caracas time) */
  schedule: string;
  folder: string;
};

const STATUS_FILE = 'status.json';
type Stored = { last: BackupRun | null; last_ok: BackupRun | null };

async function readStored(backupDir: string): Promise<Stored> {
  try {
    return JSON.parse(await readFile(path.join(backupDir, STATUS_FILE), 'utf8')) as Stored;
  } catch {
    return { last: null, last_ok: null };
  }
}

/** The last run and the last good one (nulls before the first copy). */
export async function backupStatus(cfg: Pick<Config, 'backupDir' | 'BACKUP_SCHEDULE'>): Promise<BackupStatus> {
  const stored = await readStored(cfg.backupDir);
  return { ...stored, schedule: cfg.BACKUP_SCHEDULE, folder: cfg.backupDir };
}

async function record(backupDir: string, run: BackupRun) {
  const stored = await readStored(backupDir);
  const next: Stored = { last: run, last_ok: run.ok ? run : stored.last_ok };
  await mkdir(backupDir, { recursive: true });
  const tmp = path.join(backupDir, `.${STATUS_FILE}.${process.pid}`);
  await writeFile(tmp, `${JSON.stringify(next, null, 2)}\n`);
  await rename(tmp, path.join(backupDir, STATUS_FILE));
}

export type RecordedBackupOptions = BackupOptions & { keepDaily: number; keepMonthly: number };

/** A copy, the old ones pruned, the outcome recorded; never throws for a failed copy (its message is in the run). */
export async function backupAndRecord(opts: RecordedBackupOptions): Promise<BackupRun & { removed: string[] }> {
  const at = opts.now ?? new Date();
  const started = Date.now();
  let run: BackupRun;
  let removed: string[] = [];
  try {
    const { folder, manifest } = await runBackup({ ...opts, now: at });
    removed = await pruneBackups(opts.backupDir, { daily: opts.keepDaily, monthly: opts.keepMonthly });
    const t = manifest.totals;
    run = {
      at: at.toISOString(),
      ok: true,
      message: `${manifest.tables.length} tablas (${t.rows} filas) y ${t.files} archivos copiados`,
      folder,
      seconds: t.seconds,
      bytes: t.stored_bytes + t.file_bytes,
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    run = { at: at.toISOString(), ok: false, message, folder: null, seconds: Math.round((Date.now() - started) / 100) / 10, bytes: null };
  }
  await record(opts.backupDir, run);
  return { ...run, removed };
}
