#!/usr/bin/env node
// Builds what `pnpm start` runs (the Prisma client, the web app, the API compiled to JavaScript)
// only when its sources changed: each output keeps a `.build-hash` of its inputs (paths and
// contents) and is rebuilt when the hash differs or the output is missing. `--force` (used by
// `pnpm build`, hence the test line and the Docker image) rebuilds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const SKIP = new Set(['node_modules', 'dist', 'test-output', '.data']);

/** Every file under the given paths (files or folders, relative to the root), sorted. */
function files(inputs) {
  const out = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs)) if (!SKIP.has(name)) walk(path.posix.join(rel, name));
    } else out.push(rel);
  };
  inputs.forEach(walk);
  return [...new Set(out)].sort();
}

function hashOf(inputs, extra = '') {
  const h = createHash('sha256').update(extra);
  for (const rel of files(inputs)) h.update(`\0${rel}\0`).update(readFileSync(path.join(root, rel)));
  return h.digest('hex');
}

const version = (pkgJson) => {
  const p = path.join(root, pkgJson);
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')).version : 'none';
};

const shared = ['packages/shared/src', 'packages/shared/package.json', 'pnpm-lock.yaml'];
const targets = [
  {
    name: 'Prisma client',
    inputs: ['prisma/schema', 'prisma/prisma.config.ts', 'prisma/package.json'],
    extra: () => `prisma ${version('prisma/node_modules/prisma/package.json')} client ${version('prisma/node_modules/@prisma/client/package.json')}`,
    output: 'prisma/generated/client/client.ts',
    hashFile: 'prisma/generated/.build-hash',
    run: ['pnpm', ['--filter', '@aseo/db', 'run', 'generate']],
  },
  {
    name: 'web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite.contracts-wire.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      ...shared,
    ],
    // Vite puts VITE_* variables into the bundle
    extra: () =>
      Object.keys(process.env)
        .filter((k) => k.startsWith('VITE_'))
        .sort()
        .map((k) => `${k}=${process.env[k]}`)
        .join('\n'),
    output: 'apps/web/dist/index.html',
    hashFile: 'apps/web/dist/.build-hash',
    run: ['pnpm', ['--filter', '@aseo/web', 'run', 'build']],
  },
  {
    name: 'API',
    // after the Prisma client: the generated client is bundled in
    inputs: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json', 'prisma/src', 'prisma/generated/client', 'prisma/package.json', ...shared],
    output: 'apps/api/dist/start.mjs',
    hashFile: 'apps/api/dist/.build-hash',
    run: ['pnpm', ['--filter', '@aseo/api', 'run', 'bundle']],
  },
];

for (const t of targets) {
  const hash = hashOf(t.inputs, t.extra?.() ?? '');
  const hashFile = path.join(root, t.hashFile);
  const current = existsSync(path.join(root, t.output)) && existsSync(hashFile) && readFileSync(hashFile, 'utf8').trim() === hash;
  if (current && !force) {
    console.log(`${t.name}: up to date`);
    continue;
  }
  console.log(`${t.name}: building…`);
  const r = spawnSync(t.run[0], t.run[1], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  // written after the build: an interrupted build is redone at the next start
  writeFileSync(hashFile, `${hash}\n`);
}
