// Deployment defaults (issue 10, class 6): no published JWT_SECRET anywhere. docker-compose.yml
// refuses to start without one, the image carries none, and production refuses a missing, short
// or published secret.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../src/config.ts';

const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
const REQUIRED = /^\s+JWT_SECRET:\s*\$\{JWT_SECRET:\?[^}]*JWT_SECRET[^}]*\}\s*$/m;

function hasComposeCli() {
  try {
    execFileSync('docker', ['compose', 'version'], { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}
const composeCli = hasComposeCli();

describe('docker-compose.yml', () => {
  it('requires JWT_SECRET with a clear message (${JWT_SECRET:?…}) and gives it no default', () => {
    expect(compose).toMatch(REQUIRED);
    // no `:-default`, `-default` or literal value for the secret anywhere in the file
    const lines = compose.split('\n').filter((l) => /JWT_SECRET/.test(l) && !/^\s*#/.test(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/\$\{JWT_SECRET:?-/);
    expect(lines[0]).toMatch(/al menos 32 caracteres/);
  });

  it('the image and the example environment carry no secret either', () => {
    const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).not.toMatch(/JWT_SECRET/);
    const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    expect(example).toMatch(/^JWT_SECRET=$/m);
  });

  it.skipIf(!composeCli)(
    `\`docker compose config\` without JWT_SECRET fails with the message${composeCli ? '' : ' (skipped: no docker compose CLI here)'}`,
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'aseo-compose-'));
      try {
        const empty = path.join(dir, 'empty.env');
        writeFileSync(empty, '');
        const env = { ...process.env };
        delete env.JWT_SECRET;
        const run = spawnSync('docker', ['compose', '-f', path.join(repoRoot, 'docker-compose.yml'), '--env-file', empty, 'config'], {
          env,
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status).not.toBe(0);
        expect(run.stderr).toMatch(/Defina JWT_SECRET/);
        const ok = spawnSync('docker', ['compose', '-f', path.join(repoRoot, 'docker-compose.yml'), '--env-file', empty, 'config'], {
          env: { ...env, JWT_SECRET: 'x'.repeat(40) },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(ok.status).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('production configuration', () => {
  const production = (JWT_SECRET?: string) => () => loadConfig({ NODE_ENV: 'production', ...(JWT_SECRET === undefined ? {} : { JWT_SECRET }) });

  it('refuses a missing JWT_SECRET', () => {
    expect(production()).toThrow(/JWT_SECRET: requerido en producción/);
  });

  it('refuses a short JWT_SECRET', () => {
    expect(production('corto')).toThrow(/JWT_SECRET: JWT_SECRET debe tener al menos 32 caracteres/);
  });

  it('refuses the secret the compose file once published', () => {
    expect(production('change-me-change-me-change-me-change-me')).toThrow(/JWT_SECRET: es un valor publicado/);
  });

  it('accepts a secret of its own', () => {
    expect(production('8f0c1d2e3b4a5968778695a4b3c2d1e0f9e8d7c6')().JWT_SECRET).toHaveLength(40);
  });
});
