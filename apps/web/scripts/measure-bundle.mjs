#!/usr/bin/env node
// JavaScript a browser downloads for the first load of /login.
//   node scripts/measure-bundle.mjs            gzip -9 size of the built files: the entry chunk,
//                                              the login screen chunk (loaded lazily by the route)
//                                              and every chunk they import statically; fails above
//                                              the 300 KB budget.
//   node scripts/measure-bundle.mjs --url URL  loads URL/login in Debian's Chromium and sums the
//                                              bytes of JavaScript actually transferred (this shows
//                                              whether the server compresses).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 300 * 1024;
const kb = (n) => (n / 1024).toFixed(1);
const urlArg = process.argv.indexOf('--url');

if (urlArg > 0) {
  const base = process.argv[urlArg + 1];
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
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  let bytes = 0;
  let compressed = 0;
  cdp.on('Network.responseReceived', (e) => e.type === 'Script' && scripts.set(e.requestId, e.response));
  cdp.on('Network.loadingFinished', (e) => {
    const res = scripts.get(e.requestId);
    if (!res) return;
    bytes += e.encodedDataLength;
    if (Object.entries(res.headers).some(([k, v]) => k.toLowerCase() === 'content-encoding' && v !== 'identity')) compressed += 1;
  });
  await page.goto(new URL('/login', base).href, { waitUntil: 'networkidle' });
  await browser.close();
  console.log(`first load of /login in Chromium: ${scripts.size} JS files, ${kb(bytes)} KB transferred (${compressed} of them compressed by the server)`);
  process.exit(0);
}

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginKey = Object.keys(manifest).find((k) => k.endsWith('LoginScreen.tsx'));
const seen = new Set();
function walk(key) {
  if (!key || seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) walk(dep);
}
walk(entryKey);
walk(loginKey);
let raw = 0;
let gz = 0;
for (const key of seen) {
  const buf = readFileSync(path.join(dist, manifest[key].file));
  raw += buf.length;
  gz += gzipSync(buf, { level: 9 }).length;
}
console.log(`first load of /login: ${seen.size} JS files, ${kb(raw)} KB raw, ${kb(gz)} KB gzipped`);
if (gz > BUDGET) {
  console.error('over the 300 KB budget');
  process.exit(1);
}
