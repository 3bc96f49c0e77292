import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contractsWire } from './vite.contracts-wire.ts';

/** axios with its xhr adapter only: its fetch adapter, never chosen in a browser, left out (src/lib/vendor/axios-no-fetch.ts). */
const axiosXhrOnly: Plugin = {
  name: 'axios-xhr-only',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './fetch.js' && importer?.replaceAll('\\', '/').includes('/axios/lib/adapters/'))
      return path.resolve(import.meta.dirname, 'src/lib/vendor/axios-no-fetch.ts');
    return null;
  },
};

/**
 * A gzip -9 copy beside each built script, stylesheet and SVG (`name.js.gz`) whenever it is
 * smaller: the portal sends it to a browser that accepts gzip (apps/api/src/lib/web-files.ts), so
 * the bytes on the wire are the ones scripts/measure-bundle.mjs counts, not a copy compressed on
 * every request at zlib's default level.
 */
const precompress: Plugin = {
  name: 'aseo-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? path.resolve(import.meta.dirname, 'dist');
    await Promise.all(
      Object.keys(bundle)
        .filter((name) => /\.(js|css|svg)$/.test(name))
        .map(async (name) => {
          const file = path.join(dir, name);
          const raw = await readFile(file);
          const gz = gzipSync(raw, { level: 9 });
          if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
        }),
    );
  },
};

export default defineConfig({
  plugins: [react(), contractsWire(path.resolve(import.meta.dirname, '../../packages/shared')), axiosXhrOnly, precompress],
  server: { proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } } },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 800 },
});
