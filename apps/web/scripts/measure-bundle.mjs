#!/usr/bin/env node
// What a browser downloads for the first screens (issue 29 item 5, docs/decisions/027-light-first-load.md).
//   node scripts/measure-bundle.mjs [--dist DIR]
//       From the build's manifest (dist/.vite/manifest.json): the gzip -9 size of the JavaScript and
//       CSS each first screen loads before it can draw (the entry and every chunk it imports
//       statically, the screen's own chunks and theirs), and fails over a budget:
//         /login       JS ≤ 150 KB, CSS ≤ 40 KB
//         /register    JS ≤ 300 KB, CSS ≤ 45 KB (it carries the whole taxpayer + property form)
//         /welcome     a taxpayer's home after sign-in (the frame, the live link, the home):
//                      JS + CSS ≤ 250 KB, and no other screen's code
//   node scripts/measure-bundle.mjs --url URL [--user U --password P]
//       Loads URL/login and URL/register in Debian's Chromium and sums the bytes of JavaScript and
//       CSS actually transferred (response bodies as the server sent them: the portal sends the
//       build's own gzip -9 copies, apps/api/src/lib/web-files.ts, so the figures are these; the
//       headers are counted apart); with a taxpayer's account, also what /welcome transfers on a
//       cold cache (its JS + CSS, and everything with the page and the API's answers, each within
//       the 250 KB). Fails over the same budgets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const BUDGETS = {
  login: { js: 150 * KB, css: 40 * KB },
  register: { js: 300 * KB, css: 45 * KB },
  welcome: { total: 250 * KB },
};
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const problems = [];
const check = (what, value, budget) => {
  if (value > budget) problems.push(`${what}: ${kb(value)} is over the ${kb(budget)} budget`);
};

/** The files a screen needs from the manifest: `keys` and their static imports, with their CSS. */
export function filesOf(manifest, keys) {
  const seen = new Set();
  const walk = (key) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  keys.forEach(walk);
  const js = [...seen].map((k) => manifest[k].file);
  const css = [...new Set([...seen].flatMap((k) => manifest[k].css ?? []))];
  return { keys: [...seen], js, css };
}

const keyOf = (manifest, suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`no chunk for ${suffix} in the manifest`);
  return key;
};

/** The first screens of the app, as lists of manifest keys. */
export function firstScreens(manifest) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const full = keyOf(manifest, 'src/styles/full.ts');
  return {
    // the sign-in screen is in the entry chunk (src/routes/router.tsx)
    login: [entry],
    register: [entry, full, keyOf(manifest, 'features/auth/routes/RegisterScreen.tsx')],
    welcome: [
      entry,
      keyOf(manifest, 'src/routes/SignedInFrame.tsx'),
      keyOf(manifest, 'features/layout/components/SessionWatcher.tsx'),
      keyOf(manifest, 'features/home/routes/ClientHomeScreen.tsx'),
    ],
  };
}

/** Chunks of screens a taxpayer's home must not load: every other routed screen of the app. */
export const otherScreens = (manifest, keys) => keys.filter((k) => /(Screen|Page|Route)(\.tsx|-[\w-]+\.js)$/.test(k) && !/ClientHomeScreen/.test(k));

async function inChromium(base) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const { transferred } = await import('./transferred.mjs');
    for (const screen of ['login', 'register']) {
      const t = await transferred(browser, new URL(`/${screen}`, base).href);
      console.log(
        `/${screen} in Chromium: JS ${kb(t.js)} (${t.files.js} files), CSS ${kb(t.css)} (${t.files.css}), everything ${kb(t.total)} + ${kb(t.headers)} of headers; ${t.compressed} of ${t.files.js + t.files.css} files compressed by the server`,
      );
      check(`/${screen} JS in Chromium`, t.js, BUDGETS[screen].js);
      check(`/${screen} CSS in Chromium`, t.css, BUDGETS[screen].css);
    }
    const user = arg('--user');
    if (user) {
      const login = await fetch(new URL('/api/auth/login', base), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: user, password: arg('--password') }),
      }).then((r) => r.json());
      const t = await transferred(browser, new URL('/welcome', base).href, login);
      console.log(
        `/welcome (taxpayer) in Chromium: JS + CSS ${kb(t.js + t.css)} (JS ${kb(t.js)}, CSS ${kb(t.css)}), everything ${kb(t.total)} in ${t.files.all} requests + ${kb(t.headers)} of headers`,
      );
      check('/welcome JS + CSS in Chromium', t.js + t.css, BUDGETS.welcome.total);
      check('/welcome in Chromium, everything it transfers', t.total, BUDGETS.welcome.total);
    }
  } finally {
    await browser.close();
  }
}

function fromManifest(dist) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no build in ${dist} (run: pnpm --filter @aseo/web build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gz = (files) => files.reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  for (const [screen, keys] of Object.entries(firstScreens(manifest))) {
    const { keys: all, js, css } = filesOf(manifest, keys);
    const size = { js: gz(js), css: gz(css) };
    console.log(`/${screen}: JS ${kb(size.js)} gzipped (${js.length} files), CSS ${kb(size.css)} gzipped (${css.length} files)`);
    const budget = BUDGETS[screen];
    if (budget.total) check(`/${screen} JS + CSS`, size.js + size.css, budget.total);
    else {
      check(`/${screen} JS`, size.js, budget.js);
      check(`/${screen} CSS`, size.css, budget.css);
    }
    if (screen === 'welcome') {
      const staff = otherScreens(manifest, all);
      if (staff.length) problems.push(`/welcome loads other screens' code: ${staff.join(', ')}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = arg('--url');
  if (url) await inChromium(url);
  else fromManifest(path.resolve(arg('--dist') ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../dist')));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}
