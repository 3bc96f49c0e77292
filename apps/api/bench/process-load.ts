// Loading a server process with autocannon and reading what it costs that process (bench/load.ts,
// bench/ab.ts; never the tests): RSS and CPU time from /proc/<pid>.
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

/** Resident memory of the process, in MB (/proc/<pid>/status). */
export function rssMb(pid: number) {
  return readFile(`/proc/${pid}/status`, 'utf8').then((s) => Number(/VmRSS:\s+(\d+)/.exec(s)?.[1] ?? 0) / 1024);
}

/** CPU time (user + system) the process has used, in ms (/proc/<pid>/stat, 100 ticks a second). */
export async function cpuMs(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
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
