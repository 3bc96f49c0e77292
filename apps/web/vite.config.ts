import path from 'node:path';
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

export default defineConfig({
  plugins: [react(), contractsWire(path.resolve(import.meta.dirname, '../../packages/shared')), axiosXhrOnly],
  server: { proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } } },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 800 },
});
