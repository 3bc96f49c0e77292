// Which copies stay (BACKUP_KEEP_DAILY, BACKUP_KEEP_MONTHLY): the newest copy of each of the last N
// days that have one, and the newest of each of the last M months (days and months in Caracas
// time). Only complete copies (a folder named by its time, with a manifest) count and are removed;
// a `.partial` folder older than a day (a copy that died with its process) is removed too. Nothing
// else in the folder is touched.
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';
import { FOLDER_PATTERN } from './backup.service.ts';
import { MANIFEST } from './manifest.ts';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** '2026-11-26T18-30-00Z' → its instant. */
const instantOf = (name: string) => new Date(`${name.slice(0, 10)}T${name.slice(11, 19).replace(/-/g, ':')}Z`);

/** The copies to keep among `names` (folder names), newest first. */
export function keptCopies(names: string[], keep: { daily: number; monthly: number }): Set<string> {
  const sorted = [...names].sort().reverse();
  const kept = new Set<string>();
  const days = new Set<string>();
  const months = new Set<string>();
  for (const name of sorted) {
    const day = DAY.format(instantOf(name));
    const month = day.slice(0, 7);
    if (!days.has(day) && days.size < keep.daily) {
      days.add(day);
      kept.add(name);
    }
    if (!months.has(month) && months.size < keep.monthly) {
      months.add(month);
      kept.add(name);
    }
  }
  return kept;
}

/** Removes the copies not kept; the names removed. */
export async function pruneBackups(backupDir: string, keep: { daily: number; monthly: number }): Promise<string[]> {
  const entries = await readdir(backupDir, { withFileTypes: true }).catch(() => []);
  const copies = entries.filter((e) => e.isDirectory() && FOLDER_PATTERN.test(e.name) && existsSync(path.join(backupDir, e.name, MANIFEST))).map((e) => e.name);
  const kept = keptCopies(copies, keep);
  const removed = copies.filter((n) => !kept.has(n));
  for (const name of removed) await rm(path.join(backupDir, name), { recursive: true, force: true });
  for (const e of entries) {
    if (!e.isDirectory() || !e.name.startsWith('.') || !e.name.endsWith('.partial')) continue;
    const full = path.join(backupDir, e.name);
    if (Date.now() - (await stat(full)).mtimeMs > 24 * 3600_000) await rm(full, { recursive: true, force: true });
  }
  return removed;
}
