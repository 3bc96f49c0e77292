// Loading a server process with autocannon and reading what it costs that process (bench/load.ts,
// bench/ab.ts, bench/sales-book.ts; never the tests): RSS and CPU time from /proc/<pid>, and
// starting and stopping it as the root `pnpm start` line runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Resident memory of the process, in MB (/proc/<pid>/status). */
export function rssMb(pid: number) {
  return readFile(`/proc/${pid}/status`, 'utf8').then((s) => Number(/VmRSS:\s+(\d+)/.exec(s)?.[1] ?? 0) / 1024);
}

/**
 * The process's peak resident memory while `f` runs, in MB: the kernel's high-water mark (VmHWM),
 * reset to the current RSS first (/proc/<pid>/clear_refs, Linux ≥ 4.0), so no sample is missed.
 */
export async function peakRssOf<T>(pid: number, f: () => Promise<T>) {
  const hwm = () => readFile(`/proc/${pid}/status`, 'utf8').then((s) => Number(/VmHWM:\s+(\d+)/.exec(s)?.[1] ?? 0) / 1024);
  await writeFile(`/proc/${pid}/clear_refs`, '5');
  const before = await rssMb(pid);
  const started = performance.now();
  const result = await f();
  return { result, seconds: (performance.now() - started) / 1000, peakMb: await hwm(), beforeMb: before };
}

/** CPU time (user + system) the process has used, in ms (/proc/<pid>/stat, 100 ticks a second). */
export async function cpuMs(pid: number) {
  const { user, system } = await cpuSplit(pid);
  return user + system;
}

/** A process's CPU ms so far, in user space and in the kernel (its system calls: sockets, files). */
export async function cpuSplit(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /, '').split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/**
 * POSTs `body` with the bearer `token` to `url` from `connections` connections for `seconds`,
 * sampling the server's RSS every 200 ms: autocannon's result, the server's CPU ms and its peak RSS.
 */
export async function loadProcess(opts: { url: string; body: unknown; token: string; seconds: number; connections: number; pid: number }) {
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssMb(opts.pid));
      await sleep(200);
    }
  })();
  const cpuBefore = await cpuMs(opts.pid);
  const result = await autocannon({
    url: opts.url,
    method: 'POST',
    connections: opts.connections,
    duration: opts.seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
    body: JSON.stringify(opts.body),
  });
  const cpu = (await cpuMs(opts.pid)) - cpuBefore;
  sampling = false;
  await sampler;
  return { result, cpu, peak };
}

/** The variables and node options of the root `pnpm start` line (`… VAR=value node --flag … start.mjs`). */
export async function startLine(): Promise<{ env: Record<string, string>; nodeArgs: string[] }> {
  const pkg = JSON.parse(await readFile(path.join(apiDir, '..', '..', 'package.json'), 'utf8')) as { scripts: { start: string } };
  const line = pkg.scripts.start;
  const env = Object.fromEntries([...line.matchAll(/(?:^|\s)([A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
  const flags = /\snode((?:\s+--\S+)*)\s+\S*start\.mjs/.exec(line)?.[1] ?? '';
  return { env, nodeArgs: flags.split(/\s+/).filter(Boolean) };
}

/** Starts `node <file>` with `env`; resolves once `ready()` answers true. */
export async function startProcess(name: string, file: string, env: Record<string, string>, ready: () => Promise<boolean>, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, file], { cwd: apiDir, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited ${child.exitCode}: ${stderr}`);
    if (await ready().catch(() => false)) break;
    if (performance.now() - started > 60_000) throw new Error(`${name} did not start: ${stderr}`);
    await sleep(100);
  }
  return child;
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
}
