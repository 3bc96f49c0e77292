// The embedded cluster a running portal holds under DATA_DIR: the commands that work beside it
// (`pnpm backup`, `pnpm billing:run`) connect to it instead of starting a second server on the
// same folder, which PostgreSQL would refuse.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The port of the embedded cluster the portal is running, if it is up (postmaster.pid: pid on line 1, port on line 4). */
export function runningClusterPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(lines[0]), 0);
  } catch {
    return null;
  }
  return Number(lines[3]) || null;
}

/** The portal's database on the embedded cluster listening on `port`. */
export const embeddedUrl = (port: number) => `postgresql://postgres:postgres@127.0.0.1:${port}/aseo`;
