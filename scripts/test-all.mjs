#!/usr/bin/env node
// The one test line: generates the Prisma client, builds the web app (the browser tests drive
// the built app), type-checks, lints, checks the formatting, runs every package's vitest suite
// and prints the real totals as the last line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'test-output', 'results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return r.status ?? 1;
}

// the browser tests drive Debian's Chromium: install it when missing (as CI does)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`Chromium not found at ${chromium}: installing Debian's package (apt-get)…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'chromium']) !== 0) {
    console.log('Could not install Chromium: install the "chromium" package (or set CHROMIUM_PATH) to run the browser tests.');
  }
}

if (run('pnpm', ['run', 'build']) !== 0) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

// the first screens' weight (issue 29, docs/decisions/025-light-first-load.md): /login, /register
// and a taxpayer's home against their budgets, from the build's manifest (a second or so)
let budgetErrors = 0;
if (run('pnpm', ['--filter', '@aseo/web', 'run', 'measure']) !== 0) {
  console.log('first-load budget exceeded: counted as one failure');
  budgetErrors = 1;
}

// the type checker is part of the line: a type error fails the run like a failing test
let typeErrors = 0;
if (run('pnpm', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']) !== 0) {
  console.log('typecheck failed: counted as one failure');
  typeErrors = 1;
}

// lint (boundaries, import cycles, hooks; `pnpm lint` also proves its rules still bite) and the
// formatting are part of the line too: each failing step counts as one failure
let lintErrors = 0;
if (run('pnpm', ['run', 'lint']) !== 0) {
  console.log('lint failed: counted as one failure');
  lintErrors += 1;
}
if (run('pnpm', ['run', 'format:check']) !== 0) {
  console.log('format check failed (run `pnpm format`): counted as one failure');
  lintErrors += 1;
}

const suites = [
  { name: 'shared', dir: 'packages/shared' },
  { name: 'api', dir: 'apps/api' },
  { name: 'web', dir: 'apps/web' },
];
let passed = 0;
let failed = typeErrors + lintErrors + budgetErrors;
let crashed = false;
const failures = [
  ...(budgetErrors ? ['first-load budget (pnpm --filter @aseo/web measure)'] : []),
  ...(typeErrors ? ['typecheck'] : []),
  ...(lintErrors ? ['lint or format check'] : []),
];
for (const s of suites) {
  const dir = path.join(root, s.dir);
  if (!existsSync(path.join(dir, 'vitest.config.ts'))) continue;
  const report = path.join(out, `${s.name}.json`);
  console.log(`\n=== ${s.name} ===`);
  const code = run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { cwd: dir });
  if (!existsSync(report)) {
    console.log(`${s.name}: the test run produced no report (exit ${code})`);
    crashed = true;
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  for (const f of r.testResults ?? []) {
    const file = path.relative(dir, f.name);
    if (f.status === 'failed' && f.assertionResults.length === 0) failures.push(`${s.name} ${file}: ${(f.message ?? '').split('\n')[0]}`);
    for (const a of f.assertionResults ?? []) {
      if (a.status === 'failed') failures.push(`${s.name} ${file} > ${a.fullName}: ${(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  // a file that fails to load counts as a failure even when none of its tests ran
  const brokenFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  failed += brokenFiles;
  // a suite that exits non-zero, reports an error, or runs no test at all is a failure too
  if ((code !== 0 || r.success === false || r.numTotalTests === 0) && r.numFailedTests === 0 && brokenFiles === 0) {
    console.log(`${s.name}: the run failed outside the tests (exit ${code}); counted as one failure`);
    failures.push(`${s.name}: the run failed outside the tests (exit ${code})`);
    failed += 1;
    crashed = true;
  }
}
// the failures again, last, so that a log read from its tail names them
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed || passed === 0 ? 1 : 0);
