#!/usr/bin/env node
// Proves the lint rules still bite. A resolver that stops resolving makes import-x/no-cycle and the
// boundaries rules pass silently, so this lints deliberate violations and fails unless each one is
// reported: an import cycle through relative paths, one through a workspace package's "exports",
// a feature or an API module reaching into another one's internals, a feature importing src/routes,
// app code importing seed code (and the allowed imports through index.ts are not reported).
// The fixtures must sit in the real folders for the rules to classify them; they are removed after.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tag = 'zz-lint-check';

/** Another element of the folder (a feature or a module with an index.ts) and one of its inner files. */
function neighbour(dir) {
  for (const name of readdirSync(path.join(root, dir)).sort()) {
    const el = path.join(root, dir, name);
    if (name === tag || !existsSync(path.join(el, 'index.ts'))) continue;
    const inner = readdirSync(el, { recursive: true }).find((f) => /\.tsx?$/.test(f) && f !== 'index.ts');
    if (inner) return { name, inner: inner.split(path.sep).join('/') };
  }
  throw new Error(`no element with an index.ts and another file under ${dir}`);
}
const feature = neighbour('apps/web/src/features');
const mod = neighbour('apps/api/src/modules');
const route = readdirSync(path.join(root, 'apps/web/src/routes')).find((f) => /\.tsx?$/.test(f));

// file → the rule ids it must report, in any order; nothing else may be reported
const cases = [
  {
    file: `apps/web/src/${tag}-a.ts`,
    code: `import { b } from './${tag}-b.ts';\nexport const a = () => b;\n`,
    expect: ['import-x/no-cycle'],
    what: 'import cycle (relative paths)',
  },
  { file: `apps/web/src/${tag}-b.ts`, code: `import { a } from './${tag}-a.ts';\nexport const b = 1;\nexport const c = a;\n`, expect: ['import-x/no-cycle'] },
  {
    file: `apps/api/src/${tag}.ts`,
    code: `import { d } from '@aseo/shared/${tag}';\nexport const e = 1;\nexport const f = d;\n`,
    expect: ['import-x/no-cycle'],
    what: 'import cycle through @aseo/shared "exports"',
  },
  {
    file: `packages/shared/src/${tag}/index.ts`,
    code: `import { e } from '../../../../apps/api/src/${tag}.ts';\nexport const d = () => e;\n`,
    expect: ['import-x/no-cycle'],
  },
  {
    file: `apps/web/src/features/${tag}/sub/x.ts`,
    code: [
      `import * as inner from '../../${feature.name}/${feature.inner}';`,
      `import * as pub from '../../${feature.name}/index.ts';`,
      `import * as routes from '../../../routes/${route}';`,
      `export const all = [inner, pub, routes];`,
      '',
    ].join('\n'),
    expect: ['boundaries/dependencies', 'boundaries/dependencies'],
    what: `cross-feature import of ${feature.name}/${feature.inner} and a feature importing routes/${route}`,
  },
  {
    file: `apps/api/src/modules/${tag}/x.ts`,
    code: [
      `import * as inner from '../${mod.name}/${mod.inner}';`,
      `import * as pub from '../${mod.name}/index.ts';`,
      `import * as seed from '@aseo/db/seed';`,
      `export const all = [inner, pub, seed];`,
      '',
    ].join('\n'),
    expect: ['boundaries/dependencies', 'no-restricted-imports'],
    what: `cross-module import of ${mod.name}/${mod.inner} and app code importing @aseo/db/seed`,
  },
];

const written = [];
let failures = 0;
try {
  for (const c of cases) {
    const abs = path.join(root, c.file);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, c.code);
    written.push(abs);
  }
  const results = await new ESLint({ cwd: root }).lintFiles(cases.map((c) => c.file));
  for (const c of cases) {
    const r = results.find((x) => x.filePath === path.join(root, c.file));
    const got = (r?.messages ?? []).map((m) => m.ruleId ?? m.message).sort();
    const ok = JSON.stringify(got) === JSON.stringify([...c.expect].sort());
    if (!ok) failures += 1;
    const label = c.what ?? `(other side of the cycle)`;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${c.file} reported [${got.join(', ')}]${ok ? '' : `, expected [${c.expect.join(', ')}]`}`);
  }
} finally {
  for (const f of written) rmSync(f, { force: true });
  for (const d of [`apps/web/src/features/${tag}`, `apps/api/src/modules/${tag}`, `packages/shared/src/${tag}`])
    rmSync(path.join(root, d), { recursive: true, force: true });
}
if (failures) {
  console.log(`lint-check: ${failures} deliberate violation(s) not reported as expected: the lint config or its resolver is broken`);
  process.exit(1);
}
console.log('lint-check: every deliberate violation was reported');
