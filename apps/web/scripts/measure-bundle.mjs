#!/usr/bin/env node
// JavaScript a browser downloads for the first load of /login, gzipped: the entry chunk, the
// login screen chunk (loaded lazily by the route) and every chunk they import statically.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
const kb = (n) => (n / 1024).toFixed(1);
console.log(`first load of /login: ${seen.size} JS files, ${kb(raw)} KB raw, ${kb(gz)} KB gzipped`);
if (gz > 300 * 1024) {
  console.error('over the 300 KB budget');
  process.exit(1);
}
